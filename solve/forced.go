package solve

import (
	"context"

	"github.com/puzzlesat/puzzlesat/sat"
)

// Forced finds what every solution of p agrees on: the backbone, projected
// onto the puzzle's variables. values[v] is +1 when v is true in every
// solution, −1 when false in every one, and 0 when solutions differ (and
// for variables outside the projection). found is false when p has no
// solution.
//
// It solves under assumptions, one solver for all the questions, rather
// than enumerating solutions: with a first model M, each variable v still
// undecided is tested by assuming the opposite of M's value; no model
// means v is forced, and a model clears every variable on which it differs
// from M.
func Forced(ctx context.Context, p *Problem) (values []int8, found bool, st sat.Stats, err error) {
	if p.NoSolution != "" {
		return nil, false, st, nil
	}
	o := newOracle(p.Formula)
	defer func() { st = o.Stats() }()
	status, m := o.solve(ctx, nil)
	switch status {
	case sat.Unknown:
		return nil, false, st, ctx.Err()
	case sat.Unsat:
		return nil, false, st, nil
	}
	vars := projected(p)
	first := append([]bool(nil), m...)
	open := make(map[sat.Var]bool, len(vars)) // undecided, and M's value not yet refuted
	for _, v := range vars {
		open[v] = true
	}
	values = make([]int8, p.Formula.NumVars()+1)
	var forced []sat.Lit // assumed from then on: later questions are easier
	for _, v := range vars {
		if !open[v] {
			continue
		}
		status, m := o.solve(ctx, append(forced, v.Lit(!first[v])))
		switch status {
		case sat.Unknown:
			return nil, true, st, ctx.Err()
		case sat.Unsat:
			l := v.Lit(first[v])
			forced = append(forced, l)
			values[v] = 1
			if !first[v] {
				values[v] = -1
			}
			delete(open, v)
		case sat.Sat:
			for u := range open {
				if m[u] != first[u] {
					delete(open, u)
				}
			}
		}
	}
	return values, true, st, nil
}
