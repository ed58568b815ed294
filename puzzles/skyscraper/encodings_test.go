package skyscraper

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
)

// randomLatin returns a random n×n Latin square, filled cell by cell with
// random backtracking.
func randomLatin(rng *rand.Rand, n int) Board {
	b := make(Board, n*n)
	var fill func(i int) bool
	fill = func(i int) bool {
		if i == n*n {
			return true
		}
		r, c := i/n, i%n
		for _, h := range rng.Perm(n) {
			h++
			ok := true
			for k := 0; k < n && ok; k++ {
				ok = (k >= c || b[r*n+k] != h) && (k >= r || b[k*n+c] != h)
			}
			if !ok {
				continue
			}
			b[i] = h
			if fill(i + 1) {
				return true
			}
			b[i] = 0
		}
		return false
	}
	fill(0)
	return b
}

// sees counts the buildings seen along heights, nearest first, written
// again here for the backtracker.
func sees(hs []int) int {
	seen, top := 0, 0
	for _, h := range hs {
		if h > top {
			seen, top = seen+1, h
		}
	}
	return seen
}

// back returns hs reversed.
func back(hs []int) []int {
	out := make([]int, len(hs))
	for i := range hs {
		out[i] = hs[len(hs)-1-i]
	}
	return out
}

// cluesOf returns the puzzle whose clues are all those of b (and no
// givens).
func cluesOf(b Board) *Puzzle {
	n := isqrt(len(b))
	p := newPuzzle(n)
	for k := 0; k < n; k++ {
		var row, col []int
		for i := 0; i < n; i++ {
			row = append(row, b[k*n+i])
			col = append(col, b[i*n+k])
		}
		p.Clues[grid.MarginLeft][k] = sees(row)
		p.Clues[grid.MarginRight][k] = sees(back(row))
		p.Clues[grid.MarginTop][k] = sees(col)
		p.Clues[grid.MarginBottom][k] = sees(back(col))
	}
	return p
}

// bruteCount counts the solutions of p by filling the grid cell by cell
// with heights not yet in the row or column, checking the givens, and the
// clues of a row once it is full and of the columns once the grid is:
// no SAT, no constraints.
func bruteCount(p *Puzzle) int {
	n := p.Cols
	g := make([][]int, n)
	for r := range g {
		g[r] = make([]int, n)
	}
	ok := func(clue int, hs []int) bool { return clue == 0 || sees(hs) == clue }
	count := 0
	var fill func(i int)
	fill = func(i int) {
		if i == n*n {
			for c := 0; c < n; c++ {
				col := make([]int, n)
				for r := range col {
					col[r] = g[r][c]
				}
				if !ok(p.Clues[grid.MarginTop][c], col) || !ok(p.Clues[grid.MarginBottom][c], back(col)) {
					return
				}
			}
			count++
			return
		}
		r, c := i/n, i%n
		for h := 1; h <= n; h++ {
			if gv := p.Given[i]; gv != 0 && gv != h {
				continue
			}
			free := true
			for k := 0; k < n && free; k++ {
				free = (k >= c || g[r][k] != h) && (k >= r || g[k][c] != h)
			}
			if !free {
				continue
			}
			g[r][c] = h
			if c < n-1 || ok(p.Clues[grid.MarginLeft][r], g[r]) && ok(p.Clues[grid.MarginRight][r], back(g[r])) {
				fill(i + 1)
			}
			g[r][c] = 0
		}
	}
	fill(0)
	return count
}

func satCount(t *testing.T, p *Puzzle, cfg encode.Config, h Heights) int {
	t.Helper()
	sols, complete := solveAll(t, p, cfg, h, 0)
	if !complete {
		t.Fatal("enumeration incomplete")
	}
	seen := map[string]bool{}
	for _, s := range sols {
		if seen[key(s)] {
			t.Fatalf("solution %s found twice", key(s))
		}
		seen[key(s)] = true
	}
	return len(sols)
}

// configs returns a configuration per registered encoding: at-most-one
// encodings with the default cardinality encoding, cardinality encodings for
// both slots.
func configs() map[string]encode.Config {
	out := map[string]encode.Config{"default": encode.Default}
	for _, info := range encode.Encodings() {
		if info.AMOOnly {
			out["amo="+string(info.Name)] = encode.Config{AMO: info.Name, Card: encode.Auto}
		} else {
			out["card="+string(info.Name)] = encode.Config{AMO: info.Name, Card: info.Name}
		}
	}
	return out
}

// randomPuzzle derives a puzzle from a random Latin square: a random
// subset of its clues (each kept with probability keep) and of its cells
// as givens; with wrong set, one clue is changed to another value, which
// most often leaves no solution.
func randomPuzzle(rng *rand.Rand, n int, keep, given float64, wrong bool) *Puzzle {
	sol := randomLatin(rng, n)
	full := cluesOf(sol)
	p := newPuzzle(n)
	for _, s := range grid.Margins {
		for k := 0; k < n; k++ {
			if rng.Float64() < keep {
				p.Clues[s][k] = full.Clues[s][k]
			}
		}
	}
	for i := range p.Given {
		if rng.Float64() < given {
			p.Given[i] = sol[i]
		}
	}
	if wrong && n > 1 {
		s, k := grid.Margins[rng.Intn(4)], rng.Intn(n)
		v := full.Clues[s][k]
		for v == full.Clues[s][k] {
			v = 1 + rng.Intn(n)
		}
		p.Clues[s][k] = v
	}
	return p
}

// TestCountsAgree counts the solutions of random puzzles under every
// encoding and both height encodings and compares with the backtracking
// count: puzzles with one solution, with several (few clues), and with
// none (a clue changed).
func TestCountsAgree(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	type shape struct {
		n           int
		keep, given float64
		wrong       bool
	}
	var shapes []shape
	for n := 3; n <= 5; n++ {
		shapes = append(shapes,
			shape{n, 0.9, 0, false},     // most clues: one or few solutions
			shape{n, 0.5, 0.1, false},   // several solutions
			shape{n, 0.35, 0.15, false}, // many
			shape{n, 0.6, 0.1, true},    // a wrong clue: mostly none
		)
	}
	cfgs := configs()
	if len(cfgs) < 6 {
		t.Fatalf("only %d encodings", len(cfgs))
	}
	var zero, one, many int
	for i, sh := range shapes {
		for tries := 0; tries < 3; tries++ {
			p := randomPuzzle(rng, sh.n, sh.keep, sh.given, sh.wrong)
			want := bruteCount(p)
			if want > 150 {
				continue // enumeration under every encoding would take long
			}
			if why := infeasible(p); why != "" && want != 0 {
				t.Errorf("infeasible says %q but there are %d solutions:\n%s", why, want, text(p))
			}
			switch {
			case want == 0:
				zero++
			case want == 1:
				one++
			default:
				many++
			}
			label := fmt.Sprintf("shape %d try %d (%d×%d, %d solutions)", i, tries, sh.n, sh.n, want)
			for cname, cfg := range cfgs {
				for hname, h := range heightsOptions {
					if got := satCount(t, p, cfg, h); got != want {
						t.Errorf("%s, %s, %s: %d solutions, backtracking %d\n%s", label, cname, hname, got, want, text(p))
					}
				}
			}
		}
	}
	t.Logf("%d puzzles without solution, %d with one, %d with several", zero, one, many)
	if zero < 3 || one < 3 || many < 3 {
		t.Errorf("too few of a kind (%d none, %d one, %d several): the test proves little", zero, one, many)
	}
}

// TestBruteCount checks the backtracking counter itself: the Latin
// squares of order 3, 4 and 5 (OEIS A002860), a full set of clues, and a
// shared puzzle.
func TestBruteCount(t *testing.T) {
	for n, want := range map[int]int{1: 1, 2: 2, 3: 12, 4: 576, 5: 161280} {
		if got := bruteCount(newPuzzle(n)); got != want {
			t.Errorf("%d×%d Latin squares: %d, expected %d", n, n, got, want)
		}
	}
	if got := bruteCount(loadFile(t, "janko_026_4x4.json")); got != 1 {
		t.Errorf("janko_026_4x4: %d solutions, expected 1", got)
	}
	rng := rand.New(rand.NewSource(1))
	sol := randomLatin(rng, 5)
	if got := bruteCount(cluesOf(sol)); got < 1 {
		t.Errorf("the clues of a Latin square: %d solutions", got)
	}
}
