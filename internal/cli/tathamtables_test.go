package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Every table of Tatham's puzzles in the test data (name, game ID, long
// parameters, his solution) reads on the command line as a list of
// links: --format tatham writes each back, named, in the short form.
// The tests of the genres read these tables through their own helpers,
// so this is the route a user's file takes.
func TestTathamTablesRead(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/*/tatham.tsv")
	if len(files) < 10 {
		t.Fatalf("%d tables of Tatham's puzzles: expected more", len(files))
	}
	for _, f := range files {
		var want []string
		for _, row := range tathamTable(t, f) {
			want = append(want, row[0]+"\t"+row[1])
		}
		genre := filepath.Base(filepath.Dir(f))
		out, errs, code := runCLI(t, "", genre, "--format", "tatham", f)
		if code != 0 {
			t.Errorf("%s %s: exit %d: %s", genre, f, code, errs)
			continue
		}
		got := strings.Split(strings.TrimRight(out, "\n"), "\n")
		if len(got) != len(want) {
			t.Errorf("%s: %d IDs written, %d in the table", f, len(got), len(want))
			continue
		}
		for i := range got {
			name, id, _ := strings.Cut(got[i], "\t")
			wname, wid, _ := strings.Cut(want[i], "\t")
			// The short form: the table's ID, or the same puzzle without
			// the generation fields of its parameters.
			_, desc, ok := strings.Cut(id, ":")
			if name != wname || !ok || !strings.HasSuffix(wid, ":"+desc) {
				t.Errorf("%s line %d: wrote %q, the table has %q", f, i+1, got[i], want[i])
				break
			}
		}
	}
}

// A list whose first named line holds an ID with a control character is
// refused at that character: the line is no header to skip, and the ID
// is no file name.
func TestTathamListControlCharacter(t *testing.T) {
	// Slant's, Dominosa's and Akari's recognisers, each its own way.
	for _, genre := range []string{"slant", "dominosa", "akari"} {
		var ids []string
		for _, row := range tathamTable(t, "../../testdata/"+genre+"/tatham.tsv") {
			ids = append(ids, row[1])
		}
		colon := strings.IndexByte(ids[0], ':')
		bad := ids[0][:colon+2] + "\x10" + ids[0][colon+2:]
		for _, tc := range []struct{ stdin, arg, want string }{
			{"a\t" + bad + "\nb\t" + ids[1] + "\n", "-", fmt.Sprintf("<stdin>:1:%d: '\\x10': expected a printable ASCII character", colon+5)},
			{"", bad, fmt.Sprintf("column %d: '\\x10': expected a printable ASCII character", colon+3)},
		} {
			_, errs, code := runCLI(t, tc.stdin, genre, "--count", tc.arg)
			if code != 2 || !strings.Contains(errs, tc.want) {
				t.Errorf("%s %q: exit %d, %q; want 2 and %q", genre, tc.stdin+tc.arg, code, errs, tc.want)
			}
		}
	}
}

// tathamTable returns the rows of a table of Tatham's puzzles, each its
// columns (name, game ID, ...), comments left out.
func tathamTable(t *testing.T, path string) [][]string {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var rows [][]string
	for _, line := range strings.Split(string(data), "\n") {
		if cols := strings.Split(line, "\t"); !strings.HasPrefix(line, "#") && len(cols) >= 2 {
			rows = append(rows, cols)
		}
	}
	return rows
}
