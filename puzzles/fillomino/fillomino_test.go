package fillomino

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/kittest"
)

func TestMain(m *testing.M) { kittest.Main(m) }

const example = "9x7:244a3a2a5a4a77a7b9c7a92a59c9d5a9a4b3e29b6d6b3"

func tathamCases(t *testing.T) []kittest.Tatham {
	return kittest.TathamFile(t, "../../testdata/fillomino/tatham.tsv", 8)
}

func mustRead(t *testing.T, s string) *Puzzle {
	ps, err := Genre.Parse([]byte(s), "test")
	if err != nil || len(ps) != 1 {
		t.Fatalf("%q: %v", s, err)
	}
	return ps[0].P
}

// digits reads a solution written a digit a cell.
func digits(s string) Grid {
	g := make(Grid, len(s))
	for i := range s {
		g[i] = int(s[i] - '0')
	}
	return g
}

// checkOne checks that p has one solution, want, which the verifier
// passes.
func checkOne(t *testing.T, name string, p *Puzzle, want Grid) {
	if err := Verify(p, want); err != nil {
		t.Fatalf("%s: the known solution fails the verifier: %v", name, err)
	}
	boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 2)
	if len(boards) != 1 || fmt.Sprint(boards[0]) != fmt.Sprint(want) {
		t.Fatalf("%s: %d solutions, the known one not the only one", name, len(boards))
	}
}

// Every puzzle of Tatham's generator (every preset, and 20×20) has one
// solution, his: the digits of his SOLVE move "s...".
func TestTathamSolutions(t *testing.T) {
	for _, tc := range tathamCases(t) {
		p := mustRead(t, tc.ID)
		if len(tc.Solve) != p.N()+1 || tc.Solve[0] != 's' {
			t.Fatalf("%s: SOLVE %q", tc.Name, tc.Solve)
		}
		checkOne(t, tc.Name, p, digits(tc.Solve[1:]))
	}
}

// The puzzles of pzprjs's tests and of Nikoli's site (in Tatham's
// filling.c) have their published solutions.
func TestRealPuzzles(t *testing.T) {
	ps := kittest.Read(t, Genre, "../../testdata/fillomino/real.txt")
	checkOne(t, "pzprjs", ps[0], digits("554444553221353352335552225144133344"))
	checkOne(t, "nikoli", ps[1], digits("6662232336663232331311235422255544325413434443313"))
}

func TestConform(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/fillomino/*.txt")
	var ps []*Puzzle
	for _, tc := range tathamCases(t)[:4] {
		ps = append(ps, mustRead(t, tc.ID))
	}
	kittest.Conform(t, Genre, files, ps...)
}

// count counts the fillings of p by placing region after region: each a
// group of free cells of a size from 1 to the largest number, from the
// first free cell in row-major order; at the end no two regions of one
// size may touch, and the clues must hold.
func count(p *Puzzle) int {
	label := make([]int, p.N())
	for i := range label {
		label[i] = -1
	}
	var sizes []int
	var place func() int
	place = func() int {
		first := -1
		for i, l := range label {
			if l < 0 {
				first = i
				break
			}
		}
		if first < 0 {
			for e := 0; e < p.NumEdges(); e++ {
				if a, b := p.Edge(e); label[a] != label[b] && sizes[label[a]] == sizes[label[b]] {
					return 0
				}
			}
			return 1
		}
		total := 0
		seen := map[uint64]bool{} // the groups tried, as bit sets of cells
		var grow func(cells []int, set uint64)
		grow = func(cells []int, set uint64) {
			if seen[set] || len(cells) > p.max() {
				return
			}
			seen[set] = true
			ok := true
			for _, i := range cells {
				ok = ok && (p.Clues[i] == 0 || p.Clues[i] == len(cells))
			}
			if ok {
				for _, i := range cells {
					label[i] = len(sizes)
				}
				sizes = append(sizes, len(cells))
				total += place()
				sizes = sizes[:len(sizes)-1]
				for _, i := range cells {
					label[i] = -1
				}
			}
			for _, a := range cells {
				for _, b := range p.Neighbours(a) {
					if label[b] < 0 && set&(1<<b) == 0 {
						grow(append(cells[:len(cells):len(cells)], b), set|1<<b)
					}
				}
			}
		}
		grow([]int{first}, 1<<first)
		return total
	}
	return place()
}

// Random small puzzles, some with a largest number of their own: the
// solver's count equals the backtracker's under several encodings, up to
// a limit (an empty 4×4 grid has thousands of fillings; the solver then
// stops at the limit, as --count --limit does).
func TestCountsAgainstBacktracking(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	cfgs := []encode.Config{{}, {AMO: encode.Pairwise, Card: encode.SeqCounter, Connect: encode.Tree}, {AMO: encode.Sequential, Card: encode.Totalizer, Connect: encode.Reach}, {AMO: encode.Native, Card: encode.Native, Connect: encode.Lazy}}
	seen := map[int]int{}
	for trial := 0; trial < 300; trial++ {
		r, c := 1+rng.Intn(4), 2+rng.Intn(3)
		p := &Puzzle{Shape: grid.Shape{Rows: r, Cols: c}, Clues: make([]int, r*c)}
		if rng.Intn(3) == 0 {
			p.Max = 1 + rng.Intn(p.N())
		}
		for i := range p.Clues {
			if rng.Intn(3) == 0 {
				p.Clues[i] = 1 + rng.Intn(min(4, p.max()))
			}
		}
		const limit = 40
		want := count(p)
		seen[min(want, 2)]++
		for k, cfg := range cfgs {
			lim := limit
			if k > 0 {
				if trial%3 != 0 {
					continue // the eager forms are slower: a third of the puzzles,
				}
				lim = 12 // and fewer solutions
			}
			boards, _, _ := kittest.Solutions(t, Genre, p, cfg, int64(lim))
			if len(boards) != min(want, lim) {
				t.Fatalf("%s under %+v: %d solutions, backtracking %d", writeText(p), cfg, len(boards), want)
			}
		}
	}
	if seen[0] == 0 || seen[1] == 0 || seen[2] == 0 {
		t.Errorf("the random puzzles lack a kind: %v (none, one, several)", seen)
	}
}

// The verifier, rule by rule.
func TestVerify(t *testing.T) {
	p := mustRead(t, "2 .\n. .\n")
	for _, tc := range []struct {
		g    Grid
		want string
	}{
		{Grid{2, 2, 1, 3}, "the region of r2c2 holds 1 cell, expected 3"},
		{Grid{2, 2, 2, 2}, "the region of r1c1 holds 4 cells, expected 2"},
		{Grid{2, 1, 2, 1}, "the region of r1c2 holds 2 cells, expected 1"},
		{Grid{1, 2, 2, 1}, "r1c1 holds 1, its clue 2"},
		{Grid{2, kit.Unknown, 1, 1}, "r1c2: undecided"},
		{Grid{2, 2, 10, 1}, "r2c1: undecided"},
		{Grid{2, 2, 1}, "3 cells, expected 4"},
	} {
		err := Verify(p, tc.g)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.g, err, tc.want)
		}
	}
	if err := Verify(mustRead(t, "2 .\n3 .\n"), Grid{2, 2, 3, 3}); err == nil {
		t.Error("a region of 2 cells whose number is 3 passed")
	}
	if err := Verify(mustRead(t, "2 . .\n. . .\n"), Grid{2, 2, 1, 3, 3, 3}); err != nil {
		t.Errorf("a filling: %v", err)
	}
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"..\n.x\n", "test:2:2: \"x\": expected . (empty) or a number 1 or more"},
		{"..\n.5\n", "test:2:2: a number 5: expected 1 to 4"},
		{"max=2\n..\n.3\n", "test:3:2: a number 3: expected 1 to 2"},
		{"max=x\n..\n", "test:1:1: \"max=x\": expected max=N"},
		{"..\n...\n", "test:2:1: 3 cells in this row, 2 in the first (line 1)"},
		{"9x7:244a3a2", "test:1:12: the description ends after 7 of 63 cells"},
		{"3x3:a2a2a2a2a2", "\"2\" after the last cell"},
		{"2x2:a5b", "test:1:6: unexpected '5'"},
		{"2x1:a3", "test:1:6: a number 3: expected 1 to 2"},
		{"2x2:a?b", "test:1:6: unexpected '?'"},
		{"2x2d:d", "test:1:4: \"d\": expected nothing after the size"},
		{"https://puzz.link/p?fillomino/2/2/5", "test:1:35: a number 5: expected 1 to 4"},
		{"https://puzz.link/p?fillomino/t/2/2/1", "test:1:31: flag \"t\", variant \"\""},
		{"https://puzz.link/p?fillomino/v:x/2/2/1", "test:1:31: flag \"\", variant \"x\""}, // read as plain
		{"https://puzz.link/p?fillomino/2/2/1j0", "after the last cell"},
		{"https://puzz.link/p?shikaku/2/2/1", "expected a puzz.link URL such as https://puzz.link/p?fillomino/6/6/h4j53g2k5233k2g14j3h or a game ID"},
		{`{"grid": ["..", ".x"]}`, "test:1:19: \"x\": expected"},
		{`{"grid": [[], ["."]]}`, "row 1 is empty"},
	} {
		_, err := Genre.Parse([]byte(tc.in), "test")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.in, err, tc.want)
		}
	}
}

func TestCLI(t *testing.T) {
	out, _, code := kittest.CLI(t, "", "fillomino", "--unique", "-j", "1", example)
	if code != 0 || !strings.Contains(out, "┌") {
		t.Fatalf("solve: exit %d\n%s", code, out)
	}
	out, _, code = kittest.CLI(t, ". . .\n. . .\n", "fillomino", "--count")
	if code != 0 || out != "33\n" {
		t.Fatalf("--count on an empty 2×3 grid: exit %d %q", code, out)
	}
	out, _, code = kittest.CLI(t, ". . .\n. . .\n", "fillomino", "--count", "--max", "3")
	if code != 0 || out != "16\n" {
		t.Fatalf("--count --max 3 on an empty 2×3 grid: exit %d %q", code, out)
	}
	// --help tells --max's default in words alone (QA: "(default -1)" too).
	if out, errs, _ := kittest.CLI(t, "", "fillomino", "--help"); !strings.Contains(out+errs, "--max int") || strings.Contains(out+errs, "default -1") {
		t.Errorf("--help: %q", out+errs)
	}
	out, _, code = kittest.CLI(t, "3 . .\n. . 1\n", "fillomino", "--forced")
	if code != 0 || !strings.Contains(out, "?") {
		t.Fatalf("--forced: exit %d\n%s", code, out)
	}
	out, _, code = kittest.CLI(t, "", "fillomino", "--format", "json", example)
	var ans map[string]any
	if code != 0 || json.Unmarshal([]byte(out), &ans) != nil || ans["status"] != "sat" {
		t.Fatalf("--format json: exit %d %q", code, out)
	}
	if g, _ := ans["grid"].([]any); len(g) != 7 || fmt.Sprint(g[0]) != "[2 4 4 3 3 3 2 2 5]" {
		t.Fatalf("--format json: grid %v", ans["grid"])
	}
	url, _, code := kittest.CLI(t, "", "fillomino", "--format", "url", example)
	if code != 0 || !strings.HasPrefix(url, "https://puzz.link/p?fillomino/9/7/") {
		t.Fatalf("--format url: exit %d %q", code, url)
	}
	id, _, code := kittest.CLI(t, "", "fillomino", "--format", "tatham", strings.TrimSpace(url))
	if code != 0 || strings.TrimSpace(id) != example {
		t.Fatalf("--format tatham of the URL: exit %d %q", code, id)
	}
	gen, _, code := kittest.CLI(t, "", "generate", "fillomino", "--seed", "1", "--count", "2", "--size", "6")
	if code != 0 || strings.Count(gen, "---") != 1 {
		t.Fatalf("generate: exit %d\n%s", code, gen)
	}
	_, errOut, code := kittest.CLI(t, gen, "fillomino", "--unique", "-j", "2")
	if code != 0 || strings.Count(errOut, ": unique") != 2 {
		t.Fatalf("generated puzzles read back: exit %d\n%s", code, errOut)
	}
	// Regions of at most 2 cells fill no grid of 2 rows and columns or
	// more (the solver counts none on the empty ones, 2×2 to 5×2), and
	// --largest says so at once (QA: "no filling of 5×5 found").
	if _, errOut, code := kittest.CLI(t, "", "generate", "fillomino", "--size", "5", "--largest", "2"); code != 2 || !strings.Contains(errOut, "--largest 2: no 5×5 grid fills with regions that small") {
		t.Errorf("--largest 2: exit %d, %q", code, errOut)
	}
	for _, g := range []string{". .\n. .\n", ". . .\n. . .\n. . .\n", ". .\n. .\n. .\n. .\n. .\n"} {
		if out, _, code := kittest.CLI(t, "max=2\n"+g, "fillomino", "--count"); code != 0 || strings.TrimSpace(out) != "0" {
			t.Errorf("max=2 on %q: %q, exit %d; expected no solution", g, out, code)
		}
	}
	_, errOut, code = kittest.CLI(t, "", "fillomino", "2x1:a3")
	if code != 2 || strings.Count(strings.TrimSpace(errOut), "\n") != 0 || !strings.Contains(errOut, "column 6") {
		t.Fatalf("bad input: exit %d %q", code, errOut)
	}
}

// clingo's answer sets of bench/asp/fillomino.lp are puzzlesat's
// solutions.
func TestClingo(t *testing.T) {
	var ps []*Puzzle
	for _, tc := range tathamCases(t)[:2] {
		ps = append(ps, mustRead(t, tc.ID))
	}
	ps = append(ps, kittest.Read(t, Genre, "../../testdata/fillomino/real.txt")...)
	rng := rand.New(rand.NewSource(2))
	for k := 0; k < 40; k++ {
		p := &Puzzle{Shape: grid.Shape{Rows: 3, Cols: 4}, Clues: make([]int, 12)}
		for i := range p.Clues {
			if rng.Intn(3) == 0 {
				p.Clues[i] = 1 + rng.Intn(4)
			}
		}
		ps = append(ps, p)
	}
	kittest.SameAsClingoUpTo(t, Genre, "../../bench/asp/fillomino.lp", ps, facts, func(p *Puzzle, b Grid) string { return kittest.ValueAtoms(p.Shape, "val", b) }, writeText, 2)
}

func FuzzParse(f *testing.F) {
	f.Add("2 .\n. .\n")
	f.Add(example)
	f.Add("https://puzz.link/p?fillomino/6/6/h4j53g2k5233k2g14j3h")
	f.Add("max=3\n2 .\n. .\n")
	f.Add(`{"grid": ["2.", ".."]}`)
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

// TestDefaultMaxNoted: Janko's Fillomino 67 gives no largest number and
// has regions of 10 to 14 cells. Under the default (9) it has no
// solution, and the answer says so and how to lift it; with --max 0 it
// is unique. It answered a bare "no solution". A largest number typed or
// given (--max 9) is the puzzle's, with nothing to note.
func TestDefaultMaxNoted(t *testing.T) {
	file := "../../testdata/fillomino/janko-067-regions-above-9.x-janko"
	_, errs, code := kittest.CLI(t, "", "fillomino", "--unique", file)
	if code != 1 || !strings.Contains(errs, "no solution (with numbers up to 9, the default: --max 0 allows regions of any size)") {
		t.Errorf("default: exit %d, %q", code, errs)
	}
	if _, errs, code := kittest.CLI(t, "", "fillomino", "--unique", "--max", "0", file); code != 0 || !strings.Contains(errs, "unique") {
		t.Errorf("--max 0: exit %d, %q", code, errs)
	}
	if _, errs, code := kittest.CLI(t, "", "fillomino", "--max", "9", file); code != 1 || strings.Contains(errs, "--max 0") {
		t.Errorf("--max 9: exit %d, %q", code, errs)
	}
	// The setter's questions say it too (they said a bare "no solution").
	for _, q := range []string{"--forced", "--suggest", "--hint", "--rate"} {
		if _, errs, code := kittest.CLI(t, "", "fillomino", q, file); code != 1 || !strings.Contains(errs, "no solution (with numbers up to 9, the default") {
			t.Errorf("%s: exit %d, %q", q, code, errs)
		}
	}
}

// TestGenerateLargest: by default the generator's regions are at most 9
// cells, or the larger side below 9 (at least 3), so that every puzzle it
// makes writes as Tatham's game ID too (5×5 puzzles with a 6 did not);
// --largest still sets it.
func TestGenerateLargest(t *testing.T) {
	for _, c := range []struct {
		size, largest, top int
	}{{3, 0, 3}, {5, 0, 5}, {7, 0, 7}, {5, 9, 9}} {
		args := []string{"generate", "fillomino", "--seed", "4", "--count", "3", "--size", fmt.Sprint(c.size), "--format", "json"}
		if c.largest > 0 {
			args = append(args, "--largest", fmt.Sprint(c.largest))
		}
		out, errs, code := kittest.CLI(t, "", args...)
		if code != 0 {
			t.Fatalf("%v: exit %d, %s", args, code, errs)
		}
		top := 0
		for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
			var obj struct{ Solution struct{ Grid [][]int } }
			if err := json.Unmarshal([]byte(line), &obj); err != nil {
				t.Fatalf("%v: %v", args, err)
			}
			for _, row := range obj.Solution.Grid {
				for _, v := range row {
					top = max(top, v)
				}
			}
		}
		if top > c.top || c.largest == 0 && top > max(c.size, 3) {
			t.Errorf("size %d, --largest %d: a region of %d cells, want at most %d", c.size, c.largest, top, c.top)
		}
		if c.largest == 0 {
			gen, _, _ := kittest.CLI(t, "", "generate", "fillomino", "--seed", "4", "--size", fmt.Sprint(c.size))
			if _, errs, code := kittest.CLI(t, gen, "fillomino", "--format", "tatham", "-"); code != 0 {
				t.Errorf("size %d: the generated puzzle as a game ID: exit %d, %s", c.size, code, errs)
			}
		}
	}
}
