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

func TestGridFacts(t *testing.T) {
	s := grid.Shape{Rows: 2, Cols: 3}
	got := GridFacts(s, func(i int, fact Fact) {
		switch i {
		case 1:
			fact("wall")
			fact("number", 2)
		case 5:
			fact("pair", 7, 8)
		}
	})
	if want := "size(2,3).\nwall(0,1).\nnumber(0,1,2).\npair(1,2,7,8).\n"; got != want {
		t.Errorf("GridFacts = %q, want %q", got, want)
	}
}
