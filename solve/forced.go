package solve

import (
	"context"
	"slices"

	"github.com/puzzlesat/puzzlesat/sat"
)

// Forced finds what every solution of p agrees on: the backbone, projected
// onto the puzzle's variables and, when solutions differ, those that
// p.Define adds. values[v] is +1 when v is true in every solution, −1 when
// false in every one, and 0 when solutions differ (and for the other
// variables). found is false when p has no solution. A problem built with
// selectors is taken with all in force.
//
// It first looks for two solutions: a unique puzzle's solution is all
// forced, and that takes one search where testing each variable would take
// one each. Otherwise it solves under assumptions, one solver for all the
// questions, rather than enumerating solutions: with the first model M,
// each variable v on which the two first solutions agree is tested by
// assuming the opposite of M's value; no model means v is forced, and a
// model clears every variable on which it differs from M. Then the
// variables p.Define adds, given what is forced so far, are asked the
// same way of a copy of the formula with their definitions.
func Forced(ctx context.Context, p *Problem) (values []int8, found bool, st sat.Stats, err error) {
	if p.NoSolution != "" {
		return nil, false, st, nil
	}
	p = p.stated()
	var two [][]bool
	res, err := sat.Enumerate(ctx, p.Formula, p.Projection, nil, 2, func(m []bool) bool {
		two = append(two, append([]bool(nil), m...))
		return true
	})
	st = res.Stats
	if err != nil {
		return nil, false, st, err
	}
	if len(two) == 0 {
		return nil, false, st, nil
	}
	vars := projected(p)
	values = make([]int8, p.Formula.NumVars()+1)
	if len(two) == 1 {
		for _, v := range vars {
			values[v] = -1
			if two[0][v] {
				values[v] = 1
			}
		}
		return values, true, st, nil
	}
	// A new solver after each model (oracle.renew): whole processes,
	// three runs each alternated with the one incremental solver, medians
	// (2026-12-06): an empty Akari of 10×10 in 0.069 s against 2.69 s, of
	// 12×12 in 0.061 s against 3 minutes; Slitherlink and Nurikabe 10×10
	// with clues taken out 1.02× and 0.98×; Sudoku with givens taken out,
	// where every model costs a new solver, 9×9 0.12 s against 0.045 s,
	// 16×16 0.28 s against 0.11 s, 25×25 2.2 s against 1.2 s.
	o := newOracle(p.Formula)
	o.renew = true
	forced, err := decide(ctx, o, vars, two[0], two[1], nil, values)
	st.Add(o.Stats())
	if err != nil {
		return nil, true, st, err
	}
	if p.Define == nil {
		return values, true, st, nil
	}
	// The facts Define adds, asked of a copy of the formula with what is
	// forced so far assumed: only those that the genre still needs.
	f := p.Formula.Clone()
	derived := p.Define(f, values)
	if len(derived) == 0 {
		return values, true, st, nil
	}
	values = append(values, make([]int8, f.NumVars()+1-len(values))...)
	o = newOracle(f)
	o.renew = true
	defer func() { st.Add(o.Stats()) }()
	status, m := o.solve(ctx, forced)
	switch status {
	case sat.Unknown:
		return nil, true, st, ctx.Err()
	case sat.Unsat: // a Define that contradicts the formula: its facts stay open
		return values, true, st, nil
	}
	m = slices.Clone(m)
	if _, err = decide(ctx, o, derived, m, m, forced, values); err != nil {
		return nil, true, st, err
	}
	return values, true, st, nil
}

// decide sets values of each of vars that every model of o's formula
// under the assumptions forced gives the value it has in first: those
// on which first and second differ are not, the others are asked one by
// one, each forced one then assumed too. It returns the assumptions.
//
// One question for all the open variables at once (a clause: any of them
// differs from first), each answer clearing those it differs on, was
// tried (2026-12-07): an empty 12×12 Akari ran for over 10 minutes,
// against 0.06 s one by one.
func decide(ctx context.Context, o *oracle, vars []sat.Var, first, second []bool, forced []sat.Lit, values []int8) ([]sat.Lit, error) {
	open := make(map[sat.Var]bool, len(vars)) // undecided, and first's value not yet refuted
	for _, v := range vars {
		if second[v] == first[v] {
			open[v] = true
		}
	}
	for _, v := range vars {
		if !open[v] {
			continue
		}
		status, m := o.solve(ctx, append(forced, v.Lit(!first[v])))
		switch status {
		case sat.Unknown:
			return forced, ctx.Err()
		case sat.Unsat:
			forced = append(forced, v.Lit(first[v]))
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
	return forced, nil
}
