package binox

import (
	"fmt"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/kittest"
	"math/rand"
	"path/filepath"
	"strings"
	"testing"
)

// TestTakuzuGrids counts the empty 2n×2n grids: 2, 72 and 4140 for n = 1,
// 2, 3 (OEIS A253316, "Number of 2n X 2n Takuzu grids"), under every
// encoding, and checks the backtracker against the same figures.
func TestTakuzuGrids(t *testing.T) {
	want := map[int]int64{2: 2, 4: 72, 6: 4140}
	for _, n := range []int{2, 4, 6} {
		p, err := New(n, n)
		if err != nil {
			t.Fatal(err)
		}
		if got := backtrack(p); got != want[n] {
			t.Fatalf("%d×%d: the backtracker counts %d, OEIS A253316 says %d", n, n, got, want[n])
		}
		for _, cfg := range encodings {
			if n == 6 && cfg != encodings[0] && cfg != encodings[4] {
				continue // 4140 boards: two encodings are enough at this size
			}
			if got := count(t, p, cfg, 0); got != want[n] {
				t.Errorf("%d×%d under %+v: %d grids, OEIS A253316 says %d", n, n, cfg, got, want[n])
			}
		}
	}
}

// TestRandomCounts: random puzzles made from random boards by keeping a
// random share of the cells, some with few givens (many solutions), some
// without distinctness, and some with a given flipped (often none), count
// the same under every encoding as with the backtracker.
func TestRandomCounts(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	shapes := [][2]int{{4, 4}, {4, 6}, {6, 4}, {6, 6}, {2, 6}, {6, 8}}
	for trial := 0; trial < 36; trial++ {
		sh := shapes[trial%len(shapes)]
		p, _ := New(sh[0], sh[1])
		p.Distinct = trial%3 != 0
		b := randomBoard(rng, p)
		if b == nil {
			// No board of this shape (2×6 with distinct columns: only
			// two columns exist): count the empty grid, which has none.
			b = make(Board, sh[0]*sh[1])
			for i := range b {
				b[i] = None
			}
		}
		keep := []float64{0.1, 0.25, 0.5}[trial%3]
		for i := range b {
			if rng.Float64() < keep {
				p.Given[i] = b[i]
			}
		}
		if trial%5 == 4 && b[0] != None {
			i := rng.Intn(len(b))
			p.Given[i] = 1 - b[i]
		}
		want := backtrack(p)
		for _, cfg := range encodings {
			if got := count(t, p, cfg, 0); got != want {
				t.Errorf("trial %d (%d×%d, distinct %v) under %+v: %d boards, the backtracker counts %d\n%s", trial, sh[0], sh[1], p.Distinct, cfg, got, want, p.Text())
			}
		}
	}
}

// TestSharedInstances: every puzzle of the series and of the other
// collections is solved, and is unique except the series' 12×12
// (puzzle_4), which as transcribed has many solutions: its count agrees
// with the backtracker.
func TestSharedInstances(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(dataDir, "*.json"))
	if len(files) < 12 {
		t.Fatalf("%d puzzles in %s, expected 12", len(files), dataDir)
	}
	for _, file := range files {
		name := filepath.Base(file)
		p := load(t, name)
		got := count(t, p, encodings[0], 2)
		switch {
		case name == "puzzle_4.json":
			all := count(t, p, encodings[0], 0)
			if bt := backtrack(p); all != bt || all < 200 {
				t.Errorf("%s: %d solutions, the backtracker counts %d (SOURCES.md: at least 200)", name, all, bt)
			}
		case got != 1:
			t.Errorf("%s: %d solutions, expected exactly one", name, got)
		}
	}
}

func TestVerifyRejectsEachRule(t *testing.T) {
	p, _ := New(4, 4)
	good := Board{0, 1, 1, 0, 1, 0, 0, 1, 0, 0, 1, 1, 1, 1, 0, 0}
	if err := Verify(p, good); err != nil {
		t.Fatalf("a valid board rejected: %v", err)
	}
	for _, tc := range []struct {
		name  string
		board Board
		given map[int]int
		want  string
	}{
		{"given", good, map[int]int{0: 1}, "but O is given"},
		{"balance", Board{0, 1, 1, 0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 1, 0, 0}, nil, "row 2 holds 3 X"},
		{"run", Board{0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0}, nil, "3 X in a row"},
		{"distinct rows", Board{0, 1, 1, 0, 0, 1, 1, 0, 1, 0, 0, 1, 1, 0, 0, 1}, nil, "rows 0 and 1 are equal"},
		{"distinct columns", Board{0, 0, 1, 1, 1, 1, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0}, nil, "rows 0 and 2 are equal"},
		{"short", good[:15], nil, "15 cells"},
		{"symbol", Board{0, 1, 1, 0, 1, 0, 0, 1, 0, 0, 1, 1, 1, 1, 0, 2}, nil, "holds no symbol"},
	} {
		q, _ := New(4, 4)
		for i, g := range tc.given {
			q.Given[i] = g
		}
		err := Verify(q, tc.board)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %q", tc.name, err, tc.want)
		}
	}
	// 4 rows of 6: distinct rows, columns 0 and 1 equal.
	w, _ := New(4, 6)
	if err := Verify(w, Board{0, 0, 1, 0, 1, 1, 0, 0, 1, 1, 0, 1, 1, 1, 0, 0, 1, 0, 1, 1, 0, 1, 0, 0}); err == nil || !strings.Contains(err.Error(), "columns 0 and 1 are equal") {
		t.Errorf("equal columns: error %v", err)
	}
	q, _ := New(4, 4)
	q.Distinct = false
	if err := Verify(q, Board{0, 1, 1, 0, 0, 1, 1, 0, 1, 0, 0, 1, 1, 0, 0, 1}); err != nil {
		t.Errorf("equal rows rejected without distinctness: %v", err)
	}
}

func ExamplePuzzle_Unruly() {
	p, _ := ParseText([]byte("X.....\n..O...\n.OO...\nX....X\n..O..X\n......\n"), "ex", Symbols, true)
	fmt.Println(p.Unruly())
	// Output: 6x6u:AheaDEcCg
}

// The kit's conformance checks on every shared puzzle.
func TestConform(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(dataDir, "*.json"))
	kittest.Conform(t, Genre, files)
}
