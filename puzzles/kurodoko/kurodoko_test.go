package kurodoko

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/kittest"
)

func TestMain(m *testing.M) { kittest.Main(m) }

const testdata = "../../testdata/kurodoko/"

func tathamCases(t *testing.T) []kittest.Tatham {
	return kittest.TathamFile(t, testdata+"tatham.tsv", 10)
}

// unique checks that p has one solution, want, which the verifier passes,
// under the encodings the command line chooses (native cardinality).
func unique(t *testing.T, name string, p *Puzzle, want grid.Shading) {
	t.Helper()
	if err := Verify(p, want); err != nil {
		t.Fatalf("%s: the known solution fails the verifier: %v", name, err)
	}
	boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{Card: encode.Native}, 2)
	if len(boards) != 1 || fmt.Sprint(boards[0]) != fmt.Sprint(want) {
		t.Fatalf("%s: %d solutions %v, the known one %v", name, len(boards), boards, want)
	}
}

var solveMove = regexp.MustCompile(`([BWE]),(\d+),(\d+)`)

// Every puzzle of Tatham's generator has one solution, his: the black
// cells of its SOLVE move ("B,row,col"; "W,row,col" a white one).
func TestTathamSolutions(t *testing.T) {
	sizes := map[string]bool{}
	for _, tc := range tathamCases(t) {
		p, err := readTatham(tc.ID)
		if err != nil {
			t.Fatalf("%s: %v", tc.Name, err)
		}
		want := make(grid.Shading, p.N())
		for _, m := range solveMove.FindAllStringSubmatch(tc.Solve, -1) {
			r, _ := strconv.Atoi(m[2])
			c, _ := strconv.Atoi(m[3])
			if m[1] == "B" {
				want[p.Index(r, c)] = 1
			}
		}
		unique(t, tc.Name, p, want)
		sizes[fmt.Sprintf("%dx%d", p.Cols, p.Rows)] = true
	}
	if !sizes["9x6"] || !sizes["16x11"] || !sizes["30x30"] {
		t.Errorf("sizes %v: expected the smallest and largest presets and 30x30", sizes)
	}
}

// The puzzles of other collections have their known solution as their
// only one.
func TestKnownSolutions(t *testing.T) {
	for _, name := range []string{"range-c", "puzzlekit"} {
		ps := kittest.Read(t, Genre, testdata+name+".txt")
		data, err := os.ReadFile(testdata + name + ".solution")
		if err != nil {
			t.Fatal(err)
		}
		want := grid.Shading{}
		for _, c := range strings.Join(strings.Fields(string(data)), "") {
			want = append(want, strings.IndexRune(".#", c))
		}
		unique(t, name, ps[0], want)
	}
	p, _ := readURL("https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i")
	unique(t, "pzprjs", p, grid.Shading{0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 0, 1})
}

// Conform runs on the puzzles up to the largest preset: the 30x30 ones
// would take ten seconds more (TestTathamSolutions solves them).
func TestConform(t *testing.T) {
	var ps []*Puzzle
	for _, tc := range tathamCases(t) {
		p, err := readTatham(tc.ID)
		if err != nil {
			t.Fatal(err)
		}
		if p.N() <= 16*11 {
			ps = append(ps, p)
		}
	}
	files := []string{testdata + "pzprjs.txt", testdata + "range-c.txt", testdata + "puzzlekit.txt"}
	kittest.Conform(t, Genre, files, ps...)
}

// count counts the shadings of p by backtracking, cell by cell in
// row-major order: a cell is shaded only when it holds no clue and the
// cells above it and to its left are not shaded; a finished board is
// checked for what each clue sees, walking out from it, and, by a flood
// fill, for joined unshaded cells.
func count(p *Puzzle) int {
	sh := make([]bool, p.N())
	steps := [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}
	ok := func() bool {
		for i, c := range p.Clues {
			if c <= 0 {
				continue
			}
			r, col := p.RC(i)
			n := 1
			for _, d := range steps {
				for k := 1; p.In(r+k*d[0], col+k*d[1]) && !sh[p.Index(r+k*d[0], col+k*d[1])]; k++ {
					n++
				}
			}
			if n != c {
				return false
			}
		}
		seen := make([]bool, p.N())
		var fill func(r, c int) int
		fill = func(r, c int) int {
			if !p.In(r, c) || seen[p.Index(r, c)] || sh[p.Index(r, c)] {
				return 0
			}
			seen[p.Index(r, c)] = true
			n := 1
			for _, d := range steps {
				n += fill(r+d[0], c+d[1])
			}
			return n
		}
		white := 0
		for _, s := range sh {
			if !s {
				white++
			}
		}
		for i := range sh {
			if !sh[i] {
				r, c := p.RC(i)
				return fill(r, c) == white
			}
		}
		return true
	}
	var rec func(i int) int
	rec = func(i int) int {
		if i == p.N() {
			if ok() {
				return 1
			}
			return 0
		}
		n := rec(i + 1)
		r, c := p.RC(i)
		if p.Clues[i] == Blank && (r == 0 || !sh[i-p.Cols]) && (c == 0 || !sh[i-1]) {
			sh[i] = true
			n += rec(i + 1)
			sh[i] = false
		}
		return n
	}
	return rec(0)
}

// randomPuzzle is a small grid with a few clues, some not told.
func randomPuzzle(rng *rand.Rand) *Puzzle {
	r, c := 1+rng.Intn(4), 2+rng.Intn(3)
	p := &Puzzle{grid.Shape{Rows: r, Cols: c}, make([]int, r*c)}
	for i := range p.Clues {
		switch x := rng.Intn(10); {
		case x == 0:
			p.Clues[i] = Unknown
		case x < 4:
			p.Clues[i] = 1 + rng.Intn(min(p.top(), 5))
		}
	}
	return p
}

// Random small puzzles: the solver's count equals the backtracker's
// under several encodings.
func TestCountsAgainstBacktracking(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	cfgs := []encode.Config{{}, {AMO: encode.Pairwise, Card: encode.SeqCounter, Connect: encode.Tree}, {AMO: encode.Sequential, Card: encode.Totalizer, Connect: encode.Reach}, {AMO: encode.Native, Card: encode.Native, Connect: encode.Lazy}}
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
}

func TestVerify(t *testing.T) {
	p, err := readText(mustText(". 3 .\n. ? 4\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		b    grid.Shading
		want string
	}{
		{grid.Shading{1, 0, 0, 0, 0, 0}, ""},
		{grid.Shading{0, 0, 0, 0, 0, 0}, "r1c2 sees 4 cells, expected 3"},
		{grid.Shading{0, 0, 1, 0, 0, 0}, "r2c3 sees 3 cells, expected 4"},
		{grid.Shading{0, 0, 0, 0, 1, 0}, "r2c2: a numbered cell is shaded"},
		{grid.Shading{1, 1, 0, 0, 0, 0}, "r1c1 and r1c2: two shaded cells touch"},
		{grid.Shading{0, 1, 0, 1, 0, 0}, "the unshaded cells fall apart"},
		{grid.Shading{1, 0, 0, 0, 0, -1}, "r2c3: undecided"},
		{grid.Shading{1, 0, 0, 0, 0}, "5 cells, expected 6"},
	} {
		err := Verify(p, tc.b)
		if (err == nil) != (tc.want == "") || err != nil && !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.b, err, tc.want)
		}
	}
}

func mustText(s string) *grid.Text {
	t, err := grid.ReadText([]byte(s), "test", "")
	if err != nil {
		panic(err)
	}
	return t
}

var badInputs = []struct{ in, want string }{
	{". 2\n. x\n", "test:2:3: \"x\": expected a number 1 to 3"},
	{". 2\n. 4\n", "test:2:3: \"4\": expected a number 1 to 3"},
	{". 2\n. 0\n", "test:2:3: \"0\": expected a number 1 to 3"},
	{"..\n...\n", "test:2:1: 3 cells in this row, 2 in the first (line 1)"},
	{"7x7:d7b3e8e5c7a7c13e4d8b4d", "test:1:27: the description ends after 48 of 49 cells"},
	{"7x7:d7b3e8e5c7a7c13e4e8b4e", "test:1:26: a run of 5 empty cells from cell 46 passes the end"},
	{"7x7:d7b3e8e5c7a7c14e4e8b4d", "test:1:18: r5c2: a clue 14, expected 1 to 13"},
	{"7x7:d7b3e8e5c7a7c13e4e8b4d4", "test:1:27: \"4\" after the last cell"},
	{"7x7:d7b3e8e5c7a7c13e4e8b4!", "test:1:26: unexpected '!'"},
	{"7x7c:d7b3e8e5c7a7c13e4e8b4d", "test:1:4: unexpected \"c\" in the parameters: expected WxH"},
	{"7x7y:d7b3e8e5c7a7c13e4e8b4d", "test:1:4: unexpected \"y\" in the parameters"},
	{"https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i1", "test:1:45: \"1\" after the last cell"},
	{"https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4!", "test:1:44: unexpected '!' in the clues"},
	{"https://puzz.link/p?kurodoko/5/5/i7g5l2l2ga", "test:1:43: r5c2: a clue 10, expected 1 to 9"},
	{"https://puzz.link/p?hitori/5/5/i7g5l2l2g4i", "expected a puzz.link URL such as https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i or a game ID"},
	{`{"grid": [". 2", ". 9"]}`, "test:1:21: \"9\": expected a number 1 to 3"},
	{`{"grid": [". 2", ". 1"]`, "test:1:"},
	{`{"genre": "hitori", "grid": [". 2", ". 1"]}`, "test:1:11: genre \"hitori\": expected kurodoko"},
}

func TestBadInput(t *testing.T) {
	for _, tc := range badInputs {
		_, err := Genre.Parse([]byte(tc.in), "test")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.in, err, tc.want)
		}
	}
}

// The command line: bad input is one line and exit 2; the answers, counts,
// forced cells, links and generated puzzles as a user sees them.
func TestCLI(t *testing.T) {
	for _, tc := range badInputs {
		if !strings.HasPrefix(tc.in, "7") && !strings.HasPrefix(tc.in, "https") {
			continue
		}
		out, errs, code := kittest.CLI(t, "", "kurodoko", tc.in)
		if code != 2 || out != "" || strings.Count(errs, "\n") != 1 || strings.Contains(errs, "panic") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", tc.in, code, out, errs)
		}
	}
	id := "7x7:d7b3e8e5c7a7c13e4e8b4d"
	out, _, code := kittest.CLI(t, "", "kurodoko", id)
	want := ".  . . . 7 . .\n3  . # . # . 8\n#  . . # . 5 .\n.  . 7 . 7 # .\n. 13 . . . . .\n4  . # . # . 8\n#  . 4 . . # .\n"
	if code != 0 || out != want {
		t.Errorf("solve: exit %d, %q", code, out)
	}
	if _, _, code := kittest.CLI(t, "", "kurodoko", "--unique", id); code != 0 {
		t.Errorf("--unique: exit %d", code)
	}
	out, _, code = kittest.CLI(t, ". . . .\n. . . .\n. . . .\n", "kurodoko", "--count")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || lines[len(lines)-1] != fmt.Sprint(count(&Puzzle{grid.Shape{Rows: 3, Cols: 4}, make([]int, 12)})) {
		t.Errorf("--count: exit %d, %q", code, out)
	}
	out, _, code = kittest.CLI(t, ". . .\n. 3 .\n. . .\n", "kurodoko", "--forced")
	if code != 0 || out != ". ? .\n? 3 ?\n. ? .\n" {
		t.Errorf("--forced: exit %d, %q", code, out)
	}
	out, _, code = kittest.CLI(t, "", "kurodoko", "--format", "json", id)
	var ans map[string]any
	if err := json.Unmarshal([]byte(out), &ans); err != nil || code != 0 {
		t.Fatalf("--format json: exit %d, %q: %v", code, out, err)
	}
	var keys []string
	for k := range ans {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	if fmt.Sprint(keys) != "[puzzle shaded status]" || fmt.Sprint(ans["shaded"]) != "[....... ..#.#.. #..#... .....#. ....... ..#.#.. #....#.]" {
		t.Errorf("--format json: %q", out)
	}
	url, _, code := kittest.CLI(t, "", "kurodoko", "--format", "url", id)
	back, _, code2 := kittest.CLI(t, "", "kurodoko", "--format", "tatham", strings.TrimSpace(url))
	if code != 0 || code2 != 0 || strings.TrimSpace(back) != id {
		t.Errorf("--format url then tatham: %q, %q", url, back)
	}
	gen, _, code := kittest.CLI(t, "", "generate", "kurodoko", "--seed", "1", "--count", "2")
	if code != 0 {
		t.Fatalf("generate: exit %d", code)
	}
	_, errs, code := kittest.CLI(t, gen, "kurodoko", "--unique")
	if code != 0 || strings.Count(errs, ": unique") != 2 {
		t.Errorf("generated puzzles read back: exit %d, %q", code, errs)
	}
}

// bench/asp/kurodoko.lp has the solutions puzzlesat has: on Tatham's
// puzzles (up to 16x11), the others, and small random ones, all of them.
func TestClingo(t *testing.T) {
	var ps []*Puzzle
	for _, f := range []string{"range-c", "puzzlekit", "pzprjs"} {
		ps = append(ps, kittest.Read(t, Genre, testdata+f+".txt")...)
	}
	for _, tc := range tathamCases(t) {
		if p, _ := readTatham(tc.ID); p.N() <= 16*11 {
			ps = append(ps, p)
		}
	}
	rng := rand.New(rand.NewSource(2))
	for k := 0; k < 40; k++ {
		ps = append(ps, randomPuzzle(rng))
	}
	kittest.SameAsClingo(t, Genre, "../../bench/asp/kurodoko.lp", ps, facts, func(p *Puzzle, b grid.Shading) string { return kittest.ShadedAtoms(p.Shape, b) }, writeText)
}

func FuzzParse(f *testing.F) {
	f.Add(". 2\n? .\n")
	f.Add("7x7:d7b3e8e5c7a7c13e4e8b4d")
	f.Add("9x6:6_7e5h6c6e8_7e7c9h5e2_5")
	f.Add("https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i")
	f.Add(`{"grid": [". 2", "? ."]}`)
	f.Fuzz(func(t *testing.T, in string) {
		ps, err := Genre.Parse([]byte(in), "fuzz")
		if err != nil {
			return
		}
		for _, p := range ps {
			// A grid of one column has no typed form when a cell takes
			// two characters: the kit's reader splits a line without
			// blanks into characters (a kit change is asked for).
			if p.P.N() <= 64 && p.P.Cols > 1 {
				kittest.RoundTrip(t, Genre, p.P)
			}
		}
	})
}
