package sudoku

import (
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// Every form of the test data reads the same with its lines ended by LF,
// CRLF or CR alone, as the README says of every input: with CR alone the
// streaming reader once took a whole batch for one line.
func TestLineEnds(t *testing.T) {
	for _, file := range []string{"top95.txt", "grid_seps.txt", "ints_rows.txt", "six_2x3.txt", "tatham.tsv", "article.json"} {
		data, err := os.ReadFile(filepath.Join(testdata, file))
		if err != nil {
			t.Fatal(err)
		}
		lf := strings.ReplaceAll(string(data), "\r\n", "\n")
		want := readText(t, file, lf)
		if len(want) == 0 {
			t.Fatalf("%s: no puzzle read", file)
		}
		for _, end := range []string{"\r\n", "\r"} {
			if got := readText(t, file, strings.ReplaceAll(lf, "\n", end)); !reflect.DeepEqual(got, want) {
				t.Errorf("%s with lines ended by %q: %d puzzles, or other ones, against %d", file, end, len(got), len(want))
			}
		}
	}
}

// readText reads every puzzle of text, failing the test on an error.
func readText(t *testing.T, name, text string) []*Puzzle {
	t.Helper()
	r := NewReader(strings.NewReader(text), name, Options{})
	var out []*Puzzle
	for {
		p, err := r.Next()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out = append(out, p)
	}
}
