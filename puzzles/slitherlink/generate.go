package slitherlink

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// MaxGenerate is the largest side of a generated grid.
const MaxGenerate = 30

// generator makes Slitherlink puzzles with one solution: a random loop
// (RandomLoop) with every cell's clue given, from which the clues go in
// random order (half-turn pairs with --symmetric) while the loop stays the
// only solution (solve.MinimalGivens).
func generator() *solve.Generator {
	return &solve.Generator{
		Usage: "[--size N] [--rows R --cols C] [--symmetric] [--no-minimal] [flags]",
		Flags: func(fs *pflag.FlagSet) solve.Make {
			rows := fs.Int("rows", 0, "rows (default: --size, or 10)")
			cols := fs.Int("cols", 0, "columns (default: --size, or 10)")
			return func(ctx context.Context, g *solve.GenerateOptions, rng *rand.Rand) (*solve.Generated, error) {
				r, c := *rows, *cols
				if r == 0 {
					r = g.Size
				}
				if c == 0 {
					c = g.Size
				}
				if r == 0 {
					r = 10
				}
				if c == 0 {
					c = 10
				}
				if r < 1 || c < 1 || r > MaxGenerate || c > MaxGenerate {
					return nil, fmt.Errorf("a %d×%d grid: expected 1 to %d rows and columns", r, c, MaxGenerate)
				}
				return Generate(ctx, rng, r, c, g.Symmetric, g.Minimal)
			}
		},
	}
}

// Generate makes a rows×cols puzzle with one solution: a random loop, its
// clues minimal unless minimal is false, in half-turn pairs when
// symmetric. The loop is drawn by RandomLoop; every cell's clue is given,
// and the clues go (or, without minimal, come) in random order while the
// loop stays the only solution (solve.MinimalGivens, over the model with
// its clues named and the run's default encodings: the lazy check of "one
// loop").
func Generate(ctx context.Context, rng *rand.Rand, rows, cols int, symmetric, minimal bool) (*solve.Generated, error) {
	full, err := Empty(rows, cols)
	if err != nil {
		return nil, err
	}
	loop := RandomLoop(rng, rows, cols)
	counts := loop.Counts()
	copy(full.Clue, counts)
	m := full.Encode(encode.Config{Select: encode.SelectGivens}, Default)
	// Each clue is tagged with its cell.
	var partner func(int) int
	if symmetric {
		partner = func(i int) int { return rows*cols - 1 - i }
	}
	kept, err := solve.MinimalGivens(ctx, &solve.Problem{Formula: m.Formula, Projection: m.Projection}, rng, nil, partner, minimal)
	if err != nil {
		return nil, err
	}
	p, _ := Empty(rows, cols)
	for _, i := range kept {
		p.Clue[i] = counts[i]
	}
	var js any
	if err := json.Unmarshal(p.JSON(), &js); err != nil {
		return nil, err
	}
	return &solve.Generated{
		Text:     p.Grid(),
		JSON:     js,
		Link:     p.URL(),
		Solution: solve.Answer{Text: Text(p, loop), Fields: map[string]any{"loop": loop.Pairs()}},
		Givens:   len(kept),
	}, nil
}

// Grid writes the puzzle in the text format as people type it (ParseText
// reads it): a line per row, a clue or '.' per cell, separated by spaces.
func (p *Puzzle) Grid() string {
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if c > 0 {
				b.WriteByte(' ')
			}
			if k := p.At(r, c); k == None {
				b.WriteByte('.')
			} else {
				b.WriteByte(byte('0' + k))
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// Counts returns the number of sides of each cell on the loop, row-major:
// the clues the loop gives every cell.
func (s Solution) Counts() []int {
	out := make([]int, s.Rows*s.Cols)
	w := s.Cols + 1
	for r := 0; r < s.Rows; r++ {
		for c := 0; c < s.Cols; c++ {
			for _, e := range []bool{s.H[r*s.Cols+c], s.H[(r+1)*s.Cols+c], s.V[r*w+c], s.V[r*w+c+1]} {
				if e {
					out[r*s.Cols+c]++
				}
			}
		}
	}
	return out
}

// RandomLoop returns a random loop on a rows×cols grid: the border of a
// random region of cells, grown from a random cell one random neighbour
// at a time up to 40% to 60% of the grid. A cell joins only when the cells
// left outside stay connected to the grid's border (the region has no
// hole) and no dot has the region on two opposite corners only (the border
// would touch itself there): the border of such a region is one loop.
func RandomLoop(rng *rand.Rand, rows, cols int) Solution {
	n := rows * cols
	in := make([]bool, n)
	at := func(r, c int) bool { return r >= 0 && r < rows && c >= 0 && c < cols && in[r*cols+c] }
	in[rng.Intn(n)] = true
	size, target := 1, int(float64(n)*(0.4+0.2*rng.Float64()))
	// pinched reports whether a dot around cell i, joined, would have the
	// region on two opposite corners only.
	pinched := func(i int) bool {
		r, c := i/cols, i%cols
		for _, d := range [4][2]int{{0, 0}, {0, 1}, {1, 0}, {1, 1}} {
			// The dot at the top-left corner of cell (r+d0, c+d1): its
			// cells a b / e f.
			dr, dc := r+d[0], c+d[1]
			a, b, e, f := at(dr-1, dc-1), at(dr-1, dc), at(dr, dc-1), at(dr, dc)
			if a == f && b == e && a != b {
				return true
			}
		}
		return false
	}
	// outsideJoined reports whether every cell outside the region reaches
	// the grid's border through cells outside.
	seen := make([]bool, n)
	var stack []int
	outsideJoined := func() bool {
		for i := range seen {
			seen[i] = false
		}
		stack = stack[:0]
		out := 0
		for i := 0; i < n; i++ {
			if in[i] {
				continue
			}
			out++
			r, c := i/cols, i%cols
			if r == 0 || c == 0 || r == rows-1 || c == cols-1 {
				seen[i] = true
				stack = append(stack, i)
			}
		}
		reached := len(stack)
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			r, c := i/cols, i%cols
			for _, d := range [4][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}} {
				rr, cc := r+d[0], c+d[1]
				if rr < 0 || rr >= rows || cc < 0 || cc >= cols {
					continue
				}
				if j := rr*cols + cc; !in[j] && !seen[j] {
					seen[j] = true
					reached++
					stack = append(stack, j)
				}
			}
		}
		return reached == out
	}
	for size < target {
		// The cells outside next to the region, in random order.
		var frontier []int
		for i := 0; i < n; i++ {
			if in[i] {
				continue
			}
			r, c := i/cols, i%cols
			if at(r-1, c) || at(r+1, c) || at(r, c-1) || at(r, c+1) {
				frontier = append(frontier, i)
			}
		}
		rng.Shuffle(len(frontier), func(a, b int) { frontier[a], frontier[b] = frontier[b], frontier[a] })
		grown := false
		for _, i := range frontier {
			in[i] = true
			if !pinched(i) && outsideJoined() {
				grown = true
				size++
				break
			}
			in[i] = false
		}
		if !grown {
			break
		}
	}
	s := NewSolution(rows, cols)
	for r := 0; r <= rows; r++ {
		for c := 0; c < cols; c++ {
			s.H[r*cols+c] = at(r-1, c) != at(r, c)
		}
	}
	for r := 0; r < rows; r++ {
		for c := 0; c <= cols; c++ {
			s.V[r*(cols+1)+c] = at(r, c-1) != at(r, c)
		}
	}
	return s
}
