package solve

import (
	"context"
	"errors"
	"fmt"
	"math/rand"
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// randomPuzzle is a small puzzle of n cells with random rules (cardinality
// constraints over random groups, named "rule i") and random named givens
// ("c3=1": cell 3 is true), built under cfg.
func randomPuzzle(rng *rand.Rand, n int, cfg encode.Config) *Problem {
	f := sat.NewFormula()
	x := f.NewVars(n)
	for i, v := range x {
		f.SetName(v, fmt.Sprintf("c%d", i))
	}
	var cs []encode.Constraint
	for i := 0; i < n/2+rng.Intn(n); i++ {
		k := 2 + rng.Intn(3)
		lits := make([]sat.Lit, 0, k)
		for _, j := range rng.Perm(n)[:k] {
			lits = append(lits, x[j].Lit(rng.Intn(3) > 0))
		}
		cs = append(cs, encode.Constraint{Lits: lits, Op: encode.Op(rng.Intn(3)), K: rng.Intn(k), Name: fmt.Sprintf("rule %d", i)})
	}
	for _, j := range rng.Perm(n)[:rng.Intn(n/2+1)] {
		v := rng.Intn(2)
		cs = append(cs, encode.Constraint{Lits: []sat.Lit{x[j].Pos()}, Op: encode.EQ, K: v, Name: fmt.Sprintf("c%d=%d", j, v), Given: true})
	}
	encode.Add(f, cfg, cs...)
	return &Problem{Name: "random", Formula: f, Projection: sat.Projection{Vars: x}}
}

// models enumerates p's solutions under units, projected.
func models(t *testing.T, p *Problem, units []sat.Lit) [][]bool {
	t.Helper()
	var out [][]bool
	_, err := sat.Enumerate(context.Background(), p.Formula, p.Projection, units, 0, func(m []bool) bool {
		out = append(out, append([]bool(nil), m...))
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestForcedIsTheIntersection: on random puzzles, Forced equals the
// intersection of all solutions, enumerated.
func TestForcedIsTheIntersection(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	ctx := context.Background()
	for trial := 0; trial < 300; trial++ {
		p := randomPuzzle(rng, 4+rng.Intn(8), encode.Config{})
		all := models(t, p, nil)
		values, found, _, err := Forced(ctx, p)
		if err != nil {
			t.Fatal(err)
		}
		if found != (len(all) > 0) {
			t.Fatalf("trial %d: found %v with %d solutions", trial, found, len(all))
		}
		for _, v := range p.Projection.Vars {
			want := int8(0)
			if len(all) > 0 {
				want = 1
				if !all[0][v] {
					want = -1
				}
				for _, m := range all[1:] {
					if m[v] != all[0][v] {
						want = 0
					}
				}
			}
			if found && values[v] != want {
				t.Fatalf("trial %d: variable %d forced %d, the %d solutions say %d", trial, v, values[v], len(all), want)
			}
		}
	}
}

// TestForcedDerived: when solutions differ, Forced decides the variables a
// problem's Define adds too, having told it the projection's forced
// values, and leaves the problem's formula as it was. On random puzzles,
// with a variable for whether two cells agree (defined both ways), each
// is forced exactly where all the solutions agree on it, which some do
// while the two cells stay open; for a unique puzzle Define is not asked.
func TestForcedDerived(t *testing.T) {
	rng := rand.New(rand.NewSource(6))
	ctx := context.Background()
	openPairs, unique := 0, 0
	for trial := 0; trial < 300; trial++ {
		p := randomPuzzle(rng, 4+rng.Intn(8), encode.Config{})
		x := p.Projection.Vars
		var pairs [][2]sat.Var
		for k := 0; k < 3; k++ {
			pairs = append(pairs, [2]sat.Var{x[rng.Intn(len(x))], x[rng.Intn(len(x))]})
		}
		var given []int8 // what Define is told is forced
		p.Define = func(f *sat.Formula, known []int8) []sat.Var {
			given = slices.Clone(known)
			var out []sat.Var
			for _, q := range pairs {
				d, a, b := f.NewVar(), q[0], q[1]
				for _, c := range [][]sat.Lit{{d.Neg(), a.Neg(), b.Pos()}, {d.Neg(), a.Pos(), b.Neg()}, {d.Pos(), a.Pos(), b.Pos()}, {d.Pos(), a.Neg(), b.Neg()}} {
					f.AddClause(c...)
				}
				out = append(out, d)
			}
			return out
		}
		vars, clauses, _ := p.Formula.Size()
		all := models(t, p, nil)
		values, found, _, err := Forced(ctx, p)
		if err != nil || found != (len(all) > 0) {
			t.Fatalf("trial %d: found %v, %v, with %d solutions", trial, found, err, len(all))
		}
		if v, c, _ := p.Formula.Size(); v != vars || c != clauses {
			t.Fatalf("trial %d: the formula grew from %d variables and %d clauses to %d and %d", trial, vars, clauses, v, c)
		}
		if len(all) == 1 {
			unique++
		}
		if (given != nil) != (len(all) > 1) {
			t.Fatalf("trial %d: Define called %v, with %d solutions: expected it when they differ", trial, given != nil, len(all))
		}
		for _, v := range x {
			if given != nil && given[v] != values[v] {
				t.Fatalf("trial %d: Define told %d of variable %d, which Forced gives as %d", trial, given[v], v, values[v])
			}
		}
		for k, q := range pairs {
			want := int8(0)
			if len(all) > 1 { // Define is asked only when solutions differ
				same := func(m []bool) bool { return m[q[0]] == m[q[1]] }
				switch {
				case !slices.ContainsFunc(all, func(m []bool) bool { return !same(m) }):
					want = 1
				case !slices.ContainsFunc(all, same):
					want = -1
				}
				if want != 0 && values[q[0]] == 0 && values[q[1]] == 0 {
					openPairs++
				}
			}
			// The k-th variable Define adds comes after the formula's.
			got := int8(0)
			if d := vars + 1 + k; d < len(values) {
				got = values[d]
			}
			if got != want {
				t.Fatalf("trial %d: %d and %d agree: forced %d, the %d solutions say %d", trial, q[0], q[1], got, len(all), want)
			}
		}
	}
	if openPairs == 0 || unique == 0 {
		t.Errorf("trials with two open cells that every solution sets alike or unlike: %d, with one solution: %d; expected some of each", openPairs, unique)
	}
}

// TestExplain: on random puzzles without a solution, the conflict named is
// unsatisfiable with the rules (all of them, or when the rules conflict,
// none of the givens), and dropping any one of its members makes it
// satisfiable.
func TestExplain(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	ctx := context.Background()
	seen := map[bool]int{}
	for trial := 0; trial < 400; trial++ {
		p := randomPuzzle(rng, 4+rng.Intn(8), encode.Config{Select: encode.SelectAll})
		var givens, rules []sat.Lit
		for _, s := range p.Formula.Selectors() {
			if s.Given {
				givens = append(givens, s.Lit)
			} else {
				rules = append(rules, s.Lit)
			}
		}
		c, _, err := Explain(ctx, p)
		if errors.Is(err, ErrSolvable) {
			if len(models(t, p, append(append([]sat.Lit(nil), givens...), rules...))) == 0 {
				t.Fatalf("trial %d: no solution, yet Explain says there is one", trial)
			}
			continue
		}
		if errors.Is(err, ErrNoSelectors) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		seen[c.Rules]++
		in := map[string]bool{}
		for _, n := range c.Names {
			in[n] = true
		}
		// The members on, the other groups of their kind off, and the
		// other kind: every rule on (givens conflict) or every given off
		// (the rules conflict).
		assume := func(drop string) []sat.Lit {
			var out []sat.Lit
			for _, s := range p.Formula.Selectors() {
				switch {
				case s.Given != c.Rules:
					if in[s.Name] && s.Name != drop {
						out = append(out, s.Lit)
					} else {
						out = append(out, s.Lit.Not())
					}
				case c.Rules:
					out = append(out, s.Lit.Not())
				default:
					out = append(out, s.Lit)
				}
			}
			return out
		}
		if len(models(t, p, assume(""))) != 0 {
			t.Fatalf("trial %d: %v does not conflict", trial, c)
		}
		for _, n := range c.Names {
			if len(models(t, p, assume(n))) == 0 {
				t.Fatalf("trial %d: %v still conflicts without %s: not minimal", trial, c, n)
			}
		}
	}
	if seen[true] == 0 || seen[false] == 0 {
		t.Errorf("the trials met too few conflicts: %v", seen)
	}
	t.Logf("conflicts of rules / of givens: %d / %d", seen[true], seen[false])
}

// TestSuggest: on random puzzles with several solutions, the extra givens
// keep the first solution, leave it alone, and each is needed.
func TestSuggest(t *testing.T) {
	rng := rand.New(rand.NewSource(6))
	ctx := context.Background()
	tried := 0
	for trial := 0; trial < 300; trial++ {
		p := randomPuzzle(rng, 4+rng.Intn(9), encode.Config{})
		n := len(models(t, p, nil))
		extra, first, _, err := Suggest(ctx, p)
		switch {
		case n == 0:
			if !errors.Is(err, ErrUnsolvable) {
				t.Fatalf("trial %d: no solution, error %v", trial, err)
			}
			continue
		case n == 1:
			if !errors.Is(err, ErrUnique) {
				t.Fatalf("trial %d: unique, error %v", trial, err)
			}
			continue
		case err != nil:
			t.Fatal(err)
		}
		tried++
		for _, l := range extra {
			if first[l.Var()] != l.IsPos() {
				t.Fatalf("trial %d: %v is not a value of the first solution", trial, l)
			}
		}
		if got := len(models(t, p, extra)); got != 1 {
			t.Fatalf("trial %d: %d solutions with %v", trial, got, extra)
		}
		for i := range extra {
			rest := append(append([]sat.Lit(nil), extra[:i]...), extra[i+1:]...)
			if len(models(t, p, rest)) < 2 {
				t.Fatalf("trial %d: %v is not needed in %v", trial, extra[i], extra)
			}
		}
	}
	if tried < 30 {
		t.Errorf("only %d puzzles with several solutions", tried)
	}
}

// withCells gives a random puzzle's cells: each variable a cell of two
// values.
func withCells(p *Problem) *Problem {
	for _, v := range p.Projection.Vars {
		p.Cells = append(p.Cells, []sat.Var{v})
	}
	return p
}

// TestHintAndRate: on random puzzles, every hint holds in every solution
// (solving with the hint negated finds none) and names its reason, which
// suffices alone (so with the other givens and rules off), and
// rating a unique puzzle makes steps. (The Sudoku tests check that the
// steps decide each open cell once.)
func TestHintAndRate(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	ctx := context.Background()
	levels := map[int]int{}
	for trial := 0; trial < 300; trial++ {
		p := withCells(randomPuzzle(rng, 4+rng.Intn(8), encode.Config{Select: encode.SelectAll}))
		var on []sat.Lit
		for _, s := range p.Formula.Selectors() {
			on = append(on, s.Lit)
		}
		all := models(t, p, on)
		step, done, err := Hint(ctx, p)
		if len(all) == 0 {
			if !errors.Is(err, ErrUnsolvable) && err == nil && step.Level != Search {
				// A hint on a puzzle without a solution is still implied
				// (anything is); nothing to check.
				_ = done
			}
			continue
		}
		if err != nil {
			t.Fatalf("trial %d: %v", trial, err)
		}
		if done || step.Level == Search {
			continue
		}
		levels[step.Level]++
		if n := len(models(t, p, append(append([]sat.Lit(nil), on...), step.Lit.Not()))); n != 0 {
			t.Fatalf("trial %d: hint %v (level %d) fails in %d of %d solutions", trial, step.Lit, step.Level, n, len(all))
		}
		if len(step.Reason) == 0 {
			t.Fatalf("trial %d: a hint without a reason", trial)
		}
		// The reason suffices: with only the givens and rules it names
		// in force, the hint still holds in every solution.
		named := map[string]bool{}
		for _, n := range step.Reason {
			named[n] = true
		}
		var only []sat.Lit
		for _, s := range p.Formula.Selectors() {
			only = append(only, s.Lit.Var().Lit(named[s.Name]))
		}
		if n := len(models(t, p, append(only, step.Lit.Not()))); n != 0 {
			t.Fatalf("trial %d: hint %v (level %d) fails in %d solutions of its reason %v alone", trial, step.Lit, step.Level, n, step.Reason)
		}
		if len(all) == 1 {
			r, err := Rate(ctx, p)
			if err != nil {
				t.Fatal(err)
			}
			total := 0
			for _, n := range r.Steps {
				total += n
			}
			if r.Level != Search && total == 0 {
				t.Fatalf("trial %d: rated without a step", trial)
			}
		}
	}
	if levels[0] == 0 || levels[1]+levels[2] == 0 {
		t.Errorf("the hints cover too few levels: %v", levels)
	}
	t.Logf("hints by level: %v", levels)
}

// TestHintAsksSolvable: Hint and Rate ask a problem's Solvable, when it
// has one, whether there is a solution, and not a search of the formula:
// a Solvable that says none makes them refuse a puzzle that has one.
func TestHintAsksSolvable(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	ctx := context.Background()
	for trial := 0; trial < 50; trial++ {
		p := withCells(randomPuzzle(rng, 4+rng.Intn(6), encode.Config{Select: encode.SelectAll}))
		if st, _ := hasSolution(ctx, p); st != sat.Sat {
			continue
		}
		asked := 0
		p.Solvable = func(context.Context) (sat.Status, sat.Stats) {
			asked++
			return sat.Unsat, sat.Stats{}
		}
		if _, _, err := Hint(ctx, p); !errors.Is(err, ErrUnsolvable) {
			t.Fatalf("trial %d: Hint with Solvable saying none: %v", trial, err)
		}
		if _, err := Rate(ctx, p); !errors.Is(err, ErrUnsolvable) {
			t.Fatalf("trial %d: Rate with Solvable saying none: %v", trial, err)
		}
		if asked != 2 {
			t.Fatalf("trial %d: Solvable asked %d times for a hint and a rating", trial, asked)
		}
	}
}

// TestFewestFirst: a rating's level-2 candidates come cell by cell, those
// of the cells with the fewest values left first, in cell order among
// equals: a cell of one variable has two values (true and false), a
// one-hot cell one per free variable.
func TestFewestFirst(t *testing.T) {
	f := sat.NewFormula()
	x := f.NewVars(7)
	encode.Add(f, encode.Config{Select: encode.SelectAll}, encode.Constraint{Lits: []sat.Lit{x[0].Pos(), x[6].Pos()}, Op: encode.GE, K: 1, Name: "rule"})
	p := &Problem{Name: "cells", Formula: f, Projection: sat.Projection{Vars: x}}
	p.Cells = [][]sat.Var{{x[0], x[1], x[2]}, {x[3]}, {x[4], x[5]}, {x[6]}}
	r, err := newReasoner(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	want := []sat.Lit{x[3].Pos(), x[3].Neg(), x[4].Pos(), x[5].Pos(), x[6].Pos(), x[6].Neg(), x[0].Pos(), x[1].Pos(), x[2].Pos()}
	if got := r.fewestFirst(); !slices.Equal(got, want) {
		t.Errorf("fewestFirst: %v, want %v", got, want)
	}
	if got := r.candidates(); len(got) != len(want) || slices.Equal(got, want) {
		t.Errorf("candidates in cell order: %v", got)
	}
}

// TestHintStatedGivens: what a clue fixes on its own by counting (both
// of two cells, as a Hashi 4 in a corner fixes its bridges) is a step of
// level 0 when the problem says the given states neither cell
// (Problem.Stated), and the puzzle is no longer solved already; a given
// that states its cells leaves nothing to deduce.
func TestHintStatedGivens(t *testing.T) {
	ctx := context.Background()
	build := func(stated func(sat.Var) bool) *Problem {
		f := sat.NewFormula()
		x := f.NewVars(2)
		f.SetName(x[0], "c0")
		f.SetName(x[1], "c1")
		b := &encode.Builder{Named: true}
		m := b.Mark()
		b.Add(encode.EQ, 2, x[0].Pos(), x[1].Pos())
		b.Given(m, 1, "both=2")
		m = b.Mark()
		b.Add(encode.LE, 2, x[0].Pos(), x[1].Pos())
		b.Name(m, false, "rule")
		encode.Add(f, encode.Config{Select: encode.SelectAll}, b.Constraints...)
		return &Problem{Name: "p", Formula: f, Cells: [][]sat.Var{{x[0]}, {x[1]}}, Stated: stated}
	}
	for _, tc := range []struct {
		name   string
		stated func(sat.Var) bool
		done   bool
	}{{"no Stated", nil, true}, {"stated", func(sat.Var) bool { return true }, true}, {"counted", func(sat.Var) bool { return false }, false}} {
		p := build(tc.stated)
		step, done, err := Hint(ctx, p)
		if err != nil || done != tc.done {
			t.Fatalf("%s: hint %v, done %v, %v; want done %v", tc.name, step, done, err, tc.done)
		}
		r, err := Rate(ctx, p)
		if err != nil || r.Level != 0 {
			t.Fatalf("%s: rating %v, %v", tc.name, r, err)
		}
		if tc.done {
			if len(r.Steps) != 0 {
				t.Errorf("%s: steps %v on a puzzle the givens state", tc.name, r.Steps)
			}
			continue
		}
		if step.Level != 0 || !step.Lit.IsPos() || !slices.Equal(step.Reason, []string{"both=2"}) {
			t.Errorf("%s: hint %s (level %d, %v), want a cell on at level 0 by both=2", tc.name, p.NameOf(step.Lit), step.Level, step.Reason)
		}
		if r.Steps[0] != 2 {
			t.Errorf("%s: steps %v, want the two cells at level 0", tc.name, r.Steps)
		}
	}
}

// TestFailed2Reasons: on random puzzles, a level-2 failure is found alike
// with and without its reason (failed2 asks without first), and the
// reason suffices: with only the givens and rules it names in force, the
// literal holds in every solution. Random puzzles' hints are rarely of
// level 2, so this tries every candidate of puzzles of random clauses
// that a planted solution meets, where they are less rare.
func TestFailed2Reasons(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	ctx := context.Background()
	inner := 0
	for trial := 0; trial < 200; trial++ {
		p := withCells(plantedPuzzle(rng, 10+rng.Intn(15)))
		r, err := newReasoner(ctx, p)
		if err != nil {
			continue
		}
		for _, l := range r.candidates() {
			ok, none := r.failed2(ctx, l, false)
			ok2, cs := r.failed2(ctx, l, true)
			if ok != ok2 || none != nil {
				t.Fatalf("trial %d, %v: failed %v without its reason (%v), %v with it", trial, l, ok, none, ok2)
			}
			if one, _ := r.failed(l, false); !ok || one {
				continue
			}
			inner++
			named := map[string]bool{}
			for _, n := range r.reasonNames(cs) {
				named[n] = true
			}
			var only []sat.Lit
			for _, s := range p.Formula.Selectors() {
				only = append(only, s.Lit.Var().Lit(named[s.Name]))
			}
			if n := len(models(t, p, append(only, l.Not()))); n != 0 {
				t.Fatalf("trial %d: %v fails at level 2, yet %d solutions of its reason %v alone go against it", trial, l, n, r.reasonNames(cs))
			}
		}
	}
	if inner < 20 {
		t.Fatalf("%d level-2 failures: too few to tell", inner)
	}
	t.Logf("%d level-2 failures", inner)
}

// plantedPuzzle returns a puzzle of n variables and about 3.5n random
// rules of three literals, each met by one planted assignment (so it has
// that solution, and few others), and two givens of it.
func plantedPuzzle(rng *rand.Rand, n int) *Problem {
	f := sat.NewFormula()
	x := f.NewVars(n)
	planted := make([]bool, n)
	for i, v := range x {
		f.SetName(v, fmt.Sprintf("c%d", i))
		planted[i] = rng.Intn(2) == 0
	}
	var cs []encode.Constraint
	for len(cs) < 7*n/2 {
		var lits []sat.Lit
		met := false
		for _, j := range rng.Perm(n)[:3] {
			l := x[j].Lit(rng.Intn(2) == 0)
			met = met || l.IsPos() == planted[j]
			lits = append(lits, l)
		}
		if met {
			cs = append(cs, encode.Constraint{Lits: lits, Op: encode.GE, K: 1, Name: fmt.Sprintf("rule %d", len(cs))})
		}
	}
	for _, j := range rng.Perm(n)[:2] {
		v := 0
		if planted[j] {
			v = 1
		}
		cs = append(cs, encode.Constraint{Lits: []sat.Lit{x[j].Pos()}, Op: encode.EQ, K: v, Name: fmt.Sprintf("c%d=%d", j, v), Given: true})
	}
	encode.Add(f, encode.Config{Select: encode.SelectAll}, cs...)
	return &Problem{Name: "planted", Formula: f, Projection: sat.Projection{Vars: x}}
}
