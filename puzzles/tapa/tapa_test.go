package tapa

import (
	"context"
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
	"github.com/spf13/pflag"
)

func TestMain(m *testing.M) { kittest.Main(m) }

const testdata = "../../testdata/tapa/"

func files(t *testing.T) []string {
	fs, _ := filepath.Glob(testdata + "*.txt")
	if len(fs) < 5 {
		t.Fatalf("test files %v", fs)
	}
	return fs
}

// The real puzzles collected: 14, each with one solution, and the
// published solutions (pzprjs's test script, cspuz's test) are theirs.
func TestRealPuzzles(t *testing.T) {
	n := 0
	for _, f := range files(t) {
		for k, p := range kittest.Read(t, Genre, f) {
			boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 2)
			if len(boards) != 1 {
				t.Errorf("%s#%d: %d solutions", f, k+1, len(boards))
			}
			n++
		}
	}
	if n < 14 {
		t.Errorf("%d real puzzles, expected 14", n)
	}
	for _, name := range []string{"pzprjs", "cspuz"} {
		p := kittest.Read(t, Genre, testdata+name+".txt")[0]
		data, err := os.ReadFile(testdata + name + ".solution")
		if err != nil {
			t.Fatal(err)
		}
		var want grid.Shading
		for _, c := range strings.Join(strings.Fields(string(data)), "") {
			want = append(want, strings.IndexRune(".#", c))
		}
		boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 2)
		if len(boards) != 1 || fmt.Sprint(boards[0]) != fmt.Sprint(want) {
			t.Errorf("%s: %d solutions, %v; published %v", name, len(boards), boards, want)
		}
	}
}

func TestConform(t *testing.T) {
	kittest.Conform(t, Genre, files(t))
}

// count counts the solutions of p by trying every shading of the cells
// without a clue, each checked by the rules written out again here: the
// ring read as a string split at its unshaded cells.
func count(p *Puzzle) int {
	var free []int
	for i, c := range p.Clues {
		if c == nil {
			free = append(free, i)
		}
	}
	n := 0
	for set := 0; set < 1<<len(free); set++ {
		on := make([]bool, p.N())
		for k, i := range free {
			on[i] = set>>k&1 == 1
		}
		if set > 0 && clean(p, on) {
			n++
		}
	}
	return n
}

func clean(p *Puzzle, on []bool) bool {
	for i, c := range p.Clues {
		if c == nil {
			continue
		}
		r, col := p.RC(i)
		ring := ""
		for _, d := range [][2]int{{-1, -1}, {-1, 0}, {-1, 1}, {0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}} {
			if p.In(r+d[0], col+d[1]) && on[p.Index(r+d[0], col+d[1])] {
				ring += "#"
			} else {
				ring += "."
			}
		}
		var lens []string
		if k := strings.IndexByte(ring, '.'); k >= 0 {
			for _, run := range strings.Split(ring[k:]+ring[:k], ".") {
				if run != "" {
					lens = append(lens, fmt.Sprint(len(run)))
				}
			}
		} else {
			lens = []string{"8"}
		}
		if len(lens) == 0 && (len(c) != 1 || c[0] != 0) {
			return false // only a 0 has no run around it; a '?' is a run
		}
		if len(lens) == 0 {
			lens = []string{"0"}
		}
		var want []string
		q := 0
		for _, v := range c {
			if v == Unknown {
				q++
			} else {
				want = append(want, fmt.Sprint(v))
			}
		}
		if len(lens) != len(c) || !subset(want, lens) {
			return false
		}
	}
	for r := 0; r+1 < p.Rows; r++ {
		for c := 0; c+1 < p.Cols; c++ {
			i := p.Index(r, c)
			if on[i] && on[i+1] && on[i+p.Cols] && on[i+p.Cols+1] {
				return false
			}
		}
	}
	seen, stack, total := map[int]bool{}, []int{}, 0
	for i := range on {
		if on[i] {
			total++
			if len(stack) == 0 && len(seen) == 0 {
				stack, seen[i] = append(stack, i), true
			}
		}
	}
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, j := range p.Neighbours(i) {
			if on[j] && !seen[j] {
				seen[j] = true
				stack = append(stack, j)
			}
		}
	}
	return len(seen) == total
}

// subset reports whether every string of a is in b, as many times.
func subset(a, b []string) bool {
	left := map[string]int{}
	for _, s := range b {
		left[s]++
	}
	for _, s := range a {
		if left[s]--; left[s] < 0 {
			return false
		}
	}
	return true
}

// randomPuzzle makes a small puzzle whose clues mostly describe a random
// shading (a number now and then made '?'), some of them at random.
func randomPuzzle(rng *rand.Rand) *Puzzle {
	r, c := 2+rng.Intn(3), 2+rng.Intn(3)
	if r*c > 12 {
		c = 12 / r
	}
	p := &Puzzle{grid.Shape{Rows: r, Cols: c}, make([][]int, r*c)}
	on := make([]bool, p.N())
	for i := range on {
		on[i] = rng.Intn(2) == 0
	}
	for i := range p.Clues {
		if on[i] || rng.Intn(10) >= 6 {
			continue
		}
		bits := 0
		for k, j := range p.ring(i) {
			if j >= 0 && on[j] {
				bits |= 1 << k
			}
		}
		clue := runs(bits)
		if rng.Intn(4) == 0 {
			clue = make([]int, 1+rng.Intn(3))
			for k := range clue {
				clue[k] = 1 + rng.Intn(9-2*len(clue))
			}
		}
		for k := range clue {
			if clue[k] > 0 && rng.Intn(8) == 0 {
				clue[k] = Unknown
			}
		}
		p.Clues[i] = clue
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
	if seen[0] < 20 || seen[1] < 20 || seen[2] < 20 {
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
	p, err := readText(mustText("3 . .\n. . .\n. . ?\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		b    grid.Shading
		want string
	}{
		{grid.Shading{0, 1, 1, 1, 1, 0, 0, 1, 0}, ""},
		{grid.Shading{0, 1, 1, 1, 1, 0, 0, 1, -1}, "r3c3: undecided"},
		{grid.Shading{0, 1, 1, 1, 1, 0, 0, 1}, "8 cells, expected 9"},
		{grid.Shading{1, 1, 1, 1, 1, 0, 0, 1, 0}, "r1c1: a clue shaded"},
		{grid.Shading{0, 1, 1, 0, 1, 0, 0, 1, 0}, "r1c1: runs of 2 shaded around it, expected 3"},
		{grid.Shading{0, 1, 1, 1, 0, 1, 0, 1, 0}, "r1c1: runs of 1,1 shaded around it, expected 3"},
		{grid.Shading{0, 0, 0, 0, 0, 0, 0, 0, 0}, "r1c1: runs of 0"},
	} {
		err := Verify(p, tc.b)
		if (err == nil) != (tc.want == "") || err != nil && !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.b, err, tc.want)
		}
	}
	r, _ := readText(mustText("1,1 .\n. .\n"))
	if err := Verify(r, grid.Shading{0, 1, 1, 1}); err == nil || err.Error() != "r1c1: runs of 3 shaded around it, expected 1,1" {
		t.Errorf("a clue of two runs: %v", err)
	}
	q, _ := readText(mustText(". . .\n. . .\n. . .\n"))
	for _, tc := range []struct {
		b    grid.Shading
		want string
	}{
		{grid.Shading{1, 1, 0, 1, 1, 0, 0, 0, 0}, "r1c1-r2c2: a 2×2 block of shaded cells"},
		{grid.Shading{1, 0, 0, 0, 0, 0, 0, 0, 1}, "the shaded cells fall apart: r1c1 and r3c3 are not joined"},
		{grid.Shading{0, 0, 0, 0, 0, 0, 0, 0, 0}, "no cell shaded"},
	} {
		if err := Verify(q, tc.b); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.b, err, tc.want)
		}
	}
}

var badInputs = []struct{ in, want string }{
	{". .\n. x\n", "test:2:3: \"x\": expected . (no clue) or a clue such as"},
	{". .\n. . .\n", "test:2:1: 3 cells in this row, 2 in the first (line 1)"},
	{". 9\n. .\n", "test:1:3: clue \"9\": 9: expected a number 0-8 or ?"},
	{". 6,1\n. .\n", "test:1:3: clue \"6,1\": 6 in a clue of 2 numbers: expected 1-5 or ?"},
	{". 0,1\n. .\n", "0 in a clue of 2 numbers: expected 1-5 or ?"},
	{". 1,1,1,1,1\n. .\n", "5 numbers: expected 1 to 4"},
	{"https://puzz.link/p?tapa/5/5/3n5hchha", "test:1:37: \"a\" in the clues: expected 0-9, '.', a0-d7 (two to four numbers)"},
	{"https://puzz.link/p?tapa/5/5/3n5hchhajn2z", "test:1:41: \"z\" after the last cell"},
	{"https://puzz.link/p?tapa/5/5/3n5hchhe0n2", "test:1:37: \"e0\" in the clues"},
	{"https://puzz.link/p?tapa/5/5/3n5hchh+jn2", "test:1:37: \"+\" in the clues"},
	{"https://puzz.link/p?tapa/299/5/3n5hchhajn2", "test:1:26: a 299×5 grid"},
	{"https://puzz.link/p?akari/3/3/g0h", "expected a puzz.link URL such as https://puzz.link/p?tapa/5/5/3n5hchhajn2"},
	{`{"grid": [". .", ". 9"]}`, "test:1:"},
	{`{"grid": [". .", ". ."]`, "test:1:"},
	{`{"genre": "akari", "grid": [".."]}`, "test:1:11: genre \"akari\": expected tapa"},
}

func TestBadInput(t *testing.T) {
	for _, tc := range badInputs {
		_, err := Genre.Parse([]byte(tc.in), "test")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.in, err, tc.want)
		}
	}
}

func TestCLI(t *testing.T) {
	for _, tc := range badInputs {
		out, errs, code := kittest.CLI(t, tc.in, "tapa")
		if code != 2 || out != "" || strings.Count(errs, "\n") != 1 || strings.Contains(errs, "panic") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", tc.in, code, out, errs)
		}
	}
	url := "https://puzz.link/p?tapa/5/5/3n5hchhajn2"
	out, _, code := kittest.CLI(t, "", "tapa", url)
	want := "  3 #     # # #\n  # #     . # 5\n  # . 3,1,1 # #\n3,1 #     . # .\n  # #     # # 2\n"
	if code != 0 || out != want {
		t.Errorf("solve: exit %d, %q", code, out)
	}
	if _, _, code := kittest.CLI(t, "", "tapa", "--unique", url); code != 0 {
		t.Errorf("--unique: exit %d", code)
	}
	empty := ". . .\n. 3 .\n. . .\n"
	out, _, code = kittest.CLI(t, empty, "tapa", "--count")
	p, _ := readText(mustText(empty))
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || lines[len(lines)-1] != fmt.Sprint(count(p)) || count(p) < 2 {
		t.Errorf("--count: exit %d, %q, backtracking %d", code, out, count(p))
	}
	out, _, code = kittest.CLI(t, ". . .\n. 2 .\n. . .\n", "tapa", "--forced")
	if code != 0 || out != "? ? ?\n? 2 ?\n? ? ?\n" {
		t.Errorf("--forced: exit %d, %q", code, out)
	}
	out, _, code = kittest.CLI(t, "", "tapa", "--format", "json", url)
	var ans map[string]any
	if err := json.Unmarshal([]byte(out), &ans); err != nil || code != 0 {
		t.Fatalf("--format json: exit %d, %q: %v", code, out, err)
	}
	var keys []string
	for k := range ans {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	if fmt.Sprint(keys) != "[puzzle shaded status]" || fmt.Sprint(ans["shaded"]) != "[.#### ##.#. #..## .#.#. ####.]" {
		t.Errorf("--format json: %q", out)
	}
	back, _, code := kittest.CLI(t, writeText(kittest.Read(t, Genre, testdata+"noqx.txt")[0]), "tapa", "--format", "url")
	if code != 0 || strings.TrimSpace(back) != "https://puzz.link/p?tapa/21/14/j.g2zk3h3maltblhc4kaehc1zhalhblo2talh3kakhaeziadgajpc1j.m3g1g3qaer4g2majh1gadq2q.g3s1n.ha7j3l3g1" {
		t.Errorf("--format url: exit %d, %q", code, back)
	}
	gen, errs, code := kittest.CLI(t, "", "generate", "tapa", "--seed", "1", "--count", "2")
	if code != 0 || strings.Count(gen, "---") != 1 {
		t.Fatalf("generate: exit %d, %q, %s", code, gen, errs)
	}
	if _, errs, code := kittest.CLI(t, gen, "tapa", "--unique"); code != 0 {
		t.Errorf("generated puzzles --unique: exit %d, %s", code, errs)
	}
}

// bench/asp/tapa.lp finds the solutions puzzlesat finds, on the real
// puzzles and small random ones.
func TestClingo(t *testing.T) {
	var ps []*Puzzle
	for _, f := range files(t) {
		ps = append(ps, kittest.Read(t, Genre, f)...)
	}
	rng := rand.New(rand.NewSource(2))
	for k := 0; k < 25; k++ {
		ps = append(ps, randomPuzzle(rng))
	}
	kittest.SameAsClingo(t, Genre, "../../bench/asp/tapa.lp", ps, facts, func(p *Puzzle, b grid.Shading) string { return kittest.ShadedAtoms(p.Shape, b) }, writeText)
}

func FuzzParse(f *testing.F) {
	f.Add("3 . .\n. . .\n. . 1,1\n")
	f.Add("https://puzz.link/p?tapa/5/5/3n5hchhajn2")
	f.Add(`{"grid": ["3 . .", ". . ?,1"]}`)
	f.Fuzz(func(t *testing.T, in string) {
		ps, err := Genre.Parse([]byte(in), "fuzz")
		if err != nil {
			return
		}
		for _, p := range ps {
			// A one-column grid of a clue of two numbers or more writes
			// a line without blanks, which the kit splits into characters.
			if p.P.N() <= 64 && (p.P.Cols > 1 || !strings.Contains(writeText(p.P), ",")) {
				kittest.RoundTrip(t, Genre, p.P)
			}
		}
	})
}

// A generated puzzle is minimal: without any one of its clues, it has
// several solutions.
func TestGeneratedMinimal(t *testing.T) {
	for seed := int64(1); seed <= 2; seed++ {
		fs := pflag.NewFlagSet("generate", pflag.ContinueOnError)
		out, err := Genre.Make(context.Background(), Genre.Generate.Flags(fs), rand.New(rand.NewSource(seed)), 6, false, true)
		if err != nil {
			t.Fatal(err)
		}
		p := kittest.Read(t, Genre, writeTemp(t, out.Text))[0]
		if out.Givens == 0 {
			t.Fatalf("seed %d: no clue\n%s", seed, out.Text)
		}
		for i, c := range p.Clues {
			if c == nil {
				continue
			}
			p.Clues[i] = nil
			if boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 2); len(boards) < 2 {
				t.Errorf("seed %d: without %s=%s, %d solutions\n%s", seed, p.Name(i), clueText(c), len(boards), out.Text)
			}
			p.Clues[i] = c
		}
	}
}

func writeTemp(t *testing.T, text string) string {
	f := filepath.Join(t.TempDir(), "p.txt")
	if err := os.WriteFile(f, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return f
}

// What a clue fixes by counting the cells around it (an 8 shades them
// all) is a step of --rate, which takes one for each cell but the clues'
// (the units Patterns states were taken for values the puzzle states).
func TestRateStepsCountEveryCell(t *testing.T) {
	gen, _, code := kittest.CLI(t, "", "generate", "tapa", "--seed", "3", "--size", "6", "--count", "4")
	if code != 0 {
		t.Fatalf("generate: exit %d", code)
	}
	kittest.RateSteps(t, Genre, gen, func(p *Puzzle) int {
		open := p.N()
		for _, c := range p.Clues {
			if c != nil {
				open--
			}
		}
		return open
	})
}
