package grid

import (
	"math/rand"
	"slices"
	"testing"
)

// TestMaskEdges: MaskEdges reads back every set of edges that Masks
// writes, on shapes of one row, one column and more.
func TestMaskEdges(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for _, s := range []Shape{{1, 5}, {5, 1}, {3, 4}, {4, 4}} {
		for trial := 0; trial < 50; trial++ {
			on := make([]bool, s.NumEdges())
			for e := range on {
				on[e] = rng.Intn(2) == 1
			}
			if got := s.MaskEdges(s.Masks(on)); !slices.Equal(got, on) {
				t.Fatalf("%dx%d: %v read back as %v", s.Rows, s.Cols, on, got)
			}
		}
	}
}
