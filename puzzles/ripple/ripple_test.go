package ripple

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/kittest"
)

func TestMain(m *testing.M) { kittest.Main(m) }

func files(t *testing.T) []string {
	fs, _ := filepath.Glob("../../testdata/ripple/*.txt")
	if len(fs) < 10 {
		t.Fatalf("%d test files, expected 10 or more", len(fs))
	}
	return fs
}

func TestConform(t *testing.T) { kittest.Conform(t, Genre, files(t)) }

// The real puzzles have one solution each; where the source publishes
// it, it is the one found.
func TestRealPuzzles(t *testing.T) {
	published := map[string]string{ // rows
		// pzprjs's test/script/ripple.js, its last (correct) board with the givens
		"pzprjs-test.txt": "1231/2142/4321/1213",
		// cspuz_core's cspuz_rs_puzzles/src/puzzles/ripple.rs, test_ripple_problem
		"cspuz.txt": "14235/23124/12312/31241",
		// ohmec/puzzles' repuzzles.js, "example completed one" (the sample's walls)
		"ohmec-godzilla-sample.txt": "2153214/3214321/1325132/2132413/1543121/4121312/3214231",
	}
	checked := 0
	for _, f := range files(t) {
		p := kittest.Read(t, Genre, f)[0]
		boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 2)
		if len(boards) != 1 {
			t.Fatalf("%s: %d solutions", f, len(boards))
		}
		want, ok := published[filepath.Base(f)]
		if !ok {
			continue
		}
		rows := make([]string, p.Rows)
		for i, v := range boards[0] {
			rows[i/p.Cols] += fmt.Sprint(v)
		}
		if got := strings.Join(rows, "/"); got != want {
			t.Fatalf("%s: found %s, published %s", f, got, want)
		}
		checked++
	}
	if checked != len(published) {
		t.Fatalf("%d published solutions checked, expected %d", checked, len(published))
	}
}

// count counts the solutions of p by filling the cells in order, each
// checked against its region and the cells before it in its row and
// column; it stops at limit.
func count(p *Puzzle, limit int) int {
	size := map[int]int{}
	for _, l := range p.Label {
		size[l]++
	}
	d := make([]int, p.N())
	n := 0
	var rec func(i int)
	rec = func(i int) {
		if n >= limit {
			return
		}
		if i == p.N() {
			n++
			return
		}
		r, c := p.RC(i)
	next:
		for v := 1; v <= size[p.Label[i]]; v++ {
			if p.Given[i] != 0 && p.Given[i] != v {
				continue
			}
			for j := 0; j < i; j++ {
				rj, cj := p.RC(j)
				same := p.Label[j] == p.Label[i]
				near := rj == r && c-cj <= v || cj == c && r-rj <= v
				if d[j] == v && (same || near) {
					continue next
				}
			}
			d[i] = v
			rec(i + 1)
		}
	}
	rec(0)
	return n
}

// randomPuzzle returns a small puzzle: random regions of 1 to 4 cells,
// a few cells given a random digit.
func randomPuzzle(rng *rand.Rand) *Puzzle {
	s := grid.Shape{Rows: 2 + rng.Intn(3), Cols: 2 + rng.Intn(3)}
	free := make([]int, s.N())
	for i := range free {
		free[i] = -1
	}
	p := newPuzzle(s, s.GrowRegions(rng, free, func() int { return 1 + rng.Intn(4) }, func([]int, []int) bool { return true }, 50))
	sizes := p.sizes()
	for i := range p.Given {
		if rng.Intn(7) == 0 {
			p.Given[i] = 1 + rng.Intn(sizes[i])
		}
	}
	return p
}

// Random small puzzles: the solver's count equals the backtracker's
// under several encodings.
func TestCountsAgainstBacktracking(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	cfgs := []encode.Config{{}, {AMO: encode.Pairwise, Card: encode.SeqCounter}, {AMO: encode.Sequential, Card: encode.Totalizer}, {AMO: encode.Native, Card: encode.Native}}
	seen := map[int]int{}
	const limit = 30
	for trial := 0; trial < 300; trial++ {
		p := randomPuzzle(rng)
		want := count(p, limit)
		seen[min(want, 2)]++
		for _, cfg := range cfgs[:1+trial%len(cfgs)] {
			boards, _, _ := kittest.Solutions(t, Genre, p, cfg, limit)
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

func mustText(t *testing.T, s string) *Puzzle {
	t.Helper()
	ps, err := Genre.Parse([]byte(s), "test")
	if err != nil {
		t.Fatal(err)
	}
	return ps[0].P
}

// small: a region of 3 cells, the last given 3, over one of 2 and one
// of 1; its solution is 2 1 3 / 1 2 1.
const small = "a a a3\nb b c\n"

func TestVerify(t *testing.T) {
	p := mustText(t, small)
	for _, tc := range []struct {
		d    Digits
		want string
	}{
		{Digits{2, 1, 3, 1, 2, 1}, ""},
		{Digits{2, 2, 3, 1, 2, 1}, "r1c1 and r1c2: two 2s in the region of r1c1"},
		{Digits{2, 1, 4, 1, 2, 1}, "r1c3: 4, expected 1 to 3 (its region's cells)"},
		{Digits{3, 1, 2, 1, 2, 1}, "r1c3: 2, given 3"},
		{Digits{2, 1, 3, 2, 1, 1}, "r1c1 and r2c1: two 2s closer than 3 cells apart"},
		{Digits{2, 1, 3, 1, 2, 1, 0}, "7 cells, expected 6"},
	} {
		err := Verify(p, tc.d)
		if (err == nil) != (tc.want == "") || err != nil && !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.d, err, tc.want)
		}
	}
	q := mustText(t, "a a b b\n")
	if err := Verify(q, Digits{1, 2, 1, 2}); err == nil || !strings.Contains(err.Error(), "r1c2 and r1c4: two 2s closer than 3 cells apart") {
		t.Errorf("two 2s two cells apart: %v", err)
	}
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"a a\nb 3\n", `test:2:3: "3": expected a region's label`},
		{"a a\nb b b\n", "test:2:1: 3 cells in this row, 2 in the first (line 1)"},
		{"a b a\n", `test:1:5: region "a" falls apart: r1c1 and r1c3 are not joined`},
		{"a a3\nb b\n", "test:1:3: r1c2: 3 in a region of 2 cells: expected 1 to 2"},
		{"a a-1\n", `test:1:3: "a-1": expected a region's label (letters), with the cell's digit after it`},
		{"a99999999999999999999 a\nb b\n", "test:1:1: r1c1: 99999999999999999999 in a region of 2 cells: expected 1 to 2"},
		{"https://puzz.link/p?ripple/4/4/9n8rigk14h32k5", "test:1:45: cells outside the grid"},
		{"https://puzz.link/p?ripple/4/4/9n8rigk14h32k%", "test:1:45: unexpected '%' in a bit map"},
		{"https://puzz.link/p?ripple/4/4/9n8rigk14h32k00000", `test:1:49: "0" after the last cell`},
		{"https://puzz.link/p?ripple/4/4/9n8r", "test:1:36: the URL ends"},
		{"https://puzz.link/p?ripple/4/4/9n8rigk19h32k", "test:1:40: r2c3: 9 in a region of 4 cells: expected 1 to 4"},
		{"https://puzz.link/p?akari/3/3/g0h", "expected"},
		{"https://puzz.link/p?ripple/10/10/" + strings.Repeat("0", 38), "test:1:34: a region of 100 cells: expected at most 81"},
		{strings.Repeat(strings.Repeat("a ", 10)+"\n", 9), "test:1:1: a region of 90 cells: expected at most 81"},
		{`{"grid": ["a a", "b 3"]}`, "test:1:"},
		{`{"grid": ["a a"`, "test:1:"},
	} {
		_, err := Genre.Parse([]byte(tc.in), "test")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.in, err, tc.want)
		}
	}
}

func TestCLI(t *testing.T) {
	url := "https://puzz.link/p?ripple/4/4/9n8rigk14h32k"
	out, _, code := kittest.CLI(t, "", "ripple", "--unique", "-j", "1", url)
	if code != 0 || !strings.Contains(out, "│ 1 │ 2   1 │ 3 │") {
		t.Fatalf("solve: exit %d\n%s", code, out)
	}
	out, _, code = kittest.CLI(t, "a a\nb b\n", "ripple", "--count")
	if code != 0 || strings.TrimSpace(out) != "2" {
		t.Fatalf("--count: exit %d %q", code, out)
	}
	out, _, code = kittest.CLI(t, "a a\nb b\n", "ripple", "--forced")
	if code != 0 || !strings.Contains(out, "?") {
		t.Fatalf("--forced: exit %d\n%s", code, out)
	}
	out, _, code = kittest.CLI(t, "", "ripple", "--format", "json", url)
	var ans struct {
		Status string
		Grid   [][]int
	}
	if code != 0 || json.Unmarshal([]byte(out), &ans) != nil || ans.Status != "sat" || fmt.Sprint(ans.Grid[3]) != "[1 2 1 3]" {
		t.Fatalf("--format json: exit %d %q", code, out)
	}
	back, _, code := kittest.CLI(t, writeText(mustText(t, url)), "ripple", "--format", "url")
	if code != 0 || strings.TrimSpace(back) != url {
		t.Fatalf("--format url of the text: exit %d %q", code, back)
	}
	gen, _, code := kittest.CLI(t, "", "generate", "ripple", "--seed", "1", "--count", "2")
	if code != 0 || strings.Count(gen, "---") != 1 {
		t.Fatalf("generate: exit %d\n%s", code, gen)
	}
	out, errOut, code := kittest.CLI(t, gen, "ripple", "--unique", "-j", "2")
	if code != 0 || strings.Count(errOut, ": unique") != 2 {
		t.Fatalf("generated puzzles read back: exit %d\n%s\n%s", code, out, errOut)
	}
	for _, bad := range []string{"https://puzz.link/p?ripple/4/4/9n8r", "https://puzz.link/p?slither/3/3/g0h", "a a\nb b b\n", "a a9\n", `{"grid": 3}`} {
		_, errOut, code = kittest.CLI(t, bad, "ripple")
		if code != 2 || strings.Count(strings.TrimSpace(errOut), "\n") != 0 || !strings.Contains(errOut, ":") {
			t.Fatalf("bad input %q: exit %d %q", bad, code, errOut)
		}
	}
}

// The ASP program finds the same solutions as puzzlesat.
func TestClingo(t *testing.T) {
	var ps []*Puzzle
	for _, f := range files(t) {
		ps = append(ps, kittest.Read(t, Genre, f)[0])
	}
	rng := rand.New(rand.NewSource(3))
	for k := 0; k < 20; k++ {
		ps = append(ps, randomPuzzle(rng))
	}
	kittest.SameAsClingoUpTo(t, Genre, "../../bench/asp/ripple.lp", ps, facts, func(p *Puzzle, b Digits) string { return kittest.ValueAtoms(p.Shape, "num", b) }, writeText, 2)
}

func FuzzParse(f *testing.F) {
	f.Add(small)
	f.Add("https://puzz.link/p?ripple/4/4/9n8rigk14h32k")
	f.Add(`{"grid": ["a a", "b c2"]}`)
	f.Fuzz(func(t *testing.T, in string) {
		ps, err := Genre.Parse([]byte(in), "fuzz")
		if err != nil {
			return
		}
		for _, p := range ps {
			// one column of cells with digits types as letters and
			// digits apart (the kit splits a line without blanks)
			if p.P.N() <= 64 && p.P.Cols > 1 {
				kittest.RoundTrip(t, Genre, p.P)
			}
		}
	})
}

// TestGenerateGivesUp: regions of at most 2 cells cannot fill a 6×6 (each
// row holds at most three 1s, which may not touch, and two 2s, which must
// be three apart: 30 digits for 36 cells), so the generator must give up
// with exit 1 and say why, where it once searched for ever.
func TestGenerateGivesUp(t *testing.T) {
	out, stderr, code := kittest.CLI(t, "", "generate", "ripple", "--size", "6", "--region", "2", "--seed", "1")
	if code != 1 || out != "" || !strings.Contains(stderr, "no layout of regions of 2 to 2 cells took digits") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, stderr)
	}
}
