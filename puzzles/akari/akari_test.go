package akari

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/kittest"
	"github.com/puzzlesat/puzzlesat/solve"
)

func TestMain(m *testing.M) { kittest.Main(m) }

func tathamCases(t *testing.T) []kittest.Tatham {
	return kittest.TathamFile(t, "../../testdata/akari/tatham.tsv", 20)
}

// Every puzzle of Tatham's generator has one solution, his: the lights
// of its SOLVE move ("L x,y").
func TestTathamSolutions(t *testing.T) {
	for _, tc := range tathamCases(t) {
		p, err := readTatham(tc.ID)
		if err != nil {
			t.Fatalf("%s: %v", tc.Name, err)
		}
		want := make(Lights, p.N())
		for _, move := range strings.Split(tc.Solve, ";") {
			var x, y int
			if n, _ := fmt.Sscanf(move, "L%d,%d", &x, &y); n == 2 {
				want[y*p.Cols+x] = 1
			}
		}
		if err := Verify(p, want); err != nil {
			t.Fatalf("%s: Tatham's solution fails the verifier: %v", tc.Name, err)
		}
		boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 2)
		if len(boards) != 1 || fmt.Sprint(boards[0]) != fmt.Sprint(want) {
			t.Fatalf("%s: %d solutions, the first %v; Tatham's %v", tc.Name, len(boards), boards, want)
		}
	}
}

func TestConform(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/akari/*.txt")
	var ps []*Puzzle
	for _, tc := range tathamCases(t) {
		p, err := readTatham(tc.ID)
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	kittest.Conform(t, Genre, files, ps...)
}

// count counts the solutions of p by backtracking over the white cells,
// checked at the end by the rules written out here again.
func count(p *Puzzle) int {
	l := make(Lights, p.N())
	var rec func(i int) int
	rec = func(i int) int {
		if i == p.N() {
			if Verify(p, l) == nil {
				return 1
			}
			return 0
		}
		n := rec(i + 1)
		if !p.wall(i) {
			l[i] = 1
			n += rec(i + 1)
			l[i] = 0
		}
		return n
	}
	return rec(0)
}

// Random small puzzles: the solver's count equals the backtracker's
// under several encodings.
func TestCountsAgainstBacktracking(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	cfgs := []encode.Config{{}, {AMO: encode.Pairwise, Card: encode.SeqCounter}, {AMO: encode.Sequential, Card: encode.Totalizer}, {AMO: encode.Native, Card: encode.Native}}
	seen := map[int]int{}
	for trial := 0; trial < 150; trial++ {
		r, c := 2+rng.Intn(3), 2+rng.Intn(3)
		p := &Puzzle{grid.Shape{Rows: r, Cols: c}, make([]int, r*c)}
		for i := range p.Cells {
			switch x := rng.Intn(10); {
			case x < 6:
				p.Cells[i] = White
			case x < 7:
				p.Cells[i] = Wall
			default:
				p.Cells[i] = rng.Intn(3)
			}
		}
		want := count(p)
		seen[min(want, 2)]++
		for _, cfg := range cfgs {
			boards, _, _ := kittest.Solutions(t, Genre, p, cfg, 0)
			if len(boards) != want {
				t.Fatalf("%s under %+v: %d solutions, backtracking %d", writeText(p), cfg, len(boards), want)
			}
		}
	}
	if seen[0] == 0 || seen[1] == 0 || seen[2] == 0 {
		t.Errorf("the random puzzles lack a kind: %v (none, one, several)", seen)
	}
}

func TestVerify(t *testing.T) {
	p, _ := readText(mustText("..\n#1\n"))
	for _, tc := range []struct {
		l    Lights
		want string
	}{
		{Lights{0, 1, 0, 0}, ""},
		{Lights{1, 1, 0, 0}, "shine on each other"},
		{Lights{1, 0, 0, 0}, "r2c2 holds 0 lights beside it, expected 1"},
		{Lights{0, 1, 1, 0}, "a light on a wall"},
		{Lights{0, 1, 0, -1}, "undecided"},
	} {
		err := Verify(p, tc.l)
		if (err == nil) != (tc.want == "") || err != nil && !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.l, err, tc.want)
		}
	}
	q, _ := readText(mustText("...\n.#.\n"))
	if err := Verify(q, Lights{1, 0, 0, 0, 0, 0}); err == nil || !strings.Contains(err.Error(), "r2c3: not lit") {
		t.Errorf("an unlit cell: %v", err)
	}
}

func mustText(s string) *grid.Text {
	t, err := grid.ReadText([]byte(s), "test", "")
	if err != nil {
		panic(err)
	}
	return t
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"..\n.x\n", "test:2:2: \"x\": expected . (white), # (a wall) or a numbered wall 0-4"},
		{"..\n...\n", "test:2:1: 3 cells in this row, 2 in the first (line 1)"},
		{"7x7:a2i0", "test:1:9: the description ends after 12 of 49 cells"},
		{"3x3:a5g", "test:1:6: unexpected '5'"},
		{"3x3:ibb", "test:1:6: \"bb\" after the last cell"},
		{"3x3:hbb", "test:1:6: a run of 2 empty cells from cell 9 passes the end"},
		// Other games' parameters (Palisade's, Bridges', Loopy's): Light
		// Up's long form holds b, s, r and d only; the page read those
		// IDs as Light Up's.
		{"3x3n5:i", "test:1:4: \"n5\": expected the parameters WxH, then b, s, r, d"},
		{"3x3m2:i", "test:1:4: \"m2\""},
		{"3x3t0:i", "test:1:4: \"t0\""},
		{"https://puzz.link/p?akari/3/3/g0hzz", "test:1:35: \"z\" after the last cell"},
		{"https://puzz.link/p?slither/3/3/g0h", "expected a puzz.link URL such as https://puzz.link/p?akari/3/3/g0h or a game ID"},
		{`{"grid": ["..", ".5"]}`, "test:1:19: \"5\": expected"},
		{`{"genre": "nurikabe", "grid": [".."]}`, "test:1:11: genre \"nurikabe\": expected akari"},
	} {
		_, err := Genre.Parse([]byte(tc.in), "test")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.in, err, tc.want)
		}
	}
}

// TestTathamLongForm: a save file's parameters, b, s, r and d after the
// size, are passed over.
func TestTathamLongForm(t *testing.T) {
	want, err := Genre.Parse([]byte("3x3:i"), "test")
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"3x3b20s4d0:i", "3x3b20:i", "3x3s2d1:i", "3x3r:i", "3x3b30s0rd2:i"} {
		ps, err := Genre.Parse([]byte(id), "test")
		if err != nil || writeText(ps[0].P) != writeText(want[0].P) {
			t.Errorf("%s: %v", id, err)
		}
	}
}

func FuzzParse(f *testing.F) {
	f.Add("..\n#1\n")
	f.Add("7x7:a2i0a2aBqBaBa2i2a")
	f.Add("https://puzz.link/p?akari/3/3/g0h")
	f.Add(`{"grid": ["..", "#1"]}`)
	f.Fuzz(func(t *testing.T, in string) {
		ps, err := Genre.Parse([]byte(in), "fuzz")
		if err != nil {
			return
		}
		for _, p := range ps {
			if p.P.N() <= 64 {
				kittest.RoundTrip(t, Genre, p.P)
			}
		}
	})
}

// An empty n×n grid (no walls) is lit by n lights, one in each row and
// column: n! solutions (OEIS A000142), counted exactly for n up to 6.
// Searched as it was once stated, lights tried off first and long runs'
// at-most-one in bimander, the solver met the pigeonhole:
// lights kept off in too many cells, which no short resolution proof
// refutes (60,730 conflicts at 10×10, none found in a minute at 11×11).
// Lights tried on first, under native at-most-ones, place one per row,
// each extensible to a solution: the command line solves a 40×40 with no
// conflict.
func TestEmptyGrid(t *testing.T) {
	emptyGrids(t, "")
	id := "40x40:" + strings.Repeat("z", 61) + "n" // 61·26 + 14 cells
	out, errs, code := kittest.CLI(t, "", "akari", "--stats", "--format", "json", "--timeout", "10s", id)
	var answer struct {
		Stats struct{ Conflicts int }
	}
	if err := json.Unmarshal([]byte(out), &answer); code != 0 || err != nil || answer.Stats.Conflicts > 20 {
		t.Errorf("%s: exit %d, %d conflicts, %v %s: want a solution with next to no conflict", id, code, answer.Stats.Conflicts, err, errs)
	}
}

// emptyGrids checks that an empty n×n grid has n! solutions, one light
// a row and a column, for n up to 6 (OEIS A000142); what says under
// which model.
func emptyGrids(t *testing.T, what string) {
	t.Helper()
	factorial := 1
	for n := 1; n <= 6; n++ {
		factorial *= n
		p := &Puzzle{grid.Shape{Rows: n, Cols: n}, slices.Repeat([]int{White}, n*n)}
		if boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 0); len(boards) != factorial {
			t.Errorf("%dx%d%s: %d solutions, want %d", n, n, what, len(boards), factorial)
		}
	}
}

// TestLongRuns: a cell lit through its runs' variables (runs longer than
// longRun) has the same solutions as the direct rule. With every run
// long: n! on the empty n×n grids, and the collected puzzles' counts.
// And an empty 100×100 states in about n² literals, not n³: its DIMACS
// file is 2.4 MB, and was 11.6 MB.
func TestLongRuns(t *testing.T) {
	var want []int
	small := kittest.Read(t, Genre, "../../testdata/akari/small.txt")
	for _, p := range small {
		boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 20)
		want = append(want, len(boards))
	}
	defer func(n int) { longRun = n }(longRun)
	longRun = 1
	emptyGrids(t, ", every run long")
	for k, p := range small {
		boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 20)
		if len(boards) != want[k] {
			t.Errorf("small.txt #%d, every run long: %d solutions, want %d", k+1, len(boards), want[k])
		}
		for _, b := range boards {
			if err := Verify(p, b); err != nil {
				t.Errorf("small.txt #%d, every run long: %v", k+1, err)
			}
		}
	}
	longRun = 32
	file := filepath.Join(t.TempDir(), "f.cnf")
	id := "100x100:" + strings.Repeat("z", 384) + "p" // 384·26 + 16 cells
	if _, errs, code := kittest.CLI(t, "", "akari", "--encode-only", "--dimacs", file, id); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if st, err := os.Stat(file); err != nil || st.Size() > 4<<20 {
		t.Errorf("an empty 100x100 in DIMACS: %v bytes, %v; want under 4 MB", st.Size(), err)
	}
}

// TestSuggestClues: --suggest on a puzzle whose walls lost their numbers
// names numbers for walls, which typed into the grid make it unique, as
// a setter would run it; a grid whose walls could never settle it falls
// back to lights, and says so.
func TestSuggestClues(t *testing.T) {
	// A generated 8×8 (generate akari --size 8 --seed 5) with its walls'
	// numbers taken off: 2,340 solutions.
	rows := []string{
		"# # . . . . # .",
		"# . # . # . # #",
		". # # . . # # .",
		". . . . . . . #",
		"# . . . . . . .",
		". # # . . # # .",
		"# # . # . # . #",
		". # . . . . # #",
	}
	out, errs, code := kittest.CLI(t, strings.Join(rows, "\n")+"\n", "akari", "--suggest")
	if code != 0 || !strings.HasPrefix(out, "add ") {
		t.Fatalf("exit %d, %q %q", code, out, errs)
	}
	if errs, ok := uniqueWith(t, rows, strings.Split(strings.TrimSpace(strings.TrimPrefix(out, "add ")), ", ")); !ok {
		t.Fatalf("with the numbers suggested, %s", errs)
	}
	// Walls too few to number: lights, with a note.
	out, errs, code = kittest.CLI(t, ". . . #\n. . . .\n. . . .\n# . . .\n", "akari", "--suggest")
	if code != 0 || !strings.Contains(out, "=light") || !strings.Contains(errs, "values of cells instead") {
		t.Fatalf("exit %d, %q %q", code, out, errs)
	}
}

// TestSuggestCluesWithSelectors: solve.SuggestClues on a problem built
// with selectors, as a library may build one problem for every question,
// names numbers for walls that make the puzzle unique, as it does without
// them (a review: it searched the formula with the selectors free, its
// "solutions" breaking rules). Each finds its own first solution, so the
// numbers may differ.
func TestSuggestCluesWithSelectors(t *testing.T) {
	rows := []string{"# . . . .", ". . . # .", ". # . . .", ". . . . #", ". . # . ."}
	ps, err := Genre.Parse([]byte(strings.Join(rows, "\n")), "walls")
	if err != nil {
		t.Fatal(err)
	}
	for _, sel := range []encode.Selection{encode.SelectNone, encode.SelectAll} {
		prob := Genre.Problem(ps[0].P, "p", &solve.Options{Encoding: encode.Config{Select: sel}}, false)
		names, _, _, err := solve.SuggestClues(context.Background(), prob)
		if err != nil || len(names) == 0 {
			t.Fatalf("select %v: %v, %v", sel, names, err)
		}
		if errs, ok := uniqueWith(t, rows, names); !ok {
			t.Errorf("select %v: with %v, %s", sel, names, errs)
		}
	}
}

// uniqueWith types the numbers named ("r3c4=2") into the walls of rows, a
// typed grid, and reports whether the command line then finds the puzzle
// unique, with its messages; a name that is no number for a wall fails
// the test.
func uniqueWith(t *testing.T, rows, names []string) (string, bool) {
	t.Helper()
	rows = slices.Clone(rows)
	for _, name := range names {
		var r, c, n int
		if _, err := fmt.Sscanf(name, "r%dc%d=%d", &r, &c, &n); err != nil || r < 1 || r > len(rows) || 2*(c-1) >= len(rows[r-1]) || rows[r-1][2*(c-1)] != '#' {
			t.Fatalf("%q is no number for a wall", name)
		}
		row := []byte(rows[r-1])
		row[2*(c-1)] = byte('0' + n)
		rows[r-1] = string(row)
	}
	_, errs, code := kittest.CLI(t, strings.Join(rows, "\n")+"\n", "akari", "--unique")
	return fmt.Sprintf("%s (exit %d)", errs, code), code == 0
}
