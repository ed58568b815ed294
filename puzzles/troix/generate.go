package troix

import (
	"context"
	"fmt"
	"math/rand"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// generator makes Troix puzzles with one solution, as Binox's does.
func generator() *solve.Generator {
	return &solve.Generator{
		Usage: "[--size N] [--symmetric] [--no-minimal] [flags]",
		Flags: func(*pflag.FlagSet) solve.Make {
			return func(ctx context.Context, g *solve.GenerateOptions, rng *rand.Rand) (*solve.Generated, error) {
				n := g.Size
				if n == 0 {
					n = 9
				}
				if n%3 != 0 || n < 3 || n > 30 {
					return nil, fmt.Errorf("--size %d: expected a multiple of 3 from 3 to 30", n)
				}
				return Generate(ctx, rng, n, g.Symmetric, g.Minimal)
			}
		},
	}
}

// Generate makes an n×n puzzle with one solution, minimal unless minimal
// is false, with givens symmetric under the half-turn when symmetric.
func Generate(ctx context.Context, rng *rand.Rand, n int, symmetric, minimal bool) (*solve.Generated, error) {
	p, err := New(n, n)
	if err != nil {
		return nil, err
	}
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
		Solution: solve.Answer{Text: board.Text(&p.Puzzle), Fields: map[string]any{"grid": board.Rows(&p.Puzzle)}},
		Givens:   len(kept),
	}, nil
}
