package kenken

import (
	"context"
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
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/spf13/pflag"
)

func TestMain(m *testing.M) { kittest.Main(m) }

const testdata = "../../testdata/kenken/"

func tathamCases(t testing.TB) []kittest.Tatham {
	return kittest.TathamFile(t, testdata+"tatham.tsv", 32)
}

// tathamSolution decodes Tatham's SOLVE move: "S" and a digit per cell.
func tathamSolution(t testing.TB, tc kittest.Tatham, n int) Grid {
	if len(tc.Solve) != n*n+1 || tc.Solve[0] != 'S' {
		t.Fatalf("%s: SOLVE %q", tc.Name, tc.Solve)
	}
	g := make(Grid, n*n)
	for i := range g {
		g[i] = int(tc.Solve[i+1] - '0')
	}
	return g
}

// Every puzzle of Tatham's generator, at every preset, difficulty and
// option, has one solution: his.
func TestTathamSolutions(t *testing.T) {
	sizes := map[int]int{}
	for _, tc := range tathamCases(t) {
		p, err := readTatham(tc.ID)
		if err != nil {
			t.Fatalf("%s: %v", tc.Name, err)
		}
		sizes[p.Cols]++
		want := tathamSolution(t, tc, p.Cols)
		if err := Verify(p, want); err != nil {
			t.Fatalf("%s: Tatham's solution fails the verifier: %v", tc.Name, err)
		}
		for _, limit := range []int{0, maxTuples} {
			m := kit.NewModel(encode.Config{})
			decode := modelWith(p, m, limit)
			m.Close()
			var boards []Grid
			if _, err := sat.Enumerate(context.Background(), m.F, m.Projection(), nil, 2, func(x []bool) bool {
				boards = append(boards, decode(kit.Solution(x)))
				return true
			}); err != nil {
				t.Fatal(err)
			}
			if len(boards) != 1 || fmt.Sprint(boards[0]) != fmt.Sprint(want) {
				t.Fatalf("%s (tuples up to %d): %d solutions %v, Tatham's %v", tc.Name, limit, len(boards), boards, want)
			}
		}
		if strings.Contains(tc.Name, "m_") {
			for _, c := range p.Cages {
				if c.Op != Mul {
					t.Errorf("%s: a %c cage in a multiplication-only puzzle", tc.Name, c.Op)
				}
			}
		}
	}
	if sizes[3] == 0 || sizes[9] < 12 {
		t.Errorf("sizes %v: expected 3x3 to 9x9", sizes)
	}
}

func tathamPuzzles(t testing.TB) []*Puzzle {
	var ps []*Puzzle
	for _, tc := range tathamCases(t) {
		p, err := readTatham(tc.ID)
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	return ps
}

func TestConform(t *testing.T) {
	files, _ := filepath.Glob(testdata + "*.txt")
	kittest.Conform(t, Genre, files, tathamPuzzles(t)...)
}

// count counts the solutions of p by backtracking, cell by cell in
// row-major order, a cage checked when its last cell is filled: the
// rules written out again, apart from the model and the verifier.
func count(p *Puzzle) int {
	n := p.Cols
	g, last := make(Grid, p.N()), make([]*Cage, p.N())
	for k := range p.Cages {
		c := &p.Cages[k]
		last[c.Cells[len(c.Cells)-1]] = c
	}
	var rec func(i int) int
	rec = func(i int) int {
		if i == p.N() {
			return 1
		}
		total := 0
	next:
		for v := 1; v <= n; v++ {
			r, c := p.RC(i)
			for j := 0; j < n; j++ {
				if j < c && g[p.Index(r, j)] == v || j < r && g[p.Index(j, c)] == v {
					continue next
				}
			}
			g[i] = v
			if cg := last[i]; cg != nil {
				got := 0
				switch cg.Op {
				case Add, Mul:
					got = map[Op]int{Add: 0, Mul: 1}[cg.Op]
					for _, j := range cg.Cells {
						if cg.Op == Add {
							got += g[j]
						} else {
							got *= g[j]
						}
					}
				case Sub, Div:
					a, b := g[cg.Cells[0]], g[cg.Cells[1]]
					if cg.Op == Sub && (a-b == cg.Target || b-a == cg.Target) || cg.Op == Div && (a == b*cg.Target || b == a*cg.Target) {
						got = cg.Target
					}
				}
				if got != cg.Target {
					continue
				}
			}
			total += rec(i + 1)
		}
		g[i] = 0
		return total
	}
	return rec(0)
}

// randomPuzzle cuts a random grid of side 3 or 4 into cages with clues of
// a random Latin square, some of them changed, so that puzzles of no, one
// and several solutions come.
func randomPuzzle(rng *rand.Rand) *Puzzle {
	n := 3 + rng.Intn(2)
	s := grid.Shape{Rows: n, Cols: n}
	p := &Puzzle{Shape: s}
	sol := make(Grid, s.N())
	perm := rng.Perm(n)
	for i := range sol {
		r, c := s.RC(i)
		sol[i] = perm[(r+c)%n] + 1
	}
	label, free := make([]int, s.N()), rng.Perm(n)[:rng.Intn(n)] // rows of one + cage
	for i := range label {
		label[i] = i
		if j, ok := s.Step(i, grid.Dir(rng.Intn(4))); ok && rng.Intn(3) > 0 {
			label[i] = label[min(i, j)]
		}
	}
	for _, r := range free {
		for _, i := range s.Row(r) {
			label[i] = -1 - r
		}
	}
	for _, cells := range s.Regions(label) {
		v := grid.ValuesAt(sol, cells)
		ops := []Op{Add, Add, Mul}
		if len(v) == 2 && max(v[0], v[1])%min(v[0], v[1]) == 0 {
			ops = append(ops, Sub, Div)
		}
		c := Cage{cells, ops[rng.Intn(len(ops))], 0}
		c.Target = c.Op.Apply(v)
		if rng.Intn(15) == 0 && c.Target > len(cells) {
			c.Target-- // most often no solution
		}
		p.Cages = append(p.Cages, c)
	}
	return p
}

// Random small puzzles: the solver's count equals the backtracker's,
// cages by their tuples or by arithmetic, under several encodings.
func TestCountsAgainstBacktracking(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	cfgs := []encode.Config{{}, {AMO: encode.Pairwise, Card: encode.SeqCounter}, {AMO: encode.Sequential, Card: encode.Totalizer}, {AMO: encode.Native, Card: encode.Native}}
	seen := map[int]int{}
	for trial := 0; trial < 300; trial++ {
		p := randomPuzzle(rng)
		want := count(p)
		seen[min(want, 2)]++
		for k, cfg := range cfgs {
			m := kit.NewModel(cfg)
			modelWith(p, m, []int{0, maxTuples}[k%2])
			m.Close()
			res, err := sat.Enumerate(context.Background(), m.F, m.Projection(), nil, 0, func([]bool) bool { return true })
			if err != nil || res.Count != int64(want) {
				t.Fatalf("%s under %+v: %d solutions (%v), backtracking %d", writeText(p), cfg, res.Count, err, want)
			}
		}
		if boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 0); len(boards) != want {
			t.Fatalf("%s: %d solutions, backtracking %d", writeText(p), len(boards), want)
		}
	}
	if seen[0] < 10 || seen[1] < 10 || seen[2] < 10 {
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

// The verifier rule by rule, each broken once: on Tatham's example,
// then each operation on a cage r1c1-r1c2 of a 3x3, the others cells
// alone.
func TestVerify(t *testing.T) {
	p, _ := readTatham(example)
	for _, tc := range []struct {
		g    Grid
		want string
	}{
		{Grid{4, 1, 2, 3, 2, 3, 1, 4, 1, 4, 3, 2, 3, 2, 4, 1}, ""},
		{Grid{4, 1, 2, 3, 2, 3, 1, 4, 1, 4, 3, 2, 3, 2, 4, -1}, "r4c4: undecided"},
		{Grid{4, 1, 2, 3, 2, 3, 1, 4, 1, 4, 3, 2, 3, 2, 4, 5}, "r4c4 holds 5, expected 1 to 4"},
		{Grid{1, 1, 2, 3, 2, 3, 1, 4, 1, 4, 3, 2, 3, 2, 4, 1}, "row 1 holds 1 twice, at r1c1 and r1c2"},
		{Grid{1, 4, 2, 3, 2, 3, 1, 4, 1, 4, 3, 2, 3, 2, 4, 1}, "column 1 holds 1 twice, at r1c1 and r3c1"},
		{Grid{2, 3, 1, 4, 4, 1, 2, 3, 1, 4, 3, 2, 3, 2, 4, 1}, "cage r1c1 8×: 2 3 4 give 24×"},
		{Grid{4, 2, 1, 3, 1, 3, 2, 4, 2, 4, 3, 1, 3, 1, 4, 2}, "cage r3c1 2−: 2 3 give 1−"},
	} {
		err := Verify(p, tc.g)
		if (err == nil) != (tc.want == "") || err != nil && !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.g, err, tc.want)
		}
	}
	sq := Grid{1, 2, 3, 2, 3, 1, 3, 1, 2}
	for _, tc := range []struct {
		op        Op
		a, target int
		want      string
	}{
		{Add, 0, 4, "cage r1c1 4+: 1 2 give 3+"},
		{Mul, 0, 3, "cage r1c1 3×: 1 2 give 2×"},
		{Sub, 0, 2, "cage r1c1 2−: 1 2 give 1−"},
		{Div, 0, 3, "cage r1c1 3÷: 1 2 give 2÷"},
		{Div, 1, 2, "cage r1c2 2÷: 2 3 give 0÷"},
	} {
		q := &Puzzle{Shape: grid.Shape{Rows: 3, Cols: 3}}
		for i := 0; i < 9; i++ {
			switch {
			case i == tc.a:
				q.Cages = append(q.Cages, Cage{[]int{i, i + 1}, tc.op, tc.target})
			case i != tc.a+1:
				q.Cages = append(q.Cages, Cage{[]int{i}, Add, sq[i]})
			}
		}
		if err := Verify(q, sq); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%c: %v, want %q", tc.op, err, tc.want)
		}
	}
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"a3+ a\nb1 c\n", "test:2:4: the cage at r2c2 has no clue"},
		{"a3+ a\nb3+\n", "test:2:1: 1 cell in this row, 2 in the first (line 1)"},
		{"a3+ a b3+\nc3+ c b\n", "test:1:1: a 2x3 grid: expected a square"},
		{"a3+ a\nb3+ b3+\n", `test:2:5: a second clue in cage "b": expected one, in r2c1`},
		{"a3+ b\nb3+ a\n", `test:2:1: cage "b" falls apart: r1c2 and r2c1 are not joined`},
		{"a9+ a\nb3+ b\n", "test:1:2: 9+ out of range: 2 cells of 1 to 2 give 2 to 4"},
		{"a2/ a\nb3 c1\n", "test:2:2: 3 out of range: 1 cell of 1 to 2 gives 1 to 2"},
		{"a3% a\nb3+ b\n", `test:1:2: "3%": expected a clue such as 12+`},
		{"a3 a\nb3+ b\n", `test:1:2: "3": expected a clue such as 12+`},
		{"a1- a a\nb6+ b b\nc6+ c c\n", "test:1:2: a - clue on 3 cells: a difference or a quotient takes two"},
		{"3+ a\nb3+ b\n", `test:1:1: "3+": expected a cage's label`},
		{"4:a_6a6_a", "test:1:10: the block borders end after 23 of the 24 sides"},
		{"4:a_6a6_aa", "test:1:11: expected ',' and the clues"},
		{"4:a_6a6_aa,m8d2m12s1s2a6", "test:1:25: the clue of the cage at r4c2: expected a, s, m or d and a number"},
		{"3dn:a_3aab_,s99999999999999999999m3a4m12", "test:1:14: the clue 99999999999999999999: too large"}, // as typed, not as MaxInt
		{"4:a_6a6_aa,m8d2m12s1s2a6d2m3", `test:1:27: "m3" after the last cell`},
		{"4:a_6a6_aa,m8d9m12s1s2a6d2", "test:1:14: the clue of the cage at r1c3: 9/ out of range"},
		{"4:a_6a6_aa,m8d2m12s1s2a6q2", "test:1:25: the clue of the cage at r4c2: expected a, s, m or d"},
		{"4dq:a_6a6_aa,m8d2m12s1s2a6d2", "test:1:3: expected a difficulty"},
		{"4x5:a_6a6_aa,m8d2m12s1s2a6d2", "test:1:1: a 4×5 grid: expected a square, its size one number"},
		{"0:_,a1", "test:1:1: a 0×0 grid: expected 2 to 32 a side"},
		{"1:_,a1", "test:1:1: a 1×1 grid: expected 2 to 32 a side"},
		{"4q:a_6a6_aa,m8d2m12s1s2a6d2", "test:1:2: unexpected q in the parameters"},
		{"https://puzz.link/p?akari/3/3/g0h", "expected a game ID such as 4:a_6a6_aa"},
		{`{"grid": ["a3+ a", "b3+ b"], "genre": "kenken"}`, ""},
		{`{"grid": ["a3+ a", "b3+ b5"]}`, `test:1:25: a second clue in cage "b": expected one, in r2c1`},
		{`{"genre": "futoshiki", "grid": ["a3+ a", "b3+ b"]}`, `test:1:11: genre "futoshiki": expected kenken`},
		{`{"grid": ["a3+ a", "b3+ b"`, "test:1:"},
	} {
		_, err := Genre.Parse([]byte(tc.in), "test")
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("%q: %v, want %q", tc.in, err, tc.want)
		}
	}
	// Through the command line: one line on stderr, exit 2, no panic.
	for _, in := range []string{"4:a_6a6_a", "4dq:a_6a6_aa,m8d2m12s1s2a6d2", "https://puzz.link/p?akari/3/3/g0h"} {
		out, errs, code := kittest.CLI(t, "", "kenken", in)
		if code != 2 || out != "" || strings.Count(errs, "\n") != 1 || strings.Contains(errs, "panic") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", in, code, out, errs)
		}
	}
	for _, in := range []string{"a3+ a\nb1 c\n", "a3+ a\nb3+\n", "a9+ a\nb3+ b\n", `{"grid": 3}`} {
		out, errs, code := kittest.CLI(t, in, "kenken")
		if code != 2 || out != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, "<stdin>:") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", in, code, out, errs)
		}
	}
}

// Tatham's options: the difficulty and m (multiplication only) read and
// passed over; the ID written is the short one, "N:DESC".
func TestTathamParams(t *testing.T) {
	for _, id := range []string{"4:a_6a6_aa,m8d2m12s1s2a6d2", "4de:a_6a6_aa,m8d2m12s1s2a6d2", "4dum:a_6a6_aa,m8d2m12s1s2a6d2", "4m:a_6a6_aa,m8d2m12s1s2a6d2"} {
		p, err := readTatham(id)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		if s, _ := writeTatham(p); s != example {
			t.Errorf("%s written as %s", id, s)
		}
	}
}

func FuzzParse(f *testing.F) {
	f.Add("a3+ a\nb3+ b\n")
	f.Add(example)
	f.Add("4dnm:a_6a6_aa,m8d2m12s1s2a6d2")
	f.Add("3dn:a_3aab_,s1m3a4m12")
	f.Add(`{"grid": ["a3+ a", "b3+ b"]}`)
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
	tc := tathamCases(t)[len(tathamCases(t))-1]
	id := strings.SplitN(tc.ID, ":", 2)[1]
	id = "9:" + id
	out, _, code := kittest.CLI(t, "", "kenken", "--format", "json", id)
	var ans map[string]any
	if err := json.Unmarshal([]byte(out), &ans); err != nil || code != 0 {
		t.Fatalf("--format json: exit %d, %q: %v", code, out, err)
	}
	var keys []string
	for k := range ans {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var digits strings.Builder
	rows, _ := ans["grid"].([]any)
	for _, row := range rows {
		for _, v := range row.([]any) {
			fmt.Fprint(&digits, v)
		}
	}
	if fmt.Sprint(keys) != "[grid puzzle status]" || "S"+digits.String() != tc.Solve {
		t.Errorf("--format json: %q, keys %v, Tatham's %s", out, keys, tc.Solve)
	}
	if out, _, code := kittest.CLI(t, "", "kenken", id); code != 0 || !strings.Contains(out, "┌") {
		t.Errorf("solve: exit %d, %q", code, out)
	}
	if _, errs, code := kittest.CLI(t, "", "kenken", "--unique", "-j", "2", id); code != 0 || !strings.Contains(errs, "unique") {
		t.Errorf("--unique: exit %d, %q", code, errs)
	}
	free := "a10+ a a a\nb10+ b b b\nc10+ c c c\nd10+ d d d\n"
	out, _, code = kittest.CLI(t, free, "kenken", "--count")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	p, _ := readText(mustText(free))
	if code != 0 || lines[len(lines)-1] != fmt.Sprint(count(p)) || count(p) != 576 {
		t.Errorf("--count: exit %d, %q, want %d", code, out, count(p))
	}
	out, _, code = kittest.CLI(t, "a3+ a b3\nc6+ c c\nd6+ d d\n", "kenken", "--forced")
	if code != 0 || strings.Count(out, "?") != 8 || !strings.Contains(out, "3 │") {
		t.Errorf("--forced: exit %d, %q", code, out)
	}
	back, _, code := kittest.CLI(t, "", "kenken", "--format", "tatham", tc.ID)
	back2, _, code2 := kittest.CLI(t, "", "kenken", "--format", "tatham", strings.TrimSpace(back))
	p, _ = readTatham(tc.ID)
	back3, _, code3 := kittest.CLI(t, writeText(p), "kenken", "--format", "tatham")
	if code != 0 || code2 != 0 || code3 != 0 || strings.TrimSpace(back) != id || back2 != back || back3 != back {
		t.Errorf("--format tatham of the ID, of that, of the typed grid: %q, %q, %q", back, back2, back3)
	}
	gen, _, code := kittest.CLI(t, "", "generate", "kenken", "--seed", "1", "--count", "2")
	if code != 0 {
		t.Fatalf("generate: exit %d", code)
	}
	_, errs, code := kittest.CLI(t, gen, "kenken", "--unique")
	if code != 0 || strings.Count(errs, ": unique") != 2 {
		t.Errorf("generated puzzles read back: exit %d, %q", code, errs)
	}
}

// Generated puzzles: unique, minimal (no two cages of one operation can
// be joined), at Tatham's sizes and larger, multiplication only too.
func TestGenerate(t *testing.T) {
	for _, tc := range []struct {
		size int
		args []string
	}{{4, nil}, {6, []string{"--multiplication-only"}}, {9, nil}, {12, nil}} {
		if testing.Short() && tc.size > 9 {
			continue
		}
		fs := pflag.NewFlagSet("generate", pflag.ContinueOnError)
		full := generator.Flags(fs)
		if err := fs.Parse(tc.args); err != nil {
			t.Fatal(err)
		}
		out, err := Genre.Make(context.Background(), full, rand.New(rand.NewSource(int64(tc.size))), tc.size, false, true)
		if err != nil {
			t.Fatalf("%d: %v", tc.size, err)
		}
		ps, err := Genre.Parse([]byte(out.Text), "generated")
		if err != nil || len(ps) != 1 {
			t.Fatalf("%d: %v", tc.size, err)
		}
		p := ps[0].P
		if !unique(t, p) || p.Cols != tc.size {
			t.Fatalf("%d: not unique: %s", tc.size, out.Text)
		}
		boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 2)
		sol := boards[0]
		of := p.labels()
		for e := 0; e < p.NumEdges(); e++ {
			a, b := p.Edge(e)
			ca, cb := p.Cages[min(of[a], of[b])], p.Cages[max(of[a], of[b])]
			joined := Cage{append(append([]int(nil), ca.Cells...), cb.Cells...), ca.Op, 0}
			sort.Ints(joined.Cells)
			joined.Target = ca.Op.Apply(grid.ValuesAt(sol, joined.Cells))
			if _, fits := p.tuples(joined, maxJoined); !fits || of[a] == of[b] || ca.Op != cb.Op || ca.Op == Sub || ca.Op == Div || len(ca.Cells)+len(cb.Cells) > maxCage {
				continue
			}
			q := &Puzzle{Shape: p.Shape}
			for _, c := range p.Cages {
				if c.Cells[0] != cb.Cells[0] {
					q.Cages = append(q.Cages, c)
				}
			}
			for k := range q.Cages {
				if q.Cages[k].Cells[0] == ca.Cells[0] {
					q.Cages[k] = joined
				}
			}
			if unique(t, q) {
				t.Fatalf("%d: %s and %s could be joined: not minimal\n%s", tc.size, p.Name(ca.Cells[0]), p.Name(cb.Cells[0]), out.Text)
			}
		}
		for _, c := range p.Cages {
			if len(tc.args) > 0 && c.Op != Mul || len(c.Cells) > maxCage {
				t.Fatalf("%d %v: cage %v", tc.size, tc.args, c)
			}
		}
	}
}

// unique reports whether p has one solution.
func unique(t testing.TB, p *Puzzle) bool {
	boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 2)
	return len(boards) == 1
}

// bench/asp/kenken.lp has the solutions puzzlesat has (two at most, as
// the benchmark asks): on Tatham's puzzles and small random ones.
func TestClingo(t *testing.T) {
	ps := tathamPuzzles(t)
	rng := rand.New(rand.NewSource(3))
	for k := 0; k < 40; k++ {
		ps = append(ps, randomPuzzle(rng))
	}
	kittest.SameAsClingoUpTo(t, Genre, "../../bench/asp/kenken.lp", ps, facts, func(p *Puzzle, b Grid) string { return kittest.ValueAtoms(p.Shape, "val", b) }, writeText, 2)
}

// Cages by their tuples against arithmetic, on Tatham's 9x9 (the
// figures README.md quotes): go test -run XXX -bench Cages.
func BenchmarkCages(b *testing.B) {
	var ps []*Puzzle
	for _, p := range tathamPuzzles(b) {
		if p.Cols == 9 {
			ps = append(ps, p)
		}
	}
	for _, limit := range []int{0, 20, 100, maxTuples, 5000, 1 << 30} {
		b.Run(fmt.Sprint("tuples", limit), func(b *testing.B) {
			for k := 0; k < b.N; k++ {
				for _, p := range ps {
					m := kit.NewModel(encode.Config{})
					modelWith(p, m, limit)
					m.Close()
					res, _ := sat.Enumerate(context.Background(), m.F, m.Projection(), nil, 2, func([]bool) bool { return true })
					if res.Count != 1 {
						b.Fatal("not unique")
					}
				}
			}
		})
	}
}

// A cage of one cell gives that cell, so no hint tells it: --rate takes a
// step for each other cell (it counted the given cell too).
func TestRateStepsSkipOneCellCages(t *testing.T) {
	// Generated 6×6s: the first holds a cage of one cell.
	gen, _, code := kittest.CLI(t, "", "generate", "kenken", "--seed", "3", "--size", "6", "--count", "3")
	if code != 0 {
		t.Fatalf("generate: exit %d", code)
	}
	ones := 0
	kittest.RateSteps(t, Genre, gen, func(p *Puzzle) int {
		open := p.N()
		for _, c := range p.Cages {
			if len(c.Cells) == 1 {
				open--
				ones++
			}
		}
		return open
	})
	if ones == 0 {
		t.Error("no cage of one cell in the test data")
	}
}
