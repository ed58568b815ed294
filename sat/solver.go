package sat

import (
	"fmt"
	"math/rand"
	"slices"
	"sync"

	"github.com/crillab/gophersat/solver"

	"github.com/puzzlesat/puzzlesat/internal/prefault"
)

// gophersatMu lets one gophersat search run at a time in this process:
// gophersat's clause learning writes a package-level buffer (bufLits in
// solver/learn.go), and two searches at once corrupt each other.
var gophersatMu sync.Mutex

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
	for _, l := range units {
		f.check(l) // a unit outside f is a programming error, said as such
	}
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
	if len(f.ends) >= heapWarmClauses {
		prefault.Heap(min(heapPerClause*len(f.ends), maxHeapWarm))
	}
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
		// One buffer for every reduced clause, sized for all the literals
		// up front: the clauses alias it, so a buffer grown by append
		// would copy what is already there (500-queens with bimander
		// rows: 1.4 s of the 5.4 s set-up went to that copying). Both
		// are scratch, kept for the next solver (see clauseScratch).
		sc := getScratch(len(f.ends), len(f.lits))
		cnf, buf := sc.cnf, sc.buf
		defer func() { putScratch(sc, cnf) }()
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
			set := newClauseSetFor(len(f.ends), len(f.lits))
			each(func(c []Lit) {
				var r []Lit
				if set.lits, r = appendFree(set.lits, c, val, func(l Lit) Lit { return l }); len(r) > 0 {
					set.spans = append(set.spans, clauseSpan{int32(len(set.lits) - len(r)), int32(len(set.lits))})
				}
			})
			var left [][]Lit
			left, s.elim = set.eliminate(f.nvars, frozen)
			s.stats.Eliminated = len(s.elim)
			// Resolvents may be longer than the clauses they replace:
			// size the buffer for what is left (see above).
			n := 0
			for _, c := range left {
				n += len(c)
			}
			buf = slices.Grow(buf[:0], n)
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

// The heap that the first solver of a formula of heapWarmClauses clauses
// or more maps in one step, once a process (prefault.Heap): about what a
// 25×25 Star Battle's set-up and search allocate a clause, up to
// maxHeapWarm. Whole processes alternated with the build before
// (2026-12-07, medians of 41): the 25×25 Star Battles houston 0.86× and
// psb 0.89× at -j 1. Of 11: Futoshiki's Tatham set at -j 2 (470,000
// clauses a puzzle) 1.02×, top95 0.95×, a 21×21 Star Battle at -j 2
// 0.99×. A 15×15 Star Battle of 3,304 clauses took 1.06× when it mapped
// 1.6 MB, and the Futoshiki set 1.08× with 32 MB mapped a worker
// (bench --compare): smaller formulas map nothing, larger ones 8 MB.
const (
	heapWarmClauses = 8192
	heapPerClause   = 480
	maxHeapWarm     = 8 << 20
)
