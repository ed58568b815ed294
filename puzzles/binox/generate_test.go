package binox

import (
	"context"
	"math/rand"
	"strings"
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
			g, err := Generate(ctx, rand.New(rand.NewSource(seed)), tc.n, tc.distinct, tc.symmetric, true)
			if err != nil {
				t.Fatal(err)
			}
			p, err := Parse(strings.NewReader(g.Text), "generated")
			if err != nil {
				t.Fatal(err)
			}
			p.Distinct = tc.distinct
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
					t.Fatalf("%+v seed %d: given %s not needed\n%s", tc, seed, p.CellName(i), g.Text)
				}
			}
			again, _ := Generate(ctx, rand.New(rand.NewSource(seed)), tc.n, tc.distinct, tc.symmetric, true)
			if again.Text != g.Text {
				t.Fatalf("seed %d gave two puzzles", seed)
			}
		}
	}
}
