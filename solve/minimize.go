package solve

import (
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/sat"
)

// Minimize finds a minimal set of p's givens with which p has one solution
// only, for generating puzzles. p's formula is built with
// encode.Config.Select set to SelectGivens over a pool of givens (a solved
// board's every value and clue, say); solution is a model of it. The givens
// are tried for removal in the order of try (names; the others stay), each
// with its partner in pairs when it has one (half-turn symmetric givens go
// together): a given goes when without it the solution is still the only
// one. Each given kept is then needed: without it (and its partner) there
// is a second solution.
//
// It asks one incremental solver, with the solution blocked, whether a
// second solution exists under the givens kept.
func Minimize(ctx context.Context, p *Problem, solution []bool, try []string, pairs map[string]string) (kept []string, st sat.Stats, err error) {
	sel := map[string]sat.Lit{}
	for _, s := range p.Formula.Selectors() {
		if s.Given {
			sel[s.Name] = s.Lit
		}
	}
	for _, name := range try {
		if _, ok := sel[name]; !ok {
			return nil, st, fmt.Errorf("minimize: no given named %q", name)
		}
	}
	o := newOracle(p.Formula, p.Blocking(solution))
	defer func() { st = o.Stats() }()
	on := map[string]bool{}
	for name := range sel {
		on[name] = true
	}
	assume := func() []sat.Lit {
		out := make([]sat.Lit, 0, len(sel))
		for name, l := range sel {
			out = append(out, l.Var().Lit(on[name]))
		}
		return out
	}
	if status, _ := o.solve(ctx, assume()); status != sat.Unsat {
		if status == sat.Unknown {
			return nil, st, ctx.Err()
		}
		return nil, st, ErrNotUnique
	}
	for _, name := range try {
		if !on[name] {
			continue
		}
		group := []string{name}
		if q, ok := pairs[name]; ok && q != name && on[q] {
			group = append(group, q)
		}
		for _, g := range group {
			on[g] = false
		}
		switch status, _ := o.solve(ctx, assume()); status {
		case sat.Unknown:
			return nil, st, ctx.Err()
		case sat.Sat:
			for _, g := range group {
				on[g] = true // needed: without it, a second solution
			}
		}
	}
	for _, s := range p.Formula.Selectors() {
		if s.Given && on[s.Name] {
			kept = append(kept, s.Name)
		}
	}
	return kept, st, nil
}

// ErrNotUnique is returned by Minimize when the whole pool of givens
// leaves a second solution.
var ErrNotUnique = fmt.Errorf("the givens leave a second solution")

// Uniquify adds givens from the pool to an empty puzzle, in the order of
// try (each with its partner in pairs), until solution is the only one:
// a puzzle with one solution that need not be minimal. p is built as for
// Minimize.
func Uniquify(ctx context.Context, p *Problem, solution []bool, try []string, pairs map[string]string) (kept []string, st sat.Stats, err error) {
	sel := map[string]sat.Lit{}
	for _, s := range p.Formula.Selectors() {
		if s.Given {
			sel[s.Name] = s.Lit
		}
	}
	o := newOracle(p.Formula, p.Blocking(solution))
	defer func() { st = o.Stats() }()
	on := map[string]bool{}
	assume := func() []sat.Lit {
		out := make([]sat.Lit, 0, len(sel))
		for name, l := range sel {
			out = append(out, l.Var().Lit(on[name]))
		}
		return out
	}
	for _, name := range try {
		status, _ := o.solve(ctx, assume())
		if status == sat.Unknown {
			return nil, st, ctx.Err()
		}
		if status == sat.Unsat {
			break
		}
		on[name] = true
		if q, ok := pairs[name]; ok {
			on[q] = true
		}
	}
	if status, _ := o.solve(ctx, assume()); status != sat.Unsat {
		return nil, st, ErrNotUnique
	}
	for _, s := range p.Formula.Selectors() {
		if s.Given && on[s.Name] {
			kept = append(kept, s.Name)
		}
	}
	return kept, st, nil
}
