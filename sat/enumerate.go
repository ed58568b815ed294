package sat

import (
	"context"
	"slices"
)

// Projection says how solutions are told apart when they are enumerated.
type Projection struct {
	// Vars are the puzzle's own variables. Two models that agree on them are
	// one solution, whatever the auxiliary variables of the encodings say.
	// Nil means every variable of the formula.
	Vars []Var
	// TrueOnly says that every solution sets the same number of Vars true, so
	// that a blocking clause made of the negated true literals alone excludes
	// exactly the solution found. It makes shorter blocking clauses.
	TrueOnly bool
}

// Result is the outcome of an enumeration.
type Result struct {
	Count    int64 // solutions found
	Complete bool  // the search space was exhausted: Count is the whole count
	Stats    Stats // the solver's measurements
}

// Enumerate finds the solutions of f under units (literals fixed true),
// projected onto p, and calls fn with each model (indexed by variable; only
// the projected variables are meaningful, and the slice is reused). It stops
// when fn returns false, after limit solutions when limit > 0, when the
// solutions run out (Complete), or when ctx is done (the error is ctx.Err()).
//
// Each solution is excluded by a blocking clause over the projected
// variables only, so encodings with auxiliary variables never yield a
// solution twice. With a limit of one, the formula's hope (Formula.Hope)
// is searched first.
func Enumerate(ctx context.Context, f *Formula, p Projection, units []Lit, limit int64, fn func(model []bool) bool) (Result, error) {
	return enumerate(ctx, f, p, units, limit, 0, nil, fn)
}

// enumerate is Enumerate with a seed for the solver (see newSolver): the
// same solutions, maybe in another order and time. begins, when set, is
// called as the search begins, after the solver is set up (a worker's b
// line: the budget of a search does not count its set-up, which a split
// would not shorten).
func enumerate(ctx context.Context, f *Formula, p Projection, units []Lit, limit, seed int64, begins func(), fn func(model []bool) bool) (Result, error) {
	if limit == 1 && len(f.hope) > 0 {
		// One model: under the formula's hope first (Formula.Hope), then,
		// when it leaves none, in the whole formula.
		res, err := enumerateWhole(ctx, f, p, append(slices.Clip(units), f.hope...), limit, seed, begins, fn)
		if res.Count > 0 || err != nil {
			return res, err
		}
		rest, err := enumerateWhole(ctx, f, p, units, limit, seed, nil, fn)
		res.Stats.Clauses, res.Stats.Cards = 0, 0 // one formula, searched twice
		rest.Stats.Add(res.Stats)
		return rest, err
	}
	return enumerateWhole(ctx, f, p, units, limit, seed, begins, fn)
}

// enumerateWhole is enumerate without the formula's hope.
func enumerateWhole(ctx context.Context, f *Formula, p Projection, units []Lit, limit, seed int64, begins func(), fn func(model []bool) bool) (Result, error) {
	vars := distinct(p.Vars)
	all := vars == nil || len(vars) == f.NumVars()
	if vars == nil {
		vars = make([]Var, f.NumVars())
		for i := range vars {
			vars[i] = Var(i + 1)
		}
	}
	// One or two solutions (solve, --unique): the solver eliminates the
	// variables that gates define. With every variable projected, the
	// projected ones too, and a blocking clause names those left.
	// Otherwise only the others: an eliminated projected variable might be
	// a function of variables out of the blocking clause.
	o := solverOpts{keep: p.Vars, seed: seed, eliminate: limit == 1 || limit == 2}
	switch {
	case o.eliminate && all:
		o.keep = append([]Var{}, f.checkVars()...)
	case o.keep != nil && len(f.checks) > 0:
		o.keep = append(append([]Var(nil), o.keep...), f.checkVars()...)
	}
	var s *Solver
	if !setUp(ctx, func() { s = newSolver(f, units, o) }) {
		return Result{}, ctx.Err()
	}
	if begins != nil {
		begins()
	}
	var res Result
	var before Stats   // of the solver before the checks were stated
	var blocks [][]Lit // the blocking clauses, kept while f has checks to state
	statable := f.statable()
	blockLits := 0 // their literals
	stats := func() Stats { st := before; st.Add(s.Stats()); return st }
	block := make([]Lit, 0, len(vars))
	for {
		if limit > 0 && res.Count >= limit {
			break
		}
		switch s.Solve(ctx) {
		case Unknown:
			res.Stats = stats()
			return res, ctx.Err()
		case Unsat:
			res.Complete = true
			res.Stats = stats()
			return res, nil
		}
		m := s.Model()
		if s.cut(f, m) {
			// A lazy check cut the model off. Past the budget, the
			// checks are stated as clauses and a new solver goes on,
			// with the solutions found blocked again; without
			// elimination, which took a half-entered Nurikabe's one
			// solution from 0.75 s to 6.3 s under the clauses of
			// reachability.
			if !statable || blockLits > limitBlockLits {
				continue
			}
			if g, ok := f.EagerAfter(s.stats.Lazy, res.Count); ok {
				eo := solverOpts{keep: vars, seed: seed}
				before.Add(s.Stats())
				if !setUp(ctx, func() { s = newSolver(g, units, eo) }) {
					res.Stats = before
					return res, ctx.Err()
				}
				for _, b := range blocks {
					s.AddClause(b...)
				}
				f, blocks, statable = g, nil, false
			}
			continue
		}
		res.Count++
		if fn != nil && !fn(m) {
			break
		}
		if limit > 0 && res.Count >= limit {
			break
		}
		block = block[:0]
		for _, v := range vars {
			switch {
			case s.isEliminated(v):
				// A function of the variables left, which the
				// clause names with both signs: it tells solutions
				// apart without v.
			case m[v]:
				block = append(block, v.Neg())
			case !p.TrueOnly || (all && len(s.elim) > 0):
				// With projected variables eliminated, the true ones
				// left no longer count the same in every solution.
				// (With a partial projection, none was eliminated.)
				block = append(block, v.Pos())
			}
		}
		s.AddClause(block...)
		if statable && blockLits <= limitBlockLits {
			blocks = append(blocks, slices.Clone(block))
			blockLits += len(block)
		}
	}
	res.Stats = stats()
	return res, nil
}

// limitBlockLits bounds the literals of the blocking clauses that a search
// keeps to state its checks eagerly (see lazyBudget): one that has found
// more solutions goes on lazily, where the copies would cost memory for
// every solution (4 MB at most).
const limitBlockLits = 1 << 20

// Solve finds one solution of f under units, one that passes f's lazy
// checks. It returns the status and, when it is Sat, the model indexed by
// variable.
func Solve(ctx context.Context, f *Formula, units ...Lit) (Status, []bool, Stats) {
	s := NewSolver(f, units...)
	var before Stats // of the solver before the checks were stated
	for {
		st := s.Solve(ctx)
		if st != Sat || !s.cut(f, s.Model()) {
			before.Add(s.Stats())
			return st, s.Model(), before
		}
		if g, ok := f.EagerAfter(s.stats.Lazy, 0); ok { // see lazyBudget
			before.Add(s.Stats())
			f, s = g, NewSolver(g, units...)
		}
	}
}

// cut runs f's lazy checks on the model m: when one fails, its clauses are
// added to s and cut reports true (the model is no solution).
func (s *Solver) cut(f *Formula, m []bool) bool {
	if len(f.checks) == 0 {
		return false
	}
	cuts := f.runChecks(m)
	if len(cuts) == 0 {
		return false
	}
	s.stats.Lazy++
	for _, c := range cuts {
		// A check may name a literal twice, or a literal and its
		// negation; Formula.AddClause would clean that, and so must
		// this.
		if c = normalClause(c); c != nil {
			s.AddClause(c...)
		}
	}
	return true
}

// distinct returns vars without repeats, in their first order; nil stays
// nil. A repeated variable would repeat a literal of a blocking clause.
func distinct(vars []Var) []Var {
	if vars == nil {
		return nil
	}
	seen := make(map[Var]bool, len(vars))
	out := make([]Var, 0, len(vars))
	for _, v := range vars {
		if !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	return out
}
