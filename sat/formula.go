package sat

import (
	"fmt"
	"maps"
	"slices"
)

// Formula is a CNF formula with a pool of variables and, for the native
// cardinality encoding, cardinality constraints that gophersat handles
// itself. The zero Formula is empty and ready to use. Variables are made with
// NewVar and never passed around as integers: an encoding that needs an
// auxiliary variable asks the formula for one.
//
// A Formula is not safe for concurrent use: making a solver of it may fill
// a cache in it (where each literal occurs, for unit propagation), so
// solvers of one formula are made on one goroutine at a time. A solver
// made of it copies what it needs.
type Formula struct {
	nvars  int
	lits   []Lit // all clauses, back to back
	ends   []int // ends[i] is the end of clause i in lits
	cards  []Card
	checks []Check // lazy constraints, checked on each model (check.go)
	// guard, when set, is added negated to every clause: the clauses
	// hold only when it is true (SetGuard).
	guard     Lit
	selectors []Selector
	selByName map[string]int // index in selectors
	names     []string       // names[v], "" for none (SetName)
	trivial   bool           // an empty clause was added: the formula is unsatisfiable

	prefer     []bool    // prefer[v]: the solver tries v true first
	hope       []Lit     // tried first by a search for one model (Hope)
	occ        [][]int32 // clauses by literal, for propagation (simplify.go)
	occClauses int       // number of clauses occ was built for
}

// Card is a native cardinality constraint: at least AtLeast of Lits are true.
type Card struct {
	Lits    []Lit
	AtLeast int
}

// NewFormula returns an empty formula.
func NewFormula() *Formula { return &Formula{} }

// NewVar returns a fresh variable.
func (f *Formula) NewVar() Var {
	f.nvars++
	return Var(f.nvars)
}

// NewVars returns n fresh variables, numbered consecutively.
func (f *Formula) NewVars(n int) []Var {
	vs := make([]Var, n)
	for i := range vs {
		vs[i] = f.NewVar()
	}
	return vs
}

// NewNamedVar returns a fresh variable with a name, written as a comment in
// DIMACS output.
func (f *Formula) NewNamedVar(name string) Var {
	v := f.NewVar()
	f.SetName(v, name)
	return v
}

// SetName names v. Names are for people reading DIMACS output only.
func (f *Formula) SetName(v Var, name string) {
	if int(v) >= len(f.names) {
		// Room for every variable made so far: names usually come
		// one per variable, right after NewVars.
		f.names = append(f.names, make([]string, max(int(v), f.nvars)+1-len(f.names))...)
	}
	f.names[v] = name
}

// PreferTrue asks the solver to try vars true first when it decides. It
// changes no solution, only the search: deciding a queen, a digit or a
// placement true propagates far more than deciding it false, and
// gophersat decides false by default. (The solver sees these variables
// negated.)
func (f *Formula) PreferTrue(vars ...Var) {
	if len(f.prefer) < f.nvars+1 {
		f.prefer = append(f.prefer, make([]bool, f.nvars+1-len(f.prefer))...)
	}
	for _, v := range vars {
		f.prefer[v] = true
	}
}

// Hope states literals that a model likely holds, such as "every cell
// is on a path" in Numberlink: a search for one model (a limit of one)
// looks for one in which they all hold first, and searches the whole
// formula only when there is none. It changes no answer, only the time:
// what is found is a model of the formula, and nothing found means
// none. A search with a limit of more than one, whose count must be
// whole, ignores it; a job's last cube searched with one left to find
// (Job.Limit) uses it.
func (f *Formula) Hope(lits ...Lit) {
	for _, l := range lits {
		f.check(l)
	}
	f.hope = append(f.hope, lits...)
}

// Hoped returns the literals that Hope stated; they must not be changed.
func (f *Formula) Hoped() []Lit { return f.hope }

// Name returns the name of v, or "" when it has none.
func (f *Formula) Name(v Var) string {
	if v < 0 || int(v) >= len(f.names) {
		return ""
	}
	return f.names[v]
}

// NumVars returns the number of variables made so far.
func (f *Formula) NumVars() int { return f.nvars }

// NumClauses returns the number of clauses.
func (f *Formula) NumClauses() int { return len(f.ends) }

// NumCards returns the number of native cardinality constraints.
func (f *Formula) NumCards() int { return len(f.cards) }

// AddClause adds the disjunction of lits. The slice is copied; a literal
// given twice is kept once, and a clause with both a literal and its
// negation is always true and is not added (gophersat mishandles both). An
// empty clause makes the formula unsatisfiable. It panics on a literal of a
// variable the formula has not made, which is a programming error.
func (f *Formula) AddClause(lits ...Lit) {
	for _, l := range lits {
		f.check(l)
	}
	if f.guard != 0 {
		lits = append(append(make([]Lit, 0, len(lits)+1), lits...), f.guard.Not())
	}
	if len(lits) == 0 {
		f.trivial = true
	}
	start := len(f.lits)
	for _, l := range lits {
		dup := false
		for _, m := range f.lits[start:] {
			if m == l {
				dup = true
				break
			}
			if m == -l {
				f.lits = f.lits[:start] // a tautology
				return
			}
		}
		if !dup {
			f.lits = append(f.lits, l)
		}
	}
	f.ends = append(f.ends, len(f.lits))
}

// AddCard adds the native constraint that at least k of lits are true. The
// literals must be of distinct variables. The slice is copied. Formulas with native constraints cannot be written as
// DIMACS CNF.
func (f *Formula) AddCard(lits []Lit, k int) {
	if f.guard != 0 {
		panic("sat: a native constraint under a guard (SetGuard): encode it as clauses")
	}
	for _, l := range lits {
		f.check(l)
	}
	f.cards = append(f.cards, Card{Lits: append([]Lit(nil), lits...), AtLeast: k})
}

func (f *Formula) check(l Lit) {
	if l == 0 || int(l.Var()) > f.nvars {
		panic(fmt.Sprintf("sat: literal %d is not a variable of this formula (%d variables)", l, f.nvars))
	}
}

// Clause returns clause i. The slice aliases the formula's storage and must
// not be changed.
func (f *Formula) Clause(i int) []Lit {
	start := 0
	if i > 0 {
		start = f.ends[i-1]
	}
	return f.lits[start:f.ends[i]:f.ends[i]]
}

// Cards returns the native cardinality constraints. The slice must not be
// changed.
func (f *Formula) Cards() []Card { return f.cards }

// Clauses calls fn for every clause in order. The slice passed to fn aliases
// the formula's storage and must not be changed or kept.
func (f *Formula) Clauses(fn func(c []Lit)) {
	start := 0
	for _, end := range f.ends {
		fn(f.lits[start:end:end])
		start = end
	}
}

// Size returns the number of variables, clauses and native constraints, for
// statistics.
func (f *Formula) Size() (vars, clauses, cards int) {
	return f.nvars, len(f.ends), len(f.cards)
}

// Clone returns a deep copy of f, so that clauses can be added to the copy
// without changing f.
func (f *Formula) Clone() *Formula {
	g := &Formula{
		nvars:     f.nvars,
		lits:      append([]Lit(nil), f.lits...),
		ends:      append([]int(nil), f.ends...),
		cards:     append([]Card(nil), f.cards...),
		checks:    append([]Check(nil), f.checks...),
		guard:     f.guard,
		selectors: append([]Selector(nil), f.selectors...),
		selByName: maps.Clone(f.selByName),
		trivial:   f.trivial,
		prefer:    append([]bool(nil), f.prefer...),
		hope:      slices.Clone(f.hope),
	}
	g.names = slices.Clone(f.names)
	return g
}

// Selector is a literal that switches a named group of clauses on: a given
// of a puzzle, or an instance of one of its rules. A solver assumes it true
// to have the group, and leaves it free to drop it.
type Selector struct {
	Name  string // as people name it: "r3c4=7", "top 3=2", "row 3"
	Lit   Lit
	Given bool // a given or clue of the puzzle (not a rule)
	// Tag is the identity the model gave the group (a clue's index in
	// its puzzle, say), so that a generator that keeps some givens knows
	// which without reading names; 0 when the model gave none.
	Tag int
	// Units are the literals the group fixes on its own (a given cell's
	// value), recorded as its constraints are added: a deduction that
	// finds one of them finds nothing the puzzle did not say.
	Units []Lit
}

// Selector returns the selector of the group named name, making it on
// first use.
func (f *Formula) Selector(name string, given bool) Lit { return f.TaggedSelector(name, given, 0) }

// TaggedSelector returns the selector of the group named name as Selector
// does, with tag as its Tag when it is made.
func (f *Formula) TaggedSelector(name string, given bool, tag int) Lit {
	if k, ok := f.selByName[name]; ok {
		return f.selectors[k].Lit
	}
	l := f.NewNamedVar("select " + name).Pos()
	if f.selByName == nil {
		f.selByName = map[string]int{}
	}
	f.selByName[name] = len(f.selectors)
	f.selectors = append(f.selectors, Selector{Name: name, Lit: l, Given: given, Tag: tag})
	return l
}

// AddUnits records literals that the group of selector sel fixes on its
// own (Selector.Units).
func (f *Formula) AddUnits(sel Lit, lits ...Lit) {
	for k := len(f.selectors) - 1; k >= 0; k-- { // the newest first: its group is being added
		if s := &f.selectors[k]; s.Lit == sel {
			s.Units = append(s.Units, lits...)
			return
		}
	}
	panic(fmt.Sprintf("sat: AddUnits: %d is no selector", sel))
}

// Selectors returns the selectors made so far, in the order made. The
// slice must not be changed.
func (f *Formula) Selectors() []Selector { return f.selectors }

// SetGuard makes every clause added from now on hold only when g is true
// (each gets ¬g), until SetGuard(0). Native constraints cannot be guarded:
// AddCard panics under a guard.
func (f *Formula) SetGuard(g Lit) {
	if g != 0 {
		f.check(g)
	}
	f.guard = g
}
