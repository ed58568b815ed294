package sat

import (
	"context"
	"math/rand"
	"testing"
)

// TestScratchReuse: solvers made one after another write their clauses in
// the same scratch, so each must own its clauses once made. Several
// solvers are made before any searches, each under units (the route that
// writes into the scratch); then each counts its models with blocking
// clauses, and every count agrees with brute force. A solver that still
// read the scratch would search the clauses of the one made after it.
func TestScratchReuse(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	ctx := context.Background()
	for trial := 0; trial < 60; trial++ {
		type made struct {
			s     *Solver
			n     int
			f     *Formula
			units []Lit
		}
		var all []made
		for k := 0; k < 4; k++ {
			n := 5 + rng.Intn(6)
			f := NewFormula()
			x := f.NewVars(n)
			for i := 0; i < 2*n; i++ {
				c := make([]Lit, 2+rng.Intn(2))
				for j := range c {
					c[j] = x[rng.Intn(n)].Lit(rng.Intn(2) == 0)
				}
				f.AddClause(c...)
			}
			units := []Lit{x[rng.Intn(n)].Lit(rng.Intn(2) == 0)}
			all = append(all, made{NewSolver(f, units...), n, f, units})
		}
		for k, m := range all {
			want := 0
			for a := 0; a < 1<<m.n; a++ {
				assume := make([]Lit, m.n)
				for v := 1; v <= m.n; v++ {
					assume[v-1] = Var(v).Lit(a>>(v-1)&1 == 1)
				}
				if bruteSat(m.n, m.f, append(assume, m.units...)) {
					want++
				}
			}
			got := 0
			for m.s.Solve(ctx) == Sat && got <= want {
				got++
				block := make([]Lit, m.n)
				for v := 1; v <= m.n; v++ {
					block[v-1] = Var(v).Lit(!m.s.Value(Var(v)))
				}
				m.s.AddClause(block...)
			}
			if got != want {
				t.Fatalf("trial %d, solver %d of %d: %d models, brute force %d", trial, k, len(all), got, want)
			}
		}
	}
}
