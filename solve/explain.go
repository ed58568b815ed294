package solve

import (
	"context"
	"errors"
	"sort"

	"github.com/puzzlesat/puzzlesat/sat"
)

// ErrSolvable is returned by Explain for a puzzle that has a solution.
var ErrSolvable = errors.New("the puzzle has a solution: nothing conflicts")

// ErrNoSelectors is returned by Explain for a problem whose formula has no
// named givens: it was not built with encode.Config.Select, or the genre
// names none.
var ErrNoSelectors = errors.New("the puzzle names no givens or rules to explain a conflict with")

// Conflict is a minimal set of a puzzle's givens (or, when the rules alone
// cannot hold, of its rule instances) that cannot all hold: each is needed,
// for without any one of them the rest have a solution.
type Conflict struct {
	Names []string
	Rules bool // the rules alone conflict: Names are rule instances
}

// Explain finds why p has no solution, by group-MUS extraction over the
// selectors of its named constraints (p's formula must be built with
// encode.Config.Select): the givens, with every rule kept, or the rule
// instances, when the rules alone cannot hold. Deletion-based: a selector
// is dropped when the rest still conflict, so each one kept is needed.
// Deletion starts from the groups that unit propagation already finds in
// conflict, when it does: a typo's few givens rather than one of the large
// sets that also conflict (without the first of two 5s in a row, the
// second 5 still conflicts with the givens that fix its cell).
func Explain(ctx context.Context, p *Problem) (Conflict, sat.Stats, error) {
	var givens, rules []sat.Selector
	for _, s := range p.Formula.Selectors() {
		if s.Given {
			givens = append(givens, s)
		} else {
			rules = append(rules, s)
		}
	}
	if len(givens)+len(rules) == 0 {
		return Conflict{}, sat.Stats{}, ErrNoSelectors
	}
	o := newOracle(p.Formula)
	on := func(ss []sat.Selector) []sat.Lit {
		out := make([]sat.Lit, len(ss))
		for i, s := range ss {
			out[i] = s.Lit
		}
		return out
	}
	off := func(ss []sat.Selector) []sat.Lit {
		out := make([]sat.Lit, len(ss))
		for i, s := range ss {
			out[i] = s.Lit.Not()
		}
		return out
	}
	conflicts := func(assume []sat.Lit) (bool, error) {
		st, _ := o.solve(ctx, assume)
		if st == sat.Unknown {
			return false, ctx.Err()
		}
		return st == sat.Unsat, nil
	}
	all, err := conflicts(append(on(givens), on(rules)...))
	if err != nil || !all {
		if err == nil {
			err = ErrSolvable
		}
		return Conflict{}, o.Stats(), err
	}
	// Do the rules conflict on their own?
	rulesAlone, err := conflicts(append(on(rules), off(givens)...))
	if err != nil {
		return Conflict{}, o.Stats(), err
	}
	core, fixed, isRules := givens, on(rules), false
	if rulesAlone {
		core, fixed, isRules = rules, off(givens), true
	}
	core = propagatedCore(p.Formula, fixed, core)
	// Deletion: try each group without it, the others kept.
	for i := 0; i < len(core); {
		rest := append(append([]sat.Selector(nil), core[:i]...), core[i+1:]...)
		c, err := conflicts(append(append(append([]sat.Lit(nil), fixed...), on(rest)...), off(core[i:i+1])...))
		if err != nil {
			return Conflict{}, o.Stats(), err
		}
		if c {
			core = rest
		} else {
			i++
		}
	}
	names := make([]string, len(core))
	for i, s := range core {
		names[i] = s.Name
	}
	return Conflict{Names: names, Rules: isRules}, o.Stats(), nil
}

// propagatedCore returns the groups of core that unit propagation over
// f's clauses needs to reach a conflict, or core itself when it reaches
// none. Propagation assumes fixed, then the groups of core in order; the
// group at which it fails is then assumed first and the rest again in
// order, which blames the groups it clashes with directly (a clue and the
// given in its cell, rather than a given that implies that cell's value):
// the smaller of the two sets wins, the second on a tie. The groups
// returned conflict (propagation is sound), so deletion may start there.
func propagatedCore(f *sat.Formula, fixed []sat.Lit, core []sat.Selector) []sat.Selector {
	first, trigger := propagateCore(f, fixed, core)
	if first == nil {
		return core
	}
	order := append([]sat.Selector{core[trigger]}, core[:trigger]...)
	order = append(order, core[trigger+1:]...)
	if second, _ := propagateCore(f, fixed, order); second != nil && len(second) <= len(first) {
		// Back in input order, as names are listed.
		at := make(map[sat.Lit]int, len(core))
		for i, s := range core {
			at[s.Lit] = i
		}
		sort.Slice(second, func(i, j int) bool { return at[second[i].Lit] < at[second[j].Lit] })
		return second
	}
	return first
}

// propagateCore assumes fixed and then the groups of core in order until
// unit propagation fails, and returns the groups the failure rests on and
// the index of the group at which it failed; nil when it does not fail.
func propagateCore(f *sat.Formula, fixed []sat.Lit, core []sat.Selector) ([]sat.Selector, int) {
	pr := sat.NewPropagator(f)
	if pr.Conflicting() {
		return nil, 0
	}
	for _, l := range fixed {
		if !pr.Assume(l) {
			return nil, 0
		}
	}
	for i, s := range core {
		if pr.Assume(s.Lit) {
			continue
		}
		used := map[sat.Lit]bool{}
		for _, l := range pr.ConflictAssumptions() {
			used[l] = true
		}
		var out []sat.Selector
		for _, s := range core[:i+1] {
			if used[s.Lit] {
				out = append(out, s)
			}
		}
		if len(out) == 0 {
			return nil, 0
		}
		return out, i
	}
	return nil, 0
}
