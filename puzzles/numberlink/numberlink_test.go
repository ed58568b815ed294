package numberlink

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
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

func files(t *testing.T) []string {
	files, _ := filepath.Glob("../../testdata/numberlink/*.txt")
	if len(files) < 4 {
		t.Fatalf("%d test files", len(files))
	}
	return files
}

func TestConform(t *testing.T) { kittest.Conform(t, Genre, files(t)) }

// Every real puzzle has one solution but site-10x10-9, which has several
// as transcribed (testdata/numberlink/SOURCES.md).
func TestRealPuzzles(t *testing.T) {
	n := 0
	for _, f := range files(t) {
		data, _ := os.ReadFile(f)
		ps, err := Genre.Parse(data, f)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range ps {
			want := max(map[string]int{"site-10x10-9": 3}[p.Name], 1)
			// One more than expected, so that a count short of it shows
			// (QA: site-10x10-9 has 3, tested as 2 with a limit of 2).
			if boards, _, _ := kittest.Solutions(t, Genre, p.P, encode.Config{}, int64(want+1)); len(boards) != want {
				t.Errorf("%s %s: %d solutions", f, p.Name, len(boards))
			}
			n++
		}
	}
	if n < 10 {
		t.Errorf("%d real puzzles, expected 10 or more", n)
	}
}

// count counts the solutions otherwise than the model does: every simple
// path of the first number through empty cells, then of the next, and so
// on (with fill, only those that leave no cell empty).
func count(p *Puzzle) int {
	nums := p.numbers()
	used := make([]bool, p.N())
	for i, n := range p.Nums {
		used[i] = n != 0
	}
	var rec func(k int) int
	rec = func(k int) int {
		if k == len(nums) {
			for _, u := range used {
				if p.Fill && !u {
					return 0
				}
			}
			return 1
		}
		a, z := p.ends(nums[k])
		total := 0
		var dfs func(i int)
		dfs = func(i int) {
			for _, j := range p.Neighbours(i) {
				if j == z {
					total += rec(k + 1)
				} else if !used[j] {
					used[j] = true
					dfs(j)
					used[j] = false
				}
			}
		}
		dfs(a)
		return total
	}
	return rec(0)
}

func randomPuzzle(rng *rand.Rand) *Puzzle {
	r, c := 2+rng.Intn(3), 2+rng.Intn(3)
	p := &Puzzle{Shape: grid.Shape{Rows: r, Cols: c}, Nums: make([]int, r*c), Fill: rng.Intn(3) == 0}
	perm := rng.Perm(r * c)
	for k := 0; k < min(1+rng.Intn(3), r*c/2); k++ {
		p.Nums[perm[2*k]], p.Nums[perm[2*k+1]] = k+1, k+1
	}
	return p
}

// Random small puzzles: the solver's count equals the backtracker's
// under several encodings and connectivity methods.
func TestCountsAgainstBacktracking(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	cfgs := []encode.Config{{}, {AMO: encode.Pairwise, Card: encode.SeqCounter, Connect: encode.Tree}, {Card: encode.Totalizer, Connect: encode.Reach}, {Card: encode.Native, Connect: encode.Lazy}}
	seen := map[int]int{}
	for trial := 0; trial < 300; trial++ {
		p := randomPuzzle(rng)
		want := count(p)
		seen[min(want, 2)]++
		for _, cfg := range cfgs {
			boards, _, _ := kittest.Solutions(t, Genre, p, cfg, 0)
			if len(boards) != want {
				t.Fatalf("%s (fill %v) under %+v: %d solutions, backtracking %d", writeText(p), p.Fill, cfg, len(boards), want)
			}
		}
	}
	if seen[0] == 0 || seen[1] == 0 || seen[2] == 0 {
		t.Errorf("the random puzzles lack a kind: %v (none, one, several)", seen)
	}
	t.Logf("none, one, several: %v", seen)
}

func mustRead(t *testing.T, s string) *Puzzle {
	ps, err := Genre.Parse([]byte(s), "test")
	if err != nil {
		t.Fatal(err)
	}
	return ps[0].P
}

// boardOf draws lines from rows of box-drawing characters (a number's
// end as ╴ ╶ ╵ ╷).
func boardOf(rows ...string) Board {
	var b Board
	for _, row := range rows {
		for _, ch := range row {
			b = append(b, map[rune]int{'─': 10, '│': 5, '┌': 6, '┐': 12, '└': 3, '┘': 9, '┬': 14, '┴': 11, '╴': 8, '╶': 2, '╵': 1, '╷': 4}[ch])
		}
	}
	return b
}

// Each rule broken once, the message checked.
func TestVerify(t *testing.T) {
	for _, tc := range []struct {
		grid string
		b    Board
		want string
	}{
		{"1 . 1\n. . .", boardOf("╶─╴", "..."), ""},
		{"1 . 1\n. . .", boardOf("╶╴.", "..."), "r1c2: the path ends or branches there (1 lines)"},
		{"1 . 1\n. . .", boardOf("...", "..."), "r1c1: 0 lines at the number 1, expected 1"},
		{"2 . 2\n1 . 1", boardOf("╶┬╴", "╶┴╴"), "r1c2: the path ends or branches there (3 lines)"},
		{"1 . 2\n2 . 1", boardOf("╶─╴", "╶─╴"), "r1c1: the path from r1c1 ends at r1c3, not at the other 1"},
		{"1 1 . .\n. . . .\n. . . .", boardOf("╶╴┌┐", "..││", "..└┘"), "r1c3: a loop apart from the paths"},
		{"1 1\n. .", boardOf("╶╴", ".."), ""},
		{"1 . 1\n. . .", Board{2, 10, 8, 0, 0, 1}, "r2c3"},
	} {
		p := mustRead(t, tc.grid)
		err := Verify(p, tc.b)
		if (err == nil) != (tc.want == "") || err != nil && !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.grid, err, tc.want)
		}
	}
	p := mustRead(t, "1 1\n. .")
	p.Fill = true
	if err := Verify(p, boardOf("╶╴", "..")); err == nil || !strings.Contains(err.Error(), "r2c1: no path passes") {
		t.Errorf("fill: %v", err)
	}
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{". 1\n1 . .\n", "test:2:1: 3 cells in this row, 2 in the first (line 1)"},
		{". 1\n1 x\n", `test:2:3: "x": expected . (an empty cell) or a number 1 to 4095`},
		{". 1\n1 0\n", `test:2:3: "0": expected`},
		{"1 1\n1 .\n", "test:2:1: r2c1: the number 1 appears 3 times"},
		{"1 2\n2 .\n", "test:1:1: r1c1: the number 1 appears once"},
		{"https://puzz.link/p?yajilin/5/5/1j2h3m1h2j3", "expected a puzz.link URL"},
		{"https://puzz.link/p?numlin/5/5/1j2h3m1h2j", "appears once"},
		{"https://puzz.link/p?numlin/5/5/1j2h3m1h2j3a", "after the last cell"},
		{"https://puzz.link/p?numlin/5/5/1j2h3m1h2j-", "test:1:"},
		{"https://puzz.link/p?numlin/5/5/1j2h.m1h2j3", "the number ?"},
		{"https://puzz.link/p?numlin/x/5/5/1j2h3m1h2j3", `test:1:28: flag "x", variant "": expected plain Numberlink`},
		{"https://puzz.link/p?numlin/v:x/e/5/5/1j2h3m1h2j3", `test:1:28: flag "e", variant "x"`}, // said column 31, the variant "ex"
		{`{"grid": ["1 .", ". 1", "2 2 2"]}`, "test:1:"},
		{`{"genre": "masyu", "grid": ["11"]}`, `genre "masyu": expected numberlink`},
		{`{"grid": ["11"`, "test:1:"},
		{"fil\n1 1\n", `test:1:1: "fil": expected a row of the grid, or the line fill`},
		{"fill\nfill\n1 1\n", `test:2:1: "fill": fill given twice (line 1)`},
	} {
		_, err := Genre.Parse([]byte(tc.in), "test")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.in, err, tc.want)
		}
	}
}

const example = "https://puzz.link/p?numlin/5/5/1j2h3m1h2j3"

func TestCLI(t *testing.T) {
	out, _, code := kittest.CLI(t, "", "numberlink", "--unique", "-j", "1", example)
	if code != 0 || !strings.Contains(out, "1──┐") {
		t.Fatalf("solve: exit %d\n%s", code, out)
	}
	out, _, code = kittest.CLI(t, "", "arukone", "--count", "https://puzz.link/p?numlin/3/3/1m1")
	if code != 0 || !strings.HasSuffix(out, "12\n") {
		t.Fatalf("--count: exit %d %q", code, out)
	}
	out, _, code = kittest.CLI(t, "", "numberlink", "--count", "--fill", "https://puzz.link/p?numlin/3/3/1m1")
	if code != 0 || !strings.HasSuffix(out, "2\n") {
		t.Fatalf("--count --fill: exit %d %q", code, out)
	}
	// Two pairs that must cross: --explain proves the conflict with the
	// spanning tree; with the lazy check it ran for minutes. It names
	// numbers that cannot all hold with the other numbers switched off
	// (their cells free), each needed: it said "the rules alone cannot
	// hold", as if no numbers could, since a number's path at its cell was
	// no part of the given.
	out, _, code = kittest.CLI(t, "1 2 .\n. . .\n2 . 1\n", "numberlink", "--explain", "--timeout", "20s", "-j", "1")
	if code != 1 || out != "these givens cannot all hold: r1c1=1, r1c2=2, r3c1=2\n" {
		t.Fatalf("--explain: exit %d %q", code, out)
	}
	// A hint's reasons name the numbers it uses as they stand in the
	// grid ("r1c1=1"), each one a number of that cell.
	out, _, code = kittest.CLI(t, "", "numberlink", "--hint", example)
	named := regexp.MustCompile(`r(\d+)c(\d+)=(\d+)`).FindAllStringSubmatch(out, -1)
	if code != 0 || len(named) == 0 {
		t.Fatalf("--hint: exit %d %q, expected numbers named", code, out)
	}
	p, err := readURL(example)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range named {
		r, _ := strconv.Atoi(m[1])
		c, _ := strconv.Atoi(m[2])
		if n := p.Nums[(r-1)*p.Cols+c-1]; strconv.Itoa(n) != m[3] {
			t.Errorf("--hint %q: %s, but that cell holds %d", out, m[0], n)
		}
	}
	out, _, code = kittest.CLI(t, "1 . .\n. . .\n. . 1\n", "numberlink", "--forced", "--fill")
	if code != 0 || !strings.Contains(out, "1") {
		t.Fatalf("--forced: exit %d\n%s", code, out)
	}
	out, _, code = kittest.CLI(t, "", "numberlink", "--format", "json", example)
	var ans map[string]any
	if code != 0 || json.Unmarshal([]byte(out), &ans) != nil || ans["status"] != "sat" {
		t.Fatalf("--format json: exit %d %q", code, out)
	}
	if paths := ans["paths"].([]any); len(paths) != 3 || fmt.Sprint(paths[0].([]any)[0]) != "[0 0]" {
		t.Fatalf("--format json: paths %v", ans["paths"])
	}
	text, _, _ := kittest.CLI(t, example, "numberlink", "--format", "url", "-")
	if strings.TrimSpace(text) != example {
		t.Fatalf("--format url: %q", text)
	}
	gen, genErr, code := kittest.CLI(t, "", "generate", "numberlink", "--seed", "1", "--count", "2", "--size", "6")
	if code != 0 || strings.Count(gen, "---") != 1 {
		t.Fatalf("generate: exit %d %s\n%s", code, genErr, gen)
	}
	out, stderr, code := kittest.CLI(t, gen, "numberlink", "--unique", "-j", "2")
	if code != 0 || strings.Count(stderr, "unique") != 2 {
		t.Fatalf("generated puzzles read back: exit %d %q\n%s", code, stderr, out)
	}
	_, errOut, code := kittest.CLI(t, "", "numberlink", "https://puzz.link/p?numlin/5/5/1j2h3m1h2j3a")
	if code != 2 || strings.Count(strings.TrimSpace(errOut), "\n") != 0 || !strings.Contains(errOut, "column 43") {
		t.Fatalf("bad input: exit %d %q", code, errOut)
	}
}

func FuzzParse(f *testing.F) {
	f.Add("1 . 1\n2 . 2\n")
	f.Add(example)
	f.Add(`{"grid": ["1 . 1", ". . ."]}`)
	f.Fuzz(func(t *testing.T, in string) {
		ps, err := Genre.Parse([]byte(in), "fuzz")
		if err != nil {
			return
		}
		for _, p := range ps {
			// A grid of one column has no typed form when a cell takes
			// two characters (the kit's reader splits such a line).
			if p.P.N() <= 64 && p.P.Cols > 1 {
				kittest.RoundTrip(t, Genre, p.P)
			}
		}
	})
}

// atoms writes a board as bench/asp/numberlink.lp shows it.
func atoms(p *Puzzle, b Board) string {
	var out []string
	for i, m := range b {
		r, c := p.RC(i)
		if m&grid.Right.Bit() != 0 {
			out = append(out, fmt.Sprintf("on(%d,%d,%d,%d)", r, c, r, c+1))
		}
		if m&grid.Down.Bit() != 0 {
			out = append(out, fmt.Sprintf("on(%d,%d,%d,%d)", r, c, r+1, c))
		}
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

// bench/asp/numberlink.lp has the solutions puzzlesat has (up to two):
// on the real puzzles up to 8x8 (clingo takes seconds on a 10x10) and
// small random ones.
func TestClingo(t *testing.T) {
	var ps []*Puzzle
	for _, f := range files(t) {
		for _, p := range kittest.Read(t, Genre, f) {
			if p.N() <= 64 {
				ps = append(ps, p)
			}
		}
	}
	rng := rand.New(rand.NewSource(2))
	for k := 0; k < 40; k++ {
		ps = append(ps, randomPuzzle(rng))
	}
	kittest.SameAsClingoUpTo(t, Genre, "../../bench/asp/numberlink.lp", ps, facts, atoms, writeText, 2)
}

// TestArukoneURL: pzprjs's arukone links carry its rule of every cell
// used, unless their flag e lifts it (numlin.js, Encode@arukone and
// checkNoLine_arukone); they were read as numlin's, without it. On a 2×2
// with 1 and 1 side by side, the path may go round the other two cells:
// two solutions under Nikoli's rule, one when every cell is used.
func TestArukoneURL(t *testing.T) {
	for _, tc := range []struct{ url, count, back string }{
		{"https://puzz.link/p?arukone/2/2/11h", "1", "https://puzz.link/p?arukone/2/2/11h"},
		{"https://puzz.link/p?arukone/e/2/2/11h", "2", "https://puzz.link/p?numlin/2/2/11h"},
		{"https://puzz.link/p?numlin/2/2/11h", "2", "https://puzz.link/p?numlin/2/2/11h"},
	} {
		if out, errs, code := kittest.CLI(t, "", "numberlink", "--count", tc.url); code != 0 || out != tc.count+"\n" {
			t.Errorf("%s --count: exit %d, %q %q, want %s", tc.url, code, out, errs, tc.count)
		}
		if out, errs, code := kittest.CLI(t, "", "numberlink", "--format", "url", tc.url); code != 0 || out != tc.back+"\n" {
			t.Errorf("%s --format url: exit %d, %q %q, want %s", tc.url, code, out, errs, tc.back)
		}
		// The typed grid and the JSON carry the rule too (a line "fill"):
		// written and read back, the count is the link's.
		ps, err := Genre.Parse([]byte(tc.url), "test")
		if err != nil {
			t.Fatal(err)
		}
		js, _ := json.Marshal(Genre.WriteJSON(ps[0].P))
		for _, in := range []string{writeText(ps[0].P), string(js)} {
			if out, errs, code := kittest.CLI(t, in, "numberlink", "--count"); code != 0 || out != tc.count+"\n" {
				t.Errorf("%s written as %q: --count exit %d, %q %q, want %s", tc.url, in, code, out, errs, tc.count)
			}
		}
	}
}

// TestForcedEdges: --forced's JSON gives the edges that every solution has
// ("on") and that none has ("off"), as the solutions that --all lists
// show them (QA: it gave the paths traced from their ends, one piece of
// what is forced).
func TestForcedEdges(t *testing.T) {
	const puzzle = "1 . . . .\n. . 2 . .\n. . . 2 1\n" // 13 solutions
	type edge [2][2]int
	out, _, code := kittest.CLI(t, puzzle, "numberlink", "--all", "--format", "json")
	var sols []map[edge]bool
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var a struct{ Paths [][][2]int }
		if err := json.Unmarshal([]byte(line), &a); err != nil || a.Paths == nil {
			continue // the last line, the count
		}
		on := map[edge]bool{}
		for _, path := range a.Paths {
			for k := 1; k < len(path); k++ {
				e := edge{path[k-1], path[k]}
				if e[1][0]*5+e[1][1] < e[0][0]*5+e[0][1] {
					e[0], e[1] = e[1], e[0]
				}
				on[e] = true
			}
		}
		sols = append(sols, on)
	}
	if code != 0 || len(sols) != 13 {
		t.Fatalf("--all: exit %d, %d solutions; expected 13", code, len(sols))
	}
	want := map[string][]edge{}
	for r := range 3 {
		for c := range 5 {
			for _, d := range [][2]int{{0, 1}, {1, 0}} {
				e := edge{{r, c}, {r + d[0], c + d[1]}}
				if e[1][0] > 2 || e[1][1] > 4 {
					continue
				}
				n := 0
				for _, s := range sols {
					if s[e] {
						n++
					}
				}
				switch n {
				case len(sols):
					want["on"] = append(want["on"], e)
				case 0:
					want["off"] = append(want["off"], e)
				}
			}
		}
	}
	out, _, code = kittest.CLI(t, puzzle, "numberlink", "--forced", "--format", "json")
	var got struct{ Forced map[string][]edge }
	if err := json.Unmarshal([]byte(out), &got); err != nil || code != 0 {
		t.Fatalf("--forced: exit %d, %q, %v", code, out, err)
	}
	for _, k := range []string{"on", "off"} {
		sort.Slice(got.Forced[k], func(i, j int) bool { return fmt.Sprint(got.Forced[k][i]) < fmt.Sprint(got.Forced[k][j]) })
		sort.Slice(want[k], func(i, j int) bool { return fmt.Sprint(want[k][i]) < fmt.Sprint(want[k][j]) })
		if fmt.Sprint(got.Forced[k]) != fmt.Sprint(want[k]) || len(want[k]) == 0 {
			t.Errorf("forced %s: %v; the solutions agree on %v", k, got.Forced[k], want[k])
		}
	}
}
