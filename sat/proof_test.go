package sat

import (
	"bytes"
	"context"
	"math/rand"
	"testing"

	"github.com/puzzlesat/puzzlesat/internal/rup"
)

// pigeons is n+1 pigeons in n holes: unsatisfiable, and hard for
// resolution, so the proof has many lemmas.
func pigeons(n int) *Formula {
	f := NewFormula()
	x := make([][]Var, n+1)
	for p := range x {
		x[p] = f.NewVars(n)
		f.AddClause(Lits(x[p])...)
	}
	for h := 0; h < n; h++ {
		for a := 0; a <= n; a++ {
			for b := a + 1; b <= n; b++ {
				f.AddClause(x[a][h].Neg(), x[b][h].Neg())
			}
		}
	}
	return f
}

// TestProveChecks: proofs of unsatisfiable formulas (pigeonholes, random
// dense formulas, with and without preferred polarities) pass the RUP
// checker against the formula's DIMACS; satisfiable formulas give none.
func TestProveChecks(t *testing.T) {
	rng := rand.New(rand.NewSource(12))
	var fs []*Formula
	for n := 2; n <= 6; n++ {
		fs = append(fs, pigeons(n))
	}
	for i := 0; i < 60; i++ {
		f := NewFormula()
		n := 8 + rng.Intn(12)
		x := f.NewVars(n)
		for j := 0; j < n*6; j++ {
			c := make([]Lit, 3)
			for k := range c {
				c[k] = x[rng.Intn(n)].Lit(rng.Intn(2) == 0)
			}
			f.AddClause(c...)
		}
		if i%2 == 0 {
			f.PreferTrue(x[:n/2]...)
		}
		fs = append(fs, f)
	}
	unsat := 0
	for i, f := range fs {
		var proof, cnf bytes.Buffer
		st, err := Prove(context.Background(), f, &proof)
		if err != nil {
			t.Fatal(err)
		}
		want, _, _ := Solve(context.Background(), f)
		if st != want {
			t.Fatalf("formula %d: Prove says %v, Solve %v", i, st, want)
		}
		if st != Unsat {
			if proof.Len() != 0 {
				t.Fatalf("formula %d: a proof for a satisfiable formula", i)
			}
			continue
		}
		unsat++
		if err := WriteDIMACS(&cnf, f); err != nil {
			t.Fatal(err)
		}
		if n, err := rup.Check(&cnf, &proof); err != nil {
			t.Fatalf("formula %d: %v (after %d lemmas)", i, err, n)
		}
	}
	if unsat < 20 {
		t.Errorf("only %d unsatisfiable formulas", unsat)
	}
}

// The checker rejects a proof with a lemma that does not follow, and one
// without the empty clause.
func TestCheckerRejects(t *testing.T) {
	f := pigeons(3)
	var cnf bytes.Buffer
	WriteDIMACS(&cnf, f)
	for _, bad := range []string{"1 0\n0\n", "-1 -2 0\n"} {
		if _, err := rup.Check(bytes.NewReader(cnf.Bytes()), bytes.NewReader([]byte(bad))); err == nil {
			t.Errorf("proof %q accepted", bad)
		}
	}
}
