package palisade

import (
	"context"
	"fmt"
	"math/rand"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/spf13/pflag"
)

var generator = &kit.Generator[*Puzzle]{
	Usage: "[--size N | --rows R --cols C] [--region K] [--symmetric] [--no-minimal]",
	Flags: generateFlags,
	Keep: func(full *Puzzle, kept []int) *Puzzle {
		return &Puzzle{full.Shape, full.K, kit.Kept(full.Clues, kept, None)}
	},
	Partner: (*Puzzle).Turn,
}

// generateFlags makes full puzzles: a random division into regions of K
// cells, every cell's borders counted, mended until it has one solution:
// where another solution differs, the regions are grown again.
func generateFlags(fs *pflag.FlagSet) func(context.Context, *rand.Rand, int) (*Puzzle, error) {
	k := fs.Int("region", 5, "the cells of each region")
	sides := kit.SideFlags(fs, 10)
	return func(ctx context.Context, rng *rand.Rand, size int) (*Puzzle, error) {
		w, h := sides(size)
		if w < 2 || h < 2 || w > 50 || h > 50 || *k < 1 || (w*h)%*k != 0 {
			return nil, fmt.Errorf("a %d×%d grid in regions of %d: expected 2 to 50 rows and columns, their product a multiple of --region", h, w, *k)
		}
		p, _ := newPuzzle(w, h, *k)
		fits := func(label, cells []int) bool {
			for _, n := range p.LeftOver(label) {
				if n%*k != 0 {
					return false
				}
			}
			return len(cells) == *k
		}
		label := slices.Repeat([]int{-1}, p.N())
		for round := 0; round < 2*(w+h); round++ {
			grown := p.GrowRegions(rng, label, func() int { return *k }, fits, 20)
			if grown == nil {
				label = slices.Repeat([]int{-1}, p.N())
				continue
			}
			label = grown
			on, b := p.Borders(label), make(Borders, p.NumEdges())
			for e, x := range on {
				if x {
					b[e] = 1
				}
			}
			for i := range p.Clues {
				p.Clues[i] = p.sides(on, i)
			}
			other, found, err := Genre.Another(ctx, p, b)
			if err != nil || !found {
				return p, err
			}
			drop := map[int]bool{}
			for e := range b {
				if a, c := p.Edge(e); b[e] != other[e] {
					for _, i := range append(p.Neighbours(a), p.Neighbours(c)...) {
						drop[label[i]] = true
					}
				}
			}
			for i := range label {
				if drop[label[i]] {
					label[i] = -1
				}
			}
		}
		return p, nil
	}
}
