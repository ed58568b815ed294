package grid

import (
	"math/rand"
	"testing"
)

// The loops GrowLoop draws are single loops (CheckLoop), pass most
// cells, and are the same for the same seed.
func TestGrowLoop(t *testing.T) {
	for seed := int64(1); seed <= 30; seed++ {
		s := Shape{2 + int(seed)%9, 2 + int(seed*7)%11}
		rng := rand.New(rand.NewSource(seed))
		var score func([]int) int
		switch seed % 3 {
		case 0:
			score = func(m []int) int { return m[0] }
		case 1: // scores below -1 (they once made it pick no face, and panic)
			score = func(m []int) int { return -2 - m[0] }
		}
		mask := s.GrowLoop(rng, score)
		if err := s.CheckLoop(mask); err != nil {
			t.Fatalf("%v seed %d: %v", s, seed, err)
		}
		on := 0
		for _, m := range mask {
			on += min(m, 1)
		}
		if s.N() >= 16 && on*2 < s.N() {
			t.Errorf("%v seed %d: the loop passes %d of %d cells", s, seed, on, s.N())
		}
		again := s.GrowLoop(rand.New(rand.NewSource(seed)), score)
		for i := range again {
			if again[i] != mask[i] {
				t.Fatalf("%v seed %d: another loop from the same seed", s, seed)
			}
		}
	}
}

// TestThinLoop: a loop's cells less its 2×2 blocks of loop cells.
func TestThinLoop(t *testing.T) {
	ring := []int{1, 1, 1, 1, 0, 1, 1, 1, 1} // a 3×3 ring: no block of four
	if got := (Shape{3, 3}).ThinLoop(ring); got != 8 {
		t.Errorf("3×3 ring: %d, want 8", got)
	}
	if got := (Shape{2, 3}).ThinLoop([]int{1, 1, 1, 1, 1, 1}); got != 4 {
		t.Errorf("2×3 loop: %d, want 6 cells less 2 blocks", got)
	}
}
