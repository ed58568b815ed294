package hashi

import (
	"context"
	"fmt"
	"math/rand"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/spf13/pflag"
)

// The generator's tags are the islands' cells; it keeps every number
// (Tatham's puzzles) unless --unknowns lets them go. No Partner: the
// islands come from the bridges, so no taking of numbers in pairs makes
// them symmetric, and --symmetric is refused.
var generator = &kit.Generator[*Puzzle]{
	Usage: "[--size N] [--no-minimal] [--islands PERCENT] [--max-bridges N] [--no-loops] [--unknowns]",
	Side:  [3]int{10, 3, 60},
	Flags: generateFlags,
	Keep: func(full *Puzzle, kept []int) *Puzzle {
		p := &Puzzle{Shape: full.Shape, Cells: kit.Kept(full.Cells, kept, Unknown), MaxB: full.MaxB, Tree: full.Tree}
		for i := range full.Cells {
			if !full.island(i) {
				p.Cells[i] = Empty // numbers go, islands stay
			}
		}
		return p
	},
	Rank: func(full *Puzzle, i int) int { return map[bool]int{true: 0, false: -1}[full.hide] },
}

// generateFlags makes full puzzles as Tatham's generator does
// (grid.Bridging): bridges grow until the share of islands is met, the
// numbers are the bridges, and while another solution remains, an
// island goes where the two differ.
func generateFlags(fs *pflag.FlagSet) func(context.Context, *rand.Rand, int) (*Puzzle, error) {
	share := kit.IntFlag(fs, "islands", 25, 5, 50, "the share of cells that are islands, in percent, 5 to 50")
	hide := fs.Bool("unknowns", false, "take numbers away while the solution stays the only one ('?' islands)")
	set := flags(fs)
	return func(ctx context.Context, rng *rand.Rand, size int) (*Puzzle, error) {
		for ctx.Err() == nil {
			p, err := set(&Puzzle{Shape: grid.Shape{Rows: size, Cols: size}, Cells: make([]int, size*size), hide: *hide})
			if err != nil {
				return nil, err
			}
			g := &grid.Bridging{Shape: p.Shape, Island: make([]bool, p.N()), Bridges: map[[2]int]int{}, Most: p.MaxB, Loops: !p.Tree}
			g.Island[rng.Intn(p.N())] = true
			for fails := 0; fails < 50 && len(g.Bridges)*100 < *share*p.N(); fails++ {
				if g.Grow(rng) {
					fails = -1
				}
			}
			for p.Cells = g.Numbers(); len(g.Bridges) > 0; p.Cells = g.Numbers() {
				if other, ok, err := Genre.Another(ctx, p, g.Counts()); err != nil || !ok {
					return p, err
				} else if !g.Split(rng, g.Counts(), other) {
					break
				}
			}
		}
		return nil, ctx.Err()
	}
}

// facts writes the puzzle for bench/asp/hashi.lp.
func facts(p *Puzzle) string {
	var b strings.Builder
	fmt.Fprintf(&b, "maxb(%d).\n%s", p.MaxB, map[bool]string{true: "tree.\n"}[p.Tree])
	for i, c := range p.Cells {
		r, col := p.RC(i)
		if c != Empty {
			fmt.Fprintf(&b, "island(%d,%d).\n", r, col)
		}
		if c > 0 {
			fmt.Fprintf(&b, "number(%d,%d,%d).\n", r, col, c)
		}
	}
	return b.String()
}
