package numberlink

import (
	"context"
	"errors"
	"fmt"
	"math/rand"
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/kittest"

	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// TestGuide: the clauses that guide a search for one solution (no path
// makes a detour) keep a solution of every random small puzzle that has
// one, by the backtracker's count, and none of one that has none; every
// model they leave passes the verifier; and they do cut solutions off,
// or they would guide nothing. With --fill, or for any other question
// than one solution, they are not stated. A search for one solution
// tries its hope first (every cell used; under --fill, no two
// neighbouring cells of a path apart), keeps it when a solution of the
// guided model does, and finds a solution all the same when none does.
func TestGuide(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	cut, solvable := 0, 0
	tally := map[string]int{} // the hope kept or left, by rule
	for trial := 0; trial < 400; trial++ {
		p := randomPuzzle(rng)
		want := count(p)
		guided := Genre.Problem(p, "random", &solve.Options{Guided: true}, false)
		plain := Genre.Problem(p, "random", &solve.Options{}, false)
		_, decode := Genre.Build(p, encode.Config{}) // the same variables, without the guide
		// full: some guided solution keeps the hope
		got, full := 0, false
		res, err := sat.Enumerate(context.Background(), guided.Formula, guided.Projection, nil, 0, func(m []bool) bool {
			if _, err := guided.Show(m); err != nil {
				t.Fatalf("%s: a guided model fails the verifier: %v", writeText(p), err)
			}
			got++
			full = full || hopeHolds(p, decode(kit.Solution(m)))
			return true
		})
		if err != nil || !res.Complete {
			t.Fatal(err)
		}
		if (got > 0) != (want > 0) || got > want {
			t.Fatalf("%s (fill %v): %d guided solutions, %d in all", writeText(p), p.Fill, got, want)
		}
		// One solution asked: the hope is tried first, and kept when
		// some guided solution keeps it.
		var first Board
		one, err := sat.Enumerate(context.Background(), guided.Formula, guided.Projection, nil, 1, func(m []bool) bool {
			first = decode(kit.Solution(m))
			return true
		})
		if err != nil || one.Count != min(int64(got), 1) {
			t.Fatalf("%s (fill %v): %d of one solution asked, %d guided in all (%v)", writeText(p), p.Fill, one.Count, got, err)
		}
		rule := map[bool]string{false: "nikoli", true: "fill"}[p.Fill]
		switch {
		case one.Count == 1 && full && !hopeHolds(p, first):
			t.Fatalf("%s (fill %v): a guided solution keeps the hope, the one found does not", writeText(p), p.Fill)
		case one.Count == 1 && full:
			tally[rule+" kept"]++
		case one.Count == 1:
			tally[rule+" left"]++
		}
		if plain.Formula.NumClauses() >= guided.Formula.NumClauses() || len(plain.Formula.Hoped()) != 0 {
			t.Errorf("%s (fill %v): no guide or hope stated, or stated unasked", writeText(p), p.Fill)
		}
		if hope, want := len(guided.Formula.Hoped()), map[bool]int{false: p.N(), true: 1}[p.Fill]; hope != want {
			t.Errorf("%s (fill %v): %d literals hoped, want %d", writeText(p), p.Fill, hope, want)
		}
		if want > 0 {
			solvable++
		}
		if got < want {
			cut++
		}
	}
	if cut == 0 || solvable < 50 {
		t.Errorf("%d puzzles with solutions, %d with some cut off: the test shows nothing", solvable, cut)
	}
	for _, k := range []string{"nikoli kept", "nikoli left", "fill kept", "fill left"} {
		if tally[k] < 5 {
			t.Errorf("%d puzzles of %q: the test shows little (%v)", tally[k], k, tally)
		}
	}
	t.Logf("%d of %d solvable puzzles had solutions cut off; the hope %v", cut, solvable, tally)
}

// hopeHolds reports whether b keeps the hope of a search for one
// solution: every cell on a path, under Nikoli's rule; under --fill, no
// two neighbouring cells of one path without a line between them.
func hopeHolds(p *Puzzle, b Board) bool {
	if !p.Fill {
		return !slices.Contains(b, 0)
	}
	path, on := p.LinePieces(b), p.MaskEdges(b)
	for k := range p.NumEdges() {
		if a, c := p.Edge(k); path[a] >= 0 && path[a] == path[c] && !on[k] {
			return false
		}
	}
	return true
}

// TestGuidedUnique: --unique searches the guided model and trusts its one
// solution when no line of it could go round through unused cells (Sole);
// otherwise the whole model answers. On random puzzles up to 5×5 the
// answer (one solution, two, none) is the backtracker's. Sole must be
// met both ways: vouching for unique puzzles whose solution leaves cells
// unused, and failing on non-unique ones, which the whole model then
// finds; it never fails on a unique puzzle, or its reason (a detour,
// hence a second solution) would be wrong.
func TestGuidedUnique(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	tally := map[string]int{}
	for trial := 0; trial < 600; trial++ {
		r, c := 2+rng.Intn(4), 2+rng.Intn(4)
		p := &Puzzle{Shape: grid.Shape{Rows: r, Cols: c}, Nums: make([]int, r*c), Fill: rng.Intn(8) == 0}
		perm := rng.Perm(r * c)
		for k := 0; k < min(1+rng.Intn(4), r*c/2); k++ {
			p.Nums[perm[2*k]], p.Nums[perm[2*k+1]] = k+1, k+1
		}
		want := min(count(p), 2)
		o := &solve.Options{Unique: true, GuidedUnique: true, Jobs: 1}
		prob := Genre.Problem(p, "random", o, false)
		if (prob.Sole != nil) == p.Fill {
			t.Fatalf("%s (fill %v): Sole set %v", writeText(p), p.Fill, prob.Sole != nil)
		}
		how := "unguided"
		if sole := prob.Sole; sole != nil {
			how = "not asked"
			prob.Sole = func(m []bool) bool {
				ok := sole(m)
				how = map[bool]string{true: "vouched", false: "whole"}[ok]
				return ok
			}
		}
		var out *solve.Outcome
		if _, err := solve.Run(context.Background(), o, solve.Problems(prob), func(x *solve.Outcome) error { out = x; return nil }); err != nil {
			t.Fatal(err)
		}
		if int(out.Count) != want || out.Unique() != (want == 1) || len(out.Solutions) != want {
			t.Fatalf("%s (%s): %d solutions found (unique %v), backtracking %d", writeText(p), how, out.Count, out.Unique(), want)
		}
		if how == "whole" && want == 1 {
			t.Fatalf("%s: Sole failed on a unique puzzle's solution", writeText(p))
		}
		if how == "vouched" {
			if boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 0); slices.Contains(boards[0], 0) {
				how = "vouched, cells unused"
			}
		}
		tally[fmt.Sprintf("%s %d", how, want)]++
	}
	t.Log(tally)
	for _, k := range []string{"vouched, cells unused 1", "whole 2", "not asked 0", "not asked 2"} {
		if tally[k] == 0 {
			t.Errorf("no puzzle was %q: the test shows too little (%v)", k, tally)
		}
	}
}

// TestSolvable: the setter's questions first ask whether the puzzle has a
// solution (solve.Problem.Solvable), of the guided model with its hope;
// on random small puzzles the answer is the backtracker's, and a hint is
// refused exactly where there is none.
func TestSolvable(t *testing.T) {
	rng := rand.New(rand.NewSource(13))
	seen := map[sat.Status]int{}
	for trial := 0; trial < 300; trial++ {
		p := randomPuzzle(rng)
		want := count(p) > 0
		prob := Genre.Problem(p, "random", &solve.Options{Encoding: encode.Config{Select: encode.SelectAll}}, false)
		if prob.Solvable == nil {
			t.Fatalf("%s: the questions' model has no Solvable", writeText(p))
		}
		st, _ := prob.Solvable(context.Background())
		seen[st]++
		if (st == sat.Sat) != want || st == sat.Unknown {
			t.Fatalf("%s (fill %v): Solvable %v, backtracking finds a solution %v", writeText(p), p.Fill, st, want)
		}
		if _, _, err := solve.Hint(context.Background(), prob); errors.Is(err, solve.ErrUnsolvable) == want {
			t.Fatalf("%s (fill %v): hint error %v, backtracking finds a solution %v", writeText(p), p.Fill, err, want)
		}
	}
	if seen[sat.Sat] == 0 || seen[sat.Unsat] == 0 {
		t.Errorf("the random puzzles lack a kind: %v", seen)
	}
}
