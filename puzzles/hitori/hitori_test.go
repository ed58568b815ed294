package hitori

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/kittest"
)

func TestMain(m *testing.M) { kittest.Main(m) }

const testdata = "../../testdata/hitori/"

func tathamCases(t *testing.T) []kittest.Tatham {
	return kittest.TathamFile(t, testdata+"tatham.tsv", 22)
}

// unique checks that p has one solution, want, which the verifier passes.
func unique(t *testing.T, name string, p *Puzzle, want grid.Shading) {
	t.Helper()
	if err := Verify(p, want); err != nil {
		t.Fatalf("%s: the known solution fails the verifier: %v", name, err)
	}
	boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 2)
	if len(boards) != 1 || fmt.Sprint(boards[0]) != fmt.Sprint(want) {
		t.Fatalf("%s: %d solutions %v, the known one %v", name, len(boards), boards, want)
	}
}

// Every puzzle of Tatham's generator has one solution, his: the black
// cells of its SOLVE move ("B x,y"; "C x,y" circles a white one).
func TestTathamSolutions(t *testing.T) {
	sizes := map[string]bool{}
	for _, tc := range tathamCases(t) {
		p, err := readTatham(tc.ID)
		if err != nil {
			t.Fatalf("%s: %v", tc.Name, err)
		}
		want := make(grid.Shading, p.N())
		for _, move := range strings.Split(tc.Solve, ";") {
			var x, y int
			if n, _ := fmt.Sscanf(move, "B%d,%d", &x, &y); n == 2 {
				want[y*p.Cols+x] = 1
			}
		}
		unique(t, tc.Name, p, want)
		sizes[p.Shape.String()] = true
	}
	if !sizes["5x5"] || !sizes["12x12"] || !sizes["30x30"] {
		t.Errorf("sizes %v: expected the smallest and largest presets and 30x30", sizes)
	}
}

// Otto Janko's puzzles have his solution as their one solution.
func TestJanko(t *testing.T) {
	ps := kittest.Read(t, Genre, testdata+"janko.txt")
	data, err := os.ReadFile(testdata + "janko.solutions")
	if err != nil {
		t.Fatal(err)
	}
	sols := strings.Split(string(data), "---")
	if len(ps) != 6 || len(sols) != len(ps) {
		t.Fatalf("%d puzzles, %d solutions", len(ps), len(sols))
	}
	for k, p := range ps {
		want := grid.Shading{}
		for _, c := range strings.Join(strings.Fields(sols[k]), "") {
			want = append(want, strings.IndexRune(".#", c))
		}
		unique(t, fmt.Sprintf("janko #%d", k+1), p, want)
	}
}

func TestConform(t *testing.T) {
	var ps []*Puzzle
	for _, tc := range tathamCases(t) {
		p, err := readTatham(tc.ID)
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	kittest.Conform(t, Genre, []string{testdata + "pzprjs.txt", testdata + "janko.txt"}, ps...)
}

// count counts the shadings of p by backtracking, cell by cell in
// row-major order: a cell is shaded only when the cells above it and to
// its left are not, and a finished board is checked for repeated numbers
// and, by a flood fill, for joined unshaded cells.
func count(p *Puzzle) int {
	sh := make([]bool, p.N())
	ok := func() bool {
		for i := range sh {
			for j := range sh {
				r1, c1 := p.RC(i)
				r2, c2 := p.RC(j)
				if i < j && !sh[i] && !sh[j] && p.Nums[i] > 0 && p.Nums[i] == p.Nums[j] && (r1 == r2 || c1 == c2) {
					return false
				}
			}
		}
		seen := make([]bool, p.N())
		var fill func(i int) int
		fill = func(i int) int {
			if i < 0 || seen[i] || sh[i] {
				return 0
			}
			seen[i] = true
			r, c := p.RC(i)
			n := 1
			for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				if p.In(r+d[0], c+d[1]) {
					n += fill(p.Index(r+d[0], c+d[1]))
				}
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
				return fill(i) == white
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
		if (r == 0 || !sh[i-p.Cols]) && (c == 0 || !sh[i-1]) {
			sh[i] = true
			n += rec(i + 1)
			sh[i] = false
		}
		return n
	}
	return rec(0)
}

// randomPuzzle is a small grid of numbers with many repeats, a few cells
// blank or not told.
func randomPuzzle(rng *rand.Rand) *Puzzle {
	r, c := 1+rng.Intn(4), 2+rng.Intn(3)
	p := &Puzzle{grid.Shape{Rows: r, Cols: c}, make([]int, r*c)}
	for i := range p.Nums {
		switch x := rng.Intn(12); {
		case x == 0:
			p.Nums[i] = Blank
		case x == 1:
			p.Nums[i] = Unknown
		default:
			p.Nums[i] = 1 + rng.Intn(min(p.top(), 3))
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
	p, err := readText(mustText("1 1 2\n2 3 1\n1 2 ?\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		b    grid.Shading
		want string
	}{
		{grid.Shading{1, 0, 0, 0, 0, 0, 0, 0, 0}, ""},
		{grid.Shading{0, 0, 0, 0, 0, 0, 0, 0, 0}, "row 1: two unshaded 1s, at r1c1 and r1c2"},
		{grid.Shading{0, 1, 0, 0, 0, 0, 0, 0, 0}, "column 1: two unshaded 1s, at r1c1 and r3c1"},
		{grid.Shading{1, 0, 0, 1, 0, 0, 0, 0, 0}, "r1c1 and r2c1: two shaded cells touch"},
		{grid.Shading{1, 0, 0, 0, 0, 0, 0, 1, 0}, ""},
		{grid.Shading{1, 0, 0, 0, 0, 0, 0, 1, 0, 0}, "10 cells, expected 9"},
		{grid.Shading{1, 0, 0, 0, 0, 1, 0, 1, 0}, "the unshaded cells fall apart"},
		{grid.Shading{1, 0, 0, 0, -1, 0, 0, 0, 0}, "r2c2: undecided"},
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
	// A number may be larger than the side (Janko's have a 9 in an 8×8),
	// not than the cells.
	{"1 2\n2 x\n", "test:2:3: \"x\": expected a number 1 to 4"},
	{"1 2\n2 5\n", "test:2:3: \"5\": expected a number 1 to 4"},
	{"1 2\n2 0\n", "test:2:3: \"0\": expected a number 1 to 4"},
	{"12\n211\n", "test:2:1: 3 cells in this row, 2 in the first (line 1)"},
	{"5x5:22511545322323425413512", "test:1:28: the description ends after 23 of 25 cells"},
	{"5x5:2251154532232342541351221a", "test:1:30: \"a\" after the last cell"},
	{"5x5:2251154532232342541351261", "test:1:28: unexpected '6': expected a number 1 to 5"},
	{"5x5dq:2251154532232342541351221", "test:1:5: expected a difficulty, one of e, k, after 'd'"},
	{"5x5x:2251154532232342541351221", "test:1:4: unexpected x in the parameters"},
	{"5x5,:2251154532232342541351221", "test:1:4: unexpected , in the parameters"},
	{"0x5:2251154532232342541351221", "test:1:1: a 0×5 grid: expected 1 to 61 a side"},
	{"https://puzz.link/p?hitori/4/4/11141423332142131", "test:1:48: \"1\" after the last cell"},
	{"https://puzz.link/p?hitori/4/4/11141423332142!3", "test:1:46: unexpected '!'"},
	{"https://puzz.link/p?hitori/4/4/111414233321421h", "test:1:47: r4c4: a number 17, expected 1 to 16"},
	{"https://puzz.link/p?hitori/4/4/1-1", "test:1:33: expected two base-36 digits after '-'"},
	{"https://puzz.link/p?kurodoko/4/4/1114142333214213", "expected a puzz.link URL such as https://puzz.link/p?hitori/4/4/1114142333214213 or a game ID"},
	{`{"grid": ["1 2", "2 5"]}`, "test:1:21: \"5\": expected a number 1 to 4"},
	{`{"grid": ["1 2", "2 1"]`, "test:1:"},
	{`{"genre": "akari", "grid": ["12", "21"]}`, "test:1:11: genre \"akari\": expected hitori"},
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
		if !strings.HasPrefix(tc.in, "5x5") && !strings.HasPrefix(tc.in, "https") {
			continue
		}
		out, errs, code := kittest.CLI(t, "", "hitori", tc.in)
		if code != 2 || out != "" || strings.Count(errs, "\n") != 1 || strings.Contains(errs, "panic") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", tc.in, code, out, errs)
		}
	}
	id := "5x5:2251154532232342541351221"
	out, _, code := kittest.CLI(t, "", "hitori", id)
	if code != 0 || out != "# 2 5 # 1\n5 4 # 3 2\n# 3 2 # 4\n2 5 4 1 3\n# 1 # 2 #\n" {
		t.Errorf("solve: exit %d, %q", code, out)
	}
	if _, _, code := kittest.CLI(t, "", "hitori", "--unique", id); code != 0 {
		t.Errorf("--unique: exit %d", code)
	}
	out, _, code = kittest.CLI(t, "1 2 3\n2 3 1\n3 1 2\n", "hitori", "--count")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || lines[len(lines)-1] != fmt.Sprint(count(&Puzzle{grid.Shape{Rows: 3, Cols: 3}, []int{1, 2, 3, 2, 3, 1, 3, 1, 2}})) {
		t.Errorf("--count: exit %d, %q", code, out)
	}
	out, _, code = kittest.CLI(t, "1 2 2\n2 1 3\n3 3 3\n", "hitori", "--forced")
	if code != 0 || out != "? ? ?\n2 1 3\n# 3 #\n" {
		t.Errorf("--forced: exit %d, %q", code, out)
	}
	out, _, code = kittest.CLI(t, "", "hitori", "--format", "json", id)
	var ans map[string]any
	if err := json.Unmarshal([]byte(out), &ans); err != nil || code != 0 {
		t.Fatalf("--format json: exit %d, %q: %v", code, out, err)
	}
	var keys []string
	for k := range ans {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	if fmt.Sprint(keys) != "[puzzle shaded status]" || fmt.Sprint(ans["shaded"]) != "[#..#. ..#.. #..#. ..... #.#.#]" {
		t.Errorf("--format json: %q", out)
	}
	url, _, code := kittest.CLI(t, "", "hitori", "--format", "url", id)
	back, _, code2 := kittest.CLI(t, "", "hitori", "--format", "tatham", strings.TrimSpace(url))
	if code != 0 || code2 != 0 || strings.TrimSpace(back) != id {
		t.Errorf("--format url then tatham: %q, %q", url, back)
	}
	gen, _, code := kittest.CLI(t, "", "generate", "hitori", "--seed", "1", "--count", "2")
	if code != 0 {
		t.Fatalf("generate: exit %d", code)
	}
	_, errs, code := kittest.CLI(t, gen, "hitori", "--unique")
	if code != 0 || strings.Count(errs, ": unique") != 2 {
		t.Errorf("generated puzzles read back: exit %d, %q", code, errs)
	}
}

// bench/asp/hitori.lp has the solutions puzzlesat has: on Tatham's
// puzzles (up to 12x12), Janko's and small random ones, all of them.
func TestClingo(t *testing.T) {
	ps := kittest.Read(t, Genre, testdata+"janko.txt")
	for _, tc := range tathamCases(t) {
		if p, _ := readTatham(tc.ID); p.N() <= 144 {
			ps = append(ps, p)
		}
	}
	rng := rand.New(rand.NewSource(2))
	for k := 0; k < 40; k++ {
		ps = append(ps, randomPuzzle(rng))
	}
	kittest.SameAsClingo(t, Genre, "../../bench/asp/hitori.lp", ps, facts, func(p *Puzzle, b grid.Shading) string { return kittest.ShadedAtoms(p.Shape, b) }, writeText)
}

func FuzzParse(f *testing.F) {
	f.Add("1 2\n2 1\n")
	f.Add("5x5:2251154532232342541351221")
	f.Add("5x5dk:2251154532232342541351221")
	f.Add("https://puzz.link/p?hitori/4/4/1114142333214213")
	f.Add(`{"grid": ["1 ?", ". 1"]}`)
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

// TestURLLargeNumbers: a number up to 1295 goes to a link and back (two
// base-36 digits after '-'); a larger one, which the text allows in a
// large grid, is refused rather than written as a link that reads as
// another puzzle.
func TestURLLargeNumbers(t *testing.T) {
	p := &Puzzle{grid.Shape{Rows: 37, Cols: 37}, make([]int, 37*37)}
	for i := range p.Nums {
		p.Nums[i] = i%37 + 1
	}
	p.Nums[0] = 1295
	url, err := writeURL(p)
	if err != nil {
		t.Fatal(err)
	}
	if q, err := readURL(url); err != nil || !slices.Equal(q.Nums, p.Nums) {
		t.Errorf("1295 and back: %v", err)
	}
	p.Nums[0] = 1296
	if _, err := writeURL(p); err == nil || !strings.Contains(err.Error(), "r1c1: a number 1296") {
		t.Errorf("1296: %v", err)
	}
}
