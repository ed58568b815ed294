package kit

import (
	"fmt"
	"sort"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// Model is a puzzle's formula as a genre states it: grids of variables
// (Bools, OneHot), the rules as constraints over their literals, each
// rule instance or clue named as people name it, and connectivity. It
// gives the driver what it needs of the variables: the projection that
// solutions are told apart by, the cells that hints reason about, and
// the names of their literals.
type Model struct {
	F      *sat.Formula
	Config encode.Config
	// Explaining says the model is for --explain (solve.Options.Explain).
	Explaining bool
	named      bool
	pending    []encode.Constraint // stated, not yet encoded (Close)
	grids      []*vars             // by first variable
	truth      sat.Lit
	// oneHotOnly: every grid so far is one-hot (Projection); trueOnly:
	// the genre says so of its grids (TrueOnly).
	oneHotOnly, trueOnly bool
	fixed                map[sat.Var]bool // Fix's
	guided               bool             // Guide states its clauses
	guides               int              // and has stated this many
	hopeVar              sat.Var          // HopeClause's, 0 before its first
	// forQuestions: ConnectForQuestions chose a method for the questions
	// that a search does worse with (solve.Problem.Solvable).
	forQuestions bool
	// edges are Edges', by shape, for the edges that --forced decides off
	// (ForcedEdges).
	edges   []shapeEdges
	derived []derived // Derived's
	// stated are the variables of the givens over one literal: a cell's
	// value that the puzzle states (solve.Problem.Stated), not one that a
	// clue counting several cells fixes.
	stated map[sat.Var]bool
	// counted are the units of pending that a clue fixes by counting
	// (countedUnit), left out of stated.
	counted map[int]bool
}

// NewModel returns an empty model under the encodings of cfg; under
// cfg.Select, named constraints get selectors.
func NewModel(cfg encode.Config) *Model {
	return &Model{F: sat.NewFormula(), Config: cfg, named: cfg.Select != encode.SelectNone, oneHotOnly: true}
}

// Named reports whether the model names its constraints (under Select):
// a genre may skip building names otherwise.
func (m *Model) Named() bool { return m.named }

// vars is a grid of variables: n cells of k values each (k = 1 for a
// boolean grid, whose one variable is the cell's value).
type vars struct {
	first sat.Var
	n, k  int
	lo    int // the value of a one-hot cell's first variable
	name  func(i, v int) string
	aux   bool
	// line: the edges of one loop or path (Loop, LoopOf, Path). No
	// solution's true edges contain another's: a loop or a path that
	// held all of another's edges and more would have a piece apart.
	line bool
	// choice, for a Choice grid (one variable an item, k = 1): the
	// variables of each of its cells, which hints reason about together.
	choice [][]int
}

// Bools is a boolean variable per cell (or per edge, per dot): lit,
// shaded, on the loop.
type Bools struct{ g *vars }

// Bools adds n boolean variables. name(i, on) names the literal of item
// i being on or off, as people would say it ("r3c4 shaded", "r3c4 not
// shaded"): the names of hints and suggestions.
func (m *Model) Bools(n int, name func(i int, on bool) string) Bools {
	g := m.grid(n, 1, 0, func(i, v int) string { return name(i, v == 1) })
	m.oneHotOnly = false
	return Bools{g}
}

// Aux adds n boolean variables that are functions of others (a cell's
// place on a loop, say): not part of the projection nor of the cells
// hints reason about.
func (m *Model) Aux(n int) Bools {
	g := m.grid(n, 1, 0, nil)
	g.aux = true
	return Bools{g}
}

// Derived returns n boolean variables that --forced decides too
// (solve.Problem.Define): facts of a solution that no one variable of the
// projection holds. When solutions differ, define is given what every
// solution agrees on of the projection (known) and states, in clauses,
// each item still worth asking, both ways from the projection's
// variables; it returns those items, and the others stay Unknown. Both
// happen only then, on a copy of the formula, so that the other questions
// pay nothing and their formula (--stats, --dimacs) has no such variable:
// until then Get gives Unknown.
func (m *Model) Derived(n int, define func(b Bools, known Values, clause func(lits ...sat.Lit)) []int) Bools {
	b := Bools{&vars{n: n, k: 1, aux: true}}
	m.derived = append(m.derived, derived{b, define})
	return b
}

// derived is a grid of Derived's with its definition.
type derived struct {
	b      Bools
	define func(b Bools, known Values, clause func(lits ...sat.Lit)) []int
}

// defineDerived adds Derived's variables and the definitions of those
// worth asking to f, a copy of the model's formula, given the values
// known of the projection, and returns the variables defined.
func (m *Model) defineDerived(f *sat.Formula, known []int8) []sat.Var {
	var out []sat.Var
	for _, d := range m.derived {
		if d.b.g.n == 0 {
			continue
		}
		d.b.g.first = f.NewVars(d.b.g.n)[0] // the same in every copy: f.NumVars is the model's
		for _, i := range d.define(d.b, Forced(known), f.AddClause) {
			out = append(out, d.b.Var(i))
		}
	}
	return out
}

func (m *Model) grid(n, k, lo int, name func(i, v int) string) *vars {
	g := &vars{n: n, k: k, lo: lo, name: name}
	if n*k > 0 {
		g.first = m.F.NewVars(n * k)[0]
	}
	m.grids = append(m.grids, g)
	return g
}

// Var returns the variable of item i.
func (b Bools) Var(i int) sat.Var { return b.g.first + sat.Var(i) }

// Lit returns the literal that item i is on.
func (b Bools) Lit(i int) sat.Lit { return b.Var(i).Pos() }

// Lits returns the literals of the items is.
func (b Bools) Lits(is []int) []sat.Lit {
	out := make([]sat.Lit, len(is))
	for k, i := range is {
		out[k] = b.Lit(i)
	}
	return out
}

// All returns the literals of every item.
func (b Bools) All() []sat.Lit {
	out := make([]sat.Lit, b.g.n)
	for i := range out {
		out[i] = b.Lit(i)
	}
	return out
}

// Len returns the number of items.
func (b Bools) Len() int { return b.g.n }

// Get returns item i's value in v: 1 on, 0 off, Unknown when v leaves it
// open.
func (b Bools) Get(v Values, i int) int {
	if b.g.first == 0 { // Derived's, not yet defined
		return Unknown
	}
	return v.Lit(b.Lit(i))
}

// Decode returns every item's value in v (see Get).
func (b Bools) Decode(v Values) []int {
	out := make([]int, b.g.n)
	for i := range out {
		out[i] = b.Get(v, i)
	}
	return out
}

// OneHot is a cell that takes one of the values Lo to Hi, a variable per
// value, exactly one true.
type OneHot struct {
	g      *vars
	Lo, Hi int
}

// OneHot adds n cells of values lo to hi, each exactly one, the rule named
// "cell NAME" with cell(i)'s name. name(i) and value(v) name a literal:
// "r3c4=7", or "r3c4≠7" for its negation.
func (m *Model) OneHot(n, lo, hi int, cell func(i int) string, value func(v int) string) OneHot {
	g := m.grid(n, hi-lo+1, lo, func(i, v int) string {
		if v >= 0 {
			return cell(i) + "=" + value(v)
		}
		return cell(i) + "≠" + value(-v-1)
	})
	o := OneHot{g, lo, hi}
	for i := 0; i < n; i++ {
		m.Rule(encode.EQ, 1, o.Cell(i), "cell %s", cell(i))
	}
	return o
}

// Is returns the literal that cell i holds v (false when v is out of the
// cell's range: a literal that is never true).
func (o OneHot) Is(i, v int) sat.Lit {
	if v < o.Lo || v > o.Hi {
		panic(fmt.Sprintf("kit: value %d out of %d..%d", v, o.Lo, o.Hi))
	}
	return (o.g.first + sat.Var(i*o.g.k+v-o.Lo)).Pos()
}

// Cell returns the literals of cell i's values, Lo first.
func (o OneHot) Cell(i int) []sat.Lit {
	out := make([]sat.Lit, o.g.k)
	for v := range out {
		out[v] = o.Is(i, o.Lo+v)
	}
	return out
}

// Value returns the literals of the cells is holding v.
func (o OneHot) Value(is []int, v int) []sat.Lit {
	out := make([]sat.Lit, len(is))
	for k, i := range is {
		out[k] = o.Is(i, v)
	}
	return out
}

// Every returns the literals of every cell holding v, cell by cell.
func (o OneHot) Every(v int) []sat.Lit {
	out := make([]sat.Lit, o.g.n)
	for i := range out {
		out[i] = o.Is(i, v)
	}
	return out
}

// Get returns cell i's value in v, or Unknown when v leaves it open.
func (o OneHot) Get(v Values, i int) int {
	for x := o.Lo; x <= o.Hi; x++ {
		if v.Lit(o.Is(i, x)) == 1 {
			return x
		}
	}
	return Unknown
}

// Decode returns every cell's value in v (see Get).
func (o OneHot) Decode(v Values) []int {
	out := make([]int, o.g.n)
	for i := range out {
		out[i] = o.Get(v, i)
	}
	return out
}

// Unknown is the value of what a Values leaves open: a cell undecided
// among the solutions of --forced.
const Unknown = -1

// Values are the values of a model's variables: those of one solution, or
// those every solution agrees on (the rest Unknown). A genre's decoder
// reads a board from them, the same way for both.
type Values struct {
	model  []bool
	forced []int8
}

// Solution returns the values of a model (indexed by variable).
func Solution(model []bool) Values { return Values{model: model} }

// Forced returns the values that every solution agrees on (solve.Forced:
// +1 true in all, −1 false in all, 0 where they differ).
func Forced(values []int8) Values { return Values{forced: values} }

// Lit returns 1 when l is true, 0 when false, Unknown when open.
func (v Values) Lit(l sat.Lit) int {
	x := l.Var()
	var val int
	switch {
	case v.forced != nil:
		if int(x) >= len(v.forced) || v.forced[x] == 0 {
			return Unknown
		}
		val = int(v.forced[x]+1) / 2
	default:
		if int(x) < len(v.model) && v.model[x] {
			val = 1
		}
	}
	if !l.IsPos() {
		val = 1 - val
	}
	return val
}

// True returns a literal that is always true (made on first use).
func (m *Model) True() sat.Lit {
	if m.truth == 0 {
		m.truth = m.F.NewVar().Pos()
		m.F.AddClause(m.truth)
	}
	return m.truth
}

// Fix makes l true as part of the puzzle's layout (no light on a wall,
// say): its variable is no cell that hints reason about. Between Mark and
// GivenName it is part of a clue, which --explain may switch off
// (Numberlink's number: its path at its cell), as Add's constraints are.
func (m *Model) Fix(l sat.Lit) {
	if m.fixed == nil {
		m.fixed = map[sat.Var]bool{}
	}
	m.fixed[l.Var()] = true
	m.Add(encode.GE, 1, l)
}

// Add states Σ lits op k: a part of a rule that Mark and Name name with
// others, or a part of the model that is no rule of the puzzle (a
// definition).
func (m *Model) Add(op encode.Op, k int, lits ...sat.Lit) {
	m.pending = append(m.pending, encode.Constraint{Lits: lits, Op: op, K: k})
}

// AddAll states constraints as they are, with their names: a genre's
// rules written as encode.Constraints. The model may keep cs, which the
// caller must not change after.
func (m *Model) AddAll(cs ...encode.Constraint) {
	if len(m.pending) == 0 {
		m.pending = cs // no copy: a 25×25 Star Battle's are 0.5 MB
		return
	}
	m.pending = append(m.pending, cs...)
}

// Rule states Σ lits op k as one instance of a rule, named by format and
// args ("row %d", r+1) when the model names its constraints.
func (m *Model) Rule(op encode.Op, k int, lits []sat.Lit, format string, args ...any) {
	c := encode.Constraint{Lits: lits, Op: op, K: k}
	if m.named {
		c.Name = fmt.Sprintf(format, args...)
	}
	m.pending = append(m.pending, c)
}

// Given states Σ lits op k as a clue or given of the puzzle, tagged tag
// (its identity among the puzzle's clues, for the generator) and named
// by format and args ("r%dc%d=%d").
func (m *Model) Given(tag int, op encode.Op, k int, lits []sat.Lit, format string, args ...any) {
	c := encode.Constraint{Lits: lits, Op: op, K: k, Given: true, Tag: tag}
	if m.named {
		c.Name = fmt.Sprintf(format, args...)
	}
	m.pending = append(m.pending, c)
}

// Mark returns the place from which Name or GivenName name the
// constraints added next with Add, for a rule or a clue stated in
// several constraints. Only Add and Fix may come between the two.
func (m *Model) Mark() int { return len(m.pending) }

// Name names the constraints added with Add since mark as one rule
// instance.
func (m *Model) Name(mark int, format string, args ...any) {
	m.nameFrom(mark, false, 0, format, args...)
}

// GivenName names the constraints added with Add since mark as one clue
// tagged tag.
func (m *Model) GivenName(mark, tag int, format string, args ...any) {
	m.nameFrom(mark, true, tag, format, args...)
}

func (m *Model) nameFrom(mark int, given bool, tag int, format string, args ...any) {
	if !m.named {
		return
	}
	name := fmt.Sprintf(format, args...)
	for i := mark; i < len(m.pending); i++ {
		m.pending[i].Name, m.pending[i].Given, m.pending[i].Tag = name, given, tag
	}
}

// Close encodes the constraints stated so far into F. The kit calls it
// before the formula is solved; a genre need not.
func (m *Model) Close() {
	for i, c := range m.pending {
		if c.Given && len(c.Lits) == 1 && !m.counted[i] {
			if m.stated == nil {
				m.stated = map[sat.Var]bool{}
			}
			m.stated[c.Lits[0].Var()] = true
		}
	}
	encode.Add(m.F, m.Config, m.pending...)
	m.pending, m.counted = nil, nil
}

// countedUnit states the unit l, which a clue fixes by counting the cells
// it sees (Tapa's 8 shades every cell around it): no value the puzzle
// states (Stated), so a hint tells it as a step.
func (m *Model) countedUnit(l sat.Lit) {
	if m.counted == nil {
		m.counted = map[int]bool{}
	}
	m.counted[len(m.pending)] = true
	m.Add(encode.GE, 1, l)
}

// Stated reports whether a given over v alone states its value
// (solve.Problem.Stated): a given digit (GivenValues), a piece of Tracks
// (one constraint an edge), not the bridges that a Hashi 4 in a corner
// fixes.
func (m *Model) Stated(v sat.Var) bool { return m.stated[v] }

// TrueOnly says that every solution sets as many of the grids' variables
// true (half of Binox's cells are X): a solution's true variables alone
// then tell it apart (sat.Projection.TrueOnly), which one-hot grids
// say of themselves.
func (m *Model) TrueOnly() { m.trueOnly = true }

// Projection returns the variables solutions are told apart by: every
// grid's but Aux. When every grid is one-hot (a solution sets one variable
// per cell), the true ones alone tell it apart; so they do when the only
// grids are the edges of loops or paths (vars.line), which blocks a
// solution by "one of its edges is off". A search for a second solution
// then has to break the first: blocked by any change, an empty 34×34
// Masyu's found it plus one small loop after another, 7,963 models cut
// off by the loop's check, in 11 minutes.
func (m *Model) Projection() sat.Projection {
	lines := true
	p := sat.Projection{Vars: []sat.Var{}}
	for _, g := range m.grids {
		if !g.aux {
			lines = lines && g.line
			for k := 0; k < g.n*g.k; k++ {
				p.Vars = append(p.Vars, g.first+sat.Var(k))
			}
		}
	}
	p.TrueOnly = m.trueOnly || m.oneHotOnly && len(m.grids) > 0 || lines && len(p.Vars) > 0
	return p
}

// Cells returns the cells hints reason about: each item of a grid of
// Bools, each cell of a OneHot by its variables, but those with a
// variable fixed by Fix.
func (m *Model) Cells() [][]sat.Var {
	out := [][]sat.Var{} // none, but named: a grid of walls alone is solved already
	for _, g := range m.grids {
		if g.aux {
			continue
		}
		if g.choice != nil {
			out = append(out, g.choiceCells(m.fixed)...)
			continue
		}
		for i := 0; i < g.n; i++ {
			cell := make([]sat.Var, 0, g.k)
			for v := 0; v < g.k; v++ {
				if x := g.first + sat.Var(i*g.k+v); !m.fixed[x] {
					cell = append(cell, x)
				}
			}
			if len(cell) == g.k {
				out = append(out, cell)
			}
		}
	}
	return out
}

// LitName names a literal of the grids' variables as the grid's name
// function does, found by the variable's range (no scan of the cells);
// "?" for another variable.
func (m *Model) LitName(l sat.Lit) string {
	v := l.Var()
	k := sort.Search(len(m.grids), func(k int) bool {
		g := m.grids[k]
		return int(g.first)+g.n*g.k > int(v)
	})
	if k == len(m.grids) || m.grids[k].name == nil || v < m.grids[k].first || m.grids[k].n*m.grids[k].k == 0 {
		return "?"
	}
	g := m.grids[k]
	off := int(v - g.first)
	i, x := off/g.k, off%g.k
	if g.k == 1 {
		b := 0
		if l.IsPos() {
			b = 1
		}
		return g.name(i, b)
	}
	if l.IsPos() {
		return g.name(i, g.lo+x)
	}
	return g.name(i, -(g.lo+x)-1)
}
