package slitherlink

import (
	"context"
	"encoding/json"
	"math/rand"
	"reflect"
	"strings"
	"testing"
)

// TestRandomLoop: the regions RandomLoop grows are bounded by one loop
// (checked by isOneLoop, which shares nothing with it), on grids from 1×1
// up, and the same seed gives the same loop.
func TestRandomLoop(t *testing.T) {
	rng := rand.New(rand.NewSource(41))
	for k := 0; k < 300; k++ {
		rows, cols := 1+rng.Intn(9), 1+rng.Intn(9)
		seed := rng.Int63()
		s := RandomLoop(rand.New(rand.NewSource(seed)), rows, cols)
		if !isOneLoop(s) {
			t.Fatalf("%d×%d seed %d: not one loop\n%s", rows, cols, seed, Text(&Puzzle{Rows: rows, Cols: cols, Clue: make([]int, rows*cols)}, s))
		}
		if again := RandomLoop(rand.New(rand.NewSource(seed)), rows, cols); key(again) != key(s) {
			t.Fatalf("%d×%d seed %d: two loops", rows, cols, seed)
		}
	}
}

// TestGenerate: generated puzzles of several small sizes have exactly one
// loop by the backtracking counter, the one Generate shows; every clue is
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
			g, err := Generate(ctx, rand.New(rand.NewSource(seed)), rows, cols, symmetric, true)
			if err != nil {
				t.Fatal(err)
			}
			ps, err := Parse(strings.NewReader(g.Text), "generated")
			if err != nil {
				t.Fatalf("%v\n%s", err, g.Text)
			}
			p := ps[0]
			sols := bruteSolutions(p)
			if len(sols) != 1 {
				t.Fatalf("%d×%d seed %d: %d loops\n%s", rows, cols, seed, len(sols), g.Text)
			}
			if got := g.Solution.Fields["loop"]; !reflect.DeepEqual(got, sols[0].Pairs()) {
				t.Fatalf("%d×%d seed %d: shown loop %v, the counter's %v", rows, cols, seed, got, sols[0].Pairs())
			}
			if g.Givens != p.Clues() {
				t.Fatalf("%d×%d seed %d: %d givens said, %d clues", rows, cols, seed, g.Givens, p.Clues())
			}
			for i, k := range p.Clue {
				if k == None {
					continue
				}
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
			data, _ := json.Marshal(g.JSON)
			if q, err := ParseJSON(data, "json"); err != nil || !q.Equal(p) {
				t.Fatalf("%d×%d seed %d: JSON %s reads back as %v, %v", rows, cols, seed, data, q, err)
			}
			if q, err := ParseURL(g.Link); err != nil || !q.Equal(p) {
				t.Fatalf("%d×%d seed %d: link %s reads back as %v, %v", rows, cols, seed, g.Link, q, err)
			}
			again, _ := Generate(ctx, rand.New(rand.NewSource(seed)), rows, cols, symmetric, true)
			if again.Text != g.Text {
				t.Fatalf("%d×%d seed %d gave two puzzles", rows, cols, seed)
			}
		}
		g, err := Generate(ctx, rand.New(rand.NewSource(9)), rows, cols, false, false)
		if err != nil {
			t.Fatal(err)
		}
		ps, _ := Parse(strings.NewReader(g.Text), "generated")
		if n := bruteCount(ps[0]); n != 1 {
			t.Fatalf("%d×%d not minimal: %d loops\n%s", rows, cols, n, g.Text)
		}
	}
}
