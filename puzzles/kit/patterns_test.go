package kit

import (
	"context"
	"math/rand"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// TestPatterns: random sets of patterns over up to 6 variables, some
// literals negated, have as many solutions as patterns, and each solution
// is one of them; the fewest literals true in a pattern is returned.
func TestPatterns(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for trial := 0; trial < 200; trial++ {
		n := 1 + rng.Intn(6)
		set := map[uint64]bool{}
		for k := rng.Intn(1 << n); k > 0; k-- {
			set[uint64(rng.Intn(1<<n))] = true
		}
		var pats []uint64
		for p := range set {
			pats = append(pats, p)
		}
		m := NewModel(encode.Config{})
		x := m.Bools(n, func(i int, on bool) string { return "" })
		lits, flip := x.All(), uint64(rng.Intn(1<<n))
		for k := range lits {
			if flip>>k&1 == 1 {
				lits[k] = lits[k].Not()
			}
		}
		fewest := m.Patterns(lits, pats)
		m.Close()
		want := n // the fewest true in a pattern, counted here
		for _, p := range pats {
			c := 0
			for k := 0; k < n; k++ {
				c += int(p >> k & 1)
			}
			want = min(want, c)
		}
		if len(pats) == 0 {
			want = 0
		}
		if fewest != want {
			t.Fatalf("trial %d: fewest %d, want %d", trial, fewest, want)
		}
		seen := map[uint64]bool{}
		res, err := sat.Enumerate(context.Background(), m.F, m.Projection(), nil, 0, func(model []bool) bool {
			var bits uint64
			for k := 0; k < n; k++ {
				if model[x.Var(k)] != (flip>>k&1 == 1) {
					bits |= 1 << k
				}
			}
			seen[bits] = true
			return true
		})
		if err != nil || res.Count != int64(len(pats)) || len(seen) != len(pats) {
			t.Fatalf("trial %d: %d solutions (%v), %d patterns", trial, res.Count, err, len(pats))
		}
		for p := range seen {
			if !set[p] {
				t.Fatalf("trial %d: solution %b is no pattern", trial, p)
			}
		}
	}
}
