package yajilin

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/kittest"
)

func TestMain(m *testing.M) { kittest.Main(m) }

func files(t *testing.T) []string {
	files, _ := filepath.Glob("../../testdata/yajilin/*.txt")
	if len(files) < 6 {
		t.Fatalf("%d test files", len(files))
	}
	return files
}

func TestConform(t *testing.T) { kittest.Conform(t, Genre, files(t)) }

// Every real puzzle has one solution, but site-8x8-2, which has 26 (see
// testdata/yajilin/SOURCES.md).
func TestRealPuzzles(t *testing.T) {
	n := 0
	for _, f := range files(t) {
		data, _ := os.ReadFile(f)
		ps, err := Genre.Parse(data, f)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range ps {
			want := map[string]int{"site-8x8-2": 26}[p.Name]
			boards, _, _ := kittest.Solutions(t, Genre, p.P, encode.Config{}, 30)
			if want == 0 && len(boards) != 1 || want > 0 && len(boards) != want {
				t.Errorf("%s %s: %d solutions", f, p.Name, len(boards))
			}
			n++
		}
	}
	if n < 10 {
		t.Errorf("%d real puzzles, expected 10 or more", n)
	}
}

// The published solutions are the ones found: cspuz's (its test of
// puzsq 8218), pzprjs's (test/script/yajilin.js) and puzzlekit's
// (tests/test_yajilin.py), as their shaded cells.
func TestPublishedSolutions(t *testing.T) {
	for _, tc := range []struct{ in, shaded string }{
		{"https://puzz.link/p?yajilin/10/10/w32a41b21a21l22e30m21a12b11r20d30g",
			"......#...|........#.|#.#....#..|.....#....|..........|...#.#....|#.........|.....#..#.|..........|...#.....#"},
		{"https://puzz.link/p?yajilin/5/5/m32j10", ".....|.....|#.#..|.....|...#."},
		{"- 1w - - - - -\n- - - 0e - - -\n- - - - - 1e -\n- 1w - 2s - - -\n- - - - - - -\n- - - - - 1w -\n- - - - - - -\n",
			"#......|.......|...#..#|#......|...#...|.#.....|...#..."},
	} {
		ps, err := Genre.Parse([]byte(tc.in), "test")
		if err != nil {
			t.Fatal(err)
		}
		p := ps[0].P
		boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 2)
		if len(boards) != 1 || strings.Join(p.ShadedRows(boards[0].Shaded), "|") != tc.shaded {
			t.Errorf("%s: %d solutions, the first shading %v", tc.in, len(boards), p.ShadedRows(boards[0].Shaded))
		}
	}
}

// count counts the solutions of p otherwise than the model does: every
// shading of the free cells, no two side by side and the arrows' counts
// right, times the loops through all the free cells left (Hamiltonian
// cycles, each found in both directions by a depth-first search).
func count(p *Puzzle) int {
	shaded := make([]bool, p.N())
	var rec func(i int) int
	rec = func(i int) int {
		if i == p.N() {
			for j, c := range p.Clues {
				if c.Kind == Arrow && c.N >= 0 && grid.Count(p.Ray(j, c.Dir), shaded) != c.N {
					return 0
				}
			}
			return cycles(p, shaded)
		}
		n := rec(i + 1)
		if p.Clues[i].Kind == Empty && (i%p.Cols == 0 || !shaded[i-1]) && (i < p.Cols || !shaded[i-p.Cols]) {
			shaded[i] = true
			n += rec(i + 1)
			shaded[i] = false
		}
		return n
	}
	return rec(0)
}

func cycles(p *Puzzle, shaded []bool) int {
	var cells []int
	for i, c := range p.Clues {
		if c.Kind == Empty && !shaded[i] {
			cells = append(cells, i)
		}
	}
	if len(cells) < 3 {
		return 0
	}
	start, seen, n := cells[0], make([]bool, p.N()), 0
	var dfs func(i, depth int)
	dfs = func(i, depth int) {
		for _, j := range p.Neighbours(i) {
			switch {
			case j == start && depth == len(cells):
				n++
			case p.Clues[j].Kind == Empty && !shaded[j] && !seen[j]:
				seen[j] = true
				dfs(j, depth+1)
				seen[j] = false
			}
		}
	}
	seen[start] = true
	dfs(start, 1)
	return n / 2
}

func randomPuzzle(rng *rand.Rand) *Puzzle {
	r, c := 2+rng.Intn(3), 2+rng.Intn(3)
	p := &Puzzle{grid.Shape{Rows: r, Cols: c}, make([]Clue, r*c)}
	for i := range p.Clues {
		switch x := rng.Intn(20); {
		case x < 2:
			p.Clues[i] = Clue{Kind: Blank, N: kit.Unknown}
		case x < 5:
			d := grid.Dir(rng.Intn(4))
			p.Clues[i] = Clue{Arrow, d, min(rng.Intn(3), len(p.Ray(i, d)))}
		}
	}
	return p
}

// Random small puzzles: the solver's count equals the backtracker's
// under several encodings and connectivity methods.
func TestCountsAgainstBacktracking(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	cfgs := []encode.Config{{}, {AMO: encode.Pairwise, Card: encode.SeqCounter, Connect: encode.Tree}, {Card: encode.Totalizer, Connect: encode.Reach}, {Card: encode.Native, Connect: encode.Lazy}}
	seen := map[int]int{}
	for trial := 0; trial < 300; trial++ {
		p := randomPuzzle(rng)
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
	t.Logf("none, one, several: %v", seen)
}

func mustRead(t *testing.T, s string) *Puzzle {
	ps, err := Genre.Parse([]byte(s), "test")
	if err != nil {
		t.Fatal(err)
	}
	return ps[0].P
}

// loopOf draws a loop from rows of box-drawing characters.
func loopOf(rows ...string) []int {
	var l []int
	for _, row := range rows {
		for _, ch := range row {
			l = append(l, map[rune]int{'─': 10, '│': 5, '┌': 6, '┐': 12, '└': 3, '┘': 9, '┬': 14, '┴': 11}[ch])
		}
	}
	return l
}

func shading(n int, cells ...int) grid.Shading {
	s := make(grid.Shading, n)
	for _, i := range cells {
		s[i] = 1
	}
	return s
}

// Each rule broken once, the message checked.
func TestVerify(t *testing.T) {
	box := loopOf("┌─┐", "│.│", "└─┘")
	for _, tc := range []struct {
		grid string
		b    Board
		want string
	}{
		{". . .\n. 0> .\n. . .", Board{shading(9), box}, ""},
		{". . .\n. 1> .\n. . .", Board{shading(9), box}, "r2c2: 0 shaded cells to the right, expected 1"},
		{". . .\n. 0> .\n. . .", Board{shading(9, 0), box}, "r1c1: shaded and on the loop"},
		{". . .\n. 0> .\n. . .", Board{append(shading(8), kit.Unknown), box}, "r3c3: undecided"},
		{"# . .\n. # .\n. . .", Board{shading(9), box}, "r1c1: a clue cell shaded or on the loop"},
		{". . . .\n. # . .\n. . . .", Board{shading(12), loopOf("┌─┐.", "│.│.", "└─┘.")}, "r1c4: neither shaded nor on the loop"},
		{". . . .\n. . . .", Board{shading(8, 0, 4), loopOf(".┌─┐", ".└─┘")}, "r1c1 and r2c1: two shaded cells touch"},
		{". . . .\n. . . .", Board{shading(8), loopOf("┌┐┌┐", "└┘└┘")}, "more than one loop"},
		{". . .\n. . .", Board{shading(6), loopOf("┌┬┐", "└┴┘")}, "r1c2: the loop branches or ends there"},
	} {
		p := mustRead(t, tc.grid)
		err := Verify(p, tc.b)
		if (err == nil) != (tc.want == "") || err != nil && !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.grid, err, tc.want)
		}
	}
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{". .\n. . .\n", "test:2:1: 3 cells in this row, 2 in the first (line 1)"},
		{". 2?\n. .\n", `test:1:3: "2?": expected . (empty), # (a clue cell without a number) or a number and an arrow`},
		{". 3<\n. .\n", "test:1:3: r1c2: 3 shaded cells to the left, where only 1 cell lies"},
		{"https://puzz.link/p?mashu/5/5/m32j10", "expected a puzz.link URL such as https://puzz.link/p?yajilin/5/5/m32j10"},
		{"https://puzz.link/p?yajilin/5/5/m3", "test:1:34: \"3\": expected a hexadecimal digit after the direction"},
		{"https://puzz.link/p?yajilin/5/5/m35j10", "test:1:34: r3c4: 5 shaded cells to the left, where only 3 cells lie"},
		{"https://puzz.link/p?yajilin/5/5/m02j10", "test:1:34: the number 2 without an arrow"},
		{"https://puzz.link/p?yajilin/5/5/m32j10a", "test:1:39: \"a\" after the last cell"},
		{"https://puzz.link/p?yajilin/o/5/5/m32j10", "test:1:29: flag \"o\""},
		{"https://puzz.link/p?yajilin/v:x/5/5/m32j10", "test:1:29: flag \"\", variant \"x\""},
		{`{"grid": [". .", ". 9^"]}`, "test:1:21: r2c2: 9 shaded cells above, where only 1 cell lies"},
		{`{"genre": "masyu", "grid": [".."]}`, `test:1:11: genre "masyu": expected yajilin`},
		{`{"grid": [".."`, "test:1:"},
	} {
		_, err := Genre.Parse([]byte(tc.in), "test")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.in, err, tc.want)
		}
	}
}

const example = "https://puzz.link/p?yajilin/5/5/m32j10"

func TestCLI(t *testing.T) {
	// A wall across: the loop cannot hold. --explain proves it with the
	// spanning tree (kit.Model.TreeForQuestions); lazily it ran for minutes.
	out, _, code := kittest.CLI(t, ". . .\n. . .\n# # #\n. . .\n. . .\n", "yajilin", "--explain", "--timeout", "20s", "-j", "1")
	if code != 1 || !strings.Contains(out, "the rules alone cannot hold, already these: loop") {
		t.Fatalf("--explain: exit %d %q", code, out)
	}
	out, _, code = kittest.CLI(t, "", "yajilin", "--unique", "-j", "1", example)
	if code != 0 || !strings.Contains(out, "2←") {
		t.Fatalf("solve: exit %d\n%s", code, out)
	}
	out, _, code = kittest.CLI(t, "", "yajilin", "--count", "https://puzz.link/p?yajilin/8/8/g32s12c32zc32b")
	if code != 0 || !strings.HasSuffix(out, "26\n") {
		t.Fatalf("--count: exit %d %q", code, out)
	}
	out, _, code = kittest.CLI(t, ". . .\n. . .\n. . 0<\n", "yajilin", "--forced")
	if code != 0 || !strings.Contains(out, "┌") {
		t.Fatalf("--forced: exit %d\n%s", code, out)
	}
	out, _, code = kittest.CLI(t, "", "yajilin", "--format", "json", example)
	var ans map[string]any
	if code != 0 || json.Unmarshal([]byte(out), &ans) != nil || ans["status"] != "sat" {
		t.Fatalf("--format json: exit %d %q", code, out)
	}
	if fmt.Sprint(ans["shaded"]) != "[..... ..... #.#.. ..... ...#.]" || fmt.Sprint(ans["loop"].([]any)[:3]) != "[[0 0] [0 1] [0 2]]" {
		t.Fatalf("--format json: shaded %v, loop %v", ans["shaded"], ans["loop"])
	}
	text, _, _ := kittest.CLI(t, example, "yajilin", "--format", "url", "-")
	if strings.TrimSpace(text) != example {
		t.Fatalf("--format url: %q", text)
	}
	gen, _, code := kittest.CLI(t, "", "generate", "yajilin", "--seed", "1", "--count", "2", "--size", "6")
	if code != 0 || strings.Count(gen, "---") != 1 {
		t.Fatalf("generate: exit %d\n%s", code, gen)
	}
	out, stderr, code := kittest.CLI(t, gen, "yajilin", "--unique", "-j", "2")
	if code != 0 || strings.Count(stderr, "unique") != 2 || strings.Count(out, "┌") < 2 {
		t.Fatalf("generated puzzles read back: exit %d %q\n%s", code, stderr, out)
	}
	_, errOut, code := kittest.CLI(t, "", "yajilin", "https://puzz.link/p?yajilin/5/5/m3")
	if code != 2 || strings.Count(strings.TrimSpace(errOut), "\n") != 0 || !strings.Contains(errOut, "column 34") {
		t.Fatalf("bad input: exit %d %q", code, errOut)
	}
}

func FuzzParse(f *testing.F) {
	f.Add(". 2<\n# ?v\n")
	f.Add(example)
	f.Add("https://puzz.link/p?yajilin/b/6/6/e20b21r11b12e")
	f.Add(`{"grid": [". 1>", "# ."]}`)
	f.Fuzz(func(t *testing.T, in string) {
		ps, err := Genre.Parse([]byte(in), "fuzz")
		if err != nil {
			return
		}
		for _, p := range ps {
			// A grid of one column has no typed form when a cell takes
			// two characters: the kit's reader splits a line without
			// blanks into characters (as Hitori's fuzzer found).
			if p.P.N() <= 64 && p.P.Cols > 1 {
				kittest.RoundTrip(t, Genre, p.P)
			}
		}
	})
}

// atoms writes a board as bench/asp/yajilin.lp shows it.
func atoms(p *Puzzle, b Board) string {
	var out []string
	for i, m := range b.Loop {
		r, c := p.RC(i)
		if m&grid.Right.Bit() != 0 {
			out = append(out, fmt.Sprintf("on(%d,%d,%d,%d)", r, c, r, c+1))
		}
		if m&grid.Down.Bit() != 0 {
			out = append(out, fmt.Sprintf("on(%d,%d,%d,%d)", r, c, r+1, c))
		}
		if b.Shaded[i] == 1 {
			out = append(out, fmt.Sprintf("shaded(%d,%d)", r, c))
		}
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

// bench/asp/yajilin.lp has the solutions puzzlesat has (up to two): on
// the real puzzles and small random ones.
func TestClingo(t *testing.T) {
	var ps []*Puzzle
	for _, f := range files(t) {
		ps = append(ps, kittest.Read(t, Genre, f)...)
	}
	rng := rand.New(rand.NewSource(2))
	for k := 0; k < 40; k++ {
		ps = append(ps, randomPuzzle(rng))
	}
	kittest.SameAsClingoUpTo(t, Genre, "../../bench/asp/yajilin.lp", ps, facts, atoms, writeText, 2)
}

// TestGenerateTen: the generator makes a 10×10 on each of ten seeds, each
// read back unique in every format (kittest.Generates). Before loops were
// scored (grid.Shape.ThinLoop), four of the ten gave up after 200 loops, each of
// whose cells held a second loop.
func TestGenerateTen(t *testing.T) {
	if testing.Short() {
		t.Skip("ten 10×10 puzzles: about 2 s")
	}
	kittest.Generates(t, Genre, 10, 10)
}

// TestGenerateLarge: a 20×20 comes. Before reloop, every loop grown at
// that size held a second loop through the same cells, and the generator
// gave up after minutes.
func TestGenerateLarge(t *testing.T) {
	if testing.Short() {
		t.Skip("a 20×20 puzzle: a few seconds")
	}
	kittest.Generates(t, Genre, 20, 1)
}

// TestReloop: on an empty 4×4, of two loops through every cell (no
// shading), reloop makes one cell where two loops differ a clue cell and
// returns a solution of that puzzle, other than the first loop.
func TestReloop(t *testing.T) {
	p := &Puzzle{grid.Shape{Rows: 4, Cols: 4}, make([]Clue, 16)}
	all, _, complete := kittest.Solutions(t, Genre, p, encode.Config{}, 0)
	var sols []Board // those that shade no cell
	for _, b := range all {
		if !slices.Contains(b.Shaded, 1) {
			sols = append(sols, b)
		}
	}
	if !complete || len(sols) != 6 {
		t.Fatalf("%d solutions of the empty 4×4 without shading: expected its 6 Hamiltonian cycles (OEIS A003763)", len(sols))
	}
	for seed := int64(1); seed <= 5; seed++ {
		rng := rand.New(rand.NewSource(seed))
		q := &Puzzle{p.Shape, make([]Clue, 16)}
		b, o := sols[0], sols[1+int(seed)%5]
		clue := func(i int) { q.Clues[i] = Clue{Arrow, grid.Dir(rng.Intn(4)), 0} }
		n, ok, err := reloop(context.Background(), q, b, o, rng, clue)
		if err != nil || !ok {
			t.Fatalf("seed %d: no new solution: %v", seed, err)
		}
		var added []int
		for i, c := range q.Clues {
			if c.Kind != Empty {
				added = append(added, i)
			}
		}
		if len(added) != 1 || b.Loop[added[0]] == o.Loop[added[0]] {
			t.Fatalf("seed %d: clue cells %v: expected one, where the loops differ", seed, added)
		}
		if err := Verify(keep(q, nil), n); err != nil {
			t.Fatalf("seed %d: the new first solution: %v", seed, err)
		}
	}
}
