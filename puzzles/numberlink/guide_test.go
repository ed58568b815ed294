package numberlink

import (
	"context"
	"math/rand"
	"testing"

	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// TestGuide: the clauses that guide a search for one solution (no path
// makes a detour) keep a solution of every random small puzzle that has
// one, by the backtracker's count, and none of one that has none; every
// model they leave passes the verifier; and they do cut solutions off,
// or they would guide nothing. With --fill, or for any other question
// than one solution, they are not stated.
func TestGuide(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	cut, solvable := 0, 0
	for trial := 0; trial < 400; trial++ {
		p := randomPuzzle(rng)
		want := count(p)
		guided := Genre.Problem(p, "random", &solve.Options{Guided: true}, false)
		plain := Genre.Problem(p, "random", &solve.Options{}, false)
		got := 0
		res, err := sat.Enumerate(context.Background(), guided.Formula, guided.Projection, nil, 0, func(m []bool) bool {
			if _, err := guided.Show(m); err != nil {
				t.Fatalf("%s: a guided model fails the verifier: %v", writeText(p), err)
			}
			got++
			return true
		})
		if err != nil || !res.Complete {
			t.Fatal(err)
		}
		if (got > 0) != (want > 0) || got > want {
			t.Fatalf("%s (fill %v): %d guided solutions, %d in all", writeText(p), p.Fill, got, want)
		}
		if same := guided.Formula.NumClauses() == plain.Formula.NumClauses(); same != p.Fill {
			t.Errorf("%s (fill %v): guide clauses stated %v", writeText(p), p.Fill, !same)
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
	t.Logf("%d of %d solvable puzzles had solutions cut off", cut, solvable)
}
