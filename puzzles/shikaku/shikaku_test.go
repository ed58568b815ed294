package shikaku

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/kittest"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

func TestMain(m *testing.M) { kittest.Main(m) }

const example = "7x7:a3b2b2_2f2a4_6_6c8d4d2_2j2a4a"

func tathamCases(t *testing.T) []kittest.Tatham {
	return kittest.TathamFile(t, "../../testdata/shikaku/tatham.tsv", 24)
}

func mustRead(t *testing.T, s string) *Puzzle {
	t.Helper()
	ps, err := Genre.Parse([]byte(s), "test")
	if err != nil || len(ps) != 1 {
		t.Fatalf("%q: %v", s, err)
	}
	return ps[0].P
}

// fromEdges reads a division as Tatham's SOLVE move writes it (and
// pzprjs's answer, its borders made 0/1): a digit per edge, 1 for a
// border, the vertical edges row by row, then the horizontal ones; each
// cell labelled with the number of its region.
func fromEdges(t *testing.T, p *Puzzle, bits string) Regions {
	t.Helper()
	if len(bits) != p.Rows*(p.Cols-1)+(p.Rows-1)*p.Cols {
		t.Fatalf("%d edges, expected %d", len(bits), p.Rows*(p.Cols-1)+(p.Rows-1)*p.Cols)
	}
	border := make([]bool, p.NumEdges())
	for k, b := range bits {
		a, c := 0, 0
		if v := p.Rows * (p.Cols - 1); k < v {
			a, c = p.Index(k/(p.Cols-1), k%(p.Cols-1)), p.Index(k/(p.Cols-1), k%(p.Cols-1)+1)
		} else {
			a, c = k-v, k-v+p.Cols
		}
		e, _ := p.EdgeBetween(a, c)
		border[e] = b == '1'
	}
	out := make(Regions, p.N())
	for _, reg := range p.RegionsFromBorders(border) {
		for _, i := range reg {
			if p.Clues[i] != None {
				for _, j := range reg {
					out[j] = i
				}
			}
		}
	}
	return out
}

// Every puzzle of Tatham's generator (every preset, expansion factors,
// the non-unique option, 30×30) reads in its short and long forms and
// writes back the short one; it has his solution, the only one unless the
// option a (not unique) made it, when his is one of them.
func TestTathamSolutions(t *testing.T) {
	several := 0
	for _, tc := range tathamCases(t) {
		p := mustRead(t, tc.ID)
		params := strings.TrimPrefix(tc.Name[:strings.LastIndexByte(tc.Name, '_')], "shikaku_")
		long := params + tc.ID[strings.IndexByte(tc.ID, ':'):]
		if q := mustRead(t, long); !reflect.DeepEqual(p, q) {
			t.Fatalf("%s: the long form %s reads otherwise", tc.Name, long)
		}
		if id, err := writeTatham(p); err != nil || id != tc.ID {
			t.Fatalf("%s: written back as %q (%v)", tc.Name, id, err)
		}
		want := fromEdges(t, p, tc.Solve[1:])
		if err := Verify(p, want); err != nil {
			t.Fatalf("%s: Tatham's solution fails the verifier: %v", tc.Name, err)
		}
		boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 20)
		found := false
		for _, b := range boards {
			found = found || reflect.DeepEqual(b, want)
		}
		if unique := !strings.HasSuffix(params, "a"); !found || unique && len(boards) != 1 {
			t.Fatalf("%s: %d solutions, Tatham's among them: %v", tc.Name, len(boards), found)
		}
		if len(boards) > 1 {
			several++
		}
	}
	t.Logf("%d of Tatham's non-unique puzzles have several solutions", several)
}

// pzprjs's test puzzle has its published answer.
func TestRealPuzzles(t *testing.T) {
	ps := kittest.Read(t, Genre, "../../testdata/shikaku/real.txt")
	bits := strings.NewReplacer(" ", "", "/", "", "-1", "0").Replace("1 -1 1 0 0 /1 0 1 0 0 /1 -1 1 0 0 /1 -1 0 1 1 /1 -1 0 1 1 /0 -1 -1 -1 1 /0 -1 -1 1 1 1 /-1 -1 -1 0 0 0 /-1 1 1 1 1 1 /-1 -1 -1 0 0 0 /1 1 1 1 1 0 /")
	want := fromEdges(t, ps[0], bits)
	boards, _, _ := kittest.Solutions(t, Genre, ps[0], encode.Config{}, 2)
	if err := Verify(ps[0], want); err != nil || len(boards) != 1 || !reflect.DeepEqual(boards[0], want) {
		t.Fatalf("pzprjs: %d solutions, %v", len(boards), err)
	}
}

func TestConform(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/shikaku/*.txt")
	var ps []*Puzzle
	for _, tc := range tathamCases(t) {
		ps = append(ps, mustRead(t, tc.ID))
	}
	kittest.Conform(t, Genre, files, append(ps, mustRead(t, "? . .\n. . 2\n"))...)
}

// count counts the divisions of p into rectangles by the first cell not
// yet covered, in row-major order: the top left corner of a rectangle,
// tried at every width and height over free cells, with one number of
// its area.
func count(p *Puzzle) int {
	used := make([]bool, p.N())
	var place func(from int) int
	place = func(from int) int {
		for from < p.N() && used[from] {
			from++
		}
		if from == p.N() {
			return 1
		}
		total := 0
		r, c := p.RC(from)
		for w := 1; c+w <= p.Cols && !used[p.Index(r, c+w-1)]; w++ {
			for h := 1; r+h <= p.Rows; h++ {
				q := grid.Box{R0: r, C0: c, R1: r + h, C1: c + w}
				cells := p.BoxCells(q)
				var nums []int
				for _, i := range cells {
					if p.Clues[i] != None {
						nums = append(nums, p.Clues[i])
					}
				}
				if len(nums) == 1 && (nums[0] == Any || nums[0] == len(cells)) {
					for _, i := range cells {
						used[i] = true
					}
					total += place(from + w)
					for _, i := range cells {
						used[i] = false
					}
				}
			}
		}
		return total
	}
	return place(0)
}

// randomPuzzle makes a small puzzle: numbered random rectangles, a number
// changed or a number not given now and then, or random numbers.
func randomPuzzle(rng *rand.Rand) *Puzzle {
	r, c := 1+rng.Intn(4), 2+rng.Intn(4)
	p := newPuzzle(c, r)
	if rng.Intn(4) == 0 {
		for i := range p.Clues {
			if rng.Intn(3) == 0 {
				p.Clues[i] = 1 + rng.Intn(4)
			}
		}
		return p
	}
	for _, q := range cut(p.Shape, rng, 2+rng.Intn(5)) {
		cells := p.BoxCells(q)
		p.Clues[cells[rng.Intn(len(cells))]] = len(cells)
	}
	for i := range p.Clues {
		if p.Clues[i] != None && rng.Intn(8) == 0 {
			p.Clues[i] = []int{Any, 1 + rng.Intn(4)}[rng.Intn(2)]
		}
	}
	return p
}

// Random small puzzles: the solver's count equals the backtracker's under
// several encodings.
func TestCountsAgainstBacktracking(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	cfgs := []encode.Config{{}, {AMO: encode.Pairwise, Card: encode.SeqCounter}, {AMO: encode.Sequential, Card: encode.Totalizer}, {AMO: encode.Native, Card: encode.Native}}
	seen := map[int]int{}
	for trial := 0; trial < 400; trial++ {
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

// The verifier, rule by rule.
func TestVerify(t *testing.T) {
	for _, tc := range []struct {
		p    string
		g    Regions
		want string
	}{
		{". 4\n. .\n", Regions{1, kit.Unknown, 1, 1}, "r1c2 is in no region"},
		{"3 . .\n", Regions{0, 1, 0}, "region 0 falls apart"},
		{"3 .\n. .\n", Regions{0, 0, 0, 5}, "the region of r1c1 is no rectangle"},
		{"6 . .\n. . .\n. . 1\n", Regions{0, 0, 0, 3, 0, 0, 3, 0, 8}, "the region of r1c1 is no rectangle"}, // its first and last cells span 6
		{"1 1\n", Regions{0, 0}, "the rectangle r1c1-r1c2 holds 2 numbers, expected 1"},
		{"2 . .\n", Regions{0, 0, 2}, "the rectangle r1c3-r1c3 holds 0 numbers, expected 1"},
		{"3 . .\n", Regions{0, 0, 2}, "the rectangle of r1c1 holds 2 cells, expected 3"},
	} {
		err := Verify(mustRead(t, tc.p), tc.g)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q %v: %v, want %q", tc.p, tc.g, err, tc.want)
		}
	}
	for _, tc := range []struct {
		p string
		g Regions
	}{{"? . .\n", Regions{0, 0, 0}}, {"2 . 1\n", Regions{0, 0, 2}}} {
		if err := Verify(mustRead(t, tc.p), tc.g); err != nil {
			t.Errorf("%q %v: %v", tc.p, tc.g, err)
		}
	}
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"..\n.x\n", `test:2:2: "x": expected . (no number), a number 1 or more, or ? (a number not given)`},
		{"..\n.5\n", "test:2:2: a number 5: expected 1 to 4"},
		{"..\n...\n", "test:2:1: 3 cells in this row, 2 in the first"},
		{"7x7:a3b2", "test:1:9: the description ends after"},
		{"2x2:a5b", "test:1:6: a number 5: expected 1 to 4"},
		{"2x2:a?b", "test:1:6: unexpected '?'"},
		{"2x2:a2b2", "after the last cell"},
		{"2x2q:d", `test:1:4: "q": expected the expansion factor`},
		{"2x2e1b:d", `test:1:4: "e1b": expected the expansion factor`},
		{"https://puzz.link/p?shikaku/2/2/5", "test:1:33: a number 5: expected 1 to 4"},
		{"https://puzz.link/p?shikaku/2/2/1j1", "after the last cell"},
		{"https://puzz.link/p?fillomino/2/2/1", "expected a puzz.link URL such as https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j or a game ID"},
		{`{"grid": ["..", ".x"]}`, `test:1:19: "x": expected`},
		{`{"grid": [[], ["."]]}`, "row 1 is empty"},
		{`{"grid": 3}`, "test:1:10:"},
	} {
		_, err := Genre.Parse([]byte(tc.in), "test")
		if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%q: %v, want %q", tc.in, err, tc.want)
		}
	}
}

func TestCLI(t *testing.T) {
	out, errOut, code := kittest.CLI(t, "", "shikaku", "--unique", "-j", "1", example)
	if code != 0 || !strings.Contains(out, "┌") || !strings.Contains(errOut, "unique") {
		t.Fatalf("solve: exit %d\n%s%s", code, out, errOut)
	}
	out, _, code = kittest.CLI(t, "2 . .\n. . 2\n? . .\n", "shikaku", "--count")
	if code != 0 || out != fmt.Sprintf("%d\n", count(mustRead(t, "2 . .\n. . 2\n? . .\n"))) || out == "1\n" {
		t.Fatalf("--count: exit %d %q", code, out)
	}
	_, _, code = kittest.CLI(t, "2 .\n. 2\n", "shikaku", "--unique")
	if code != 1 {
		t.Fatalf("--unique on two solutions: exit %d", code)
	}
	out, _, code = kittest.CLI(t, "2 .\n. 2\n", "shikaku", "--forced")
	if code != 0 || !strings.Contains(out, "┆") {
		t.Fatalf("--forced: exit %d\n%s", code, out)
	}
	out, _, code = kittest.CLI(t, "", "shikaku", "--format", "json", example)
	var ans map[string]any
	if code != 0 || json.Unmarshal([]byte(out), &ans) != nil || ans["status"] != "sat" {
		t.Fatalf("--format json: exit %d %q", code, out)
	}
	if g, _ := ans["regions"].([]any); len(g) != 7 || fmt.Sprint(g[0]) != "[0 0 0 1 1 2 2]" {
		t.Fatalf("--format json: regions %v", ans["regions"])
	}
	url, _, code := kittest.CLI(t, "", "shikaku", "--format", "url", example)
	if code != 0 || !strings.HasPrefix(url, "https://puzz.link/p?shikaku/7/7/") {
		t.Fatalf("--format url: exit %d %q", code, url)
	}
	id, _, code := kittest.CLI(t, "", "shikaku", "--format", "tatham", strings.TrimSpace(url))
	if code != 0 || strings.TrimSpace(id) != example {
		t.Fatalf("--format tatham of the URL: exit %d %q", code, id)
	}
	gen, _, code := kittest.CLI(t, "", "generate", "shikaku", "--seed", "1", "--count", "2")
	if code != 0 || strings.Count(gen, "---") != 1 {
		t.Fatalf("generate: exit %d\n%s", code, gen)
	}
	_, errOut, code = kittest.CLI(t, gen, "shikaku", "--unique", "-j", "2")
	if code != 0 || strings.Count(errOut, ": unique") != 2 {
		t.Fatalf("generated puzzles read back: exit %d\n%s", code, errOut)
	}
	_, errOut, code = kittest.CLI(t, "", "shikaku", "2x1:a3")
	if code != 2 || strings.Count(strings.TrimSpace(errOut), "\n") != 0 || !strings.Contains(errOut, "column 6") {
		t.Fatalf("bad input: exit %d %q", code, errOut)
	}
}

// The generator's puzzles, at Tatham's smallest preset and at 20×20, read
// back with one solution, the one made.
func TestGenerate(t *testing.T) {
	kittest.Generates(t, Genre, 0, 3)
	kittest.Generates(t, Genre, 20, 1)
}

// clingo's answer sets of bench/asp/shikaku.lp are puzzlesat's solutions.
func TestClingo(t *testing.T) {
	var ps []*Puzzle
	for _, tc := range tathamCases(t)[:2] {
		ps = append(ps, mustRead(t, tc.ID))
	}
	ps = append(ps, kittest.Read(t, Genre, "../../testdata/shikaku/real.txt")...)
	rng := rand.New(rand.NewSource(2))
	for k := 0; k < 40; k++ {
		ps = append(ps, randomPuzzle(rng))
	}
	kittest.SameAsClingoUpTo(t, Genre, "../../bench/asp/shikaku.lp", ps, facts, clingoAtoms, writeText, 0)
}

// clingoAtoms writes a solution as bench/asp/shikaku.lp shows it:
// in(R,C,R0,C0) for each cell and the cell that names its rectangle, sorted.
func clingoAtoms(p *Puzzle, b Regions) string {
	var at []string
	for i, l := range b {
		r, c := p.RC(i)
		r0, c0 := p.RC(l)
		at = append(at, fmt.Sprintf("in(%d,%d,%d,%d)", r, c, r0, c0))
	}
	sort.Strings(at)
	return strings.Join(at, " ")
}

func FuzzParse(f *testing.F) {
	f.Add("2 .\n. 2\n")
	f.Add(example)
	f.Add("https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j")
	f.Add("9x9a:a4c4d2a6d2_2g4e2a6b8k10a8d5h3c4a4_2a5f")
	f.Add(`{"grid": ["2?", ".."]}`)
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

// TestExplainAsUnknown: --explain names numbers that cannot all hold
// with every other number a '?' (switched off), and each is needed: a
// generated 6×6 with its r3c6 5 typed as 2. It named r1c5=2 alone, a
// number that was right, which holds with the others as '?'.
func TestExplainAsUnknown(t *testing.T) {
	typo := ". . . . 2 .\n. . 6 . . .\n. 3 . . . 2\n. . . 4 . .\n2 . 6 . 4 .\n1 . . . 3 .\n"
	out, _, code := kittest.CLI(t, typo, "shikaku", "--explain", "--format", "json", "-j", "1")
	var a struct{ Conflict []string }
	if err := json.Unmarshal([]byte(out), &a); code != 1 || err != nil || len(a.Conflict) == 0 {
		t.Fatalf("exit %d, %v: %s", code, err, out)
	}
	if !slices.Contains(a.Conflict, "r3c6=2") {
		t.Errorf("the conflict %v leaves out the typo r3c6=2", a.Conflict)
	}
	// only types the puzzle with the numbers named in keep, the others '?'.
	only := func(keep []string) string {
		rows := strings.Split(strings.TrimSpace(typo), "\n")
		for r, row := range rows {
			cells := strings.Fields(row)
			for c, x := range cells {
				if x != "." && !slices.Contains(keep, fmt.Sprintf("r%dc%d=%s", r+1, c+1, x)) {
					cells[c] = "?"
				}
			}
			rows[r] = strings.Join(cells, " ")
		}
		return strings.Join(rows, "\n") + "\n"
	}
	count := func(keep []string) string {
		out, _, _ := kittest.CLI(t, only(keep), "shikaku", "--count", "--limit", "1", "-j", "1")
		return strings.TrimSpace(out)
	}
	if n := count(a.Conflict); n != "0" {
		t.Errorf("%v with the other numbers '?': %s solutions, want 0", a.Conflict, n)
	}
	for i := range a.Conflict {
		if n := count(slices.Delete(slices.Clone(a.Conflict), i, i+1)); n != "1" {
			t.Errorf("%v without %s: %s solutions, want some", a.Conflict, a.Conflict[i], n)
		}
	}
}

// TestForcedNumbers: --forced tells each cell's number wherever every
// solution agrees on it, even where the rectangle differs (a clue's own
// cell always): on random puzzles, the forced board is the cells on which
// all the solutions (a backtracker counts them too) agree. Its regions
// are joined where every solution has no border, even where the
// rectangle differs (QA: such a border was drawn open).
func TestForcedNumbers(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	agreeing, joinedOpen := 0, 0
	for trial := 0; trial < 300; trial++ {
		p := randomPuzzle(rng)
		boards, _, complete := kittest.Solutions(t, Genre, p, encode.Config{}, 0)
		if !complete || len(boards) != count(p) || len(boards) < 2 {
			continue
		}
		want := slices.Clone(boards[0])
		for _, b := range boards[1:] {
			for i := range want {
				if b[i] != want[i] {
					want[i] = kit.Unknown
				}
			}
		}
		prob := Genre.Problem(p, "p", &solve.Options{}, false)
		values, found, _, err := solve.Forced(context.Background(), prob)
		if err != nil || !found {
			t.Fatalf("%s: forced: %v %v", writeText(p), found, err)
		}
		m := kit.NewModel(encode.Config{})
		decode := model(p, m)
		m.Close()
		if got := decode(kit.Forced(values)); !slices.Equal(got, want) {
			t.Fatalf("%s: forced numbers %v, the %d solutions agree on %v", writeText(p), got, len(boards), want)
		}
		// No border drawn between two cells that every solution puts in
		// one rectangle, whichever: the regions of the forced answer are
		// the pieces that such pairs join.
		inOne := p.Labels(p.Components(nil, func(a, b int) bool {
			return !slices.ContainsFunc(boards, func(g Regions) bool { return g[a] != g[b] })
		}))
		a, err := prob.ShowForced(values)
		if err != nil {
			t.Fatal(err)
		}
		var drawn []int
		for _, row := range a.Fields["forced"].(map[string]any)["regions"].([][]int) {
			drawn = append(drawn, row...)
		}
		if !slices.Equal(drawn, inOne) {
			t.Fatalf("%s: forced regions %v, the %d solutions put together %v", writeText(p), drawn, len(boards), inOne)
		}
		for e := range p.NumEdges() {
			if a, b := p.Edge(e); want[a] == kit.Unknown && want[b] == kit.Unknown && drawn[a] == drawn[b] {
				joinedOpen++ // two open cells drawn in one region
				break
			}
		}
		for i, n := range want {
			if n != kit.Unknown && p.Clues[i] == None {
				agreeing++ // a cell without a clue whose number is known
			}
		}
	}
	if agreeing == 0 || joinedOpen == 0 {
		t.Errorf("trials with a forced number outside a clue: %d, with cells left open in one rectangle: %d; expected some of each", agreeing, joinedOpen)
	}
}

// TestExplainSolvableBuildsNoSwitches: --explain builds the model of
// rectangles of any area only for a puzzle without a solution. For one
// that has a solution the problem is the model without names, which
// found it (a 30×30's switchable model was 3.7 million clauses, 8 s to
// build and search, for the answer "nothing conflicts"); for the typo of
// TestExplainAsUnknown it is still the larger one.
func TestExplainSolvableBuildsNoSwitches(t *testing.T) {
	typo := ". . . . 2 .\n. . 6 . . .\n. 3 . . . 2\n. . . 4 . .\n2 . 6 . 4 .\n1 . . . 3 .\n"
	right := strings.Replace(typo, ". 2\n. . . 4", ". 5\n. . . 4", 1) // r3c6 as generated
	formula := func(in string, explain bool) *sat.Formula {
		ps, err := Genre.Parse([]byte(in), "t")
		if err != nil {
			t.Fatal(err)
		}
		o := &solve.Options{Encoding: encode.Config{Select: encode.SelectAll}, Explain: explain}
		return Genre.Problem(ps[0].P, "t", o, false).Formula
	}
	if a, b := formula(right, true), formula(right, false); len(a.Selectors()) != 0 || a.NumClauses() > b.NumClauses() {
		t.Errorf("a puzzle with a solution: %d selectors and %d clauses to explain, %d clauses for the other questions", len(a.Selectors()), a.NumClauses(), b.NumClauses())
	}
	if a, b := formula(typo, true), formula(typo, false); len(a.Selectors()) == 0 || a.NumClauses() <= b.NumClauses() {
		t.Errorf("a puzzle without one: %d selectors and %d clauses to explain, against %d (no rectangle of another area)", len(a.Selectors()), a.NumClauses(), b.NumClauses())
	}
	// A run that writes the question's CNF gets the switchable model, as
	// it is built and before any search (a stopped run wrote none).
	ps, _ := Genre.Parse([]byte(right), "t")
	o := &solve.Options{Encoding: encode.Config{Select: encode.SelectAll}, Explain: true, DIMACS: "x.cnf"}
	if a, b := Genre.Problem(ps[0].P, "t", o, false).Formula, formula(right, false); len(a.Selectors()) == 0 || a.NumClauses() <= b.NumClauses() {
		t.Errorf("--explain --dimacs: %d selectors and %d clauses, against %d", len(a.Selectors()), a.NumClauses(), b.NumClauses())
	}
	if _, errs, code := kittest.CLI(t, right, "shikaku", "--explain", "-j", "1"); code != 0 || !strings.Contains(errs, "has a solution: nothing conflicts") {
		t.Errorf("exit %d: %s", code, errs)
	}
}
