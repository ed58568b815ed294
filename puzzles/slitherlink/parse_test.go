package slitherlink

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
)

// TestFormatsAgree reads the links that INDEX.tsv gives for the shared
// puzzles and checks that they are the puzzles of the JSON files, and that
// the links written back are the published ones.
func TestFormatsAgree(t *testing.T) {
	index := readIndex(t)
	same := func(what string, got *Puzzle, err error, file string) {
		t.Helper()
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		if want := loadFile(t, file); !got.Equal(want) {
			t.Fatalf("%s reads\n%s\nexpected %s:\n%s", what, gridOf(got), file, gridOf(want))
		}
	}
	// puzz.link URLs: pzprjs's test puzzle and noqx's example (pzv.jp).
	for _, file := range []string{"puzzlink_pzprjs_5x5.json", "puzzlink_noqx_15x25.json"} {
		u := index[file].Original
		p, err := ParseURL(u)
		same(u, p, err, file)
		_, body, _ := strings.Cut(u, "?")
		if got := p.URL(); got != "https://puzz.link/p?"+body {
			t.Errorf("%s written back as %s", u, got)
		}
	}
	// puzzle-loop.com task strings are Loopy's description alphabet.
	for _, file := range []string{"puzzleloop_1760764_5x5.json", "puzzleloop_560388_20x20.json", "puzzleloop_9136672_30x25.json"} {
		var task struct{ Task string }
		if err := json.Unmarshal([]byte(index[file].Original), &task); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		want := loadFile(t, file)
		id := fmt.Sprintf("%dx%dt0:%s", want.Cols, want.Rows, task.Task)
		p, err := ParseTatham(id)
		same(id, p, err, file)
		if p.Tatham() != id {
			t.Errorf("%s written back as %s", id, p.Tatham())
		}
	}
	// FORMATS.md's Loopy illustration, made from janko 0001.
	const id = "4x4t0:1b0d1a21a23a"
	p, err := ParseTatham(id)
	same(id, p, err, "janko_0001_4x4.json")
	if p.Tatham() != id {
		t.Errorf("written back as %s", p.Tatham())
	}
	// The text grid of FORMATS.md's worked example.
	p, err = ParseText(strings.NewReader("2 . . 1 .\n. 2 . . 1\n. . 2 . .\n3 . . 3 .\n. 0 . . 3\n"), "grid")
	same("the text grid", p, err, "puzzlink_pzprjs_5x5.json")
}

// TestRoundTrips writes every shared puzzle in every format and reads it
// back: JSON, the text grid, the drawing (alone and with the loop), the
// URL and the Loopy ID.
func TestRoundTrips(t *testing.T) {
	for _, name := range puzzleFiles(t) {
		p := loadFile(t, name)
		sol := NewSolution(p.Rows, p.Cols)
		if name == "janko_0001_4x4.json" || name == "puzzle_1.json" {
			sols, _ := solveAll(t, p, encode.Config{}, Default, 1)
			sol = sols[0]
		}
		checkRoundTrips(t, p, sol)
	}
}

// checkRoundTrips checks that p reads back the same from each format the
// package writes; sol is drawn into the drawing.
func checkRoundTrips(t *testing.T, p *Puzzle, sol Solution) {
	t.Helper()
	for form, read := range map[string]func() (*Puzzle, error){
		"json":    func() (*Puzzle, error) { return ParseJSON(p.JSON(), "json") },
		"grid":    func() (*Puzzle, error) { return ParseText(strings.NewReader(gridOf(p)), "grid") },
		"drawing": func() (*Puzzle, error) { return ParseText(strings.NewReader(Text(p, Solution{})), "drawing") },
		"loop":    func() (*Puzzle, error) { return ParseText(strings.NewReader(Text(p, sol)), "loop") },
		"url":     func() (*Puzzle, error) { return ParseURL(p.URL()) },
		"tatham":  func() (*Puzzle, error) { return ParseTatham(p.Tatham()) },
		"parse": func() (*Puzzle, error) {
			ps, err := Parse(strings.NewReader("a\t"+p.URL()+"\nb\t"+p.Tatham()+"\n"), "list")
			if err == nil && (len(ps) != 2 || !ps[0].Equal(ps[1]) || ps[1].Name != "b") {
				return nil, fmt.Errorf("a list of two gives %d puzzles", len(ps))
			}
			if err != nil {
				return nil, err
			}
			return ps[0], nil
		},
	} {
		q, err := read()
		if err != nil {
			t.Fatalf("written as %s, does not read back: %v", form, err)
		}
		if !q.Equal(p) {
			t.Fatalf("written as %s, reads back as another puzzle:\n%s\nexpected\n%s", form, gridOf(q), gridOf(p))
		}
	}
}

// TestParseErrors checks that bad input gets one line naming the place
// and what was expected.
func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", "f:1:1: no grid"},
		{"# only a comment\n", "f:2:1: no grid"},
		{"1 2\n3 x\n", `f:2:3: unexpected 'x': expected a clue 0 to 4`},
		{"1 2 .\n3 .\n", "f:2:4: a row of 2 cells: expected 3, as in the first row"},
		{"1 2\n3 . 0 # c\n", "f:2:5: a row of 3 cells: expected 2"},
		{"5 .\n", "f:1:1: unexpected '5'"},
		{strings.Repeat(".", 201) + "\n", "f:1:1: grid of 1×201 cells: expected 1 to 200"},
		{"·   ·\n  3\n·   ·\n  1\n", "f:5:1: 4 lines in the drawing"},
		{"·   ·   ·\n  3x\n·   ·   ·\n", `f:2:4: unexpected 'x': expected a space beside`},
		{"·   ·   ·\n  3 x\n·   ·   ·\n", `f:2:5: unexpected 'x' between two cells`},
		{"·   ·   ·\n  3   5\n·   ·   ·\n", `f:2:7: unexpected '5' in a cell`},
		{"·   ·   ·\n  3    \n·  -·   ·\n", `f:3:4: unexpected '-' between two dots`},
		{"·   ·   ·\n  3 \n·   x   ·\n", `f:3:5: unexpected 'x': expected a dot`},
		{"·   ·   ·\n  3 \n·   ·   ·   ·\n", `f:3:10: a line of 13 characters: expected 9 at most`},
		{"·  ·\n", "f:1:5: a line of 4 characters"},
		{"{\"shape\": [2, 2],\n \"surrounded_line_number\": [{\"row\": 2, \"col\": 0, \"val\": 1}]}", "f:2:37: row 2: expected 0 to 1"},
		{"{\"shape\": [2, 2],\n \"surrounded_line_number\": [{\"row\": 1, \"col\": 0, \"val\": 5}]}", "f:2:57: val 5: expected 0 to 4"},
		{"{\"shape\": [2, 2],\n \"surrounded_line_number\": [{\"row\": 1, \"col\": 0}]}", "f:2:29: a clue"},
		{"{\"shape\": [2, 2, 2]}", "f:1:11: shape of 3 numbers"},
		{"{\"shape\": [0, 2]}", "f:1:11: grid of 0×2 cells"},
		{"{\"shape\": [1, 1], \"surrounded_line_number\": [{\"row\": 0, \"col\": 0, \"val\": 1}, {\"row\": 0, \"col\": 0, \"val\": 2}]}", "f:1:78: cell 0,0 given twice"},
		{"{\"surrounded_line_number\": []}", "f:1:1: the puzzle: no \"shape\""},
		{"[1]", "f:1:1: expected a JSON object"},
		{"{\"shape\": [1, 1]", "f:1:17: unexpected end of JSON"},
		{"https://puzz.link/p?slither/5/5/cbcb!", "f:1:37: unexpected '!' in the clues"},
		{"https://puzz.link/p?slither/5/5/cbcbcddad!", "f:1:42: unexpected \"!\" after the clues"},
		{"https://puzz.link/p?slither/5/5/cbcbcddadg", "f:1:42: unexpected \"g\" after the clues"},
		{"https://puzz.link/p?slither/5/0/", "f:1:31: \"0\": expected the number of rows"},
		{"https://puzz.link/p?slither/500/5/", "f:1:29: grid of 5×500 cells"},
		{"name\tpuzzle\na\thttps://puzz.link/p?slither/2/2/f\n", "f:2:35: unexpected 'f' in the clues"},
		{"a\t4x4t0:1b0d1a21a23a\nb\tnot a link\n", "f:2:3: \"not a link\": expected a puzz.link URL"},
		{"4x4t0:1b0d1a21a23", "f:1:18: the description covers 15 cells: expected 16"},
		{"4x4t0:1b0d1a21a23ab", "f:1:19: the description runs past the 16 cells"},
		{"4x4t0:1b0d1a21a23a5", "f:1:19: clue 5: expected 0 to 4"},
		{"4x4t0:1b0d1a21a23a_", "f:1:19: unexpected '_'"},
		{"4x4t0:1b0d1A21a23a", "f:1:12: unexpected 'A'"},
		{"4x4t1:1b0d1a21a23a", "f:1:1: grid type t1: expected t0"},
		{"0x4t0:", "f:1:1: grid of 4×0 cells"},
		{"https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/loopy.html#7x7t0:bbb", "f:1:77: the description covers 6 cells"},
		{"# list\nhttps://puzz.link/p?slither/2/2/\n4x4t0:\n", "f:3:7: the description covers 0 cells"},
		{"https://puzz.link/p?skyscrapers/4/4/k13h4j3g\n", "f:1:21: \"skyscrapers/4/4/k13h4j3g\": expected slither/COLS/ROWS/BODY"},
	} {
		_, err := Parse(strings.NewReader(tc.in), "f")
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%q: %v\n expected %q", tc.in, err, tc.want)
		}
	}
}

// TestLinks reads the forms of links the package accepts.
func TestLinks(t *testing.T) {
	want, _ := ParseURL("https://puzz.link/p?slither/5/5/cbcbcddad")
	for _, s := range []string{
		"http://pzv.jp/p.html?slither/5/5/cbcbcddad",
		"https://puzz.link/p?slitherlink_edit/f/5/5/cbcbcddad/",
		"slither/5/5/cbcbcddad",
		"5x5t0:2b1b2b1b2b3b3b0b3",
		"5t0de:2b1b2b1b2b3b3b0b3",
		"5x5:2b1b2b1b2b3b3b0b3",
		"  https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/loopy.html#5x5t0dh:2b1b2b1b2b3b3b0b3  ",
	} {
		p, err := ParseLink(s)
		if err != nil || !p.Equal(want) {
			t.Errorf("%s: %v", s, err)
		}
	}
	// A '.' clue (unknown) reads as none.
	p, err := ParseURL("https://puzz.link/p?slither/3/1/.1.")
	if err != nil || p.Clue[0] != None || p.Clue[1] != 1 || p.Clue[2] != None {
		t.Errorf("unknown clues: %v %v", p, err)
	}
	for _, s := range []string{"loopy.html#5x5t0#12345", "5x5t0", "x5t0:a", "5x5t0dhh:a", "5x5q:a"} {
		if IsTatham(s) {
			t.Errorf("%q taken for a Loopy ID", s)
		}
	}
	if _, err := ParseTatham("loopy.html#5x5t0#12345"); err == nil || !strings.Contains(err.Error(), "random seed") {
		t.Errorf("a seed link: %v", err)
	}
	if got := want.Tatham(); got != "5x5t0:2b1b2b1b2b3b3b0b3" {
		t.Errorf("Tatham() = %s", got)
	}
	// Runs longer than 26 cells, and a clue at the very end.
	long, _ := Empty(6, 10)
	long.Clue[59] = 3
	if got := long.Tatham(); got != "10x6t0:zzg3" {
		t.Errorf("long runs: %s", got)
	}
	if got := long.URL(); got != "https://puzz.link/p?slither/10/6/zzyd" {
		t.Errorf("long runs: %s", got)
	}
}

// TestLinkExamples: the links that messages show as examples read.
func TestLinkExamples(t *testing.T) {
	if err := links.CheckExamples(); err != nil {
		t.Error(err)
	}
}
