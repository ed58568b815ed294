package queens

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// TestRepair checks repair's placements with Verify, which reads the board
// alone: on empty boards from largeBoard to 1000 squares a side, then with
// the queens of that placement kept on every third row and the others
// placed again from another seed.
func TestRepair(t *testing.T) {
	for _, n := range []int{largeBoard, 18, 25, 40, 64, 100, 333, 1000} {
		p := mustNew(t, n)
		cols, ok := p.repair(1)
		if !ok {
			t.Fatalf("n=%d: repair found no placement", n)
		}
		if err := Verify(p, cols); err != nil {
			t.Fatalf("n=%d: %v", n, err)
		}
		q := mustNew(t, n)
		for r := 0; r < n; r += 3 {
			if err := q.Place(r, cols[r]); err != nil {
				t.Fatal(err)
			}
		}
		again, ok := q.repair(2)
		if !ok {
			t.Fatalf("n=%d: repair found no completion of a third of a placement", n)
		}
		if err := Verify(q, again); err != nil { // Verify also checks the placed queens
			t.Fatalf("n=%d, a third placed: %v", n, err)
		}
	}
}

// TestGuidedModel checks EncodeGuided, as TestLargeBoardModel checks
// Encode: on boards of a backtracked placement with 8 to 11 rows left
// open, and some queens shifted a column. Where repair completes the board
// the model is the hinted one (native lines, Model.Hint set, its queens
// units): a guide, whose one completion is the hint, one of backtracking's
// completions. Where it does not (no completion exists, or the local
// search missed one) the model is Encode's, whose completions equal
// backtracking's count.
func TestGuidedModel(t *testing.T) {
	hinted, fallback := 0, 0
	for _, n := range []int{largeBoard, 20, 23} {
		board := firstBoard(n)
		for trial := 0; trial < 6; trial++ {
			p := mustNew(t, n)
			for r, c := range board {
				if (r*11+trial*3)%n < n-8-trial%4 {
					if trial >= 3 && r%(trial+2) == 0 {
						c = (c + 1) % n
					}
					if err := p.Place(r, c); err != nil {
						t.Fatal(err)
					}
				}
			}
			want := backtrack(p)
			m := p.EncodeGuided(encode.Config{})
			switch {
			case m.Hint != nil:
				hinted++
				if err := Verify(p, m.Hint); err != nil {
					t.Fatalf("n=%d trial %d: the hint: %v", n, trial, err)
				}
				if _, clauses, _ := m.Formula.Size(); clauses > 2*n {
					t.Errorf("n=%d trial %d: hinted model with %d clauses, expected the lines native and the hint's units", n, trial, clauses)
				}
				if want < 1 {
					t.Errorf("n=%d trial %d: a hint where backtracking finds no completion", n, trial)
				}
				want = 1 // the hint's
			default:
				if want > 0 {
					// A local search may miss a completion: the model
					// is then Encode's, and finds it.
					t.Logf("n=%d trial %d: repair found none of %d completions", n, trial, want)
				}
				fallback++
			}
			if got := enumerateModel(t, p, m); got != want {
				t.Errorf("n=%d trial %d: %d completions under the guided model, backtracking counts %d", n, trial, got, want)
			}
		}
	}
	if hinted == 0 || fallback == 0 {
		t.Errorf("%d hinted models, %d without a hint: the test should see both", hinted, fallback)
	}
}

// TestGuidedOneSolution checks one solution of large boards through the
// driver's problem with Options.Guided, as `puzzlesat queens N` asks for
// it: verified, from the hinted model (native lines and the hint's units:
// about N clauses, where Encode's product lines have about 2N each), in
// one search without a cube, which propagation ends without a decision.
func TestGuidedOneSolution(t *testing.T) {
	for _, n := range []int{largeBoard, 50, 300} {
		p := mustNew(t, n)
		prob := p.Problem(&solve.Options{Guided: true}, 0)
		if parts := prob.Split(false); parts != nil {
			t.Errorf("n=%d: one solution split into %d parts", n, len(parts))
		}
		if _, clauses, _ := prob.Formula.Size(); clauses > 2*n {
			t.Errorf("n=%d: %d clauses: not the hinted model", n, clauses)
		}
		st, model, stats := sat.Solve(context.Background(), prob.Formula)
		if st != sat.Sat {
			t.Fatalf("n=%d: %v", n, st)
		}
		if stats.Decisions != 0 {
			t.Errorf("n=%d: %d decisions, want none: the hint's units decide every square", n, stats.Decisions)
		}
		if _, err := prob.Show(model); err != nil { // Show verifies the board
			t.Fatalf("n=%d: %v", n, err)
		}
	}
}

// TestGuideOnlyForOneSolution: the hint's units hold only in the problem
// of a run that asks for one solution; a count of the same board sees
// every completion that backtracking counts.
func TestGuideOnlyForOneSolution(t *testing.T) {
	n := largeBoard
	p := mustNew(t, n)
	for r, c := range firstBoard(n) {
		if r%2 == 0 {
			if err := p.Place(r, c); err != nil {
				t.Fatal(err)
			}
		}
	}
	want := backtrack(p)
	if want < 2 {
		t.Fatalf("the board has %d completions; the test wants several", want)
	}
	for _, c := range []struct {
		opts solve.Options
		want int64
	}{{solve.Options{Guided: true}, 1}, {solve.Options{Count: true}, want}, {solve.Options{Unique: true}, want}} {
		prob := p.Problem(&c.opts, 0)
		res, err := sat.Enumerate(context.Background(), prob.Formula, prob.Projection, nil, 0, nil)
		if err != nil || res.Count != c.want || !res.Complete {
			t.Errorf("%+v: %d completions (%v), want %d", c.opts, res.Count, err, c.want)
		}
	}
}

// TestCubesOnlyForSearchesToTheEnd checks which runs split into cubes: a
// count and a list of every solution do, and a limit above two on a small
// board; one solution, --unique, a limit of one or two, and a limit on a
// large board do not (30-queens made millions of cubes for one solution).
func TestCubesOnlyForSearchesToTheEnd(t *testing.T) {
	for _, c := range []struct {
		name  string
		n     int
		opts  solve.Options
		split bool
	}{
		{"count", 12, solve.Options{Count: true}, true},
		{"all", 12, solve.Options{All: true}, true},
		{"one", 12, solve.Options{}, false},
		{"unique", 12, solve.Options{Unique: true}, false},
		{"list up to 2", 12, solve.Options{Limit: 2}, false},
		{"count up to 1", 12, solve.Options{Count: true, Limit: 1}, false},
		{"count up to 5000", 12, solve.Options{Count: true, Limit: 5000}, true},
		{"list up to 5", 12, solve.Options{Limit: 5}, true},
		{"list up to 1000, large board", 20, solve.Options{Limit: 1000}, false},
		{"count up to 1000, large board", 20, solve.Options{Count: true, Limit: 1000}, false},
		{"one, large board", 30, solve.Options{}, false},
	} {
		parts := mustNew(t, c.n).Problem(&c.opts, 0).Split(c.opts.Count)
		if got := parts != nil; got != c.split {
			t.Errorf("%s: split %v, expected %v", c.name, got, c.split)
		}
	}
}
