package solve

import (
	"context"

	"github.com/puzzlesat/puzzlesat/sat"
)

// oracle answers many questions of one formula under assumptions (which
// cells are forced, which givens conflict), on one incremental solver
// (with renew, one until its next model). A model that fails the
// formula's lazy checks is cut off: the cuts go into the oracle's copy of
// the formula, and a fresh solver takes over, since a solver that answers
// under assumptions takes no clause.
type oracle struct {
	f     *sat.Formula
	s     *sat.Solver // nil: the next question builds one
	stats sat.Stats
	calls int
	// renew drops the solver after each question answered with a model:
	// the next one is asked of a new solver. gophersat's incremental
	// solver, after a series of questions, sometimes takes thousands of
	// times as long over one whose answer is easy. The forced cells of an
	// empty 12×12 Akari took 3 minutes (one question 2.5 of them, 734,000
	// conflicts), where a new solver for each question answers each in
	// under 3 ms. Set by Forced, which the page's setter's mode asks
	// after each edit (the figures are in forced.go).
	renew bool
	// found counts the models that passed the checks, for
	// sat.Formula.EagerAfter.
	found int
}

// newOracle makes an oracle of f with the extra clauses added (to a copy).
func newOracle(f *sat.Formula, extra ...[]sat.Lit) *oracle {
	g := f
	if len(extra) > 0 || len(f.Checks()) > 0 {
		g = f.Clone()
		for _, c := range extra {
			g.AddClause(c...)
		}
	}
	return &oracle{f: g, s: sat.NewSolver(g)}
}

// solve returns the status under assume and, when Sat, the model (which
// the next call may reuse: copy it to keep it).
func (o *oracle) solve(ctx context.Context, assume []sat.Lit) (sat.Status, []bool) {
	for {
		o.calls++
		if o.s == nil {
			o.s = sat.NewSolver(o.f)
		}
		st := o.s.SolveAssuming(ctx, assume)
		if st != sat.Sat {
			return st, nil
		}
		m := o.s.Model()
		var cuts [][]sat.Lit
		for _, c := range o.f.Checks() {
			cuts = append(cuts, c.Check(m)...)
		}
		if len(cuts) == 0 {
			o.found++
			if o.renew {
				o.stats.Add(o.s.Stats())
				o.s = nil
			}
			return sat.Sat, m
		}
		o.stats.Add(o.s.Stats())
		o.stats.Lazy++
		for _, c := range cuts {
			o.f.AddClause(c...)
		}
		if g, ok := o.f.EagerAfter(o.stats.Lazy, int64(o.found)); ok {
			o.f = g // the checks as clauses, past the cuts' budget
		}
		o.s = sat.NewSolver(o.f)
	}
}

// Stats returns the measurements of every solver the oracle used.
func (o *oracle) Stats() sat.Stats {
	st := o.stats
	if o.s != nil {
		st.Add(o.s.Stats())
	}
	return st
}

// projected returns the projection's variables of p (every variable when
// the projection names none).
func projected(p *Problem) []sat.Var {
	if p.Projection.Vars != nil {
		return p.Projection.Vars
	}
	vs := make([]sat.Var, p.Formula.NumVars())
	for i := range vs {
		vs[i] = sat.Var(i + 1)
	}
	return vs
}
