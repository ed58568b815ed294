package kittest

import (
	"context"
	"errors"
	"reflect"
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/solve"
)

// SuggestsClues checks Genre.Full and --suggest's clues on puzzle p: that
// Full leaves p as it is, keeps its clues and adds clues its solution
// meets; and, for p with every other clue (Generator.Keep), or none,
// where it has several solutions, that the clues --suggest names (solve.SuggestClues)
// make it unique, with the solution they came from, and that each is
// needed. It reports whether such a puzzle with several solutions was
// found, and whether clues were suggested for it.
func SuggestsClues[P, S any](t *testing.T, g *kit.Genre[P, S], p P) (several, suggested bool) {
	t.Helper()
	boards, _, _ := Solutions(t, g, p, encode.Config{}, 1)
	if len(boards) == 0 {
		return false, false
	}
	before := g.Text.Write(p)
	full := g.Full(p, boards[0])
	if g.Text.Write(p) != before {
		t.Fatal("Full changed the puzzle it was given")
	}
	if err := g.Verify(full, boards[0]); err != nil {
		t.Fatalf("the solution fails the clues Full adds: %v", err)
	}
	all := givens(g, full)
	for name := range givens(g, p) {
		if _, ok := all[name]; !ok {
			t.Fatalf("Full lost the clue %s", name)
		}
	}
	if g.Generate == nil || g.Generate.Keep == nil {
		return false, false
	}
	// A setter's puzzle with several solutions: p with every other clue,
	// or, where that is unique still, with none.
	var half []int
	for _, t := range givens(g, p) {
		half = append(half, t)
	}
	slices.Sort(half)
	for k := 0; k < len(half); k++ {
		half = slices.Delete(half, k, k+1)
	}
	var bare P
	var names []string
	var first []bool
	var err error
	for _, kept := range [][]int{half, nil} {
		bare = g.Generate.Keep(p, kept)
		names, first, _, err = solve.SuggestClues(context.Background(), g.Problem(bare, "bare", &solve.Options{}, false))
		if !errors.Is(err, solve.ErrUnique) {
			break
		}
	}
	switch {
	case errors.Is(err, solve.ErrUnique), errors.Is(err, solve.ErrUnsolvable):
		return false, false
	case errors.Is(err, solve.ErrNoClue):
		return true, false
	case err != nil:
		t.Fatal(err)
	}
	_, decode := g.Build(bare, encode.Config{})
	s := decode(kit.Solution(first))
	full = g.Full(bare, s)
	tags, own := givens(g, full), givens(g, bare)
	var kept []int
	for _, t := range own {
		kept = append(kept, t)
	}
	for _, name := range names {
		tag, ok := tags[name]
		if !ok || slices.Contains(kept, tag) {
			t.Fatalf("--suggest names %q, no clue of the solution that the puzzle lacks", name)
		}
		kept = append(kept, tag)
	}
	was := slices.Clone(kept)
	q := g.Generate.Keep(full, kept)
	if !slices.Equal(kept, was) {
		t.Fatalf("Keep changed the tags it was given: %v, now %v", was, kept)
	}
	boards, _, _ = Solutions(t, g, q, encode.Config{}, 2)
	if len(boards) != 1 || !reflect.DeepEqual(boards[0], s) {
		t.Fatalf("with the clues --suggest names (%v), %d solutions, or another", names, len(boards))
	}
	for k := len(own); k < len(kept); k++ {
		less := slices.Delete(slices.Clone(kept), k, k+1)
		if boards, _, _ := Solutions(t, g, g.Generate.Keep(full, less), encode.Config{}, 2); len(boards) < 2 {
			t.Fatalf("--suggest names %s, which the others make needless", names[k-len(own)])
		}
	}
	return true, len(names) > 0
}

// givens returns the tags of p's givens by their names.
func givens[P, S any](g *kit.Genre[P, S], p P) map[string]int {
	m, _ := g.Build(p, encode.Config{Select: encode.SelectGivens})
	out := map[string]int{}
	for _, s := range m.F.Selectors() {
		if s.Given {
			out[s.Name] = s.Tag
		}
	}
	return out
}
