package queens

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// Model is the puzzle as a formula: a variable per square.
type Model struct {
	Puzzle     *Puzzle
	Formula    *sat.Formula
	Squares    []sat.Var // Squares[r*N+c] is true when a queen stands at (r, c)
	Projection sat.Projection
	// Hint is the column of each row's queen in the placement that repair
	// found and the formula holds as units (EncodeGuided); nil otherwise.
	Hint []int
}

// Constraints states the rules over the square variables x (row-major):
// each row and column exactly one queen, each diagonal at most one, and the
// placed queens.
//
// With named, each constraint carries the name of the rule instance ("row
// 3", "column 4", "diagonal r1c2-r7c8", "anti-diagonal r1c8-r8c1") or of
// the placed queen ("r1c4=Q") it states, 1-based.
func (p *Puzzle) Constraints(x []sat.Var, named bool) []encode.Constraint {
	n := p.N
	var cs []encode.Constraint
	line := func(kind string, at func(i int) (int, int, bool), length int, op encode.Op) {
		var lits []sat.Lit
		var first, last int
		for i := 0; i < length; i++ {
			if r, c, ok := at(i); ok {
				if len(lits) == 0 {
					first = r*n + c
				}
				last = r*n + c
				lits = append(lits, x[r*n+c].Pos())
			}
		}
		if len(lits) > 1 || op == encode.EQ {
			c := encode.Constraint{Lits: lits, Op: op, K: 1}
			if named {
				c.Name = kind
				if op == encode.LE {
					c.Name += " " + squareName(n, first) + "-" + squareName(n, last)
				}
			}
			cs = append(cs, c)
		}
	}
	for r := 0; r < n; r++ {
		line(fmt.Sprintf("row %d", r+1), func(i int) (int, int, bool) { return r, i, true }, n, encode.EQ)
	}
	for c := 0; c < n; c++ {
		line(fmt.Sprintf("column %d", c+1), func(i int) (int, int, bool) { return i, c, true }, n, encode.EQ)
	}
	// Diagonals r−c = d and anti-diagonals r+c = s.
	for d := -(n - 1); d <= n-1; d++ {
		line("diagonal", func(r int) (int, int, bool) { c := r - d; return r, c, c >= 0 && c < n }, n, encode.LE)
	}
	for s := 0; s <= 2*(n-1); s++ {
		line("anti-diagonal", func(r int) (int, int, bool) { c := s - r; return r, c, c >= 0 && c < n }, n, encode.LE)
	}
	for r, c := range p.fixed {
		if c >= 0 {
			q := encode.Constraint{Lits: []sat.Lit{x[r*n+c].Pos()}, Op: encode.GE, K: 1, Given: true}
			if named {
				q.Name = squareName(n, r*n+c) + "=Q"
			}
			cs = append(cs, q)
		}
	}
	return cs
}

// squareName is the community's name of square i: "r3c4", 1-based.
func squareName(n, i int) string { return fmt.Sprintf("r%dc%d", i/n+1, i%n+1) }

// LitName names a literal of a square: "r3c4=Q", or "r3c4=." for the
// negative one; "?" for a variable of no square. The squares' variables
// are made in a row (Encode), so a square is found by subtraction, not a
// scan of the N² squares.
func (m *Model) LitName(l sat.Lit) string {
	i := int(l.Var() - m.Squares[0])
	if i < 0 || i >= len(m.Squares) || m.Squares[i] != l.Var() {
		return "?"
	}
	if l.IsPos() {
		return squareName(m.Puzzle.N, i) + "=Q"
	}
	return squareName(m.Puzzle.N, i) + "=."
}

// DecodeForced reads what every solution agrees on (solve.Forced's values,
// indexed by variable): the board with 'Q' for a forced queen, '.' for a
// square empty in every solution and '?' where they differ; and the column
// of each row's forced queen, −1 where none is.
func (m *Model) DecodeForced(values []int8) (text string, cols []int) {
	n := m.Puzzle.N
	var b strings.Builder
	cols = make([]int, n)
	for r := 0; r < n; r++ {
		cols[r] = -1
		for c := 0; c < n; c++ {
			if c > 0 {
				b.WriteByte(' ')
			}
			switch values[m.Squares[r*n+c]] {
			case 1:
				b.WriteByte('Q')
				cols[r] = c
			case -1:
				b.WriteByte('.')
			default:
				b.WriteByte('?')
			}
		}
		b.WriteByte('\n')
	}
	return b.String(), cols
}

// largeBoard is the smallest board that gets the large-board model under
// the automatic encoding choice: from here on the rows are longer than the
// 16 literals encode.AutoAMO leaves to pairwise, so counting the small
// boards (12-queens, 14-queens) is encoded as before.
const largeBoard = 17

// Encode builds the formula of the puzzle with the encodings of cfg.
//
// When cfg leaves the at-most-one encoding to Auto, boards of largeBoard
// squares a side or more get a model of their own instead of encode's
// per-length choice: the product encoding for the rows and columns and
// gophersat's native at-most-one for the diagonals. Measured for one
// solution with `puzzlesat queens N` (the model it used before
// EncodeGuided, and still does when repair finds nothing), end to end,
// medians of three in one run on a shared 2-core machine, against
// bimander everywhere (the generic choice): N = 200: 8.2 s → 2.5 s;
// N = 500: 21.0 s → 5.3 s; N = 1000: 106 s → 32 s (22.6 s of it
// searching). BenchmarkLarge times it. Why:
//
//   - bimander needs ⌊n/2⌋ + n⌈log₂ ⌈n/2⌉⌉ clauses per line, 37.3 million
//     at N = 1000, and setting them up in gophersat cost more than the
//     search; product needs about 2n, and native none.
//   - A native at-most-one is woken only when one of its squares becomes
//     a queen, then makes the others empty: it costs nothing while the
//     solver empties squares, which is most of its decisions.
//   - Product or sequential on the diagonals as well made the search
//     itself slower than bimander (N = 200: over 20 s), and native on the
//     rows and columns as well was slower still (N = 500: over 150 s):
//     gophersat decides the encodings' auxiliary variables first, and
//     those of product on the rows and columns split each line's squares
//     into blocks, a search that finds a board with few conflicts.
//
// Formulas with native constraints have no DIMACS form: EncodeCNF keeps
// to clauses.
func (p *Puzzle) Encode(cfg encode.Config) *Model {
	if p.N >= largeBoard && (cfg.AMO == "" || cfg.AMO == encode.Auto) {
		return p.encode(encode.Config{AMO: encode.Product, Card: cfg.Card, Select: cfg.Select}, encode.Config{AMO: encode.Native, Card: cfg.Card, Select: cfg.Select}, nil)
	}
	return p.encode(cfg, cfg, nil)
}

// EncodeCNF builds the formula of the puzzle in clauses only, for DIMACS
// output: like Encode, but with encode's per-length choice for every line
// when cfg leaves the at-most-one encoding to Auto.
func (p *Puzzle) EncodeCNF(cfg encode.Config) *Model { return p.encode(cfg, cfg, nil) }

// EncodeGuided builds the formula for a run that asks for one solution
// and nothing else (solve.Options.Guided). On a board of largeBoard
// squares a side or more, with the at-most-one encoding left to Auto, it
// first looks for a placement by repair. When one is found, and Verify
// passes it, every line is a native constraint and the formula holds the
// placement's queens as unit clauses (Model.Hint): a guide, as
// kit.Model.Guide's clauses are, which some solution meets (this one),
// and which a run asking for one solution alone may take. Propagation
// then checks every rule against the placement and the solver has
// nothing left to decide. Otherwise it is Encode.
//
// Measured with `puzzlesat queens 1000`, whole processes, 3 runs
// alternated, medians. The placement as the solver's first choices, not
// units: 1.90 s and 493 MB against Encode's 17.6 s and 2,105 MB; but the
// solver still made 147,189 decisions of empty squares before it reached
// the queens (no conflict), which on the machine of 2026-12-05 took 15.1 s
// and 400 MB of propagation through the native lines. As units: 1.08 s
// and 204 MB. Native lines need no clause, where product ones need 4.4
// million; product lines with the hint took 6.7 s and 1.5 GB.
func (p *Puzzle) EncodeGuided(cfg encode.Config) *Model {
	if p.N >= largeBoard && (cfg.AMO == "" || cfg.AMO == encode.Auto) {
		if hint, ok := p.repair(1); ok && Verify(p, Solution(hint)) == nil {
			native := encode.Config{AMO: encode.Native, Card: cfg.Card, Select: cfg.Select}
			return p.encode(native, native, hint)
		}
	}
	return p.Encode(cfg)
}

// encode builds the formula with lines for the rows and columns and diag
// for the diagonals (and the placed queens), and the squares of hint as
// units (EncodeGuided). Without a hint the solver tries every square as a
// queen first.
func (p *Puzzle) encode(lines, diag encode.Config, hint []int) *Model {
	f := sat.NewFormula()
	n := p.N
	x := f.NewVars(n * n)
	if n <= 64 {
		for r := 0; r < n; r++ {
			for c := 0; c < n; c++ {
				f.SetName(x[r*n+c], queenName(r, c))
			}
		}
	}
	named := lines.Select != encode.SelectNone
	for _, c := range p.Constraints(x, named) {
		cfg := lines           // the rows and columns (EQ) and the placed queens
		if c.Op == encode.LE { // only the diagonals are at-most
			cfg = diag
		}
		encode.Add(f, cfg, c)
	}
	// The solver tries a square as a queen first: a queen empties its
	// lines at once, where an empty square decides little. 14-queens
	// --count -j 2: 994,612 conflicts down to 934,351, 4.49 s to 4.28 s
	// (medians of 5, alternated); 1000-queens 24.4 s to 22.8 s.
	if hint == nil {
		f.PreferTrue(x...)
	}
	for r, c := range hint {
		f.AddClause(x[r*n+c].Pos())
	}
	// Every solution has exactly N queens, so blocking the true squares
	// alone excludes exactly one solution.
	return &Model{Puzzle: p, Formula: f, Squares: x, Projection: sat.Projection{Vars: x, TrueOnly: true}, Hint: hint}
}

func queenName(r, c int) string { return fmt.Sprintf("q(%d,%d)", r, c) }

// Decode reads the board from a model: the column of each row's queen, or
// -1 for a row without one (which Verify rejects).
func (m *Model) Decode(model []bool) Solution {
	n := m.Puzzle.N
	sol := make(Solution, n)
	for r := 0; r < n; r++ {
		sol[r] = -1
		for c := 0; c < n; c++ {
			if model[m.Squares[r*n+c]] {
				sol[r] = c
				break
			}
		}
	}
	return sol
}

// Cubes splits the search by the columns of the queens in the first depth
// rows: each cube fixes those queens, and the cubes partition the solutions.
// Placements that attack each other, or contradict a placed queen, make no
// cube. With mirror set (only valid when no queen is placed in advance), the
// first row's queen stays in the left half, and Weights gives 2 for the cubes
// whose mirror image was left out and 1 for the middle column of an odd
// board.
func (m *Model) Cubes(depth int, mirror bool) (cubes [][]sat.Lit, weights []int64) {
	n := m.Puzzle.N
	depth = min(depth, n)
	cols := make([]int, 0, depth)
	var rec func()
	rec = func() {
		r := len(cols)
		if r == depth {
			cube := make([]sat.Lit, depth)
			for i, c := range cols {
				cube[i] = m.Squares[i*n+c].Pos()
			}
			w := int64(1)
			if mirror && 2*cols[0]+1 != n {
				w = 2
			}
			cubes = append(cubes, cube)
			weights = append(weights, w)
			return
		}
		for c := 0; c < n; c++ {
			if r == 0 && mirror && 2*c+1 > n {
				break
			}
			if f := m.Puzzle.fixed[r]; f >= 0 && f != c {
				continue
			}
			if attacked(cols, r, c) {
				continue
			}
			cols = append(cols, c)
			rec()
			cols = cols[:len(cols)-1]
		}
	}
	if depth > 0 {
		rec()
	}
	return cubes, weights
}

func attacked(cols []int, r, c int) bool {
	for r2, c2 := range cols {
		if c == c2 || r-r2 == c-c2 || r-r2 == c2-c {
			return true
		}
	}
	return false
}
