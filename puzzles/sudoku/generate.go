package sudoku

import (
	"context"
	"errors"
	"fmt"
	"math/rand"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// generator makes Sudoku puzzles with one solution: a random solved grid,
// from which givens are removed in random order while the solution stays
// the only one (solve.Minimize).
func generator() *solve.Generator {
	return &solve.Generator{
		Usage: "[--size N] [--box RxC] [--symmetric] [--no-minimal] [flags]",
		Lines: true,
		Flags: func(fs *pflag.FlagSet) solve.Make {
			box := fs.String("box", "", "block shape RxC, such as 2x3 for 6×6 (default: square, or the closest to square)")
			return func(ctx context.Context, g *solve.GenerateOptions, rng *rand.Rand) (*solve.Generated, error) {
				n := g.Size
				if n == 0 {
					n = 9
				}
				br, bc := 0, 0
				if *box != "" {
					var ok bool
					if br, bc, ok = parseBox(*box); !ok {
						return nil, fmt.Errorf("--box %q: expected RxC, such as 3x3 or 2x3", *box)
					}
					if g.Size == 0 {
						n = br * bc
					}
				} else {
					br, bc = squarest(n)
				}
				if br*bc != n || n < 4 || n > 36 {
					return nil, fmt.Errorf("--size %d with blocks of %d×%d: expected a side from 4 to 36 that the blocks fill", n, br, bc)
				}
				// Blocks of one row or column are the rows or columns
				// themselves: a Latin square, which no reader would take
				// for a Sudoku without --box.
				switch {
				case *box == "" && (br == 1 || bc == 1):
					return nil, fmt.Errorf("--size %d: %d is prime, so no blocks of 2 or more rows and columns fill it: expected a side such as 4, 6, 8, 9, 12 or 16", n, n)
				case br == 1 || bc == 1: // even on a prime side (latinBox lets the solver take those)
					return nil, fmt.Errorf(latinMsg, *box)
				}
				return Generate(ctx, rng, br, bc, g.Symmetric, g.Minimal)
			}
		},
	}
}

// defaultShape reports whether blocks of br×bc are the ones a reader
// takes for their grid's side when nothing says otherwise (DefaultBox).
func defaultShape(br, bc int) bool {
	r, c, ok := DefaultBox(br * bc)
	return ok && r == br && c == bc
}

// squarest returns the block shape of an n×n grid closest to square.
func squarest(n int) (int, int) {
	best := 1
	for r := 1; r*r <= n; r++ {
		if n%r == 0 {
			best = r
		}
	}
	return best, n / best
}

// RandomGrid returns a random solved grid with blocks of br×bc cells: the
// SAT solution of a grid whose first row is a random permutation, its rows
// and columns then shuffled within bands and stacks and the bands and
// stacks among themselves (moves that keep a grid solved).
func RandomGrid(ctx context.Context, rng *rand.Rand, br, bc int) ([]int, error) {
	n := br * bc
	p := &Puzzle{N: n, BoxRows: br, BoxCols: bc, Cells: make([]int, n*n)}
	for c, v := range rng.Perm(n) {
		p.Cells[c] = v + 1
	}
	m, err := p.Encode(Reduced, encode.Config{AMO: encode.Native})
	if err != nil {
		return nil, err
	}
	st, model, _ := sat.Solve(ctx, m.Formula)
	if st != sat.Sat {
		if st == sat.Unknown {
			return nil, ctx.Err()
		}
		return nil, errors.New("no solved grid has that first row (this is a bug)")
	}
	g := m.Decode(model)
	// Shuffle: a permutation of the rows that keeps bands (br rows), and
	// of the columns that keeps stacks (bc columns).
	shuffle := func(size, group int) []int {
		out := make([]int, 0, size)
		for _, b := range rng.Perm(size / group) {
			for _, k := range rng.Perm(group) {
				out = append(out, b*group+k)
			}
		}
		return out
	}
	rows, cols := shuffle(n, br), shuffle(n, bc)
	out := make([]int, n*n)
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			out[r*n+c] = g[rows[r]*n+cols[c]]
		}
	}
	return out, nil
}

// Generate makes a puzzle with blocks of br×bc cells and one solution:
// a random solved grid whose givens are removed in random order (in
// half-turn pairs when symmetric) while the solution stays the only one.
// With minimal false, givens are added in random order to an empty grid
// instead, up to the first unique puzzle.
func Generate(ctx context.Context, rng *rand.Rand, br, bc int, symmetric, minimal bool) (*solve.Generated, error) {
	n := br * bc
	grid, err := RandomGrid(ctx, rng, br, bc)
	if err != nil {
		return nil, err
	}
	full := &Puzzle{N: n, BoxRows: br, BoxCols: bc, Cells: grid}
	prob, err := full.Problem(Layout{Format: Line}, "generated", Full, encode.Config{AMO: encode.Native, Select: encode.SelectGivens})
	if err != nil {
		return nil, err
	}
	var units []sat.Lit
	for _, s := range prob.Formula.Selectors() {
		units = append(units, s.Lit)
	}
	var solution []bool
	if _, err := sat.Enumerate(ctx, prob.Formula, prob.Projection, units, 1, func(m []bool) bool {
		solution = append([]bool(nil), m...)
		return false
	}); err != nil {
		return nil, err
	}
	// Each given is tagged with its cell.
	try := rng.Perm(n * n)
	pairs := map[int]int{}
	if symmetric {
		for _, i := range try {
			pairs[i] = n*n - 1 - i
		}
	}
	var kept []int
	if minimal {
		kept, _, err = solve.Minimize(ctx, prob, solution, try, pairs)
	} else {
		kept, _, err = solve.Uniquify(ctx, prob, solution, try, pairs)
	}
	if err != nil {
		return nil, err
	}
	keep := make([]bool, n*n)
	for _, i := range kept {
		keep[i] = true
	}
	puz := &Puzzle{N: n, BoxRows: br, BoxCols: bc, Cells: make([]int, n*n)}
	var fixed []jsonCell
	for i := range grid {
		if keep[i] {
			puz.Cells[i] = grid[i]
			row, col := i/n, i%n
			fixed = append(fixed, jsonCell{Row: &row, Col: &col, Val: &grid[i]})
		}
	}
	shape := n
	lay := Layout{Format: Line}
	switch {
	case n > MaxChar:
		lay = Layout{Format: Ints, OneLine: true}
	case !defaultShape(br, bc):
		// A line cannot say its blocks, and read back it would take the
		// default ones: a grid says them with its separators.
		lay = Layout{Format: Grid, Separators: true}
	}
	var box []int // in JSON, only where a reader would not take them
	if !defaultShape(br, bc) {
		box = []int{br, bc}
	}
	out := &solve.Generated{
		Text:     lay.Render(puz, puz.Cells),
		JSON:     jsonPuzzle{Shape: &shape, FixedCells: fixed, Box: box},
		Solution: solve.Answer{Text: lay.Render(full, grid), Fields: map[string]any{"grid": Solution(grid).Rows(n)}},
		Givens:   len(kept),
	}
	for _, w := range linkWriters {
		link, err := w.write(puz)
		out.AddLink(w.format, link, err)
	}
	return out, nil
}
