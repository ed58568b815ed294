package signpost

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand"
	"sort"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/kittest"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/spf13/pflag"
)

func TestMain(m *testing.M) { kittest.Main(m) }

func tathamCases(t *testing.T) []kittest.Tatham {
	return kittest.TathamFile(t, "../../testdata/signpost/tatham.tsv", 16)
}

// Every puzzle of Tatham's generator has one solution, his: the numbers
// of its SOLVE move, "S" and the description with every number. Those
// made with the corners option start and end in the corners.
func TestTathamSolutions(t *testing.T) {
	sizes := map[string]bool{}
	for _, tc := range tathamCases(t) {
		p, err := readTatham(tc.ID)
		if err != nil {
			t.Fatalf("%s: %v", tc.Name, err)
		}
		full, err := readTatham(tc.Params + ":" + strings.TrimPrefix(tc.Solve, "S"))
		if err != nil {
			t.Fatalf("%s: the SOLVE move: %v", tc.Name, err)
		}
		want := Numbers(full.Nums)
		if err := Verify(p, want); err != nil {
			t.Fatalf("%s: Tatham's solution fails the verifier: %v", tc.Name, err)
		}
		boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 2)
		if len(boards) != 1 || fmt.Sprint(boards[0]) != fmt.Sprint(want) {
			t.Fatalf("%s: %d solutions, the first %v; Tatham's %v", tc.Name, len(boards), boards, want)
		}
		corners := strings.Contains(tc.Name, "c_")
		if corners && (want[0] != 1 || want[p.N()-1] != p.N()) {
			t.Errorf("%s: made with the corners option, but not so", tc.Name)
		}
		sizes[p.Shape.String()+map[bool]string{true: "c"}[corners]] = true
	}
	for _, s := range []string{"4x4", "4x4c", "7x7", "7x7c", "30x30c"} {
		if !sizes[s] {
			t.Errorf("no %s among %v", s, sizes)
		}
	}
}

func TestConform(t *testing.T) {
	var ps []*Puzzle
	for _, tc := range tathamCases(t) {
		p, err := readTatham(tc.ID)
		if err != nil {
			t.Fatal(err)
		}
		if p.N() <= 49 { // the 30x30 ones: TestTathamSolutions
			ps = append(ps, p)
		}
	}
	kittest.Conform(t, Genre, []string{"../../testdata/signpost/examples.txt"}, ps...)
}

// arrowSteps are the arrows' steps, written here again: up, then
// clockwise.
var arrowSteps = [8][2]int{{-1, 0}, {-1, 1}, {0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}}

// count counts the chains of p by backtracking: from each cell that may
// be first, each next step to a cell not yet in the chain that the arrow
// points at, the given numbers checked as the chain passes them.
func count(p *Puzzle) int {
	n := p.N()
	used := make([]bool, n)
	var walk func(i, k int) int
	walk = func(i, k int) int {
		if p.Nums[i] != 0 && p.Nums[i] != k {
			return 0
		}
		if k == n {
			return 1
		}
		used[i] = true
		total := 0
		r, c := p.RC(i)
		if a := p.Arrows[i]; a != NoArrow {
			for s := 1; p.In(r+s*arrowSteps[a][0], c+s*arrowSteps[a][1]); s++ {
				if j := p.Index(r+s*arrowSteps[a][0], c+s*arrowSteps[a][1]); !used[j] {
					total += walk(j, k+1)
				}
			}
		}
		used[i] = false
		return total
	}
	total := 0
	for i := range n {
		total += walk(i, 1)
	}
	return total
}

// randomPuzzle is a small grid, half the time the arrows of a random
// chain (one solution at least) with a few of its numbers, else random
// arrows and numbers.
func randomPuzzle(rng *rand.Rand) *Puzzle {
	r, c := 1+rng.Intn(3), 2+rng.Intn(3)
	s := grid.Shape{Rows: r, Cols: c}
	p := &Puzzle{s, make([]int, s.N()), make([]int, s.N())}
	if rng.Intn(2) == 0 {
		var q *Puzzle
		for q == nil {
			q = randomChain(rng, s, false)
		}
		for i, k := range q.Nums {
			if k == s.N() {
				q.Arrows[i] = rng.Intn(9) - 1
			}
			if rng.Intn(4) != 0 {
				q.Nums[i] = 0
			}
		}
		return q
	}
	for i := range p.Arrows {
		p.Arrows[i] = rng.Intn(8)
		if rng.Intn(5) == 0 {
			p.Nums[i] = 1 + rng.Intn(s.N())
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
		if got := countSelected(t, p); got != want {
			t.Fatalf("%s with the givens' selectors on: %d solutions, backtracking %d", writeText(p), got, want)
		}
	}
	if seen[0] == 0 || seen[1] == 0 || seen[2] == 0 {
		t.Errorf("the random puzzles lack a kind: %v (none, one, several)", seen)
	}
}

// countSelected counts the solutions of the model that the generator
// builds (every cell any number, the givens switched on by selectors).
func countSelected(t *testing.T, p *Puzzle) int {
	m := kit.NewModel(encode.Config{Select: encode.SelectGivens})
	decode := model(p, m)
	m.Close()
	var on []sat.Lit
	for _, s := range m.F.Selectors() {
		on = append(on, s.Lit)
	}
	res, err := sat.Enumerate(context.Background(), m.F, m.Projection(), on, 0, func(x []bool) bool {
		if err := Verify(p, decode(kit.Solution(x))); err != nil {
			t.Fatal(err)
		}
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	return int(res.Count)
}

func TestVerify(t *testing.T) {
	p, err := readText(mustText("1→ ↙\n→ 4\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		nums Numbers
		want string
	}{
		{Numbers{1, 2, 3, 4}, ""},
		{Numbers{1, 2, 3}, "3 cells, expected 4"},
		{Numbers{1, 2, -1, 4}, "r2c1: undecided"},
		{Numbers{1, 2, 5, 4}, "r2c1 holds 5, expected 1 to 4"},
		{Numbers{1, 2, 2, 4}, "2 is twice, at r1c2 and r2c1"},
		{Numbers{2, 1, 3, 4}, "r1c1 holds 2, its given number is 1"},
		{Numbers{1, 3, 2, 4}, "r1c1 (1) does not point at r2c1 (2)"},
	} {
		err := Verify(p, tc.nums)
		if (err == nil) != (tc.want == "") || err != nil && !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.nums, err, tc.want)
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
	{"1→ ↙\n→ 5\n", "test:2:3: \"5\": expected an arrow"},
	{"1→ ↙\n→ 0↑\n", "test:2:3: \"0↑\": expected an arrow"},
	{"1→ x\n→ 4\n", "test:1:4: \"x\": expected an arrow"},
	{"1→ 2↓\n4↑ 4\n", "test:2:4: \"4\": 4 again (at r2c1 too): expected each number once"}, // a typo, not a puzzle without a solution (QA)
	{"2x2:1b2e4a4a", "test:1:11: r2c2: 4 again (at r2c1 too)"},
	{"2x2c:eb1ea", "r2c1 holds 1: with 1 and 4 in the corners, 1 is r1c1's"},                         // the corners' number given elsewhere (review)
	{"2x2:99999999999999999999ba", "test:1:5: r1c1: a number 99999999999999999999, expected 1 to 4"}, // as typed, not as MaxInt
	{"1→ ↙\n→\n", "test:2:1: 1 cell in this row, 2 in the first (line 1)"},
	{"4x4:1eegf6c8cgecbegaca", "test:1:23: the description ends after 15 of 16 cells"},
	{"4x4:1eegf6c8cgecbegaca16aa", "test:1:26: \"a\" after the last cell"},
	{"4x4:1eegf6c8cgecbegaca17a", "test:1:23: r4c4: a number 17, expected 1 to 16"},
	{"4x4:1eegf6c8cgecbegaci16a", "test:1:22: unexpected 'i'"},
	{"4x4d:1eegf6c8cgecbegaca16a", "test:1:4: unexpected \"d\" in the parameters: expected WxH, then c"},
	{"4x4c:2eegf6c8cgecbegaca16a", "test:1:1: r1c1 holds 2: with 1 and 16 in the corners, expected 1"},
	{"https://puzz.link/p?signpost/4/4/1114142333214213", "expected a game ID such as 4x4c:1eegf6c8cgecbegaca16a"},
	{`{"grid": ["1→ ↙", "→ 7"]}`, "test:1:22: \"7\": expected an arrow"},
	{`{"grid": ["1→ ↙", "→ 4"]`, "test:1:"},
	{`{"genre": "hitori", "grid": ["1→ ↙", "→ 4"]}`, "test:1:11: genre \"hitori\": expected signpost"},
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
// forced cells, links, --corners and generated puzzles as a user sees
// them.
func TestCLI(t *testing.T) {
	for _, tc := range badInputs {
		if !strings.HasPrefix(tc.in, "4") {
			continue
		}
		out, errs, code := kittest.CLI(t, "", "signpost", tc.in)
		if code != 2 || out != "" || strings.Count(errs, "\n") != 1 || strings.Contains(errs, "panic") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", tc.in, code, out, errs)
		}
	}
	id := "4x4c:1eegf6c8cgecbegaca16a"
	out, _, code := kittest.CLI(t, "", "signpost", id)
	if want := "1↓ 14↓ 13←  4↙\n6→  8→  7←  9↓\n2→  3↗ 11↓ 10←\n5↑ 15→ 12↑  16\n"; code != 0 || out != want {
		t.Errorf("solve: exit %d, %q", code, out)
	}
	if _, _, code := kittest.CLI(t, "", "signpost", "--unique", id); code != 0 {
		t.Errorf("--unique: exit %d", code)
	}
	free := "→ ↙ ←\n→ → ↘\n"
	out, _, code = kittest.CLI(t, free, "signpost", "--count")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	p, _ := readText(mustText(free))
	if code != 0 || lines[len(lines)-1] != fmt.Sprint(count(p)) || count(p) < 2 {
		t.Errorf("--count: exit %d, %q", code, out)
	}
	out, _, code = kittest.CLI(t, free, "signpost", "--forced")
	if code != 0 || !strings.Contains(out, "?") {
		t.Errorf("--forced: exit %d, %q", code, out)
	}
	out, _, code = kittest.CLI(t, free, "signpost", "--corners")
	if code != 0 || out != "1→ 3↙ 2←\n4→ 5→  6\n" {
		t.Errorf("--corners: exit %d, %q", code, out)
	}
	out, _, code = kittest.CLI(t, "", "signpost", "--format", "json", id)
	var ans map[string]any
	if err := json.Unmarshal([]byte(out), &ans); err != nil || code != 0 {
		t.Fatalf("--format json: exit %d, %q: %v", code, out, err)
	}
	var keys []string
	for k := range ans {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	if fmt.Sprint(keys) != "[grid puzzle status]" || fmt.Sprint(ans["grid"]) != "[[1 14 13 4] [6 8 7 9] [2 3 11 10] [5 15 12 16]]" {
		t.Errorf("--format json: %q", out)
	}
	// Written in the short form, as the game shows it: Tatham's
	// generator, asked for 4x4c, shows 4x4:... (sgt-signpost --generate 1
	// '4x4c#7' printed the second).
	back, _, code := kittest.CLI(t, writeText(mustRead(t, id)), "signpost", "--format", "tatham")
	if code != 0 || strings.TrimSpace(back) != "4x4:1eegf6c8cgecbegaca16a" {
		t.Errorf("--format tatham: %q", back)
	}
	short := "4x4:1edgecebgbdbgaac16a"
	if back, _, code := kittest.CLI(t, "", "signpost", "--format", "tatham", short); code != 0 || strings.TrimSpace(back) != short {
		t.Errorf("--format tatham %s: exit %d, %q", short, code, back)
	}
	gen, _, code := kittest.CLI(t, "", "generate", "signpost", "--seed", "1", "--count", "2")
	if code != 0 {
		t.Fatalf("generate: exit %d", code)
	}
	_, errs, code := kittest.CLI(t, gen, "signpost", "--unique")
	if code != 0 || strings.Count(errs, ": unique") != 2 {
		t.Errorf("generated puzzles read back: exit %d, %q", code, errs)
	}
}

func mustRead(t *testing.T, id string) *Puzzle {
	p, err := readTatham(id)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// The generator: puzzles at Tatham's largest preset and above, with and
// without the corners, have one solution and keep 1 and N.
func TestGenerate(t *testing.T) {
	for k, size := range []int{7, 8} {
		fs := pflag.NewFlagSet("generate", pflag.ContinueOnError)
		full := Genre.Generate.Flags(fs)
		if k == 1 {
			fs.Set("free-ends", "true")
		}
		out, err := Genre.Make(context.Background(), full, rand.New(rand.NewSource(int64(k))), size, false, true)
		if err != nil {
			t.Fatal(err)
		}
		ps, err := Genre.Parse([]byte(out.Text), "generated")
		if err != nil {
			t.Fatal(err)
		}
		p := ps[0].P
		has := map[int]bool{}
		for _, x := range p.Nums {
			has[x] = true
		}
		if !has[1] || !has[p.N()] || (k == 0) != (p.Nums[0] == 1) {
			t.Errorf("size %d: %v", size, p.Nums)
		}
		if boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 2); len(boards) != 1 {
			t.Errorf("size %d: %d solutions", size, len(boards))
		}
	}
}

// bench/asp/signpost.lp has the solutions puzzlesat has: on Tatham's
// puzzles up to 6x6 (clingo takes seconds on some 7x7) and small random
// ones, all of them.
func TestClingo(t *testing.T) {
	var ps []*Puzzle
	for _, tc := range tathamCases(t) {
		if p, _ := readTatham(tc.ID); p.N() <= 36 {
			ps = append(ps, p)
		}
	}
	rng := rand.New(rand.NewSource(2))
	for k := 0; k < 40; k++ {
		ps = append(ps, randomPuzzle(rng))
	}
	kittest.SameAsClingo(t, Genre, "../../bench/asp/signpost.lp", ps, facts, func(p *Puzzle, b Numbers) string { return kittest.ValueAtoms(p.Shape, "num", b) }, writeText)
}

func FuzzParse(f *testing.F) {
	f.Add("1→ ↙\n→ 4\n")
	f.Add("1se s\nN 4\n")
	f.Add("4x4c:1eegf6c8cgecbegaca16a")
	f.Add("4x4:1eegf6c8cgecbegaca16a")
	f.Add(`{"grid": ["1→ ↙", "→ ."]}`)
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
