package kittest

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/solve"
)

// RatesBelowSearch checks that --rate rates each puzzle of inputs (game
// IDs or links, a line each) below search: reasoning alone, no search,
// solves it.
func RatesBelowSearch[P, S any](t *testing.T, g *kit.Genre[P, S], inputs ...string) {
	t.Helper()
	for _, in := range inputs {
		ps, err := g.Parse([]byte(in+"\n"), "t")
		if err != nil || len(ps) != 1 {
			t.Fatalf("%s: %d puzzles read, %v", in, len(ps), err)
		}
		pr := g.Problem(ps[0].P, in, &solve.Options{Encoding: encode.Config{Select: encode.SelectAll}}, false)
		if r, err := solve.Rate(context.Background(), pr); err != nil || r.Level == solve.Search {
			t.Errorf("%s: rated %+v (%v): expected a level below search", in, r, err)
		}
	}
}
