package solve

import (
	"context"
	"errors"
	"slices"
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
	// Opens says that the conflict found by switching givens off does not
	// hold in the puzzle typed with only those givens, or was of rules
	// (see checkKept), and that Names are instead the givens any one of
	// which, its value left open (Problem.OpenGivens), gives the puzzle a
	// solution: a typo's number that has to change, where removing it
	// would take a clue's whole part away (the island of a Nurikabe
	// number, without which the grid cannot be covered).
	Opens bool
	// Fixes says the same where no value left open would do, and Names
	// are the givens without any one of which (Problem.KeepGivens) the
	// puzzle has a solution: a clue typed where none goes.
	Fixes bool
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
	if len(givens)+len(rules) == 0 && p.Solvable == nil {
		return Conflict{}, sat.Stats{}, ErrNoSelectors
	}
	// A genre's own search for a solution (Problem.Solvable) is asked
	// first, as the other questions ask it: the formula with every
	// selector on can be slow to search (a Slitherlink's loop by
	// reachability), and the genre may have built it without selectors
	// once it knew. Without one, the formula's own search below asks.
	var pre sat.Stats
	if p.Solvable != nil {
		var st sat.Status
		switch st, pre = hasSolution(ctx, p); {
		case st == sat.Sat:
			return Conflict{}, pre, ErrSolvable
		case st == sat.Unknown:
			return Conflict{}, pre, ctx.Err()
		case len(givens)+len(rules) == 0:
			return Conflict{}, pre, ErrNoSelectors
		}
	}
	o := newOracle(p.Formula)
	stats := func() sat.Stats { // the oracle's searches and the one before
		st := o.Stats()
		st.Add(pre)
		return st
	}
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
		return Conflict{}, stats(), err
	}
	// Do the rules conflict on their own?
	rulesAlone, err := conflicts(append(on(rules), off(givens)...))
	if err != nil {
		return Conflict{}, stats(), err
	}
	core, fixed, isRules := givens, on(rules), false
	if rulesAlone {
		core, fixed, isRules = rules, off(givens), true
	}
	core = propagatedCore(p.Formula, fixed, core)
	// Deletion: try each group without it, the others kept.
	core, err = deletion(core, func(rest []sat.Selector, dropped sat.Selector) (bool, error) {
		return conflicts(append(append(append([]sat.Lit(nil), fixed...), on(rest)...), dropped.Lit.Not()))
	})
	if err != nil {
		return Conflict{}, stats(), err
	}
	if p.KeepGivens != nil && len(givens) > 0 {
		return checkKept(ctx, p, givens, core, isRules, stats())
	}
	return Conflict{Names: namesOf(core), Rules: isRules}, stats(), nil
}

// deletion returns core less each group without which the rest still
// conflict (conflicts, told the rest and the group dropped), tried in
// order: every group it keeps is needed.
func deletion(core []sat.Selector, conflicts func(rest []sat.Selector, dropped sat.Selector) (bool, error)) ([]sat.Selector, error) {
	for i := 0; i < len(core); {
		rest := slices.Delete(slices.Clone(core), i, i+1)
		c, err := conflicts(rest, core[i])
		if err != nil {
			return nil, err
		}
		if c {
			core = rest
		} else {
			i++
		}
	}
	return core, nil
}

func namesOf(ss []sat.Selector) []string {
	names := make([]string, len(ss))
	for i, s := range ss {
		names[i] = s.Name
	}
	return names
}

// checkKept checks a conflict that Explain found by switching selectors
// against the puzzle as a setter would type it: with only its givens, the
// others left open where the genre can type a value open
// (Problem.OpenGivens: a Nurikabe number as '?', which keeps its island),
// else removed (Problem.KeepGivens). Switching a given off may leave more
// of it in the model than that (a Nurikabe clue's reach keeps cells
// apart), so a set of givens that conflicts there may have a solution as
// typed (the 1 of "2 1 / . .", or the one 1 of a 6×6 whose typo was a
// 4), and the rules said to conflict alone may be rules that clues made.
// A conflict of givens that holds as typed stands, typed with the others
// open less the givens without which it still holds, so that each is
// needed as typed; where none is (two numbers side by side, their values
// open), it is no conflict of values. Otherwise the answer is the givens
// any one of which, left open, gives the puzzle a solution (a typo's
// number, which has to change); failing those, the givens without any
// one of which the puzzle has a solution (a clue typed where none goes),
// the conflict's own tried first; failing those, the first answer
// stands. A genre whose switched-off given is exactly its open
// value (Shikaku's number, a '?' of any area) needs no Open: its answer
// holds as typed so by the model's making.
func checkKept(ctx context.Context, p *Problem, givens, core []sat.Selector, isRules bool, st sat.Stats) (Conflict, sat.Stats, error) {
	// solvable reports whether the puzzle typed with the givens of keep
	// (the others removed, or open under OpenGivens) has a solution.
	solvable := func(typed func(tags []int) *Problem, keep []sat.Selector) (bool, error) {
		tags := make([]int, len(keep))
		for i, s := range keep {
			tags[i] = s.Tag
		}
		status, qs := hasSolution(ctx, typed(tags))
		st.Add(qs)
		if status == sat.Unknown {
			return false, ctx.Err()
		}
		return status == sat.Sat, nil
	}
	typed := p.KeepGivens
	if p.OpenGivens != nil {
		typed = p.OpenGivens
	}
	if !isRules {
		ok, err := solvable(typed, core)
		if err != nil {
			return Conflict{}, st, err
		}
		if !ok && p.OpenGivens == nil { // Keep may keep more than the givens kept (the mirror maze's totals)
			return Conflict{Names: namesOf(core)}, st, nil
		}
		if !ok { // less the givens without which it still holds as typed
			needed, err := deletion(core, func(rest []sat.Selector, _ sat.Selector) (bool, error) {
				ok, err := solvable(typed, rest)
				return !ok, err
			})
			if err != nil {
				return Conflict{}, st, err
			}
			if len(needed) > 0 { // else it conflicts as typed with no value given: no given's conflict
				return Conflict{Names: namesOf(needed)}, st, nil
			}
		}
	}
	// The givens in the order they are tried: the conflict's first.
	in := map[sat.Lit]bool{}
	for _, s := range core {
		in[s.Lit] = true
	}
	order := append([]sat.Selector(nil), givens...)
	sort.SliceStable(order, func(i, j int) bool { return in[order[i].Lit] && !in[order[j].Lit] })
	// mending returns the givens without any one of which (or, under
	// OpenGivens, with any one of which open) the puzzle has a solution,
	// in the givens' order.
	mending := func(typed func(tags []int) *Problem) ([]string, error) {
		mends := map[sat.Lit]bool{}
		for _, g := range order {
			rest := slices.DeleteFunc(slices.Clone(givens), func(s sat.Selector) bool { return s.Lit == g.Lit })
			ok, err := solvable(typed, rest)
			if err != nil {
				return nil, err
			}
			mends[g.Lit] = ok
		}
		var names []string
		for _, s := range givens {
			if mends[s.Lit] {
				names = append(names, s.Name)
			}
		}
		return names, nil
	}
	if p.OpenGivens != nil {
		names, err := mending(p.OpenGivens)
		if err != nil {
			return Conflict{}, st, err
		}
		if len(names) > 0 {
			return Conflict{Names: names, Opens: true}, st, nil
		}
	}
	names, err := mending(p.KeepGivens)
	if err != nil {
		return Conflict{}, st, err
	}
	if len(names) > 0 {
		return Conflict{Names: names, Fixes: true}, st, nil
	}
	return Conflict{Names: namesOf(core), Rules: isRules}, st, nil
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
