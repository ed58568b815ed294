package galaxies

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand"
	"reflect"
	"testing"

	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// generate makes a rows×cols puzzle as the command does (the genre's own
// generator, kit.Generator.Own).
func generate(ctx context.Context, rng *rand.Rand, rows, cols int, symmetric bool) (*solve.Generated, error) {
	fs := pflag.NewFlagSet("generate", pflag.ContinueOnError)
	make := Genre.Generate.Own(fs)
	if err := fs.Parse([]string{"--rows", fmt.Sprint(rows), "--cols", fmt.Sprint(cols)}); err != nil {
		return nil, err
	}
	return make(ctx, &solve.GenerateOptions{Symmetric: symmetric, Minimal: true}, rng)
}

// TestGenerate: generated puzzles of several small sizes have exactly one
// solution by the backtracking counter, the one generate shows; symmetric
// ones have their centres in half-turn pairs; the text, the JSON and the
// link read back as the same puzzle; a seed gives one puzzle.
func TestGenerate(t *testing.T) {
	ctx := context.Background()
	for _, size := range [][2]int{{3, 3}, {4, 4}, {4, 5}, {5, 5}, {3, 6}} {
		rows, cols := size[0], size[1]
		for seed := int64(1); seed <= 4; seed++ {
			symmetric := seed > 2
			g, err := generate(ctx, rand.New(rand.NewSource(seed)), rows, cols, symmetric)
			if err != nil {
				t.Fatal(err)
			}
			if g.Work["partitions"] < 1 || g.Work["checks"] < g.Work["partitions"] {
				t.Fatalf("work %v", g.Work)
			}
			p, err := parseOne(g.Text, "generated")
			if err != nil {
				t.Fatalf("%v\n%s", err, g.Text)
			}
			sols := bruteSolutions(p)
			if len(sols) != 1 {
				t.Fatalf("%d×%d seed %d: %d solutions\n%s", rows, cols, seed, len(sols), g.Text)
			}
			if got := g.Solution.Fields["regions"]; !reflect.DeepEqual(got, rowsOf(sols[0], cols)) {
				t.Fatalf("%d×%d seed %d: shown %v, the counter's %v", rows, cols, seed, got, rowsOf(sols[0], cols))
			}
			if g.Givens != len(p.Centres) {
				t.Fatalf("%d×%d seed %d: %d givens said, %d centres", rows, cols, seed, g.Givens, len(p.Centres))
			}
			if symmetric {
				twin, _ := New(rows, cols, nil)
				for _, pt := range p.Centres {
					twin.Centres = append(twin.Centres, Point{2*rows - pt.Y, 2*cols - pt.X})
				}
				if !same(p, twin) {
					t.Fatalf("%d×%d seed %d: centres not symmetric\n%s", rows, cols, seed, g.Text)
				}
			}
			data, _ := json.Marshal(g.JSON)
			if q, err := parseOne(string(data), "json"); err != nil || !same(p, q) {
				t.Fatalf("%d×%d seed %d: JSON %s reads back as %v, %v", rows, cols, seed, data, q, err)
			}
			if q, err := readURL(g.Link); err != nil || !same(p, q) {
				t.Fatalf("%d×%d seed %d: link %s reads back as %v, %v", rows, cols, seed, g.Link, q, err)
			}
			again, _ := generate(ctx, rand.New(rand.NewSource(seed)), rows, cols, symmetric)
			if again.Text != g.Text {
				t.Fatalf("%d×%d seed %d gave two puzzles", rows, cols, seed)
			}
		}
	}
}

// TestPartition: the partitions filled, and filled again after galaxies
// are taken out, are solutions of their own centres (Verify), symmetric
// ones under the grid's half-turn too.
func TestPartition(t *testing.T) {
	rng := rand.New(rand.NewSource(61))
	for k := 0; k < 300; k++ {
		rows, cols := 1+rng.Intn(8), 1+rng.Intn(8)
		symmetric := k%2 == 1
		q := newPartition(rows, cols, symmetric)
		q.fill(rng)
		for round := 0; round < 3; round++ {
			p, sol := q.puzzle()
			if err := Verify(p, sol); err != nil {
				t.Fatalf("%d×%d round %d: %v\n%s", rows, cols, round, err, text(p, sol, false))
			}
			if symmetric {
				for i := range sol {
					a, b := p.Centres[sol[i]], p.Centres[sol[rows*cols-1-i]]
					if b != (Point{2*rows - a.Y, 2*cols - a.X}) {
						t.Fatalf("%d×%d round %d: not symmetric at cell %d\n%s", rows, cols, round, i, text(p, sol, false))
					}
				}
			}
			live := q.live()
			q.remove(live[rng.Intn(len(live))])
			q.fill(rng)
		}
	}
}
