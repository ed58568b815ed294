package tatham

import "testing"

func TestRunsOf(t *testing.T) {
	cells := append([]int{-1, 3, -1, -1, 0}, make([]int, 28)...)
	for i := 5; i < len(cells); i++ {
		cells[i] = -1
	}
	// a run of 1, 3, a run of 2, 0, then 28 empty cells: z (26) and b.
	if got := RunsOf(cells, -1, func(c int) string { return string(rune('0' + c)) }); got != "a3b0zb" {
		t.Errorf("RunsOf = %q, want a3b0zb", got)
	}
}
