package binox

import (
	"context"
	"github.com/puzzlesat/puzzlesat/solve"
	"math/rand"
	"testing"
)

// Generated puzzles are unique and minimal by the backtracker, not by the
// model; symmetric ones have symmetric givens; a seed gives one puzzle.
func TestGenerate(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		n                   int
		distinct, symmetric bool
	}{{4, true, false}, {6, true, false}, {6, false, false}, {6, true, true}, {8, true, false}} {
		for seed := int64(1); seed <= 4; seed++ {
			g, err := generate(ctx, rand.New(rand.NewSource(seed)), tc.n, tc.distinct, tc.symmetric)
			if err != nil {
				t.Fatal(err)
			}
			p, err := parseOne(g.Text, "generated")
			if err != nil {
				t.Fatal(err)
			}
			// The text says the rule (a "no-distinct" line): the generated
			// puzzle reads back as itself.
			if p.Distinct != tc.distinct {
				t.Fatalf("%+v seed %d: read back with distinct %v\n%s", tc, seed, p.Distinct, g.Text)
			}
			if c := backtrack(p); c != 1 {
				t.Fatalf("%+v seed %d: %d solutions\n%s", tc, seed, c, g.Text)
			}
			for i, v := range p.Given {
				if v == None {
					continue
				}
				if tc.symmetric && p.Given[len(p.Given)-1-i] == None {
					t.Fatalf("%+v seed %d: a given without its mirror", tc, seed)
				}
				q := *p
				q.Given = append([]int(nil), p.Given...)
				q.Given[i] = None
				if tc.symmetric {
					q.Given[len(q.Given)-1-i] = None
				}
				if backtrack(&q) < 2 {
					t.Fatalf("%+v seed %d: given %s not needed\n%s", tc, seed, p.Name(i), g.Text)
				}
			}
			again, _ := generate(ctx, rand.New(rand.NewSource(seed)), tc.n, tc.distinct, tc.symmetric)
			if again.Text != g.Text {
				t.Fatalf("seed %d gave two puzzles", seed)
			}
		}
	}
}

// generate makes an n×n puzzle with one solution, minimal, as the command
// does: a full grid from a random solution, givens removed by the kit.
func generate(ctx context.Context, rng *rand.Rand, n int, distinct, symmetric bool) (*solve.Generated, error) {
	p, _ := NewOver(n, n, Symbols, 2, distinct)
	full := func(ctx context.Context, rng *rand.Rand, _ int) (*Puzzle, error) { return Full(ctx, Genre, p, rng) }
	return Genre.Make(ctx, full, rng, n, symmetric, true)
}
