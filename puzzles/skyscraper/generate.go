package skyscraper

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// generator makes Skyscraper puzzles with one solution: a random Latin
// square of heights (solve.RandomSolution) with all its clues and heights
// given, from which the heights go first and then the clues, in random
// order, while it stays the only solution (solve.MinimalGivens).
func generator() *solve.Generator {
	return &solve.Generator{
		Usage: "[--size N] [--symmetric] [--no-minimal] [flags]",
		Flags: func(*pflag.FlagSet) solve.Make {
			return func(ctx context.Context, g *solve.GenerateOptions, rng *rand.Rand) (*solve.Generated, error) {
				n := g.Size
				if n == 0 {
					n = 5
				}
				if n < 1 || n > 12 {
					return nil, fmt.Errorf("--size %d: expected 1 to 12", n)
				}
				return Generate(ctx, rng, n, g.Symmetric, g.Minimal)
			}
		},
	}
}

// Generate makes an n×n puzzle with one solution, minimal unless minimal
// is false; with symmetric, its clues and heights come in half-turn pairs.
func Generate(ctx context.Context, rng *rand.Rand, n int, symmetric, minimal bool) (*solve.Generated, error) {
	empty, err := Empty(n)
	if err != nil {
		return nil, err
	}
	m := empty.Encode(encode.Config{}, Default)
	model, err := solve.RandomSolution(ctx, &solve.Problem{Formula: m.Formula, Projection: m.Projection}, rng)
	if err != nil || model == nil {
		return nil, fmt.Errorf("no Latin square of %d (this is a bug): %v", n, err)
	}
	sol := m.Decode(model)
	height := func(i int) int { return sol[i/n][i%n] }
	full, _ := Empty(n)
	for i := range full.Given {
		full.Given[i] = height(i)
	}
	for _, s := range Sides {
		for k := 0; k < n; k++ {
			var hs []int
			for _, i := range full.Line(s, k) {
				hs = append(hs, height(i))
			}
			full.Clues[s][k] = visible(hs)
		}
	}
	fm := full.Encode(encode.Config{Select: encode.SelectGivens}, Default)
	// The givens' tags (ClueTag) and their half-turn partners: cell i ↔
	// n²−1−i, top k ↔ bottom n−1−k, left k ↔ right n−1−k.
	opposite := map[Side]Side{Top: Bottom, Bottom: Top, Left: Right, Right: Left}
	var partner func(int) int
	if symmetric {
		partner = func(t int) int {
			if t < n*n {
				return n*n - 1 - t
			}
			s, k := Side((t-n*n)/n), (t-n*n)%n
			return ClueTag(n, opposite[s], n-1-k)
		}
	}
	heightsFirst := func(t int) int {
		if t < n*n {
			return 0
		}
		return 1
	}
	kept, err := solve.MinimalGivens(ctx, &solve.Problem{Formula: fm.Formula, Projection: fm.Projection}, rng, heightsFirst, partner, minimal)
	if err != nil {
		return nil, err
	}
	p, _ := Empty(n)
	for _, t := range kept {
		if t < n*n {
			p.Given[t] = height(t)
			continue
		}
		s, k := Side((t-n*n)/n), (t-n*n)%n
		p.Clues[s][k] = full.Clues[s][k]
	}
	var js any
	if err := json.Unmarshal(p.JSON(), &js); err != nil {
		return nil, err
	}
	return &solve.Generated{
		Text:     Text(p, nil),
		JSON:     js,
		Link:     p.URL(),
		Solution: solve.Answer{Text: Text(p, sol), Fields: map[string]any{"grid": sol.Rows()}},
		Givens:   len(kept),
	}, nil
}
