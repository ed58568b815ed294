package calendar

import (
	"fmt"
	"slices"
	"testing"
)

// TestPlacements compares placements with a search written otherwise:
// every cell of the board as an anchor for every rotation and reflection
// of each piece, as a set of covered cells, kept when all are free and
// its set was not seen, on several dates and with and without flips.
func TestPlacements(t *testing.T) {
	p := DragonFjordPuzzle()
	b := p.Board
	for _, d := range []Date{{Month: 7, Day: 23}, {Month: 1, Day: 1}, {Month: 12, Day: 31}, {Month: 2, Day: 29}} {
		for _, flip := range []bool{true, false} {
			open, err := b.DateCells(d)
			if err != nil {
				t.Fatal(err)
			}
			mask := make([]bool, len(b.on))
			for _, c := range open {
				mask[c] = true
			}
			got := map[string]bool{}
			for _, pl := range placements(b, p.Pieces, flip, mask) {
				key := fmt.Sprint(pl.Piece, pl.Cells)
				if got[key] || !slices.IsSorted(pl.Cells) {
					t.Fatalf("%s: placement %s twice, or its cells out of order", d, key)
				}
				got[key] = true
			}
			want := map[string]bool{}
			for pi, pc := range p.Pieces {
				for f := range 2 {
					if f == 1 && !flip {
						continue
					}
					for rot := range 4 {
						for anchor := range len(b.on) {
							var cells []int
							for _, c := range pc.Cells {
								r, col := c.Row, c.Col
								if f == 1 {
									r, col = col, r // a reflection in the diagonal
								}
								for range rot {
									r, col = -col, r
								}
								r, col = r+anchor/b.Cols, col+anchor%b.Cols
								if r < 0 || col < 0 || r >= b.Rows || col >= b.Cols || !b.on[r*b.Cols+col] || mask[r*b.Cols+col] {
									cells = nil
									break
								}
								cells = append(cells, r*b.Cols+col)
							}
							if cells != nil {
								slices.Sort(cells)
								want[fmt.Sprint(pi, cells)] = true
							}
						}
					}
				}
			}
			if len(got) != len(want) {
				t.Errorf("%s, flip %v: %d placements, the second search %d", d, flip, len(got), len(want))
			}
			for k := range want {
				if !got[k] {
					t.Errorf("%s, flip %v: placement %s missing", d, flip, k)
				}
			}
		}
	}
}
