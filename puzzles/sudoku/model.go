package sudoku

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// Kind is a way of modelling a puzzle.
type Kind int

const (
	// Reduced propagates the givens, then naked singles (a cell with one
	// value left) and hidden singles (a value with one place left in a
	// row, column or block) until nothing changes, and models only what is
	// left open. It is the default: see the package benchmarks.
	Reduced Kind = iota
	// Full is the textbook model: N³ variables, 4N² exactly-one
	// constraints, and a unit constraint per given.
	Full
	// GivensOnly is Kwon and Jain's reduced model: the candidates the
	// givens rule out are dropped, without looking for singles. It is
	// kept for the benchmarks.
	GivensOnly
)

var kindNames = []string{Reduced: "reduced", Full: "full", GivensOnly: "givens"}

// String returns "reduced", "full" or "givens".
func (k Kind) String() string {
	if k >= 0 && int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// ParseKind reads a model name: full, reduced or givens.
func ParseKind(s string) (Kind, error) {
	for i, name := range kindNames {
		if s == name {
			return Kind(i), nil
		}
	}
	return 0, fmt.Errorf("unknown model %q: expected full or reduced", s)
}

// MaxFullVars bounds the full model, whose N³ variables make grids above
// about 250×250 too big for memory; the reduced model has no such bound.
const MaxFullVars = 1 << 24

// Model is a puzzle as a formula.
type Model struct {
	Puzzle     *Puzzle
	Kind       Kind
	Formula    *sat.Formula
	Projection sat.Projection
	// Known holds the values decided before encoding (by propagation in
	// the reduced models; none in the full model), 0 for open cells.
	Known []int
	// NoSolution explains why the puzzle has no solution when that was
	// found before any search, or is "".
	NoSolution string

	cellOf []int32 // cellOf[k] and valOf[k] are the cell and value of variable first+k
	valOf  []int32
	first  sat.Var
}

// Encode builds the model of kind k with the encodings of cfg. It fails
// only when the full model of a big grid would have more than MaxFullVars
// variables.
func (p *Puzzle) Encode(k Kind, cfg encode.Config) (*Model, error) {
	n := p.N
	named := cfg.Select != encode.SelectNone
	if named {
		// Givens that can be switched off need the full model: the
		// reduced ones fold the givens in before encoding.
		k = Full
	}
	if k == Full && n*n*n > MaxFullVars {
		return nil, fmt.Errorf("the full model of a %d×%d grid needs %d variables, more than %d: expected --model reduced", n, n, n*n*n, MaxFullVars)
	}
	g := newGrid(p, k == Reduced)
	m := &Model{Puzzle: p, Kind: k, Formula: sat.NewFormula()}
	if k != Full {
		for i, v := range p.Cells {
			if v != 0 {
				g.assign(i, v)
			}
		}
		g.propagate(k == Reduced)
		m.Known = g.known
	} else {
		m.Known = make([]int, n*n)
	}
	if c := p.Conflict(); c != "" {
		m.NoSolution = c
	} else if g.failed != "" {
		m.NoSolution = g.failed
	}
	if m.NoSolution != "" && k != Full {
		m.Formula.AddClause() // no solution: an empty clause says so
		m.Projection = sat.Projection{Vars: []sat.Var{}, TrueOnly: true}
		return m, nil
	}
	f := m.Formula
	// One variable per candidate of each open cell, cell by cell.
	start := make([]int32, n*n) // index of the cell's first variable
	total := 0
	for i := 0; i < n*n; i++ {
		start[i] = int32(total)
		if m.Known[i] == 0 {
			total += int(g.ncand[i])
		}
	}
	vars := f.NewVars(total)
	m.cellOf, m.valOf = make([]int32, total), make([]int32, total)
	if total > 0 {
		m.first = vars[0]
	}
	for i := 0; i < n*n; i++ {
		if m.Known[i] != 0 {
			continue
		}
		k := start[i]
		g.cands(i, func(v int) {
			m.cellOf[k], m.valOf[k] = int32(i), int32(v+1)
			k++
		})
	}
	x := func(i, v int) sat.Lit { return vars[int(start[i])+g.rank(i, v)].Pos() }
	encode.Add(f, cfg, p.constraints(g, m.Known, x, named)...)
	if k == Full {
		for i, v := range p.Cells {
			if v != 0 {
				c := encode.Constraint{Lits: []sat.Lit{x(i, v-1)}, Op: encode.GE, K: 1, Given: true, Tag: i}
				if named {
					c.Name = fmt.Sprintf("%s=%s", cellName(n, i), valueName(n, v))
				}
				encode.Add(f, cfg, c)
			}
		}
	}
	// Every solution sets exactly one variable per open cell, so blocking
	// the true variables alone excludes exactly one solution.
	m.Projection = sat.Projection{Vars: vars, TrueOnly: true}
	if vars == nil {
		m.Projection.Vars = []sat.Var{}
	}
	return m, nil
}

// constraints states the rules over the open cells of g: each open cell
// holds exactly one of its candidates, and each value not yet placed in a
// row, column or block stands exactly once among the group's cells that
// may take it. x(i, v) is the literal of candidate v (0-based) of cell i.
// With named, each rule instance carries its name ("cell r3c4", "row 3",
// "column 4", "block 5"), for explaining a conflict.
func (p *Puzzle) constraints(g *grid, known []int, x func(i, v int) sat.Lit, named bool) []encode.Constraint {
	n := p.N
	var cs []encode.Constraint
	for i := 0; i < n*n; i++ {
		if known[i] != 0 {
			continue
		}
		lits := make([]sat.Lit, 0, g.ncand[i])
		g.cands(i, func(v int) { lits = append(lits, x(i, v)) })
		c := encode.Constraint{Lits: lits, Op: encode.EQ, K: 1}
		if named {
			c.Name = "cell " + cellName(n, i)
		}
		cs = append(cs, c)
	}
	cells := make([]int, 0, n)
	for grp := 0; grp < 3*n; grp++ {
		cells = cells[:0]
		for k := 0; k < n; k++ {
			if j := g.groupCell(grp, k); known[j] == 0 {
				cells = append(cells, j)
			}
		}
		for v := 0; v < n; v++ {
			if g.placed[grp*n+v] {
				continue
			}
			var lits []sat.Lit
			for _, j := range cells {
				if g.has(j, v) {
					lits = append(lits, x(j, v))
				}
			}
			c := encode.Constraint{Lits: lits, Op: encode.EQ, K: 1}
			if named {
				c.Name = groupName(n, grp)
			}
			cs = append(cs, c)
		}
	}
	return cs
}

// valueName writes a value as the puzzles do: a digit or letter up to
// MaxChar, a number beyond.
func valueName(n, v int) string {
	if n <= MaxChar {
		return string(valueChar(v))
	}
	return fmt.Sprint(v)
}

// LitName names a literal of the model's variables: "r3c4=7", or
// "r3c4≠7" for a negated one.
func (m *Model) LitName(l sat.Lit) string {
	k := int(l.Var() - m.first)
	if k < 0 || k >= len(m.cellOf) {
		return "?"
	}
	n := m.Puzzle.N
	rel := "="
	if !l.IsPos() {
		rel = "≠"
	}
	return cellName(n, int(m.cellOf[k])) + rel + valueName(n, int(m.valOf[k]))
}

// Cells returns the variables of each open cell, for reasoning about
// cells (solve.Hint): one per candidate value.
func (m *Model) Cells() [][]sat.Var {
	var out [][]sat.Var
	for k := range m.cellOf {
		v := m.first + sat.Var(k)
		if k == 0 || m.cellOf[k] != m.cellOf[k-1] {
			out = append(out, nil)
		}
		out[len(out)-1] = append(out[len(out)-1], v)
	}
	return out
}

// DecodeForced reads what every solution agrees on (solve.Forced's values,
// indexed by variable): the known cells, and each open cell whose value's
// variable is true in all solutions; 0 elsewhere.
func (m *Model) DecodeForced(values []int8) []int {
	g := make([]int, len(m.Known))
	copy(g, m.Known)
	for k := range m.cellOf {
		if v := int(m.first) + k; v < len(values) && values[v] > 0 {
			g[m.cellOf[k]] = int(m.valOf[k])
		}
	}
	return g
}

// NumOpen returns the number of cells left open for the solver.
func (m *Model) NumOpen() int {
	k := 0
	for _, v := range m.Known {
		if v == 0 {
			k++
		}
	}
	return k
}

// Decode reads the grid from a model (indexed by variable): the known
// cells, and for each open cell the value whose variable is true (0 when
// none is, which Verify rejects).
func (m *Model) Decode(model []bool) Solution {
	g := make(Solution, len(m.Known))
	copy(g, m.Known)
	for k := range m.cellOf {
		if v := int(m.first) + k; v < len(model) && model[v] {
			g[m.cellOf[k]] = int(m.valOf[k])
		}
	}
	return g
}

// Pairwise at-most-one beats gophersat's native constraints on the
// published puzzles from 25×25 to 64×64 (Frisch's 25×25: 0.59–1.04×,
// median 0.79× over nine in one run; rkkautsar's 64×64 #2 0.61×), where
// groups of 25 to 64 candidates are still small enough for it; on 16×16
// and below, and on 81×81 and above, native wins (docs/bench/REPORT.md).
const (
	pairwiseFrom, pairwiseTo = 25, 64
	// maxPairwise bounds the pairwise clauses AutoAMO accepts: each
	// candidate sits in four groups of at most n, so at most
	// 2·candidates·(n−1) clauses (an empty 64×64 would need 33 million).
	maxPairwise = 2_000_000
)

// AutoAMO returns the at-most-one encoding for p when the user leaves the
// choice to puzzlesat: pairwise for sides 25 to 64 when the model that
// Encode builds of kind k under cfg has few enough candidates for it,
// otherwise cfg.AMO (native, or encode.Auto when the formula must be
// written as clauses).
func (p *Puzzle) AutoAMO(k Kind, cfg encode.Config) encode.Encoding {
	n := p.N
	fallback := cfg.AMO
	if n < pairwiseFrom || n > pairwiseTo {
		return fallback
	}
	if cfg.Select != encode.SelectNone {
		k = Full // as Encode does: givens that can be switched off
	}
	cands := n * n * n
	if k == Reduced {
		g := newGrid(p, true)
		for i, v := range p.Cells {
			if v != 0 {
				g.assign(i, v)
			}
		}
		g.propagate(true)
		cands = 0
		for i, c := range g.ncand {
			if g.known[i] == 0 {
				cands += int(c)
			}
		}
	}
	if 2*cands*(n-1) > maxPairwise {
		return fallback
	}
	return encode.Pairwise
}

// cubes splits the search into about n cubes by look-ahead on the cells'
// candidates and on each value's places in a row, column or block
// (solve.LookaheadCubes): disjoint, and covering every solution.
//
// The places were added to the cells because a split on a value's two
// places in a row often propagates more than a split on a cell's two
// values. On Frisch's sixteen 25×25 puzzles, --unique -j 2, 32 cubes,
// the two alternated in two runs: 171 s against 198 s, and 161 s against
// 187 s, 0.86× both times (puzzle 13 0.46× to 0.50×, puzzle 7 1.67× to
// 1.87×).
func (m *Model) cubes(n int) [][]sat.Lit {
	return solve.LookaheadCubes(m.Formula, append(m.Cells(), m.places()...), n)
}

// places lists, for each row, column and block and each value open in
// it, the variables of the value's places there, when there are two or
// more: exactly one of them is true.
func (m *Model) places() [][]sat.Var {
	n := m.Puzzle.N
	_, cellGroups := groupTables(m.Puzzle)
	byGroup := make([][]sat.Var, 3*n*n) // group·n + value−1
	for k, cell := range m.cellOf {
		val := int(m.valOf[k]) - 1
		v := m.first + sat.Var(k)
		for _, grp := range cellGroups[3*cell : 3*cell+3] {
			byGroup[int(grp)*n+val] = append(byGroup[int(grp)*n+val], v)
		}
	}
	var out [][]sat.Var
	for _, g := range byGroup {
		if len(g) >= 2 {
			out = append(out, g)
		}
	}
	return out
}
