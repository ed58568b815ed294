package nurikabe

import (
	"context"
	"fmt"
	"math/rand"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// generator (kit.Generator.Own; no number can go, so all are minimal)
// numbers each island of a random solution in a random cell, and repairs
// the puzzle while another solution differs.
func generator(fs *pflag.FlagSet) solve.Make {
	largest := fs.Int("island", 6, "the largest island")
	return func(ctx context.Context, o *solve.GenerateOptions, rng *rand.Rand) (*solve.Generated, error) {
		size, err := kit.GenerateSize(o.Size, 8, 2, 40)
		if err != nil {
			return nil, err
		}
		if *largest < 1 || *largest > size*size {
			return nil, fmt.Errorf("--island %d: expected 1 to the %d cells", *largest, size*size)
		}
		s := grid.Shape{Rows: size, Cols: size}
		draw := func() (*Puzzle, grid.Shading, bool) {
			b, ok := shading(s, rng, *largest) // when !ok, no repairs: a new one
			p := &Puzzle{s, make([]int, s.N())}
			for _, island := range islands(s, b) {
				p.Clues[island[rng.Intn(len(island))]] = len(island)
			}
			return p, b, ok
		}
		mend := func(p *Puzzle, b, other grid.Shading) (*Puzzle, bool) { return p, repair(p, b, other, rng) }
		// At most N/2 repairs: they may go round, and a new shading does better.
		return Genre.Mended(ctx, s.N()/2, draw, mend, func(_ *Puzzle, b grid.Shading) int { return len(islands(s, b)) })
	}
}

func islands(s grid.Shape, b grid.Shading) [][]int {
	return s.Components(func(i int) bool { return b[i] == 0 }, func(a, b int) bool { return true })
}

// shading draws a solution: cells of a grid all shaded unshaded in
// random order (see unshade); false when a 2x2 block is left.
func shading(s grid.Shape, rng *rand.Rand, largest int) (grid.Shading, bool) {
	b := slices.Repeat(grid.Shading{1}, s.N())
	for pass := 0; pass < 2; pass++ {
		for _, i := range rng.Perm(s.N()) {
			if pass > 0 || rng.Intn(2) == 0 {
				unshade(s, b, i, largest)
			}
		}
	}
	return b, !slices.ContainsFunc(s.Blocks(), func(k [4]int) bool { return b[k[0]]+b[k[1]]+b[k[2]]+b[k[3]] == 4 })
}

// unshade unshades cell i where the shaded cells stay one piece and its island within largest.
func unshade(s grid.Shape, b grid.Shading, i, largest int) bool {
	b[i] = 0
	ok := len(s.Components(func(j int) bool { return b[j] == 1 }, func(int, int) bool { return true })) <= 1
	for _, island := range islands(s, b) {
		ok = ok && (len(island) <= largest || !slices.Contains(island, i))
	}
	if !ok {
		b[i] = 1
	}
	return ok
}

// repair makes other no solution, b still one: a number moves to a cell of its island
// that other shades, or a cell that other leaves unshaded becomes an island of 1.
func repair(p *Puzzle, b, other grid.Shading, rng *rand.Rand) bool {
	diff := slices.DeleteFunc(rng.Perm(p.N()), func(i int) bool { return b[i] == other[i] })
	for _, d := range diff {
		for _, island := range islands(p.Shape, b) {
			if b[d] == 0 && slices.Contains(island, d) {
				for _, i := range island {
					p.Clues[i] = Blank
				}
				p.Clues[d] = len(island)
				return true
			}
		}
	}
	for _, d := range diff {
		alone := !slices.ContainsFunc(p.Neighbours(d), func(j int) bool { return b[j] == 0 })
		if alone && unshade(p.Shape, b, d, 1) {
			p.Clues[d] = 1
			return true
		}
	}
	return false
}
