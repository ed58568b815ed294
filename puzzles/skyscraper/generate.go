package skyscraper

import (
	"context"
	"fmt"
	"math/rand"

	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/spf13/pflag"
)

// clueTag is the generator's tag of the clue of margin m, line k: after
// the N² cells, the margins' clues in order.
func clueTag(n int, m grid.Margin, k int) int { return n*n + int(m)*n + k }

// generator makes puzzles from a random Latin square with all its clues
// and heights given: the heights go first, then the clues, in random
// order (in half-turn pairs with --symmetric) while the solution stays
// the only one.
var generator = &kit.Generator[*Puzzle]{
	Usage: "[--size N] [--symmetric] [--no-minimal] [flags]",
	Flags: func(*pflag.FlagSet) func(context.Context, *rand.Rand, int) (*Puzzle, error) {
		return func(ctx context.Context, rng *rand.Rand, n int) (*Puzzle, error) {
			if n == 0 {
				n = 5
			}
			if n < 1 || n > 12 {
				return nil, fmt.Errorf("--size %d: expected 1 to 12", n)
			}
			b, ok, err := Genre.RandomSolution(ctx, newPuzzle(n), rng)
			if err != nil || !ok {
				return nil, fmt.Errorf("no Latin square of %d (this is a bug): %v", n, err)
			}
			full := newPuzzle(n)
			copy(full.Given, b)
			for _, m := range grid.Margins {
				for k := range full.Clues[m] {
					full.Clues[m][k] = visible(b, full.Seen(m, k))
				}
			}
			return full, nil
		}
	},
	Keep: func(full *Puzzle, kept []int) *Puzzle {
		p, n := newPuzzle(full.Cols), full.Cols
		for _, t := range kept {
			if t < n*n {
				p.Given[t] = full.Given[t]
			} else {
				m, k := (t-n*n)/n, (t-n*n)%n
				p.Clues[m][k] = full.Clues[m][k]
			}
		}
		return p
	},
	// A cell's partner is the cell the half-turn takes it to, top k's
	// bottom N−1−k, left k's right N−1−k.
	Partner: func(full *Puzzle, t int) int {
		n := full.Cols
		if t < n*n {
			return n*n - 1 - t
		}
		m, k := grid.Margin((t-n*n)/n), (t-n*n)%n
		return clueTag(n, m^1, n-1-k)
	},
	Rank: func(full *Puzzle, t int) int { return min(t/full.N(), 1) }, // the heights first
}
