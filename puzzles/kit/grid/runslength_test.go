package grid

import (
	"math"
	"testing"
)

// TestRunsLength: the sum with the gaps, and no wrap past math.MaxInt (a
// Nonogram ID with two runs of a huge number had wrapped to -1, which
// fitted a line of one cell, and the model then indexed past it).
func TestRunsLength(t *testing.T) {
	for _, c := range []struct {
		runs []int
		want int
	}{
		{nil, 0},
		{[]int{3}, 3},
		{[]int{1, 1}, 3},
		{[]int{2, 3, 1}, 8},
		{[]int{math.MaxInt, math.MaxInt}, math.MaxInt},
		{[]int{math.MaxInt, 1}, math.MaxInt},
		{[]int{1, math.MaxInt - 2}, math.MaxInt},
		{[]int{1, math.MaxInt - 3}, math.MaxInt - 1},
		{[]int{1, math.MaxInt - 4}, math.MaxInt - 2},
	} {
		if got := RunsLength(c.runs); got != c.want {
			t.Errorf("%v: %d, want %d", c.runs, got, c.want)
		}
	}
}
