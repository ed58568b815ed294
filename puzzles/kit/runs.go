package kit

import (
	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// Runs states that the cells of a line (their literals of being filled,
// in order) hold runs of filled cells of the lengths runs gives, in
// order, with at least one empty cell between two runs and no other
// filled cell: a nonogram's clue. Each run gets a variable per cell where
// it may start (Aux): one start a run, each run after the one before it
// and a gap, a start filling its run's cells, and a filled cell covered
// by some run. The constraints are added with Add, for the caller to
// name; runs that cannot fit make the line unsatisfiable.
func (m *Model) Runs(cells []sat.Lit, runs []int) {
	n := len(cells)
	cover := make([][]sat.Lit, n)
	var prev []sat.Lit // the previous run's starts, by position
	lo := 0
	for j, l := range runs {
		hi := n - l
		for _, r := range runs[j+1:] {
			hi -= r + 1
		}
		if hi < lo {
			m.Add(encode.GE, 1) // no room: an empty clause
			return
		}
		start, starts := m.Aux(hi-lo+1), make([]sat.Lit, n)
		m.Add(encode.EQ, 1, start.All()...)
		for q := lo; q <= hi; q++ {
			starts[q] = start.Lit(q - lo)
			for i := q; i < q+l; i++ {
				m.Add(encode.GE, 1, starts[q].Not(), cells[i])
				cover[i] = append(cover[i], starts[q])
			}
		}
		for q, s := range prev { // run j−1 at q: run j at q + its length + 1 or after
			if s == 0 {
				continue
			}
			after := []sat.Lit{s.Not()}
			for _, t := range starts[min(q+runs[j-1]+1, n):] {
				if t != 0 {
					after = append(after, t)
				}
			}
			m.Add(encode.GE, 1, after...)
		}
		prev, lo = starts, lo+l+1
	}
	for i, c := range cover {
		m.Add(encode.GE, 1, append(c, cells[i].Not())...)
	}
}
