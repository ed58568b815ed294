package kenken

import (
	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
)

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
		if len(c.Cells) == 1 && c.Target >= 1 && c.Target <= p.Cols {
			m.Add(encode.GE, 1, x.Is(c.Cells[0], c.Target)) // its cell's value, given (a hint does not tell it)
		} else if c.Op == Sub || c.Op == Div {
			m.Relation(x, c.Cells[0], c.Cells[1], func(u, v int) bool { return c.Op.Apply([]int{u, v}) == c.Target })
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
	return p.LatinTuples(c.Cells, limit, func(v []int) bool {
		a, left := c.Op.Apply(v), len(c.Cells)-len(v) // the sum or product so far, the cells left
		switch {
		case left == 0:
			return a == c.Target
		case c.Op == Add: // the smallest and the largest the rest adds
			return a+left <= c.Target && a+left*p.Cols >= c.Target
		case c.Op == Mul:
			return c.Target%a == 0
		}
		return true
	})
}
