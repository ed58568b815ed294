package starbattle

import (
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/sat"
)

// NoTouch is how the rule "no two stars touch" is stated.
type NoTouch int

const (
	// Windows states at most one star in every 2×2 window: any two touching
	// cells share a window, and a window's cells all touch each other.
	Windows NoTouch = iota
	// Pairs states at most one star in every pair of touching cells.
	Pairs
)

// String returns "windows" or "pairs".
func (n NoTouch) String() string {
	switch n {
	case Windows:
		return "windows"
	case Pairs:
		return "pairs"
	}
	return "NoTouch(" + strconv.Itoa(int(n)) + ")"
}

// ParseNoTouch reads "windows" or "pairs".
func ParseNoTouch(s string) (NoTouch, error) {
	switch s {
	case "windows", "window", "2x2":
		return Windows, nil
	case "pairs", "pair", "neighbours", "neighbors":
		return Pairs, nil
	}
	return 0, fmt.Errorf("unknown no-touch rule %q: expected windows or pairs", s)
}

// Set sets n from its name (ParseNoTouch), for the flag --notouch.
func (n *NoTouch) Set(s string) error {
	v, err := ParseNoTouch(s)
	if err == nil {
		*n = v
	}
	return err
}

// Type names the flag's values in the help.
func (n *NoTouch) Type() string { return "string" }

// Options chooses how the model is stated. The zero Options is the plain
// model: the rules, no-touch as 2×2 windows, nothing redundant.
type Options struct {
	NoTouch NoTouch
	// Bands adds, for every two adjacent rows (and columns), a variable per
	// column of the band that is true when the band holds a star in that
	// column (the band's two cells hold at most one, since they touch), with
	// exactly 2k of them true and no two neighbours true. It lets the solver
	// see that a band of two rows holds 2k stars spread over its columns.
	Bands bool
	// Blocks is a cheaper form of Bands: the two rows (or columns) of a band
	// are cut into 2×2 blocks, each holding at most one star, so that at
	// most ⌈n/2⌉−2k blocks are empty. A variable per block says it is empty;
	// both ways of cutting (from the first column and from the second) are
	// stated.
	Blocks bool
	// Counting adds, for every run of consecutive rows (and columns), the
	// count the regions force on it: the regions lying wholly inside the run
	// take k stars each, so the run's other cells hold the rest; and the
	// regions meeting the run hold k stars each, so their cells outside the
	// run hold the surplus. These are pigeonhole arguments that resolution
	// finds hard to learn.
	Counting bool
}

// Default is the model the command line uses: the one the benchmarks found
// fastest over the large puzzles (TestBenchReport, medians of 3 rounds
// against the plain model in the same run): Blocks takes 0.29x to 0.42x the
// time on the 25×25 6-star puzzles (0.10 to 0.14 s to solve and prove
// unique) and 0.28x to 0.90x on the hard 21×21 ones. Bands cuts the
// conflicts more on the hardest (0.43x on sbn_f10_l11) but costs 2x to 3.6x
// the time on the 25×25 puzzles.
var Default = Options{NoTouch: Windows, Blocks: true}

// Model is a puzzle as a formula: a variable per cell.
type Model struct {
	Puzzle  *Puzzle
	Formula *sat.Formula
	// Cells[r*Cols+c] is true when (r, c) holds a star.
	Cells      []sat.Var
	Projection sat.Projection
	decode     func(kit.Values) Board
}

// Constraints states the rules over the cell variables x (row-major), and
// the redundant constraints opts asks for, making any auxiliary variable
// they need in f.
func (p *Puzzle) Constraints(f *sat.Formula, x []sat.Var, opts Options) []encode.Constraint {
	// Room for them all at once: the block constraints come to about 11
	// per cell (6,795 on a 25×25), and growing the slice by appending
	// copied 1 MB per 25×25 formula.
	size := p.Rows + p.Cols + p.Regions + 4*p.Rows*p.Cols
	if opts.Blocks {
		size += 8 * p.Rows * p.Cols
	}
	cs := make([]encode.Constraint, 0, size)
	eq := func(lits []sat.Lit, k int) {
		cs = append(cs, encode.Constraint{Lits: lits, Op: encode.EQ, K: k})
	}
	amo := func(lits ...sat.Lit) {
		cs = append(cs, encode.Constraint{Lits: lits, Op: encode.LE, K: 1})
	}
	at := func(r, c int) sat.Lit { return x[r*p.Cols+c].Pos() }
	for r := 0; r < p.Rows; r++ {
		row := make([]sat.Lit, p.Cols)
		for c := range row {
			row[c] = at(r, c)
		}
		eq(row, p.K)
	}
	for c := 0; c < p.Cols; c++ {
		col := make([]sat.Lit, p.Rows)
		for r := range col {
			col[r] = at(r, c)
		}
		eq(col, p.K)
	}
	for _, cells := range p.Cells() {
		lits := make([]sat.Lit, len(cells))
		for i, s := range cells {
			lits[i] = at(s.Row, s.Col)
		}
		eq(lits, p.K)
	}
	switch opts.NoTouch {
	case Pairs:
		for r := 0; r < p.Rows; r++ {
			for c := 0; c < p.Cols; c++ {
				if c+1 < p.Cols {
					amo(at(r, c), at(r, c+1))
				}
				if r+1 < p.Rows {
					amo(at(r, c), at(r+1, c))
					if c+1 < p.Cols {
						amo(at(r, c), at(r+1, c+1))
					}
					if c > 0 {
						amo(at(r, c), at(r+1, c-1))
					}
				}
			}
		}
	default:
		for r := 0; r+1 < p.Rows || r == 0 && p.Rows == 1; r++ {
			for c := 0; c+1 < p.Cols || c == 0 && p.Cols == 1; c++ {
				var w []sat.Lit
				for dr := 0; dr < 2 && r+dr < p.Rows; dr++ {
					for dc := 0; dc < 2 && c+dc < p.Cols; dc++ {
						w = append(w, at(r+dr, c+dc))
					}
				}
				if len(w) > 1 {
					amo(w...)
				}
			}
		}
	}
	if opts.Bands {
		band := func(n, m int, cell func(i, j int) sat.Lit) {
			// Bands of lines i and i+1, each m cells long.
			for i := 0; i+1 < n; i++ {
				y := f.NewVars(m)
				for j := 0; j < m; j++ {
					// y[j] is true exactly when one of the band's two
					// cells in position j holds a star.
					eq([]sat.Lit{cell(i, j), cell(i+1, j), y[j].Neg()}, 1)
					if j > 0 {
						amo(y[j-1].Pos(), y[j].Pos())
					}
				}
				eq(sat.Lits(y), 2*p.K)
			}
		}
		band(p.Rows, p.Cols, at)
		band(p.Cols, p.Rows, func(i, j int) sat.Lit { return at(j, i) })
	}
	if opts.Blocks {
		blocks := func(n, m int, cell func(i, j int) sat.Lit) {
			// Bands of lines i and i+1, each m cells long.
			for i := 0; i+1 < n; i++ {
				for start := 0; start < 2 && start < m; start++ {
					var empty []sat.Lit
					for j := start - 1; j < m; j += 2 {
						var block []sat.Lit
						for jj := max(j, 0); jj <= j+1 && jj < m; jj++ {
							block = append(block, cell(i, jj), cell(i+1, jj))
						}
						// e is true exactly when the block holds no star:
						// a star or e, and never both. That the block's
						// cells hold one star at most, no-touch says
						// already (they touch one another); stated again
						// as "exactly one of the block and e", it was 30%
						// of the formula's clauses, elimination removed e
						// all the same, and the search was the same.
						e := f.NewVar()
						cs = append(cs, encode.Constraint{Lits: append(block, e.Pos()), Op: encode.GE, K: 1})
						for _, x := range block {
							amo(x, e.Pos())
						}
						empty = append(empty, e.Pos())
					}
					cs = append(cs, encode.Constraint{Lits: empty, Op: encode.LE, K: len(empty) - 2*p.K})
				}
			}
		}
		blocks(p.Rows, p.Cols, at)
		blocks(p.Cols, p.Rows, func(i, j int) sat.Lit { return at(j, i) })
	}
	if opts.Counting {
		cs = append(cs, p.counting(x)...)
	}
	return cs
}

// counting returns the pigeonhole constraints of Options.Counting, for runs
// of rows and of columns.
func (p *Puzzle) counting(x []sat.Var) []encode.Constraint {
	var cs []encode.Constraint
	run := func(n int, line func(cell int) int) {
		cells := p.Rows * p.Cols
		for a := 0; a < n; a++ {
			for b := a; b < n && b-a+1 < n; b++ {
				length := b - a + 1
				in := func(i int) bool { l := line(i); return l >= a && l <= b }
				// Regions wholly inside the run, and regions meeting it.
				inside := make([]bool, p.Regions)
				meets := make([]bool, p.Regions)
				for g := range inside {
					inside[g] = true
				}
				for i := 0; i < cells; i++ {
					if in(i) {
						meets[p.Region[i]] = true
					} else {
						inside[p.Region[i]] = false
					}
				}
				nIn, nMeet := 0, 0
				for g := range inside {
					if inside[g] {
						nIn++
					}
					if meets[g] {
						nMeet++
					}
				}
				if nIn > 0 {
					var lits []sat.Lit
					for i := 0; i < cells; i++ {
						if in(i) && !inside[p.Region[i]] {
							lits = append(lits, x[i].Pos())
						}
					}
					if k := p.K * (length - nIn); k >= 0 && len(lits) > 0 && len(lits)*k <= countingBudget {
						cs = append(cs, encode.Constraint{Lits: lits, Op: encode.EQ, K: k})
					}
				}
				if nMeet > length {
					var lits []sat.Lit
					for i := 0; i < cells; i++ {
						if !in(i) && meets[p.Region[i]] {
							lits = append(lits, x[i].Pos())
						}
					}
					if k := p.K * (nMeet - length); len(lits) > 0 && len(lits)*k <= countingBudget {
						cs = append(cs, encode.Constraint{Lits: lits, Op: encode.EQ, K: k})
					}
				}
			}
		}
	}
	run(p.Rows, func(i int) int { return i / p.Cols })
	run(p.Cols, func(i int) int { return i % p.Cols })
	return cs
}

// countingBudget bounds n·k of a counting constraint, to keep the counters
// of the cardinality encodings small.
const countingBudget = 600

// Encode builds the formula of the puzzle with the encodings of cfg and the
// model options opts, as the command line does (Genre.Build).
func (p *Puzzle) Encode(cfg encode.Config, opts Options) *Model {
	q := *p
	q.Options = &opts
	km, decode := Genre.Build(&q, cfg)
	x := make([]sat.Var, 0, p.Rows*p.Cols)
	for _, c := range km.Cells() {
		x = append(x, c[0])
	}
	return &Model{Puzzle: p, Formula: km.F, Cells: x, Projection: km.Projection(), decode: decode}
}

// options returns the puzzle's model options: Default unless set.
func (p *Puzzle) options() Options {
	if p.Options != nil {
		return *p.Options
	}
	return Default
}

// name names the rule instances of cs, the plain model's constraints in
// the order Constraints states them: "row 3", "column 4", "region C" (the
// regions lettered in order of first appearance), then "no touch r3c4
// r3c5 ...", the cells a no-touch constraint covers. 1-based.
func (p *Puzzle) name(cs []encode.Constraint, x []sat.Var) {
	cell := make(map[sat.Var]int, len(x))
	for i, v := range x {
		cell[v] = i
	}
	for k := range cs {
		switch {
		case k < p.Rows:
			cs[k].Name = "row " + strconv.Itoa(k+1)
		case k < p.Rows+p.Cols:
			cs[k].Name = "column " + strconv.Itoa(k-p.Rows+1)
		case k < p.Rows+p.Cols+p.Regions:
			cs[k].Name = "region " + RegionName(k-p.Rows-p.Cols)
		default:
			name := "no touch"
			for _, l := range cs[k].Lits {
				name += " " + p.cellName(cell[l.Var()])
			}
			cs[k].Name = name
		}
	}
}

// RegionName names region g: A to Z, then AA, AB, ... as spreadsheets do.
func RegionName(g int) string {
	name := ""
	for g++; g > 0; g = (g - 1) / 26 {
		name = string(rune('A'+(g-1)%26)) + name
	}
	return name
}

// cellName is the community's name of cell i: "r3c4", 1-based.
func (p *Puzzle) cellName(i int) string {
	return "r" + strconv.Itoa(i/p.Cols+1) + "c" + strconv.Itoa(i%p.Cols+1)
}

// Decode reads the stars from a model (indexed by variable).
func (m *Model) Decode(model []bool) Solution {
	return m.decode(kit.Solution(model)).Stars(m.Puzzle)
}
