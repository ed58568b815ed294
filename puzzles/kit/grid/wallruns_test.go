package grid

import (
	"fmt"
	"testing"
)

// TestWallRuns: on a 3×3 grid with walls at r1c2 and r3c1, the runs are
// Runs' runs, in its order, each with its direction and the wall before.
func TestWallRuns(t *testing.T) {
	s := Shape{Rows: 3, Cols: 3}
	wall := func(i int) bool { return i == 1 || i == 6 }
	got := fmt.Sprint(s.WallRuns(wall))
	want := "[{[0] false -1} {[2] false 1} {[3 4 5] false -1} {[7 8] false 6} {[0 3] true -1} {[4 7] true 1} {[2 5 8] true -1}]"
	if got != want {
		t.Errorf("WallRuns: %s, expected %s", got, want)
	}
	runs := s.Runs(wall)
	for k, r := range s.WallRuns(wall) {
		if fmt.Sprint(r.Cells) != fmt.Sprint(runs[k]) {
			t.Errorf("run %d: %v, Runs has %v", k, r.Cells, runs[k])
		}
	}
	if n := len(s.WallRuns(func(int) bool { return true })); n != 0 {
		t.Errorf("all walls: %d runs", n)
	}
}
