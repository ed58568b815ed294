package kit

import (
	"context"
	"math/rand"
	"testing"
)

// TestSolvedLayout: layouts are drawn until one has a solution, which
// comes with it; one refused or without a solution counts as a try; after
// tries of them the answer is none; a done context stops it before any.
func TestSolvedLayout(t *testing.T) {
	ctx := context.Background()
	rng := rand.New(rand.NewSource(1))
	draws := 0
	// Picking 4 of 3 cells has no solution, 2 of 3 has.
	layouts := []int{-1, 4, 4, 2, 1}
	layout := func() (int, bool) { k := layouts[draws]; draws++; return k, k >= 0 }
	k, s, ok, err := pick.SolvedLayout(ctx, rng, 10, layout)
	if err != nil || !ok || k != 2 || draws != 4 || s[0]+s[1]+s[2] != 2 {
		t.Errorf("found %d with %v, %v, %v after %d draws; want 2, two cells, after 4", k, s, ok, err, draws)
	}
	draws = 0
	if _, _, ok, err := pick.SolvedLayout(ctx, rng, 2, layout); ok || err != nil || draws != 2 {
		t.Errorf("two tries without a solution: %v, %v after %d draws", ok, err, draws)
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	draws = 0
	if _, _, ok, err := pick.SolvedLayout(cancelled, rng, 10, layout); ok || err == nil || draws != 0 {
		t.Errorf("stopped: %v, %v after %d draws", ok, err, draws)
	}
}
