package sat

import (
	"context"
	"testing"
)

// amoCheck is a lazy "at most one of xs": a model with two true is cut off
// by the clause that they are not both. Stated, it is the pairwise clauses
// and a variable of its own that nothing constrains, so that a count that
// blocked on it, or lost the solutions found before, would be off.
type amoCheck struct{ xs []Var }

func (c amoCheck) Check(m []bool) [][]Lit {
	for i, a := range c.xs {
		for _, b := range c.xs[i+1:] {
			if m[a] && m[b] {
				return [][]Lit{{a.Neg(), b.Neg()}}
			}
		}
	}
	return nil
}
func (c amoCheck) Vars() []Var    { return c.xs }
func (c amoCheck) Kind() string   { return "test-amo" }
func (c amoCheck) Args() []int64  { return nil }
func (c amoCheck) CanState() bool { return true }
func (c amoCheck) State(f *Formula) {
	f.NewVar() // free
	for i, a := range c.xs {
		for _, b := range c.xs[i+1:] {
			f.AddClause(a.Neg(), b.Neg())
		}
	}
}

// unstated is amoCheck that refuses to be stated.
type unstated struct{ amoCheck }

func (unstated) CanState() bool { return false }

// TestEagerAfterBudget: past the budget of lazy cuts, a search states its
// checks as clauses and goes on, counting every solution once: the ones
// found before the switch stay blocked, and the stated rule's own variable
// is no part of a solution. Below the budget, or for a check that cannot
// be stated, the cuts go on.
func TestEagerAfterBudget(t *testing.T) {
	defer func(b int, k int64) { lazyBudget, cutsPerFound = b, k }(lazyBudget, cutsPerFound)
	cutsPerFound = 0 // whatever the solutions found: see TestEagerAfterRatio
	const n = 8      // at most one of 8: 9 solutions
	build := func(stated bool) (*Formula, []Var) {
		f := NewFormula()
		xs := make([]Var, n)
		for i := range xs {
			xs[i] = f.NewVar()
		}
		if stated {
			f.AddCheck(amoCheck{xs})
		} else {
			f.AddCheck(unstated{amoCheck{xs}})
		}
		return f, xs
	}
	for _, tc := range []struct {
		budget   int
		stated   bool
		switched bool
	}{
		{0, true, true}, {3, true, true}, {10, true, true}, {1 << 30, true, false}, {3, false, false},
	} {
		lazyBudget = tc.budget
		for _, proj := range []bool{true, false} {
			f, xs := build(tc.stated)
			p := Projection{}
			if proj {
				p.Vars = xs
			}
			for _, limit := range []int64{0, 2} { // 2: with elimination
				res, err := Enumerate(context.Background(), f, p, nil, limit, nil)
				want := int64(n + 1)
				if limit > 0 {
					want = limit
				}
				if err != nil || res.Count != want {
					t.Errorf("budget %d, stated %v, projected %v, limit %d: %d solutions (%v); want %d", tc.budget, tc.stated, proj, limit, res.Count, err, want)
				}
				// The switch comes after the cut that reaches the
				// budget (the first, for a budget of 0).
				switch cuts := res.Stats.Lazy; {
				case tc.switched && limit == 0 && cuts != max(tc.budget, 1):
					t.Errorf("budget %d, limit 0: %d cuts, not the budget's", tc.budget, cuts)
				case tc.switched && cuts > max(tc.budget, 1):
					t.Errorf("budget %d, limit %d: %d cuts, past the budget", tc.budget, limit, cuts)
				case !tc.stated && limit == 0 && cuts <= tc.budget:
					t.Errorf("a check that cannot be stated, budget %d: %d cuts; want them to go on", tc.budget, cuts)
				}
			}
		}
		// Solve: one solution, past the budget by the clauses.
		f, xs := build(tc.stated)
		f.AddClause(xs[0].Pos(), xs[1].Pos(), xs[2].Pos())
		st, m, stats := Solve(context.Background(), f)
		if st != Sat || count(m, xs) != 1 || tc.switched && stats.Lazy > max(tc.budget, 1) {
			t.Errorf("Solve, budget %d: %v with %d of xs true, %d cuts", tc.budget, st, count(m, xs), stats.Lazy)
		}
	}
}

// count returns how many of xs m sets true.
func count(m []bool, xs []Var) int {
	k := 0
	for _, x := range xs {
		if m[x] {
			k++
		}
	}
	return k
}

// TestEagerAfterRatio: a search states its checks once its cuts reach the
// budget and cutsPerFound times the solutions it found; a check that
// cannot be stated is refused however many the cuts.
func TestEagerAfterRatio(t *testing.T) {
	f := NewFormula()
	xs := []Var{f.NewVar(), f.NewVar()}
	f.AddCheck(amoCheck{xs})
	for _, tc := range []struct {
		cuts  int
		found int64
		want  bool
	}{
		{lazyBudget - 1, 0, false},                      // below the budget
		{lazyBudget, int64(lazyBudget/4 + 1), false},    // fewer than 4 cuts a solution found
		{lazyBudget + 4, int64(lazyBudget/4 + 1), true}, // 4 a solution
		{lazyBudget + 5, 0, true},                       // and past it again
	} {
		g, ok := f.EagerAfter(tc.cuts, tc.found)
		if ok != tc.want || ok && (len(g.Checks()) != 0 || g.NumVars() != f.NumVars()+1) {
			t.Errorf("%d cuts, %d found: %v, want %v", tc.cuts, tc.found, ok, tc.want)
		}
	}
	u := NewFormula()
	u.AddCheck(unstated{amoCheck{[]Var{u.NewVar(), u.NewVar()}}})
	if _, ok := u.EagerAfter(lazyBudget*10, 0); ok {
		t.Error("a check that cannot be stated, stated")
	}
	if _, ok := NewFormula().Eager(); ok {
		t.Error("a formula without checks stated")
	}
}
