package mirrormaze

import (
	"context"
	"math/rand"
	"strings"
	"testing"
)

// Generated mazes are unique by the brute-force counter (its own tracer,
// not the model's) and their given monsters minimal: without any one, a
// second solution; a seed gives one maze.
func TestGenerate(t *testing.T) {
	ctx := context.Background()
	for _, size := range [][2]int{{2, 3}, {3, 3}, {3, 4}, {4, 4}} {
		for seed := int64(1); seed <= 3; seed++ {
			g, err := Generate(ctx, rand.New(rand.NewSource(seed)), size[0], size[1], 0.35, true)
			if err != nil {
				t.Fatal(err)
			}
			ps, err := Parse(strings.NewReader(g.Text), "generated")
			if err != nil {
				t.Fatal(err)
			}
			p := ps[0]
			if c := bruteCount(p); c != 1 {
				t.Fatalf("%v seed %d: %d solutions\n%s", size, seed, c, g.Text)
			}
			for i, c := range p.Grid {
				if !c.IsMonster() {
					continue
				}
				q := p.Clone()
				q.Grid[i] = Unknown
				if bruteCount(q) < 2 {
					t.Fatalf("%v seed %d: the monster at %d is not needed\n%s", size, seed, i, g.Text)
				}
			}
			again, _ := Generate(ctx, rand.New(rand.NewSource(seed)), size[0], size[1], 0.35, true)
			if again.Text != g.Text {
				t.Fatalf("seed %d gave two mazes", seed)
			}
		}
	}
}
