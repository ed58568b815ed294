package shikaku

import (
	"cmp"
	"context"
	"fmt"
	"math/rand"

	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

var generator = &kit.Generator[*Puzzle]{Usage: "[--size N | --rows R --cols C] [--largest A]", Own: generate, Keep: func(p *Puzzle, kept []int) *Puzzle { return &Puzzle{p.Shape, kit.Kept(p.Clues, kept, None)} }}

// generate is the genre's own (kit.Generator.Own): every number is needed,
// so every puzzle is minimal. Random rectangles (cut), each numbered in a
// random cell; while another solution exists, a cell where the two differ
// takes its rectangle's number, ruling the other out. No --symmetric.
func generate(fs *pflag.FlagSet) solve.Make {
	sides := kit.SideFlags(fs, 7)
	largest := fs.Int("largest", 0, "the largest area of a rectangle (default: the longer side)")
	return func(ctx context.Context, o *solve.GenerateOptions, rng *rand.Rand) (*solve.Generated, error) {
		w, h := sides(o.Size)
		big := cmp.Or(*largest, max(w, h, 2))
		if w < 1 || h < 1 || w > 60 || h > 60 || big < 2 {
			return nil, fmt.Errorf("a %d×%d grid, --largest %d: expected 1 to 60 rows and columns, --largest 2 or more", h, w, big)
		}
		var rects []grid.Box
		draw := func() (*Puzzle, Regions, bool) {
			p, sol := newPuzzle(w, h), make(Regions, w*h)
			rects = cut(p.Shape, rng, big)
			for _, q := range rects {
				cells := p.BoxCells(q)
				at := cells[rng.Intn(len(cells))]
				p.Clues[at] = len(cells)
				for _, i := range cells {
					sol[i] = at
				}
			}
			return p, sol, true
		}
		mend := func(p *Puzzle, sol, other Regions) (*Puzzle, bool) {
			i := rng.Intn(p.N())
			for other[i] == sol[i] {
				i = (i + 1) % p.N()
			}
			at := sol[i]
			p.Clues[i], p.Clues[at] = p.Clues[at], None
			for j := range sol {
				if sol[j] == at {
					sol[j] = i
				}
			}
			return p, true
		}
		return Genre.Mended(ctx, w*h, draw, mend, func(*Puzzle, Regions) int { return len(rects) })
	}
}

// cut cuts s into random rectangles of at most big cells: from each cell
// not yet covered, in row-major order, a rectangle of random width (over
// the free cells to its right) and height, a single cell mostly redrawn.
func cut(s grid.Shape, rng *rand.Rand, big int) []grid.Box {
	used := make([]bool, s.N())
	var out []grid.Box
	for i := range used {
		r, c := s.RC(i)
		free := 0
		for !used[i] && c+free < s.Cols && !used[s.Index(r, c+free)] {
			free++
		}
		if free == 0 {
			continue // covered
		}
		one := grid.Box{R0: r, C0: c, R1: r + 1, C1: c + 1}
		q := one
		for try := 0; try < 4 && q == one; try++ {
			w := 1 + rng.Intn(min(free, big))
			q = grid.Box{R0: r, C0: c, R1: r + 1 + rng.Intn(min(s.Rows-r, big/w)), C1: c + w}
		}
		for _, j := range s.BoxCells(q) {
			used[j] = true
		}
		out = append(out, q)
	}
	return out
}
