package kit

import (
	"strconv"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
)

// Latin adds the cells of a Latin square on the square shape s: each
// cell holds one of 1 to the side (a OneHot, its literals named
// "r3c4=5"), and each value is once in each row and each column (the
// rules "row 3 holds one 5", "column 4 holds one 5").
func (m *Model) Latin(s grid.Shape) OneHot {
	n := s.Cols
	x := m.OneHot(s.N(), 1, n, s.Name, strconv.Itoa)
	for k, line := range s.Lines() {
		for v := 1; v <= n; v++ {
			m.Rule(encode.EQ, 1, x.Value(line, v), "%s holds one %d", s.LineName(k), v)
		}
	}
	return x
}
