package binox

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func samePuzzle(a, b *Puzzle) bool {
	if a.Rows != b.Rows || a.Cols != b.Cols || a.Run != b.Run || a.Distinct != b.Distinct {
		return false
	}
	for i := range a.Given {
		if a.Given[i] != b.Given[i] {
			return false
		}
	}
	return true
}

// Every shared puzzle reads back the same from its text grid, its JSON and
// its Unruly game ID, each written by this package and read by Parse.
func TestRoundTrips(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(dataDir, "*.json"))
	for _, file := range files {
		for _, distinct := range []bool{true, false} {
			p := load(t, filepath.Base(file))
			p.Distinct = distinct // without: a "no-distinct" line, "distinct": false, no 'u'
			roundTrip(t, file, p)
		}
	}
}

// roundTrip checks that p reads back as itself from each of its forms.
func roundTrip(t *testing.T, file string, p *Puzzle) {
	t.Helper()
	js, err := json.Marshal(p.JSON())
	if err != nil {
		t.Fatal(err)
	}
	for _, form := range []string{p.Text(), string(js), p.Unruly(), "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/unruly.html#" + p.Unruly()} {
		q, err := parseOne(form, "again")
		if err != nil {
			t.Fatalf("%s: %v\n%s", file, err, form)
		}
		if !samePuzzle(p, q) {
			t.Errorf("%s: read back differently from\n%s", file, form)
		}
	}
}

func TestUnrulyDistinctFlag(t *testing.T) {
	p, err := ParseUnruly("6x6:AheaDEcCg")
	if err != nil || p.Distinct || p.Given[0] != 0 || p.Given[8] != 1 {
		t.Fatalf("%v, distinct %v", err, p != nil && p.Distinct)
	}
	p, err = ParseUnruly("6x4udt:z")
	if err != nil || !p.Distinct || p.Rows != 4 || p.Cols != 6 {
		t.Fatalf("6x4udt:z: %v %+v", err, p)
	}
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"X.\n.Q\n", "f:2:2: 'Q': expected a cell (X, O, or . for an empty one)"},
		{"X.\n.é\n", "f:2:2: 'é': expected a cell (X, O, or . for an empty one)"}, // was 'Ã'
		{"XO\nX\n", "f:2:1: 1 cell in this row, 2 in the first (line 1)"},
		{"XOX\nXO\nOX\n", "f:1:1: 3 cells in this row, 2 in the rows below"},
		{"XOX\nOXO\n", "f:1:1: a grid of 2 rows and 3 columns: each of the 2 symbols X, O must appear equally often"},
		{"\n\n# nothing\n", "f:1:1: empty input"},
		// A line past the scanner's limit is named (it said 1:1, "token too long").
		{"# c\n\n" + strings.Repeat("#", 2<<20), "f:3:1: a line of 1048576 bytes or more: expected a row of the grid"},
		{`{"shape": [6, 6], "fixed": [{"row": 0, "col": 9, "val": "X"}]}`, "f:1:47: col 9: expected 0 to 5"},
		{`{"shape": [6, 6], "fixed": [{"row": 0, "col": 1, "val": "I"}]}`, `f:1:57: val "I": expected one of X, O`},
		{`{"shape": [6], "fixed": []}`, "f:1:11: shape holds 1 value: expected [rows, cols]"},
		{`{"shape": [7, 6]}`, "f:1:11: a grid of 7 rows and 6 columns: each of the 2 symbols X, O must appear equally often"},
		{`{"shape": [6, 6], "fixed": [{"row": 0, "col": 1, "val": "X"}, {"row": 0, "col": 1, "val": "O"}]}`, "f:1:63: cell 0,1 given twice"},
		{`{"fixed": []}`, `f:1:1: the puzzle: no "shape"`},
		{`{"shape": [6, 6], "fixd": []}`, `f:1:19: "fixd" is no key of the puzzle: expected "genre", "shape", "symbol_number", "fixed" or "distinct"`},
		{"6x6:AheaDEcC", "f:1:13: the description covers 30 cells, expected 36 and the end mark"},
		{"6x6:AheaDEcCgb", "covers more than the 36 cells"},
		{"6x6:Ahe9", "f:1:8: '9': expected letters"},
		{"6x6q:z", "unknown parameter \"q\""},
		{"6x6uq:z", "f:1:5: unknown parameter \"q\": expected u or dD"},
		{"7x6:z", "both sides must be multiples of 2"},
	} {
		_, err := parseOne(tc.in, "f")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want %q", tc.in, err, tc.want)
		}
		if err != nil && strings.Contains(err.Error(), "\n") {
			t.Errorf("%q: the error is not one line: %q", tc.in, err)
		}
	}
}

// FuzzParse: Parse never panics, and a puzzle it accepts has its shape's
// invariants and reads back the same from its own text and Unruly forms.
func FuzzParse(f *testing.F) {
	for _, name := range []string{"puzzle_1.json", "janko_tohu_131_8x8.json"} {
		p := load(f, name)
		js, _ := json.Marshal(p.JSON())
		f.Add(js)
		f.Add([]byte(p.Text()))
		f.Add([]byte(p.Unruly()))
	}
	f.Add([]byte("14x14dn#472699508059540"))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := parseOne(string(data), "fuzz")
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("error on more than one line: %q", err)
			}
			return
		}
		if p.Rows%2 != 0 || p.Cols%2 != 0 || len(p.Given) != p.Rows*p.Cols {
			t.Fatalf("bad shape %d×%d with %d cells", p.Rows, p.Cols, len(p.Given))
		}
		for _, g := range p.Given {
			if g < None || g > 1 {
				t.Fatalf("bad given %d", g)
			}
		}
		for _, form := range []string{p.Text(), p.Unruly()} {
			q, err := parseOne(form, "again")
			if err != nil {
				t.Fatalf("%v\n%s", err, form)
			}
			q.Run, q.Distinct = p.Run, p.Distinct // the text grid cannot say them
			if !samePuzzle(p, q) {
				t.Fatalf("read back differently from\n%s", form)
			}
		}
	})
}

// TestUnrulyAsTheGameWrites: an ID read and written back is the one
// Tatham's game wrote, byte for byte. Each run of 25 empty cells is 'z'
// before a cell of zeros' letter and 'Z' before ones' (unruly.c's
// new_game_desc); both read alike, and 'z' was written for both. The ID
// is sgt-unruly's, for a 30x30 (testdata/binox/SOURCES.md).
func TestUnrulyAsTheGameWrites(t *testing.T) {
	data, err := os.ReadFile("../../testdata/binox/tatham_unruly_30x30.id")
	if err != nil {
		t.Fatal(err)
	}
	id := strings.TrimSpace(string(data))
	if !strings.Contains(id, "Z") {
		t.Fatalf("%s: expected a run of 25 before a cell of ones' letter", id)
	}
	p, err := ParseUnruly(id)
	if err != nil {
		t.Fatal(err)
	}
	if back := p.Unruly(); back != id {
		t.Errorf("written back as\n%s\nwant\n%s", back, id)
	}
}
