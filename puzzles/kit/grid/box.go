package grid

import "iter"

// Box is a rectangle of cells: rows R0 to R1−1, columns C0 to C1−1.
type Box struct{ R0, C0, R1, C1 int }

// BoxCells returns the cells of b, row-major (Rect).
func (s Shape) BoxCells(b Box) []int { return s.Rect(b.R0, b.C0, b.R1, b.C1) }

// BoxesAround yields every box of s that holds cell i and has area cells
// (any number, when area is 0): its top row moving up from i's, then its
// bottom row down, its left column left and its right column right, in
// that nesting. The boxes are yielded, not listed: around a cell in the
// middle of a 30×30 there are 50,625, and a Shikaku's numbers listed
// them all, 1.6 MB each (5b092b9 made its 30×30 puzzles 3 to 4 times
// slower that way, whole processes).
func (s Shape) BoxesAround(i, area int) iter.Seq[Box] {
	return func(yield func(Box) bool) {
		r, c := s.RC(i)
		for r0 := r; r0 >= 0; r0-- {
			for r1 := r + 1; r1 <= s.Rows; r1++ {
				h := r1 - r0
				if area > 0 && area%h != 0 {
					continue
				}
				for c0 := c; c0 >= 0; c0-- {
					// Of one area, the box's width is area/h: one right
					// column, and none once c0 is too far left of c.
					lo, hi := c+1, s.Cols
					if area > 0 {
						lo = max(lo, c0+area/h)
						hi = min(hi, c0+area/h)
					}
					for c1 := lo; c1 <= hi; c1++ {
						if !yield(Box{r0, c0, r1, c1}) {
							return
						}
					}
				}
			}
		}
	}
}
