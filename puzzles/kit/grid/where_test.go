package grid

import (
	"slices"
	"testing"
)

func TestWhere(t *testing.T) {
	board := []int{0, 1, 2, 1, -1}
	if got, want := Where(board, 1), []bool{false, true, false, true, false}; !slices.Equal(got, want) {
		t.Errorf("Where(1) = %v, want %v", got, want)
	}
	if got := Where(nil, 1); len(got) != 0 {
		t.Errorf("Where(nil) = %v", got)
	}
}
