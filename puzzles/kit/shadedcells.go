package kit

import "github.com/puzzlesat/puzzlesat/puzzles/kit/grid"

// ShadedCells adds a variable per cell of s, on when the cell is shaded,
// its literals named "r3c4 shaded" and "r3c4 unshaded", with no rule
// (Shading adds the rules of Hitori and Kurodoko too). The board decodes
// as a grid.Shading (Bools.Decode).
func (m *Model) ShadedCells(s grid.Shape) Bools {
	return m.Bools(s.N(), func(i int, on bool) string {
		if on {
			return s.Name(i) + " shaded"
		}
		return s.Name(i) + " unshaded"
	})
}
