package kit

import (
	"context"
	"math/rand"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// TestDistinctSum: distinct values adding up to a random target have as
// many solutions as brute force counts, under several encodings.
func TestDistinctSum(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	cfgs := []encode.Config{{}, {AMO: encode.Pairwise, Card: encode.SeqCounter}, {AMO: encode.Native, Card: encode.Native}}
	for trial := 0; trial < 200; trial++ {
		k, lo := 1+rng.Intn(4), rng.Intn(3)
		hi := lo + rng.Intn(7)
		target := rng.Intn(k*hi + 2)
		want := 0
		v := make([]int, k)
		var rec func(i int)
		rec = func(i int) {
			if i == k {
				s, seen := 0, map[int]bool{}
				for _, x := range v {
					s, seen[x] = s+x, true
				}
				if s == target && len(seen) == k {
					want++
				}
				return
			}
			for v[i] = lo; v[i] <= hi; v[i]++ {
				rec(i + 1)
			}
		}
		rec(0)
		for _, cfg := range cfgs {
			m := NewModel(cfg)
			x := m.OneHot(k, lo, hi, func(int) string { return "c" }, func(int) string { return "v" })
			cells := []int{0, 1, 2, 3}[:k]
			for u := lo; u <= hi; u++ {
				m.Add(encode.LE, 1, x.Value(cells, u)...)
			}
			m.DistinctSum(x, cells, target)
			m.Close()
			res, err := sat.Enumerate(context.Background(), m.F, m.Projection(), nil, 0, func([]bool) bool { return true })
			if err != nil || res.Count != int64(want) {
				t.Fatalf("trial %d (%d cells of %d..%d, target %d) under %+v: %d solutions (%v), want %d", trial, k, lo, hi, target, cfg, res.Count, err, want)
			}
		}
	}
	if n := len(DistinctSets(1, 9, 4, 20)); n != 12 {
		t.Errorf("DistinctSets(1, 9, 4, 20): %d sets, want 12", n)
	}
}
