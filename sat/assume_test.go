package sat

import (
	"context"
	"math/rand"
	"testing"
)

// bruteSat reports whether some assignment of n variables satisfies the
// clauses, the at-least constraints and the assumptions.
func bruteSat(n int, f *Formula, assume []Lit) bool {
	for a := 0; a < 1<<n; a++ {
		val := func(l Lit) bool { return (a>>(l.Var()-1)&1 == 1) == l.IsPos() }
		ok := true
		for _, l := range assume {
			ok = ok && val(l)
		}
		f.Clauses(func(c []Lit) {
			if !ok {
				return
			}
			sat := false
			for _, l := range c {
				sat = sat || val(l)
			}
			ok = sat
		})
		for _, c := range f.Cards() {
			k := 0
			for _, l := range c.Lits {
				if val(l) {
					k++
				}
			}
			ok = ok && k >= c.AtLeast
		}
		if ok {
			return true
		}
	}
	return false
}

// TestSolveAssuming: on random small formulas (some with unit clauses,
// native constraints or preferred polarities, so that every route of the
// solver is taken), many queries under random assumptions on one solver
// agree with brute force, and every model found keeps the assumptions and
// the formula.
func TestSolveAssuming(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	ctx := context.Background()
	for trial := 0; trial < 600; trial++ {
		n := 4 + rng.Intn(8)
		f := NewFormula()
		x := f.NewVars(n)
		randLit := func() Lit { return x[rng.Intn(n)].Lit(rng.Intn(2) == 0) }
		for i := 0; i < n*2+rng.Intn(2*n); i++ {
			k := 2 + rng.Intn(2)
			if trial%5 == 0 && i == 0 {
				k = 1
			}
			c := make([]Lit, k)
			for j := range c {
				c[j] = randLit()
			}
			f.AddClause(c...)
		}
		if trial%4 == 1 {
			f.AddCard([]Lit{x[0].Pos(), x[1].Neg(), x[2].Pos()}, 2)
		}
		if trial%3 == 2 {
			f.PreferTrue(x[:n/2]...)
		}
		s := NewSolver(f)
		for q := 0; q < 12; q++ {
			var as []Lit
			for len(as) < rng.Intn(4) {
				as = append(as, randLit())
			}
			st := s.SolveAssuming(ctx, as)
			want := bruteSat(n, f, as)
			if (st == Sat) != want {
				t.Fatalf("trial %d query %d: %v under %v, brute force says %v", trial, q, st, as, want)
			}
			if st == Sat {
				m := s.Model()
				for _, l := range as {
					if m[l.Var()] != l.IsPos() {
						t.Fatalf("trial %d: the model breaks assumption %d", trial, l)
					}
				}
				f.Clauses(func(c []Lit) {
					for _, l := range c {
						if m[l.Var()] == l.IsPos() {
							return
						}
					}
					t.Fatalf("trial %d: the model breaks clause %v", trial, c)
				})
			}
		}
	}
}

func TestSolveAssumingAndAddClauseDoNotMix(t *testing.T) {
	f := NewFormula()
	x := f.NewVars(3)
	f.AddClause(x[0].Pos(), x[1].Pos())
	for _, order := range []string{"assume first", "add first"} {
		s := NewSolver(f)
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: no panic", order)
				}
			}()
			if order == "assume first" {
				s.SolveAssuming(context.Background(), nil)
				s.AddClause(x[2].Pos())
			} else {
				s.AddClause(x[2].Pos())
				s.SolveAssuming(context.Background(), nil)
			}
		}()
	}
}
