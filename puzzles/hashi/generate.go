package hashi

import (
	"context"
	"fmt"
	"math/rand"
	"slices"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/spf13/pflag"
)

// The generator's tags are the islands' cells; it keeps every number
// (Tatham's puzzles) unless --unknowns lets them go.
var generator = &kit.Generator[*Puzzle]{
	Usage: "[--size N] [--symmetric] [--no-minimal] [--islands PERCENT] [--max-bridges N] [--no-loops] [--unknowns]",
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
	Partner: func(full *Puzzle, i int) int {
		return map[bool]int{true: full.N() - 1 - i, false: i}[full.island(full.N()-1-i)]
	},
	Rank: func(full *Puzzle, i int) int { return map[bool]int{true: 0, false: -1}[full.hide] },
}

// generateFlags makes full puzzles as Tatham's generator does: from an
// island, bridges reach out to new islands (or, with loops, to islands
// already there) until the share of islands is met, and the numbers are
// the bridges. While another solution remains, an island goes where the
// two differ: on a pair that only the other bridges, joined to its first
// island, or in the middle of a bridge of the puzzle's, cutting it in two.
func generateFlags(fs *pflag.FlagSet) func(context.Context, *rand.Rand, int) (*Puzzle, error) {
	share := fs.Int("islands", 25, "the share of cells that are islands, in percent")
	hide := fs.Bool("unknowns", false, "take numbers away while the solution stays the only one ('?' islands)")
	set := flags(fs)
	return func(ctx context.Context, rng *rand.Rand, size int) (*Puzzle, error) {
		if size == 0 {
			size = 10
		}
		if size < 3 || size > 60 || *share < 5 || *share > 50 {
			return nil, fmt.Errorf("--size %d, --islands %d: expected 3 to 60 and 5 to 50", size, *share)
		}
		for ctx.Err() == nil {
			p, err := set(&Puzzle{Shape: grid.Shape{Rows: size, Cols: size}, Cells: make([]int, size*size), hide: *hide})
			if err != nil {
				return nil, err
			}
			br := map[[2]int]int{}
			p.Cells[rng.Intn(p.N())] = Unknown
			for fails := 0; fails < 50 && len(br)*100 < *share*p.N(); fails++ {
				if p.grow(rng, br, nil, nil) {
					fails = -1
				}
			}
			for b := p.number(br); len(br) > 0; b = p.number(br) {
				if other, ok, err := Genre.Another(ctx, p, b); err != nil || !ok {
					return p, err
				} else if !p.grow(rng, br, b, other) {
					break
				}
			}
		}
		return nil, ctx.Err()
	}
}

// grow adds an island and its bridges to br, and reports false when it
// finds no room: without a second solution, from a random island in a
// random direction, or (with loops, one time in five) a bridge to the
// island there; with one, where b and other differ (see generateFlags).
func (p *Puzzle) grow(rng *rand.Rand, br map[[2]int]int, b, other Bridges) bool {
	used := make([]bool, p.N())
	for _, pr := range p.Pairs() {
		for _, c := range pr.Between {
			used[c] = used[c] || br[[2]int{pr.A, pr.B}] > 0
		}
	}
	// spot returns where along cells an island may go, at random: none
	// beside it, and every cell up to it free; −1 when there is none.
	spot := func(cells []int, free func(i int) bool) int {
		var ok []int
		for k := 0; k < len(cells) && free(cells[k]); k++ {
			if !slices.ContainsFunc(p.Neighbours(cells[k]), p.island) {
				ok = append(ok, cells[k])
			}
		}
		if len(ok) == 0 {
			return -1
		}
		return ok[rng.Intn(len(ok))]
	}
	bridge := func(a, b, n int) bool {
		if n == 0 {
			n = 1 + rng.Intn(p.MaxB)
		}
		p.Cells[a], p.Cells[b], br[[2]int{min(a, b), max(a, b)}] = Unknown, Unknown, n
		return true
	}
	if other == nil {
		var islands []int
		for i := range p.Cells {
			if p.island(i) {
				islands = append(islands, i)
			}
		}
		a := islands[rng.Intn(len(islands))]
		ray := p.Ray(a, grid.Dirs[rng.Intn(4)])
		free := func(i int) bool { return !used[i] && !p.island(i) }
		if x := spot(ray, free); x >= 0 && (p.Tree || rng.Intn(5) > 0) {
			return bridge(a, x, 0)
		}
		k := slices.IndexFunc(ray, func(i int) bool { return !free(i) })
		return k > 0 && p.island(ray[k]) && !p.Tree && bridge(a, ray[k], 0)
	}
	pairs := p.Pairs()
	for _, q := range rng.Perm(len(pairs)) {
		pr, n := pairs[q], b[q]
		if x := spot(pr.Between, func(i int) bool { return !used[i] || n > 0 }); x >= 0 && n != other[q] {
			if delete(br, [2]int{pr.A, pr.B}); n > 0 {
				bridge(x, pr.B, n)
			}
			return bridge(pr.A, x, n)
		}
	}
	return false
}

// number numbers the islands with the bridges of br, and returns them.
func (p *Puzzle) number(br map[[2]int]int) Bridges {
	for i := range p.Cells {
		if p.island(i) {
			p.Cells[i] = Unknown
		}
	}
	var out Bridges
	for _, pr := range p.Pairs() {
		n := br[[2]int{pr.A, pr.B}]
		if out = append(out, n); n > 0 {
			p.Cells[pr.A], p.Cells[pr.B] = max(p.Cells[pr.A], 0)+n, max(p.Cells[pr.B], 0)+n
		}
	}
	return out
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
