package skyscraper

import (
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/kittest"
)

// TestConform runs the kit's conformance checks on every shared puzzle
// (the counts above check the direct encoding of the heights too).
func TestConform(t *testing.T) {
	var files []string
	for _, name := range puzzleFiles(t) {
		files = append(files, dataDir+"/"+name)
	}
	kittest.Conform(t, Genre, files)
}

// TestSharedPuzzlesUnique solves every shared puzzle under both height
// encodings and proves it unique, as INDEX.tsv says each is.
func TestSharedPuzzlesUnique(t *testing.T) {
	index := readIndex(t)
	for _, name := range puzzleFiles(t) {
		e, ok := index[name]
		if !ok {
			t.Errorf("%s is not in INDEX.tsv", name)
			continue
		}
		if !strings.Contains(e.Note, "unique") || strings.Contains(e.Note, "not unique") {
			t.Errorf("%s: INDEX.tsv no longer says unique (%q): update this test", name, e.Note)
		}
		p := loadFile(t, name)
		if why := infeasible(p); why != "" {
			t.Errorf("%s: infeasible: %s", name, why)
		}
		var first string
		for hname, h := range heightsOptions {
			sols, complete := solveAll(t, p, encode.Default, h, 0)
			if len(sols) != 1 || !complete {
				t.Errorf("%s, %s: %d solutions (complete %v), expected 1", name, hname, len(sols), complete)
				continue
			}
			if first == "" {
				first = key(sols[0])
			} else if key(sols[0]) != first {
				t.Errorf("%s: the height encodings give different solutions", name)
			}
		}
	}
}

// TestKnownSolution checks the solution of janko_026_4x4.json, worked
// out by hand from its clues (top 4 . . ., left . 2 2 1, right 3 2 . .,
// bottom . 2 2 .).
func TestKnownSolution(t *testing.T) {
	p := loadFile(t, "janko_026_4x4.json")
	sols, _ := solveAll(t, p, encode.Default, Order, 0)
	want := fmt.Sprint(Board{1, 4, 3, 2, 2, 1, 4, 3, 3, 2, 1, 4, 4, 3, 2, 1})
	if len(sols) != 1 || key(sols[0]) != want {
		t.Fatalf("got %v, expected %s", sols, want)
	}
}
