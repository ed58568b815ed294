package kenken

import "github.com/puzzlesat/puzzlesat/puzzles/kit"

// maxTuples is the most combinations of values a + or × cage is stated
// by; a cage with more is stated by arithmetic (README.md tells why).
const maxTuples = 400

func model(p *Puzzle, m *kit.Model) func(kit.Values) Grid { return modelWith(p, m, maxTuples) }

// modelWith states the rules, a + or × cage with more than limit
// combinations by arithmetic (kit's Sum and Product), others by their
// combinations (Table, or Relation for two cells).
func modelWith(p *Puzzle, m *kit.Model, limit int) func(kit.Values) Grid {
	x := m.Latin(p.Shape)
	for _, c := range p.Cages {
		mark := m.Mark()
		if c.Op == Sub || c.Op == Div {
			m.Relation(x, c.Cells[0], c.Cells[1], func(u, v int) bool { return apply(c.Op, []int{u, v}) == c.Target })
		} else if ts, ok := p.tuples(c, limit); ok {
			m.Table(x, c.Cells, ts)
		} else if c.Op == Add {
			m.Sum(x, c.Cells, c.Target)
		} else {
			m.Product(x, c.Cells, c.Target)
		}
		m.GivenName(mark, c.Cells[0], "cage %s %s", p.Name(c.Cells[0]), c.clue(true))
	}
	return func(v kit.Values) Grid { return x.Decode(v) }
}

// tuples returns the values of c's cells that give its target, none
// twice in a row or a column, or false when there are more than limit.
func (p *Puzzle) tuples(c Cage, limit int) ([][]int, bool) {
	k, n := len(c.Cells), p.Cols
	var out [][]int
	v := make([]int, k)
	var rec func(i, acc int) bool
	rec = func(i, acc int) bool {
		if i == k {
			if apply(c.Op, v) == c.Target {
				out = append(out, append([]int(nil), v...))
			}
			return len(out) <= limit
		}
	next:
		for v[i] = 1; v[i] <= n; v[i]++ {
			r, col := p.RC(c.Cells[i])
			for j := 0; j < i; j++ {
				if r2, c2 := p.RC(c.Cells[j]); v[j] == v[i] && (r == r2 || col == c2) {
					continue next
				}
			}
			a := acc + v[i] // the sum so far, the smallest and largest the rest adds
			if c.Op == Mul {
				a = acc * v[i]
			}
			if c.Op == Add && (a+k-i-1 > c.Target || a+(k-i-1)*n < c.Target) || c.Op == Mul && c.Target%a != 0 {
				continue
			}
			if !rec(i+1, a) {
				return false
			}
		}
		return true
	}
	ok := rec(0, map[Op]int{Mul: 1}[c.Op])
	return out, ok
}
