package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const troixData = "../../testdata/troix/"

func TestTroixCommonFlags(t *testing.T) {
	many := filepath.Join(t.TempDir(), "many.txt")
	os.WriteFile(many, []byte("XOI...\n....I.\n.X....\n"), 0o644)
	// 6 solutions: the backtracking and propagating counters of the
	// package's tests agree with the model on puzzles like this one.
	checkCommonFlags(t, genreCase{genre: "troix", unique: troixData + "puzzle_1.json", many: many, want: 6, field: "grid"})
}

func TestTroixOutputs(t *testing.T) {
	out, errs, code := runCLI(t, "", "troix", "--format", "json", troixData+"puzzle_1.json")
	if code != 0 || !strings.Contains(out, `"grid":["XXIXOIIOO","OXIOXIIXO",`) {
		t.Fatalf("exit %d: %q %s", code, out, errs)
	}
	out, _, code = runCLI(t, "", "troix", "--count", troixData+"puzzle_4.json")
	if code != 0 || lastLine(out) != "571" {
		t.Errorf("puzzle_4 --count: exit %d, %q", code, out)
	}
	_, errs, code = runCLI(t, "XOI\nOIZ\nIXO\n", "troix")
	if code != 2 || !strings.Contains(errs, "<stdin>:2:3: 'Z'") {
		t.Errorf("bad input: exit %d, %q", code, errs)
	}
}
