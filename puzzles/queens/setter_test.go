package queens

import (
	"context"
	"fmt"
	"math/rand"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// solutionsOf lists the completions of p by plain backtracking.
func solutionsOf(p *Puzzle) [][]int {
	n := p.N
	var out [][]int
	cols := make([]int, 0, n)
	var rec func()
	rec = func() {
		r := len(cols)
		if r == n {
			out = append(out, append([]int(nil), cols...))
			return
		}
		for c := 0; c < n; c++ {
			if f := p.fixed[r]; (f >= 0 && f != c) || attacked(cols, r, c) {
				continue
			}
			cols = append(cols, c)
			rec()
			cols = cols[:len(cols)-1]
		}
	}
	rec()
	return out
}

// placedOnly returns a board of p's size with the named queens ("r3c4=Q")
// placed, and whether they could be (two in a row fail).
func placedOnly(t *testing.T, n int, names []string) (*Puzzle, bool) {
	t.Helper()
	q, _ := New(n)
	for _, name := range names {
		var r, c int
		if _, err := fmt.Sscanf(name, "r%dc%d=Q", &r, &c); err != nil {
			t.Fatalf("name %q: %v", name, err)
		}
		if q.Place(r-1, c-1) != nil {
			return q, false
		}
	}
	return q, true
}

// The setter's questions on boards with random queens placed, checked by
// backtracking: --forced is what every completion shares, --explain's
// queens cannot all stand and each is needed, --suggest's queens complete
// the board uniquely and each is needed.
func TestSetterQuestions(t *testing.T) {
	rng := rand.New(rand.NewSource(41))
	ctx := context.Background()
	kinds := map[string]int{}
	for trial := 0; trial < 60; trial++ {
		n := 5 + trial%4
		p, _ := New(n)
		for k := 0; k < 1+rng.Intn(3); k++ {
			p.Place(rng.Intn(n), rng.Intn(n)) // a second queen in a row is refused
		}
		sols := solutionsOf(p)
		prob := p.Problem(&solve.Options{}, 0)
		values, found, _, err := solve.Forced(ctx, prob)
		if err != nil || found != (len(sols) > 0) {
			t.Fatalf("trial %d: found %v (%v), %d completions", trial, found, err, len(sols))
		}
		if found {
			a, _ := prob.ShowForced(values)
			cols := a.Fields["forced"].([]int)
			for r := 0; r < n; r++ {
				want := sols[0][r]
				for _, s := range sols[1:] {
					if s[r] != want {
						want = -1
					}
				}
				if cols[r] != want {
					t.Fatalf("trial %d: row %d forced %d, the %d completions say %d", trial, r, cols[r], len(sols), want)
				}
			}
		}
		switch {
		case len(sols) == 0:
			kinds["none"]++
			prob := p.Problem(&solve.Options{Encoding: encode.Config{Select: encode.SelectAll}}, 0)
			c, _, err := solve.Explain(ctx, prob)
			if err != nil {
				t.Fatalf("trial %d: %v", trial, err)
			}
			if c.Rules {
				t.Fatalf("trial %d: the rules alone conflict on a %d-board: %v", trial, n, c.Names)
			}
			if q, ok := placedOnly(t, n, c.Names); ok && backtrack(q) != 0 {
				t.Fatalf("trial %d: %v can be completed", trial, c.Names)
			}
			for i := range c.Names {
				rest := append(append([]string(nil), c.Names[:i]...), c.Names[i+1:]...)
				if q, ok := placedOnly(t, n, rest); !ok || backtrack(q) == 0 {
					t.Fatalf("trial %d: %v fails without %s", trial, c.Names, c.Names[i])
				}
			}
		case len(sols) > 1:
			kinds["several"]++
			extra, _, _, err := solve.Suggest(ctx, prob)
			if err != nil {
				t.Fatal(err)
			}
			var names []string
			for r, c := range p.fixed {
				if c >= 0 {
					names = append(names, fmt.Sprintf("r%dc%d=Q", r+1, c+1))
				}
			}
			base := len(names)
			for _, l := range extra {
				names = append(names, prob.NameOf(l))
			}
			q, ok := placedOnly(t, n, names)
			if !ok || backtrack(q) != 1 {
				t.Fatalf("trial %d: %v does not make it unique", trial, names[base:])
			}
			for i := base; i < len(names); i++ {
				rest := append(append([]string(nil), names[:i]...), names[i+1:]...)
				if q, _ := placedOnly(t, n, rest); backtrack(q) < 2 {
					t.Fatalf("trial %d: %s not needed in %v", trial, names[i], names[base:])
				}
			}
		default:
			kinds["unique"]++
		}
	}
	if kinds["none"] == 0 || kinds["several"] == 0 {
		t.Errorf("too few kinds: %v", kinds)
	}
	// The rules alone: 3-queens has no solution at all.
	p, _ := New(3)
	c, _, err := solve.Explain(ctx, p.Problem(&solve.Options{Encoding: encode.Config{Select: encode.SelectAll}}, 0))
	if err != nil || !c.Rules || len(c.Names) == 0 {
		t.Fatalf("3-queens: %v %v", c, err)
	}
}

// TestLitName checks the names of every square's literals, under each of
// the three models, against the square's row and column, and that no other
// variable is named as a square.
func TestLitName(t *testing.T) {
	for n := 1; n <= 7; n++ {
		p, err := New(n)
		if err != nil {
			t.Fatal(err)
		}
		for kind, m := range map[string]*Model{
			"plain":  p.Encode(encode.Config{}),
			"cnf":    p.EncodeCNF(encode.Config{AMO: encode.Sequential}),
			"guided": p.EncodeGuided(encode.Config{}),
		} {
			square := map[sat.Var]bool{}
			for r := 0; r < n; r++ {
				for c := 0; c < n; c++ {
					v := m.Squares[r*n+c]
					square[v] = true
					if got, want := m.LitName(v.Pos()), fmt.Sprintf("r%dc%d=Q", r+1, c+1); got != want {
						t.Errorf("%d-queens, %s model: %s, want %s", n, kind, got, want)
					}
					if got, want := m.LitName(v.Neg()), fmt.Sprintf("r%dc%d=.", r+1, c+1); got != want {
						t.Errorf("%d-queens, %s model: %s, want %s", n, kind, got, want)
					}
				}
			}
			for v := sat.Var(1); int(v) <= m.Formula.NumVars(); v++ {
				if !square[v] && m.LitName(v.Pos()) != "?" {
					t.Errorf("%d-queens, %s model: variable %d of no square named %s", n, kind, v, m.LitName(v.Pos()))
				}
			}
		}
	}
}
