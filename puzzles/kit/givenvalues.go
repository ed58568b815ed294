package kit

import (
	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/sat"
)

// GivenValues adds the given values of the cells of s (x's cells): a
// cell with a value v above 0 in given holds it, a given tagged by the
// cell and named "r1c2=3". A value of 0 or less gives nothing.
func (m *Model) GivenValues(s grid.Shape, x OneHot, given []int) {
	for i, v := range given {
		if v > 0 {
			m.Given(i, encode.EQ, 1, []sat.Lit{x.Is(i, v)}, "%s=%d", s.Name(i), v)
		}
	}
}
