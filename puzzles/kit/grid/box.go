package grid

// Box is a rectangle of cells: rows R0 to R1−1, columns C0 to C1−1.
type Box struct{ R0, C0, R1, C1 int }

// BoxCells returns the cells of b, row-major (Rect).
func (s Shape) BoxCells(b Box) []int { return s.Rect(b.R0, b.C0, b.R1, b.C1) }

// BoxesAround returns every box of s that holds cell i, its top row
// moving up from i's, then its bottom row down, its left column left and
// its right column right, in that nesting.
func (s Shape) BoxesAround(i int) []Box {
	r, c := s.RC(i)
	var out []Box
	for r0 := r; r0 >= 0; r0-- {
		for r1 := r + 1; r1 <= s.Rows; r1++ {
			for c0 := c; c0 >= 0; c0-- {
				for c1 := c + 1; c1 <= s.Cols; c1++ {
					out = append(out, Box{r0, c0, r1, c1})
				}
			}
		}
	}
	return out
}
