package skyscraper

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand"
	"strings"

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
	// The names of the model (r3c4=5, top 3=2) and their half-turn
	// partners: cell i ↔ n²−1−i, top k ↔ bottom n−1−k, left k ↔ right
	// n−1−k.
	partners := map[string]string{}
	cellName := func(i int) string { return fmt.Sprintf("r%dc%d=%d", i/n+1, i%n+1, height(i)) }
	clueName := func(s Side, k int) string { return fmt.Sprintf("%s %d=%d", s, k+1, full.Clues[s][k]) }
	opposite := map[Side]Side{Top: Bottom, Bottom: Top, Left: Right, Right: Left}
	for i := range full.Given {
		partners[cellName(i)] = cellName(n*n - 1 - i)
	}
	for _, s := range Sides {
		for k := 0; k < n; k++ {
			partners[clueName(s, k)] = clueName(opposite[s], n-1-k)
		}
	}
	var partner func(string) string
	if symmetric {
		partner = func(name string) string { return partners[name] }
	}
	heightsFirst := func(name string) int {
		if strings.HasPrefix(name, "r") {
			return 0
		}
		return 1
	}
	kept, err := solve.MinimalGivens(ctx, &solve.Problem{Formula: fm.Formula, Projection: fm.Projection}, rng, heightsFirst, partner, minimal)
	if err != nil {
		return nil, err
	}
	keep := map[string]bool{}
	for _, k := range kept {
		keep[k] = true
	}
	p, _ := Empty(n)
	for i := range p.Given {
		if keep[cellName(i)] {
			p.Given[i] = height(i)
		}
	}
	for _, s := range Sides {
		for k := 0; k < n; k++ {
			if keep[clueName(s, k)] {
				p.Clues[s][k] = full.Clues[s][k]
			}
		}
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
