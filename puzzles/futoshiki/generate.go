package futoshiki

import (
	"context"
	"fmt"
	"math/rand"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/spf13/pflag"
)

// The clues are tagged by cell (a number) and by N + edge (a sign). The
// kit removes the numbers first, then the signs, as Tatham's generator
// does; in Adjacent mode every sign (bar or none) stays.
var generator = &kit.Generator[*Puzzle]{
	Usage: "[--size N] [--symmetric] [--no-minimal] [--adjacent]",
	Side:  [3]int{5, 2, MaxSide},
	Flags: generateFlags,
	Keep: func(full *Puzzle, kept []int) *Puzzle {
		cells, edges := kit.SplitTags(kept, full.N())
		return &Puzzle{full.Shape, full.Adjacent, kit.Kept(full.Givens, cells, 0), kit.Kept(full.Rels, edges, None)}
	},
	Partner: func(full *Puzzle, t int) int {
		n := full.N()
		if t < n {
			return n - 1 - t
		}
		return n + full.HalfTurnEdge(t-n)
	},
	Rank: func(full *Puzzle, t int) int {
		if t >= full.N() && full.Adjacent {
			return -1
		}
		return t / full.N()
	},
}

// generateFlags makes full puzzles: a random Latin square, every number
// and every sign of it shown.
func generateFlags(fs *pflag.FlagSet) func(context.Context, *rand.Rand, int) (*Puzzle, error) {
	adj := fs.Bool("adjacent", false, "Tatham's Adjacent mode: bars between numbers one apart")
	return func(ctx context.Context, rng *rand.Rand, n int) (*Puzzle, error) {
		p := newPuzzle(n, false)
		sol, _, err := Genre.RandomSolution(ctx, p, rng)
		if err != nil {
			return nil, err
		}
		copy(p.Givens, sol)
		for e := range p.Rels {
			a, b := p.Edge(e)
			p.Rels[e] = map[bool]Rel{true: Less, false: Greater}[sol[a] < sol[b]]
			if *adj {
				p.Rels[e] = map[bool]Rel{true: Bar, false: None}[holds(Bar, sol[a], sol[b])]
			}
		}
		p.Adjacent = *adj
		return p, nil
	}
}

// facts writes the puzzle for bench/asp/futoshiki.lp: size(N),
// given(R, C, V), less(R1, C1, R2, C2) (the first smaller), and in
// Adjacent mode adjacent and bar(R1, C1, R2, C2); rows and columns from
// 0.
func facts(p *Puzzle) string {
	var b strings.Builder
	fmt.Fprintf(&b, "size(%d).\n", p.Cols)
	if p.Adjacent {
		b.WriteString("adjacent.\n")
	}
	b.WriteString(kit.CellFacts(p.Shape, "given", p.Givens))
	for e, rel := range p.Rels {
		a, c := p.Edge(e)
		if rel == Greater {
			a, c = c, a
		}
		if rel != None {
			fmt.Fprintf(&b, "%s(%d,%d,%d,%d).\n", map[Rel]string{Less: "less", Greater: "less", Bar: "bar"}[rel], a/p.Cols, a%p.Cols, c/p.Cols, c%p.Cols)
		}
	}
	return b.String()
}
