package sudoku

import (
	"context"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

func TestKaggleAnswersEqualPublished(t *testing.T) {
	ps, _ := readAll(t, "kaggle_40.txt", Options{})
	data, err := os.ReadFile(filepath.Join(testdata, "kaggle_40_solutions.txt"))
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Fields(string(data))
	if len(want) != len(ps) {
		t.Fatalf("%d puzzles, %d solutions", len(ps), len(want))
	}
	for _, k := range kinds {
		t.Run(k.String(), func(t *testing.T) {
			for i, p := range ps {
				sols, _ := solveAll(t, p, k, encode.Default, 1)
				if len(sols) != 1 {
					t.Fatalf("puzzle %d: %d solutions", i+1, len(sols))
				}
				if got := line(sols[0]); got != want[i] {
					t.Errorf("puzzle %d:\n got %s\nwant %s", i+1, got, want[i])
				}
			}
		})
	}
}

// TestUniqueSets proves the published hard sets unique under each model
// and a few encodings.
func TestUniqueSets(t *testing.T) {
	for _, file := range []string{"royle17_30.txt", "top95.txt", "grid_seps.txt", "ints_rows.txt", "article.json", "janko16_3.chars.txt", "rk16.txt"} {
		ps, _ := readAll(t, file, Options{})
		for _, k := range kinds {
			for _, enc := range []encode.Encoding{encode.Auto, encode.Pairwise, encode.Sequential, encode.Native} {
				if testing.Short() && (k != Reduced || enc != encode.Auto) {
					continue
				}
				if len(ps[0].Cells) > 81 && enc == encode.Pairwise && k == Full {
					continue // slow and adds nothing
				}
				for i, p := range ps {
					if file == "top95.txt" && i%8 != 0 && k != Reduced {
						continue
					}
					sols, complete := solveAll(t, p, k, encode.Config{AMO: enc, Card: encode.Auto}, 2)
					if len(sols) != 1 || !complete {
						t.Errorf("%s #%d, %s model, %s: %d solutions, want exactly 1", file, i+1, k, enc, len(sols))
					}
				}
			}
		}
	}
}

// TestSergNotUnique: every puzzle of the sample of Serg's benchmark has two
// or more solutions; the SAT models find two distinct ones under every
// model and the command's encodings, and plain backtracking agrees.
func TestSergNotUnique(t *testing.T) {
	ps, _ := readAll(t, "serg_35.txt", Options{})
	if len(ps) != 35 {
		t.Fatalf("%d puzzles, want 35", len(ps))
	}
	for i, p := range ps {
		if n := countBacktrack(p, 2); n != 2 {
			t.Errorf("#%d: backtracking finds %d solutions, want at least 2", i+1, n)
		}
		for _, k := range kinds {
			for _, enc := range []encode.Encoding{encode.Auto, encode.Native} {
				sols, _ := solveAll(t, p, k, encode.Config{AMO: enc, Card: encode.Auto}, 2)
				if len(sols) != 2 || line(sols[0]) == line(sols[1]) {
					t.Errorf("#%d, %s model, %s: %d distinct solutions under a limit of 2, want 2", i+1, k, enc, len(sols))
				}
			}
		}
	}
}

// blanked returns the solved grid sol with cells blanked at random until
// holes are open: a puzzle that may have many solutions.
func blanked(p *Puzzle, sol []int, holes int, rng *rand.Rand) *Puzzle {
	q := &Puzzle{N: p.N, BoxRows: p.BoxRows, BoxCols: p.BoxCols, Cells: append([]int(nil), sol...)}
	for _, i := range rng.Perm(len(sol))[:holes] {
		q.Cells[i] = 0
	}
	return q
}

func TestCountsAgainstBacktracking(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	ps, _ := readAll(t, "kaggle_40_solutions.txt", Options{})
	sixes, _ := readAll(t, "six_2x3.txt", Options{})
	six, _ := solveAll(t, sixes[0], Reduced, encode.Default, 1)
	sixSol := &Puzzle{N: 6, BoxRows: 2, BoxCols: 3, Cells: six[0]}
	cases := []struct {
		p     *Puzzle
		holes int
	}{
		{ps[0], 30}, {ps[1], 45}, {ps[2], 50}, {ps[3], 52}, {ps[4], 54}, {sixSol, 18}, {sixSol, 22}, {sixSol, 25},
	}
	for ci, c := range cases {
		q := blanked(c.p, c.p.Cells, c.holes, rng)
		want := countBacktrack(q, 5000)
		if want >= 5000 {
			t.Fatalf("case %d: too many solutions for the test", ci)
		}
		t.Logf("case %d: %d holes, %d solutions", ci, c.holes, want)
		for _, k := range kinds {
			for _, enc := range []encode.Encoding{encode.Pairwise, encode.Sequential, encode.Native} {
				sols, complete := solveAll(t, q, k, encode.Config{AMO: enc, Card: encode.Auto}, 0)
				if !complete || len(sols) != want {
					t.Errorf("case %d (%d holes), %s model, %s: %d solutions, backtracking counts %d", ci, c.holes, k, enc, len(sols), want)
				}
				seen := map[string]bool{}
				for _, s := range sols {
					if seen[line(s)] {
						t.Errorf("case %d: a solution found twice", ci)
					}
					seen[line(s)] = true
				}
			}
		}
		if ci == 2 && want < 2 {
			t.Errorf("case %d: expected a puzzle with several solutions, got %d; pick other holes", ci, want)
		}
	}
}

func TestContradictoryGivens(t *testing.T) {
	ps, _ := readAll(t, "contradiction.txt", Options{})
	if c := ps[0].Conflict(); !strings.Contains(c, "two 1s in row 1") {
		t.Errorf("Conflict() = %q, want two 1s in row 1", c)
	}
	for _, k := range kinds {
		m, err := ps[0].Encode(k, encode.Default)
		if err != nil {
			t.Fatal(err)
		}
		if m.NoSolution == "" {
			t.Errorf("%s model: NoSolution empty", k)
		}
		if sols, complete := solveAll(t, ps[0], k, encode.Default, 0); len(sols) != 0 || !complete {
			t.Errorf("%s model: %d solutions, want none", k, len(sols))
		}
	}
	// A contradiction only propagation finds: r1c9 can hold nothing.
	p, _ := New(3, 3)
	for v := 1; v <= 8; v++ {
		p.Cells[v-1] = v // row 1: 1…8, so r1c9 must be 9
	}
	p.Cells[8*9+8] = 9 // and 9 stands in column 9
	if p.Conflict() != "" {
		t.Fatal("the givens themselves should not clash")
	}
	m, _ := p.Encode(Reduced, encode.Default)
	if m.NoSolution == "" {
		t.Error("reduced model: propagation did not find the contradiction")
	}
	for _, k := range kinds {
		if sols, _ := solveAll(t, p, k, encode.Default, 0); len(sols) != 0 {
			t.Errorf("%s model: %d solutions, want none", k, len(sols))
		}
	}
}

func TestReducedIsSmaller(t *testing.T) {
	ps, _ := readAll(t, "royle17_30.txt", Options{})
	cfg := encode.Config{AMO: encode.Pairwise, Card: encode.Auto}
	full, _ := ps[0].Encode(Full, cfg)
	giv, _ := ps[0].Encode(GivensOnly, cfg)
	red, _ := ps[0].Encode(Reduced, cfg)
	if v, c, _ := full.Formula.Size(); v != 729 || c != 11988+17 {
		t.Errorf("full model: %d variables, %d clauses; want 729 and %d", v, c, 11988+17)
	}
	gv, gc, _ := giv.Formula.Size()
	rv, rc, _ := red.Formula.Size()
	t.Logf("17 clues, pairwise: full 729/%d, givens %d/%d, reduced %d/%d", full.Formula.NumClauses(), gv, gc, rv, rc)
	if gv > 400 || gc > 4000 {
		t.Errorf("givens-only model: %d variables, %d clauses; Kwon & Jain report about 308 and 2,900", gv, gc)
	}
	if rv > gv || rc > gc {
		t.Errorf("reduced model bigger than the givens-only one: %d/%d vs %d/%d", rv, rc, gv, gc)
	}
}

func TestRectangularBlocks(t *testing.T) {
	ps, lay := readAll(t, "six_2x3.txt", Options{})
	if p := ps[0]; p.N != 6 || p.BoxRows != 2 || p.BoxCols != 3 || !lay.Separators {
		t.Fatalf("six_2x3: N=%d blocks %d×%d separators %v", p.N, p.BoxRows, p.BoxCols, lay.Separators)
	}
	// A 12×12 puzzle with 3×4 blocks: blank a pattern-built solution.
	p, _ := New(3, 4)
	for r := 0; r < 12; r++ {
		for c := 0; c < 12; c++ {
			p.Cells[r*12+c] = (r%3*4+r/3+c)%12 + 1
		}
	}
	if err := Verify(p, p.Cells); err != nil {
		t.Fatalf("pattern grid: %v", err)
	}
	q := blanked(p, p.Cells, 60, rand.New(rand.NewSource(1)))
	for _, k := range kinds {
		sols, _ := solveAll(t, q, k, encode.Default, 3)
		if len(sols) == 0 {
			t.Errorf("%s: no solution for a blanked 12×12", k)
		}
	}
}

func TestVerifyRejects(t *testing.T) {
	ps, _ := readAll(t, "kaggle_40_solutions.txt", Options{})
	puzzles, _ := readAll(t, "kaggle_40.txt", Options{})
	p, sol := puzzles[0], ps[0].Cells
	if err := Verify(p, sol); err != nil {
		t.Fatalf("published solution: %v", err)
	}
	bad := func(name string, change func(g []int)) {
		g := append([]int(nil), sol...)
		change(g)
		if Verify(p, g) == nil {
			t.Errorf("%s: Verify accepted it", name)
		}
	}
	bad("a blank", func(g []int) { g[5] = 0 })
	bad("out of range", func(g []int) { g[5] = 10 })
	bad("swapped in a row", func(g []int) { g[0], g[1] = g[1], g[0] })
	bad("two rows swapped across blocks", func(g []int) {
		for c := 0; c < 9; c++ {
			g[c], g[3*9+c] = g[3*9+c], g[c]
		}
	})
	if Verify(p, sol[:80]) == nil {
		t.Error("short grid: Verify accepted it")
	}
	// Swapping two whole digits keeps rows, columns and blocks but breaks
	// the givens.
	bad("digits relabelled", func(g []int) {
		for i, v := range g {
			switch v {
			case 1:
				g[i] = 2
			case 2:
				g[i] = 1
			}
		}
	})
}

func TestParseOne(t *testing.T) {
	line := "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	if _, _, err := Parse(strings.NewReader(line+"\n\n"+line+"\n"), "two", Options{}); err == nil || !strings.HasPrefix(err.Error(), "two:3:1: a second puzzle") {
		t.Errorf("two puzzles: %v", err)
	}
	if _, _, err := Parse(strings.NewReader("\n# nothing\n"), "empty", Options{}); err == nil || !strings.Contains(err.Error(), "empty input") {
		t.Errorf("empty: %v", err)
	}
	// A square line too long for the characters says so (QA: told as no
	// square); one of no square says that.
	for n, want := range map[int]string{4096: "big:1:1: a line of 4096 characters, a 64×64 grid: the character formats go up to 61×61", 4097: "big:1:1: a line of 4097 characters: expected N²"} {
		if _, _, err := Parse(strings.NewReader(strings.Repeat(".", n)), "big", Options{}); err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("a line of %d: %v, expected %q", n, err, want)
		}
	}
	p, lay, err := Parse(strings.NewReader(line), "one", Options{})
	if err != nil || lay.Format != Line || p.Clues() != 17 {
		t.Errorf("one line without a newline: %v, %v, %d clues", err, lay.Format, p.Clues())
	}
}

// TestAutoAMO: left to choose, a 25×25 puzzle gets pairwise at-most-one,
// a 9×9 the fallback, and so does a 64×64 whose open candidates would need
// too many pairwise clauses: an empty one, or a nearly full one whose
// givens can be switched off (Select), which Encode builds as the full
// model.
func TestAutoAMO(t *testing.T) {
	ps, _ := readAll(t, "frisch25_2.txt", Options{})
	p25 := ps[0]
	p9, _ := New(3, 3)
	p64, _ := New(8, 8)
	full64, _ := New(8, 8)
	for i := range full64.Cells {
		r, c := i/64, i%64
		full64.Cells[i] = (r%8*8+r/8+c)%64 + 1
	}
	if err := Verify(full64, Solution(full64.Cells)); err != nil {
		t.Fatalf("the 64×64 pattern: %v", err)
	}
	full64.Cells[0], full64.Cells[64*64-1] = 0, 0
	native := encode.Config{AMO: encode.Native}
	selected := encode.Config{AMO: encode.Native, Select: encode.SelectAll}
	for _, tc := range []struct {
		p    *Puzzle
		kind Kind
		cfg  encode.Config
		want encode.Encoding
	}{
		{p25, Reduced, native, encode.Pairwise},
		{p25, Full, native, encode.Pairwise},
		{p9, Reduced, native, encode.Native},
		{p64, Reduced, native, encode.Native},
		{full64, Reduced, native, encode.Pairwise},
		{full64, Reduced, selected, encode.Native},
	} {
		if got := tc.p.AutoAMO(tc.kind, tc.cfg); got != tc.want {
			t.Errorf("%d×%d %v %v: %s, expected %s", tc.p.N, tc.p.N, tc.kind, tc.cfg.Select, got, tc.want)
		}
	}
}

// TestCubes: the look-ahead cubes, 2, 4 or 8 of them, of either model,
// split the solutions of puzzles with several: each cube's count, summed,
// is the count of a backtracking counter. A solution in two cubes would
// be counted twice, and one in none missed.
func TestCubes(t *testing.T) {
	ps, _ := readAll(t, "kaggle_40.txt", Options{})
	rng := rand.New(rand.NewSource(4))
	tried := 0
	for _, p := range ps[:6] {
		q := *p
		q.Cells = append([]int(nil), p.Cells...)
		// Blank givens while there are fewer than 60 solutions.
		for _, i := range rng.Perm(len(q.Cells)) {
			if q.Cells[i] == 0 {
				continue
			}
			v := q.Cells[i]
			q.Cells[i] = 0
			if countBacktrack(&q, 60) >= 60 {
				q.Cells[i] = v
			}
		}
		want := countBacktrack(&q, 1000)
		if want < 2 {
			continue
		}
		tried++
		for _, kind := range []Kind{Reduced, Full} {
			m, err := q.Encode(kind, encode.Config{})
			if err != nil {
				t.Fatal(err)
			}
			for _, k := range []int{2, 4, 8} {
				cubes := m.cubes(k)
				if len(cubes) < k {
					t.Fatalf("%d cubes asked, %d given", k, len(cubes))
				}
				total := 0
				for _, cube := range cubes {
					res, err := sat.Enumerate(context.Background(), m.Formula, m.Projection, cube, 0, func([]bool) bool { return true })
					if err != nil || !res.Complete {
						t.Fatal(err)
					}
					total += int(res.Count)
				}
				if total != want {
					t.Errorf("model %v, %d cubes: %d solutions in all, backtracking %d", kind, len(cubes), total, want)
				}
			}
		}
	}
	if tried < 4 {
		t.Fatalf("only %d puzzles with several solutions", tried)
	}
}

// TestPlaces: the groups of places are, for each row, column and block
// and each value, the candidates of that value there, when there are two
// or more, each group once: compared with the groups worked out here from
// each candidate's row, column and block (the block as the pair of its
// band and stack), in both models, over square and oblong blocks of
// either orientation. In a solution, exactly one place of each group holds
// its value.
func TestPlaces(t *testing.T) {
	ps, _ := readAll(t, "top95.txt", Options{})
	ps = ps[:5]
	six, _ := readAll(t, "six_2x3.txt", Options{})
	ps = append(ps, six...)
	for _, shape := range [][2]int{{2, 3}, {3, 2}, {3, 4}, {4, 3}, {1, 4}} {
		p, err := New(shape[0], shape[1])
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	groups := 0
	for _, p := range ps {
		for _, kind := range []Kind{Reduced, Full} {
			m, err := p.Encode(kind, encode.Config{})
			if err != nil {
				t.Fatal(err)
			}
			type house struct{ kind, a, b, val int }
			want := map[house][]sat.Var{}
			for k := range m.cellOf {
				r, c := int(m.cellOf[k])/p.N, int(m.cellOf[k])%p.N
				val := int(m.valOf[k])
				v := m.first + sat.Var(k)
				for _, h := range []house{{0, r, 0, val}, {1, c, 0, val}, {2, r / p.BoxRows, c / p.BoxCols, val}} {
					want[h] = append(want[h], v)
				}
			}
			left := map[string]int{}
			for _, g := range want {
				if len(g) >= 2 {
					left[fmt.Sprint(g)]++
				}
			}
			got := m.places()
			groups += len(got)
			for _, g := range got {
				if left[fmt.Sprint(g)] == 0 {
					t.Fatalf("%d×%d %v: places %v are not those of one value in one house", p.N, p.N, kind, g)
				}
				left[fmt.Sprint(g)]--
			}
			for g, n := range left {
				if n > 0 {
					t.Fatalf("%d×%d %v: the places %s are missing", p.N, p.N, kind, g)
				}
			}
			var model []bool
			if _, err := sat.Enumerate(context.Background(), m.Formula, m.Projection, nil, 1, func(s []bool) bool {
				model = append([]bool(nil), s...)
				return true
			}); err != nil || model == nil {
				t.Fatalf("no solution: %v", err)
			}
			for _, g := range got {
				trues := 0
				for _, v := range g {
					if model[v] {
						trues++
					}
				}
				if trues != 1 {
					t.Fatalf("places %v: %d true in a solution", g, trues)
				}
			}
		}
	}
	if groups < 1000 {
		t.Fatalf("%d groups of places in all: too few to test", groups)
	}
}
