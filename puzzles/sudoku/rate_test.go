package sudoku

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solve"
)

// rate rates puzzle p of a batch.
func rate(t *testing.T, p *Puzzle) solve.Rating {
	t.Helper()
	prob, err := p.Problem(Layout{Format: Line}, "t", Reduced, encode.Config{Select: encode.SelectAll})
	if err != nil {
		t.Fatal(err)
	}
	r, err := solve.Rate(context.Background(), prob)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// The rating orders real sets as people do: every puzzle of Kaggle's
// sample (published as easy) rates below every puzzle of Norvig's top95
// (collected as hard), and each rating's steps decide each open cell once.
func TestRatingOrdersSets(t *testing.T) {
	easy, _ := readAll(t, "kaggle_40.txt", Options{})
	hard, _ := readAll(t, "top95.txt", Options{})
	maxEasy, minHard := -2, 99
	for i, p := range append(easy[:20], hard[:20]...) {
		r := rate(t, p)
		open := 0
		for _, v := range p.Cells {
			if v == 0 {
				open++
			}
		}
		total := 0
		for l, n := range r.Steps {
			if l != solve.Search {
				total += n
			}
		}
		if r.Level != solve.Search && total != open {
			t.Errorf("puzzle %d: %d steps for %d open cells", i, total, open)
		}
		level := r.Level
		if level == solve.Search {
			level = solve.MaxLevel + 1
		}
		if i < 20 {
			maxEasy = max(maxEasy, level)
		} else {
			minHard = min(minHard, level)
		}
	}
	if maxEasy >= minHard {
		t.Errorf("Kaggle's hardest rates %d, top95's easiest %d: the sets overlap", maxEasy, minHard)
	}
}

// Every hint holds in every solution: with the hinted value ruled out of
// its cell, the exact-cover search finds no solution.
func TestHintsHold(t *testing.T) {
	ps, _ := readAll(t, "kaggle_40.txt", Options{})
	hard, _ := readAll(t, "top95.txt", Options{})
	for i, p := range append(ps[:10], hard[:10]...) {
		prob, err := p.Problem(Layout{Format: Line}, "t", Reduced, encode.Config{Select: encode.SelectAll})
		if err != nil {
			t.Fatal(err)
		}
		step, done, err := solve.Hint(context.Background(), prob)
		if err != nil || done || step.Level == solve.Search {
			t.Fatalf("puzzle %d: %v %v %v", i, step, done, err)
		}
		name := prob.NameOf(step.Lit)
		var r, c int
		var v byte
		if _, err := fmtSscanf(name, &r, &c, &v); err != nil {
			t.Fatalf("puzzle %d: hint %q: %v", i, name, err)
		}
		want, _ := charValue(v)
		if n := exactCoverWithout(p, 1, (r-1)*9+c-1, want); n != 0 {
			t.Fatalf("puzzle %d: hint %s (level %d), yet a solution has another value there", i, name, step.Level)
		}
	}
}
