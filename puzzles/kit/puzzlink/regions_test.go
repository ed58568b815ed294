package puzzlink

import (
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
)

func TestRegions(t *testing.T) {
	// Two regions of a 2×2 grid, the left and the right column, and a
	// number after the borders.
	s := grid.Shape{Rows: 2, Cols: 2}
	label := []int{0, 1, 0, 1}
	var w Writer
	w.Borders(2, 2, s.Borders(label))
	w.Number16(3)
	url := Format("norinori", 2, 2, w.String())
	u, err := ReadRegions(url, 50, "norinori")
	if err != nil || u.Shape() != s || fmt.Sprint(u.Regions) != "[[0 2] [1 3]]" {
		t.Fatalf("%s: %v %v", url, u, err)
	}
	if err := u.Rest.End("borders"); err == nil || !strings.Contains(err.Error(), `"3" after the borders`) {
		t.Errorf("End before the number: %v", err)
	}
	if v, ok, err := u.Rest.Number16(); v != 3 || !ok || err != nil || u.Rest.End("last room") != nil {
		t.Errorf("the rest: %d %v %v", v, ok, err)
	}
	for _, tc := range []struct{ in, want string }{
		{"https://puzz.link/p?norinori/4/4/9", "the URL ends in the borders"},
		{"https://puzz.link/p?norinori/51/1/", "a 51×1 grid: expected at most 50 a side"},
	} {
		if _, err := ReadRegions(tc.in, 50, "norinori"); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %s", tc.in, err, tc.want)
		}
	}
}
