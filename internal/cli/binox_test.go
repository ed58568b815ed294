package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const binoxData = "../../testdata/binox/"

func TestBinoxCommonFlags(t *testing.T) {
	// The series' 12×12 as transcribed has 677 solutions; with half its
	// rows' givens it is a small many-solution puzzle of its own: the 6×6
	// below, the series' first with its last two givens dropped.
	many := filepath.Join(t.TempDir(), "many.txt")
	os.WriteFile(many, []byte("X.....\n..O...\n.OO...\nX.....\n......\n......\n"), 0o644)
	out, _, _ := runCLI(t, "", "binox", "-j1", "--count", many)
	n := 0
	for _, ch := range lastLine(out) {
		n = n*10 + int(ch-'0')
	}
	if n < 3 {
		t.Fatalf("the many-solution puzzle has %q solutions", out)
	}
	checkCommonFlags(t, genreCase{genre: "binox", unique: binoxData + "puzzle_1.json", many: many, want: n, field: "grid"})
}

func TestBinoxOutputsAndInputs(t *testing.T) {
	out, errs, code := runCLI(t, "", "binox", binoxData+"puzzle_1.json")
	want := "XOXXOO\nOXOOXX\nXOOXXO\nXOXOOX\nOXOXOX\nOXXOXO\n"
	if code != 0 || out != want {
		t.Fatalf("exit %d: %q %s", code, out, errs)
	}
	// The same puzzle as a text grid on standard input and as an Unruly
	// game ID on the command line.
	out, _, code = runCLI(t, "X.....\n..O...\n.OO...\nX....X\n..O..X\n......\n", "binox")
	if code != 0 || out != want {
		t.Fatalf("text on stdin: exit %d, %q", code, out)
	}
	out, _, code = runCLI(t, "", "binox", "6x6u:AheaDEcCg")
	if code != 0 || out != want {
		t.Fatalf("game ID: exit %d, %q", code, out)
	}
	out, _, code = runCLI(t, "", "binox", "--format", "json", binoxData+"puzzle_1.json")
	if code != 0 || !strings.Contains(out, `"grid":["XOXXOO","OXOOXX","XOOXXO","XOXOOX","OXOXOX","OXXOXO"]`) {
		t.Fatalf("json: exit %d, %q", code, out)
	}
	// --no-distinct: more solutions on the series' 12×12.
	a, _, _ := runCLI(t, "", "binox", "--count", binoxData+"puzzle_4.json")
	b, _, _ := runCLI(t, "", "binox", "--count", "--no-distinct", binoxData+"puzzle_4.json")
	if lastLine(a) != "677" || lastLine(b) != "1152" {
		t.Errorf("puzzle_4: %s with distinct lines, %s without; expected 677 and 1152", lastLine(a), lastLine(b))
	}
	// Several files: each answer under its name.
	out, _, code = runCLI(t, "", "binox", binoxData+"puzzle_1.json", binoxData+"puzzle_2.json")
	if code != 0 || !strings.Contains(out, "puzzle_1.json\nXOXXOO") || !strings.Contains(out, "puzzle_2.json\n") {
		t.Errorf("two files: exit %d\n%s", code, out)
	}
}

func TestBinoxBadInput(t *testing.T) {
	for _, tc := range []struct{ stdin, want string }{
		{"X.\n.Q\n", "<stdin>:2:2: 'Q': expected a cell"},
		{`{"shape": [6, 6], "fixed": [{"row": 0}]}`, `<stdin>:1:29: a fixed cell {"row": r, "col": c, "val": s}: no "col"`},
		{"XOX\nOXO\n", "must be multiples of 2"},
	} {
		_, errs, code := runCLI(t, tc.stdin, "binox")
		if code != 2 || !strings.Contains(errs, tc.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("%q: exit %d, %q, want %q", tc.stdin, code, errs, tc.want)
		}
	}
	_, errs, code := runCLI(t, "", "binox", "6x6:AheaDEcC")
	if code != 2 || !strings.Contains(errs, "6x6:AheaDEcC: column 13: the description covers 30 cells") {
		t.Errorf("a short game ID: exit %d, %q", code, errs)
	}
}
