package kakuro

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/kittest"
)

func TestMain(m *testing.M) { kittest.Main(m) }

func files(t *testing.T) []string {
	fs, _ := filepath.Glob("../../testdata/kakuro/*.txt")
	if len(fs) < 10 {
		t.Fatalf("%d test files, expected 10 or more", len(fs))
	}
	return fs
}

func TestConform(t *testing.T) { kittest.Conform(t, Genre, files(t)) }

// The real puzzles have one solution each; where the source publishes
// it, it is the one found.
func TestRealPuzzles(t *testing.T) {
	published := map[string]string{ // the full grids' rows, 0 on black cells
		// pzprjs's test/script/kakuro.js, its last (correct) board
		"pzprjs-test.txt": "0 0 0 0 0 0/0 0 5 3 0 0/0 3 4 1 2 0/0 1 2 0 1 2/0 0 1 9 3 8/0 0 0 8 4 0",
		// cspuz_core's cspuz_rs_puzzles/src/puzzles/kakuro.rs, test_kakuro_problem
		"cspuz.txt": "0 0 0 0 0 0 0/0 0 3 9 0 3 1/0 6 4 5 3 1 2/0 9 7 0 9 6 0/0 8 6 2 5 4 1/0 0 9 7 0 8 2",
	}
	checked := 0
	for _, f := range files(t) {
		p := kittest.Read(t, Genre, f)[0]
		boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 2)
		if len(boards) != 1 {
			t.Fatalf("%s: %d solutions", f, len(boards))
		}
		want, ok := published[filepath.Base(f)]
		if !ok {
			continue
		}
		rows := make([]string, p.Rows)
		for i, v := range boards[0] {
			rows[i/p.Cols] = strings.TrimSpace(rows[i/p.Cols] + " " + fmt.Sprint(v))
		}
		if got := strings.Join(rows, "/"); got != want {
			t.Fatalf("%s: found %s, published %s", f, got, want)
		}
		checked++
	}
	if checked != len(published) {
		t.Fatalf("%d published solutions checked, expected %d", checked, len(published))
	}
}

// count counts the solutions of p by filling the white cells in order,
// checking each run once it is full; it stops at limit.
func count(p *Puzzle, limit int) int {
	d := make(Digits, p.N())
	runs := p.runs()
	last := map[int][]run{} // runs by their last cell
	for _, r := range runs {
		last[r.Cells[len(r.Cells)-1]] = append(last[r.Cells[len(r.Cells)-1]], r)
	}
	n := 0
	var rec func(i int)
	rec = func(i int) {
		if n >= limit {
			return
		}
		if i == p.N() {
			n++
			return
		}
		if p.Black[i] {
			rec(i + 1)
			return
		}
	next:
		for v := 1; v <= 9; v++ {
			d[i] = v
			for _, r := range last[i] {
				total, seen := 0, 0
				for _, j := range r.Cells {
					if seen&(1<<d[j]) != 0 {
						continue next
					}
					seen |= 1 << d[j]
					total += d[j]
				}
				if r.sum > 0 && total != r.sum {
					continue next
				}
			}
			rec(i + 1)
		}
		d[i] = 0
	}
	rec(0)
	return n
}

// randomPuzzle returns a small Kakuro: random black cells inside the
// frame, each sum that of a random filling, a random number or none.
func randomPuzzle(rng *rand.Rand) *Puzzle {
	p := newPuzzle(grid.Shape{Rows: 3 + rng.Intn(2), Cols: 3 + rng.Intn(3)})
	for i := range p.Black {
		r, c := p.RC(i)
		p.Black[i] = r == 0 || c == 0 || rng.Intn(5) == 0
	}
	fill := rng.Perm(9)
	for _, r := range p.runs() {
		if r.Before < 0 {
			continue
		}
		sum := 0
		switch k := rng.Intn(10); {
		case k < 7:
			for j := range r.Cells {
				sum += fill[(r.Cells[j]+j)%9] + 1
			}
		case k < 8:
			sum = 1 + rng.Intn(20)
		}
		if r.Down {
			p.Down[r.Before] = sum
		} else {
			p.Across[r.Before] = sum
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
	const limit = 30
	for trial := 0; trial < 300; trial++ {
		p := randomPuzzle(rng)
		want := count(p, limit)
		seen[min(want, 2)]++
		for _, cfg := range cfgs[:1+trial%len(cfgs)] {
			boards, _, _ := kittest.Solutions(t, Genre, p, cfg, limit)
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

func mustText(t *testing.T, s string) *Puzzle {
	t.Helper()
	ps, err := Genre.Parse([]byte(s), "test")
	if err != nil {
		t.Fatal(err)
	}
	return ps[0].P
}

const small = "#    4\\ 3\\\n\\4   .  .\n\\3   .  .\n"

func TestVerify(t *testing.T) {
	p := mustText(t, small)
	for _, tc := range []struct {
		d    Digits
		want string
	}{
		{Digits{0, 0, 0, 0, 3, 1, 0, 1, 2}, ""},
		{Digits{0, 0, 0, 0, 2, 2, 0, 2, 1}, "r2c2 and r2c3: two 2s in run r2c2-r2c3"},
		{Digits{0, 0, 0, 0, 1, 3, 0, 3, 1}, "run r3c2-r3c3 adds up to 4, expected 3 (r3c1 across)"},
		{Digits{0, 0, 0, 0, 3, 2, 0, 1, 1}, "run r2c2-r2c3 adds up to 5, expected 4 (r2c1 across)"},
		{Digits{0, 0, 0, 0, 3, 1, 0, 2, 1}, "run r2c2-r3c2 adds up to 5, expected 4 (r1c2 down)"},
		{Digits{0, 0, 0, 0, 3, 1, 0, 2, 2}, "two 2s in run r3c2-r3c3"},
		{Digits{1, 0, 0, 0, 3, 1, 0, 1, 2}, "r1c1: a digit in a black cell"},
		{Digits{0, 0, 0, 0, 3, 1, 0, 1, -1}, "r3c3: -1, expected a digit 1-9"},
		{Digits{0, 0, 0, 0, 3, 1, 0, 1}, "8 cells, expected 9"},
	} {
		err := Verify(p, tc.d)
		if (err == nil) != (tc.want == "") || err != nil && !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.d, err, tc.want)
		}
	}
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"# 4\\\n\\4 x\n", `test:2:4: "x": expected . (white), # (black) or a clue cell`},
		{"# 4\\\n\\4 \x1b\n", `test:2:4: "\x1b": expected . (white)`}, // escaped, never raw to a terminal (review)
		{"# 4\\\n\\4 . .\n", "test:2:1: 3 cells in this row, 2 in the first (line 1)"},
		{"# 46\\\n\\4 .\n", `test:1:3: "46\": the down sum "46": expected 1 to 45`}, // as typed (QA: %q doubled the backslash)
		{"# 4\\\\ 3\\\n\\4 . .\n\\3 . .\n", `test:1:3: "4\\": the across sum "\": expected 1 to 45`},
		{"# 4\\\n\\4 .\n\\3 #\n", "test:3:1: a sum across: no white cell right of it"},
		{"https://puzz.link/p?kakuro/2/2/43k..", "test:1:37: the URL ends: expected the sum above column 2"},
		{"https://puzz.link/p?kakuro/2/2/4", "test:1:33: the URL ends: expected the right sum"},
		{"https://puzz.link/p?kakuro/2/2/4%j-5-", `test:1:33: unexpected '%': expected the right sum`},
		{"https://puzz.link/p?kakuro/2/2/k", "test:1:33: the URL ends after 1 of 4 cells"},
		{"https://puzz.link/p?kakuro/2/2/43k.", "test:1:36: the URL ends after 3 of 4 cells"},
		{"https://puzz.link/p?kakuro/2/2/k...-5-", `test:1:38: "-" after the last sum`},
		{"https://puzz.link/p?akari/3/3/g0h", "expected"},
		{`{"grid": ["# 4\\", "\\4 ?"]}`, `test:1:`},
		{`{"grid": ["# 4\\", "\\4 ."]`, `test:1:`},
	} {
		_, err := Genre.Parse([]byte(tc.in), "test")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.in, err, tc.want)
		}
	}
}

func TestCLI(t *testing.T) {
	url := "https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3"
	out, _, code := kittest.CLI(t, "", "kakuro", "--unique", "-j", "1", url)
	if code != 0 || !strings.Contains(out, `\21   1    9   3   8`) {
		t.Fatalf("solve: exit %d\n%s", code, out)
	}
	out, _, code = kittest.CLI(t, "# # #\n# . .\n# . .\n", "kakuro", "--count")
	if code != 0 || strings.TrimSpace(out) != fmt.Sprint(count(mustText(t, "# # #\n# . .\n# . .\n"), 1<<30)) {
		t.Fatalf("--count on a 2×2 without sums: exit %d %q", code, out)
	}
	out, _, code = kittest.CLI(t, "# # #\n\\3 . .\n", "kakuro", "--forced")
	if code != 0 || !strings.Contains(out, "?") {
		t.Fatalf("--forced: exit %d\n%s", code, out)
	}
	out, _, code = kittest.CLI(t, "", "kakuro", "--format", "json", url)
	var ans struct {
		Status string
		Grid   [][]int
	}
	if code != 0 || json.Unmarshal([]byte(out), &ans) != nil || ans.Status != "sat" || fmt.Sprint(ans.Grid[4]) != "[0 0 1 9 3 8]" {
		t.Fatalf("--format json: exit %d %q", code, out)
	}
	back, _, code := kittest.CLI(t, writeText(mustText(t, url)), "kakuro", "--format", "url")
	if code != 0 || strings.TrimSpace(back) != "https://puzz.link/p?kakuro/5/5/48la-.na-lh3l-Bn.-cl.c4a3" {
		t.Fatalf("--format url of the text: exit %d %q", code, back)
	}
	gen, _, code := kittest.CLI(t, "", "generate", "kakuro", "--seed", "1", "--count", "2")
	if code != 0 || strings.Count(gen, "---") != 1 {
		t.Fatalf("generate: exit %d\n%s", code, gen)
	}
	out, errOut, code := kittest.CLI(t, gen, "kakuro", "--unique", "-j", "2")
	if code != 0 || strings.Count(errOut, ": unique") != 2 {
		t.Fatalf("generated puzzles read back: exit %d\n%s\n%s", code, out, errOut)
	}
	for _, bad := range []string{"https://puzz.link/p?kakuro/2/2/4", "https://puzz.link/p?slither/3/3/g0h", "# 4\\\n\\4 . .\n", `{"grid": 3}`} {
		_, errOut, code = kittest.CLI(t, bad, "kakuro")
		if code != 2 || strings.Count(strings.TrimSpace(errOut), "\n") != 0 || !strings.Contains(errOut, ":") {
			t.Fatalf("bad input %q: exit %d %q", bad, code, errOut)
		}
	}
}

// The ASP program finds the same solutions as puzzlesat.
func TestClingo(t *testing.T) {
	var ps []*Puzzle
	for _, f := range files(t) {
		ps = append(ps, kittest.Read(t, Genre, f)[0])
	}
	rng := rand.New(rand.NewSource(3))
	for k := 0; k < 20; k++ {
		ps = append(ps, randomPuzzle(rng))
	}
	kittest.SameAsClingoUpTo(t, Genre, "../../bench/asp/kakuro.lp", ps, facts, func(p *Puzzle, b Digits) string { return kittest.ValueAtoms(p.Shape, "num", b) }, writeText, 2)
}

func FuzzParse(f *testing.F) {
	f.Add(small)
	f.Add("https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3")
	f.Add(`{"grid": ["# 4\\", "\\4 ."]}`)
	if data, err := os.ReadFile("../../testdata/kakuro/penpa-2.txt"); err == nil {
		f.Add(string(data))
	}
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

// --suggest names sums, which a setter can type (Genre.Full), not digits,
// which no format of Kakuro holds (QA): on a puzzle with one sum left out,
// the sums it names, typed in, leave one solution by the backtracker.
func TestSuggestSums(t *testing.T) {
	gen, _, _ := kittest.CLI(t, "", "generate", "kakuro", "--size", "5", "--seed", "11") // minimal: each sum needed
	p := mustText(t, gen)
	var q *Puzzle
	for _, r := range p.runs() {
		q = &Puzzle{p.Shape, p.Black, slices.Clone(p.Down), slices.Clone(p.Across)}
		if *q.sum(r.tag()) = 0; count(q, 2) > 1 {
			break
		}
	}
	if count(q, 2) < 2 {
		t.Fatal("no sum whose removal leaves two solutions")
	}
	out, errs, code := kittest.CLI(t, writeText(q), "kakuro", "--suggest")
	names, ok := strings.CutPrefix(strings.TrimSpace(out), "add ")
	if code != 0 || !ok {
		t.Fatalf("exit %d, %q %s", code, out, errs)
	}
	for _, name := range strings.Split(names, ", ") {
		var r, c, v int
		var dir string
		if n, _ := fmt.Sscanf(strings.Replace(name, "=", " ", 1), "r%dc%d %s %d", &r, &c, &dir, &v); n != 4 || dir != "down" && dir != "across" {
			t.Fatalf("%q: expected a sum, rRcC down=N or across=N", name)
		}
		*q.sum(2*((r-1)*q.Cols+c-1) + map[string]int{"across": 0, "down": 1}[dir]) = v
	}
	if n := count(q, 2); n != 1 {
		t.Errorf("with %s: %d solutions by backtracking, expected 1", names, n)
	}
}

// TestGenerateSymmetricSums: under --symmetric a run has a sum just when
// the run its half-turn makes has one. A clue's image is not the image
// of its cell: a down sum above a run turns to the one above the image of
// the run's last cell.
func TestGenerateSymmetricSums(t *testing.T) {
	for _, seed := range []string{"1", "2", "3"} {
		out, errs, code := kittest.CLI(t, "", "generate", "kakuro", "--symmetric", "--seed", seed, "--size", "6")
		if code != 0 {
			t.Fatalf("--seed %s: exit %d, %s", seed, code, errs)
		}
		ps, err := Genre.Parse([]byte(out), "generated")
		if err != nil || len(ps) != 1 {
			t.Fatalf("--seed %s: %d puzzles read, %v\n%s", seed, len(ps), err, out)
		}
		p, summed, blanks := ps[0].P, map[[3]int]bool{}, 0
		for _, r := range p.runs() {
			first, last := r.Cells[0], r.Cells[len(r.Cells)-1]
			summed[[3]int{first, last, map[bool]int{true: 1}[r.Down]}] = r.sum > 0
			if r.sum == 0 {
				blanks++
			}
		}
		for k, on := range summed {
			if img := [3]int{p.turnInside(k[1]), p.turnInside(k[0]), k[2]}; summed[img] != on {
				t.Errorf("--seed %s: the run %s-%s has a sum %v, its image %s-%s %v\n%s", seed, p.Name(k[0]), p.Name(k[1]), on, p.Name(img[0]), p.Name(img[1]), summed[img], out)
			}
		}
		if blanks == 0 {
			t.Errorf("--seed %s: every sum kept: the test shows nothing\n%s", seed, out)
		}
	}
}
