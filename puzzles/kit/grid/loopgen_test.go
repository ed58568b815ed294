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
		if seed%2 == 0 {
			score = func(m []int) int { return m[0] }
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
