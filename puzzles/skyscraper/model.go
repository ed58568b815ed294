package skyscraper

import (
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// Heights is how the visibility rule reads the heights of the cells.
type Heights int

const (
	// Direct defines the visibility of each building from the cells'
	// one-hot height literals alone: O(N³) constraints per clue.
	Direct Heights = iota
	// Order adds an order (ladder) encoding of each height, "height ≥ h",
	// channelled to the one-hot literals, and a prefix-maximum ladder per
	// clue, "some building among the first i is ≥ h"; visibility is then
	// O(N) constraints per building, O(N²) per clue.
	Order
)

// String returns "direct" or "order", the values of --heights.
func (h Heights) String() string {
	switch h {
	case Direct:
		return "direct"
	case Order:
		return "order"
	}
	return "Heights(" + strconv.Itoa(int(h)) + ")"
}

// ParseHeights reads "direct" or "order" ("ladder" is Order too).
func ParseHeights(s string) (Heights, error) {
	switch s {
	case "direct", "onehot", "one-hot":
		return Direct, nil
	case "order", "ladder":
		return Order, nil
	}
	return 0, fmt.Errorf("unknown height encoding %q: expected direct or order", s)
}

// Options chooses how the model is stated.
type Options struct {
	Heights Heights
}

// Default is the model the command line uses: order-encoded heights, which
// the benchmark found faster (puzzlesat bench, the 15 shared puzzles
// solved and proven unique, pairwise at-most-one: 46 ms in all against
// direct's 161 ms, with 1,002 conflicts against 10,172; on Tatham's 8×8,
// 19 ms of search against 135 ms). Direct has fewer variables and wins
// only on the smallest grids, by a few milliseconds.
var Default = Options{Heights: Order}

// Model is a puzzle as a formula: a variable per cell and height.
type Model struct {
	Puzzle  *Puzzle
	Formula *sat.Formula
	// X[(r*N+c)*N+h-1] is true when cell (r, c) has height h.
	X          []sat.Var
	Projection sat.Projection
}

// term is a literal, or a constant where the encoding knows the value:
// "height ≥ 1" is always true, "height ≥ N+1" always false, and the first
// building of a line is always seen. Constants are folded away before a
// constraint is made, so they never become variables.
type term struct {
	lit sat.Lit
	val int8 // 0: lit; +1: true; -1: false
}

var (
	yes = term{val: 1}
	no  = term{val: -1}
)

func lit(l sat.Lit) term { return term{lit: l} }

func (t term) not() term { return term{lit: t.lit.Not(), val: -t.val} }

// builder collects the constraints of a model, named as encode.Builder
// names them, over terms that may be constants.
type builder struct {
	encode.Builder
	f *sat.Formula
}

// clause states that at least one of the terms holds: one constraint,
// AtLeast(lits, 1), or none when a term is true.
func (b *builder) clause(ts ...term) {
	var lits []sat.Lit
	for _, t := range ts {
		switch t.val {
		case 1:
			return
		case 0:
			lits = append(lits, t.lit)
		}
	}
	b.Constraints = append(b.Constraints, encode.Constraint{Lits: lits, Op: encode.GE, K: 1})
}

// exactly states that exactly k of the terms hold; constants are folded
// into k.
func (b *builder) exactly(ts []term, k int) {
	var lits []sat.Lit
	for _, t := range ts {
		switch t.val {
		case 1:
			k--
		case 0:
			lits = append(lits, t.lit)
		}
	}
	b.Constraints = append(b.Constraints, encode.Constraint{Lits: lits, Op: encode.EQ, K: k})
}

// Constraints states the rules over the height variables x (see
// Model.X), making the auxiliary variables that opts asks for in f:
//
//   - each cell has exactly one height; each height is in each row and
//     each column exactly once; a given height is fixed;
//   - for each clue, a literal per building of its line says that the
//     building is seen (it is taller than every building before it), and
//     exactly clue of them are true. The first building is always seen,
//     so its literal is the constant true and the constraint is exactly
//     clue−1 of the others.
//
// The constraints carry no names; Encode names them under cfg.Select (see
// constraints).
func (p *Puzzle) Constraints(f *sat.Formula, x []sat.Var, opts Options) []encode.Constraint {
	return p.constraints(f, x, opts, false)
}

// constraints states the rules (see Constraints); with named, each given,
// clue and rule instance carries its name as people name it, 1-based, for
// explaining a conflict (encode.Constraint.Name): the givens "r3c4=5" and
// the clues "top 3=2", "right 1=4" (Given), the rules "cell r3c4" (one
// height), "row 3 heights" and "column 2 heights" (each height once). The
// definitions of the auxiliary literals (seen, the ladders) stay unnamed:
// they hold whatever the heights, so they never take part in a conflict.
func (p *Puzzle) constraints(f *sat.Formula, x []sat.Var, opts Options, named bool) []encode.Constraint {
	n := p.N
	b := &builder{Builder: encode.Builder{Named: named}, f: f}
	X := func(cell, h int) term { return lit(x[cell*n+h-1].Pos()) }
	heights := func(cell int) []sat.Lit { return sat.Lits(x[cell*n : cell*n+n]) }
	for cell := 0; cell < n*n; cell++ {
		from := b.Mark()
		b.exactly(lits(heights(cell)), 1)
		b.Name(from, false, "cell r%dc%d", cell/n+1, cell%n+1)
		if g := p.Given[cell]; g > 0 {
			from := b.Mark()
			b.clause(X(cell, g))
			b.Given(from, cell, "r%dc%d=%d", cell/n+1, cell%n+1, g)
		}
	}
	for _, s := range []Side{Left, Top} {
		for k := 0; k < n; k++ {
			line := p.Line(s, k)
			from := b.Mark()
			for h := 1; h <= n; h++ {
				ts := make([]term, n)
				for i, cell := range line {
					ts[i] = X(cell, h)
				}
				b.exactly(ts, 1)
			}
			b.Name(from, false, "%s %d heights", s.lineName(), k+1)
		}
	}
	ladder := newLadders(b, p, x)
	for _, s := range Sides {
		for k, clue := range p.Clues[s] {
			if clue == 0 {
				continue
			}
			line := p.Line(s, k)
			var seen []term
			if opts.Heights == Order {
				seen = ladder.seen(line)
			} else {
				seen = seenDirect(b, n, line, X)
			}
			// Only the count is the clue: the definitions of the seen
			// literals made above stay on when the clue is switched off.
			from := b.Mark()
			b.exactly(seen, clue)
			b.Given(from, ClueTag(n, s, k), "%s %d=%d", s, k+1, clue)
		}
	}
	return b.Constraints
}

// ClueTag is the tag of the clue of side s, line k, among the givens of
// the model (encode.Constraint.Tag): after the n² cells, the sides' clues
// in the order of Sides.
func ClueTag(n int, s Side, k int) int { return n*n + int(s)*n + k }

func lits(ls []sat.Lit) []term {
	ts := make([]term, len(ls))
	for i, l := range ls {
		ts[i] = lit(l)
	}
	return ts
}

// seenDirect returns the visibility terms of a line (cells nearest the
// viewer first) defined over the one-hot literals X: building i (i ≥ 1)
// is seen when it has height h and every earlier building is lower.
//
//	seen_i ∧ X(i, h) → X(j, 1) ∨ … ∨ X(j, h−1)      for each j < i, h < N
//	X(i, h) → seen_i ∨ ⋁_{j<i} (X(j, h+1) ∨ … ∨ X(j, N))   for h > 1
//
// The Latin rule keeps an earlier building from having height h too,
// which shortens both: a building of height 1 after the first is never
// seen, the first constraint is not needed for the tallest (h = N), and
// the second makes the tallest always seen in two literals.
func seenDirect(b *builder, n int, line []int, X func(cell, h int) term) []term {
	seen := make([]term, n)
	seen[0] = yes
	for i := 1; i < n; i++ {
		v := lit(b.f.NewVar().Pos())
		seen[i] = v
		cell := line[i]
		b.clause(v.not(), X(cell, 1).not())
		for h := 2; h <= n; h++ {
			for _, earlier := range line[:i] {
				if h == n {
					break
				}
				ts := []term{v.not(), X(cell, h).not()}
				for lower := 1; lower < h; lower++ {
					ts = append(ts, X(earlier, lower))
				}
				b.clause(ts...)
			}
			ts := []term{X(cell, h).not(), v}
			for _, earlier := range line[:i] {
				for higher := h + 1; higher <= n; higher++ {
					ts = append(ts, X(earlier, higher))
				}
			}
			b.clause(ts...)
		}
	}
	return seen
}

// ladders holds the order encoding of the cells' heights, made on first
// use: y[cell][h-2] is "height ≥ h" for h = 2..N.
type ladders struct {
	b *builder
	n int
	x []sat.Var
	y [][]sat.Var
}

func newLadders(b *builder, p *Puzzle, x []sat.Var) *ladders {
	return &ladders{b: b, n: p.N, x: x, y: make([][]sat.Var, p.N*p.N)}
}

// ge returns the term "the height of cell is ≥ h", for h = 1..N+1,
// making the cell's ladder and channelling it to the one-hot literals the
// first time:
//
//	ge(h+1) → ge(h);   X(h) ⟺ ge(h) ∧ ¬ge(h+1)
func (l *ladders) ge(cell, h int) term {
	n := l.n
	switch {
	case h <= 1:
		return yes
	case h > n:
		return no
	}
	if l.y[cell] == nil {
		l.y[cell] = l.b.f.NewVars(n - 1)
		for g := 2; g < n; g++ {
			l.b.clause(l.ge(cell, g+1).not(), l.ge(cell, g))
		}
		for g := 1; g <= n; g++ {
			xg := lit(l.x[cell*n+g-1].Pos())
			l.b.clause(xg.not(), l.ge(cell, g))
			l.b.clause(xg.not(), l.ge(cell, g+1).not())
			l.b.clause(l.ge(cell, g).not(), l.ge(cell, g+1), xg)
		}
	}
	return lit(l.y[cell][h-2].Pos())
}

// seen returns the visibility terms of a line over the ladders. M(i, h)
// is "some building among the first i+1 is ≥ h" (the prefix maximum):
// M(0, h) is the first building's ladder, and M(i, h) ⟺ M(i−1, h) ∨
// ge(i, h). Building i ≥ 1 is seen exactly when it is taller than
// M(i−1):
//
//	ge(i, h) ∧ ¬M(i−1, h) → seen_i              for h = 2..N
//	seen_i ∧ M(i−1, h) → ge(i, h+1)             for h = 1..N
func (l *ladders) seen(line []int) []term {
	n := l.n
	seen := make([]term, n)
	seen[0] = yes
	// prefix(h) is M(i−1, h) for the building i under way.
	first := line[0]
	prefix := func(h int) term { return l.ge(first, h) }
	for i := 1; i < n; i++ {
		cell := line[i]
		v := lit(l.b.f.NewVar().Pos())
		seen[i] = v
		for h := 1; h <= n; h++ {
			if h >= 2 {
				l.b.clause(l.ge(cell, h).not(), prefix(h), v)
			}
			l.b.clause(v.not(), prefix(h).not(), l.ge(cell, h+1))
		}
		if i == n-1 {
			break
		}
		// M(i, h) for h = 2..N, as new variables.
		m := l.b.f.NewVars(n - 1)
		prev := prefix
		for h := 2; h <= n; h++ {
			mh := lit(m[h-2].Pos())
			l.b.clause(prev(h).not(), mh)
			l.b.clause(l.ge(cell, h).not(), mh)
			l.b.clause(mh.not(), prev(h), l.ge(cell, h))
		}
		prefix = func(h int) term {
			switch {
			case h <= 1:
				return yes
			case h > n:
				return no
			}
			return lit(m[h-2].Pos())
		}
	}
	return seen
}

// Encode builds the formula of the puzzle with the encodings of cfg and
// the model options opts.
func (p *Puzzle) Encode(cfg encode.Config, opts Options) *Model {
	n := p.N
	f := sat.NewFormula()
	x := f.NewVars(n * n * n)
	for i, v := range x {
		cell := i / n
		f.SetName(v, "h("+strconv.Itoa(cell/n)+","+strconv.Itoa(cell%n)+")="+strconv.Itoa(i%n+1))
	}
	// Under cfg.Select the givens, clues and rules are named, so that the
	// driver can switch them off one at a time.
	encode.Add(f, cfg, p.constraints(f, x, opts, cfg.Select != encode.SelectNone)...)
	// Every solution sets exactly N² of the x true (one height a cell), so
	// blocking its true literals alone excludes exactly that solution.
	return &Model{Puzzle: p, Formula: f, X: x, Projection: sat.Projection{Vars: x, TrueOnly: true}}
}

// LitName names a literal of the height variables as people name a
// cell's value, 1-based: "r3c4=5", or "r3c4≠5" for a negated one; "?"
// for a variable that is not a height.
func (m *Model) LitName(l sat.Lit) string {
	n := m.Puzzle.N
	if len(m.X) == 0 {
		return "?"
	}
	k := int(l.Var()) - int(m.X[0])
	if k < 0 || k >= len(m.X) || m.X[k] != l.Var() {
		return "?"
	}
	rel := "="
	if !l.IsPos() {
		rel = "≠"
	}
	cell := k / n
	return fmt.Sprintf("r%dc%d%s%d", cell/n+1, cell%n+1, rel, k%n+1)
}

// DecodeForced reads what every solution agrees on (solve.Forced's
// values, indexed by variable): the height of each cell whose height
// variable is true in every solution, 0 elsewhere.
func (m *Model) DecodeForced(values []int8) Solution {
	n := m.Puzzle.N
	sol := make(Solution, n)
	for r := range sol {
		sol[r] = make([]int, n)
		for c := range sol[r] {
			for h := 1; h <= n; h++ {
				if v := m.X[(r*n+c)*n+h-1]; int(v) < len(values) && values[v] > 0 {
					sol[r][c] = h
				}
			}
		}
	}
	return sol
}

// Decode reads the heights from a model (indexed by variable). A cell
// whose height the model leaves unset reads as 0.
func (m *Model) Decode(model []bool) Solution {
	n := m.Puzzle.N
	sol := make(Solution, n)
	for r := range sol {
		sol[r] = make([]int, n)
		for c := range sol[r] {
			for h := 1; h <= n; h++ {
				if v := m.X[(r*n+c)*n+h-1]; int(v) < len(model) && model[v] {
					sol[r][c] = h
				}
			}
		}
	}
	return sol
}

// Cells returns each cell's height variables, for reasoning about cells
// (solve.Hint).
func (m *Model) Cells() [][]sat.Var {
	n := m.Puzzle.N
	out := make([][]sat.Var, n*n)
	for i := range out {
		out[i] = m.X[i*n : (i+1)*n]
	}
	return out
}
