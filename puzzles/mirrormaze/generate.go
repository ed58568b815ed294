package mirrormaze

import (
	"context"
	"fmt"
	"math/rand"

	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/spf13/pflag"
)

// generator makes mazes with one solution, as Tatham's Undead and janko.at
// show them: mirrors placed at random, random monsters in the other
// cells, every clue and total given, and the monsters given as few as
// uniqueness allows (they go in random order; the clues and totals stay).
var generator = &kit.Generator[*Puzzle]{
	Usage: "[--size N] [--rows R --cols C] [--mirrors F] [--no-minimal] [flags]",
	Flags: func(fs *pflag.FlagSet) func(context.Context, *rand.Rand, int) (*Puzzle, error) {
		sides := kit.SideFlags(fs, 5)
		share := fs.Float64("mirrors", 0.35, "the share of cells that hold a mirror")
		return func(_ context.Context, rng *rand.Rand, size int) (*Puzzle, error) {
			c, r := sides(size)
			if r < 1 || c < 1 || r > 20 || c > 20 {
				return nil, fmt.Errorf("a %d×%d grid: expected 1 to 20 rows and columns", r, c)
			}
			if !(*share >= 0 && *share < 1) { // NaN too
				return nil, fmt.Errorf("--mirrors %v: expected a share from 0 to below 1", *share)
			}
			full, _ := NewPuzzle(r, c)
			full.Totals = [3]int{}
			for i := range full.Grid {
				if rng.Float64() < *share {
					full.Grid[i] = []Cell{Slash, Backslash}[rng.Intn(2)]
				} else {
					full.Grid[i] = Monsters[rng.Intn(3)]
					full.Totals[full.Grid[i].index()]++
				}
			}
			for _, s := range Sides {
				for i := range full.Clues[s] {
					full.Clues[s][i] = full.Seen(s, i, full.Grid)
				}
			}
			return full, nil
		}
	},
	Keep: func(full *Puzzle, kept []int) *Puzzle {
		p := *full
		p.Grid = make([]Cell, len(full.Grid))
		for i, c := range full.Grid {
			if c.IsMirror() {
				p.Grid[i] = c
			}
		}
		for _, t := range kept {
			if t < len(p.Grid) {
				p.Grid[t] = full.Grid[t]
			}
		}
		return &p
	},
	// Only the monsters given may go, tagged with their cells; the clues
	// and totals stay.
	Rank: func(full *Puzzle, t int) int { return -min(t/full.N(), 1) },
}
