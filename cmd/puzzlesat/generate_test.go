package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// generate makes puzzles that the solver proves unique, the same for a
// seed with one worker or two, and checks its flags.
func TestGenerateSudoku(t *testing.T) {
	one, errs, code := runCLI(t, "", "generate", "sudoku", "--seed", "11", "--count", "4")
	if code != 0 || strings.Count(one, "\n") != 4 {
		t.Fatalf("exit %d: %q %s", code, one, errs)
	}
	two, _, code := runCLI(t, "", "generate", "sudoku", "--seed", "11", "--count", "4", "-j", "2")
	if code != 0 || two != one {
		t.Fatalf("-j 2 gave other puzzles (exit %d):\n%s\nagainst\n%s", code, two, one)
	}
	out, errs, code := runCLI(t, one, "sudoku", "--unique")
	if code != 0 || strings.Count(errs, ": unique") != 4 {
		t.Fatalf("generated puzzles not unique: exit %d, %s%s", code, out, errs)
	}
	out, _, code = runCLI(t, "", "generate", "sudoku", "--seed", "2", "--box", "2x3", "--symmetric", "--format", "json")
	var obj struct {
		Input struct {
			Shape      int
			FixedCells []struct{ Row, Col, Val int } `json:"fixed_cells"`
		}
		Solution struct{ Grid [][]int }
		Givens   int
		Seconds  float64
	}
	if code != 0 || json.Unmarshal([]byte(out), &obj) != nil || obj.Input.Shape != 6 || len(obj.Input.FixedCells) != obj.Givens || len(obj.Solution.Grid) != 6 {
		t.Fatalf("--format json: exit %d, %q", code, out)
	}
	for _, bad := range [][]string{{"generate"}, {"generate", "nosuch"}, {"generate", "sudoku", "--count", "0"}, {"generate", "sudoku", "--box", "2x4", "--size", "9"}, {"generate", "sudoku", "--format", "xml"}} {
		_, errs, code := runCLI(t, "", bad...)
		if code != 2 || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("%v: exit %d, %q", bad, code, errs)
		}
	}
}
