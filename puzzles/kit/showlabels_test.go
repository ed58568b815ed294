package kit

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
)

func TestShowLabels(t *testing.T) {
	s := grid.Shape{Rows: 2, Cols: 2}
	a := ShowLabels(s, []int{5, 5, 7, Unknown}, func(i int) string { return "" }, false)
	if rows, ok := a.Fields["regions"].([][]int); !ok || len(rows) != 2 {
		t.Fatalf("regions %v", a.Fields["regions"])
	}
	want := ShowBorders(s, []int{0, Unknown, 1, Unknown}, func(i int) string { return "" }, false)
	if a.Text != want.Text || !strings.Contains(a.Text, "─") {
		t.Errorf("text\n%s\nwant\n%s", a.Text, want.Text)
	}
}
