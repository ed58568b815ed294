package hashi

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
	return kittest.TathamFile(t, "../../testdata/hashi/tatham.tsv", 30)
}

// tathamSolution decodes Tatham's SOLVE move: "L x1,y1,x2,y2,n" is n
// bridges between two islands; N (no bridge) and M (a mark) say nothing.
func tathamSolution(t *testing.T, p *Puzzle, move string) Bridges {
	at := map[[2]int]int{}
	for q, pr := range p.Pairs() {
		at[[2]int{pr.A, pr.B}] = q
	}
	want := make(Bridges, len(at))
	for _, m := range strings.Split(move, ";") {
		var x1, y1, x2, y2, n int
		if k, _ := fmt.Sscanf(m, "L%d,%d,%d,%d,%d", &x1, &y1, &x2, &y2, &n); k == 5 {
			a, b := p.Index(y1, x1), p.Index(y2, x2)
			q, ok := at[[2]int{min(a, b), max(a, b)}]
			if !ok {
				t.Fatalf("%s: no pair of islands %d,%d-%d,%d", move, x1, y1, x2, y2)
			}
			want[q] = n
		}
	}
	return want
}

// Every puzzle of Tatham's generator has one solution, his.
func TestTathamSolutions(t *testing.T) {
	seen := map[string]bool{}
	for _, tc := range tathamCases(t) {
		p, err := readTatham(tc.ID)
		if err != nil {
			t.Fatalf("%s: %v", tc.Name, err)
		}
		seen[fmt.Sprintf("m%d tree %v", p.MaxB, p.Tree)] = true
		want := tathamSolution(t, p, tc.Solve)
		if err := Verify(p, want); err != nil {
			t.Fatalf("%s: Tatham's solution fails the verifier: %v", tc.Name, err)
		}
		boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 2)
		if len(boards) != 1 || fmt.Sprint(boards[0]) != fmt.Sprint(want) {
			t.Fatalf("%s: %d solutions, the first %v; Tatham's %v", tc.Name, len(boards), boards, want)
		}
	}
	if len(seen) < 6 {
		t.Errorf("Tatham's options covered: %v", seen)
	}
}

func TestConform(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/hashi/*.txt")
	var ps []*Puzzle
	for _, tc := range tathamCases(t) {
		p, err := readTatham(tc.ID)
		if err != nil {
			t.Fatal(err)
		}
		if p.N() <= 225 {
			ps = append(ps, p)
		}
	}
	kittest.Conform(t, Genre, files, ps...)
}

// count counts the solutions of p by backtracking over the pairs of
// islands, cutting off an island with too many bridges or one whose
// pairs are all decided short of its number; each full board is checked
// by Verify. It stops past limit.
func count(p *Puzzle, limit int) int {
	pairs := p.Pairs()
	last := map[int]int{} // each island's last pair
	for q, pr := range pairs {
		last[pr.A], last[pr.B] = q, q
	}
	b, deg := make(Bridges, len(pairs)), make([]int, p.N())
	ok := func(q, i int) bool {
		c := p.Cells[i]
		return c < 0 || deg[i] <= c && (last[i] != q || deg[i] == c)
	}
	var rec func(q int) int
	rec = func(q int) int {
		if q == len(pairs) {
			if Verify(p, b) == nil {
				return 1
			}
			return 0
		}
		n := 0
		for k := 0; k <= p.MaxB && n <= limit; k++ {
			b[q] = k
			deg[pairs[q].A] += k
			deg[pairs[q].B] += k
			if ok(q, pairs[q].A) && ok(q, pairs[q].B) {
				n += rec(q + 1)
			}
			deg[pairs[q].A] -= k
			deg[pairs[q].B] -= k
		}
		b[q] = 0
		return n
	}
	return rec(0)
}

// randomPuzzle makes a small puzzle, numbered from random bridges (which
// need not be a solution), a number now and then unknown or off by one.
func randomPuzzle(rng *rand.Rand) *Puzzle {
	r, c := 2+rng.Intn(3), 2+rng.Intn(4)
	p := &Puzzle{Shape: grid.Shape{Rows: r, Cols: c}, Cells: make([]int, r*c), MaxB: 1 + rng.Intn(3), Tree: rng.Intn(3) == 0}
	for i := range p.Cells {
		if rng.Intn(100) < 45 {
			p.Cells[i] = Unknown
		}
	}
	deg := make([]int, p.N())
	for _, pr := range p.Pairs() {
		k := rng.Intn(p.MaxB + 1)
		deg[pr.A] += k
		deg[pr.B] += k
	}
	for i := range p.Cells {
		if p.island(i) && rng.Intn(3) > 0 {
			p.Cells[i] = max(1, deg[i]+rng.Intn(9)/8-rng.Intn(9)/8)
		}
	}
	return p
}

// Random small puzzles: the solver's count equals the backtracker's
// under several encodings.
func TestCountsAgainstBacktracking(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	cfgs := []encode.Config{{}, {AMO: encode.Pairwise, Card: encode.SeqCounter, Connect: encode.Tree}, {AMO: encode.Sequential, Card: encode.Totalizer, Connect: encode.Reach}, {AMO: encode.Native, Card: encode.Native, Connect: encode.Lazy}}
	seen := map[int]int{}
	for trial := 0; trial < 400; trial++ {
		p := randomPuzzle(rng)
		want := count(p, 300)
		if want > 300 {
			continue
		}
		seen[min(want, 2)]++
		for _, cfg := range cfgs {
			boards, _, _ := kittest.Solutions(t, Genre, p, cfg, 0)
			if len(boards) != want {
				t.Fatalf("%s under %+v: %d solutions, backtracking %d", writeText(p), cfg, len(boards), want)
			}
		}
	}
	if seen[0] == 0 || seen[1] < 20 || seen[2] < 20 {
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

// The verifier, rule by rule: each broken once.
func TestVerify(t *testing.T) {
	// Pairs: r1c1-r1c3, r1c1-r3c1, r1c3-r3c3, r3c1-r3c3.
	p := mustText("2.3\n...\n1.2\n")
	for _, tc := range []struct {
		b    Bridges
		want string
	}{
		{Bridges{1, 1, 2, 0}, ""},
		{Bridges{2, 0, 1, 1}, ""},
		{Bridges{1, 1, 2, -1}, "r3c1-r3c3: undecided"},
		{Bridges{1, 1, 3, 0}, "r1c3-r3c3: 3 bridges, expected 0 to 2"},
		{Bridges{1, 1, 2, 1}, "r3c1 holds 2 bridges, expected 1"},
		{Bridges{2, 1, 1, 1}, "r1c1 holds 3 bridges, expected 2"},
		{Bridges{1, 1, 2}, "3 pairs of islands, expected 4"},
	} {
		err := Verify(p, tc.b)
		if (err == nil) != (tc.want == "") || err != nil && !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.b, err, tc.want)
		}
	}
	// Two islands of 1 and two of 1: joined two by two, they fall apart.
	q := mustText("1.1\n...\n1.1\n")
	if err := Verify(q, Bridges{1, 0, 0, 1}); err == nil || !strings.Contains(err.Error(), "the islands fall apart: r1c1 and r3c1 are not joined") {
		t.Errorf("apart: %v", err)
	}
	// A cross: r2c1-r2c3 and r1c2-r3c2 meet at r2c2.
	x := mustText(".1.\n1.1\n.1.\n")
	if err := Verify(x, Bridges{1, 1}); err == nil || !strings.Contains(err.Error(), "r2c2: bridges cross") {
		t.Errorf("cross: %v", err)
	}
	// A loop of four islands, refused when the puzzle forbids loops.
	l := mustText("no-loops\n2.2\n...\n2.2\n")
	if err := Verify(l, Bridges{1, 1, 1, 1}); err == nil || !strings.Contains(err.Error(), "r3c1-r3c3: the bridges make a loop") {
		t.Errorf("loop: %v", err)
	}
	l.Tree = false
	if err := Verify(l, Bridges{1, 1, 1, 1}); err != nil {
		t.Errorf("loops allowed: %v", err)
	}
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"2.\n.x\n", "test:2:2: \"x\": expected . (empty), ? (an island without a number) or an island's bridges, 1 to 8"},
		{"2.\n.9\n", "test:2:2: \"9\": expected"},
		{"max-bridges=1\n2.\n.5\n", "test:3:2: \"5\": expected . (empty), ? (an island without a number) or an island's bridges, 1 to 4"},
		{"max-bridges=5\n2.\n.1\n", "test:1:1: \"max-bridges=5\": expected an option max-bridges=N (N from 1 to 4) or no-loops"},
		{"loops\n2.\n.1\n", "test:1:1: \"loops\": expected an option"},
		{"max-bridges = 4 x\n2 .\n. 1\n", "test:1:1: \"max-bridges = 4 x\": expected an option"}, // as typed, not "max-bridges=4x"
		{"max-bridges=1\nmax-bridges=3\n2.\n.1\n", "test:2:1: \"max-bridges=3\": max-bridges given twice (line 1)"},
		{"2.\n...\n", "test:2:1: 3 cells in this row, 2 in the first (line 1)"},
		{"7x7m2:3e3h3a4", "test:1:14: the description ends after 18 of 49 cells"},
		{"3x3m2:2a0f", "test:1:9: unexpected '0'"},
		{"3x3m2:2h1b", "test:1:9: \"1b\" after the last cell"},
		{"3x3m5:2g1", "test:1:5: expected a number after 'm' (m: 1 to 4 bridges a pair)"},
		{"3x3m2q:2g1", "test:1:6: \"q\": expected the parameters WxH, then i, e, m, L, d"},
		{"3x3m1:5g1", "test:1:7: r1c1=5: more bridges than 4 pairs of 1 hold"},
		{"https://puzz.link/p?hashi/3/3/2g3i1g2zz", "test:1:38: \"zz\" after the last cell"},
		{"https://puzz.link/p?hashi/3/3/9", "test:1:31: an island of 9 bridges: expected 1 to 8"},
		{"https://puzz.link/p?akari/3/3/g0h", "expected a puzz.link URL such as https://puzz.link/p?hashi/3/3/2g3i1g2 or a game ID"},
		{`{"grid": ["2.", ".x"]}`, "test:1:19: \"x\": expected"},
		{`{"grid": ["maybe", "2.", ".1"]}`, "test:1:12: \"maybe\": expected an option"},
		{`{"genre": "akari", "grid": [".."]}`, "test:1:11: genre \"akari\": expected hashi"},
	} {
		_, err := Genre.Parse([]byte(tc.in), "test")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.in, err, tc.want)
		}
	}
}

// The options read from every form and write back; the flags set them.
func TestOptions(t *testing.T) {
	p, err := readTatham("5x5i30e10m3Ld2:3a3a3e3a3a3e3a3a3")
	if err != nil || p.MaxB != 3 || !p.Tree {
		t.Fatalf("%+v, %v", p, err)
	}
	if s, _ := writeTatham(p); s != "5x5m3L:3a3a3e3a3a3e3a3a3" {
		t.Errorf("written as %s", s)
	}
	if s := writeText(p); !strings.HasPrefix(s, "max-bridges=3\nno-loops\n3 . 3 . 3\n") {
		t.Errorf("written as %q", s)
	}
	if _, err := writeURL(p); err == nil {
		t.Errorf("puzz.link has no options, yet %+v was written", p)
	}
	kittest.RoundTrip(t, Genre, p)
	out, _, code := kittest.CLI(t, "", "hashi", "--format", "tatham", "--max-bridges", "4", "--no-loops=false", "5x5m3L:3a3a3e3a3a3e3a3a3")
	if code != 0 || strings.TrimSpace(out) != "5x5m4:3a3a3e3a3a3e3a3a3" {
		t.Errorf("the flags: %q, exit %d", out, code)
	}
	_, errs, code := kittest.CLI(t, "", "hashi", "--max-bridges", "1", "5x5m3:5a3a3e3a3a3e3a3a3")
	if code != 2 || !strings.Contains(errs, "r1c1=5: more bridges than 4 pairs of 1 hold") {
		t.Errorf("--max-bridges 1 under a 5: %q, exit %d", errs, code)
	}
}

func FuzzParse(f *testing.F) {
	f.Add("2.3\n...\n1.2\n")
	f.Add("max-bridges=3\nno-loops\n3.3\n...\n3.3\n")
	f.Add("7x7i30e10m2d0:3e3h3a4a3i1j2a3b5b3")
	f.Add("https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3")
	f.Add(`{"grid": ["no-loops", "2.", ".1"]}`)
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

// The command line, end to end.
func TestCLI(t *testing.T) {
	tc := tathamCases(t)[0]
	out, errs, code := kittest.CLI(t, "", "hashi", "--unique", tc.ID)
	if code != 0 || !strings.Contains(out, "═") {
		t.Fatalf("--unique %s: exit %d, %s%s", tc.ID, code, out, errs)
	}
	// Four islands in a square, one bridge a pair: any three pairs
	// bridged, or all four; without loops, only three.
	for _, c := range []struct{ flag, want string }{{"--no-loops=false", "5"}, {"--no-loops", "4"}} {
		out, _, code = kittest.CLI(t, "?.?\n...\n?.?\n", "hashi", "--count", "--max-bridges", "1", c.flag)
		if lines := strings.Fields(out); code != 0 || lines[len(lines)-1] != c.want {
			t.Errorf("--count %s: %q, exit %d, want %s", c.flag, out, code, c.want)
		}
	}
	// Two solutions: r1c1-r1c3 and r1c3-r3c3 have one bridge and two, or
	// two and one; r1c3 (3) is joined whichever.
	out, _, code = kittest.CLI(t, "", "hashi", "--forced", "https://puzz.link/p?hashi/3/3/2g3i1g2")
	if code != 0 || !strings.Contains(out, " 2?????3\n ?     ?\n ?  ·  ?\n") {
		t.Errorf("--forced: %q, exit %d", out, code)
	}
	out, _, code = kittest.CLI(t, "", "hashi", "--format", "json", "https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3")
	var ans struct {
		Status  string
		Bridges [][5]int
	}
	if err := json.Unmarshal([]byte(out), &ans); code != 0 || err != nil || ans.Status != "sat" || len(ans.Bridges) == 0 {
		t.Fatalf("--format json: %q, exit %d, %v", out, code, err)
	}
	sorted := sort.SliceIsSorted(ans.Bridges, func(i, j int) bool { return fmt.Sprint(ans.Bridges[i][:4]) < fmt.Sprint(ans.Bridges[j][:4]) })
	for _, b := range ans.Bridges {
		if b[0]*5+b[1] >= b[2]*5+b[3] || b[4] < 1 || b[4] > 2 {
			t.Errorf("bridge %v", b)
		}
	}
	if !sorted {
		t.Errorf("bridges not sorted: %v", ans.Bridges)
	}
	short, _, _ := kittest.CLI(t, "", "hashi", "--format", "tatham", tc.ID)
	for _, format := range []string{"url", "tatham"} {
		link, _, code := kittest.CLI(t, "", "hashi", "--format", format, tc.ID)
		back, _, code2 := kittest.CLI(t, "", "hashi", "--format", "tatham", strings.TrimSpace(link))
		if code != 0 || code2 != 0 || back != short || !strings.HasPrefix(short, "7x7m2:") {
			t.Errorf("--format %s: %q, back %q, want %q", format, link, back, short)
		}
	}
	gen, errs, code := kittest.CLI(t, "", "generate", "hashi", "--seed", "1", "--count", "2", "--size", "7")
	if code != 0 {
		t.Fatalf("generate: exit %d, %s", code, errs)
	}
	f := filepath.Join(t.TempDir(), "gen.txt")
	if err := os.WriteFile(f, []byte(gen), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errs, code = kittest.CLI(t, "", "hashi", "--unique", f)
	if code != 0 || strings.Count(out, "═")+strings.Count(out, "─") == 0 {
		t.Errorf("generated puzzles read back --unique: exit %d, %s%s", code, out, errs)
	}
	_, errs, code = kittest.CLI(t, "", "hashi", "3x3m2:2a0f")
	if code != 2 || strings.Count(strings.TrimSpace(errs), "\n") != 0 || !strings.Contains(errs, "column 9") {
		t.Errorf("bad ID: exit %d, %q", code, errs)
	}
}

// The ASP program bench/asp/hashi.lp has the solutions puzzlesat finds:
// all of them, on Tatham's puzzles, small random ones, and grids without
// islands (one solution, without bridges: under no-loops too, which the
// program once refused, asking of no islands one bridge fewer).
func TestClingo(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	var ps []*Puzzle
	for _, tc := range tathamCases(t)[:12] {
		p, _ := readTatham(tc.ID)
		ps = append(ps, p)
	}
	for len(ps) < 80 {
		if p := randomPuzzle(rng); count(p, 50) <= 50 {
			ps = append(ps, p)
		}
	}
	for _, tree := range []bool{false, true} {
		ps = append(ps, &Puzzle{Shape: grid.Shape{Rows: 1, Cols: 2}, Cells: make([]int, 2), MaxB: 2, Tree: tree})
	}
	kittest.SameAsClingo(t, Genre, "../../bench/asp/hashi.lp", ps, facts, aspAtoms, writeText)
}

// aspAtoms writes a solution as hashi.lp shows it: b(R1,C1,R2,C2,N).
func aspAtoms(p *Puzzle, b Bridges) string {
	var atoms []string
	for q, pr := range p.Pairs() {
		if b[q] > 0 {
			r1, c1 := p.RC(pr.A)
			r2, c2 := p.RC(pr.B)
			atoms = append(atoms, fmt.Sprintf("b(%d,%d,%d,%d,%d)", r1, c1, r2, c2, b[q]))
		}
	}
	sort.Strings(atoms)
	return strings.Join(atoms, " ")
}

// fromLines reads a board given as the lines between neighbours: across[r]
// the lines right of each cell of row r but the last, down[r] those below
// each cell of row r (pzprjs's and cspuz's answers; -1 is no line).
func fromLines(p *Puzzle, across, down [][]int) Bridges {
	var b Bridges
	for _, pr := range p.Pairs() {
		r, c := p.RC(pr.A)
		if !pr.Down {
			b = append(b, max(across[r][c], 0))
		} else {
			b = append(b, max(down[r][c], 0))
		}
	}
	return b
}

// The public puzzles have one solution each, the one their source gives
// where it gives one.
func TestPublicSolutions(t *testing.T) {
	ps := kittest.Read(t, Genre, "../../testdata/hashi/public.txt")
	want := []Bridges{
		fromLines(ps[0], [][]int{{2, 2, 0, 0}, {0, 1, 1, 1}, {-1, 0, -1, -1}, {0, 1, 1, -1}, {2, 2, 2, 2}},
			[][]int{{2, 0, 0, 0, 0}, {2, 2, 0, 0, 1}, {1, 2, 0, -1, 1}, {1, 0, 0, -1, 1}}),
		fromLines(ps[1], [][]int{{1, 1, 0, 0, 1}, {0, 1, 1, 0, 0}, {2, 2, 0, 0, 0}, {0, 2, 2, 1, 1}, {0, 0, 2, 2, 0}, {1, 1, 1, 1, 1}},
			[][]int{{2, 0, 0, 0, 1, 1}, {2, 0, 0, 1, 1, 1}, {1, 0, 0, 1, 0, 1}, {1, 0, 0, 0, 0, 1}, {1, 0, 2, 0, 0, 1}}),
	}
	for k, p := range ps {
		boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 2)
		if len(boards) != 1 || k < len(want) && fmt.Sprint(boards[0]) != fmt.Sprint(want[k]) {
			t.Errorf("puzzle %d: %d solutions %v, want one: %v", k+1, len(boards), boards, want[min(k, len(want)-1)])
		}
	}
}

// TestGenerateKeepsNumbers: without --unknowns every island keeps its
// number, with --no-minimal too (where numbers are added until the
// solution is the only one, and once stopped short, leaving '?' islands).
func TestGenerateKeepsNumbers(t *testing.T) {
	for _, seed := range []string{"3", "6"} {
		out, _, code := kittest.CLI(t, "", "generate", "hashi", "--no-minimal", "--seed", seed)
		if code != 0 || strings.Contains(out, "?") {
			t.Fatalf("seed %s: exit %d, an island without its number:\n%s", seed, code, out)
		}
		if _, _, code := kittest.CLI(t, out, "hashi", "--unique", "-j", "1"); code != 0 {
			t.Fatalf("seed %s: --unique exits %d on\n%s", seed, code, out)
		}
	}
}

// TestHintWhenTheCluesFixEveryBridge: four 4s in the corners of a 3×3
// fix every bridge by their counts alone, but none is drawn: --hint gives
// a bridge of level 0 with the clue that fixes it, not "solved already",
// and --rate counts the steps.
func TestHintWhenTheCluesFixEveryBridge(t *testing.T) {
	const square = "4 . 4\n. . .\n4 . 4\n"
	out, errs, code := kittest.CLI(t, square, "hashi", "--hint", "--format", "json")
	var h struct {
		Hint struct {
			Cell   string
			Level  int
			Reason []string
		}
		Note string
	}
	if err := json.Unmarshal([]byte(out), &h); code != 0 || err != nil {
		t.Fatalf("--hint: exit %d, %v: %q %s", code, err, out, errs)
	}
	var r1, c1, r2, c2 int
	if n, _ := fmt.Sscanf(h.Hint.Cell, "r%dc%d-r%dc%d", &r1, &c1, &r2, &c2); n != 4 || h.Hint.Level != 0 || h.Note != "" {
		t.Fatalf("--hint: %q, want a bridge at level 0", out)
	}
	if len(h.Hint.Reason) != 1 || !strings.HasSuffix(h.Hint.Reason[0], "=4") {
		t.Errorf("--hint: reason %v, want the one clue that fixes the bridge", h.Hint.Reason)
	}
	out, errs, code = kittest.CLI(t, square, "hashi", "--hint")
	if code != 0 || !strings.HasPrefix(out, h.Hint.Cell+" (level 0: ") || strings.Contains(errs, "solved already") {
		t.Errorf("--hint: exit %d, %q %q", code, out, errs)
	}
	out, errs, code = kittest.CLI(t, square, "hashi", "--rate")
	if code != 0 || !strings.HasPrefix(out, "level 0 (steps: ") || strings.HasPrefix(out, "level 0 (steps: )") {
		t.Errorf("--rate: exit %d, %q %s", code, out, errs)
	}
}
