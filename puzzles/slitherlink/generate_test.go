package slitherlink

import (
	"context"
	"encoding/json"
	"math/rand"
	"reflect"
	"testing"

	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// generate makes a rows×cols puzzle with one solution as the command
// does: a full puzzle from a random loop, clues removed by the kit.
func generate(ctx context.Context, rng *rand.Rand, rows, cols int, symmetric, minimal bool) (*solve.Generated, error) {
	fs := pflag.NewFlagSet("generate", pflag.ContinueOnError)
	full := Genre.Generate.Flags(fs)
	if err := fs.Parse([]string{"--rows", itoa(rows), "--cols", itoa(cols)}); err != nil {
		return nil, err
	}
	return Genre.Make(ctx, full, rng, 0, symmetric, minimal)
}

func itoa(n int) string { return string(rune('0' + n)) }

// TestGenerate: generated puzzles of several small sizes have exactly one
// loop by the backtracking counter, the one generate shows; every clue is
// needed (without it, or without its half-turn partner too when
// symmetric, the counter finds two loops or more); symmetric puzzles have
// their clues in half-turn pairs; the text, the JSON and the link read
// back as the same puzzle; a seed gives one puzzle. Without minimal, the
// puzzle is still unique.
func TestGenerate(t *testing.T) {
	ctx := context.Background()
	for _, size := range [][2]int{{3, 3}, {4, 4}, {3, 5}, {4, 5}} {
		rows, cols := size[0], size[1]
		for seed := int64(1); seed <= 3; seed++ {
			symmetric := seed == 3
			g, err := generate(ctx, rand.New(rand.NewSource(seed)), rows, cols, symmetric, true)
			if err != nil {
				t.Fatal(err)
			}
			p, err := parseOne(g.Text, "generated")
			if err != nil {
				t.Fatalf("%v\n%s", err, g.Text)
			}
			sols := bruteSolutions(p)
			if len(sols) != 1 {
				t.Fatalf("%d×%d seed %d: %d loops\n%s", rows, cols, seed, len(sols), g.Text)
			}
			if got := g.Solution.Fields["loop"]; !reflect.DeepEqual(got, show(p, sols[0]).Fields["loop"]) {
				t.Fatalf("%d×%d seed %d: shown loop %v, the counter's %v", rows, cols, seed, got, show(p, sols[0]).Fields["loop"])
			}
			clues := 0
			for i, k := range p.Clue {
				if k == None {
					continue
				}
				clues++
				j := rows*cols - 1 - i
				if symmetric && p.Clue[j] == None {
					t.Fatalf("%d×%d seed %d: clue r%dc%d without its partner\n%s", rows, cols, seed, i/cols+1, i%cols+1, g.Text)
				}
				q := *p
				q.Clue = append([]int(nil), p.Clue...)
				q.Clue[i] = None
				if symmetric {
					q.Clue[j] = None
				}
				if n := bruteCount(&q); n < 2 {
					t.Fatalf("%d×%d seed %d: clue r%dc%d not needed (%d loops without it)\n%s", rows, cols, seed, i/cols+1, i%cols+1, n, g.Text)
				}
			}
			if g.Givens != clues {
				t.Fatalf("%d×%d seed %d: %d givens said, %d clues", rows, cols, seed, g.Givens, clues)
			}
			data, _ := json.Marshal(g.JSON)
			if q, err := parseOne(string(data), "json"); err != nil || !reflect.DeepEqual(q, p) {
				t.Fatalf("%d×%d seed %d: JSON %s reads back as %v, %v", rows, cols, seed, data, q, err)
			}
			if q, err := readURL(g.Link); err != nil || !reflect.DeepEqual(q, p) {
				t.Fatalf("%d×%d seed %d: link %s reads back as %v, %v", rows, cols, seed, g.Link, q, err)
			}
			again, _ := generate(ctx, rand.New(rand.NewSource(seed)), rows, cols, symmetric, true)
			if again.Text != g.Text {
				t.Fatalf("%d×%d seed %d gave two puzzles", rows, cols, seed)
			}
		}
		g, err := generate(ctx, rand.New(rand.NewSource(9)), rows, cols, false, false)
		if err != nil {
			t.Fatal(err)
		}
		p, _ := parseOne(g.Text, "generated")
		if n := bruteCount(p); n != 1 {
			t.Fatalf("%d×%d not minimal: %d loops\n%s", rows, cols, n, g.Text)
		}
	}
	// A grid of one row or one column is a loop too.
	for _, size := range [][2]int{{1, 1}, {1, 4}, {3, 1}} {
		g, err := generate(ctx, rand.New(rand.NewSource(1)), size[0], size[1], false, true)
		if err != nil {
			t.Fatalf("%v: %v", size, err)
		}
		if p, _ := parseOne(g.Text, "generated"); bruteCount(p) != 1 {
			t.Fatalf("%v: not unique\n%s", size, g.Text)
		}
	}
}
