package slant

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/kittest"
)

func TestMain(m *testing.M) { kittest.Main(m) }

func tathamCases(t *testing.T) []kittest.Tatham {
	return kittest.TathamFile(t, "../../testdata/slant/tatham.tsv", 14)
}

// tathamSlants decodes Slant's SOLVE move: "\x,y" or "/x,y" a cell.
func tathamSlants(t *testing.T, p *Puzzle, move string) Slants {
	s := make(Slants, p.N())
	for i := range s {
		s[i] = -2
	}
	for _, mv := range strings.Split(move, ";")[1:] {
		var x, y int
		if n, _ := fmt.Sscanf(mv[1:], "%d,%d", &x, &y); n != 2 || mv[0] != '/' && mv[0] != '\\' {
			t.Fatalf("move %q", mv)
		}
		s[y*p.Cols+x] = map[byte]int{'/': 0, '\\': 1}[mv[0]]
	}
	return s
}

// Every puzzle of Tatham's generator has one solution, his.
func TestTathamSolutions(t *testing.T) {
	for _, tc := range tathamCases(t) {
		p, err := readTatham(tc.ID)
		if err != nil {
			t.Fatalf("%s: %v", tc.Name, err)
		}
		want := tathamSlants(t, p, tc.Solve)
		if err := Verify(p, want); err != nil {
			t.Fatalf("%s: Tatham's solution fails the verifier: %v", tc.Name, err)
		}
		boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 2)
		if len(boards) != 1 || !reflect.DeepEqual(boards[0], want) {
			t.Fatalf("%s: %d solutions, the first Tatham's: %v", tc.Name, len(boards), len(boards) > 0 && reflect.DeepEqual(boards[0], want))
		}
	}
}

func readAll(t *testing.T) []*Puzzle {
	var ps []*Puzzle
	for _, tc := range tathamCases(t) {
		p, err := readTatham(tc.ID)
		if err != nil {
			t.Fatal(err)
		}
		if p.N() <= 144 {
			ps = append(ps, p)
		}
	}
	return ps
}

func TestConform(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/slant/*.txt")
	kittest.Conform(t, Genre, files, readAll(t)...)
}

// countSlants counts the solutions of p over every choice of diagonals,
// looking for a loop by a walk around each dot's diagonals: a loop shows
// as a dot reached twice in a walk that never turns back.
func countSlants(p *Puzzle) int {
	n := 0
	s := make(Slants, p.N())
	for bits := 0; bits < 1<<p.N(); bits++ {
		for i := range s {
			s[i] = bits >> i & 1
		}
		if !hasLoop(p, s) && cluesHold(p, s) {
			n++
		}
	}
	return n
}

func cluesHold(p *Puzzle, s Slants) bool {
	n := make([]int, len(p.Clues))
	for i, x := range s {
		r, c := i/p.Cols, i%p.Cols
		w := p.Cols + 1
		if x == 1 {
			n[r*w+c]++
			n[(r+1)*w+c+1]++
		} else {
			n[r*w+c+1]++
			n[(r+1)*w+c]++
		}
	}
	for d, c := range p.Clues {
		if c != None && n[d] != c {
			return false
		}
	}
	return true
}

// hasLoop looks for a cycle in the graph of dots by depth-first search.
func hasLoop(p *Puzzle, s Slants) bool {
	w := p.Cols + 1
	adj := make([][]int, (p.Rows+1)*w)
	for i, x := range s {
		r, c := i/p.Cols, i%p.Cols
		a, b := r*w+c+1, (r+1)*w+c
		if x == 1 {
			a, b = r*w+c, (r+1)*w+c+1
		}
		adj[a], adj[b] = append(adj[a], b), append(adj[b], a)
	}
	seen := make([]bool, len(adj))
	var dfs func(d, from int) bool
	dfs = func(d, from int) bool {
		seen[d] = true
		for _, e := range adj[d] {
			if e != from && (seen[e] || dfs(e, d)) {
				return true
			}
		}
		return false
	}
	for d := range adj {
		if !seen[d] && dfs(d, -1) {
			return true
		}
	}
	return false
}

func randomPuzzle(rng *rand.Rand) *Puzzle {
	p := newPuzzle(1+rng.Intn(4), 1+rng.Intn(4))
	for p.N() > 12 {
		p = newPuzzle(1+rng.Intn(4), 1+rng.Intn(4))
	}
	for d := range p.Clues {
		if rng.Intn(10) < 4 {
			p.Clues[d] = rng.Intn(3) + rng.Intn(2)
		}
	}
	return p
}

// Random small puzzles: the solver's count equals the backtracker's
// under several encodings and connectivity methods.
func TestCountsAgainstBacktracking(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	cfgs := []encode.Config{{}, {AMO: encode.Pairwise, Card: encode.SeqCounter, Connect: encode.Tree}, {AMO: encode.Sequential, Card: encode.Totalizer, Connect: encode.Reach}, {Card: encode.Native, Connect: encode.Lazy}}
	seen := map[int]int{}
	for trial := 0; trial < 300; trial++ {
		p := randomPuzzle(rng)
		want := countSlants(p)
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
	t.Helper()
	ps, err := Genre.Parse([]byte(s), "test")
	if err != nil {
		t.Fatal(err)
	}
	return ps[0].P
}

func TestVerify(t *testing.T) {
	for _, tc := range []struct {
		grid string
		s    Slants
		want string
	}{
		{"...\n...\n...\n", Slants{1, 0, 0, 1}, ""},
		{"...\n...\n...\n", Slants{0, 1, 1, 0}, "r2c2: its diagonal closes a loop"},
		{"...\n.4.\n...\n", Slants{1, 0, 0, 1}, ""},
		{"...\n.3.\n...\n", Slants{1, 0, 0, 1}, "dot r2c2 holds 4 diagonals touching it, expected 3"},
		{"1..\n.4.\n...\n", Slants{0, 0, 0, 1}, "dot r1c1 holds 0 diagonals touching it, expected 1"},
		{"...\n...\n...\n", Slants{1, -1, 0, 1}, "r1c2: undecided"},
		{"...\n...\n", Slants{1}, "1 cells, expected 2"},
	} {
		err := Verify(mustRead(t, tc.grid), tc.s)
		if (err == nil) != (tc.want == "") || err != nil && !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q %v: %v, want %q", tc.grid, tc.s, err, tc.want)
		}
	}
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"...\n..\n", "test:2:1: 2 cells in this row, 3 in the first (line 1)"},
		{"...\n.5.\n...\n", `test:2:2: "5": expected . (a dot without a clue) or a clue 0-4`},
		{"...\n", "test:1:1: a 1×3 grid of dots: expected at least 2×2"},
		{"5x5:b1d4a3e22c3", "test:1:16: the description ends after 21 of 36 cells"},
		{"5x5:b1d4a3e22c3a3b31c1b1115", "test:1:27: \"5\" after the last cell"},
		{"5x5:b1d4a3e22c3a3b31c1b11x", "test:1:26: a run of 24 empty cells"},
		{"5x5:b1d5a3e22c3a3b31c1b111", "test:1:8: unexpected '5'"},
		{"5x5dt:b1d4a3e22c3a3b31c1b111", "test:1:5: expected a difficulty, one of e, h, after 'd'"},
		{"https://puzz.link/p?gokigen/4/4/iaegcgcj6az", "test:1:43: \"z\" after the last dot"},
		{"https://puzz.link/p?gokigen/4/4/iaegcgcj6f", "test:1:42: unexpected 'f' in the clues"},
		{"https://puzz.link/p?gokigen/d/4/4/iaegcgcj6a", "test:1:29: flag \"d\""},
		{"https://puzz.link/p?gokigen/v:x/d/4/4/iaegcgcj6a", "test:1:29: flag \"d\", variant \"x\""},
		{"https://puzz.link/p?wagiri/4/4/iaegcgcj6a", "expected a puzz.link URL such as https://puzz.link/p?gokigen/4/4/iaegcgcj6a or a game ID"},
		{`{"grid": ["...", ".9."]}`, `test:1:20: "9": expected`},
		{`{"genre": "akari", "grid": ["..", ".."]}`, "test:1:11: genre \"akari\": expected slant"},
	} {
		_, err := Genre.Parse([]byte(tc.in), "test")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.in, err, tc.want)
		}
	}
}

func TestCLI(t *testing.T) {
	out, _, code := kittest.CLI(t, "", "slant", "--unique", "-j", "1", example)
	if code != 0 || !strings.Contains(out, `\`) {
		t.Fatalf("solve: exit %d\n%s", code, out)
	}
	// A 2×2 grid without clues: 16 boards, less the two diamonds... and
	// the one loop around the centre: 15.
	out, _, code = kittest.CLI(t, "...\n...\n...\n", "gokigen", "--count")
	if code != 0 || !strings.HasSuffix(out, "15\n") {
		t.Fatalf("--count: exit %d %q", code, out)
	}
	out, _, code = kittest.CLI(t, "", "slant", "--forced", "--format", "json", "2x2:i")
	var forced map[string]any
	if code != 0 || json.Unmarshal([]byte(out), &forced) != nil || !strings.Contains(out, "?") {
		t.Fatalf("--forced: exit %d %q", code, out)
	}
	out, _, code = kittest.CLI(t, "", "slant", "--format", "json", example)
	var ans map[string]any
	if code != 0 || json.Unmarshal([]byte(out), &ans) != nil || ans["status"] != "sat" {
		t.Fatalf("--format json: exit %d %q", code, out)
	}
	if g, _ := ans["grid"].([]any); len(g) != 5 || len(g[0].(string)) != 5 {
		t.Fatalf("--format json: grid %v", ans["grid"])
	}
	url, _, code := kittest.CLI(t, "", "slant", "--format", "url", example)
	if code != 0 || !strings.HasPrefix(url, "https://puzz.link/p?gokigen/5/5/") {
		t.Fatalf("--format url: exit %d %q", code, url)
	}
	id, _, code := kittest.CLI(t, "", "slant", "--format", "tatham", strings.TrimSpace(url))
	if code != 0 || strings.TrimSpace(id) != example {
		t.Fatalf("--format tatham of the URL: exit %d %q", code, id)
	}
	gen, _, code := kittest.CLI(t, "", "generate", "slant", "--seed", "1", "--count", "2", "--size", "5")
	if code != 0 || strings.Count(gen, "---") != 1 {
		t.Fatalf("generate: exit %d\n%s", code, gen)
	}
	out, _, code = kittest.CLI(t, gen, "slant", "--unique", "-j", "2")
	if code != 0 || strings.Count(out, "/") == 0 {
		t.Fatalf("generated puzzles read back: exit %d\n%s", code, out)
	}
	_, errOut, code := kittest.CLI(t, "", "slant", "5x5:b1d4")
	if code != 2 || strings.Count(strings.TrimSpace(errOut), "\n") != 0 || !strings.Contains(errOut, "column 9") {
		t.Fatalf("bad input: exit %d %q", code, errOut)
	}
}

// atoms writes a board as bench/asp/slant.lp shows it: back(R,C) for a
// backslash.
func atoms(p *Puzzle, s Slants) string {
	var out []string
	for i, x := range s {
		if x == 1 {
			out = append(out, fmt.Sprintf("back(%d,%d)", i/p.Cols, i%p.Cols))
		}
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

// bench/asp/slant.lp has the solutions puzzlesat has: on Tatham's
// puzzles, pzprjs's and small random ones, all of them.
func TestClingo(t *testing.T) {
	ps := append(readAll(t), kittest.Read(t, Genre, "../../testdata/slant/pzprjs.txt")...)
	rng := rand.New(rand.NewSource(2))
	for k := 0; k < 40; k++ {
		ps = append(ps, randomPuzzle(rng))
	}
	kittest.SameAsClingo(t, Genre, "../../bench/asp/slant.lp", ps, facts, atoms, writeText)
}

func FuzzParse(f *testing.F) {
	f.Add("1..\n.4.\n...\n")
	f.Add(example)
	f.Add("https://puzz.link/p?gokigen/4/4/iaegcgcj6a")
	f.Add(`{"grid": ["1..", ".4.", "..."]}`)
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

// TestRateNoSearch: Tatham's easy Slants rate below search. The no-loop
// rule is checked lazily (--connect auto), and before propagation judged
// partial assignments by it (sat.PartialCheck) each of them rated
// "search".
func TestRateNoSearch(t *testing.T) {
	kittest.RatesBelowSearch(t, Genre, "5x5de:b1d4a3e22c3a3b31c1b111", "5x5de:a01a2b2a2a2a3b3a1b1c313201e")
}
