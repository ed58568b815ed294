package nonogram

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/kittest"
)

func TestMain(m *testing.M) { kittest.Main(m) }

func tathamCases(t *testing.T) []kittest.Tatham {
	return kittest.TathamFile(t, "../../testdata/nonogram/tatham.tsv", 10)
}

// Every puzzle of Tatham's generator has one solution, his: the cells of
// its SOLVE move ("S" and a 0 or 1 a cell).
func TestTathamSolutions(t *testing.T) {
	for _, tc := range tathamCases(t) {
		p, err := readTatham(tc.ID)
		if err != nil {
			t.Fatalf("%s: %v", tc.Name, err)
		}
		if len(tc.Solve) != p.N()+1 || tc.Solve[0] != 'S' {
			t.Fatalf("%s: SOLVE %q", tc.Name, tc.Solve)
		}
		want := make(Picture, p.N())
		for i := range want {
			want[i] = int(tc.Solve[i+1] - '0')
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
	files, _ := filepath.Glob("../../testdata/nonogram/*.txt")
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

// count counts the pictures that fit p by trying every one, the runs
// counted here again.
func count(p *Puzzle) int {
	n := 0
	for bits := 0; bits < 1<<p.N(); bits++ {
		ok := true
		for i := 0; i < p.N() && ok; i++ {
			ok = p.Cells[i] == kit.Unknown || p.Cells[i] == bits>>i&1
		}
		for k, line := range p.Lines() {
			var runs []int
			run := 0
			for _, i := range line {
				if bits>>i&1 == 1 {
					run++
				} else if run > 0 {
					runs, run = append(runs, run), 0
				}
			}
			if run > 0 {
				runs = append(runs, run)
			}
			ok = ok && fmt.Sprint(runs) == fmt.Sprint(p.Clues[k]) || ok && len(runs) == 0 && len(p.Clues[k]) == 0
		}
		if ok {
			n++
		}
	}
	return n
}

// randomPuzzle makes a small puzzle: a random picture's runs, some lines
// changed, now and then a cell given.
func randomPuzzle(rng *rand.Rand) *Puzzle {
	p := newPuzzle(grid.Shape{Rows: 2 + rng.Intn(3), Cols: 2 + rng.Intn(3)})
	on := make([]bool, p.N())
	for i := range on {
		on[i] = rng.Intn(2) == 0
	}
	for k, line := range p.Lines() {
		p.Clues[k] = grid.RunsOf(line, on)
		if rng.Intn(6) == 0 {
			_ = p.setClues(k, []int{1 + rng.Intn(len(line))})
		}
	}
	if rng.Intn(4) == 0 {
		p.Cells[rng.Intn(p.N())] = rng.Intn(2)
	}
	return p
}

// Random small puzzles: the solver's count equals the brute force's
// under several encodings.
func TestCountsAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	cfgs := []encode.Config{{}, {AMO: encode.Pairwise, Card: encode.SeqCounter}, {AMO: encode.Sequential, Card: encode.Totalizer}, {AMO: encode.Native, Card: encode.Native}}
	seen := map[int]int{}
	for trial := 0; trial < 300; trial++ {
		p := randomPuzzle(rng)
		want := count(p)
		seen[min(want, 2)]++
		for _, cfg := range cfgs {
			boards, _, _ := kittest.Solutions(t, Genre, p, cfg, 0)
			if len(boards) != want {
				t.Fatalf("%s under %+v: %d solutions, brute force %d", writeText(p), cfg, len(boards), want)
			}
		}
	}
	if seen[0] == 0 || seen[1] == 0 || seen[2] == 0 {
		t.Errorf("the random puzzles lack a kind: %v (none, one, several)", seen)
	}
	t.Logf("none, one, several: %v", seen)
}

func mustText(s string) *Puzzle {
	t, err := grid.ReadText([]byte(s), "test", "")
	if err != nil {
		panic(err)
	}
	p, err := readText(t)
	if err != nil {
		panic(err)
	}
	return p
}

const small = "  1 1 -\n  1 1 2\n3 . . .\n1 . . .\n2 . . x\n"

func TestVerify(t *testing.T) {
	p := mustText(small)
	for _, tc := range []struct {
		s    Picture
		want string
	}{
		{Picture{1, 1, 1, 0, 0, 1, 0, 1, 1}, "r3c3: given empty"},
		{Picture{1, 1, 1, 0, 0, 1, 1, 1, 0}, ""},
		{Picture{1, 1, 1, 0, 1, 0, 1, 1, 0}, "column 2: runs [3], expected [1 1]"},
		{Picture{1, 1, 1, 1, 0, 1, 1, 1, 0}, "row 2: runs [1 1], expected [1]"},
		{Picture{1, 1, 1, 0, 0, 1, 1, -1, 0}, "r3c2: undecided"},
	} {
		err := Verify(p, tc.s)
		if (err == nil) != (tc.want == "") || err != nil && !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.s, err, tc.want)
		}
	}
}

// The typed form reads as Tatham's ID says, and writes back the same.
func TestText(t *testing.T) {
	p := mustText(small)
	q, err := readTatham("3x3:1.1/1.1/2/3/1/2,i")
	if err != nil || fmt.Sprint(p) != fmt.Sprint(q) {
		t.Fatalf("%v, %v: %v", p, q, err)
	}
	if s := writeText(p); s != small {
		t.Errorf("written %q, want %q", s, small)
	}
	// A row without runs reads with them left out or as '-', as a
	// column's does (QA: '-' was "a line of the columns' runs below").
	for _, row := range []string{"    . . .", "  - . . ."} {
		q := mustText("    1 - 1\n    1 - 1\n1 1 . . .\n" + row + "\n1 1 . . .\n")
		if want := [][]int{{1, 1}, nil, {1, 1}, {1, 1}, nil, {1, 1}}; fmt.Sprint(q.Clues) != fmt.Sprint(want) {
			t.Errorf("%q: runs %v, want %v", row, q.Clues, want)
		}
	}
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"  1\n1 . y\n", "test:2:5: \"y\": expected . (a cell"},
		// A bad column run made its line the grid's first row.
		{"  1 -\n  1 Z\n1 . .\n", "test:2:5: \"Z\": expected a run length or -"},
		{"1 . .\n1 . . .\n", "test:2:3: 3 cells in this row, 2 in the first (line 1)"},
		{"   1\n1 . .\n", "test:1:4: 1 columns' runs, expected 2 (- for none)"},
		{"3 . .\n", "test:1:1: row 1: runs 3 need 3 cells, it has 2"},
		{"1 . .\n2\n", "test:2:1: a line of the columns' runs below the grid"},
		{"1 2\n", "test:1:1: no grid"},
		{"3x3x:1.1/1.1/2/3/1/2", "test:1:4: \"x\": Pattern's parameters are the size alone"},
		{"3x3:1.1/1.1/2/3/1", "test:1:18: expected '/' and the runs of row 3"},
		{"3x3:1.99999999999999999999/1.1/2/3/1/2", "test:1:5: the runs 1.99999999999999999999: too large"}, // not MaxInt
		{"3x3:1.1/1.1/2/4/1/2", "test:1:15: row 1: runs 4 need 4 cells, it has 3"},
		// Runs of a number too large for an int: their sum had wrapped to
		// fit the line, and the model indexed past it (a review).
		{"1x1:99999999999999999999.99999999999999999999/1", "test:1:5: the runs 99999999999999999999.999…: too large"}, // as typed, not as MaxInt,
		{"3x3:1.1/1.1/2/3/1/2,Z", "test:1:21: 'Z': the run passes the end of the 9 cells"},
		{"3x3:1.1/1.1/2/3/1/2,b!", "test:1:22: unexpected '!'"},
		{"3x3:1.1/1.1/2/3/1/2,", "test:1:21: the ID ends: expected a letter"}, // QA: it quoted a NUL
		{"3x3:1.1/1.1/2/3/1/2x", "test:1:20: \"x\" after the last cell"},
		{"https://puzz.link/p?nonogram/2/2/1g0g", "test:1:36: 0: expected a run of 1 or more"},
		{"https://puzz.link/p?nonogram/2/2/3", "test:1:34: column 1: runs 3 need 3 cells, it has 2"},
		{"https://puzz.link/p?akari/3/3/g0h", "expected a puzz.link URL such as https://puzz.link/p?nonogram/"},
		{"- y\n1 . .\n", "test:1:3: \"y\": expected a run or -"},
		{`{"grid": ["  3 -", "1 . ."]}`, "test:1:14: column 1: runs 3 need 3 cells, it has 1"}, // at its run, not its first cell (QA)
		{"  0 1 -\n  1 1 2\n3 . . .\n1 . . .\n2 . . .\n", "test:1:3: column 1: a run of 0"},
		{`{"grid": ["1 . y"]}`, "test:1:16: \"y\": expected . (a cell"},
		{`{"grid": "1 . ."}`, "test:1:10: expected grid as an array"},
	} {
		_, err := Genre.Parse([]byte(tc.in), "test")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.in, err, tc.want)
		}
	}
	_, stderr, code := kittest.CLI(t, "", "nonogram", "3x3:1.1/1.1/2/4/1/2")
	if code != 2 || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, "column 15: row 1: runs 4 need 4 cells") {
		t.Errorf("a bad ID: exit %d, %q", code, stderr)
	}
}

func TestCLI(t *testing.T) {
	id := tathamCases(t)[0].ID
	out, _, code := kittest.CLI(t, "", "pattern", "--unique", "-j", "1", id)
	if code != 0 || !strings.Contains(out, "#") {
		t.Fatalf("--unique: exit %d, %q", code, out)
	}
	out, _, code = kittest.CLI(t, "", "nonogram", "--format", "json", id)
	var ans map[string]any
	if err := json.Unmarshal([]byte(out), &ans); code != 0 || err != nil {
		t.Fatalf("json: exit %d, %v, %q", code, err, out)
	}
	var keys []string
	for k := range ans {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	if fmt.Sprint(keys) != "[grid puzzle status]" || len(ans["grid"].([]any)) != 10 || strings.Trim(fmt.Sprint(ans["grid"]), "[]#. ") != "" {
		t.Errorf("json keys %v: %q", keys, out)
	}
	// A run of 1 in each line of a 2×2: two pictures.
	out, _, code = kittest.CLI(t, "  1 1\n1 . .\n1 . .\n", "nonogram", "--count")
	if code != 0 || strings.TrimSpace(out) != "2" {
		t.Errorf("--count: exit %d, %q", code, out)
	}
	out, _, code = kittest.CLI(t, "  1 1\n1 . .\n1 . .\n", "nonogram", "--forced")
	if code != 0 || strings.Count(out, "?") != 4 {
		t.Errorf("--forced: exit %d, %q", code, out)
	}
	for _, f := range []string{"url", "tatham"} {
		link, _, code := kittest.CLI(t, "", "nonogram", "--format", f, id)
		back, _, code2 := kittest.CLI(t, "", "nonogram", "--format", "tatham", strings.TrimSpace(link))
		if code != 0 || code2 != 0 || strings.TrimSpace(back) != id {
			t.Errorf("--format %s: %q, back %q", f, link, back)
		}
	}
	gen, _, code := kittest.CLI(t, "", "generate", "nonogram", "--seed", "1", "--count", "2")
	if code != 0 {
		t.Fatalf("generate: exit %d", code)
	}
	file := filepath.Join(t.TempDir(), "gen.txt")
	if err := os.WriteFile(file, []byte(gen), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, stderr, code := kittest.CLI(t, "", "nonogram", "--unique", file); code != 0 || strings.Count(stderr, "unique") != 2 {
		t.Errorf("generated, read back --unique: exit %d, %q", code, stderr)
	}
}

// The ASP program bench/asp/nonogram.lp has the solutions puzzlesat has.
func TestClingo(t *testing.T) {
	var ps []*Puzzle
	for _, tc := range tathamCases(t)[:4] {
		p, _ := readTatham(tc.ID)
		ps = append(ps, p)
	}
	rng := rand.New(rand.NewSource(2))
	for len(ps) < 60 {
		ps = append(ps, randomPuzzle(rng))
	}
	kittest.SameAsClingoUpTo(t, Genre, "../../bench/asp/nonogram.lp", ps, facts, func(p *Puzzle, b Picture) string { return kittest.MarkAtoms(p.Shape, "fill", b) }, writeText, 2)
}

func FuzzParse(f *testing.F) {
	f.Add(small)
	f.Add("3x3:1.1/1.1/2/3/1/2,i")
	f.Add("https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h")
	f.Add(`{"grid": ["  1 -", "1 # .", "  . x"]}`)
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

// TestGenerateFill: generate --fill P draws a picture with P percent of
// its cells filled (rounded, at least one), read from the solution
// written: the smoothed noise once filled none at 10% on 8×8.
func TestGenerateFill(t *testing.T) {
	for _, fill := range []int{1, 5, 10, 20, 50, 90} {
		for seed := 1; seed <= 3; seed++ {
			args := []string{"generate", "nonogram", "--size", "8", "--seed", fmt.Sprint(seed), "--fill", fmt.Sprint(fill), "--format", "json"}
			out, errs, code := kittest.CLI(t, "", args...)
			var obj struct {
				Solution struct{ Grid []string }
			}
			if code != 0 || json.Unmarshal([]byte(out), &obj) != nil || len(obj.Solution.Grid) != 8 {
				t.Fatalf("%v: exit %d, %q %s", args, code, out, errs)
			}
			filled := strings.Count(strings.Join(obj.Solution.Grid, ""), "#")
			if want := max((fill*64+50)/100, 1); filled != want {
				t.Errorf("%v: %d of 64 cells filled, want %d\n%s", args, filled, want, strings.Join(obj.Solution.Grid, "\n"))
			}
		}
	}
}

// TestEmptyLineRuleName: the rule of a line without runs says so, as
// --hint shows it.
func TestEmptyLineRuleName(t *testing.T) {
	out, errs, code := kittest.CLI(t, "", "nonogram", "--hint", "2x2:1//1/")
	if code != 0 || !strings.Contains(out, "row 2 (empty)") || strings.Contains(out, " )") {
		t.Errorf("--hint: exit %d, %q %s", code, out, errs)
	}
}

// TestHintsTypedBack: a hint is a cell's value as the typed grid writes
// it, so a player can type it in and ask again, until the givens decide
// every cell. An empty cell was named "r5c2=.", which types an open cell:
// asked again, the same hint came back for ever.
func TestHintsTypedBack(t *testing.T) {
	rows := []string{
		"    1 - - 1 - 1",
		"    3 1 2 3 5 1",
		"  1 . . . . . .",
		"  3 . . . . . .",
		"  1 . . . . . .",
		"1 2 . . . . . .",
		"1 4 . . . . . .",
		"  5 . . . . . .",
	}
	for step := 0; ; step++ {
		if step > 36 {
			t.Fatalf("36 hints and not solved:\n%s", strings.Join(rows, "\n"))
		}
		out, errs, code := kittest.CLI(t, strings.Join(rows, "\n")+"\n", "nonogram", "--hint")
		if code != 0 {
			t.Fatalf("step %d: exit %d, %q %s", step, code, out, errs)
		}
		if out == "" && strings.Contains(errs, "solved already") {
			return
		}
		var r, c int
		var v string
		if n, _ := fmt.Sscanf(strings.Fields(out)[0], "r%dc%d=%s", &r, &c, &v); n != 3 || !isCell(v) || v == "." {
			t.Fatalf("step %d: %q names no value a cell is typed with", step, out)
		}
		cells := strings.Fields(rows[1+r])
		cells[len(cells)-6+c-1] = v
		rows[1+r] = strings.Join(cells, " ")
	}
}
