package kit

import "github.com/puzzlesat/puzzlesat/encode"

// Distinct states that the cells of x hold different values, named as
// one rule instance by format and args (see Rule): each value at most
// once among them (Kakuro's runs, Killer Sudoku's cages), a constraint a
// value, Lo first. Fewer than two cells need none, and get none.
func (m *Model) Distinct(x OneHot, cells []int, format string, args ...any) {
	if len(cells) < 2 {
		return
	}
	mark := m.Mark()
	for v := x.Lo; v <= x.Hi; v++ {
		m.Add(encode.LE, 1, x.Value(cells, v)...)
	}
	m.Name(mark, format, args...)
}
