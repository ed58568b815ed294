package skyscraper

import (
	"context"
	"errors"
	"fmt"
	"math/rand"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// This file checks the setter's and player's questions (--forced,
// --explain, --suggest) on the genre's problems against second methods:
// the intersection of the enumerated solutions, puzzles rebuilt with only
// the givens named, and the backtracking counter.

// problem returns the genre's problem of p, as the command builds it.
func problem(p *Puzzle, cfg encode.Config, opts Options) *solve.Problem {
	return p.Problem("test", &solve.Options{Encoding: cfg}, opts)
}

// configNames returns the names of configs(), sorted, so that the trials
// take turns over the encodings in a fixed order.
func configNames() []string {
	var out []string
	for name := range configs() {
		out = append(out, name)
	}
	sort.Strings(out)
	return out
}

// clone returns a copy of p that shares nothing with it.
func clone(p *Puzzle) *Puzzle {
	q := *p
	q.Given = append([]int(nil), p.Given...)
	for s := range p.Clues {
		q.Clues[s] = append([]int(nil), p.Clues[s]...)
	}
	return &q
}

// parts returns what each given and clue of p is called, as the test
// names them itself (1-based, the side's name, the line and the clue;
// the cell and its height), with the change that puts it into a puzzle.
func parts(p *Puzzle) map[string]func(q *Puzzle) {
	out := map[string]func(q *Puzzle){}
	n := p.N
	for _, s := range Sides {
		for k, v := range p.Clues[s] {
			if v != 0 {
				out[fmt.Sprintf("%s %d=%d", s, k+1, v)] = func(q *Puzzle) { q.Clues[s][k] = v }
			}
		}
	}
	for i, v := range p.Given {
		if v != 0 {
			out[fmt.Sprintf("r%dc%d=%d", i/n+1, i%n+1, v)] = func(q *Puzzle) { q.Given[i] = v }
		}
	}
	return out
}

// only returns p with only the named givens and clues.
func only(t *testing.T, p *Puzzle, names []string) *Puzzle {
	t.Helper()
	q, _ := Empty(p.N)
	all := parts(p)
	for _, name := range names {
		put, ok := all[name]
		if !ok {
			t.Fatalf("%q names no given or clue of\n%s", name, Text(p, nil))
		}
		put(q)
	}
	return q
}

// solvable reports whether p has a solution, by the model.
func solvable(t *testing.T, p *Puzzle) bool {
	t.Helper()
	sols, _ := solveAll(t, p, encode.Default, Default, 1)
	return len(sols) > 0
}

// TestForcedIsTheIntersection: on random puzzles with several solutions
// (few clues), with one and with none, the forced board the genre draws
// is the intersection of every solution enumerated.
func TestForcedIsTheIntersection(t *testing.T) {
	rng := rand.New(rand.NewSource(21))
	ctx := context.Background()
	cfgs, names := configs(), configNames()
	kinds := map[string]int{}
	for trial := 0; trial < 60; trial++ {
		n := 3 + trial%3
		p := randomPuzzle(rng, n, 0.2+0.5*rng.Float64(), 0.15*rng.Float64(), trial%7 == 0)
		cfg, opts := cfgs[names[trial%len(names)]], heightsOptions[[]string{"direct", "order"}[trial%2]]
		sols, complete := solveAll(t, p, cfg, opts, 2000)
		if !complete {
			continue
		}
		pr := problem(p, cfg, opts)
		values, found, _, err := solve.Forced(ctx, pr)
		if err != nil {
			t.Fatal(err)
		}
		if found != (len(sols) > 0) {
			t.Fatalf("trial %d: found %v with %d solutions\n%s", trial, found, len(sols), Text(p, nil))
		}
		switch {
		case len(sols) == 0:
			kinds["none"]++
			continue
		case len(sols) == 1:
			kinds["one"]++
		default:
			kinds["several"]++
		}
		want := make(Solution, n)
		for r := range want {
			want[r] = append([]int(nil), sols[0][r]...)
			for _, s := range sols[1:] {
				for c := range want[r] {
					if s[r][c] != want[r][c] {
						want[r][c] = 0
					}
				}
			}
		}
		a, err := pr.ShowForced(values)
		if err != nil {
			t.Fatal(err)
		}
		if got := a.Fields["forced"]; !reflect.DeepEqual(got, want.Rows()) {
			t.Fatalf("trial %d: forced %v, the %d solutions agree on %v\n%s", trial, got, len(sols), want.Rows(), Text(p, nil))
		}
		if a.Text != Text(p, want) {
			t.Fatalf("trial %d: drawn\n%s\nexpected\n%s", trial, a.Text, Text(p, want))
		}
	}
	t.Logf("puzzles: %v", kinds)
	if kinds["several"] < 15 || kinds["one"] < 3 || kinds["none"] < 3 {
		t.Errorf("too few of a kind: %v", kinds)
	}
}

// unsolvable returns a random puzzle without a solution (as the
// backtracking counter finds): a solvable one with a clue changed, or a
// given changed.
func unsolvable(rng *rand.Rand, n int) *Puzzle {
	for {
		p := randomPuzzle(rng, n, 0.3+0.6*rng.Float64(), 0.3*rng.Float64(), rng.Intn(2) == 0)
		if rng.Intn(2) == 0 {
			i := rng.Intn(n * n)
			p.Given[i] = 1 + (p.Given[i]+rng.Intn(n-1))%n
		}
		if bruteCount(p) == 0 {
			return p
		}
	}
}

// TestExplain: on random puzzles without a solution, the conflict named
// is a set of givens and clues that has no solution on its own (a puzzle
// rebuilt with those alone, counted with the model), and without any one
// of them has one.
func TestExplain(t *testing.T) {
	rng := rand.New(rand.NewSource(22))
	ctx := context.Background()
	cfgs, names := configs(), configNames()
	sizes := map[int]int{}
	for trial := 0; trial < 40; trial++ {
		p := unsolvable(rng, 3+trial%3)
		cfg := cfgs[names[trial%len(names)]]
		cfg.Select = encode.SelectAll
		opts := heightsOptions[[]string{"direct", "order"}[trial%2]]
		c, _, err := solve.Explain(ctx, problem(p, cfg, opts))
		if err != nil {
			t.Fatalf("trial %d: %v\n%s", trial, err, Text(p, nil))
		}
		if c.Rules || len(c.Names) == 0 {
			t.Fatalf("trial %d: %+v: expected givens (a Latin square always exists)", trial, c)
		}
		sizes[len(c.Names)]++
		if q := only(t, p, c.Names); solvable(t, q) {
			t.Fatalf("trial %d: %v has a solution:\n%s", trial, c.Names, Text(q, nil))
		}
		for i := range c.Names {
			rest := append(append([]string(nil), c.Names[:i]...), c.Names[i+1:]...)
			if q := only(t, p, rest); !solvable(t, q) {
				t.Fatalf("trial %d: %v still conflicts without %s: not minimal\n%s", trial, c.Names, c.Names[i], Text(q, nil))
			}
		}
	}
	t.Logf("conflicts by size: %v", sizes)
	if len(sizes) < 3 {
		t.Errorf("conflicts of too few sizes: %v", sizes)
	}
}

// TestExplainNames: under Select the formula has one group per given,
// clue and rule instance, named as people name them; a clue of 1, whose
// constant part (the first building is always seen) leaves exactly 0 of
// the others, is one group that can be switched off like any other, and
// the clue of a 1×1 grid, with nothing left to count, a group too.
func TestExplainNames(t *testing.T) {
	p, _ := Empty(3)
	p.Clues[Top][0] = 1    // r1c1 = 3
	p.Clues[Bottom][0] = 1 // r3c1 = 3: the column has two 3s
	p.Clues[Left][1] = 2   // with r2c3 = 2: 1 3 2, no conflict
	p.Given[5] = 2
	for _, opts := range heightsOptions {
		pr := problem(p, encode.Config{Select: encode.SelectAll}, opts)
		var got []string
		for _, s := range pr.Formula.Selectors() {
			got = append(got, fmt.Sprintf("%s/%v", s.Name, s.Given))
		}
		want := []string{"top 1=1/true", "bottom 1=1/true", "left 2=2/true", "r2c3=2/true"}
		for i := 0; i < 9; i++ {
			want = append(want, fmt.Sprintf("cell r%dc%d/false", i/3+1, i%3+1))
		}
		for k := 1; k <= 3; k++ {
			want = append(want, fmt.Sprintf("row %d heights/false", k), fmt.Sprintf("column %d heights/false", k))
		}
		sort.Strings(got)
		sort.Strings(want)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("%s: groups\n%v\nexpected\n%v", opts.Heights, got, want)
		}
		c, _, err := solve.Explain(context.Background(), pr)
		if err != nil || c.Rules || strings.Join(c.Names, " ") != "top 1=1 bottom 1=1" {
			t.Fatalf("%s: %+v, %v", opts.Heights, c, err)
		}
	}
	// Without Select: no names, no groups.
	if ss := problem(p, encode.Default, Default).Formula.Selectors(); len(ss) != 0 {
		t.Fatalf("%d groups without Select", len(ss))
	}
	one, _ := Empty(1)
	for _, s := range Sides {
		one.Clues[s][0] = 1
	}
	pr := problem(one, encode.Config{Select: encode.SelectAll}, Default)
	if n := len(pr.Formula.Selectors()); n != 4+3 {
		t.Fatalf("1×1 with four clues: %d groups, expected 7", n)
	}
	if _, _, err := solve.Explain(context.Background(), pr); !errors.Is(err, solve.ErrSolvable) {
		t.Fatalf("1×1: %v", err)
	}
}

// readSuggestion reads a suggested given, "r3c4=5", into q.
func readSuggestion(t *testing.T, q *Puzzle, name string) {
	t.Helper()
	var r, c, h int
	if _, err := fmt.Sscanf(name, "r%dc%d=%d", &r, &c, &h); err != nil || fmt.Sprintf("r%dc%d=%d", r, c, h) != name {
		t.Fatalf("suggestion %q: expected r<row>c<col>=<height>", name)
	}
	if r < 1 || r > q.N || c < 1 || c > q.N || h < 1 || h > q.N {
		t.Fatalf("suggestion %q: off the %d×%d grid", name, q.N, q.N)
	}
	q.Given[(r-1)*q.N+c-1] = h
}

// TestSuggest: on random puzzles with several solutions, the givens
// suggested, put into the puzzle, leave one solution (the backtracking
// counter says), and without any one of them two or more; they are values
// of the solution Suggest started from.
func TestSuggest(t *testing.T) {
	rng := rand.New(rand.NewSource(23))
	ctx := context.Background()
	cfgs, names := configs(), configNames()
	tried, sizes := 0, map[int]int{}
	for trial := 0; trial < 50; trial++ {
		n := 3 + trial%3
		p := randomPuzzle(rng, n, 0.1+0.5*rng.Float64(), 0.1*rng.Float64(), trial%9 == 0)
		count := bruteCount(p)
		cfg, opts := cfgs[names[trial%len(names)]], heightsOptions[[]string{"direct", "order"}[trial%2]]
		pr := problem(p, cfg, opts)
		extra, first, _, err := solve.Suggest(ctx, pr)
		switch {
		case count == 0:
			if !errors.Is(err, solve.ErrUnsolvable) {
				t.Fatalf("trial %d: no solution, error %v", trial, err)
			}
			continue
		case count == 1:
			if !errors.Is(err, solve.ErrUnique) {
				t.Fatalf("trial %d: unique, error %v", trial, err)
			}
			continue
		case err != nil:
			t.Fatal(err)
		}
		tried++
		sizes[len(extra)]++
		sol := p.Encode(cfg, opts).Decode(first)
		if err := Verify(p, sol); err != nil {
			t.Fatalf("trial %d: the first solution: %v", trial, err)
		}
		q := clone(p)
		suggested := make([]string, len(extra))
		for i, l := range extra {
			suggested[i] = pr.NameOf(l)
			readSuggestion(t, q, suggested[i])
		}
		for i, g := range q.Given {
			if g != 0 && g != sol[i/n][i%n] {
				t.Fatalf("trial %d: r%dc%d=%d is not the first solution's", trial, i/n+1, i%n+1, g)
			}
		}
		if got := bruteCount(q); got != 1 {
			t.Fatalf("trial %d: %d solutions with %v\n%s", trial, got, suggested, Text(q, nil))
		}
		for i := range suggested {
			q := clone(p)
			for j, name := range suggested {
				if j != i {
					readSuggestion(t, q, name)
				}
			}
			if got := bruteCount(q); got < 2 {
				t.Fatalf("trial %d: %s is not needed in %v (%d solutions without it)", trial, suggested[i], suggested, got)
			}
		}
	}
	t.Logf("%d puzzles with several solutions; suggestions by size: %v", tried, sizes)
	if tried < 25 {
		t.Errorf("only %d puzzles with several solutions", tried)
	}
}

// TestLitName names the height literals, negated ones too, and nothing
// else.
func TestLitName(t *testing.T) {
	p, _ := Empty(4)
	p.Clues[Top][0] = 2 // for auxiliary variables
	m := p.Encode(encode.Default, Default)
	for _, c := range []struct {
		l    sat.Lit
		want string
	}{
		{m.X[0].Pos(), "r1c1=1"},
		{m.X[0].Neg(), "r1c1≠1"},
		{m.X[(2*4+3)*4+1].Pos(), "r3c4=2"},
		{m.X[len(m.X)-1].Neg(), "r4c4≠4"},
		{sat.Var(m.Formula.NumVars()).Pos(), "?"},
	} {
		if got := m.LitName(c.l); got != c.want {
			t.Errorf("LitName(%v) = %q, expected %q", c.l, got, c.want)
		}
	}
}
