package encode

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/sat"
)

// TestSampled reaches the deeper recursion that n ≤ 8 does not (commander
// and product levels, several cardinality network blocks and merges): for
// larger n, input assignments with a number of true literals next to the
// bound are fixed as units and the formula must be satisfiable exactly when
// the constraint holds.
func TestSampled(t *testing.T) {
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(1, 2))
	for _, info := range Encodings() {
		t.Run(string(info.Name), func(t *testing.T) {
			for _, n := range []int{13, 20, 33, 64} {
				for _, c := range sampledCalls(info, n) {
					f := sat.NewFormula()
					x := sat.Lits(f.NewVars(n))
					c.add(f, x)
					for _, trues := range []int{c.k - 2, c.k - 1, c.k, c.k + 1, c.k + 2} {
						if trues < 0 || trues > n {
							continue
						}
						for rep := 0; rep < 3; rep++ {
							perm := rng.Perm(n)
							units := make([]sat.Lit, n)
							for i, p := range perm {
								units[p] = x[p].Var().Lit(i < trues)
							}
							st, _, _ := sat.Solve(ctx, f, units...)
							want := holds(1<<trues-1, c.op, c.k)
							if (st == sat.Sat) != want {
								t.Errorf("n=%d %v k=%d with %d true: %v, constraint holds %v", n, c.op, c.k, trues, st, want)
							}
						}
					}
				}
			}
		})
	}
}

// sampledCalls is callsFor with a few bounds only, for larger n.
func sampledCalls(info *Info, n int) []call {
	all := callsFor(info, n)
	if info.AMOOnly {
		return all
	}
	keep := map[int]bool{1: true, 2: true, 5: true, n / 2: true, n - 3: true, n - 1: true}
	var out []call
	for _, c := range all {
		if keep[c.k] {
			out = append(out, c)
		}
	}
	return out
}
