package masyu

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/kittest"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/tatham"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

func TestMain(m *testing.M) { kittest.Main(m) }

func tathamCases(t *testing.T) []kittest.Tatham {
	return kittest.TathamFile(t, "../../testdata/masyu/tatham.tsv", 18)
}

// tathamLoop decodes Pearl's SOLVE move: "R<lines>,x,y" sets a cell's
// lines, 1 right, 2 up, 4 left, 8 down.
func tathamLoop(t *testing.T, p *Puzzle, move string) Loop {
	l := make(Loop, p.N())
	for _, mv := range strings.Split(move, ";")[1:] {
		var bits, x, y int
		if n, _ := fmt.Sscanf(mv, "R%d,%d,%d", &bits, &x, &y); n != 3 {
			t.Fatalf("move %q", mv)
		}
		l[y*p.Cols+x] = tatham.Mask(bits)
	}
	return l
}

// Every puzzle of Tatham's generator has his solution as its one
// solution; those made with "allow unsoluble" (n) have it among theirs.
func TestTathamSolutions(t *testing.T) {
	several := 0
	for _, tc := range tathamCases(t) {
		p, err := readTatham(tc.ID)
		if err != nil {
			t.Fatalf("%s: %v", tc.Name, err)
		}
		want := tathamLoop(t, p, tc.Solve)
		if err := Verify(p, want); err != nil {
			t.Fatalf("%s: Tatham's solution fails the verifier: %v", tc.Name, err)
		}
		boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 100)
		found := false
		for _, b := range boards {
			found = found || reflect.DeepEqual(b, want)
		}
		if !found || len(boards) != 1 && !strings.Contains(tc.Name, "den") {
			t.Fatalf("%s: %d solutions, Tatham's among them: %v", tc.Name, len(boards), found)
		}
		if len(boards) > 1 {
			several++
		}
	}
	t.Logf("%d puzzles made without Tatham's solver have several solutions", several)
}

func readAll(t *testing.T) []*Puzzle {
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
	files, _ := filepath.Glob("../../testdata/masyu/*.txt")
	kittest.Conform(t, Genre, files, readAll(t)...)
}

// count counts the loops of p by backtracking over the edges right of
// and below each cell in row-major order, each cell left with 0 or 2
// lines, every complete board checked by the verifier.
func count(p *Puzzle) int {
	l := make(Loop, p.N())
	var rec func(i int) int
	rec = func(i int) int {
		if i == p.N() {
			if Verify(p, l) == nil {
				return 1
			}
			return 0
		}
		r, c := p.RC(i)
		n := 0
		for k := 0; k < 4; k++ {
			right, down := k&1 == 1, k&2 == 2
			if right && c == p.Cols-1 || down && r == p.Rows-1 {
				continue
			}
			saved := l[i]
			if right {
				l[i] |= grid.Right.Bit()
				l[i+1] |= grid.Left.Bit()
			}
			if down {
				l[i] |= grid.Down.Bit()
				l[i+p.Cols] |= grid.Up.Bit()
			}
			if d := grid.Degree(l[i]); d == 0 || d == 2 {
				n += rec(i + 1)
			}
			l[i] = saved
			if right {
				l[i+1] &^= grid.Left.Bit()
			}
			if down {
				l[i+p.Cols] &^= grid.Up.Bit()
			}
		}
		return n
	}
	return rec(0)
}

// Random small puzzles: the solver's count equals the backtracker's
// under several encodings and connectivity methods.
func TestCountsAgainstBacktracking(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	cfgs := []encode.Config{{}, {AMO: encode.Pairwise, Card: encode.SeqCounter}, {AMO: encode.Sequential, Card: encode.Totalizer, Connect: encode.Tree}, {Card: encode.Native, Connect: encode.Reach}}
	seen := map[int]int{}
	for trial := 0; trial < 300; trial++ {
		r, c := 2+rng.Intn(3), 2+rng.Intn(3)
		p := &Puzzle{grid.Shape{Rows: r, Cols: c}, make([]int, r*c)}
		for i := range p.Pearls {
			if x := rng.Intn(10); x < 3 {
				p.Pearls[i] = 1 + x%2
			}
		}
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

func mustText(s string) *grid.Text {
	t, err := grid.ReadText([]byte(s), "test", "")
	if err != nil {
		panic(err)
	}
	return t
}

// loopOf draws a loop from rows of box-drawing characters.
func loopOf(rows ...string) Loop {
	var l Loop
	for _, row := range rows {
		for _, ch := range row {
			l = append(l, map[rune]int{'.': 0, '─': 10, '│': 5, '┌': 6, '┐': 12, '└': 3, '┘': 9}[ch])
		}
	}
	return l
}

func TestVerify(t *testing.T) {
	box := loopOf("┌─┐", "│.│", "└─┘")
	for _, tc := range []struct {
		grid string
		l    Loop
		want string
	}{
		{"B..\n...\n..B\n", box, ""},
		{"...\nW..\n...\n", box, ""},
		{"..W\n...\n...\n", box, "r1c3: the loop turns on the white pearl"},
		{".B.\n...\n...\n", box, "r1c2: the loop goes straight through the black pearl"},
		{"...\n.W.\n...\n", box, "r2c2: the loop misses the white pearl"},
		{"....\n....\n", loopOf("┌──┐", "└──┘"), ""},
		{".W..\n....\n", loopOf("┌──┐", "└──┘"), ""},
		{"B...\n....\n", loopOf("┌──┐", "└──┘"), "r1c1: the loop turns at r2c1, beside the black pearl"},
		{"....\n....\n....\n", loopOf("┌─┐.", "│.│.", "└─┘."), ""},
		{"....\n.W..\n....\n", loopOf("┌──┐", "│┌┐│", "└┘└┘"), "r2c2: the loop turns on the white pearl"},
		{"....\n....\n....\n", loopOf("┌─┐.", "│.│.", "└──."), "r2c3: a line goes down to r3c3"},
	} {
		p, err := readText(mustText(tc.grid))
		if err != nil {
			t.Fatal(err)
		}
		if len(tc.l) != p.N() {
			tc.l = append(tc.l, make(Loop, p.N()-len(tc.l))...)
		}
		err = Verify(p, tc.l)
		if (err == nil) != (tc.want == "") || err != nil && !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.grid, err, tc.want)
		}
	}
	// A white pearl with straight lines on both sides.
	p, _ := readText(mustText(".....\n..W..\n.....\n"))
	l := loopOf("┌───┐", "│...│", "└───┘")
	l[5], l[6], l[7], l[8], l[9] = 0, 0, 0, 0, 0
	l = loopOf(".....", "┌───┐", "└───┘")
	if err := Verify(p, l); err == nil || !strings.Contains(err.Error(), "r2c3: the loop turns on neither side of the white pearl") {
		t.Errorf("a white pearl without a turn beside it: %v", err)
	}
	// Two loops.
	q, _ := readText(mustText("....\n....\n"))
	if err := Verify(q, loopOf("┌┐┌┐", "└┘└┘")); err == nil || !strings.Contains(err.Error(), "more than one loop") {
		t.Errorf("two loops: %v", err)
	}
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"..\n.x.\n", "test:2:1: 3 cells in this row, 2 in the first (line 1)"},
		{"..\n.Q\n", `test:2:2: "Q": expected . (empty), W (a white pearl) or B (a black pearl)`},
		{"6x6:gWWWWeWaBf", "test:1:15: the description ends after 25 of 36 cells"},
		{"6x6:gWWWWeWaBfWcWbWcX", "test:1:21: \"X\" after the last cell"},
		{"6x6:gWWWWeWa5fWcWbWc", "test:1:13: unexpected '5'"},
		{"6x6dq:gWWWWeWaBfWcWbWc", "test:1:5: expected a difficulty, one of e, t, after 'd'"},
		{"6x6dtz:gWWWWeWaBfWcWbWc", "test:1:6: unexpected z in the parameters"},
		{"0x6:a", "test:1:1: a 0×6 grid"},
		{"https://puzz.link/p?mashu/6/6/1063000i3000z", "test:1:43: \"z\" after the last cell"},
		{"https://puzz.link/p?mashu/6/6/106300r", "test:1:37: unexpected 'r' in the circles"},
		{"https://puzz.link/p?mashu/f/6/6/1063000i3000", "test:1:27: flag \"f\""},
		{"https://puzz.link/p?mashu/v:x/6/6/1063000i3000", "test:1:27: flag \"\", variant \"x\""}, // said column 8, the "//" of https://
		{"https://puzz.link/p?akari/3/3/g0h", "expected a puzz.link URL such as https://puzz.link/p?mashu/6/6/1063000i3000 or a game ID"},
		{`{"grid": ["..", ".5"]}`, "test:1:19: \"5\": expected"},
		{`{"genre": "akari", "grid": [".."]}`, "test:1:11: genre \"akari\": expected masyu"},
		{`{"grid": [".."`, "test:1:"},
	} {
		_, err := Genre.Parse([]byte(tc.in), "test")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.in, err, tc.want)
		}
	}
}

const example = "6x6:gWWWWeWaBfWcWbWc"

func TestCLI(t *testing.T) {
	out, _, code := kittest.CLI(t, "", "masyu", "--unique", "-j", "1", example)
	if code != 0 || !strings.Contains(out, "○") {
		t.Fatalf("solve: exit %d\n%s", code, out)
	}
	out, _, code = kittest.CLI(t, "...\n...\n...\n", "masyu", "--count")
	if code != 0 || !strings.HasSuffix(out, "13\n") {
		t.Fatalf("--count on an empty 3×3 grid: exit %d %q", code, out)
	}
	out, _, code = kittest.CLI(t, "", "masyu", "--forced", example)
	if code != 0 || !strings.Contains(out, "─") {
		t.Fatalf("--forced: exit %d\n%s", code, out)
	}
	out, _, code = kittest.CLI(t, "", "masyu", "--format", "json", example)
	var ans map[string]any
	if code != 0 || json.Unmarshal([]byte(out), &ans) != nil || ans["status"] != "sat" {
		t.Fatalf("--format json: exit %d %q", code, out)
	}
	loop, _ := ans["loop"].([]any)
	if len(loop) == 0 || fmt.Sprint(loop[0]) != "[0 0]" {
		t.Fatalf("--format json: loop %v", ans["loop"])
	}
	url, _, code := kittest.CLI(t, "", "masyu", "--format", "url", example)
	if code != 0 || !strings.HasPrefix(url, "https://puzz.link/p?mashu/6/6/") {
		t.Fatalf("--format url: exit %d %q", code, url)
	}
	id, _, code := kittest.CLI(t, "", "masyu", "--format", "tatham", strings.TrimSpace(url))
	if code != 0 || strings.TrimSpace(id) != example {
		t.Fatalf("--format tatham of the URL: exit %d %q", code, id)
	}
	gen, _, code := kittest.CLI(t, "", "generate", "masyu", "--seed", "1", "--count", "2", "--size", "6")
	if code != 0 || strings.Count(gen, "---") != 1 {
		t.Fatalf("generate: exit %d\n%s", code, gen)
	}
	out, _, code = kittest.CLI(t, gen, "masyu", "--unique", "-j", "2")
	if code != 0 || strings.Count(out, "○")+strings.Count(out, "●") == 0 {
		t.Fatalf("generated puzzles read back: exit %d\n%s", code, out)
	}
	_, errOut, code := kittest.CLI(t, "", "masyu", "6x6:gWW")
	if code != 2 || strings.Count(strings.TrimSpace(errOut), "\n") != 0 || !strings.Contains(errOut, "column 8") {
		t.Fatalf("bad input: exit %d %q", code, errOut)
	}
}

func FuzzParse(f *testing.F) {
	f.Add("..\nWB\n")
	f.Add(example)
	f.Add("8x8den:aWbBzzeW")
	f.Add("https://puzz.link/p?mashu/6/6/1063000i3000")
	f.Add(`{"grid": ["..", "WB"]}`)
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

// atoms writes a loop as bench/asp/masyu.lp shows it: on(R1,C1,R2,C2)
// per line, the first cell above or left of the second.
func atoms(p *Puzzle, l Loop) string {
	var out []string
	for i, m := range l {
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

// bench/asp/masyu.lp has the solutions puzzlesat has (up to two): on
// Tatham's puzzles, pzprjs's and small random ones.
func TestClingo(t *testing.T) {
	ps := append(readAll(t), kittest.Read(t, Genre, "../../testdata/masyu/pzprjs.txt")...)
	rng := rand.New(rand.NewSource(2))
	for k := 0; k < 30; k++ {
		p := &Puzzle{grid.Shape{Rows: 3 + rng.Intn(2), Cols: 3 + rng.Intn(2)}, nil}
		p.Pearls = make([]int, p.N())
		for i := range p.Pearls {
			if x := rng.Intn(10); x < 3 {
				p.Pearls[i] = 1 + x%2
			}
		}
		ps = append(ps, p)
	}
	kittest.SameAsClingoUpTo(t, Genre, "../../bench/asp/masyu.lp", ps, facts, atoms, writeText, 2)
}

// TestForcedEdges: --forced's JSON gives every edge that all solutions
// share ("on"), as the drawing does. The loop traced from one end held
// one piece of them: here, of six solutions, it stopped at r6c2.
func TestForcedEdges(t *testing.T) {
	const many = ". . B . W .\n. . . . . .\n. . . . . B\n. . W . . .\n. . . . . W\n. . W B . .\n"
	out, _, code := kittest.CLI(t, many, "masyu", "--all", "--format", "json", "-j", "1")
	if code != 0 {
		t.Fatalf("--all: exit %d", code)
	}
	common := map[string]int{}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	for _, l := range lines {
		var a struct{ Loop [][2]int }
		if err := json.Unmarshal([]byte(l), &a); err != nil {
			t.Fatal(err)
		}
		for k := range a.Loop {
			x, y := a.Loop[k], a.Loop[(k+1)%len(a.Loop)]
			if fmt.Sprint(y) < fmt.Sprint(x) {
				x, y = y, x
			}
			common[fmt.Sprint([2][2]int{x, y})]++
		}
	}
	var want []string
	for e, n := range common {
		if n == len(lines) {
			want = append(want, e)
		}
	}
	// The edges off: those of the grid that no solution has.
	p, err := readText(mustText(many))
	if err != nil {
		t.Fatal(err)
	}
	var wantOff []string
	for _, e := range gridEdges(p.Shape) {
		if common[fmt.Sprint(e)] == 0 {
			wantOff = append(wantOff, fmt.Sprint(e))
		}
	}
	out, _, code = kittest.CLI(t, many, "masyu", "--forced", "--format", "json", "-j", "1")
	var f struct{ Forced struct{ On, Off [][2][2]int } }
	if err := json.Unmarshal([]byte(out), &f); code != 0 || err != nil {
		t.Fatalf("--forced: exit %d, %v: %s", code, err, out)
	}
	var got, gotOff []string
	for _, e := range f.Forced.On {
		got = append(got, fmt.Sprint(e))
	}
	for _, e := range f.Forced.Off {
		gotOff = append(gotOff, fmt.Sprint(e))
	}
	sort.Strings(got)
	sort.Strings(want)
	sort.Strings(gotOff)
	sort.Strings(wantOff)
	if len(lines) != 6 || !reflect.DeepEqual(got, want) {
		t.Errorf("%d solutions; forced edges\n%v\nwant those all share\n%v", len(lines), got, want)
	}
	if len(wantOff) == 0 || !reflect.DeepEqual(gotOff, wantOff) {
		t.Errorf("%d solutions; forced off\n%v\nwant those none has\n%v", len(lines), gotOff, wantOff)
	}
}

// gridEdges lists every edge between two cells of s as the pair of its
// cells, the first above or left of the second, as the JSON writes them.
func gridEdges(s grid.Shape) [][2][2]int {
	var out [][2][2]int
	for r := 0; r < s.Rows; r++ {
		for c := 0; c < s.Cols; c++ {
			if c+1 < s.Cols {
				out = append(out, [2][2]int{{r, c}, {r, c + 1}})
			}
			if r+1 < s.Rows {
				out = append(out, [2][2]int{{r, c}, {r + 1, c}})
			}
		}
	}
	return out
}

// TestForcedEdgesOnAndOff: on Tatham's unique puzzles, --forced's JSON
// lists under "on" edges of his loop and under "off" edges not on it, and
// the two lists together hold every edge of the grid once (a unique
// puzzle leaves none open), so an edge decided off is told from an open
// one.
func TestForcedEdgesOnAndOff(t *testing.T) {
	n := 0
	for _, tc := range tathamCases(t) {
		if strings.Contains(tc.Name, "den") || n == 4 { // "den": maybe not unique
			continue
		}
		n++
		p, err := readTatham(tc.ID)
		if err != nil {
			t.Fatal(err)
		}
		loop := tathamLoop(t, p, tc.Solve)
		kittest.ForcedEdgesOf(t, "masyu", tc.Name, tc.ID, p.Shape, loop)
	}
	if n == 0 {
		t.Fatal("no unique puzzle of Tatham's")
	}
}

// TestRateSeesTheLoop: Tatham's 6×6 Masyu, tricky ones included, are
// rated by reasoning: for --rate the loop's connectivity is stated by
// reachability (kit.ReachVertices); under the lazy check the tricky ones
// stalled at "search".
func TestRateSeesTheLoop(t *testing.T) {
	kittest.Reasoned(t, Genre, "../../testdata/masyu/tatham.tsv", 4)
}

// TestExplainKeepsLazy: --explain's model of a puzzle without a
// solution states the loop by the lazy check (a search is faster so),
// and the puzzles with some givens kept that it checks against are asked
// of the model without names, by the lazy check too;
// --hint's and --rate's by reachability, with Solvable to ask whether
// there is a solution at all. Of a puzzle with one, --explain builds
// the model of the other questions, and Solvable tells what was found
// before it was built: a solution.
func TestExplainKeepsLazy(t *testing.T) {
	p := kittest.Read(t, Genre, "../../testdata/masyu/tatham.tsv")[0]
	cfg := encode.Config{Select: encode.SelectAll}
	ps, err := Genre.Parse([]byte(". . .\n. B .\n. . .\n"), "none") // a black pearl with no room for its lines
	if err != nil {
		t.Fatal(err)
	}
	explain := Genre.Problem(ps[0].P, "none", &solve.Options{Encoding: cfg, Explain: true}, false)
	if st, _ := explain.Solvable(context.Background()); len(explain.Formula.Checks()) == 0 || st != sat.Unsat {
		t.Errorf("--explain: %d lazy checks, Solvable %v", len(explain.Formula.Checks()), st)
	}
	if st, _ := explain.KeepGivens(nil).Solvable(context.Background()); st != sat.Sat {
		t.Errorf("--explain's puzzle with no given kept: %v", st)
	}
	solvable := Genre.Problem(p, "p", &solve.Options{Encoding: cfg, Explain: true}, false)
	if st, _ := solvable.Solvable(context.Background()); st != sat.Sat {
		t.Errorf("--explain of Tatham's: Solvable %v", st)
	}
	if hint := Genre.Problem(p, "p", &solve.Options{Encoding: cfg}, false); len(hint.Formula.Checks()) != 0 || hint.Solvable == nil {
		t.Errorf("--hint: %d lazy checks, Solvable %v", len(hint.Formula.Checks()), hint.Solvable != nil)
	}
}

// TestEmptyGridCycles: an empty n×n Masyu has as many solutions as the
// n×n grid graph has cycles (OEIS A140517), at -j 1 and -j 2; so many
// of them that a search for a second one finds it at once. Blocked by
// "one of the first loop's edges is off" (kit: a loop's edges alone are
// the projection), it does: an empty 34×34 took 7,965 searches, 7,963
// models of several loops cut off one after another, in 11 minutes,
// when any change was enough to block it.
func TestEmptyGridCycles(t *testing.T) {
	empty := func(n int) string {
		return strings.Repeat(strings.TrimSpace(strings.Repeat(". ", n))+"\n", n)
	}
	for n, want := range map[int]string{2: "1", 3: "13", 4: "213", 5: "9349"} {
		for _, jobs := range []string{"1", "2"} {
			out, errs, code := kittest.CLI(t, empty(n), "masyu", "--count", "-j", jobs)
			if code != 0 || strings.TrimSpace(out) != want {
				t.Errorf("%d×%d, -j %s: exit %d, %q %s; want %s", n, n, jobs, code, out, errs, want)
			}
		}
	}
	out, _, code := kittest.CLI(t, empty(34), "masyu", "--unique", "--stats", "--format", "json", "-j", "1")
	var a struct{ Stats struct{ Solves, Lazy int } }
	if err := json.Unmarshal([]byte(strings.SplitN(out, "\n", 2)[0]), &a); code != 1 || err != nil || a.Stats.Solves > 10 {
		t.Errorf("34×34 --unique: exit %d, %v, %d searches, %d models cut off", code, err, a.Stats.Solves, a.Stats.Lazy)
	}
}
