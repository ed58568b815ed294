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
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// This file checks the setter's and player's questions (--forced,
// --explain, --suggest) on the genre's problems against second methods:
// the intersection of the enumerated solutions, puzzles rebuilt with only
// the givens named, and the backtracking counter.

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

// parts returns what each given and clue of p is called, as the test
// names them itself (1-based, the side's name, the line and the clue;
// the cell and its height), with the change that puts it into a puzzle.
func parts(p *Puzzle) map[string]func(q *Puzzle) {
	out := map[string]func(q *Puzzle){}
	n := p.Cols
	for _, s := range grid.Margins {
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
	q := newPuzzle(p.Cols)
	all := parts(p)
	for _, name := range names {
		put, ok := all[name]
		if !ok {
			t.Fatalf("%q names no given or clue of\n%s", name, text(p))
		}
		put(q)
	}
	return q
}

// solvable reports whether p has a solution, by the model.
func solvable(t *testing.T, p *Puzzle) bool {
	t.Helper()
	sols, _ := solveAll(t, p, encode.Default, Order, 1)
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
		cfg, h := cfgs[names[trial%len(names)]], heightsOptions[[]string{"direct", "order"}[trial%2]]
		sols, complete := solveAll(t, p, cfg, h, 2000)
		if !complete {
			continue
		}
		pr := problem(p, cfg, h)
		values, found, _, err := solve.Forced(ctx, pr)
		if err != nil {
			t.Fatal(err)
		}
		if found != (len(sols) > 0) {
			t.Fatalf("trial %d: found %v with %d solutions\n%s", trial, found, len(sols), text(p))
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
		want := append(Board(nil), sols[0]...)
		for _, s := range sols[1:] {
			for i := range want {
				if s[i] != want[i] {
					want[i] = 0
				}
			}
		}
		a, err := pr.ShowForced(values)
		if err != nil {
			t.Fatal(err)
		}
		rows := make([][]int, n)
		for i, h := range want {
			rows[i/n] = append(rows[i/n], h)
		}
		if got := a.Fields["forced"]; !reflect.DeepEqual(got, rows) {
			t.Fatalf("trial %d: forced %v, the %d solutions agree on %v\n%s", trial, got, len(sols), rows, text(p))
		}
		if a.Text != draw(p, want) {
			t.Fatalf("trial %d: drawn\n%s\nexpected\n%s", trial, a.Text, draw(p, want))
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
		h := heightsOptions[[]string{"direct", "order"}[trial%2]]
		c, _, err := solve.Explain(ctx, problem(p, cfg, h))
		if err != nil {
			t.Fatalf("trial %d: %v\n%s", trial, err, text(p))
		}
		if c.Rules || len(c.Names) == 0 {
			t.Fatalf("trial %d: %+v: expected givens (a Latin square always exists)", trial, c)
		}
		sizes[len(c.Names)]++
		if q := only(t, p, c.Names); solvable(t, q) {
			t.Fatalf("trial %d: %v has a solution:\n%s", trial, c.Names, text(q))
		}
		for i := range c.Names {
			rest := append(append([]string(nil), c.Names[:i]...), c.Names[i+1:]...)
			if q := only(t, p, rest); !solvable(t, q) {
				t.Fatalf("trial %d: %v still conflicts without %s: not minimal\n%s", trial, c.Names, c.Names[i], text(q))
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
	p := newPuzzle(3)
	p.Clues[grid.MarginTop][0] = 1    // r1c1 = 3
	p.Clues[grid.MarginBottom][0] = 1 // r3c1 = 3: the column has two 3s
	p.Clues[grid.MarginLeft][1] = 2   // with r2c3 = 2: 1 3 2, no conflict
	p.Given[5] = 2
	for _, h := range heightsOptions {
		pr := problem(p, encode.Config{Select: encode.SelectAll}, h)
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
			t.Fatalf("%s: groups\n%v\nexpected\n%v", h, got, want)
		}
		c, _, err := solve.Explain(context.Background(), pr)
		if err != nil || c.Rules || strings.Join(c.Names, " ") != "top 1=1 bottom 1=1" {
			t.Fatalf("%s: %+v, %v", h, c, err)
		}
	}
	// Without Select: no names, no groups.
	if ss := problem(p, encode.Default, Order).Formula.Selectors(); len(ss) != 0 {
		t.Fatalf("%d groups without Select", len(ss))
	}
	one := newPuzzle(1)
	for _, s := range grid.Margins {
		one.Clues[s][0] = 1
	}
	pr := problem(one, encode.Config{Select: encode.SelectAll}, Order)
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
	if n := q.Cols; r < 1 || r > n || c < 1 || c > n || h < 1 || h > n {
		t.Fatalf("suggestion %q: off the %d×%d grid", name, n, n)
	}
	q.Given[(r-1)*q.Cols+c-1] = h
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
		cfg, hs := cfgs[names[trial%len(names)]], heightsOptions[[]string{"direct", "order"}[trial%2]]
		pr := problem(p, cfg, hs)
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
		sol := decode(p, cfg, hs, first)
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
			if g != 0 && g != sol[i] {
				t.Fatalf("trial %d: r%dc%d=%d is not the first solution's", trial, i/n+1, i%n+1, g)
			}
		}
		if got := bruteCount(q); got != 1 {
			t.Fatalf("trial %d: %d solutions with %v\n%s", trial, got, suggested, text(q))
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
	p := newPuzzle(4)
	p.Clues[grid.MarginTop][0] = 2 // for auxiliary variables
	pr := problem(p, encode.Default, Order)
	x := func(cell, h int) sat.Var { return sat.Var(cell*4 + h) } // the heights' variables come first
	for _, c := range []struct {
		l    sat.Lit
		want string
	}{
		{x(0, 1).Pos(), "r1c1=1"},
		{x(0, 1).Neg(), "r1c1≠1"},
		{x(2*4+3, 2).Pos(), "r3c4=2"},
		{x(15, 4).Neg(), "r4c4≠4"},
		{sat.Var(pr.Formula.NumVars()).Pos(), "?"},
	} {
		if got := pr.LitName(c.l); got != c.want {
			t.Errorf("LitName(%v) = %q, expected %q", c.l, got, c.want)
		}
	}
}

// The reasons a puzzle has no solution at sight count rows, columns and
// cells from 1, as --explain names them (they said "row 0", "at 0,3").
func TestInfeasibleNames(t *testing.T) {
	p := newPuzzle(4)
	p.Given[4], p.Given[7] = 3, 3 // row 2 twice
	if got, want := infeasible(p), "height 3 is given twice in row 2 (r2c1 and r2c4)"; got != want {
		t.Errorf("%q, expected %q", got, want)
	}
	p = newPuzzle(4)
	p.Given[2], p.Given[14] = 2, 2 // column 3 twice
	if got, want := infeasible(p), "height 2 is given twice in column 3 (r1c3 and r4c3)"; got != want {
		t.Errorf("%q, expected %q", got, want)
	}
	p = newPuzzle(4)
	p.Clues[grid.MarginTop][0], p.Clues[grid.MarginBottom][0] = 4, 2
	if got, want := infeasible(p), "column 1: clues 4 (top) and 2 (bottom) add up to more than 5"; got != want {
		t.Errorf("%q, expected %q", got, want)
	}
}
