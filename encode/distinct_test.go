package encode

import (
	"context"
	"fmt"
	"math/rand"
	"testing"

	"github.com/puzzlesat/puzzlesat/sat"
)

// TestRepeatedLiterals: a list with repeated literals counts each as often
// as it appears, and a literal with its negation adds one. For every
// encoding, random lists of 1 to 7 literals over 4 variables, every
// relation and every bound: the assignments of the variables with a
// satisfying extension are exactly those whose weighted count meets the
// bound.
func TestRepeatedLiterals(t *testing.T) {
	ctx := context.Background()
	rng := rand.New(rand.NewSource(7))
	const nv = 4
	for _, info := range Encodings() {
		t.Run(string(info.Name), func(t *testing.T) {
			for trial := 0; trial < 40; trial++ {
				n := 1 + rng.Intn(7)
				for _, op := range []Op{LE, GE, EQ} {
					for k := -1; k <= n+1; k++ {
						if info.AMOOnly && !(k == 1 && op != GE) {
							continue
						}
						f := sat.NewFormula()
						x := f.NewVars(nv)
						lits := make([]sat.Lit, n)
						for i := range lits {
							lits[i] = x[rng.Intn(nv)].Lit(rng.Intn(2) == 0)
						}
						orig := append([]sat.Lit(nil), lits...)
						cfg := Config{AMO: info.Name, Card: info.Name}
						if info.AMOOnly {
							cfg.Card = Pairwise
						}
						Add(f, cfg, Constraint{Lits: lits, Op: op, K: k})
						for i := range lits {
							if lits[i] != orig[i] {
								t.Fatalf("the constraint's literals were changed: %v, was %v", lits, orig)
							}
						}
						name := fmt.Sprintf("%v %v %d", orig, op, k)
						got := map[uint]bool{}
						_, err := sat.Enumerate(ctx, f, sat.Projection{Vars: x}, nil, 0, func(m []bool) bool {
							var a uint
							for i, v := range x {
								if m[v] {
									a |= 1 << i
								}
							}
							got[a] = true
							return true
						})
						if err != nil {
							t.Fatal(err)
						}
						for a := uint(0); a < 1<<nv; a++ {
							c := Constraint{Lits: orig, Op: op, K: k}
							want := c.Holds(func(l sat.Lit) bool { return (a>>(l.Var()-1)&1 == 1) == l.IsPos() })
							if got[a] != want {
								t.Fatalf("%s: assignment %04b: extension %v, constraint holds %v", name, a, got[a], want)
							}
						}
					}
				}
			}
		})
	}
}

// Lists without repeated variables reach the encodings as they are: no
// variable or clause is added for the check.
func TestDistinctLitsUnchanged(t *testing.T) {
	f := sat.NewFormula()
	x := sat.Lits(f.NewVars(40))
	for _, n := range []int{3, 16, 17, 40} {
		got, k := distinctLits(f, x[:n], 5)
		if len(got) != n || k != 5 || &got[0] != &x[0] || f.NumVars() != 40 || f.NumClauses() != 0 {
			t.Fatalf("n=%d: the list was rebuilt", n)
		}
	}
	got, k := distinctLits(f, []sat.Lit{x[0], x[1].Not(), x[0], x[1], x[2], x[0]}, 3)
	if len(got) != 4 || k != 2 || f.NumVars() != 42 || f.NumClauses() != 4 {
		t.Fatalf("x1 ¬x2 x1 x2 x3 x1 ≤ 3: %v ≤ %d with %d variables and %d clauses; expected 4 literals ≤ 2, two copies of x1", got, k, f.NumVars(), f.NumClauses())
	}
}

// TestHasRepeatedVar compares the check with a map on random lists, short
// and long, over variables up to 20,000, so that some lie 4096 apart (the
// long lists' bit set clashes on those, and must then look closer).
func TestHasRepeatedVar(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for range 20000 {
		n := 1 + rng.Intn(80)
		span := 1 + rng.Intn(20000)
		lits := make([]sat.Lit, n)
		want := false
		seen := map[sat.Var]bool{}
		for i := range lits {
			v := sat.Var(1 + rng.Intn(span))
			if rng.Intn(3) == 0 {
				v = sat.Var(1 + (int(v)+4096*rng.Intn(4))%20000) // a clash of the bit set
			}
			want = want || seen[v]
			seen[v] = true
			lits[i] = v.Pos()
			if rng.Intn(2) == 0 {
				lits[i] = v.Neg()
			}
		}
		if got := hasRepeatedVar(lits); got != want {
			t.Fatalf("%v: hasRepeatedVar %v, want %v", lits, got, want)
		}
	}
}
