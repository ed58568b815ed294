package futoshiki

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
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/kittest"
	"github.com/spf13/pflag"
)

func TestMain(m *testing.M) { kittest.Main(m) }

const testdata = "../../testdata/futoshiki/"

func tathamCases(t testing.TB) []kittest.Tatham {
	return kittest.TathamFile(t, testdata+"tatham.tsv", 44)
}

// tathamSolution decodes Tatham's SOLVE move: "S" and a character per
// cell, 1-9 below order 10, else 0-9 for 1-10 and A-Z on.
func tathamSolution(t testing.TB, tc kittest.Tatham, n int) Grid {
	if len(tc.Solve) != n*n+1 || tc.Solve[0] != 'S' {
		t.Fatalf("%s: SOLVE %q", tc.Name, tc.Solve)
	}
	g := make(Grid, n*n)
	for i := range g {
		c := tc.Solve[i+1]
		switch {
		case n < 10:
			g[i] = int(c - '0')
		case c <= '9':
			g[i] = int(c-'0') + 1
		default:
			g[i] = int(c-'A') + 11
		}
	}
	return g
}

func tathamPuzzles(t testing.TB) []*Puzzle {
	var ps []*Puzzle
	for _, tc := range tathamCases(t) {
		p, err := readTatham(tc.ID)
		if err != nil {
			t.Fatalf("%s: %v", tc.Name, err)
		}
		ps = append(ps, p)
	}
	return ps
}

// Every puzzle of Tatham's generator, at every preset, difficulty and
// mode, 30x30 too, has one solution: his.
func TestTathamSolutions(t *testing.T) {
	sizes, adjacent, ps := map[int]int{}, 0, tathamPuzzles(t)
	for k, tc := range tathamCases(t) {
		p := ps[k]
		sizes[p.Cols]++
		if p.Adjacent != strings.Contains(tc.Params, "a") {
			t.Fatalf("%s: Adjacent %v", tc.Name, p.Adjacent)
		}
		if p.Adjacent {
			adjacent++
		}
		want := tathamSolution(t, tc, p.Cols)
		if err := Verify(p, want); err != nil {
			t.Fatalf("%s: Tatham's solution fails the verifier: %v", tc.Name, err)
		}
		boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 2)
		if len(boards) != 1 || fmt.Sprint(boards[0]) != fmt.Sprint(want) {
			t.Fatalf("%s: %d solutions, Tatham's %v", tc.Name, len(boards), want)
		}
	}
	if sizes[4] == 0 || sizes[30] != 8 || adjacent < 14 {
		t.Errorf("sizes %v, %d in Adjacent mode", sizes, adjacent)
	}
}

// The Guardian's puzzles that unequal.c quotes: one solution each, but
// #2, whose transcription there leaves five.
func TestGuardian(t *testing.T) {
	for k, p := range kittest.Read(t, Genre, testdata+"guardian.txt") {
		boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 0)
		if want := map[int]int{1: 5}[k] + map[bool]int{true: 1}[k != 1]; len(boards) != want {
			t.Errorf("Guardian puzzle %d: %d solutions, want %d", k+1, len(boards), want)
		}
	}
}

func TestConform(t *testing.T) {
	files, _ := filepath.Glob(testdata + "*.txt")
	var ps []*Puzzle
	for _, p := range tathamPuzzles(t) {
		if p.Cols <= 12 {
			ps = append(ps, p)
		}
	}
	kittest.Conform(t, Genre, files, ps...)
}

// count counts the solutions of p by backtracking, cell by cell in
// row-major order, each sign checked when both its cells are filled:
// the rules written out again, apart from the model and the verifier.
func count(p *Puzzle) int {
	n, g := p.Cols, make(Grid, p.N())
	var rec func(i int) int
	rec = func(i int) int {
		if i == p.N() {
			return 1
		}
		total := 0
	next:
		for v := 1; v <= n; v++ {
			r, c := p.RC(i)
			if p.Givens[i] > 0 && p.Givens[i] != v {
				continue
			}
			for j := 0; j < n; j++ {
				if j < c && g[p.Index(r, j)] == v || j < r && g[p.Index(j, c)] == v {
					continue next
				}
			}
			for _, d := range []grid.Dir{grid.Up, grid.Left} {
				j, ok := p.Step(i, d)
				if !ok {
					continue
				}
				e, _ := p.EdgeBetween(j, i)
				switch u := g[j]; p.Rels[e] {
				case Less:
					if u >= v {
						continue next
					}
				case Greater:
					if u <= v {
						continue next
					}
				case Bar:
					if u-v != 1 && v-u != 1 {
						continue next
					}
				default:
					if p.Adjacent && (u-v == 1 || v-u == 1) {
						continue next
					}
				}
			}
			g[i] = v
			total += rec(i + 1)
			g[i] = 0
		}
		return total
	}
	return rec(0)
}

// randomPuzzle: a side of 3 or 4, a few numbers and signs at random, in
// either mode, so that puzzles of no, one and several solutions come.
func randomPuzzle(rng *rand.Rand) *Puzzle {
	p := newPuzzle(3+rng.Intn(2), rng.Intn(3) == 0)
	for i := range p.Givens {
		if rng.Intn(6) == 0 {
			p.Givens[i] = 1 + rng.Intn(p.Cols)
		}
	}
	for e := range p.Rels {
		switch {
		case p.Adjacent && rng.Intn(3) == 0:
			p.Rels[e] = Bar
		case !p.Adjacent && rng.Intn(3) == 0:
			p.Rels[e] = Rel(1 + rng.Intn(2))
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
			if boards, _, _ := kittest.Solutions(t, Genre, p, cfg, 0); len(boards) != want {
				t.Fatalf("%s under %+v: %d solutions, backtracking %d", writeText(p), cfg, len(boards), want)
			}
		}
	}
	if seen[0] < 10 || seen[1] < 10 || seen[2] < 10 {
		t.Errorf("the random puzzles lack a kind: %v (none, one, several)", seen)
	}
}

func mustRead(t *testing.T, s string) *Puzzle {
	tx, err := grid.ReadText([]byte(s), "test", "")
	if err != nil {
		t.Fatal(err)
	}
	p, err := readText(tx)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// The verifier rule by rule, each broken once.
func TestVerify(t *testing.T) {
	p := mustRead(t, "1 < . . .\n. . . . .\n. . . > .\n. . . . ^\n. . . . .\n")
	q := mustRead(t, ". . .\n. . ^\n. . .\n")
	adj := mustRead(t, "adjacent\n1 | . . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .\n")
	for _, tc := range []struct {
		p    *Puzzle
		g    Grid
		want string
	}{
		{p, Grid{1, 2, 3, 2, 3, 1, 3, 1, 2}, ""},
		{p, Grid{1, 2, 3, 2, 3, 1, 3, 1, -1}, "r3c3: undecided"},
		{p, Grid{1, 2, 3, 2, 3, 1, 3, 1, 4}, "r3c3 holds 4, expected 1 to 3"},
		{p, Grid{1, 2, 3, 3, 2, 1, 2, 3, 1}, "column 2 holds 2 twice"},
		{p, Grid{2, 1, 3, 1, 3, 2, 3, 2, 1}, "r1c1 holds 2, given 1"},
		{p, Grid{1, 2, 3, 3, 1, 2, 2, 3, 1}, "r2c2>r2c3 fails: 1 and 2"},
		{q, Grid{1, 2, 2, 1}, "r1c2<r2c2 fails: 2 and 1"},
		{adj, Grid{1, 3, 2, 3, 2, 1, 2, 1, 3}, "r1c1 next to r1c2 fails: 1 and 3"},
		{adj, Grid{1, 2, 3, 2, 3, 1, 3, 1, 2}, "r1c2 not next to r1c3 fails: 2 and 3"},
	} {
		err := Verify(tc.p, tc.g)
		if (err == nil) != (tc.want == "") || err != nil && !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.g, err, tc.want)
		}
	}
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{". < .\n. .\n", "test:2:1: 2 cells in this row"},
		{". < . .\n. . . .\n", "test:1:1: a 2x4 grid of tokens"},
		{". < .\n. . .\n4 . .\n", `test:3:1: "4": expected . or a number from 1 to 2`},
		{". ^ .\n. . .\n. . .\n", `test:1:3: "^": expected . < > |`},
		{". < .\n. < .\n. . .\n", `test:2:3: "<": expected . between the signs`},
		{". < .\n- . .\n. . .\n", `test:1:3: "<" in Adjacent mode`},
		{"adjacent\n. > .\n. . .\n. . .\n", `test:2:3: ">" in Adjacent mode`},
		{"adjacent\nadjacent\n. - .\n. . .\n. . .\n", `test:2:1: "adjacent": adjacent given twice (line 1)`},
		{"4:0,0,0,3L,0U,0,0,0,0,0L,0,0,0,0R,0", "test:1:36: the description ends after 15 of 16 cells"},
		{"4:0,0,0,5L,0U,0,0,0,0,0L,0,0,0,0R,0,0L,", "test:1:9: r1c4: expected a number from 0 to 4"},
		{"4:0,0,0,3L,0U,0,0,0,0,0L,0,0,0,0R,0,0L,0", `test:1:40: "0" after the last cell`},
		{"4:0,0,0,3Q,0U,0,0,0,0,0L,0,0,0,0R,0,0L,", "test:1:10: expected U R D L or ','"},
		{"4:0U,0,0,3L,0U,0,0,0,0,0L,0,0,0,0R,0,0L,", "test:1:3: r1c1: a sign up off the grid"},
		{"4:0R,0L,0,3L,0U,0,0,0,0,0L,0,0,0,0R,0,0L,", "test:1:3: r1c1 and r1c2: signs that contradict each other"},
		{"4a:0R,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,", "test:1:4: r1c1 and r1c2: signs that contradict"},
		{"4dq:0,0,0,3L,0U,0,0,0,0,0L,0,0,0,0R,0,0L,", "test:1:3: expected a difficulty"},
		{"4ad:0,0,0,3L,0U,0,0,0,0,0L,0,0,0,0R,0,0L,", "test:1:4: expected a difficulty"},
		{"4q:0,0,0,3L,0U,0,0,0,0,0L,0,0,0,0R,0,0L,", "test:1:2: unexpected q"},
		{"4x5:0,0,0,3L,0U,0,0,0,0,0L,0,0,0,0R,0,0L,", "test:1:1: a 4×5 grid: Unequal's is square"},
		{"33:0,", "test:1:1: a 33×33 grid: expected 1 to 32 a side"},
		{"https://puzz.link/p?akari/3/3/g0h", "expected a game ID such as 4:0,0,0,3L"},
		{`{"grid": [". < .", ". . .", ". . ."]}`, ""},
		{`{"grid": ["adjacent", ". | .", ". . .", ". . ."]}`, ""},
		{`{"grid": [". < .", ". . .", ". . 7"]}`, `test:1:34: "7": expected . or a number from 1 to 2`},
		{`{"genre": "kenken", "grid": ["."]}`, `test:1:11: genre "kenken": expected futoshiki`},
		{`{"grid": [". < .", `, "test:1:"},
	} {
		_, err := Genre.Parse([]byte(tc.in), "test")
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("%q: %v, want %q", tc.in, err, tc.want)
		}
	}
	for _, in := range []string{"4:0,0,0,3L,0U,0,0,0,0,0L,0,0,0,0R,0", "4dq:0,", "https://puzz.link/p?akari/3/3/g0h"} {
		out, errs, code := kittest.CLI(t, "", "futoshiki", in)
		if code != 2 || out != "" || strings.Count(errs, "\n") != 1 || strings.Contains(errs, "panic") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", in, code, out, errs)
		}
	}
	for _, in := range []string{". < .\n. .\n", ". < .\n. . .\n4 . .\n", `{"grid": 3}`} {
		out, errs, code := kittest.CLI(t, in, "futoshiki")
		if code != 2 || out != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, "<stdin>:") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", in, code, out, errs)
		}
	}
}

// Tatham's modes: the difficulty read and passed over, Adjacent ("a")
// kept and written back; the letters of runs of empty cells read.
func TestTathamParams(t *testing.T) {
	for id, want := range map[string]string{
		example:                            example,
		"4de:" + example[2:]:               example,
		"4:c3L,0U,d0L,c0R,a0L":             example,
		"5a:" + strings.Repeat("0,", 25):   "5a:" + strings.Repeat("0,", 25),
		"5adk:" + strings.Repeat("0,", 25): "5a:" + strings.Repeat("0,", 25),
	} {
		p, err := readTatham(id)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		if s, _ := writeTatham(p); s != want {
			t.Errorf("%s written as %s, want %s", id, s, want)
		}
		if q := mustRead(t, writeText(p)); q.Adjacent != p.Adjacent {
			t.Errorf("%s: Adjacent %v read back as %v", id, p.Adjacent, q.Adjacent)
		}
	}
}

func FuzzParse(f *testing.F) {
	f.Add(". < .\n. . .\n. . 1\n")
	f.Add(example)
	f.Add("5adk:0D,0D,0,0D,0D,0UR,0UDL,0R,0UL,0U,5,0UR,0RL,0DL,0D,1D,0RD,0L,0URD,0UL,0U,0U,0,0U,5,")
	f.Add("adjacent\n1 | 2\n- . .\n. . .\n")
	f.Add(`{"grid": [". < .", ". . .", ". . 1"]}`)
	f.Fuzz(func(t *testing.T, in string) {
		ps, err := Genre.Parse([]byte(in), "fuzz")
		if err != nil {
			return
		}
		for _, p := range ps {
			if p.P.N() <= 81 {
				kittest.RoundTrip(t, Genre, p.P)
			}
		}
	})
}

// The command line end to end.
func TestCLI(t *testing.T) {
	cases := tathamCases(t)
	tc := cases[len(cases)-1] // 30x30, Adjacent
	out, _, code := kittest.CLI(t, "", "futoshiki", "--format", "json", tc.ID)
	var ans map[string]any
	if err := json.Unmarshal([]byte(out), &ans); err != nil || code != 0 {
		t.Fatalf("--format json: exit %d, %q: %v", code, out, err)
	}
	var keys []string
	for k := range ans {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var got Grid
	rows, _ := ans["grid"].([]any)
	for _, row := range rows {
		for _, v := range row.([]any) {
			got = append(got, int(v.(float64)))
		}
	}
	if fmt.Sprint(keys) != "[grid puzzle status]" || fmt.Sprint(got) != fmt.Sprint(tathamSolution(t, tc, 30)) {
		t.Errorf("--format json: keys %v, %v", keys, got)
	}
	if _, errs, code := kittest.CLI(t, "", "futoshiki", "--unique", "-j", "2", tc.ID); code != 0 || !strings.Contains(errs, "unique") {
		t.Errorf("--unique: exit %d, %q", code, errs)
	}
	empty := strings.Repeat(". . . . .\n", 5)
	out, _, code = kittest.CLI(t, empty, "futoshiki", "--count")
	if lines := strings.Split(strings.TrimSpace(out), "\n"); code != 0 || lines[len(lines)-1] != "12" {
		t.Errorf("--count: exit %d, %q, want 12", code, out)
	}
	out, _, code = kittest.CLI(t, empty, "futoshiki", "--adjacent", "--count")
	if lines := strings.Split(strings.TrimSpace(out), "\n"); code != 0 || lines[len(lines)-1] != fmt.Sprint(count(&Puzzle{grid.Shape{Rows: 3, Cols: 3}, true, make([]int, 9), make([]Rel, 12)})) {
		t.Errorf("--adjacent --count: exit %d, %q", code, out)
	}
	if _, errs, code := kittest.CLI(t, ". < .\n. . .\n. . .\n", "futoshiki", "--adjacent"); code != 2 || !strings.Contains(errs, "--adjacent: a sign r1c1<r1c2") {
		t.Errorf("--adjacent on a sign: exit %d, %q", code, errs)
	}
	out, _, code = kittest.CLI(t, "1 . . . .\n. . . . .\n. . . . .\n. . . . .\n. . . . 1\n", "futoshiki", "--forced")
	if code != 0 || out != "1  ?  ?\n\n?  1  ?\n\n?  ?  1\n" {
		t.Errorf("--forced: exit %d, %q", code, out)
	}
	for _, id := range []string{cases[0].ID, tc.ID} {
		back, _, code := kittest.CLI(t, "", "futoshiki", "--format", "tatham", id)
		p, _ := readTatham(id)
		back2, _, code2 := kittest.CLI(t, writeText(p), "futoshiki", "--format", "tatham")
		if code != 0 || code2 != 0 || back != back2 || strings.TrimSpace(back) == "" {
			t.Errorf("--format tatham of the ID, of the typed grid: %q, %q", back, back2)
		}
	}
	for _, args := range [][]string{nil, {"--adjacent", "--symmetric"}} {
		gen, _, code := kittest.CLI(t, "", append([]string{"generate", "futoshiki", "--seed", "1", "--count", "2"}, args...)...)
		if code != 0 {
			t.Fatalf("generate %v: exit %d", args, code)
		}
		if _, errs, code := kittest.CLI(t, gen, "futoshiki", "--unique"); code != 0 || strings.Count(errs, ": unique") != 2 {
			t.Errorf("generated puzzles %v read back: exit %d, %q", args, code, errs)
		}
	}
}

// Generated puzzles: unique and minimal (no number or sign can go), at
// Tatham's sizes and larger, in both modes.
func TestGenerate(t *testing.T) {
	for _, tc := range []struct {
		size int
		args []string
	}{{4, nil}, {7, nil}, {7, []string{"--adjacent"}}, {10, nil}} {
		fs := pflag.NewFlagSet("generate", pflag.ContinueOnError)
		full := generator.Flags(fs)
		if err := fs.Parse(tc.args); err != nil {
			t.Fatal(err)
		}
		out, err := Genre.Make(context.Background(), full, rand.New(rand.NewSource(int64(tc.size))), tc.size, tc.size == 7, true)
		if err != nil {
			t.Fatalf("%d: %v", tc.size, err)
		}
		p := kittest.Read(t, Genre, writeFile(t, out.Text))[0]
		if p.Adjacent != (len(tc.args) > 0) || p.Cols != tc.size {
			t.Fatalf("%d %v: %s", tc.size, tc.args, out.Text)
		}
		if boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 2); len(boards) != 1 {
			t.Fatalf("%d: %d solutions", tc.size, len(boards))
		}
		if tc.size == 7 {
			continue // symmetric: a number may go, not with its partner
		}
		for i := range p.Givens { // each number needed
			if v := p.Givens[i]; v > 0 {
				p.Givens[i] = 0
				if boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 2); len(boards) == 1 {
					t.Fatalf("%d: %s is not needed\n%s", tc.size, p.Name(i), out.Text)
				}
				p.Givens[i] = v
			}
		}
		for e, rel := range p.Rels { // each sign needed
			if rel != None {
				p.Rels[e] = None
				if boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 2); len(boards) == 1 {
					t.Fatalf("%d: %s is not needed\n%s", tc.size, p.relName(e), out.Text)
				}
				p.Rels[e] = rel
			}
		}
	}
}

func writeFile(t *testing.T, s string) string {
	f := filepath.Join(t.TempDir(), "p.txt")
	if err := os.WriteFile(f, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
	return f
}

// bench/asp/futoshiki.lp has the solutions puzzlesat has (two at most,
// as the benchmark asks): on Tatham's puzzles up to 12x12, the
// Guardian's and small random ones.
func TestClingo(t *testing.T) {
	ps := kittest.Read(t, Genre, testdata+"guardian.txt")
	for _, p := range tathamPuzzles(t) {
		if p.Cols <= 12 {
			ps = append(ps, p)
		}
	}
	rng := rand.New(rand.NewSource(3))
	for k := 0; k < 60; k++ {
		ps = append(ps, randomPuzzle(rng))
	}
	kittest.SameAsClingoUpTo(t, Genre, "../../bench/asp/futoshiki.lp", ps, facts, func(p *Puzzle, b Grid) string { return kittest.ValueAtoms(p.Shape, "val", b) }, writeText, 2)
}

var _ = kit.Unknown
