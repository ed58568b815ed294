package tents

import (
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
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/kittest"
)

func TestMain(m *testing.M) { kittest.Main(m) }

func tathamCases(t *testing.T) []kittest.Tatham {
	return kittest.TathamFile(t, "../../testdata/tents/tatham.tsv", 16)
}

// Every puzzle of Tatham's generator has one solution, his: the tents of
// its SOLVE move ("S;T x,y;...").
func TestTathamSolutions(t *testing.T) {
	sizes := map[string]bool{}
	for _, tc := range tathamCases(t) {
		p, err := readTatham(tc.ID)
		if err != nil {
			t.Fatalf("%s: %v", tc.Name, err)
		}
		sizes[strings.TrimPrefix(tc.Name[:strings.LastIndexByte(tc.Name, '_')], "tents_")] = true
		want := make(Tents, p.N())
		for _, move := range strings.Split(tc.Solve, ";")[1:] {
			var x, y int
			if n, _ := fmt.Sscanf(move, "T%d,%d", &x, &y); n != 2 {
				t.Fatalf("%s: move %q", tc.Name, move)
			}
			want[y*p.Cols+x] = 1
		}
		if err := Verify(p, want); err != nil {
			t.Fatalf("%s: Tatham's solution fails the verifier: %v", tc.Name, err)
		}
		boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 2)
		if len(boards) != 1 || fmt.Sprint(boards[0]) != fmt.Sprint(want) {
			t.Fatalf("%s: %d solutions, the first %v; Tatham's %v", tc.Name, len(boards), boards, want)
		}
	}
	for _, want := range []string{"8x8de", "8x8dt", "15x15de", "15x15dt", "20x20dt"} {
		if !sizes[want] {
			t.Errorf("no Tatham puzzle at %s", want)
		}
	}
}

func TestConform(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/tents/*.txt")
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

// count counts the solutions of p by backtracking over the cells beside
// trees, then pairing trees and tents by a search of its own.
func count(p *Puzzle) int {
	var cand []int
	for i := range p.Trees {
		if !p.Trees[i] {
			for _, j := range p.Neighbours(i) {
				if p.Trees[j] {
					cand = append(cand, i)
					break
				}
			}
		}
	}
	on := make([]bool, p.N())
	var pairs func(trees []int, used map[int]bool) bool
	pairs = func(trees []int, used map[int]bool) bool {
		if len(trees) == 0 {
			return true
		}
		for _, j := range p.Neighbours(trees[0]) {
			if on[j] && !used[j] {
				used[j] = true
				ok := pairs(trees[1:], used)
				delete(used, j)
				if ok {
					return true
				}
			}
		}
		return false
	}
	ok := func() bool {
		var trees []int
		tents := 0
		for i := range on {
			if p.Trees[i] {
				trees = append(trees, i)
			}
			if on[i] {
				tents++
				for _, j := range p.Around(i) {
					if on[j] {
						return false
					}
				}
			}
		}
		for k, line := range p.Lines() {
			n := 0
			for _, i := range line {
				if on[i] {
					n++
				}
			}
			if p.Counts[k] >= 0 && n != p.Counts[k] {
				return false
			}
		}
		return tents == len(trees) && pairs(trees, map[int]bool{})
	}
	var rec func(k int) int
	rec = func(k int) int {
		if k == len(cand) {
			if ok() {
				return 1
			}
			return 0
		}
		n := rec(k + 1)
		on[cand[k]] = true
		n += rec(k + 1)
		on[cand[k]] = false
		return n
	}
	return rec(0)
}

// Random small puzzles: the solver's count equals the backtracker's
// under several encodings.
func TestCountsAgainstBacktracking(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	cfgs := []encode.Config{{}, {AMO: encode.Pairwise, Card: encode.SeqCounter}, {AMO: encode.Sequential, Card: encode.Totalizer}, {AMO: encode.Native, Card: encode.Native}}
	seen := map[int]int{}
	for trial := 0; trial < 300; trial++ {
		r, c := 2+rng.Intn(4), 2+rng.Intn(4)
		p := newPuzzle(grid.Shape{Rows: r, Cols: c})
		for i := range p.Trees {
			p.Trees[i] = rng.Intn(5) == 0
		}
		for k, line := range p.Lines() {
			if rng.Intn(2) > 0 {
				p.Counts[k] = rng.Intn(len(line)/2 + 1)
			}
		}
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

func TestVerify(t *testing.T) {
	p := mustText("  1 0 1\n1 . T .\n0 . . .\n1 . T .\n")
	q := mustText("  . . .\n. T . .\n. . . .\n. . . .\n")
	r := mustText("  . . .\n. T . T\n. . . .\n. . . .\n")
	for _, tc := range []struct {
		p    *Puzzle
		s    Tents
		want string
	}{
		{p, Tents{1, 0, 0, 0, 0, 0, 0, 0, 1}, ""},
		{p, Tents{1, 1, 0, 0, 0, 0, 0, 0, 1}, "r1c2: a tent on a tree"},
		{p, Tents{1, 0, 0, 0, 0, 0, 0, 0, -1}, "r3c3: undecided"},
		{p, Tents{1, 0, 0, 0, 1, 0, 0, 0, 1}, "r1c1 and r2c2: two tents touch"},
		{p, Tents{1, 0, 0, 0, 0, 0, 0, 0, 0}, "row 3 holds 0 tents, expected 1"},
		{p, Tents{0, 0, 1, 0, 0, 0, 0, 0, 1}, "column 1 holds 0 tents, expected 1"},
		{q, Tents{0, 0, 0, 0, 0, 0, 0, 0, 0}, "r1c1: no tent of its own beside it"},
		{q, Tents{0, 1, 0, 0, 0, 0, 0, 0, 1}, "r3c3: a tent without a tree of its own"},
		{r, Tents{0, 1, 0, 0, 0, 0, 0, 0, 0}, "r1c3: no tent of its own beside it"},
		{r, Tents{0, 0, 0, 1, 0, 1, 0, 0, 0}, ""},
	} {
		err := Verify(tc.p, tc.s)
		if (err == nil) != (tc.want == "") || err != nil && !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.s, err, tc.want)
		}
	}
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"  . .\n. . x\n. . .\n", "test:2:5: \"x\": expected . (empty) or T (a tree)"},
		{"  . .\n. . .\n. . . .\n", "test:3:3: 3 cells in this row, 2 in the first (line 2)"},
		{"  . 3\n. . .\n. . .\n", "test:1:5: \"3\": expected the tents of a column, 0 to 2"},
		{"4x4q:b_h_b,1,0,1,0,0,1,0,1", "test:1:4: unexpected q in the parameters: expected d and a difficulty (e, t)"},
		{"4x4:b_h_b,1,0,1", "test:1:16: expected ',' and the tents of column 4"},
		{"4x4:b_h_", "test:1:9: the trees end after 14 of 16 cells"},
		{"4x4:b_h_b,1,0,1,0,0,1,0,9", "test:1:25: row 4: 9 tents in 4 cells"},
		{"4x4:b_h_b,99999999999999999999,0,1,0,0,1,0,1", "test:1:11: the count 99999999999999999999: too large"}, // as typed, not as MaxInt
		{"4x4:b!h_b,1,0,1,0,0,1,0,1", "test:1:6: '!': tents and non-tents placed"},
		{"4x4:b_h_b,1,0,1,0,0,1,0,1,2", "test:1:26: \",2\" after the last cell"},
		{"https://puzz.link/p?tents/5/5/2g0h1i1j82323!", "test:1:44: \"!\" after the last cell"},
		{"https://puzz.link/p?tents/5/5/9g0h1i1j82323", "test:1:31: column 1: 9 tents in 5 cells"},
		{"https://puzz.link/p?akari/3/3/g0h", "expected a puzz.link URL such as https://puzz.link/p?tents/"},
		{`{"grid": ["  . .", ". T 3"]}`, "test:1:25: \"3\": expected . (empty) or T"},
		{`{"grid": ["  . ."`, "test:1:"},
	} {
		_, err := Genre.Parse([]byte(tc.in), "test")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.in, err, tc.want)
		}
	}
	_, stderr, code := kittest.CLI(t, "", "tents", "4x4:b_h_b,1,0,1")
	if code != 2 || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, "4x4:b_h_b,1,0,1: column 16: expected ','") {
		t.Errorf("a bad ID: exit %d, %q", code, stderr)
	}
}

const example = "8x8de:c_abfeee_feck,1,3,1,2,0,3,0,2,3,1,2,2,1,0,2,1"

func TestCLI(t *testing.T) {
	out, _, code := kittest.CLI(t, "", "tents", "--unique", "-j", "1", example)
	if code != 0 || !strings.Contains(out, "^") {
		t.Fatalf("--unique: exit %d, %q", code, out)
	}
	out, _, code = kittest.CLI(t, "", "tents", "--format", "json", example)
	var ans map[string]any
	if err := json.Unmarshal([]byte(out), &ans); code != 0 || err != nil {
		t.Fatalf("json: exit %d, %v, %q", code, err, out)
	}
	var keys []string
	for k := range ans {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	if fmt.Sprint(keys) != "[grid puzzle status]" || len(ans["grid"].([]any)) != 8 || !strings.Contains(fmt.Sprint(ans["grid"]), "^") {
		t.Errorf("json keys %v: %q", keys, out)
	}
	// Counts left out: several solutions.
	out, _, code = kittest.CLI(t, "  . . .\n. T . .\n. . . .\n. . . T\n", "tents", "--count")
	if code != 0 || strings.TrimSpace(out) != "2" {
		t.Errorf("--count: exit %d, %q", code, out)
	}
	out, _, code = kittest.CLI(t, "", "tents", "--forced", example)
	if code != 0 || strings.Contains(out, "?") || !strings.Contains(out, "^") {
		t.Errorf("--forced: exit %d, %q", code, out)
	}
	for _, f := range []string{"url", "tatham"} {
		link, _, code := kittest.CLI(t, "", "tents", "--format", f, example)
		back, _, code2 := kittest.CLI(t, "", "tents", "--format", "tatham", strings.TrimSpace(link))
		if code != 0 || code2 != 0 || strings.TrimSpace(back) != "8x8:c_abfeee_feck,1,3,1,2,0,3,0,2,3,1,2,2,1,0,2,1" {
			t.Errorf("--format %s: %q, back %q", f, link, back)
		}
	}
	gen, _, code := kittest.CLI(t, "", "generate", "tents", "--seed", "1", "--count", "2")
	if code != 0 {
		t.Fatalf("generate: exit %d", code)
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "gen.txt")
	if err := os.WriteFile(file, []byte(gen), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, stderr, code := kittest.CLI(t, "", "tents", "--unique", file); code != 0 || strings.Count(stderr, "unique") != 2 {
		t.Errorf("generated, read back --unique: exit %d, %q", code, stderr)
	}
}

// The ASP program bench/asp/tents.lp has the solutions puzzlesat has.
func TestClingo(t *testing.T) {
	ps := []*Puzzle{mustText("  . . .\n. T . .\n. . . .\n. . . T\n"), mustText("  . . . .\n. T . . T\n. . . . .\n. T . . .\n"),
		mustText("  . . .\n. . T .\n. T . T\n. . T .\n")} // a ring: two pairings of one set of tents
	for _, tc := range tathamCases(t)[:4] {
		p, _ := readTatham(tc.ID)
		ps = append(ps, p)
	}
	rng := rand.New(rand.NewSource(2))
	for len(ps) < 60 {
		p := newPuzzle(grid.Shape{Rows: 3 + rng.Intn(3), Cols: 3 + rng.Intn(3)})
		for i := range p.Trees {
			p.Trees[i] = rng.Intn(4) == 0
		}
		ps = append(ps, p)
	}
	kittest.SameAsClingoUpTo(t, Genre, "../../bench/asp/tents.lp", ps, facts, func(p *Puzzle, b Tents) string { return kittest.MarkAtoms(p.Shape, "tent", b) }, writeText, 2)
}

func FuzzParse(f *testing.F) {
	f.Add("  . 1\n1 . T\n0 . .\n")
	f.Add(example)
	f.Add("https://puzz.link/p?tents/5/5/2g0h1i1j82323")
	f.Add(`{"grid": ["  . 1", "1 . T", "0 . ."]}`)
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

// TestGenerateEveryCount: with --every-count the generator keeps every
// count, so its puzzles write as Tatham's game IDs (which give every
// count), and each is still unique; without it, counts go.
func TestGenerateEveryCount(t *testing.T) {
	counts := func(args ...string) (string, int) {
		t.Helper()
		gen, errs, code := kittest.CLI(t, "", append([]string{"generate", "tents", "--seed", "5", "--count", "3", "--size", "6"}, args...)...)
		ps, err := Genre.Parse([]byte(gen), "generated")
		if code != 0 || err != nil || len(ps) != 3 {
			t.Fatalf("generate %v: exit %d, %v, %d puzzles, %s", args, code, err, len(ps), errs)
		}
		missing := 0
		for _, p := range ps {
			for _, c := range p.P.Counts {
				if c < 0 {
					missing++
				}
			}
		}
		return gen, missing
	}
	gen, missing := counts("--every-count")
	if missing != 0 {
		t.Errorf("--every-count: %d counts left out:\n%s", missing, gen)
	}
	ids, errs, code := kittest.CLI(t, gen, "tents", "--format", "tatham", "-")
	if code != 0 || strings.Count(ids, "\n") != 3 {
		t.Fatalf("as game IDs: exit %d, %s%s", code, ids, errs)
	}
	if _, errs, code := kittest.CLI(t, ids, "tents", "--unique", "-"); code != 0 {
		t.Errorf("the game IDs: exit %d, %s", code, errs)
	}
	if gen, missing := counts(); missing == 0 {
		t.Errorf("without --every-count, no count left out:\n%s", gen)
	}
}

// TestGenerateTathamKeepsCounts: generate --format tatham keeps every
// count, as --every-count does, since a game ID has them all; it made a
// minimal puzzle, then refused to write it ("column 2 has no count").
func TestGenerateTathamKeepsCounts(t *testing.T) {
	for _, seed := range []string{"1", "2", "3"} {
		out, errs, code := kittest.CLI(t, "", "generate", "tents", "--format", "tatham", "--seed", seed, "--size", "6")
		if code != 0 {
			t.Fatalf("--seed %s: exit %d, %s", seed, code, errs)
		}
		p, err := readTatham(strings.TrimSpace(out))
		if err != nil || slices.Contains(p.Counts, -1) {
			t.Fatalf("--seed %s: %q read as %v, %v", seed, out, p, err)
		}
		if _, errs, code := kittest.CLI(t, out, "tents", "--unique", "-j", "1"); code != 0 {
			t.Errorf("--seed %s: %q not unique: %s", seed, out, errs)
		}
	}
}
