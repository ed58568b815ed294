package dominosa

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"reflect"
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

func tathamCases(t *testing.T) []kittest.Tatham {
	return kittest.TathamFile(t, "../../testdata/dominosa/tatham.tsv", 30)
}

// tathamSolution decodes Tatham's SOLVE move: "D i,j" is a domino on
// cells i and j.
func tathamSolution(p *Puzzle, move string) Dominoes {
	want := make(Dominoes, p.N())
	for i := range want {
		want[i] = i
	}
	for _, m := range strings.Split(move, ";") {
		var i, j int
		if n, _ := fmt.Sscanf(m, "D%d,%d", &i, &j); n == 2 {
			want[i], want[j] = j, i
		}
	}
	return want
}

// Every puzzle of Tatham's generator has his solution among its own: the
// only one but for his "ambiguous" difficulty, which makes puzzles
// without checking them.
func TestTathamSolutions(t *testing.T) {
	for _, tc := range tathamCases(t) {
		p, err := readTatham(tc.ID)
		if err != nil {
			t.Fatalf("%s: %v", tc.Name, err)
		}
		want := tathamSolution(p, tc.Solve)
		if err := Verify(p, want); err != nil {
			t.Fatalf("%s: Tatham's solution fails the verifier: %v", tc.Name, err)
		}
		if strings.Contains(tc.Name, "da_") {
			if !accepts(t, p, want) {
				t.Fatalf("%s: the model refuses Tatham's solution", tc.Name)
			}
			continue
		}
		boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 2)
		if len(boards) != 1 || !reflect.DeepEqual(boards[0], want) {
			t.Fatalf("%s: %d solutions, the first %v; Tatham's %v", tc.Name, len(boards), boards, want)
		}
	}
}

// accepts reports whether the model has d as a solution: its dominoes
// fixed, it has one, which decodes as d.
func accepts(t *testing.T, p *Puzzle, d Dominoes) bool {
	m := kit.NewModel(encode.Config{})
	decode := model(p, m)
	m.Close()
	for e := 0; e < p.NumEdges(); e++ {
		a, b := p.Edge(e)
		m.F.AddClause(sat.Var(e + 1).Lit(d[a] == b))
	}
	var got Dominoes
	if _, err := sat.Enumerate(context.Background(), m.F, m.Projection(), nil, 1, func(x []bool) bool {
		got = decode(kit.Solution(x))
		return false
	}); err != nil {
		t.Fatal(err)
	}
	return reflect.DeepEqual(got, d)
}

func TestConform(t *testing.T) {
	var ps []*Puzzle
	for _, tc := range tathamCases(t) {
		p, err := readTatham(tc.ID)
		if err != nil {
			t.Fatal(err)
		}
		if p.Max <= 9 && !strings.Contains(tc.Name, "da_") {
			ps = append(ps, p)
		}
	}
	files, _ := filepath.Glob("../../testdata/dominosa/*.txt")
	kittest.Conform(t, Genre, files, ps...)
}

// Don Kirkby's problems have one solution each.
func TestKirkby(t *testing.T) {
	ps := kittest.Read(t, Genre, "../../testdata/dominosa/kirkby.txt")
	for k, p := range ps {
		if boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 2); len(boards) != 1 {
			t.Errorf("problem %d: %d solutions", k, len(boards))
		}
	}
	if len(ps) != 21 {
		t.Errorf("%d problems, expected 21", len(ps))
	}
}

// count counts the tilings of p by the set: the first cell not yet
// covered pairs with its right or lower neighbour, if that domino is not
// used yet.
func count(p *Puzzle) int {
	mate, used := make([]int, p.N()), map[[2]int]bool{}
	for i := range mate {
		mate[i] = -1
	}
	var rec func(i int) int
	rec = func(i int) int {
		for i < p.N() && mate[i] >= 0 {
			i++
		}
		if i == p.N() {
			return 1
		}
		n := 0
		for _, j := range []int{i + 1, i + p.Cols} {
			if j >= p.N() || j == i+1 && j%p.Cols == 0 || mate[j] >= 0 {
				continue
			}
			k := [2]int{min(p.Cells[i], p.Cells[j]), max(p.Cells[i], p.Cells[j])}
			if !used[k] {
				used[k], mate[i], mate[j] = true, j, i
				n += rec(i + 1)
				used[k], mate[i], mate[j] = false, -1, -1
			}
		}
		return n
	}
	return rec(0)
}

// randomPuzzle lays the set on a random tiling (one solution at least),
// or shuffles the numbers of such a grid (none, as often as not).
func randomPuzzle(rng *rand.Rand) *Puzzle {
	p, _, _, _ := deal(rng, 1+rng.Intn(3))
	if rng.Intn(3) == 0 {
		rng.Shuffle(len(p.Cells), func(i, j int) { p.Cells[i], p.Cells[j] = p.Cells[j], p.Cells[i] })
	}
	if rng.Intn(2) == 0 {
		q, _ := newPuzzle(grid.Shape{Rows: p.Cols, Cols: p.Rows}) // turned
		for i := range q.Cells {
			q.Cells[i] = p.Cells[i%q.Cols*p.Cols+i/q.Cols]
		}
		p = q
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
	if seen[0] < 20 || seen[1] < 20 || seen[2] < 20 {
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
	p := mustText("010\n011\n") // two tilings: 0-0 down at c1, then 1-1 and 0-1 down or across
	for _, tc := range []struct {
		d    Dominoes
		want string
	}{
		{Dominoes{3, 4, 5, 0, 1, 2}, ""},
		{Dominoes{3, 2, 1, 0, 5, 4}, ""},
		{Dominoes{1, 0, 5, 4, 3, 2}, "domino 0-1 twice: r1c1-r1c2 and r1c3-r2c3"},
		{Dominoes{2, 4, 0, 5, 1, 3}, "r1c1: its domino's other half is not beside it"},
		{Dominoes{1, 0, 2, 4, 3, 5}, "r1c3: in no domino"},
		{Dominoes{1, 0, -1, 4, 3, -1}, "r1c3: undecided"},
		{Dominoes{1, 2, 1, 4, 3, 2}, "r1c1: the domino's other half does not match"},
		{Dominoes{1, 0, 5, 4, 3}, "5 cells, expected 6"},
	} {
		err := Verify(p, tc.d)
		if (err == nil) != (tc.want == "") || err != nil && !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.d, err, tc.want)
		}
	}
	if s := unbalanced(mustText("000\n011\n")); s != "0 is in 4 cells: the set 0-0 to 1-1 has it on 3 halves" {
		t.Errorf("unbalanced: %q", s)
	}
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"001\n0x1\n", "test:2:2: \"x\": expected a number from 0 to 1"},
		{"001\n021\n", "test:2:2: \"2\": expected a number from 0 to 1"},
		{"0011\n0111\n", "test:1:1: a 2×4 grid: a set of dominoes 0-0 to n-n covers (n+1)×(n+2) cells, n from 1"},
		{"001\n01\n", "test:2:1: 2 cells in this row, 3 in the first (line 1)"},
		{"1:00101", "test:1:8: cell 6 of 6: expected a number from 0 to 1"},
		{"1:0010111", "test:1:9: \"1\" after the last cell"},
		{"1:00201[1]", "test:1:5: cell 3 of 6: expected a number from 0 to 1"},
		{"2:[1", "test:1:3: cell 1 of 12: expected a number from 0 to 2"},
		{"2x3:001011", "test:1:1: \"2x3\": expected the highest number N"},
		{"1dq:001011", "test:1:3: expected a difficulty, one of t, b, h, e, a, after 'd'"},
		{`{"grid": ["001", "01x"]}`, "test:1:21: \"x\": expected a number from 0 to 1"},
		{`{"genre": "hashi", "grid": ["001", "011"]}`, "test:1:11: genre \"hashi\": expected dominosa"},
		{"https://puzz.link/p?hashi/3/3/2g3i1g2", "expected a game ID such as 1:001011"},
	} {
		_, err := Genre.Parse([]byte(tc.in), "test")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.in, err, tc.want)
		}
	}
}

func FuzzParse(f *testing.F) {
	f.Add("001\n011\n")
	f.Add("1:001011")
	f.Add("10db:[10]0123")
	f.Add(`{"grid": ["001", "011"]}`)
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
	out, errs, code := kittest.CLI(t, "", "dominosa", "--unique", tc.ID)
	if code != 0 || !strings.Contains(out, "┌") {
		t.Fatalf("--unique %s: exit %d, %s%s", tc.ID, code, out, errs)
	}
	// 0 1 0 / 0 1 1: two tilings, both with 0-0 down the first column.
	out, _, code = kittest.CLI(t, "010\n011\n", "dominosa", "--count")
	if lines := strings.Fields(out); code != 0 || lines[len(lines)-1] != "2" {
		t.Errorf("--count: %q, exit %d", out, code)
	}
	out, _, code = kittest.CLI(t, "010\n011\n", "dominosa", "--forced", "--format", "json")
	if code != 0 || !strings.Contains(out, `"forced":{"dominoes":[[0,0,1,0]]}`) {
		t.Errorf("--forced: %q, exit %d", out, code)
	}
	out, _, code = kittest.CLI(t, "", "dominosa", "--format", "json", tc.ID)
	var ans struct {
		Status   string
		Dominoes [][4]int
	}
	if err := json.Unmarshal([]byte(out), &ans); code != 0 || err != nil || ans.Status != "sat" {
		t.Fatalf("--format json: %q, exit %d, %v", out, code, err)
	}
	p, _ := readTatham(tc.ID)
	if len(ans.Dominoes) != p.N()/2 || !sort.SliceIsSorted(ans.Dominoes, func(i, j int) bool {
		return ans.Dominoes[i][0]*p.Cols+ans.Dominoes[i][1] < ans.Dominoes[j][0]*p.Cols+ans.Dominoes[j][1]
	}) {
		t.Errorf("dominoes %v", ans.Dominoes)
	}
	for _, d := range ans.Dominoes {
		if d[0]*p.Cols+d[1] >= d[2]*p.Cols+d[3] || d[0]-d[2]+d[1]-d[3] != -1 {
			t.Errorf("domino %v", d)
		}
	}
	short, _, code := kittest.CLI(t, "", "dominosa", "--format", "tatham", tc.ID)
	back, _, code2 := kittest.CLI(t, "", "dominosa", "--format", "tatham", strings.TrimSpace(short))
	if code != 0 || code2 != 0 || back != short || short != tc.ID[:strings.IndexByte(tc.ID, 'd')]+tc.ID[strings.IndexByte(tc.ID, ':'):]+"\n" {
		t.Errorf("--format tatham: %q, back %q", short, back)
	}
	gen, errs, code := kittest.CLI(t, "", "generate", "dominosa", "--seed", "1", "--count", "2", "--size", "5")
	if code != 0 {
		t.Fatalf("generate: exit %d, %s", code, errs)
	}
	f := filepath.Join(t.TempDir(), "gen.txt")
	if err := os.WriteFile(f, []byte(gen), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errs, code = kittest.CLI(t, "", "dominosa", "--unique", f)
	if code != 0 || strings.Count(errs, ": unique") != 2 {
		t.Errorf("generated puzzles read back --unique: exit %d, %s%s", code, out, errs)
	}
	_, errs, code = kittest.CLI(t, "", "dominosa", "1:00201[1]")
	if code != 2 || strings.Count(strings.TrimSpace(errs), "\n") != 0 || !strings.Contains(errs, "column 5") {
		t.Errorf("bad ID: exit %d, %q", code, errs)
	}
	out, errs, code = kittest.CLI(t, "000\n011\n", "dominosa")
	if code != 1 || !strings.Contains(errs+out, "0 is in 4 cells") {
		t.Errorf("unbalanced: exit %d, %q", code, errs)
	}
}

// The ASP program bench/asp/dominosa.lp has the solutions puzzlesat
// finds: all of them, on Tatham's puzzles and small random ones.
func TestClingo(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	var ps []*Puzzle
	for _, tc := range tathamCases(t)[:10] {
		p, _ := readTatham(tc.ID)
		ps = append(ps, p)
	}
	for len(ps) < 70 {
		ps = append(ps, randomPuzzle(rng))
	}
	kittest.SameAsClingo(t, Genre, "../../bench/asp/dominosa.lp", ps, facts, domAtoms, writeText)
}

// domAtoms writes a solution as bench/asp/dominosa.lp shows it:
// dom(R1,C1,R2,C2) for each domino, sorted.
func domAtoms(p *Puzzle, d Dominoes) string {
	var atoms []string
	for _, h := range grid.Dominoes(d) {
		r1, c1 := p.RC(h[0])
		r2, c2 := p.RC(h[1])
		atoms = append(atoms, fmt.Sprintf("dom(%d,%d,%d,%d)", r1, c1, r2, c2))
	}
	sort.Strings(atoms)
	return strings.Join(atoms, " ")
}

// TestForcedDrawing: on random puzzles with several solutions, the forced
// drawing has no border inside a domino that every solution lays, a solid
// one only where no solution lays a domino, a dotted one never where
// every solution lays one (it may where none does: between two open cells);
// read off the text (QA: every open cell was drawn boxed in).
func TestForcedDrawing(t *testing.T) {
	rng := rand.New(rand.NewSource(8))
	kinds := map[rune]int{}
	for trial := 0; trial < 300; trial++ {
		p := randomPuzzle(rng)
		boards, _, complete := kittest.Solutions(t, Genre, p, encode.Config{}, 0)
		if !complete || len(boards) < 2 {
			continue
		}
		prob := Genre.Problem(p, "p", &solve.Options{}, false)
		values, found, _, err := solve.Forced(context.Background(), prob)
		if err != nil || !found {
			t.Fatalf("%s: forced: %v %v", writeText(p), found, err)
		}
		a, err := prob.ShowForced(values)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(a.Text, "\n")
		at := func(line, col int) rune { return []rune(lines[line])[col] }
		for e := range p.NumEdges() {
			x, y := p.Edge(e)
			r, c := p.RC(y)
			mark := at(2*r, 4*c+2) // between rows r-1 and r
			if p.Horizontal(e) {
				mark = at(2*r+1, 4*c) // between columns c-1 and c
			}
			laid := 0
			for _, b := range boards {
				if b[x] == y {
					laid++
				}
			}
			kinds[mark]++
			switch {
			case mark == ' ' && laid != len(boards), (mark == '│' || mark == '─') && laid != 0, (mark == '┆' || mark == '┄') && laid == len(boards):
				t.Fatalf("%s: %s drawn %q, a domino in %d of the %d solutions\n%s", writeText(p), p.EdgeName(e), mark, laid, len(boards), a.Text)
			}
		}
	}
	if kinds[' '] == 0 || kinds['┆']+kinds['┄'] == 0 || kinds['│']+kinds['─'] == 0 {
		t.Errorf("borders drawn: %v; expected each kind", kinds)
	}
}
