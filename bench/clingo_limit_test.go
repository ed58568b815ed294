package bench

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/solve"
)

// stubScript writes an executable shell script of body to dir/name, a
// stand-in for puzzlesat or clingo, and returns its path.
func stubScript(t *testing.T, dir, name, body string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte("#!/bin/sh\n"+body+"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	return path
}

// A clingo run that reaches the limit is stopped and recorded as such (the
// row says "> limit"), once: the puzzle is not given to clingo again.
func TestClingoLimit(t *testing.T) {
	dir := t.TempDir()
	script := func(name, body string) string { return stubScript(t, dir, name, body) }
	exe := script("puzzlesat", "exit 0") // unique at once
	count := filepath.Join(dir, "runs")
	clingo := script("clingo", "echo run >> "+count+"\nexec sleep 5") // never in time
	pz := solve.BenchPuzzle{Name: "slow", Facts: "a.\n", Input: "x\n"}
	start := time.Now()
	row, err := compareOne(context.Background(), exe, clingo, "g", filepath.Join(dir, "enc.lp"), dir, pz, 3, 200*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	runs, _ := os.ReadFile(count)
	if !row.ClingoOut || row.Clingo != 200*time.Millisecond || row.Solutions != 1 || strings.Count(string(runs), "run") != 1 || time.Since(start) > 4*time.Second {
		t.Errorf("row %+v, clingo ran %d times, in %v", row, strings.Count(string(runs), "run"), time.Since(start))
	}
	var b strings.Builder
	if err := WriteClingoMarkdown(&b, []ClingoRow{row}); err != nil || !strings.Contains(b.String(), "| > 200.0 ms | < ") {
		t.Errorf("markdown: %v\n%s", err, b.String())
	}
}

// A puzzle without solution and one with several are told apart, on both
// sides: "not unique" said both, so puzzlesat's "none" and clingo's "two"
// agreed unseen.
func TestClingoCountsSolutions(t *testing.T) {
	dir := t.TempDir()
	script := func(name, body string) string { return stubScript(t, dir, name, body) }
	none := script("none", "echo 'x: no solution' >&2; exit 1")
	several := script("several", "echo 'x: not unique' >&2; exit 1")
	clingo0 := script("clingo0", "echo 'Models       : 0'; exit 20")
	clingo2 := script("clingo2", "echo 'Models       : 2+'; exit 10")
	pz := solve.BenchPuzzle{Name: "p", Facts: "a.\n", Input: "x\n"}
	for _, tc := range []struct {
		exe, clingo string
		want        int
		err         bool
	}{
		{none, clingo0, 0, false},
		{several, clingo2, 2, false},
		{none, clingo2, 0, true},
		{several, clingo0, 0, true},
	} {
		row, err := compareOne(context.Background(), tc.exe, tc.clingo, "g", filepath.Join(dir, "enc.lp"), dir, pz, 1, 0)
		if (err != nil) != tc.err || !tc.err && row.Solutions != tc.want {
			t.Errorf("%s and %s: row %+v, %v", filepath.Base(tc.exe), filepath.Base(tc.clingo), row, err)
		}
	}
	var b strings.Builder
	WriteClingoMarkdown(&b, []ClingoRow{{Genre: "g", Puzzle: "p", Solutions: 0}, {Genre: "g", Puzzle: "q", Solutions: 2}})
	if !strings.Contains(b.String(), "| p | no solution |") || !strings.Contains(b.String(), "| q | several solutions |") {
		t.Errorf("markdown:\n%s", b.String())
	}
}
