package kit

import (
	"context"
	"math/bits"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/sat"
)

// TestGrownSize counts, on a 3×3 grid and every seed and size, the cell
// sets that GrownSize allows: each has the size; every connected set of
// that size around the seed is among them (the cuts lose no region); and
// with the cuts (the totalizer, no names) no set skips a distance, which
// the plain count allows.
func TestGrownSize(t *testing.T) {
	s := grid.Shape{Rows: 3, Cols: 3}
	links := make([][]int, s.N())
	for i := range links {
		links[i] = s.Neighbours(i)
	}
	cells := []int{0, 1, 2, 3, 4, 5, 6, 7, 8}
	for seed := 0; seed < s.N(); seed++ {
		dist := grid.Distances(links, seed)
		connected := func(set uint) bool {
			if set>>seed&1 == 0 {
				return false
			}
			seen, todo := uint(1)<<seed, []int{seed}
			for len(todo) > 0 {
				a := todo[0]
				todo = todo[1:]
				for _, b := range links[a] {
					if set>>b&1 == 1 && seen>>b&1 == 0 {
						seen |= 1 << b
						todo = append(todo, b)
					}
				}
			}
			return seen == set
		}
		skips := func(set uint) bool { // a cell t+1 away and none t away
			var at [9]bool
			for i := range cells {
				if set>>i&1 == 1 {
					at[dist[i]] = true
				}
			}
			for d := 1; d < len(at); d++ {
				if at[d] && !at[d-1] {
					return true
				}
			}
			return false
		}
		for n := 1; n <= 6; n++ {
			for _, cuts := range []bool{true, false} {
				cfg := encode.Config{Select: encode.SelectNone, Card: encode.Totalizer, AMO: encode.Auto}
				if !cuts {
					cfg.Card = encode.SeqCounter
				}
				m := NewModel(cfg)
				in := m.Bools(s.N(), func(i int, on bool) string { return s.Name(i) })
				m.Add(encode.GE, 1, in.Lit(seed))
				m.GrownSize(n, cells, dist, in.Lits(cells))
				m.Close()
				got := map[uint]bool{}
				_, err := sat.Enumerate(context.Background(), m.F, m.Projection(), nil, 0, func(model []bool) bool {
					var set uint
					for i := range cells {
						if model[in.Var(i)] {
							set |= 1 << i
						}
					}
					got[set] = true
					return true
				})
				if err != nil {
					t.Fatal(err)
				}
				skipped := false
				for set := range got {
					if bits.OnesCount(set) != n {
						t.Fatalf("seed %d, n %d, cuts %v: a set of %d cells", seed, n, cuts, bits.OnesCount(set))
					}
					if cuts && skips(set) {
						t.Fatalf("seed %d, n %d: %09b skips a distance", seed, n, set)
					}
					skipped = skipped || skips(set)
				}
				for set := uint(0); set < 1<<9; set++ {
					if bits.OnesCount(set) == n && connected(set) && !got[set] {
						t.Fatalf("seed %d, n %d, cuts %v: the region %09b is lost", seed, n, cuts, set)
					}
				}
				if !cuts && n >= 2 && n <= 5 && seed == 4 && !skipped {
					t.Errorf("seed %d, n %d: the plain count allows no set that skips a distance: the test sees no cut", seed, n)
				}
			}
		}
	}
}
