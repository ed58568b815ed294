package lits

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/kittest"
)

func TestMain(m *testing.M) { kittest.Main(m) }

const testdata = "../../testdata/lits/"

// shading reads a board of rows, '#' shaded.
func shading(rows ...string) grid.Shading {
	var b grid.Shading
	for _, r := range rows {
		for _, c := range r {
			b = append(b, strings.IndexRune(".#", c))
		}
	}
	return b
}

// The published solutions: pzprjs's test script's answer and cspuz_rs's
// test's expected board are the only solutions.
func TestKnownSolutions(t *testing.T) {
	for _, tc := range []struct {
		file string
		want grid.Shading
	}{
		{"pzprjs.txt", shading("#.##", "###.", "#.#.", "####")},
		{"cspuz.txt", shading("....#..#..", "..######..", "###...#...", "#.#.###..#", "###.#....#", "#.##.....#", "#..#.....#", "...#..####", ".######.#.", "##....####")},
	} {
		p := kittest.Read(t, Genre, testdata+tc.file)[0]
		if err := Verify(p, tc.want); err != nil {
			t.Fatalf("%s: the published solution fails the verifier: %v", tc.file, err)
		}
		boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 2)
		if len(boards) != 1 || fmt.Sprint(boards[0]) != fmt.Sprint(tc.want) {
			t.Fatalf("%s: %d solutions %v, published %v", tc.file, len(boards), boards, tc.want)
		}
	}
}

// files are the real puzzles, all but the largest.
func files() []string {
	fs, _ := filepath.Glob(testdata + "*.txt")
	var out []string
	for _, f := range fs {
		if !strings.Contains(f, "24x24") {
			out = append(out, f)
		}
	}
	return out
}

// Every real puzzle has one solution, the largest included, but for one
// that has two as transcribed (SOURCES.md).
func TestRealPuzzlesUnique(t *testing.T) {
	fs, _ := filepath.Glob(testdata + "*.txt")
	n := 0
	for _, f := range fs {
		want := 1
		if strings.HasSuffix(f, "ambiguous.txt") {
			want = 20
		}
		for k, p := range kittest.Read(t, Genre, f) {
			boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 0)
			if len(boards) != want {
				t.Errorf("%s %d: %d solutions, expected %d", f, k, len(boards), want)
			}
			n++
		}
	}
	if n < 10 {
		t.Errorf("%d real puzzles, expected 10 or more", n)
	}
}

func TestConform(t *testing.T) {
	kittest.Conform(t, Genre, files())
}

// letter names four cells' shape by other means than the model's list
// of tetrominoes: joined through sides, a 2x2 box is an O, a 1x4 an I, a
// cell with three of the others beside it a T, three in a line an L,
// else an S; 0 when they are not joined.
func letter(p *Puzzle, cells []int) byte {
	in := map[[2]int]bool{}
	r0, c0, r1, c1 := p.Rows, p.Cols, -1, -1
	for _, i := range cells {
		r, c := p.RC(i)
		in[[2]int{r, c}] = true
		r0, c0, r1, c1 = min(r0, r), min(c0, c), max(r1, r), max(c1, c)
	}
	deg := map[[2]int]int{}
	links := 0
	for rc := range in {
		for _, d := range [][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}} {
			if in[[2]int{rc[0] + d[0], rc[1] + d[1]}] {
				deg[rc]++
				links++
			}
		}
	}
	h, w := r1-r0+1, c1-c0+1
	switch {
	case links/2 < 3 || h*w > 6 && h*w != 4:
		return 0
	case h*w == 4 && (h == 1 || w == 1):
		return 'I'
	case h == 2 && w == 2:
		return 'O'
	}
	for _, n := range deg {
		if n == 3 {
			return 'T'
		}
	}
	for rc := range in {
		if in[[2]int{rc[0] + 1, rc[1]}] && in[[2]int{rc[0] + 2, rc[1]}] || in[[2]int{rc[0], rc[1] + 1}] && in[[2]int{rc[0], rc[1] + 2}] {
			return 'L'
		}
	}
	return 'S'
}

// count counts the solutions of p by backtracking over each region's
// choices of four cells (any four), the board then checked by the rules
// written out here again.
func count(p *Puzzle) int {
	on := make([]bool, p.N())
	ok := func() bool {
		shape := make([]byte, len(p.Regions))
		for k, reg := range p.Regions {
			var cells []int
			for _, i := range reg {
				if on[i] {
					cells = append(cells, i)
				}
			}
			if shape[k] = letter(p, cells); shape[k] == 0 || shape[k] == 'O' {
				return false
			}
		}
		for r := 0; r+1 < p.Rows; r++ {
			for c := 0; c+1 < p.Cols; c++ {
				if on[p.Index(r, c)] && on[p.Index(r+1, c)] && on[p.Index(r, c+1)] && on[p.Index(r+1, c+1)] {
					return false
				}
			}
		}
		for i := range on {
			r, c := p.RC(i)
			for _, j := range []int{p.Index(r, c+1), p.Index(r+1, c)} {
				if (j == i+1 && c+1 < p.Cols || j == i+p.Cols && r+1 < p.Rows) && on[i] && on[j] && p.Label[i] != p.Label[j] && shape[p.Label[i]] == shape[p.Label[j]] {
					return false
				}
			}
		}
		var first []int
		for i := range on {
			if on[i] {
				first = append(first, i)
				break
			}
		}
		seen := map[int]bool{first[0]: true}
		for k := 0; k < len(first); k++ {
			r, c := p.RC(first[k])
			for _, d := range [][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}} {
				if j := p.Index(r+d[0], c+d[1]); p.In(r+d[0], c+d[1]) && on[j] && !seen[j] {
					seen[j] = true
					first = append(first, j)
				}
			}
		}
		return len(seen) == 4*len(p.Regions)
	}
	var rec func(k int) int
	rec = func(k int) int {
		if k == len(p.Regions) {
			if ok() {
				return 1
			}
			return 0
		}
		reg, n := p.Regions[k], 0
		var pick func(from, left int)
		pick = func(from, left int) {
			if left == 0 {
				n += rec(k + 1)
				return
			}
			for j := from; j <= len(reg)-left; j++ {
				on[reg[j]] = true
				pick(j+1, left-1)
				on[reg[j]] = false
			}
		}
		pick(0, 4)
		return n
	}
	return rec(0)
}

// randomPuzzle is a small grid cut into random regions of 4 to 6 cells.
func randomPuzzle(rng *rand.Rand) *Puzzle {
	for {
		s := grid.Shape{Rows: 2 + rng.Intn(3), Cols: 4 + rng.Intn(2)}
		from := make([]int, s.N())
		for i := range from {
			from[i] = -1
		}
		fits := func(label, cells []int) bool {
			for _, n := range s.LeftOver(label) {
				if n < 4 {
					return false
				}
			}
			return len(cells) >= 4
		}
		label := s.GrowRegions(rng, from, func() int { return 4 + rng.Intn(3) }, fits, 20)
		if label == nil {
			continue
		}
		if rng.Intn(3) == 0 { // a hole, in no region
			label[rng.Intn(s.N())] = -1
		}
		regions := slices.DeleteFunc(s.Regions(label), func(reg []int) bool { return label[reg[0]] < 0 })
		if !slices.ContainsFunc(regions, func(reg []int) bool { return len(reg) < 4 }) {
			return newPuzzle(s, regions)
		}
	}
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
	t.Logf("none, one, several: %v", seen)
}

func mustText(s string) *grid.Text {
	t, err := grid.ReadText([]byte(s), "test", "")
	if err != nil {
		panic(err)
	}
	return t
}

func TestVerify(t *testing.T) {
	p, err := readText(mustText("a a b b\na a b c\na b b c\nc c c c\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		b    grid.Shading
		want string
	}{
		{shading("#.##", "###.", "#.#.", "####"), ""},
		{shading("#.##", "###.", "#.#.", "###."), "region r2c4 holds 3 shaded cells, expected 4"},
		{shading("####", "#.#.", "#.#.", "####"), "r1c2 and r1c3: two L tetrominoes side by side"},
		{shading("####", "#.#.", "#.#.", "####"), "r1c2 and r1c3: two L tetrominoes side by side"},
		{shading("##..", "##..", "..##", "..##"), "region r1c1: its shaded cells make no L, I, T or S"},
		{shading(".##.", "###.", "###.", "####"), "2×2"},
		{grid.Shading{1, 0, 1, 1, 1, 1, 1, 0, 1, 0, 1, 0, 1, 1, 1, -1}, "r4c4: undecided"},
		{grid.Shading{1, 0, 0}, "3 cells, expected 16"},
	} {
		err := Verify(p, tc.b)
		if (err == nil) != (tc.want == "") || err != nil && !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.b, err, tc.want)
		}
	}
	h, err := readText(mustText("a a a a\n. b b b\n. b . .\n"))
	if err != nil {
		t.Fatal(err)
	}
	if err := Verify(h, shading("####", "####", "....")); err == nil || err.Error() != "r2c1: a hole shaded" {
		t.Errorf("a hole shaded: %v", err)
	}
	q, err := readText(mustText("a a a a c c c c\na a a a c c c c\nb b b b d d d d\nb b b b d d d d\n"))
	if err != nil {
		t.Fatal(err)
	}
	if err := Verify(q, shading(".#..####", "###.....", "....###.", "#####...")); err == nil || !strings.Contains(err.Error(), "the shaded cells fall apart") {
		t.Errorf("shaded cells apart: %v", err)
	}
}

var badInputs = []struct{ in, want string }{
	{"a a b\nb a b\na a b\n", "test:2:1: region \"b\" falls apart: r1c3 and r2c1 are not joined"},
	{"a a\na b\n", "test:1:1: region r1c1 has 3 cells: a tetromino needs 4"},
	{"a a a a\nb b b b\nc c c d\n", "test:3:1: region r3c1 has 3 cells: a tetromino needs 4"}, // said 1:1
	{"a a a a\na a a a\nb b b b\nb b b c\n", "test:4:7: region r4c4 has 1 cell: a tetromino needs 4"},
	{"a a\n. a\n", "test:1:1: region r1c1 has 3 cells"},
	{"a a a a\n@ a b b\nb b b b\n", "test:2:1: \"@\": expected a region's label (letters), and nothing after it"},
	{"a1 a\na a\n", "test:1:2: \"1\": a region's label is letters only"},
	{"a a\na a a\n", "test:2:1: 3 cells in this row, 2 in the first (line 1)"},
	{"https://puzz.link/p?lits/4/4/9q02jg0", "test:1:36: \"0\" after the borders"},
	{"https://puzz.link/p?lits/4/4/9q0", "test:1:33: the URL ends in the borders: expected 6 base-32 digits, 3 given"},
	{"https://puzz.link/p?lits/4/4/9q02j!", "test:1:35: unexpected '!' in a bit map"},
	{"https://puzz.link/p?lits/4/4/vvvvvv", "test:1:30: region r1c1 has 1 cell: a tetromino needs 4"},
	{"https://puzz.link/p?lits/d/4/4/9q02jg", "pzprjs's old LITS format"},
	{"https://puzz.link/p?heyawake/6/6/lll155007rs12222j", "expected a puzz.link URL such as https://puzz.link/p?lits/4/4/9q02jg"},
	{`{"grid": ["a a", "a b"]}`, "test:1:12: region r1c1 has 3 cells"},
	{`{"grid": ["a a", "a a"]`, "test:1:"},
	{`{"genre": "heyawake", "grid": ["a a", "a a"]}`, "test:1:11: genre \"heyawake\": expected lits"},
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
		out, errs, code := kittest.CLI(t, tc.in, "lits")
		if code != 2 || out != "" || strings.Count(errs, "\n") != 1 || strings.Contains(errs, "panic") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", tc.in, code, out, errs)
		}
	}
	url := "https://puzz.link/p?lits/4/4/9q02jg"
	out, _, code := kittest.CLI(t, "", "lits", url)
	if code != 0 || strings.Count(out, " T ") != 4 || strings.Count(out, " L ") != 4 || strings.Count(out, " I ") != 4 {
		t.Errorf("solve: exit %d, %q", code, out)
	}
	if _, errs, code := kittest.CLI(t, "", "lits", "--unique", url); code != 0 || !strings.Contains(errs, "unique") {
		t.Errorf("--unique: exit %d, %q", code, errs)
	}
	open := "a a a a a\na a a a a\n"
	out, _, code = kittest.CLI(t, open, "lits", "--count")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	p, _ := readText(mustText(open))
	if want := count(p); code != 0 || lines[len(lines)-1] != fmt.Sprint(want) || want < 2 {
		t.Errorf("--count: exit %d, %q, want %d", code, out, want)
	}
	out, _, code = kittest.CLI(t, "a a a a a\na a a a a\n", "lits", "--forced", "--format", "json")
	if code != 0 || !strings.Contains(out, `"shaded":["?????","?????"]`) {
		t.Errorf("--forced: exit %d, %q", code, out)
	}
	out, _, code = kittest.CLI(t, "", "lits", "--format", "json", url)
	var ans map[string]any
	if err := json.Unmarshal([]byte(out), &ans); err != nil || code != 0 {
		t.Fatalf("--format json: exit %d, %q: %v", code, out, err)
	}
	var keys []string
	for k := range ans {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	if fmt.Sprint(keys) != "[puzzle shaded status]" || fmt.Sprint(ans["shaded"]) != "[#.## ###. #.#. ####]" {
		t.Errorf("--format json: %q", out)
	}
	p, _ = readURL(url)
	back, _, code := kittest.CLI(t, writeText(p), "lits", "--format", "url")
	if code != 0 || strings.TrimSpace(back) != url {
		t.Errorf("--format url of the typed grid: %q", back)
	}
	gen, _, code := kittest.CLI(t, "", "generate", "lits", "--seed", "1", "--count", "2")
	if code != 0 {
		t.Fatalf("generate: exit %d", code)
	}
	_, errs, code := kittest.CLI(t, gen, "lits", "--unique")
	if code != 0 || strings.Count(errs, ": unique") != 2 {
		t.Errorf("generated puzzles read back: exit %d, %q", code, errs)
	}
}

// bench/asp/lits.lp has the solutions puzzlesat has: on the real puzzles
// and on small random ones, all of them.
func TestClingo(t *testing.T) {
	var ps []*Puzzle
	for _, f := range files() {
		ps = append(ps, kittest.Read(t, Genre, f)...)
	}
	rng := rand.New(rand.NewSource(2))
	for k := 0; k < 10; k++ {
		ps = append(ps, randomPuzzle(rng))
	}
	kittest.SameAsClingo(t, Genre, "../../bench/asp/lits.lp", ps, facts, func(p *Puzzle, b grid.Shading) string { return kittest.ShadedAtoms(p.Shape, b) }, writeText)
}

func FuzzParse(f *testing.F) {
	f.Add("a a b b\na a b c\na b b c\nc c c c\n")
	f.Add("https://puzz.link/p?lits/4/4/9q02jg")
	f.Add(`{"grid": ["a a a a", "b b b b"]}`)
	f.Fuzz(func(t *testing.T, in string) {
		ps, err := Genre.Parse([]byte(in), "fuzz")
		if err != nil {
			return
		}
		for _, p := range ps {
			if p.P.N() <= 64 && p.P.Cols > 1 {
				kittest.RoundTrip(t, Genre, p.P)
			}
		}
	})
}
