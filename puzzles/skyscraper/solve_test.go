package skyscraper

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
)

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
		if why := p.Infeasible(); why != "" {
			t.Errorf("%s: infeasible: %s", name, why)
		}
		var first string
		for hname, opts := range heightsOptions {
			sols, complete := solveAll(t, p, encode.Default, opts, 0)
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
	sols, _ := solveAll(t, p, encode.Default, Default, 0)
	want := "1432/2143/3214/4321/"
	if len(sols) != 1 || key(sols[0]) != want {
		t.Fatalf("got %v, expected %s", sols, want)
	}
}
