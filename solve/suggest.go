package solve

import (
	"context"
	"errors"
	"fmt"
	"slices"

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
// them it has another. A problem built with selectors is taken with all
// in force.
//
// The other solutions are excluded by blocking the first one, and extra
// givens are added one at a time, each where the next solution found
// differs from the first (a value the first solution gives and the other
// does not); then each is dropped where the rest still suffice.
func Suggest(ctx context.Context, p *Problem) (extra []sat.Lit, first []bool, st sat.Stats, err error) {
	if p.NoSolution != "" {
		return nil, nil, st, ErrUnsolvable
	}
	p = p.stated()
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

// ErrNoClue is returned by SuggestClues when no set of clues of the
// solutions it tries makes the puzzle unique (every clue shown leaves
// another solution), or when the puzzle's genre adds no clues
// (Problem.Clues is nil).
var ErrNoClue = errors.New("no clues of a solution make the puzzle unique")

// clueTries is how many solutions SuggestClues tries, one after another,
// for one whose clues make the puzzle unique.
const clueTries = 8

// SuggestClues is Suggest for a genre whose clues are not values of
// cells (Problem.Clues): it finds clues to add, those of one solution of
// p (returned as first), such that with them p has that solution only,
// and irredundant: without any one of them it has another. It returns
// their names ("r3c4=2"), in the order of their tags. A problem built
// with selectors is taken with all in force, as by Suggest.
//
// From the puzzle with every clue of a solution shown, the clues p lacks
// go one by one, in the order of their tags, while the solution stays
// the only one (Minimize). Where every clue shown leaves another
// solution, the next solution is tried, up to clueTries of them.
func SuggestClues(ctx context.Context, p *Problem) (names []string, first []bool, st sat.Stats, err error) {
	if p.Clues == nil {
		return nil, nil, st, ErrNoClue
	}
	if p.NoSolution != "" {
		return nil, nil, st, ErrUnsolvable
	}
	p = p.stated()
	var sols [][]bool
	res, err := sat.Enumerate(ctx, p.Formula, p.Projection, nil, clueTries, func(m []bool) bool {
		sols = append(sols, append([]bool(nil), m...))
		return true
	})
	st.Add(res.Stats)
	switch {
	case err != nil:
		return nil, nil, st, err
	case len(sols) == 0:
		return nil, nil, st, ErrUnsolvable
	case len(sols) == 1 && res.Complete:
		return nil, sols[0], st, ErrUnique
	}
	for _, first := range sols {
		names, err := clues(ctx, p, first, &st)
		if !errors.Is(err, ErrNotUnique) {
			return names, first, st, err
		}
	}
	return nil, sols[0], st, ErrNoClue
}

// clues returns the names of the clues that SuggestClues adds to p from
// its solution first, or ErrNotUnique where all of them leave another
// solution.
func clues(ctx context.Context, p *Problem, first []bool, st *sat.Stats) ([]string, error) {
	full, own := p.Clues(first)
	mine := map[int]bool{}
	for _, t := range own {
		mine[t] = true
	}
	var try []int
	named := map[int]string{} // each given has a tag of its own (poolOf)
	for _, s := range full.Formula.Selectors() {
		if s.Given && !mine[s.Tag] {
			named[s.Tag] = s.Name
			try = append(try, s.Tag)
		}
	}
	solution, sst, err := givenSolution(ctx, full)
	st.Add(sst)
	switch {
	case err != nil:
		return nil, err
	case solution == nil:
		return nil, fmt.Errorf("the clues of a solution have no solution (this is a bug)")
	}
	slices.Sort(try)
	kept, kst, err := Minimize(ctx, full, solution, try, nil)
	st.Add(kst)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, t := range kept { // in the pool's order, the order of their tags
		if !mine[t] {
			names = append(names, named[t])
		}
	}
	return names, nil
}
