package solve

import (
	"context"
	"errors"

	"github.com/puzzlesat/puzzlesat/sat"
)

// ErrUnique is returned by Suggest for a puzzle that is unique already.
var ErrUnique = errors.New("the puzzle is unique already: nothing to add")

// ErrUnsolvable is returned for a puzzle without a solution where one is
// needed.
var ErrUnsolvable = errors.New("the puzzle has no solution")

// Suggest finds extra givens that make p unique: literals of the puzzle's
// variables, all true in one solution of p (returned as first), such that
// with them p has that solution only, and irredundant: without any one of
// them it has another.
//
// The other solutions are excluded by blocking the first one, and extra
// givens are added one at a time, each where the next solution found
// differs from the first (a value the first solution gives and the other
// does not); then each is dropped where the rest still suffice.
func Suggest(ctx context.Context, p *Problem) (extra []sat.Lit, first []bool, st sat.Stats, err error) {
	if p.NoSolution != "" {
		return nil, nil, st, ErrUnsolvable
	}
	o := newOracle(p.Formula)
	status, m := o.solve(ctx, nil)
	switch status {
	case sat.Unknown:
		return nil, nil, o.Stats(), ctx.Err()
	case sat.Unsat:
		return nil, nil, o.Stats(), ErrUnsolvable
	}
	first = append([]bool(nil), m...)
	vars := projected(p)
	stats := o.Stats()
	o = newOracle(p.Formula, p.Blocking(first))
	defer func() { st = o.Stats(); st.Add(stats) }()
	other := func(assume []sat.Lit) (sat.Status, []bool) { return o.solve(ctx, assume) }
	status, m = other(nil)
	if status == sat.Unknown {
		return nil, first, st, ctx.Err()
	}
	if status == sat.Unsat {
		return nil, first, st, ErrUnique
	}
	for status == sat.Sat {
		// A value of the first solution that this one lacks: a true
		// literal where possible (a cell's value, "r3c4=7").
		var pick sat.Lit
		for _, v := range vars {
			if m[v] != first[v] && (pick == 0 || first[v]) {
				pick = v.Lit(first[v])
				if first[v] {
					break
				}
			}
		}
		extra = append(extra, pick)
		status, m = other(extra)
		if status == sat.Unknown {
			return nil, first, st, ctx.Err()
		}
	}
	// Irredundant: drop each extra given the others do without, latest
	// first (the first ones found cut the most).
	for i := len(extra) - 1; i >= 0; i-- {
		rest := append(append([]sat.Lit(nil), extra[:i]...), extra[i+1:]...)
		status, _ = other(rest)
		if status == sat.Unknown {
			return nil, first, st, ctx.Err()
		}
		if status == sat.Unsat {
			extra = rest
		}
	}
	return extra, first, st, nil
}
