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

// A clingo run that reaches the limit is stopped and recorded as such (the
// row says "> limit"), once: the puzzle is not given to clingo again.
func TestClingoLimit(t *testing.T) {
	dir := t.TempDir()
	script := func(name, body string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte("#!/bin/sh\n"+body+"\n"), 0o755); err != nil {
			t.Fatal(err)
		}
		return path
	}
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
	if !row.ClingoOut || row.Clingo != 200*time.Millisecond || !row.Unique || strings.Count(string(runs), "run") != 1 || time.Since(start) > 4*time.Second {
		t.Errorf("row %+v, clingo ran %d times, in %v", row, strings.Count(string(runs), "run"), time.Since(start))
	}
	var b strings.Builder
	if err := WriteClingoMarkdown(&b, []ClingoRow{row}); err != nil || !strings.Contains(b.String(), "| > 200.0 ms | < ") {
		t.Errorf("markdown: %v\n%s", err, b.String())
	}
}
