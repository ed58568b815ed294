package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A UTF-8 byte order mark, which some editors write, starts a file or
// standard input without changing the puzzle: every reader took it for
// part of the first line (a first row a cell longer, JSON read as a text
// grid, a mojibake Sudoku digit, a list's first name).
func TestByteOrderMark(t *testing.T) {
	const bom = "\xef\xbb\xbf"
	for _, tc := range []struct{ genre, input string }{
		{"akari", ". . 1\n. . .\n# . .\n"},
		{"akari", `{"genre": "akari", "grid": [". . 1", ". . .", "# . ."]}`},
		{"sudoku", "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"},
		{"fillomino", "first\thttps://puzz.link/p?fillomino/3/3/1g2g3g\n"},
	} {
		want, werrs, wcode := runCLI(t, tc.input, tc.genre, "--format", "json")
		if wcode != 0 {
			t.Fatalf("%s without a mark: exit %d %s", tc.genre, wcode, werrs)
		}
		if got, errs, code := runCLI(t, bom+tc.input, tc.genre, "--format", "json"); code != 0 || got != want {
			t.Errorf("%s on standard input with a mark: exit %d, %q %s; expected %q", tc.genre, code, got, errs, want)
		}
		file := filepath.Join(t.TempDir(), "p.txt")
		if err := os.WriteFile(file, []byte(bom+tc.input), 0o644); err != nil {
			t.Fatal(err)
		}
		plain := filepath.Join(t.TempDir(), "p.txt")
		if err := os.WriteFile(plain, []byte(tc.input), 0o644); err != nil {
			t.Fatal(err)
		}
		want, _, _ = runCLI(t, "", tc.genre, "--format", "json", plain)
		if got, errs, code := runCLI(t, "", tc.genre, "--format", "json", file); code != 0 || got != strings.ReplaceAll(want, plain, file) {
			t.Errorf("%s in a file with a mark: exit %d, %q %s; expected %q", tc.genre, code, got, errs, want)
		}
	}
}
