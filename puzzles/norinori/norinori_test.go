package norinori

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
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/kittest"
)

func TestMain(m *testing.M) { kittest.Main(m) }

const testdata = "../../testdata/norinori/"

func files(t *testing.T) []string {
	fs, _ := filepath.Glob(testdata + "*.txt")
	if len(fs) < 6 {
		t.Fatalf("%d test files", len(fs))
	}
	return fs
}

func TestConform(t *testing.T) { kittest.Conform(t, Genre, files(t)) }

func board(s string) grid.Shading {
	var b grid.Shading
	for _, c := range strings.Join(strings.Fields(s), "") {
		b = append(b, map[bool]int{true: 1}[c == '#'])
	}
	return b
}

// The real puzzles have one solution, the published one where there is
// one; those ambiguous as transcribed have the count SOURCES.md tells.
func TestRealPuzzles(t *testing.T) {
	sols := map[string]string{
		"pzprjs example": "##... ..##. ##..# ....# ##...",
		"cspuz_rs 6x6":   ".##... ...##. .##..# .....# #.#.#. #.#.#.",
	}
	counts := map[string]int{}
	data, _ := os.ReadFile(testdata + "counts")
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var n int
		name, num, _ := strings.Cut(line, "\t")
		fmt.Sscan(num, &n)
		counts[name] = n
	}
	n := 0
	for _, f := range files(t) {
		for _, p := range mustParse(t, f) {
			n++
			boards, _, _ := kittest.Solutions(t, Genre, p.P, encode.Config{}, 3)
			want, ok := counts[p.Name]
			if !ok {
				want = 1
			}
			if len(boards) != want {
				t.Errorf("%s: %d solutions, expected %d", p.Name, len(boards), want)
			} else if s, ok := sols[p.Name]; ok && fmt.Sprint(boards[0]) != fmt.Sprint(board(s)) {
				t.Errorf("%s: %v, published %s", p.Name, boards[0], s)
			}
		}
	}
	if n < 11 {
		t.Errorf("%d puzzles", n)
	}
	// Janko's, with his solutions, in order.
	data, _ = os.ReadFile(testdata + "janko.solutions")
	blocks := strings.Split(strings.TrimSpace(string(data)), "\n\n")
	for k, p := range kittest.Read(t, Genre, testdata+"janko.txt") {
		_, drawn, _ := strings.Cut(blocks[k], "\n")
		boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 2)
		if len(boards) != 1 || fmt.Sprint(boards[0]) != fmt.Sprint(board(drawn)) {
			t.Errorf("janko #%d: %d solutions, the first %v; Janko's %s", k+1, len(boards), boards, drawn)
		}
	}
}

func mustParse(t *testing.T, f string) []struct {
	Name string
	P    *Puzzle
} {
	data, err := os.ReadFile(f)
	if err != nil {
		t.Fatal(err)
	}
	ps, err := Genre.Parse(data, f)
	if err != nil {
		t.Fatal(err)
	}
	var out []struct {
		Name string
		P    *Puzzle
	}
	for _, p := range ps {
		out = append(out, struct {
			Name string
			P    *Puzzle
		}{p.Name, p.P})
	}
	return out
}

// count counts the shadings by backtracking, checked at the end by
// counting each region's shaded cells and each shaded cell's shaded
// neighbours here again.
func count(p *Puzzle) int {
	sh := make([]int, p.N())
	var rec func(i int) int
	rec = func(i int) int {
		if i == p.N() {
			per := map[int]int{}
			for j, x := range sh {
				per[p.Region[j]] += x
				if x == 1 {
					r, c, n := j/p.Cols, j%p.Cols, 0
					if r > 0 {
						n += sh[j-p.Cols]
					}
					if r+1 < p.Rows {
						n += sh[j+p.Cols]
					}
					if c > 0 {
						n += sh[j-1]
					}
					if c+1 < p.Cols {
						n += sh[j+1]
					}
					if n != 1 {
						return 0
					}
				}
			}
			for _, k := range p.Region {
				if per[k] != 2 {
					return 0
				}
			}
			return 1
		}
		n := rec(i + 1)
		sh[i] = 1
		n += rec(i + 1)
		sh[i] = 0
		return n
	}
	return rec(0)
}

func randomPuzzle(rng *rand.Rand) *Puzzle {
	r, c := 2+rng.Intn(3), 2+rng.Intn(3)
	s := grid.Shape{Rows: r, Cols: c}
	if rng.Intn(2) == 0 { // regions grown around random dominoes: one solution at least
		p, _ := random(s, rng)
		return p
	}
	label := make([]int, s.N())
	for i := range label {
		label[i] = rng.Intn(1 + s.N()/4)
	}
	return newPuzzle(s, label)
}

func TestCountsAgainstBacktracking(t *testing.T) {
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
				t.Fatalf("%s under %+v: %d solutions, backtracking %d", writeText(p), cfg, len(boards), want)
			}
		}
	}
	if seen[0] == 0 || seen[1] == 0 || seen[2] == 0 {
		t.Errorf("the random puzzles lack a kind: %v (none, one, several)", seen)
	}
	t.Logf("none, one, several: %v", seen)
}

func TestVerify(t *testing.T) {
	p, _ := readURL("https://puzz.link/p?norinori/5/5/cag4ocjo")
	const solved = "##... ..##. ##..# ....# ##..."
	for _, tc := range []struct{ b, want string }{
		{solved, ""},
		{"##... ..##. ##..# ....# ###..", "r5c2 holds 2 shaded neighbours, expected 1"},
		{"##... ..##. ##..# ....# .....", "the region of r5c1 holds 0 shaded cells, expected 2"},
		{"##... ..##. ##..# ....# .#...", "r5c2 holds 0 shaded neighbours, expected 1"},
	} {
		err := Verify(p, board(tc.b))
		if (err == nil) != (tc.want == "") || err != nil && !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.b, err, tc.want)
		}
	}
	b := board(solved)
	b[3] = -1
	if err := Verify(p, b); err == nil || err.Error() != "r1c4: undecided" {
		t.Errorf("undecided: %v", err)
	}
}

var badInputs = []struct{ in, want string }{
	{"a a\na .\n", "test:2:3: \".\": expected a region's name"},
	{"a a\na a a\n", "test:2:1: 3 cells in this row, 2 in the first"},
	{"https://puzz.link/p?norinori/5/5/cag4ocjozz", "test:1:42: \"zz\" after the borders"},
	{"https://puzz.link/p?norinori/5", "test:1:31: the URL ends: expected the number of rows"},
	{"https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "expected a puzz.link URL such as https://puzz.link/p?norinori/5/5/cag4ocjo"},
	{`{"grid": ["ab", "a."]}`, "test:1:19: \".\": expected"},
	{`{"grid": ["ab", "aa"`, "test:1:"},
	{`{"genre": "akari", "grid": ["aa"]}`, "test:1:11: genre \"akari\": expected norinori"},
}

func TestBadInput(t *testing.T) {
	for _, tc := range badInputs {
		_, err := Genre.Parse([]byte(tc.in), "test")
		if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%q: %v, want %q", tc.in, err, tc.want)
		}
	}
}

func TestCLI(t *testing.T) {
	for _, tc := range badInputs {
		out, errs, code := kittest.CLI(t, tc.in, "norinori")
		if code != 2 || out != "" || strings.Count(errs, "\n") != 1 || strings.Contains(errs, "panic") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", tc.in, code, out, errs)
		}
	}
	url := "https://puzz.link/p?norinori/5/5/cag4ocjo"
	out, _, code := kittest.CLI(t, "", "norinori", url)
	want := "# # b c c\nb b # # c\n# # d c #\nd d d d #\n# # d d d\n"
	if code != 0 || out != want {
		t.Errorf("solve: exit %d, %q", code, out)
	}
	if _, errs, code := kittest.CLI(t, "", "norinori", "--unique", url); code != 0 || !strings.Contains(errs, "unique") {
		t.Errorf("--unique: exit %d, %q", code, errs)
	}
	many := "a a a\na a a\n"
	out, _, code = kittest.CLI(t, many, "norinori", "--count")
	if code != 0 || !strings.HasSuffix(out, "\n7\n") && out != "7\n" {
		t.Errorf("--count: exit %d, %q", code, out)
	}
	out, _, code = kittest.CLI(t, "a a\n", "norinori", "--forced")
	if code != 0 || out != "# #\n" {
		t.Errorf("--forced: exit %d, %q", code, out)
	}
	out, _, code = kittest.CLI(t, "", "norinori", "--format", "json", url)
	var ans map[string]any
	if err := json.Unmarshal([]byte(out), &ans); err != nil || code != 0 {
		t.Fatalf("--format json: exit %d, %q: %v", code, out, err)
	}
	var keys []string
	for k := range ans {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	if fmt.Sprint(keys) != "[puzzle shaded status]" || fmt.Sprint(ans["shaded"]) != "[##... ..##. ##..# ....# ##...]" {
		t.Errorf("--format json: %q", out)
	}
	back, _, code := kittest.CLI(t, "", "norinori", "--format", "url", url)
	if code != 0 || strings.TrimSpace(back) != url {
		t.Errorf("--format url: %q", back)
	}
	gen, gerr, code := kittest.CLI(t, "", "generate", "norinori", "--seed", "1", "--count", "2")
	if code != 0 {
		t.Fatalf("generate: exit %d: %s", code, gerr)
	}
	_, errs, code := kittest.CLI(t, gen, "norinori", "--unique")
	if code != 0 || strings.Count(errs, ": unique") != 2 {
		t.Errorf("generated puzzles read back: exit %d, %q", code, errs)
	}
}

// bench/asp/norinori.lp has the solutions puzzlesat has: on the real
// puzzles and small random ones, all of them.
func TestClingo(t *testing.T) {
	var ps []*Puzzle
	for _, f := range files(t) {
		ps = append(ps, kittest.Read(t, Genre, f)...)
	}
	rng := rand.New(rand.NewSource(2))
	for k := 0; k < 40; k++ {
		ps = append(ps, randomPuzzle(rng))
	}
	kittest.SameAsClingo(t, Genre, "../../bench/asp/norinori.lp", ps, facts, func(p *Puzzle, b grid.Shading) string { return kittest.ShadedAtoms(p.Shape, b) }, writeText)
}

func FuzzParse(f *testing.F) {
	f.Add("a a\nb b\n")
	f.Add("https://puzz.link/p?norinori/5/5/cag4ocjo")
	f.Add(`{"grid": ["aa", "bb"]}`)
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

// No 3×3 Norinori has one solution: each of the 1,434 ways to cut the
// grid into joined regions has none or several. So the generator starts
// at 4×4 (a 2×2 has none either: two regions of two cells shade all
// four, which then have two shaded neighbours each).
func TestNoSmallUnique(t *testing.T) {
	s := grid.Shape{Rows: 3, Cols: 3}
	label := make([]int, s.N())
	cuts := 0
	var walk func(i, regions int)
	walk = func(i, regions int) { // label as a restricted growth string
		if i == s.N() {
			if len(s.Regions(label)) != regions {
				return // a region in pieces
			}
			cuts++
			p := newPuzzle(s, label)
			if boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 2); len(boards) == 1 {
				t.Fatalf("%v has one solution", label)
			}
			return
		}
		for l := 0; l <= regions && l < s.N(); l++ {
			label[i] = l
			walk(i+1, max(regions, l+1))
		}
	}
	walk(0, 0)
	if cuts != 1434 {
		t.Errorf("%d ways to cut a 3×3 into joined regions, want 1434", cuts)
	}
}
