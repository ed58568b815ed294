package solve

import (
	"context"
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/sat"
)

// givens are the given selectors of a formula by tag (sat.Selector.Tag),
// in the order they were made: the pool of givens of a generated puzzle.
type givens struct {
	lits []sat.Lit   // the selector of each, in order
	tags []int       // their tags
	at   map[int]int // tag → index in lits
	on   []bool      // the givens kept so far
	buf  []sat.Lit
}

// poolOf returns the given selectors of f. Each must have a tag of its
// own: the model tags every given with its identity (a cell's index, a
// clue's), which is a programming error to forget.
func poolOf(f *sat.Formula) *givens {
	g := &givens{at: map[int]int{}}
	for _, s := range f.Selectors() {
		if !s.Given {
			continue
		}
		if _, dup := g.at[s.Tag]; dup {
			panic(fmt.Sprintf("solve: givens %q and another share the tag %d", s.Name, s.Tag))
		}
		g.at[s.Tag] = len(g.lits)
		g.lits = append(g.lits, s.Lit)
		g.tags = append(g.tags, s.Tag)
	}
	g.on = make([]bool, len(g.lits))
	return g
}

// assume returns the selectors, true for the givens kept.
func (g *givens) assume() []sat.Lit {
	g.buf = g.buf[:0]
	for k, l := range g.lits {
		g.buf = append(g.buf, l.Var().Lit(g.on[k]))
	}
	return g.buf
}

// kept returns the tags of the givens kept, in the pool's order.
func (g *givens) kept() []int {
	var out []int
	for k, on := range g.on {
		if on {
			out = append(out, g.tags[k])
		}
	}
	return out
}

// group returns the indexes of the given tagged t and of its partner in
// pairs, when that is kept too.
func (g *givens) group(t int, pairs map[int]int) ([]int, error) {
	k, ok := g.at[t]
	if !ok {
		return nil, fmt.Errorf("minimize: no given tagged %d", t)
	}
	out := []int{k}
	if q, ok := pairs[t]; ok && q != t {
		// A partner that is no given of the pool (a half-turn that takes
		// a clue to a cell without one) leaves the given alone.
		if j, ok := g.at[q]; ok {
			out = append(out, j)
		}
	}
	return out, nil
}

// Minimize finds a minimal set of p's givens with which p has one solution
// only, for generating puzzles. p's formula is built with
// encode.Config.Select set to SelectGivens over a pool of givens (a solved
// board's every value and clue, say), each tagged with its identity
// (encode.Constraint.Tag); solution is a model of it. The givens are tried
// for removal in the order of try (tags; the others stay), each with its
// partner in pairs when it has one (half-turn symmetric givens go
// together): a given goes when without it the solution is still the only
// one. Each given kept is then needed: without it (and its partner) there
// is a second solution. It returns the tags of the givens kept.
//
// It asks one incremental solver, with the solution blocked, whether a
// second solution exists under the givens kept.
func Minimize(ctx context.Context, p *Problem, solution []bool, try []int, pairs map[int]int) (kept []int, st sat.Stats, err error) {
	g, o, err := pooled(p, solution, try, pairs)
	if err != nil {
		return nil, st, err
	}
	defer func() { st = o.Stats() }()
	for k := range g.on {
		g.on[k] = true
	}
	if status, _ := o.solve(ctx, g.assume()); status != sat.Unsat {
		if status == sat.Unknown {
			return nil, st, ctx.Err()
		}
		return nil, st, ErrNotUnique
	}
	for _, t := range try {
		group, _ := g.group(t, pairs)
		if !g.on[group[0]] {
			continue
		}
		for _, k := range group {
			g.on[k] = false
		}
		switch status, _ := o.solve(ctx, g.assume()); status {
		case sat.Unknown:
			return nil, st, ctx.Err()
		case sat.Sat:
			for _, k := range group {
				g.on[k] = true // needed: without it, a second solution
			}
		}
	}
	return g.kept(), st, nil
}

// pooled returns the pool of p's givens, every tag of try (with its
// partner in pairs) checked in it, and an oracle over p with solution
// blocked: what Minimize and Uniquify start from.
func pooled(p *Problem, solution []bool, try []int, pairs map[int]int) (*givens, *oracle, error) {
	g := poolOf(p.Formula)
	for _, t := range try {
		if _, err := g.group(t, pairs); err != nil {
			return nil, nil, err
		}
	}
	return g, newOracle(p.Formula, p.Blocking(solution)), nil
}

// ErrNotUnique is returned by Minimize when the whole pool of givens
// leaves a second solution.
var ErrNotUnique = fmt.Errorf("the givens leave a second solution")

// Uniquify adds givens from the pool to an empty puzzle, in the order of
// try (tags, each with its partner in pairs), until solution is the only
// one: a puzzle with one solution that need not be minimal. p is built as
// for Minimize. It returns the tags of the givens kept.
func Uniquify(ctx context.Context, p *Problem, solution []bool, try []int, pairs map[int]int) (kept []int, st sat.Stats, err error) {
	return uniquify(ctx, p, solution, nil, try, pairs)
}

// uniquify is Uniquify from a puzzle that holds the givens of always (tags,
// each with its partner) from the start, whether or not they are needed.
func uniquify(ctx context.Context, p *Problem, solution []bool, always, try []int, pairs map[int]int) (kept []int, st sat.Stats, err error) {
	g, o, err := pooled(p, solution, append(slices.Clone(always), try...), pairs)
	if err != nil {
		return nil, st, err
	}
	defer func() { st = o.Stats() }()
	for _, t := range always {
		group, _ := g.group(t, pairs)
		for _, k := range group {
			g.on[k] = true
		}
	}
	for _, t := range try {
		status, _ := o.solve(ctx, g.assume())
		if status == sat.Unknown {
			return nil, st, ctx.Err()
		}
		if status == sat.Unsat {
			break
		}
		group, _ := g.group(t, pairs)
		for _, k := range group {
			g.on[k] = true
		}
	}
	if status, _ := o.solve(ctx, g.assume()); status != sat.Unsat {
		return nil, st, ErrNotUnique
	}
	return g.kept(), st, nil
}
