package slitherlink

import (
	"math/rand"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/kittest"
)

// randomRegion grows a random set of cells from a random cell, a random
// neighbour at a time, up to size cells, and returns the loop around it
// when that is one loop (the region has no hole and does not touch itself
// at a corner), or false.
func randomRegion(rng *rand.Rand, rows, cols, size int) (Loop, bool) {
	in := make([]bool, rows*cols)
	in[rng.Intn(len(in))] = true
	for n := 1; n < size; {
		i := rng.Intn(len(in))
		if in[i] {
			continue
		}
		r, c := i/cols, i%cols
		if r > 0 && in[i-cols] || r+1 < rows && in[i+cols] || c > 0 && in[i-1] || c+1 < cols && in[i+1] {
			in[i] = true
			n++
		}
	}
	at := func(r, c int) bool { return r >= 0 && r < rows && c >= 0 && c < cols && in[r*cols+c] }
	s := newLoop(rows, cols)
	h, v := hv(s, rows, cols)
	for r := 0; r <= rows; r++ {
		for c := 0; c < cols; c++ {
			h[r*cols+c] = b2i(at(r-1, c) != at(r, c))
		}
	}
	for r := 0; r < rows; r++ {
		for c := 0; c <= cols; c++ {
			v[r*(cols+1)+c] = b2i(at(r, c-1) != at(r, c))
		}
	}
	return s, isOneLoop(s, rows, cols)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// isOneLoop reports whether the edges are one loop: every dot on none or
// two of them, some edge, and the edges connected. It shares nothing with
// the model or Verify.
func isOneLoop(s Loop, rows, cols int) bool {
	h, v := hv(s, rows, cols)
	w := cols + 1
	deg := make([]int, (rows+1)*w)
	parent := make([]int, len(deg))
	for i := range parent {
		parent[i] = i
	}
	find := func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	join := func(a, b int) {
		deg[a]++
		deg[b]++
		parent[find(a)] = find(b)
	}
	for r := 0; r <= rows; r++ {
		for c := 0; c < cols; c++ {
			if h[r*cols+c] == 1 {
				join(r*w+c, r*w+c+1)
			}
		}
	}
	for r := 0; r < rows; r++ {
		for c := 0; c <= cols; c++ {
			if v[r*w+c] == 1 {
				join(r*w+c, (r+1)*w+c)
			}
		}
	}
	root := -1
	for d, n := range deg {
		switch {
		case n == 0:
		case n != 2:
			return false
		case root < 0:
			root = find(d)
		case find(d) != root:
			return false
		}
	}
	return root >= 0
}

// cluesOf returns the clues that the loop s gives every cell.
func cluesOf(s Loop, rows, cols int) []int {
	h, v := hv(s, rows, cols)
	out := make([]int, rows*cols)
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			out[r*cols+c] = h[r*cols+c] + h[(r+1)*cols+c] + v[r*(cols+1)+c] + v[r*(cols+1)+c+1]
		}
	}
	return out
}

// bruteCount counts the loops that meet p's clues by deciding the edges
// one at a time (the horizontal edges of a line of dots, then the vertical
// edges below it), cutting a branch as soon as a dot has more than two
// edges or is left with one, or a cell's clue can no longer be met, and
// checking each full set of edges with isOneLoop: no SAT, no constraints.
func bruteCount(p *Puzzle) int { return len(bruteSolutions(p)) }

// bruteSolutions returns the loops bruteCount counts.
func bruteSolutions(p *Puzzle) []Loop {
	rows, cols, w := p.Rows, p.Cols, p.Cols+1
	s := newLoop(rows, cols)
	sh, sv := hv(s, rows, cols)
	type edge struct {
		h     bool // horizontal
		i     int  // its index in h or v (see hv)
		dots  [2]int
		cells []int
	}
	var edges []edge
	for r := 0; r <= rows; r++ {
		for c := 0; c < cols; c++ {
			e := edge{h: true, i: r*cols + c, dots: [2]int{r*w + c, r*w + c + 1}}
			if r > 0 {
				e.cells = append(e.cells, (r-1)*cols+c)
			}
			if r < rows {
				e.cells = append(e.cells, r*cols+c)
			}
			edges = append(edges, e)
		}
		if r == rows {
			break
		}
		for c := 0; c <= cols; c++ {
			e := edge{i: r*w + c, dots: [2]int{r*w + c, (r+1)*w + c}}
			if c > 0 {
				e.cells = append(e.cells, r*cols+c-1)
			}
			if c < cols {
				e.cells = append(e.cells, r*cols+c)
			}
			edges = append(edges, e)
		}
	}
	deg := make([]int, (rows+1)*w)
	left := make([]int, len(deg)) // edges of a dot not decided yet
	on := make([]int, rows*cols)
	open := make([]int, rows*cols) // sides of a cell not decided yet
	for _, e := range edges {
		left[e.dots[0]]++
		left[e.dots[1]]++
		for _, c := range e.cells {
			open[c]++
		}
	}
	ok := func(e edge) bool {
		for _, d := range e.dots {
			if deg[d] > 2 || left[d] == 0 && deg[d] == 1 {
				return false
			}
		}
		for _, c := range e.cells {
			if k := p.Clue[c]; k != None && (on[c] > k || on[c]+open[c] < k) {
				return false
			}
		}
		return true
	}
	var sols []Loop
	var fill func(i int)
	fill = func(i int) {
		if i == len(edges) {
			if isOneLoop(s, rows, cols) {
				sols = append(sols, append(Loop(nil), s...))
			}
			return
		}
		e := edges[i]
		for _, d := range e.dots {
			left[d]--
		}
		for _, c := range e.cells {
			open[c]--
		}
		for _, v := range []int{0, 1} {
			if v == 1 {
				deg[e.dots[0]]++
				deg[e.dots[1]]++
				for _, c := range e.cells {
					on[c]++
				}
			}
			if e.h {
				sh[e.i] = v
			} else {
				sv[e.i] = v
			}
			if ok(e) {
				fill(i + 1)
			}
			if v == 1 {
				deg[e.dots[0]]--
				deg[e.dots[1]]--
				for _, c := range e.cells {
					on[c]--
				}
			}
		}
		if e.h {
			sh[e.i] = 0
		} else {
			sv[e.i] = 0
		}
		for _, d := range e.dots {
			left[d]++
		}
		for _, c := range e.cells {
			open[c]++
		}
	}
	fill(0)
	return sols
}

// TestBruteCount checks the backtracking counter on what is known: the
// 13 loops of an empty 2×2 grid (4 single cells, 4 dominoes, 4 L shapes,
// the whole square; two diagonal cells touch at a corner), and the loops
// of an empty 1×n strip, n(n+1)/2.
func TestBruteCount(t *testing.T) {
	p, _ := Empty(2, 2)
	if n := bruteCount(p); n != 13 {
		t.Errorf("2×2: %d loops, expected 13", n)
	}
	for n := 1; n <= 6; n++ {
		p, _ := Empty(1, n)
		if got := bruteCount(p); got != n*(n+1)/2 {
			t.Errorf("1×%d: %d loops, expected %d", n, got, n*(n+1)/2)
		}
	}
}

// randomPuzzle derives a puzzle from a random loop on rows×cols cells: a
// random subset of its clues (each kept with probability keep); with
// wrong set, one clue is changed to another value, which most often leaves
// no solution.
func randomPuzzle(rng *rand.Rand, rows, cols int, keep float64, wrong bool) *Puzzle {
	for {
		s, ok := randomRegion(rng, rows, cols, 1+rng.Intn(rows*cols))
		if !ok {
			continue
		}
		full := cluesOf(s, rows, cols)
		p, _ := Empty(rows, cols)
		for i, k := range full {
			if rng.Float64() < keep {
				p.Clue[i] = k
			}
		}
		if wrong {
			i := rng.Intn(len(full))
			v := full[i]
			for v == full[i] {
				v = rng.Intn(4)
			}
			p.Clue[i] = v
		}
		return p
	}
}

// configs are the cardinality encodings every count is checked under.
var configs = map[string]encode.Config{
	"auto":                 {},
	"sequential,totalizer": {AMO: encode.Sequential, Card: encode.Totalizer},
	"native":               {AMO: encode.Native, Card: encode.Native},
	"pairwise,cardnet":     {AMO: encode.Pairwise, Card: encode.CardNet},
	"commander,seqcounter": {AMO: encode.Commander, Card: encode.SeqCounter},
}

// TestCountsAgree counts the solutions of random puzzles from 2×2 to 4×5
// under every connectivity method, several cardinality encodings and both
// models, and compares with the backtracking count: puzzles with one
// solution, with several (few clues), and with none (a clue changed).
func TestCountsAgree(t *testing.T) {
	rng := rand.New(rand.NewSource(12))
	type shape struct {
		rows, cols int
		keep       float64
		wrong      bool
	}
	var shapes []shape
	for _, size := range [][2]int{{2, 2}, {2, 3}, {3, 3}, {3, 4}, {4, 4}, {4, 5}} {
		shapes = append(shapes,
			shape{size[0], size[1], 0.9, false}, // most clues: one or few solutions
			shape{size[0], size[1], 0.5, false}, // several
			shape{size[0], size[1], 0.2, false}, // many
			shape{size[0], size[1], 0.6, true},  // a wrong clue: mostly none
		)
	}
	var zero, one, many, runs int
	for _, sh := range shapes {
		for tries := 0; tries < 2; tries++ {
			p := randomPuzzle(rng, sh.rows, sh.cols, sh.keep, sh.wrong)
			want := bruteCount(p)
			if want > 120 {
				continue // enumeration under every encoding would take long
			}
			switch {
			case want == 0:
				zero++
			case want == 1:
				one++
			default:
				many++
			}
			for _, m := range methods {
				for cname, cfg := range configs {
					for oname, opts := range modelOptions {
						cfg.Connect = m
						runs++
						sols, complete := solveAll(t, p, cfg, opts, 0)
						seen := map[string]bool{}
						for _, s := range sols {
							if seen[key(s)] {
								t.Fatalf("a solution found twice")
							}
							seen[key(s)] = true
						}
						if !complete || len(sols) != want {
							t.Fatalf("%d×%d under %s, %s, %s: %d solutions (complete %v), backtracking finds %d\n%s",
								p.Rows, p.Cols, m, cname, oname, len(sols), complete, want, gridOf(p))
						}
					}
				}
			}
		}
	}
	t.Logf("%d puzzles with no solution, %d with one, %d with several; %d enumerations", zero, one, many, runs)
	if zero < 3 || one < 3 || many < 5 {
		t.Errorf("too few of a kind: %d none, %d one, %d several", zero, one, many)
	}
}

// eagerCells is the largest grid (in cells) whose proof of uniqueness the
// tests run under the CNF methods: above it, tree and reach take seconds
// to minutes (a 20×20 puzzle 4 to 7 s by tree, 15 to 36 s by reach; the
// 31×45 over a minute by either), while lazy takes under half a second
// on every shared puzzle. SLITHERLINK_EAGER=all runs them all.
const eagerCells = 100

// TestShared solves every shared puzzle and proves it unique, as INDEX.tsv
// says each is, under every connectivity method (the CNF methods, and
// auto, which may choose one, on the small puzzles only: see eagerCells);
// the solutions agree.
func TestShared(t *testing.T) {
	index := readIndex(t)
	all := os.Getenv("SLITHERLINK_EAGER") == "all"
	for _, name := range puzzleFiles(t) {
		if !strings.Contains(index[name].Note, "unique") {
			t.Fatalf("%s: INDEX.tsv does not say it is unique: %q", name, index[name].Note)
		}
		p := loadFile(t, name)
		var first Loop
		for _, m := range append([]encode.Encoding{encode.Auto}, methods...) {
			if m != encode.Lazy && p.N() > eagerCells && !all {
				continue
			}
			start := time.Now()
			sols, complete := solveAll(t, p, encode.Config{Connect: m}, Default, 2)
			if len(sols) != 1 || !complete {
				t.Fatalf("%s under %s: %d solutions (complete %v), expected exactly one", name, m, len(sols), complete)
			}
			if first == nil {
				first = sols[0]
			} else if key(sols[0]) != key(first) {
				t.Fatalf("%s: %s finds another solution:\n%s\nthan\n%s", name, m, text(p, sols[0]), text(p, first))
			}
			if all {
				t.Logf("%s %s: %.2f s", name, m, time.Since(start).Seconds())
			}
		}
	}
}

// TestNoSolution checks puzzles without a loop: contradictory clues, two
// 4s (found before any search), and a 0 that leaves a 3 no room.
func TestNoSolution(t *testing.T) {
	for _, tc := range []struct{ grid, why string }{
		{"4 4\n", "both hold 4"},
		{"3 0\n", ""},
		{"0 0\n0 0\n", ""},
		{"3 3\n3 3\n", ""},
	} {
		p, err := parseOne(tc.grid, "t")
		if err != nil {
			t.Fatal(err)
		}
		if why := p.Infeasible(); !strings.Contains(why, tc.why) || (why == "") != (tc.why == "") {
			t.Errorf("%q: Infeasible says %q, expected %q", tc.grid, why, tc.why)
		}
		if n := bruteCount(p); n != 0 {
			t.Errorf("%q: backtracking finds %d loops", tc.grid, n)
		}
		for _, m := range methods {
			if sols, complete := solveAll(t, p, encode.Config{Connect: m}, Default, 0); len(sols) != 0 || !complete {
				t.Errorf("%q under %s: %d solutions", tc.grid, m, len(sols))
			}
		}
	}
}

// TestManyFile counts the loops of the puzzle made for the command-line
// tests, which its comment says has five.
func TestManyFile(t *testing.T) {
	p := kittest.Read(t, Genre, dataDir+"/many_3x3.txt")[0]
	if n := bruteCount(p); n != 5 {
		t.Fatalf("backtracking finds %d loops, expected 5", n)
	}
	for _, m := range methods {
		if sols, complete := solveAll(t, p, encode.Config{Connect: m}, Default, 0); len(sols) != 5 || !complete {
			t.Errorf("%s: %d solutions", m, len(sols))
		}
	}
}
