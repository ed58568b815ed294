package sat

import (
	"context"
	"fmt"
	"math/rand"
	"slices"
	"sync"
	"time"

	"github.com/crillab/gophersat/solver"
)

// gophersatMu lets one gophersat search run at a time in this process:
// gophersat's clause learning writes a package-level buffer (bufLits in
// solver/learn.go), and two searches at once corrupt each other.
var gophersatMu sync.Mutex

// Status is the outcome of a search.
type Status int

const (
	// Unknown means the search was stopped before it decided.
	Unknown Status = iota
	// Sat means a model was found.
	Sat
	// Unsat means there is no model.
	Unsat
)

// String returns "sat", "unsat" or "unknown".
func (s Status) String() string {
	switch s {
	case Sat:
		return "sat"
	case Unsat:
		return "unsat"
	}
	return "unknown"
}

// Stats are the measurements of a solver's work so far.
type Stats struct {
	Vars      int // variables in the formula
	Clauses   int // clauses given to the solver, blocking clauses included
	Cards     int // native cardinality constraints
	Solves    int // calls to Solve
	Conflicts int // conflicts met
	Decisions int // decisions made
	Restarts  int // restarts
	Lazy      int // models cut off by a lazy check (Formula.AddCheck)
	// Eliminated is the number of variables that elimination removed
	// before the search (see eliminate): over several searches (cubes,
	// racers) the most that one of them removed.
	Eliminated int
	Time       time.Duration // time spent searching (a worker's search killed unanswered: as the pool timed it)
	// Racers is the number of searches raced (Job.Race), 0 when none
	// was; Winner is the one whose answer was kept (0 is the unseeded).
	// The other counts are the winner's.
	Racers, Winner int
	// Cubes is the number of cubes the search was split into and run
	// side by side (cube and conquer), 0 when it was not.
	Cubes int
	// Exhausted is the number of cubes (the whole formula counting as
	// one when it was not split) searched to the end: every solution in
	// them found. Short of Cubes, it says how far a stopped search got.
	Exhausted int
}

// Add adds the counts of o to s.
func (s *Stats) Add(o Stats) {
	s.Vars = max(s.Vars, o.Vars)
	s.Clauses += o.Clauses
	s.Cards += o.Cards
	s.Solves += o.Solves
	s.Conflicts += o.Conflicts
	s.Decisions += o.Decisions
	s.Restarts += o.Restarts
	s.Lazy += o.Lazy
	s.Eliminated = max(s.Eliminated, o.Eliminated)
	s.Time += o.Time
	s.Cubes += o.Cubes
	s.Exhausted += o.Exhausted
	if o.Racers > 0 {
		s.Racers, s.Winner = o.Racers, o.Winner
	}
}

// Solver searches for models of a formula with gophersat. Clauses can be
// added between searches. A Solver is not safe for concurrent use; searches
// of different solvers in one process take turns.
type Solver struct {
	gs      *solver.Solver
	nvars   int
	status  Status
	model   []bool
	stats   Stats
	stopped bool // a search was abandoned; the gophersat solver is unusable
	// appended: AddClause gave gophersat a clause; assumed: SolveAssuming
	// was called. The two do not mix (see SolveAssuming).
	appended, assumed bool
	// fixed holds the values unit propagation gave before the search
	// (1 true, −1 false), for variables gophersat never sees; nil when
	// the formula went to gophersat whole.
	fixed []int8
	// flip[v]: gophersat sees v negated (Formula.PreferTrue).
	flip []bool
	// When propagation leaves nothing to search, gophersat is not started
	// (it costs more than the rest for the many puzzles that unit
	// propagation solves): gs stays nil and the clauses added later wait
	// in pending until the next search.
	pending [][]int
	// After propagation the free variables are numbered densely for
	// gophersat, whose set-up costs grow with the number of variables:
	// dense[v] is v's number there (0: none yet), vars the converse.
	// Both are nil when the formula went to gophersat whole.
	dense []int32
	vars  []Var
	// elim are the variables eliminated before the search, in order
	// (solverOpts.eliminate): gophersat never sees them, restore gives
	// them their values in its models. gone[v] marks them; nil when none.
	elim []elimStep
	gone []bool
}

// out maps a literal to gophersat's numbering, giving a variable that has
// none yet the next dense number.
func (s *Solver) out(l Lit) int {
	v := l.Var()
	g := int(v)
	if s.dense != nil {
		if int(v) >= len(s.dense) {
			s.dense = append(s.dense, make([]int32, int(v)+1-len(s.dense))...)
		}
		if s.dense[v] == 0 {
			s.vars = append(s.vars, v)
			s.dense[v] = int32(len(s.vars))
		}
		g = int(s.dense[v])
	}
	if (l < 0) != s.flipped(v) {
		return -g
	}
	return g
}

// flipped reports whether gophersat sees v negated (Formula.PreferTrue).
func (s *Solver) flipped(v Var) bool { return int(v) < len(s.flip) && s.flip[v] }

// gophersatVars is the number of variables gophersat must make room for.
func (s *Solver) gophersatVars() int {
	if s.dense != nil {
		return max(len(s.vars), 1)
	}
	return max(s.nvars, 1)
}

// NewSolver returns a solver for f with the literals of units fixed true.
// The solver copies what it needs: later changes to f do not reach it.
func NewSolver(f *Formula, units ...Lit) *Solver { return newSolver(f, units, solverOpts{}) }

// NewPlainSolver returns a solver that hands f to gophersat as it is,
// clause for clause, without the unit propagation and renumbering that
// NewSolver does first: the naive route, kept as the baseline that
// benchmarks measure this package's preprocessing against. A formula with
// native constraints takes NewSolver's route (gophersat mishandles them
// under units).
func NewPlainSolver(f *Formula) *Solver { return newSolver(f, nil, solverOpts{plain: true}) }

// solverOpts are the ways newSolver can make a solver.
type solverOpts struct {
	// plain hands the formula to gophersat as it is (NewPlainSolver).
	plain bool
	// keep are the variables that clauses added later may name (nil:
	// every variable of the formula, but with eliminate, none). gophersat
	// is made with room for them, since it cannot take a variable it was
	// not made with (its newVar does not grow the assumptions, and
	// learning a clause over such a variable indexes past them).
	// Elimination never takes them.
	keep []Var
	// seed, other than 0, makes a different search of the same formula,
	// for a portfolio that races several (see Job.Race): gophersat meets
	// the clauses and native constraints in a random order, which numbers
	// its variables in that order (its first decisions follow the
	// numbering), with the literals of each clause shuffled, and tries
	// each variable first with a random value. The models are the same;
	// the time to find them is not.
	seed int64
	// eliminate removes the variables that gates define (see eliminate)
	// before gophersat sees the clauses, but for those of keep and of the
	// native constraints. Each is a function of the variables left, so two
	// solutions still differ on those: a blocking clause over them (and
	// only them, as AddClause checks) tells solutions apart.
	eliminate bool
}

// newSolver makes a solver of f under units, as o says.
func newSolver(f *Formula, units []Lit, o solverOpts) *Solver {
	// The preferred values are copied: a later PreferTrue on f must not
	// change how this solver reads its models back.
	s := &Solver{nvars: f.nvars, flip: slices.Clone(f.prefer)}
	var rng *rand.Rand
	if o.seed != 0 {
		rng = rand.New(rand.NewSource(o.seed))
		s.flip = make([]bool, f.nvars+1)
		for v := range s.flip {
			s.flip[v] = (v < len(f.prefer) && f.prefer[v]) != (rng.Intn(2) == 1)
		}
	}
	s.stats.Vars = f.nvars
	s.stats.Clauses = len(f.ends) + len(units)
	s.stats.Cards = len(f.cards)
	if f.trivial {
		s.status = Unsat
		return s
	}
	nv := max(f.nvars, 1)
	var pb *solver.Problem
	// Elimination may take the free variables outside keep and the native
	// constraints. It is not tried on formulas so large that its set-up
	// would cost seconds where nothing measured gains (1000-queens: 4.4
	// million clauses, 2.5 s), nor when no variable is left to it (a
	// Sudoku of native constraints, say; see below).
	elim := o.eliminate && len(f.ends) <= elimMaxClauses
	if rng == nil && !elim && len(units) == 0 && len(f.cards) == 0 && (o.plain || !f.hasUnitClause()) {
		// Nothing to propagate: the formula goes to gophersat whole.
		cnf := make([][]int, 0, len(f.ends))
		buf := make([]int, len(f.lits))
		for i, l := range f.lits {
			buf[i] = s.out(l)
		}
		start := 0
		for _, end := range f.ends {
			cnf = append(cnf, buf[start:end:end])
			start = end
		}
		pb = solver.ParseSliceNb(cnf, nv)
	} else {
		// Propagate the units first and give gophersat only what is left:
		// the clauses and constraints not yet satisfied, without their
		// false literals, and no unit at all.
		val, ok := f.propagate(units)
		if !ok {
			s.status = Unsat
			return s
		}
		s.fixed = val
		s.dense = make([]int32, f.nvars+1)
		cnf := make([][]int, 0, len(f.ends))
		// One buffer for every reduced clause, sized for all the literals
		// up front: the clauses alias it, so a buffer grown by append
		// would copy what is already there (500-queens with bimander
		// rows: 1.4 s of the 5.4 s set-up went to that copying).
		buf := make([]int, 0, len(f.lits))
		// each calls fn with the clauses of f, in a random order, each
		// with its literals shuffled, when seeded: the dense numbers
		// follow that order.
		each := f.Clauses
		if rng != nil {
			each = func(fn func(c []Lit)) {
				for _, i := range rng.Perm(len(f.ends)) {
					start := 0
					if i > 0 {
						start = f.ends[i-1]
					}
					c := append([]Lit(nil), f.lits[start:f.ends[i]]...)
					rng.Shuffle(len(c), func(a, b int) { c[a], c[b] = c[b], c[a] })
					fn(c)
				}
			}
		}
		var frozen []bool
		if elim {
			frozen = make([]bool, f.nvars+1)
			for _, v := range o.keep {
				if int(v) <= f.nvars {
					frozen[v] = true
				}
			}
			for _, c := range f.cards {
				for _, l := range c.Lits {
					frozen[l.Var()] = true
				}
			}
			elim = false
			for v := 1; v <= f.nvars && !elim; v++ {
				elim = val[v] == 0 && !frozen[v]
			}
		}
		if !elim {
			each(func(c []Lit) {
				var r []int
				if buf, r = appendFree(buf, c, val, s.out); len(r) > 0 {
					cnf = append(cnf, r)
				}
			})
		} else {
			// The clauses not yet satisfied, without their false
			// literals, in f's numbering, for elimination first.
			var left [][]Lit
			lits := make([]Lit, 0, len(f.lits))
			each(func(c []Lit) {
				var r []Lit
				if lits, r = appendFree(lits, c, val, func(l Lit) Lit { return l }); len(r) > 0 {
					left = append(left, r)
				}
			})
			left, s.elim = eliminate(left, f.nvars, frozen)
			s.stats.Eliminated = len(s.elim)
			// Resolvents may be longer than the clauses they replace:
			// size the buffer for what is left (see above).
			n := 0
			for _, c := range left {
				n += len(c)
			}
			buf = make([]int, 0, n)
			for _, c := range left {
				start := len(buf)
				for _, l := range c {
					buf = append(buf, s.out(l))
				}
				cnf = append(cnf, buf[start:len(buf):len(buf)])
			}
		}
		// The native constraints not yet met, over their free literals.
		var cards []solver.CardConstr
		fcards := f.cards
		if rng != nil {
			fcards = append([]Card(nil), fcards...)
			rng.Shuffle(len(fcards), func(a, b int) { fcards[a], fcards[b] = fcards[b], fcards[a] })
		}
		for _, c := range fcards {
			k := c.AtLeast
			var free []Lit
			for _, l := range c.Lits {
				switch v := val[l.Var()]; {
				case v == 0:
					free = append(free, l)
				case (v > 0) == (l > 0):
					k--
				}
			}
			if k > 0 {
				g := make([]int, len(free))
				for i, l := range free {
					g[i] = s.out(l)
				}
				cards = append(cards, solver.CardConstr{Lits: g, AtLeast: k})
			}
		}
		// The free variables that later clauses may name get their
		// numbers now, after those of the clauses.
		if len(s.elim) > 0 {
			s.gone = make([]bool, f.nvars+1)
			for _, st := range s.elim {
				s.gone[st.v] = true
			}
		}
		if o.keep == nil || o.eliminate {
			// With elimination, every variable left: with every
			// variable projected, blocking clauses name those (see
			// enumerate); otherwise the ones in keep would do.
			for v := 1; v <= f.nvars; v++ {
				if val[v] == 0 && !s.isEliminated(Var(v)) {
					s.out(Lit(v))
				}
			}
		}
		for _, v := range o.keep {
			if int(v) <= f.nvars && val[v] == 0 {
				s.out(v.Pos())
			}
		}
		if len(cnf) == 0 && len(cards) == 0 {
			return s // decided by propagation: see Solve
		}
		if len(cards) == 0 {
			pb = solver.ParseSliceNb(cnf, s.gophersatVars())
		} else {
			cs := make([]solver.CardConstr, 0, len(cnf)+len(cards))
			for _, c := range cnf {
				cs = append(cs, solver.CardConstr{Lits: c, AtLeast: 1})
			}
			pb = solver.ParseCardConstrs(append(cs, cards...))
			// Make room for the variables numbered but not in a
			// constraint, which later clauses may name.
			for pb.NbVars < s.gophersatVars() {
				pb.NbVars++
				pb.Model = append(pb.Model, 0)
			}
		}
	}
	if pb.Status == solver.Unsat {
		s.status = Unsat
		return s
	}
	// gophersat's CuttingPlanes mode stays off: with native constraints it
	// answered "no solution" for Sudoku 64-1 and 64-2, which have some.
	s.gs = solver.New(pb)
	return s
}

// AddClause adds a clause for the following searches. The clause may name
// only variables that the formula had when the solver was made (for a
// solver of Enumerate, the projected ones that elimination left); it
// panics otherwise, which is a programming error.
func (s *Solver) AddClause(lits ...Lit) {
	if s.assumed {
		panic("sat: AddClause on a solver that answered SolveAssuming")
	}
	s.appended = true
	s.stats.Clauses++
	for _, l := range lits {
		if v := l.Var(); s.isEliminated(v) {
			panic(fmt.Sprintf("sat: a clause added to a solver names variable %d, which elimination removed", v))
		}
		if v := l.Var(); int(v) > s.nvars || (s.gs != nil && s.dense != nil && (int(v) >= len(s.dense) || s.dense[v] == 0) && !s.isFixed(v)) {
			panic(fmt.Sprintf("sat: a clause added to a solver names variable %d, which the solver was not made with", v))
		}
	}
	if s.status == Unsat || s.stopped {
		return
	}
	if s.fixed != nil {
		lits = s.dropFixed(lits)
		if lits == nil {
			return // satisfied by a fixed literal
		}
	}

	if len(lits) == 0 {
		s.status = Unsat
		return
	}
	if s.gs == nil {
		c := make([]int, len(lits))
		for i, l := range lits {
			c[i] = s.out(l)
		}
		s.pending = append(s.pending, c)
		return
	}
	gl := make([]solver.Lit, len(lits))
	for i, l := range lits {
		gl[i] = solver.IntToLit(int32(s.out(l)))
	}
	gophersatMu.Lock()
	s.gs.AppendClause(solver.NewClause(gl))
	gophersatMu.Unlock()
}

// Solve searches for a model. When ctx is done before the search ends, Solve
// returns Unknown and the solver answers Unknown from then on (gophersat
// cannot be interrupted: the abandoned search runs on in the background,
// holding the package lock, and its result is dropped).
func (s *Solver) Solve(ctx context.Context) Status {
	if s.assumed {
		return s.SolveAssuming(ctx, nil)
	}
	s.stats.Solves++
	if s.status == Unsat {
		s.model = nil
		return Unsat
	}
	if s.stopped || ctx.Err() != nil {
		return Unknown
	}
	if s.gs == nil {
		if len(s.pending) == 0 {
			// Propagation decided every clause: the fixed values,
			// with the free variables false, are a model.
			s.status = Sat
			s.model = s.fixedModel(s.model)
			restore(s.model, s.elim)
			return Sat
		}
		pb := solver.ParseSliceNb(s.pending, s.gophersatVars())
		s.pending = nil
		if pb.Status == solver.Unsat {
			s.status = Unsat
			s.model = nil
			return Unsat
		}
		s.gs = solver.New(pb)
	}
	return s.search(ctx, false, nil, nil)
}

// SolveAssuming searches for a model in which the literals of assume hold,
// without changing the solver: the next call may assume other literals.
// It is the incremental route for questions asked many times of one
// formula (which cells are forced, which givens conflict). A solver that
// answers it must not be given clauses with AddClause, before or after:
// gophersat's assumptions were measured unsound once clauses are appended
// (a random test of 3,000 small formulas found wrong answers in both
// orders; with no clause appended, 400,000 queries agreed with brute force).
// It panics on such a solver, a programming error.
func (s *Solver) SolveAssuming(ctx context.Context, assume []Lit) Status {
	if len(s.elim) > 0 {
		panic("sat: SolveAssuming on a solver that eliminated variables")
	}
	if s.appended {
		panic("sat: SolveAssuming on a solver that was given clauses with AddClause")
	}
	s.assumed = true
	s.stats.Solves++
	if s.status == Unsat {
		s.model = nil
		return Unsat
	}
	if s.stopped || ctx.Err() != nil {
		return Unknown
	}
	var gl []solver.Lit
	var free []Lit // assumed, and in no clause gophersat holds
	for _, l := range assume {
		v := l.Var()
		switch {
		case int(v) > s.nvars:
			panic(fmt.Sprintf("sat: assumption %d names a variable the solver was not made with", l))
		case s.isFixed(v):
			if (s.fixed[v] > 0) != l.IsPos() {
				s.model = nil
				return Unsat // against a value propagation fixed
			}
		case s.dense != nil && (int(v) >= len(s.dense) || s.dense[v] == 0):
			free = append(free, l)
		default:
			gl = append(gl, solver.IntToLit(int32(s.out(l))))
		}
	}
	for i, l := range assume {
		for _, m := range assume[:i] {
			if m == -l {
				s.model = nil
				return Unsat // a literal and its negation
			}
		}
	}
	if s.gs == nil {
		// Propagation decided every clause: the fixed values, the
		// assumptions, and the other variables false are a model.
		s.model = s.fixedModel(s.model)
		for _, l := range assume {
			s.model[l.Var()] = l.IsPos()
		}
		return Sat
	}
	return s.search(ctx, true, gl, free)
}

// search runs gophersat, under the assumptions gl when assuming, and
// reads the model: free are assumed literals gophersat does not hold.
func (s *Solver) search(ctx context.Context, assuming bool, gl []solver.Lit, free []Lit) Status {
	// run searches and sends the status and the time it took. It touches
	// nothing of s but gophersat's solver: a stopped search goes on in
	// its goroutine (gophersat cannot be interrupted) after search has
	// returned, while the caller reads s.
	type outcome struct {
		st   solver.Status
		took time.Duration
	}
	done := make(chan outcome, 1)
	gs := s.gs
	run := func() {
		gophersatMu.Lock()
		defer gophersatMu.Unlock()
		if ctx.Err() != nil {
			// Stopped while it waited for another solver's search
			// (maybe one stopped before, running on): it never starts.
			done <- outcome{st: solver.Indet}
			return
		}
		start := time.Now()
		var st solver.Status
		if assuming {
			st = gs.Assume(gl)
		}
		if st != solver.Unsat {
			st = gs.Solve()
		}
		done <- outcome{st, time.Since(start)}
	}
	var out outcome
	if ctx.Done() == nil {
		run()
		out = <-done
	} else {
		begun := time.Now()
		go run()
		select {
		case out = <-done:
		case <-ctx.Done():
			s.stopped = true
			s.model = nil
			s.stats.Time += time.Since(begun)
			return Unknown
		}
	}
	st := out.st
	s.stats.Time += out.took
	s.stats.Conflicts = s.gs.Stats.NbConflicts
	s.stats.Decisions = s.gs.Stats.NbDecisions
	s.stats.Restarts = s.gs.Stats.NbRestarts
	switch st {
	case solver.Sat:
		if !assuming {
			s.status = Sat
		}
		m := s.gs.Model()
		// Propagation's values first (the others false), then gophersat's
		// for the variables it numbered, which propagation left free.
		s.model = s.fixedModel(s.model)
		if s.dense == nil {
			for v := 1; v <= s.nvars && v-1 < len(m); v++ {
				s.model[v] = m[v-1] != s.flipped(Var(v))
			}
		}
		for i, v := range s.vars {
			if i < len(m) {
				s.model[v] = m[i] != s.flipped(v)
			}
		}
		for _, l := range free {
			s.model[l.Var()] = l.IsPos()
		}
		restore(s.model, s.elim)
		return Sat
	case solver.Unsat:
		if !assuming {
			s.status = Unsat
		}
		s.model = nil
		return Unsat
	}
	return Unknown
}

// Value returns the value of v in the last model found. It returns false
// when the last search found no model.
func (s *Solver) Value(v Var) bool {
	if int(v) >= len(s.model) {
		return false
	}
	return s.model[v]
}

// Model returns the last model found, indexed by variable (index 0 is
// unused), or nil when the last search found none. The slice is reused by the
// next search; copy it to keep it.
func (s *Solver) Model() []bool { return s.model }

// Stats returns the solver's measurements so far.
func (s *Solver) Stats() Stats { return s.stats }

// normalClause returns lits without repeats, or nil when it holds a literal
// and its negation (the clause is always true): gophersat mishandles both.
func normalClause(lits []Lit) []Lit {
	seen := make(map[Lit]bool, len(lits))
	out := make([]Lit, 0, len(lits))
	for _, l := range lits {
		if seen[-l] {
			return nil
		}
		if !seen[l] {
			seen[l] = true
			out = append(out, l)
		}
	}
	return out
}

// isEliminated reports whether elimination removed v.
func (s *Solver) isEliminated(v Var) bool { return int(v) < len(s.gone) && s.gone[v] }

// isFixed reports whether propagation gave v a value before the search.
func (s *Solver) isFixed(v Var) bool { return int(v) < len(s.fixed) && s.fixed[v] != 0 }

// dropFixed removes the literals that propagation made false. It returns
// nil when a literal is fixed true (the clause holds already) and an empty,
// non-nil slice when every literal is false.
func (s *Solver) dropFixed(lits []Lit) []Lit {
	out := make([]Lit, 0, len(lits))
	for _, l := range lits {
		v := l.Var()
		if int(v) >= len(s.fixed) || s.fixed[v] == 0 {
			out = append(out, l)
			continue
		}
		if (s.fixed[v] > 0) == (l > 0) {
			return nil
		}
	}
	return out
}

// hasUnitClause reports whether f has a clause of one literal.
func (f *Formula) hasUnitClause() bool {
	start := 0
	for _, end := range f.ends {
		if end-start == 1 {
			return true
		}
		start = end
	}
	return false
}

// fixedModel returns the model of the fixed values, free variables false,
// in buf when it is large enough.
func (s *Solver) fixedModel(buf []bool) []bool {
	if cap(buf) < s.nvars+1 {
		buf = make([]bool, s.nvars+1)
	}
	buf = buf[:s.nvars+1]
	for v := range buf {
		buf[v] = v < len(s.fixed) && s.fixed[v] > 0
	}
	return buf
}
