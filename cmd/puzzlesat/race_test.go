package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// A lone hard puzzle at -j 2 races two seeded searches in worker
// processes (Star Battle from 20×20): the answer is the one -j 1 gives,
// and --stats says what ran; -j 1, and a batch, do not race.
func TestRaceLonePuzzle(t *testing.T) {
	const file = "../../testdata/starbattle/psb_kr10_21x21_5.txt"
	one, errs1, code1 := runCLI(t, "", "starbattle", "--unique", "--stats", "-j", "1", file)
	two, errs2, code2 := runCLI(t, "", "starbattle", "--unique", "--stats", "-j", "2", file)
	if code1 != 0 || code2 != 0 || one != two {
		t.Fatalf("-j 1 (exit %d) and -j 2 (exit %d) differ:\n%s%s\n%s%s", code1, code2, one, errs1, two, errs2)
	}
	if strings.Contains(errs1, "raced") || !strings.Contains(errs2, "raced 2 seeded searches") {
		t.Errorf("stats: -j 1 %q, -j 2 %q", errs1, errs2)
	}
	out, _, code := runCLI(t, "", "starbattle", "--unique", "--stats", "--format", "json", "-j", "2", file)
	var obj struct {
		Unique bool
		Stats  struct{ Racers, Winner int }
	}
	if code != 0 || json.Unmarshal([]byte(out), &obj) != nil || !obj.Unique || obj.Stats.Racers != 2 || obj.Stats.Winner < 0 || obj.Stats.Winner > 1 {
		t.Errorf("--format json: exit %d, %s", code, out)
	}
	_, errs, _ := runCLI(t, "", "starbattle", "--unique", "--stats", "-j", "2", file, file)
	if strings.Contains(errs, "raced") {
		t.Errorf("a batch of two raced: %s", errs)
	}
}

// A lone Sudoku of 25×25 or more at -j 2 is split into cubes over two
// cells, run side by side: the answer and the count are those of -j 1,
// and --stats says what ran; -j 1 does not split.
func TestSplitLoneSudoku(t *testing.T) {
	const file = "../../testdata/sudoku/rk25.txt"
	one, errs1, code1 := runCLI(t, "", "sudoku", "--unique", "--stats", "-j", "1", file)
	two, errs2, code2 := runCLI(t, "", "sudoku", "--unique", "--stats", "-j", "2", file)
	if code1 != 0 || code2 != 0 || one != two {
		t.Fatalf("-j 1 (exit %d) and -j 2 (exit %d) differ:\n%s%s\n%s%s", code1, code2, one, errs1, two, errs2)
	}
	if strings.Contains(errs1, "split into") || !strings.Contains(errs2, "cubes") {
		t.Errorf("stats: -j 1 %q, -j 2 %q", errs1, errs2)
	}
	out, _, code := runCLI(t, "", "sudoku", "--count", "--stats", "--format", "json", "-j", "2", file)
	var obj struct {
		Count int
		Stats struct{ Cubes int }
	}
	if code != 0 || json.Unmarshal([]byte(out), &obj) != nil || obj.Count != 1 || obj.Stats.Cubes < 2 {
		t.Errorf("--count --format json: exit %d, %s", code, out)
	}
}
