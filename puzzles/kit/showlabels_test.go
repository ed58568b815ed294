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

// TestShowNumbersIn: the numbers are drawn in their cells, "?" for an
// open one, within the labels' borders, and answered row by row.
func TestShowNumbersIn(t *testing.T) {
	s := grid.Shape{Rows: 2, Cols: 2}
	a := ShowNumbersIn(s, []int{1, 1, 2, 2}, []int{3, Unknown, 4, 5}, false)
	rows, ok := a.Fields["grid"].([][]int)
	if !ok || len(rows) != 2 || rows[0][0] != 3 || rows[1][1] != 5 {
		t.Fatalf("grid %v", a.Fields["grid"])
	}
	want := ShowLabels(s, []int{1, 1, 2, 2}, func(i int) string { return []string{"3", "?", "4", "5"}[i] }, false)
	if a.Text != want.Text || !strings.Contains(a.Text, "?") || !strings.Contains(a.Text, "5") {
		t.Errorf("text\n%s\nwant\n%s", a.Text, want.Text)
	}
}
