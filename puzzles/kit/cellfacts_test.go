package kit

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
)

func TestCellFacts(t *testing.T) {
	got := CellFacts(grid.Shape{Rows: 2, Cols: 3}, "given", []int{0, 0, 3, 12, -1, 0})
	if want := "given(0,2,3).\ngiven(1,0,12).\n"; got != want {
		t.Errorf("CellFacts = %q, want %q", got, want)
	}
}
