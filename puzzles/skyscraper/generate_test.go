package skyscraper

import (
	"context"
	"math/rand"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
)

// Generated puzzles are unique and minimal by the brute-force counter, not
// by the model; symmetric ones come in half-turn pairs; a seed gives one
// puzzle.
func TestGenerate(t *testing.T) {
	ctx := context.Background()
	full := generator.Flags(nil)
	for _, n := range []int{3, 4, 5} {
		for seed := int64(1); seed <= 3; seed++ {
			symmetric := seed == 3
			g, err := Genre.Make(ctx, full, rand.New(rand.NewSource(seed)), n, symmetric, true)
			if err != nil {
				t.Fatal(err)
			}
			ps, err := parse(g.Text, "generated")
			if err != nil {
				t.Fatal(err)
			}
			p := ps[0]
			if c := bruteCount(p); c != 1 {
				t.Fatalf("%d seed %d: %d solutions\n%s", n, seed, c, g.Text)
			}
			// Each given and clue is needed: without it (and its
			// partner), a second solution.
			for i, h := range p.Given {
				if h == 0 {
					continue
				}
				q := clone(p)
				q.Given[i] = 0
				if symmetric {
					q.Given[n*n-1-i] = 0
				}
				if bruteCount(q) < 2 {
					t.Fatalf("%d seed %d: height r%dc%d not needed\n%s", n, seed, i/n+1, i%n+1, g.Text)
				}
			}
			for _, s := range grid.Margins {
				for k, v := range p.Clues[s] {
					if v == 0 {
						continue
					}
					if symmetric && p.Clues[s^1][n-1-k] == 0 {
						t.Fatalf("%d seed %d: clue %s %d without its partner", n, seed, s, k+1)
					}
					q := clone(p)
					q.Clues[s][k] = 0
					if symmetric {
						q.Clues[s^1][n-1-k] = 0
					}
					if bruteCount(q) < 2 {
						t.Fatalf("%d seed %d: clue %s %d not needed\n%s", n, seed, s, k+1, g.Text)
					}
				}
			}
			again, _ := Genre.Make(ctx, full, rand.New(rand.NewSource(seed)), n, symmetric, true)
			if again.Text != g.Text {
				t.Fatalf("seed %d gave two puzzles", seed)
			}
		}
	}
	if _, err := Genre.Make(ctx, full, rand.New(rand.NewSource(1)), 13, false, true); err == nil {
		t.Error("--size 13: no error")
	}
}
