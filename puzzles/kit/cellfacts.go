package kit

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
)

// CellFacts writes the numbers of the cells of s, for a Bench's Facts:
// the fact name(R, C, V) for each cell whose number V in v is above 0,
// row R and column C from 0 ("given(0,2,3).\n").
func CellFacts(s grid.Shape, name string, v []int) string {
	var b strings.Builder
	for i, x := range v {
		if x > 0 {
			fmt.Fprintf(&b, "%s(%d,%d,%d).\n", name, i/s.Cols, i%s.Cols, x)
		}
	}
	return b.String()
}
