package kit

import (
	"strconv"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
)

// LatinByLine adds the cells of a Latin square as Latin does, but names
// the rules of each line as one instance, line(k) for line k of s.Lines()
// ("row 3 heights"): for a genre whose hints and conflicts speak of a
// line as a whole (Skyscraper).
func (m *Model) LatinByLine(s grid.Shape, line func(k int) string) OneHot {
	n := s.Cols
	x := m.OneHot(s.N(), 1, n, s.Name, strconv.Itoa)
	for k, cells := range s.Lines() {
		mark := m.Mark()
		for v := 1; v <= n; v++ {
			m.Add(encode.EQ, 1, x.Value(cells, v)...)
		}
		m.Name(mark, "%s", line(k))
	}
	return x
}
