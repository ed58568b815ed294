package kit

import (
	"github.com/puzzlesat/puzzlesat/encode"
)

// DistinctSum states that cells whose values are all different (which
// the caller states: Kakuro's runs, Killer Sudoku's cages) add up to
// target, by the sets of distinct values that do: a variable per set,
// one of them true, and a variable per value "used by the cells", true
// exactly when a cell holds it, each set fixing which values are used.
// Unit propagation then removes from every cell a value that no set left
// holds, as a solver by hand does. (Kakuro's 15×15 puzzle proven unique
// in 0.03 s of user time this way, 1.7 s by Sum's order encoding.) It
// adds its constraints with Add; none when no set adds up to target but
// an empty clause. The values are at most 30 apart.
func (m *Model) DistinctSum(x OneHot, cells []int, target int) {
	sets := DistinctSets(x.Lo, x.Hi, len(cells), target)
	set, used := m.Aux(len(sets)), m.Aux(x.Hi-x.Lo+1)
	m.Add(encode.GE, 1, set.All()...)
	for v := x.Lo; v <= x.Hi; v++ {
		u := used.Lit(v - x.Lo)
		m.Add(encode.GE, 1, append(x.Value(cells, v), u.Not())...)
		for _, l := range x.Value(cells, v) {
			m.Add(encode.GE, 1, l.Not(), u)
		}
		for k, s := range sets {
			l := u
			if s>>(v-x.Lo)&1 == 0 {
				l = l.Not()
			}
			m.Add(encode.GE, 1, set.Lit(k).Not(), l)
		}
	}
}

// DistinctSets returns the sets of n distinct values from lo to hi that
// add up to sum, each a bit mask (bit v−lo for v).
func DistinctSets(lo, hi, n, sum int) []int {
	var out []int
	for s := 0; s < 1<<(hi-lo+1); s++ {
		k, total := 0, 0
		for v := lo; v <= hi; v++ {
			if s>>(v-lo)&1 == 1 {
				k, total = k+1, total+v
			}
		}
		if k == n && total == sum {
			out = append(out, s)
		}
	}
	return out
}
