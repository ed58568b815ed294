package nurikabe

import (
	"context"
	"fmt"
	"math/rand"

	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// generator is the genre's own (kit.Generator.Own): every island needs
// its one number, so no number can go. It draws a random solution (see
// shading), numbers each island in a random cell, and repairs the puzzle
// while another solution differs (see repair). Every number is needed:
// the puzzles are minimal.
func generator(fs *pflag.FlagSet) solve.Make {
	largest := fs.Int("island", 6, "the largest island")
	return func(ctx context.Context, o *solve.GenerateOptions, rng *rand.Rand) (*solve.Generated, error) {
		size := o.Size
		if size == 0 {
			size = 8
		}
		if size < 2 || size > 40 || *largest < 1 || *largest > size*size {
			return nil, fmt.Errorf("--size %d, --island %d: expected 2 to 40, and 1 to the cells", size, *largest)
		}
		s := grid.Shape{Rows: size, Cols: size}
		for try := 0; try < kit.MaxTries; try++ {
			on, ok := shading(s, rng, *largest)
			if !ok {
				continue
			}
			p := &Puzzle{s, make([]int, s.N())}
			for _, island := range islands(s, on) {
				p.Clues[island[rng.Intn(len(island))]] = len(island)
			}
			for step := 0; step < 8; step++ { // repairs may go round: a new shading
				b := make(grid.Shading, s.N())
				for i, x := range on {
					if x {
						b[i] = 1
					}
				}
				other, found, err := Genre.Another(ctx, p, b)
				if err != nil {
					return nil, err
				}
				if !found {
					return Genre.Solved(p, b, len(islands(s, on)))
				}
				if !repair(p, on, other, rng) {
					break
				}
			}
		}
		return nil, fmt.Errorf("no puzzle with one solution in %d tries", kit.MaxTries)
	}
}

func islands(s grid.Shape, on []bool) [][]int {
	return s.Components(func(i int) bool { return !on[i] }, func(a, b int) bool { return true })
}

// shading draws a random solution: from a grid all shaded, cells are
// unshaded in random order where the shaded cells stay one piece and the
// island made stays within largest cells, until no 2x2 block is shaded.
func shading(s grid.Shape, rng *rand.Rand, largest int) ([]bool, bool) {
	on := make([]bool, s.N())
	for i := range on {
		on[i] = true
	}
	for pass := 0; pass < 3; pass++ {
		for _, i := range rng.Perm(s.N()) {
			if on[i] && (pass > 0 || rng.Intn(2) == 0) && (pass < 2 || inBlock(s, on, i)) {
				unshade(s, on, i, largest)
			}
		}
	}
	for _, b := range s.Blocks() {
		if on[b[0]] && on[b[1]] && on[b[2]] && on[b[3]] {
			return nil, false
		}
	}
	return on, true
}

func inBlock(s grid.Shape, on []bool, i int) bool {
	for _, b := range s.Blocks() {
		if on[b[0]] && on[b[1]] && on[b[2]] && on[b[3]] && (b[0] == i || b[1] == i || b[2] == i || b[3] == i) {
			return true
		}
	}
	return false
}

// unshade unshades cell i when the island it makes has at most largest
// cells and the shaded cells stay one piece.
func unshade(s grid.Shape, on []bool, i, largest int) bool {
	on[i] = false
	ok := len(s.Components(func(j int) bool { return on[j] }, func(a, b int) bool { return true })) <= 1
	if ok {
		for _, island := range islands(s, on) {
			if len(island) > largest && contains(island, i) {
				ok = false
			}
		}
	}
	on[i] = !ok
	return ok
}

func contains(cells []int, i int) bool {
	for _, j := range cells {
		if j == i {
			return true
		}
	}
	return false
}

// repair changes p, keeping on its solution, so that the other solution
// is one no more: where a cell of an island is shaded in other, the
// island's number moves to it; else a shaded cell unshaded in other
// becomes an island of 1, where the shaded cells stay one piece.
func repair(p *Puzzle, on []bool, other grid.Shading, rng *rand.Rand) bool {
	var diff []int
	for _, i := range rng.Perm(p.N()) {
		if on[i] != (other[i] == 1) {
			diff = append(diff, i)
		}
	}
	for _, d := range diff {
		if on[d] {
			continue
		}
		for _, island := range islands(p.Shape, on) {
			if contains(island, d) {
				for _, i := range island {
					p.Clues[i] = Blank
				}
				p.Clues[d] = len(island)
				return true
			}
		}
	}
	for _, d := range diff {
		free := true
		for _, j := range p.Neighbours(d) {
			free = free && on[j]
		}
		if free && unshade(p.Shape, on, d, 1) {
			p.Clues[d] = 1
			return true
		}
	}
	return false
}
