package palisade

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/kittest"
)

func TestMain(m *testing.M) { kittest.Main(m) }

const example = "5x5n5:2d32b1e2b2b2b2"

func tathamCases(t *testing.T) []kittest.Tatham {
	return kittest.TathamFile(t, "../../testdata/palisade/tatham.tsv", 12)
}

// tathamBorders decodes Tatham's SOLVE move: S and a character a cell,
// '@' plus its borders (1 up, 2 right, 4 down, 8 left).
func tathamBorders(t *testing.T, p *Puzzle, move string) Borders {
	if len(move) != p.N()+1 || move[0] != 'S' {
		t.Fatalf("SOLVE %q: expected S and %d cells", move, p.N())
	}
	b := make(Borders, p.NumEdges())
	for i := 0; i < p.N(); i++ {
		f := int(move[i+1] - '@')
		for _, d := range []grid.Dir{grid.Right, grid.Down} {
			if e, ok := p.EdgeAt(i, d); ok && f&(1<<d) != 0 {
				b[e] = 1
			}
		}
	}
	return b
}

// Every puzzle of Tatham's generator (every preset, and regions of 3 and
// 20×20 besides) has one solution, his.
func TestTathamSolutions(t *testing.T) {
	for _, tc := range tathamCases(t) {
		p, err := readTatham(tc.ID)
		if err != nil {
			t.Fatalf("%s: %v", tc.Name, err)
		}
		want := tathamBorders(t, p, tc.Solve)
		if err := Verify(p, want); err != nil {
			t.Fatalf("%s: Tatham's solution fails the verifier: %v", tc.Name, err)
		}
		boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 2)
		if len(boards) != 1 || fmt.Sprint(boards[0]) != fmt.Sprint(want) {
			t.Fatalf("%s: %d solutions, Tatham's not the one", tc.Name, len(boards))
		}
	}
}

func tathamPuzzles(t *testing.T) []*Puzzle {
	var ps []*Puzzle
	for _, tc := range tathamCases(t) {
		p, err := readTatham(tc.ID)
		if err != nil {
			t.Fatal(err)
		}
		if p.N() <= 100 {
			ps = append(ps, p)
		}
	}
	return ps
}

func TestConform(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/palisade/*.txt")
	kittest.Conform(t, Genre, files, tathamPuzzles(t)...)
}

// count counts the divisions of p that keep its clues, by placing region
// after region: each the first free cell in row-major order and free
// cells joined to it, then the clues counted from the regions.
func count(p *Puzzle) int {
	label := make([]int, p.N())
	for i := range label {
		label[i] = -1
	}
	var place func(next int) int
	place = func(next int) int {
		first := -1
		for i, l := range label {
			if l < 0 {
				first = i
				break
			}
		}
		if first < 0 {
			for i, c := range p.Clues {
				n := 4 - len(p.Neighbours(i))
				for _, j := range p.Neighbours(i) {
					if label[j] != label[i] {
						n++
					}
				}
				if c != None && n != c {
					return 0
				}
			}
			return 1
		}
		total := 0
		seen := map[string]bool{}
		var grow func(cells []int)
		grow = func(cells []int) {
			key := fmt.Sprint(sorted(cells))
			if seen[key] {
				return
			}
			seen[key] = true
			if len(cells) == p.K {
				for _, i := range cells {
					label[i] = next
				}
				total += place(next + 1)
				for _, i := range cells {
					label[i] = -1
				}
				return
			}
			for _, a := range cells {
				for _, b := range p.Neighbours(a) {
					if label[b] < 0 && !contains(cells, b) {
						grow(append(append([]int(nil), cells...), b))
					}
				}
			}
		}
		grow([]int{first})
		return total
	}
	return place(0)
}

func sorted(a []int) []int {
	out := append([]int(nil), a...)
	sort.Ints(out)
	return out
}

func contains(a []int, x int) bool {
	for _, y := range a {
		if y == x {
			return true
		}
	}
	return false
}

// Random small puzzles: the solver's count equals the backtracker's
// under several encodings, connectivity's among them.
func TestCountsAgainstBacktracking(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	cfgs := []encode.Config{{}, {AMO: encode.Pairwise, Card: encode.SeqCounter, Connect: encode.Tree}, {AMO: encode.Sequential, Card: encode.Totalizer, Connect: encode.Reach}, {AMO: encode.Native, Card: encode.Native, Connect: encode.Lazy}}
	seen := map[int]int{}
	for trial := 0; trial < 300; trial++ {
		r, c := 2+rng.Intn(3), 2+rng.Intn(3)
		var ks []int
		for k := 2; k <= r*c; k++ {
			if r*c%k == 0 {
				ks = append(ks, k)
			}
		}
		p, _ := newPuzzle(c, r, ks[rng.Intn(len(ks))])
		for i := range p.Clues {
			if rng.Intn(3) == 0 {
				p.Clues[i] = rng.Intn(4)
			}
		}
		want := count(p)
		seen[min(want, 2)]++
		for k, cfg := range cfgs {
			if k > 0 && trial%3 != 0 {
				continue // the eager forms are slower: a third of the puzzles
			}
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

func mustText(s string) *grid.Text {
	t, err := grid.ReadText([]byte(s), "test", "")
	if err != nil {
		panic(err)
	}
	return t
}

// The verifier, rule by rule, on a 2×2 grid in regions of 2 (edges:
// r1c1-r1c2, r2c1-r2c2, r1c1-r2c1, r1c2-r2c2) and a 1×4 one.
func TestVerify(t *testing.T) {
	square, _ := readText(mustText("size=2\n3 .\n. .\n"))
	strip, _ := readText(mustText("size=2\n. 2 . .\n"))
	for _, tc := range []struct {
		p    *Puzzle
		b    Borders
		want string
	}{
		{square, Borders{1, 1, 0, 0}, ""},
		{square, Borders{0, 0, 1, 1}, ""},
		{strip, Borders{0, 1, 0}, "r1c2 holds 3 borders around it, expected 2"},
		{square, Borders{1, 0, 0, 0}, "r1c1-r1c2: a border inside a region"},
		{square, Borders{0, 0, 0, 0}, "the region of r1c1 holds 4 cells, expected 2"},
		{square, Borders{1, 1, 1, 0}, "the region of r1c1 holds 1 cell, expected 2"},
		{square, Borders{1, kit.Unknown, 0, 0}, "r2c1-r2c2: undecided"},
		{square, Borders{1, 1, 0}, "3 edges, expected 4"},
	} {
		err := Verify(tc.p, tc.b)
		if (err == nil) != (tc.want == "") || err != nil && !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.b, err, tc.want)
		}
	}
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"size=2\n..\n.x\n", "test:3:2: \"x\": expected . (no clue) or a clue 0-4"},
		{"..\n...\n", "test:2:1: 3 cells in this row, 2 in the first (line 1)"},
		{"size=x\n..\n", "test:1:1: \"size=x\": expected size=K"},
		{"size=3\n..\n..\n", "test:1:1: regions of 3 cells cannot fill a 2×2 grid"},
		{"size=2\n..\n.5\n", "test:3:2: \"5\": expected"},
		{"..\n..\n", "test:1:1: regions of 5 cells cannot fill a 2×2 grid"},
		{"5x5n5:2d32b1e2b2b2b2zz", "test:1:21: the description passes the last of the 25 cells"},
		{"5x5n5:2d32b1e2b2b2b7", "test:1:20: unexpected '7'"},
		{"5x5n4:a", "test:1:1: regions of 4 cells cannot fill a 5×5 grid"},
		{"5x5q:a", "test:1:4: \"q\": expected nK"},
		{"0x5n5:a", "test:1:1: a 0×5 grid"},
		{"https://puzz.link/p?shikaku/3/3/g0h", "expected a game ID such as 5x5n5:2d32b1e2b2b2b2"},
		{`{"grid": ["..", ".5"], "size": 2}`, "test:1:19: \"5\": expected"},
		{`{"grid": ["..", ".."]}`, "no \"size\""},
		{`{"genre": "akari", "size": 2, "grid": [".."]}`, "test:1:11: genre \"akari\": expected palisade"},
		{`{"size": 2, "grid": [[], ["."]]}`, "row 1 is empty"},
	} {
		_, err := Genre.Parse([]byte(tc.in), "test")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.in, err, tc.want)
		}
	}
}

func TestCLI(t *testing.T) {
	out, _, code := kittest.CLI(t, "", "palisade", "--unique", "-j", "1", example)
	if code != 0 || !strings.Contains(out, "┌") {
		t.Fatalf("solve: exit %d\n%s", code, out)
	}
	out, _, code = kittest.CLI(t, "size=4\n. . . .\n. . . .\n. . . .\n. . . .\n", "palisade", "--count")
	if code != 0 || !strings.HasSuffix(out, "117\n") {
		t.Fatalf("--count on an empty 4×4 grid in regions of 4: exit %d %q", code, out)
	}
	out, _, code = kittest.CLI(t, "size=2\n3 . .\n. . .\n", "palisade", "--forced")
	if code != 0 || !strings.Contains(out, "3") {
		t.Fatalf("--forced: exit %d\n%s", code, out)
	}
	out, _, code = kittest.CLI(t, "", "palisade", "--format", "json", example)
	var ans map[string]any
	if code != 0 || json.Unmarshal([]byte(out), &ans) != nil || ans["status"] != "sat" {
		t.Fatalf("--format json: exit %d %q", code, out)
	}
	if regions, _ := ans["regions"].([]any); len(regions) != 5 || fmt.Sprint(regions[0]) != "[0 0 0 0 1]" {
		t.Fatalf("--format json: regions %v", ans["regions"])
	}
	id, _, code := kittest.CLI(t, writeText(mustRead(t, example)), "palisade", "--format", "tatham")
	if code != 0 || strings.TrimSpace(id) != example {
		t.Fatalf("--format tatham of the text: exit %d %q", code, id)
	}
	gen, _, code := kittest.CLI(t, "", "generate", "palisade", "--seed", "1", "--count", "2", "--size", "6", "--region", "4")
	if code != 0 || strings.Count(gen, "---") != 1 {
		t.Fatalf("generate: exit %d\n%s", code, gen)
	}
	out, errOut, code := kittest.CLI(t, gen, "palisade", "--unique", "-j", "2")
	if code != 0 || strings.Count(errOut, ": unique") != 2 {
		t.Fatalf("generated puzzles read back: exit %d\n%s", code, out)
	}
	_, errOut, code = kittest.CLI(t, "", "palisade", "5x5n5:2d32b1e2b2b2b7")
	if code != 2 || strings.Count(strings.TrimSpace(errOut), "\n") != 0 || !strings.Contains(errOut, "column 20") {
		t.Fatalf("bad input: exit %d %q", code, errOut)
	}
}

func mustRead(t *testing.T, id string) *Puzzle {
	p, err := readTatham(id)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// clingo's answer sets of bench/asp/palisade.lp are puzzlesat's
// solutions, on Tatham's small puzzles and random ones.
func TestClingo(t *testing.T) {
	ps := tathamPuzzles(t)
	rng := rand.New(rand.NewSource(2))
	for k := 0; k < 40; k++ {
		p, _ := newPuzzle(4, 3, []int{2, 3, 4, 6}[rng.Intn(4)])
		for i := range p.Clues {
			if rng.Intn(3) == 0 {
				p.Clues[i] = rng.Intn(4)
			}
		}
		ps = append(ps, p)
	}
	kittest.SameAsClingoUpTo(t, Genre, "../../bench/asp/palisade.lp", ps, facts, atoms, writeText, 2)
}

// atoms writes a solution as bench/asp/palisade.lp shows it.
func atoms(p *Puzzle, b Borders) string {
	var out []string
	for e, x := range b {
		if x == 1 {
			a, c := p.Edge(e)
			r, col := p.RC(a)
			kind := "vb"
			if c == a+1 {
				kind = "hb"
			}
			out = append(out, fmt.Sprintf("%s(%d,%d)", kind, r, col))
		}
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

func FuzzParse(f *testing.F) {
	f.Add("size=2\n3 .\n. .\n")
	f.Add(example)
	f.Add("5x5:2d32b1e2b2b2b2")
	f.Add(`{"size": 2, "grid": ["3.", ".."]}`)
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

// TestRateNoSearch: Tatham's Palisades rate below search. Region sizes
// are checked lazily (--connect auto), and before propagation judged
// partial assignments by them (sat.PartialCheck) each rated "search".
func TestRateNoSearch(t *testing.T) {
	kittest.RatesBelowSearch(t, Genre, "5x5n5:2e1b1h3d1", "5x5n5:2d32b1e2b2b2b2")
}
