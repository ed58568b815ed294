package fillomino

import (
	"context"
	"fmt"
	"math/rand"

	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

var generator = &kit.Generator[*Puzzle]{
	Usage: "[--size N | --rows R --cols C] [--largest N] [--symmetric] [--no-minimal]",
	Flags: generateFlags,
	Keep: func(full *Puzzle, kept []int) *Puzzle {
		return &Puzzle{full.Shape, kit.Kept(full.Clues, kept, 0), full.Max}
	},
	Partner: (*Puzzle).Turn,
}

// generateFlags makes full puzzles: a random filling (regions grown one by
// one to random sizes, none beside a region of its size), every cell
// given.
func generateFlags(fs *pflag.FlagSet) func(context.Context, *rand.Rand, int) (*Puzzle, error) {
	sides := kit.SideFlags(fs, 9)
	largest := fs.Int("largest", 0, "the most cells of a region (default: 9, or the larger side below 9, at least 3: what Tatham's game IDs hold)")
	return func(ctx context.Context, rng *rand.Rand, size int) (*Puzzle, error) {
		w, h := sides(size)
		top := *largest
		if !fs.Changed("largest") {
			top = min(9, max(w, h, 3))
		}
		if w < 1 || h < 1 || w > 50 || h > 50 || top < 1 || top > 9 {
			return nil, fmt.Errorf("a %d×%d grid, regions up to %d: expected 1 to 50 rows and columns, --largest 1 to 9", h, w, top)
		}
		if top < 3 && (w > 1 && h > 1 || top < 2 && w*h > 1) { // QA: "no filling found"
			return nil, fmt.Errorf("--largest %d: no %d×%d grid fills with regions that small, two of one size apart: expected 3 or more", top, h, w)
		}
		p := &Puzzle{Shape: grid.Shape{Rows: h, Cols: w}, Clues: make([]int, w*h)}
		from := make([]int, p.N())
		for i := range from {
			from[i] = -1
		}
		sizes := map[int]int{}
		label := p.GrowRegions(rng, from, func() int { return 1 + rng.Intn(top) }, func(label, cells []int) bool {
			for _, i := range cells {
				for _, j := range p.Neighbours(i) {
					if l := label[j]; l >= 0 && l != label[i] && sizes[l] == len(cells) {
						return false
					}
				}
			}
			sizes[label[cells[0]]] = len(cells)
			return true
		}, 100)
		if label == nil {
			return nil, fmt.Errorf("%w: no filling of %d×%d found", solve.ErrNoPuzzle, h, w) // the generator gave up: exit 1
		}
		for i, l := range label {
			p.Clues[i] = sizes[l]
		}
		return p, nil
	}
}
