package kit

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
)

// TestGapsWithin: the guide of gaps keeps every gap of up to maxGap cells
// on the grids measured (14×14, ten paths), and on Janko's 35×48 of 39
// paths only the shortest, as many as fit in maxGapClauses.
func TestGapsWithin(t *testing.T) {
	for _, c := range []struct {
		s           grid.Shape
		paths, most int
	}{{grid.Shape{Rows: 14, Cols: 14}, 10, maxGap}, {grid.Shape{Rows: 35, Cols: 48}, 39, 3}} {
		got := gapsWithin(c.s.Gaps(maxGap), c.paths)
		if want := c.s.Gaps(c.most); len(got) != len(want) || len(got)*c.paths > maxGapClauses {
			t.Errorf("%v, %d paths: %d gaps kept, want the %d of up to %d cells, within %d clauses", c.s, c.paths, len(got), len(want), c.most, maxGapClauses)
		}
	}
}
