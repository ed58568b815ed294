package kit

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// TestUnary: two numbers of 0 to 3 have 16 solutions, each decoded as
// its count of true levels, levels true from the bottom; a level left
// open decodes as Unknown; the names say the level.
func TestUnary(t *testing.T) {
	m := NewModel(encode.Config{})
	u := m.Unary(2, 3, func(i int) string { return []string{"a", "b"}[i] })
	m.Close()
	seen := map[[2]int]bool{}
	res, err := sat.Enumerate(context.Background(), m.F, sat.Projection{}, nil, 0, func(model []bool) bool {
		got := u.Decode(Solution(model))
		for i, n := range got {
			for j, l := range u.Levels(i) {
				if model[l.Var()] != (j < n) {
					t.Errorf("item %d = %d, level %d is %v", i, n, j, model[l.Var()])
				}
			}
			if (n > 0) != model[u.Any(i).Var()] {
				t.Errorf("item %d = %d, Any %v", i, n, model[u.Any(i).Var()])
			}
		}
		seen[[2]int{got[0], got[1]}] = true
		return true
	})
	if err != nil || res.Count != 16 || len(seen) != 16 {
		t.Errorf("%d solutions, %d distinct (%v), want 16", res.Count, len(seen), err)
	}
	forced := make([]int8, m.F.NumVars()) // 0: open
	for _, l := range u.Levels(0) {
		forced[l.Var()] = 1
	}
	forced[u.Levels(1)[0].Var()] = 1
	if got := u.Decode(Forced(forced)); got[0] != 3 || got[1] != Unknown {
		t.Errorf("forced: %v, want [3 Unknown]", got)
	}
	if got := m.LitName(u.Levels(1)[1]); got != "b ≥2" {
		t.Errorf("name %q, want \"b ≥2\"", got)
	}
}
