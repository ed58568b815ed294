package kit

import (
	"context"
	"math/rand"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// TestArith: each relation over random cells and targets has as many
// solutions as the assignments that meet it, counted by brute force,
// under several cardinality encodings.
func TestArith(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	cfgs := []encode.Config{{}, {Card: encode.SeqCounter}, {Card: encode.Totalizer}, {AMO: encode.Native, Card: encode.Native}}
	for trial := 0; trial < 300; trial++ {
		k, lo := 1+rng.Intn(3), rng.Intn(2)
		hi := lo + rng.Intn(5)
		kind := trial % 4
		if kind == 2 {
			lo = 1 // Product
		}
		hi = max(hi, lo)
		target := rng.Intn(k*hi + 2)
		if kind == 2 {
			target = rng.Intn(40)
		}
		var tuples [][]int
		ok := func(v []int) bool {
			s, p := 0, 1
			for _, x := range v {
				s, p = s+x, p*x
			}
			switch kind {
			case 0:
				return s == target
			case 1:
				return s%3 == target%3 // a table of any tuples
			case 2:
				return p == target
			}
			return len(v) < 2 || v[0] < v[1] || v[0]-v[1] == target%3
		}
		if kind == 3 {
			k = 2
		}
		// Brute force, and the tuples for the table.
		want := 0
		v := make([]int, k)
		var rec func(i int)
		rec = func(i int) {
			if i == k {
				if ok(v) {
					want++
					tuples = append(tuples, append([]int(nil), v...))
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
			cells := []int{0, 1, 2}[:k]
			switch kind {
			case 0:
				m.Sum(x, cells, target)
			case 1:
				m.Table(x, cells, tuples)
			case 2:
				m.Product(x, cells, target)
			case 3:
				m.Relation(x, 0, 1, func(a, b int) bool { return ok([]int{a, b}) })
			}
			m.Close()
			res, err := sat.Enumerate(context.Background(), m.F, m.Projection(), nil, 0, func([]bool) bool { return true })
			if err != nil || res.Count != int64(want) {
				t.Fatalf("trial %d (kind %d, %d cells of %d..%d, target %d) under %+v: %d solutions (%v), want %d", trial, kind, k, lo, hi, target, cfg, res.Count, err, want)
			}
		}
	}
}
