package binox

import (
	"context"
	"fmt"
	"math/rand"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// generator makes Binox puzzles with one solution: a random solved grid
// (solve.RandomSolution), whose cells are then removed as givens in random
// order while it stays the only solution (solve.MinimalGivens).
func generator() *solve.Generator {
	return &solve.Generator{
		Usage: "[--size N] [--symmetric] [--no-minimal] [--no-distinct] [flags]",
		Flags: func(fs *pflag.FlagSet) solve.Make {
			noDistinct := fs.Bool("no-distinct", false, "puzzles without the distinct-lines rule (Unruly, Tohu-Wa-Vohu)")
			return func(ctx context.Context, g *solve.GenerateOptions, rng *rand.Rand) (*solve.Generated, error) {
				n := g.Size
				if n == 0 {
					n = 8
				}
				if n%2 != 0 || n < 2 || n > 30 {
					return nil, fmt.Errorf("--size %d: expected an even side from 2 to 30", n)
				}
				return Generate(ctx, rng, n, !*noDistinct, g.Symmetric, g.Minimal)
			}
		},
	}
}

// Generate makes an n×n puzzle with one solution (distinct rows and
// columns when distinct), minimal unless minimal is false, with givens
// symmetric under the half-turn when symmetric.
func Generate(ctx context.Context, rng *rand.Rand, n int, distinct, symmetric, minimal bool) (*solve.Generated, error) {
	p, err := New(n, n)
	if err != nil {
		return nil, err
	}
	p.Distinct = distinct
	m := p.Encode(encode.Config{})
	model, err := solve.RandomSolution(ctx, &solve.Problem{Formula: m.Formula, Projection: m.Projection}, rng)
	if err != nil {
		return nil, err
	}
	if model == nil {
		return nil, fmt.Errorf("no %d×%d grid keeps the rules", n, n)
	}
	board := m.Decode(model)
	full := *p
	full.Given = append([]int(nil), board...)
	fm := full.Encode(encode.Config{Select: encode.SelectGivens})
	// Each given is tagged with its cell.
	var partner func(int) int
	if symmetric {
		partner = func(i int) int { return n*n - 1 - i }
	}
	kept, err := solve.MinimalGivens(ctx, &solve.Problem{Formula: fm.Formula, Projection: fm.Projection}, rng, nil, partner, minimal)
	if err != nil {
		return nil, err
	}
	for _, i := range kept {
		p.Given[i] = board[i]
	}
	return &solve.Generated{
		Text:     p.Text(),
		JSON:     p.JSON(),
		Link:     p.Unruly(),
		Solution: solve.Answer{Text: board.Text(&p.Puzzle), Fields: map[string]any{"grid": board.Rows(&p.Puzzle)}},
		Givens:   len(kept),
	}, nil
}
