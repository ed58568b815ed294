package solve

import (
	"math/rand"
	"reflect"
	"testing"

	"github.com/puzzlesat/puzzlesat/sat"
)

// randomCells is a small random formula over cells: each cell takes one
// of 2 to 4 values (a cell of two values as one variable, the others as
// one variable per value, exactly one true by clauses), and random
// clauses forbid pairs of values of two cells.
func randomCells(rng *rand.Rand) (*sat.Formula, [][]sat.Var) {
	f := sat.NewFormula()
	var cells [][]sat.Var
	var lits [][]sat.Lit // by cell, the literal of each value
	for i := 0; i < 3+rng.Intn(4); i++ {
		d := 2 + rng.Intn(3)
		if d == 2 {
			v := f.NewVar()
			cells = append(cells, []sat.Var{v})
			lits = append(lits, []sat.Lit{v.Pos(), v.Neg()})
			continue
		}
		vs := f.NewVars(d)
		cells = append(cells, vs)
		var ls []sat.Lit
		for a, v := range vs {
			ls = append(ls, v.Pos())
			for _, w := range vs[a+1:] {
				f.AddClause(v.Neg(), w.Neg())
			}
		}
		f.AddClause(ls...)
		lits = append(lits, ls)
	}
	for k := 0; k < rng.Intn(3*len(cells)); k++ {
		a, b := rng.Intn(len(cells)), rng.Intn(len(cells))
		if a == b {
			continue
		}
		f.AddClause(lits[a][rng.Intn(len(lits[a]))].Not(), lits[b][rng.Intn(len(lits[b]))].Not())
	}
	if rng.Intn(4) == 0 { // a given
		c := rng.Intn(len(cells))
		f.AddClause(lits[c][rng.Intn(len(lits[c]))])
	}
	return f, cells
}

// The look-ahead cubes are disjoint and cover every solution: on random
// formulas over cells, each solution found by brute force lies in exactly
// one cube; and the cubes are the same on every call.
func TestLookaheadCubes(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	split := 0
	for trial := 0; trial < 500; trial++ {
		f, cells := randomCells(rng)
		n := 1 + rng.Intn(12)
		cubes := LookaheadCubes(f, cells, n)
		if again := LookaheadCubes(f, cells, n); !reflect.DeepEqual(cubes, again) {
			t.Fatalf("trial %d: cubes %v, then %v", trial, cubes, again)
		}
		if cubes == nil {
			cubes = [][]sat.Lit{{}}
		}
		split += len(cubes)
		// Every assignment of one value per cell (the only ones that can
		// satisfy f).
		total := 1
		for _, c := range cells {
			total *= max(len(c), 2)
		}
		for m := 0; m < total; m++ {
			val := map[sat.Var]bool{}
			var as []sat.Lit
			r := m
			for _, c := range cells {
				pick := r % max(len(c), 2)
				r /= max(len(c), 2)
				for i, v := range c {
					val[v] = len(c) == 1 && pick == 0 || len(c) > 1 && i == pick
					as = append(as, v.Lit(val[v]))
				}
			}
			if !satisfies(f, val) {
				continue
			}
			in := 0
			for _, c := range cubes {
				holds := true
				for _, l := range c {
					holds = holds && val[l.Var()] == l.IsPos()
				}
				if holds {
					in++
				}
			}
			if in != 1 {
				t.Fatalf("trial %d: solution %v in %d of the cubes %v", trial, as, in, cubes)
			}
		}
	}
	if split < 1500 {
		t.Errorf("%d cubes in 500 trials: the formulas are rarely split", split)
	}
}

// satisfies reports whether the assignment val satisfies every clause of f.
func satisfies(f *sat.Formula, val map[sat.Var]bool) bool {
	for i := 0; i < f.NumClauses(); i++ {
		ok := false
		for _, l := range f.Clause(i) {
			ok = ok || val[l.Var()] == l.IsPos()
		}
		if !ok {
			return false
		}
	}
	return true
}
