package troix

import (
	"encoding/json"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/kittest"
	"math/rand"
	"path/filepath"
	"strings"
	"testing"
)

// An empty 3×3 Troix grid is a Latin square of order 3: 12 of them (OEIS
// A002860).
func TestLatinSquares(t *testing.T) {
	p, _ := New(3, 3)
	for _, cfg := range encodings {
		if got := count(t, p, cfg, 0); got != 12 {
			t.Errorf("%+v: %d grids, expected 12", cfg, got)
		}
	}
	if got := backtrack(p); got != 12 {
		t.Errorf("the propagating search counts %d, expected 12", got)
	}
}

// TestRandomCounts: puzzles made from random boards by keeping a random
// share of the cells, and some with a given changed (often none), count
// the same under every encoding as with both second methods.
func TestRandomCounts(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	shapes := [][2]int{{3, 3}, {3, 6}, {6, 3}, {6, 6}, {6, 9}}
	kinds := map[string]int{}
	for trial := 0; trial < 30; trial++ {
		sh := shapes[trial%len(shapes)]
		p, _ := New(sh[0], sh[1])
		b := randomBoard(rng, p)
		keep := []float64{0.4, 0.5, 0.6}[trial%3]
		for i := range b {
			if rng.Float64() < keep {
				p.Given[i] = b[i]
			}
		}
		if trial%4 == 3 {
			i := rng.Intn(len(b))
			p.Given[i] = (b[i] + 1 + rng.Intn(2)) % 3
		}
		want := backtrack(p)
		switch {
		case want == 0:
			kinds["none"]++
		case want == 1:
			kinds["unique"]++
		default:
			kinds["several"]++
		}
		if want > 3000 {
			t.Fatalf("trial %d: %d solutions, too many for a quick test; lower the seed's share of empty cells", trial, want)
		}
		var plain int64
		search(p, func(int) []int { return []int{0, 1, 2} }, func(Board) bool { plain++; return true })
		if plain != want {
			t.Fatalf("trial %d: the plain search counts %d, the propagating one %d\n%s", trial, plain, want, p.Text())
		}
		for _, cfg := range encodings {
			if got := count(t, p, cfg, 0); got != want {
				t.Errorf("trial %d (%d×%d) under %+v: %d boards, the searches count %d\n%s", trial, sh[0], sh[1], cfg, got, want, p.Text())
			}
		}
	}
	if kinds["none"] == 0 || kinds["unique"] == 0 || kinds["several"] == 0 {
		t.Errorf("the trials cover too little: %v", kinds)
	}
	t.Logf("puzzles by number of solutions: %v", kinds)
}

// TestSharedInstances: the series' puzzles are unique but the 21×21
// (puzzle_4), which as transcribed has 571 solutions by the model and by
// the propagating search.
func TestSharedInstances(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(dataDir, "*.json"))
	if len(files) != 4 {
		t.Fatalf("%d puzzles in %s, expected 4", len(files), dataDir)
	}
	for _, file := range files {
		name := filepath.Base(file)
		p := load(t, name)
		if name == "puzzle_4.json" {
			all := count(t, p, encodings[0], 0)
			if bt := backtrack(p); all != bt || all < 200 {
				t.Errorf("%s: %d solutions, the search counts %d (SOURCES.md: at least 200)", name, all, bt)
			}
			continue
		}
		if got := count(t, p, encodings[0], 2); got != 1 {
			t.Errorf("%s: %d solutions, expected exactly one", name, got)
		}
	}
}

func TestVerifyRejectsEachRule(t *testing.T) {
	p, _ := New(3, 3)
	good := Board{0, 1, 2, 1, 2, 0, 2, 0, 1}
	if err := Verify(p, good); err != nil {
		t.Fatalf("a valid board rejected: %v", err)
	}
	q, _ := New(3, 6)
	for _, tc := range []struct {
		p     *Puzzle
		board Board
		given int
		want  string
	}{
		{p, good, 2, "but I is given"},
		{p, Board{0, 1, 2, 1, 2, 0, 2, 0, 0}, None, "row 2 holds 2 X"},
		{p, Board{0, 1, 2, 0, 2, 1, 2, 0, 1}, None, "column 0 holds 2 X"},
		{q, Board{0, 0, 0, 1, 1, 2, 1, 1, 2, 0, 2, 0, 2, 2, 1, 2, 0, 1}, None, "3 X in a row"},
		{p, good[:8], None, "8 cells"},
	} {
		pp := *tc.p
		pp.Given = append([]int(nil), tc.p.Given...)
		if tc.given != None {
			pp.Given[0] = tc.given
		}
		if err := Verify(&pp, tc.board); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("error %v, want %q", err, tc.want)
		}
	}
}

// Every shared puzzle reads back the same from its text grid and its JSON.
func TestRoundTrips(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(dataDir, "*.json"))
	for _, file := range files {
		p := load(t, filepath.Base(file))
		js, _ := json.Marshal(p.JSON())
		for _, form := range []string{p.Text(), string(js)} {
			q, err := parseOne(form, "again")
			if err != nil {
				t.Fatal(err)
			}
			if q.Text() != p.Text() || q.Rows != p.Rows || q.Cols != p.Cols {
				t.Errorf("%s: read back differently", file)
			}
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"XOI\nOIZ\nIXO\n", "f:2:3: 'Z': expected a cell (X, O, I, or . for an empty one)"},
		{"XO\nOX\n", "multiples of 3"},
		{`{"shape": [3, 3], "fixed": [{"row": 0, "col": 0, "val": "Q"}]}`, `f:1:57: val "Q": expected one of X, O, I`},
		{`{"shape": [3, 3], "symbol_number": 0}`, "f:1:36: symbol_number (the longest run) 0: expected 1 to 100"},
	} {
		_, err := parseOne(tc.in, "f")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want %q", tc.in, err, tc.want)
		}
	}
}

// FuzzParse: Parse never panics, and a puzzle it accepts has a consistent
// shape and reads back the same from its text grid.
func FuzzParse(f *testing.F) {
	p := load(f, "puzzle_1.json")
	js, _ := json.Marshal(p.JSON())
	f.Add(js)
	f.Add([]byte(p.Text()))
	f.Add([]byte("x o i\n. . .\nI . O\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := parseOne(string(data), "fuzz")
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("error on more than one line: %q", err)
			}
			return
		}
		if p.Rows%3 != 0 || p.Cols%3 != 0 || len(p.Given) != p.Rows*p.Cols {
			t.Fatalf("bad shape %d×%d with %d cells", p.Rows, p.Cols, len(p.Given))
		}
		q, err := parseOne(p.Text(), "again")
		if err != nil || q.Text() != p.Text() {
			t.Fatalf("read back differently: %v", err)
		}
	})
}

// The kit's conformance checks on every shared puzzle.
func TestConform(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(dataDir, "*.json"))
	kittest.Conform(t, Genre, files)
}
