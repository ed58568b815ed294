package starbattle

import (
	"path/filepath"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/kittest"
)

// TestConform runs the kit's conformance test on the test data up to
// 10×10 (the larger ones take seconds each to prove unique, and are
// proven unique by TestSharedPuzzlesUnique): the solutions the sources gave are left
// out, since no format but the region grid holds them.
func TestConform(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(dataDir, "*.txt"))
	if err != nil {
		t.Fatal(err)
	}
	var ps []*Puzzle
	for _, f := range files {
		for _, p := range kittest.Read(t, Genre, f) {
			if p.Rows <= 10 {
				p.Answer = nil
				ps = append(ps, p)
			}
		}
	}
	kittest.Conform(t, Genre, nil, ps...)
}
