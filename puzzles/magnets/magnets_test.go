package magnets

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

func tathamCases(t *testing.T) []kittest.Tatham {
	return kittest.TathamFile(t, "../../testdata/magnets/tatham.tsv", 24)
}

// Every puzzle of Tatham's generator has one solution, his: the cells of
// its SOLVE move ("S;" then "+x,y", "-x,y" or ".x,y" a cell in a domino).
func TestTathamSolutions(t *testing.T) {
	stripped := 0
	for _, tc := range tathamCases(t) {
		p, err := readTatham(tc.ID)
		if err != nil {
			t.Fatalf("%s: %v", tc.Name, err)
		}
		if strings.Contains(tc.Name, "S_") {
			if !strings.Contains(tc.ID, ".") {
				t.Fatalf("%s: strip clues, yet every count given", tc.Name)
			}
			stripped++
		}
		want := make(Board, p.N())
		for _, move := range strings.Split(tc.Solve, ";")[1:] {
			var x, y int
			if move == "" {
				continue
			}
			if n, _ := fmt.Sscanf(move[1:], "%d,%d", &x, &y); n != 2 {
				t.Fatalf("%s: move %q", tc.Name, move)
			}
			want[y*p.Cols+x] = strings.Index(".+-", move[:1])
		}
		if err := Verify(p, want); err != nil {
			t.Fatalf("%s: Tatham's solution fails the verifier: %v", tc.Name, err)
		}
		boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 2)
		if len(boards) != 1 || fmt.Sprint(boards[0]) != fmt.Sprint(want) {
			t.Fatalf("%s: %d solutions, the first %v; Tatham's %v", tc.Name, len(boards), boards, want)
		}
	}
	if stripped < 6 {
		t.Errorf("%d puzzles with strip clues, expected 6 or more", stripped)
	}
}

func TestConform(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/magnets/*.txt")
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

// count counts the solutions of p by trying the three states of each
// domino, the rules checked here again.
func count(p *Puzzle) int {
	s := make(Board, p.N())
	doms := grid.Dominoes(p.Mate)
	ok := func() bool {
		for i := range s {
			for _, j := range p.Neighbours(i) {
				if s[i] != Blank && s[i] == s[j] {
					return false
				}
			}
		}
		for k, line := range p.Lines() {
			var n [3]int
			for _, i := range line {
				n[s[i]]++
			}
			if a, b := *p.count(Plus, k), *p.count(Minus, k); a >= 0 && n[Plus] != a || b >= 0 && n[Minus] != b {
				return false
			}
		}
		return true
	}
	var rec func(d int) int
	rec = func(d int) int {
		if d == len(doms) {
			if ok() {
				return 1
			}
			return 0
		}
		n := 0
		for _, v := range [][2]int{{Blank, Blank}, {Plus, Minus}, {Minus, Plus}} {
			s[doms[d][0]], s[doms[d][1]] = v[0], v[1]
			n += rec(d + 1)
		}
		return n
	}
	return rec(0)
}

// randomPuzzle makes a small puzzle: a random tiling, random counts.
func randomPuzzle(rng *rand.Rand) *Puzzle {
	p := newPuzzle(grid.Shape{Rows: 2 + rng.Intn(3), Cols: 2 + rng.Intn(3)})
	for _, i := range rng.Perm(p.N()) {
		for _, j := range p.Neighbours(i) {
			if p.Mate[i] == i && p.Mate[j] == j && rng.Intn(4) > 0 {
				p.Mate[i], p.Mate[j] = j, i
			}
		}
	}
	for k, line := range p.Lines() {
		for _, v := range []int{Plus, Minus} {
			if rng.Intn(2) > 0 {
				*p.count(v, k) = rng.Intn(len(line)/2 + 1)
			}
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

// small: a 2×3 grid, a domino across the top, one down the right, a cell
// in none.
const small = "  1 . .\n2 L R T .\n. * * B 1\n  . . 1\n"

func TestVerify(t *testing.T) {
	p := mustText(small)
	for _, tc := range []struct {
		s    Board
		want string
	}{
		{Board{Plus, Minus, Plus, Blank, Blank, Minus}, ""},
		{Board{Minus, Plus, Plus, Blank, Blank, Minus}, "r1c2 and r1c3: two + poles touch"},
		{Board{Plus, Minus, Minus, Blank, Blank, Plus}, "r1c2 and r1c3: two − poles touch"},
		{Board{Plus, Plus, Plus, Blank, Blank, Minus}, "r1c1-r1c2: a magnet's ends are a + and a −"},
		{Board{Plus, Blank, Plus, Blank, Blank, Minus}, "r1c1-r1c2: a magnet's ends"},
		{Board{Plus, Minus, Plus, Plus, Blank, Minus}, "r2c1: a pole outside the dominoes"},
		{Board{Blank, Blank, Blank, Blank, Blank, Blank}, "row 1 holds 0 + poles, expected 2"},
		{Board{Blank, Blank, Plus, Blank, Blank, Minus}, "row 1 holds 1 + pole, expected 2"},
		{Board{Plus, Minus, Plus, Blank, Blank, -1}, "r2c3: undecided"},
	} {
		err := Verify(p, tc.s)
		if (err == nil) != (tc.want == "") || err != nil && !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.s, err, tc.want)
		}
	}
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"  1 . .\n1 L R X .\n. * * * 1\n  . . 1\n", "test:2:7: \"X\": expected a domino's half"},
		{"  1 . .\n1 L R L .\n. * * * 1\n  . . 1\n", "test:2:7: \"L\": expected a domino's half"},
		{"  1 . .\n1 L R T .\n. * * * 1\n  . . 1\n", "test:2:7: \"T\": the domino's other half does not match"},
		{"  1 . .\n1 L R T .\n. * * B 1\n  . . 3\n", "test:4:7: \"3\": expected the − poles of a column, 0 to 2"},
		{"  1 . .\n1 L R T .\n. * * B\n  . . 1\n", "test:3:3: 2 cells in this row, 3 in the first"},
		// A line's counts that overflow it, at its + count (always at 1:3
		// before): a column's in the top margin, a row's in the left one.
		{"  . . 3 .\n. T L R * .\n. B T T T .\n. * B B B .\n. L R L R .\n  . . 2 .\n", "test:1:7: column 3: 3 + and 2 − poles in 4 cells"},
		{"  . . . .\n3 T L R * 2\n. B T T T .\n. * B B B .\n. L R L R .\n  . . . .\n", "test:2:1: row 1: 3 + and 2 − poles in 4 cells"},
		{"6x5dx:122212,32302,212221,33211,LRLRLRTLRTTTBLRBBBTTLRLRBBLRLR", "test:1:5: expected a difficulty, one of e, t"},
		{"6x5dtSQ:122212,32302,212221,33211,LRLRLRTLRTTTBLRBBBTTLRLRBBLRLR", "test:1:7: unexpected Q in the parameters"},
		{"6x5:122212,32302,212221,33211,LRLRLRTLRTTTBLRBB", "test:1:48: the description ends after 17 of 30 cells"},
		{"6x5:122212,32302,212221,33211,LRLRLRTLRTTTBLRBBBTTLRLRBBLRLRL", "test:1:61: \"L\" after the last cell"},
		{"6x5:122212,32302,212221,33211,LLLRLRTLRTTTBLRBBBTTLRLRBBLRLR", "test:1:5: r1c1: the domino's other half"},
		{"6x5:9222129,32302,212221,33211,LRLRLRTLRTTTBLRBBBTTLRLRBBLRLR", "test:1:5: unexpected '9': expected the count of column 1, 0 to 5 of its cells"}, // QA: the range named
		{"6x5:122212,32302,212221,3321,LRLRLRTLRTTTBLRBBBTTLRLRBBLRLR", "test:1:29: unexpected ',': expected the count of row 5"},
		{"https://puzz.link/p?magnets/a/2/2/111111110o", "test:1:29: flag \"a\", variant \"\": only plain Magnets"}, // said 35, the body
		{"https://puzz.link/p?magnets/v:x/2/2/111111110o", "test:1:29: flag \"\", variant \"x\""},                   // read as plain
		{"https://puzz.link/p?magnets/2/2/1111111100", "test:1:33: a region of 4 cells at r1c1"},
		{"https://puzz.link/p?magnets/2/2/111111110o10", "test:1:43: a given pole"},
		{"https://puzz.link/p?slither/3/3/g0h", "expected a puzz.link URL such as https://puzz.link/p?magnets/"},
		{`{"grid": ["  1 . .", "1 L R T ."]}`, "test:1:"},
	} {
		_, err := Genre.Parse([]byte(tc.in), "test")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.in, err, tc.want)
		}
	}
	_, stderr, code := kittest.CLI(t, "", "magnets", "6x5:122212,32302,212221,3321,LR")
	if code != 2 || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, "column 29: unexpected ','") {
		t.Errorf("a bad ID: exit %d, %q", code, stderr)
	}
}

func TestCLI(t *testing.T) {
	id := tathamCases(t)[0].ID
	out, _, code := kittest.CLI(t, "", "magnets", "--unique", "-j", "1", id)
	if code != 0 || !strings.Contains(out, "+") {
		t.Fatalf("--unique: exit %d, %q", code, out)
	}
	out, _, code = kittest.CLI(t, "", "magnets", "--format", "json", id)
	var ans map[string]any
	if err := json.Unmarshal([]byte(out), &ans); code != 0 || err != nil {
		t.Fatalf("json: exit %d, %v, %q", code, err, out)
	}
	var keys []string
	for k := range ans {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	if fmt.Sprint(keys) != "[grid puzzle status]" || len(ans["grid"].([]any)) != 5 || strings.Trim(fmt.Sprint(ans["grid"]), "[]+-. ") != "" {
		t.Errorf("json keys %v: %q", keys, out)
	}
	out, _, code = kittest.CLI(t, "  . .\n. L R .\n. L R .\n  . .\n", "magnets", "--count")
	if code != 0 || strings.TrimSpace(out) != "7" {
		t.Errorf("--count: exit %d, %q", code, out)
	}
	out, _, code = kittest.CLI(t, "", "magnets", "--forced", id)
	if code != 0 || strings.Contains(out, "?") {
		t.Errorf("--forced: exit %d, %q", code, out)
	}
	short := id[:strings.IndexByte(id, 'd')] + id[strings.IndexByte(id, ':'):]
	for _, f := range []string{"url", "tatham"} {
		link, _, code := kittest.CLI(t, "", "magnets", "--format", f, id)
		back, _, code2 := kittest.CLI(t, "", "magnets", "--format", "tatham", strings.TrimSpace(link))
		if code != 0 || code2 != 0 || strings.TrimSpace(back) != short {
			t.Errorf("--format %s: %q, back %q, want %q", f, link, back, short)
		}
	}
	gen, _, code := kittest.CLI(t, "", "generate", "magnets", "--seed", "1", "--count", "2")
	if code != 0 {
		t.Fatalf("generate: exit %d", code)
	}
	file := filepath.Join(t.TempDir(), "gen.txt")
	if err := os.WriteFile(file, []byte(gen), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, stderr, code := kittest.CLI(t, "", "magnets", "--unique", file); code != 0 || strings.Count(stderr, "unique") != 2 {
		t.Errorf("generated, read back --unique: exit %d, %q", code, stderr)
	}
}

// The ASP program bench/asp/magnets.lp has the solutions puzzlesat has.
func TestClingo(t *testing.T) {
	var ps []*Puzzle
	for _, tc := range tathamCases(t)[:6] {
		p, _ := readTatham(tc.ID)
		ps = append(ps, p)
	}
	rng := rand.New(rand.NewSource(2))
	for len(ps) < 60 {
		ps = append(ps, randomPuzzle(rng))
	}
	kittest.SameAsClingoUpTo(t, Genre, "../../bench/asp/magnets.lp", ps, facts, poleAtoms, writeText, 2)
}

func FuzzParse(f *testing.F) {
	f.Add(small)
	f.Add("6x5dtS:122212,32302,212221,33211,LRLRLRTLRTTTBLRBBBTTLRLRBBLRLR")
	f.Add("https://puzz.link/p?magnets/5/5/g222j2h2g22g0g32fubmo3or00000000000400")
	f.Add(`{"grid": ["  1 . .", "1 L R T .", ". * . B 1", "  . . 1"]}`)
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

// poleAtoms writes a board as bench/asp/magnets.lp shows it:
// pole(R,C,plus) or pole(R,C,minus) for each pole, sorted.
func poleAtoms(p *Puzzle, b Board) string {
	var out []string
	for i, v := range b {
		if v == Plus || v == Minus {
			r, c := p.RC(i)
			out = append(out, fmt.Sprintf("pole(%d,%d,%s)", r, c, map[int]string{Plus: "plus", Minus: "minus"}[v]))
		}
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}
