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

// TestShowLabelsOpenRegion: cells that share a label below Unknown (a
// region left open that --forced knows they share) have no border
// between them and an open one around them; a dotted line that crosses
// no border stays dotted at the crossing.
func TestShowLabelsOpenRegion(t *testing.T) {
	s := grid.Shape{Rows: 2, Cols: 3}
	a := ShowLabels(s, []int{Unknown - 1, Unknown - 1, 4, Unknown - 2, Unknown - 2, 4}, func(i int) string { return "" }, false)
	// Edges: r1c1-r1c2, r1c2-r1c3, r2c1-r2c2, r2c2-r2c3, then r1c1-r2c1,
	// r1c2-r2c2, r1c3-r2c3.
	want := ShowBorders(s, []int{0, Unknown, 0, Unknown, Unknown, Unknown, 0}, func(i int) string { return "" }, false)
	if a.Text != want.Text {
		t.Errorf("text\n%s\nwant\n%s", a.Text, want.Text)
	}
	if lines := strings.Split(a.Text, "\n"); lines[2] != "├┄┄┄┄┄┄┄┤   │" {
		t.Errorf("the middle line %q, want it dotted through the crossing", lines[2])
	}
	if rows := a.Fields["regions"].([][]int); rows[0][0] != rows[0][1] || rows[1][0] != rows[1][1] || rows[0][0] == rows[1][0] {
		t.Errorf("regions %v: want the two open pairs apart, each one region", rows)
	}
}
