package grid

import (
	"slices"
	"testing"
)

// TestBoxesAround: on small shapes, the boxes around a cell are every
// rectangle of the shape that holds it, each once, found by checking all
// rectangles; those of one area are those of any area with that many
// cells, in the same order; BoxCells lists each box's cells.
func TestBoxesAround(t *testing.T) {
	for _, s := range []Shape{{Rows: 1, Cols: 1}, {Rows: 1, Cols: 4}, {Rows: 3, Cols: 2}, {Rows: 4, Cols: 5}, {Rows: 6, Cols: 6}} {
		for i := range s.N() {
			got := slices.Collect(s.BoxesAround(i, 0))
			n := 0
			for r0 := 0; r0 < s.Rows; r0++ {
				for r1 := r0 + 1; r1 <= s.Rows; r1++ {
					for c0 := 0; c0 < s.Cols; c0++ {
						for c1 := c0 + 1; c1 <= s.Cols; c1++ {
							b := Box{r0, c0, r1, c1}
							holds := slices.Contains(s.BoxCells(b), i)
							if holds {
								n++
							}
							if slices.Contains(got, b) != holds {
								t.Fatalf("%dx%d cell %d: box %v holds it %v, listed %v", s.Rows, s.Cols, i, b, holds, !holds)
							}
							if len(s.BoxCells(b)) != (r1-r0)*(c1-c0) {
								t.Fatalf("box %v: %d cells", b, len(s.BoxCells(b)))
							}
						}
					}
				}
			}
			if len(got) != n {
				t.Fatalf("%dx%d cell %d: %d boxes listed, %d hold it", s.Rows, s.Cols, i, len(got), n)
			}
			for area := 1; area <= s.N()+1; area++ {
				want := slices.DeleteFunc(slices.Clone(got), func(b Box) bool { return (b.R1-b.R0)*(b.C1-b.C0) != area })
				if of := slices.Collect(s.BoxesAround(i, area)); !slices.Equal(of, want) {
					t.Fatalf("%dx%d cell %d, area %d: %v, want %v", s.Rows, s.Cols, i, area, of, want)
				}
			}
			for range s.BoxesAround(i, 0) {
				break // a stop mid-way must not panic
			}
		}
	}
}
