package grid

import (
	"math/rand"
	"testing"
)

// TestSpread: from two labelled cells, every cell gets one of their
// labels, and each label's cells stay one piece.
func TestSpread(t *testing.T) {
	s := Shape{Rows: 5, Cols: 6}
	for seed := int64(1); seed <= 20; seed++ {
		label := make([]int, s.N())
		for i := range label {
			label[i] = -1
		}
		label[0], label[s.N()-1] = 0, 1
		s.Spread(rand.New(rand.NewSource(seed)), label, []int{0, s.N() - 1})
		for i, l := range label {
			if l != 0 && l != 1 {
				t.Fatalf("seed %d: %s labelled %d", seed, s.Name(i), l)
			}
		}
		if n := len(s.Regions(label)); n != 2 {
			t.Errorf("seed %d: %d regions, want 2: %v", seed, n, label)
		}
	}
}
