package grid

import (
	"slices"
	"testing"
)

func TestTilingLabels(t *testing.T) {
	// 2x3: a domino across r1c1-r1c2, one down r1c3-r2c3, r2c1 in none,
	// r2c2's mate not known.
	mate := []int{1, 0, 5, 3, -1, 2}
	if got, want := TilingLabels(mate), []int{0, 0, 2, 3, 4, 2}; !slices.Equal(got, want) {
		t.Errorf("TilingLabels = %v, want %v", got, want)
	}
}
