package kit

import (
	"context"
	"fmt"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// TestProblemTakesGenreOptions: Genre.Problem, as a library calls it,
// builds the model under the encodings the genre's Options prefer, as the
// command line does (QA: a library's Star Battle was built without
// gophersat's cardinality constraints, and ran up to six times as long);
// an encoding the caller names, or a run that needs clauses, keeps them
// out; the caller's Options are not changed.
func TestProblemTakesGenreOptions(t *testing.T) {
	g := *pick
	g.Model = func(k int, m *Model) func(Values) []int {
		b := m.Bools(4, func(i int, on bool) string { return "" })
		m.Rule(encode.EQ, k, b.All(), "pick")
		return b.Decode
	}
	g.Options = func(o *solve.Options) { o.PreferNativeCard() }
	for _, c := range []struct {
		o      solve.Options
		native bool
	}{
		{solve.Options{}, true},
		{solve.Options{Encoding: encode.Config{Card: encode.Auto}}, true},
		{solve.Options{Encoding: encode.Config{Card: encode.SeqCounter}}, false},
		{solve.Options{DIMACS: "-"}, false},
	} {
		o := c.o
		f := g.Problem(2, "p", &o, false).Formula
		if got := f.NumCards() > 0; got != c.native {
			t.Errorf("%+v: native constraints %v, want %v", c.o.Encoding, got, c.native)
		}
		if o.Encoding != c.o.Encoding {
			t.Errorf("%+v: the caller's encodings became %+v", c.o.Encoding, o.Encoding)
		}
	}
	g.Options = nil
	if n := g.Problem(2, "p", &solve.Options{}, false).Formula.NumCards(); n != 0 {
		t.Errorf("no Options: %d native constraints", n)
	}
}

// TestProblemWithSelectors: a problem built with selectors, as Hint,
// Rate and Explain need it, answers Run's count, Forced and Suggest as
// the problem built without them does (QA: a library's count of an empty
// 3×3 Akari built with them was 512, not 6: the rules were left out).
func TestProblemWithSelectors(t *testing.T) {
	ctx := context.Background()
	g := *pick
	g.Model = func(k int, m *Model) func(Values) []int {
		b := m.Bools(4, func(i int, on bool) string { return "" })
		m.Rule(encode.EQ, k, b.All(), "pick")
		m.Rule(encode.GE, 1, b.Lits([]int{0, 1}), "one of the first two")
		m.Rule(encode.EQ, 0, b.Lits([]int{3}), "not the last")
		return b.Decode
	}
	type answers struct {
		count  int64
		forced string
		extra  int
	}
	ask := func(sel encode.Selection) answers {
		var a answers
		build := func() *solve.Problem {
			return g.Problem(2, "p", &solve.Options{Encoding: encode.Config{Select: sel}}, false)
		}
		if len(build().Formula.Selectors()) == 0 != (sel == encode.SelectNone) {
			t.Fatalf("select %v: %d selectors", sel, len(build().Formula.Selectors()))
		}
		if _, err := solve.Run(ctx, &solve.Options{Count: true, Jobs: 1}, solve.Problems(build()), func(o *solve.Outcome) error { a.count = o.Count; return nil }); err != nil {
			t.Fatal(err)
		}
		prob := build()
		values, _, _, err := solve.Forced(ctx, prob)
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range prob.Projection.Vars {
			a.forced += fmt.Sprint(values[v], " ")
		}
		extra, _, _, err := solve.Suggest(ctx, build())
		if err != nil {
			t.Fatal(err)
		}
		a.extra = len(extra)
		return a
	}
	want := ask(encode.SelectNone)
	// Two of the first three, one of them among the first two: three
	// ways, the last cell forced off, two cells to give for one.
	if want.count != 3 || want.forced != "0 0 0 -1 " || want.extra != 2 {
		t.Fatalf("without selectors: %+v, want 3 solutions, the last cell forced off, 2 extra givens", want)
	}
	if got := ask(encode.SelectAll); got != want {
		t.Errorf("with selectors: %+v, without %+v", got, want)
	}
}

// TestProblemSplitReadsCallersOptions: a genre's Split reads the options
// the caller runs with, also when the genre's Options chose encodings on
// a copy of them: -j set after the build still splits (a review).
func TestProblemSplitReadsCallersOptions(t *testing.T) {
	g := *pick
	g.Options = func(o *solve.Options) { o.PreferNativeCard() }
	g.Split = &Split[int]{Cubes: func(k int, cells [][]sat.Var) [][]sat.Lit {
		v := sat.Var(1)
		return [][]sat.Lit{{v.Pos()}, {v.Neg()}}
	}}
	o := &solve.Options{Jobs: 1}
	prob := g.Problem(1, "p", o, false)
	if parts := prob.Split(false); parts != nil {
		t.Fatalf("-j 1: %d parts", len(parts))
	}
	o.Jobs = 2
	if parts := prob.Split(false); len(parts) != 1 || len(parts[0].Cubes) != 2 {
		t.Fatalf("-j 2 set after the build: %v", parts)
	}
}

// TestProblemSplitLookahead: a genre's Split.Lookahead says which puzzles
// split, in which runs (only at -j above 1 or into job files); their
// cubes, found by look-ahead when the split is made, hold each solution
// exactly once (pick one of three: three).
func TestProblemSplitLookahead(t *testing.T) {
	g := *pick
	g.Split = &Split[int]{Lookahead: func(k int, o *solve.Options) bool { return k == 1 && !o.Guided }}
	for _, c := range []struct {
		k    int
		o    solve.Options
		want bool
	}{{1, solve.Options{Jobs: 1}, false}, {1, solve.Options{Jobs: 2}, true}, {2, solve.Options{Jobs: 2}, false}, {1, solve.Options{Jobs: 2, Guided: true}, false},
		{1, solve.Options{Jobs: 1, Split: "dir"}, true}} {
		prob := g.Problem(c.k, "p", &c.o, false)
		var parts []solve.Part
		if prob.Split != nil { // none for a puzzle not worth it
			parts = prob.Split(false)
		}
		if !c.want {
			if parts != nil {
				t.Errorf("%d of three, %+v: split into %v", c.k, c.o, parts)
			}
			continue
		}
		if len(parts) != 1 || len(parts[0].Cubes) < 2 || len(parts[0].Cubes) > 2*max(c.o.Jobs, 2) {
			t.Fatalf("%d of three, %+v: split into %v, want 2 to %d cubes", c.k, c.o, parts, 2*max(c.o.Jobs, 2))
		}
		for pick := range 3 {
			in := 0
			for _, cube := range parts[0].Cubes {
				holds := true
				for _, l := range cube {
					holds = holds && (l.Var() == sat.Var(pick+1)) == l.IsPos()
				}
				if holds {
					in++
				}
			}
			if in != 1 {
				t.Errorf("cubes %v: the solution of cell %d in %d of them, want 1", parts[0].Cubes, pick, in)
			}
		}
	}
}
