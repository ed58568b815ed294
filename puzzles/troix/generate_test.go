package troix

import (
	"context"
	"math/rand"
	"testing"
)

// Generated puzzles are unique and minimal by the propagating search, not
// by the model; a seed gives one puzzle.
func TestGenerate(t *testing.T) {
	ctx := context.Background()
	for _, n := range []int{3, 6, 9} {
		for seed := int64(1); seed <= 3; seed++ {
			g, err := generate(ctx, rand.New(rand.NewSource(seed)), n, seed == 2)
			if err != nil {
				t.Fatal(err)
			}
			p, err := parseOne(g.Text, "generated")
			if err != nil {
				t.Fatal(err)
			}
			if c := countUpTo(p, 2); c != 1 {
				t.Fatalf("%d×%d seed %d: %d solutions\n%s", n, n, seed, c, g.Text)
			}
			for i, v := range p.Given {
				if v == None {
					continue
				}
				q := *p
				q.Given = append([]int(nil), p.Given...)
				q.Given[i] = None
				if seed == 2 {
					q.Given[len(q.Given)-1-i] = None
				}
				if countUpTo(&q, 2) < 2 {
					t.Fatalf("%d×%d seed %d: given %s not needed\n%s", n, n, seed, p.Name(i), g.Text)
				}
			}
			again, _ := generate(ctx, rand.New(rand.NewSource(seed)), n, seed == 2)
			if again.Text != g.Text {
				t.Fatalf("seed %d gave two puzzles", seed)
			}
		}
	}
}
