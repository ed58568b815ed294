package skyscraper

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
)

// randomLatin returns a random n×n Latin square, filled cell by cell with
// random backtracking.
func randomLatin(rng *rand.Rand, n int) Solution {
	sol := make(Solution, n)
	for r := range sol {
		sol[r] = make([]int, n)
	}
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
				ok = (k >= c || sol[r][k] != h) && (k >= r || sol[k][c] != h)
			}
			if !ok {
				continue
			}
			sol[r][c] = h
			if fill(i + 1) {
				return true
			}
			sol[r][c] = 0
		}
		return false
	}
	fill(0)
	return sol
}

// cluesOf returns the puzzle whose clues are all those of sol (and no
// givens).
func cluesOf(sol Solution) *Puzzle {
	n := len(sol)
	p, _ := Empty(n)
	for k := 0; k < n; k++ {
		var row, col []int
		for i := 0; i < n; i++ {
			row = append(row, sol[k][i])
			col = append(col, sol[i][k])
		}
		p.Clues[Left][k] = visible(row)
		p.Clues[Right][k] = visible(reversed(row))
		p.Clues[Top][k] = visible(col)
		p.Clues[Bottom][k] = visible(reversed(col))
	}
	return p
}

// bruteCount counts the solutions of p by filling the grid cell by cell
// with heights not yet in the row or column, checking the givens, and the
// clues of a row once it is full and of the columns once the grid is:
// no SAT, no constraints.
func bruteCount(p *Puzzle) int {
	n := p.N
	grid := make([][]int, n)
	for r := range grid {
		grid[r] = make([]int, n)
	}
	sees := func(hs []int) int {
		seen, top := 0, 0
		for _, h := range hs {
			if h > top {
				seen, top = seen+1, h
			}
		}
		return seen
	}
	back := func(hs []int) []int {
		out := make([]int, len(hs))
		for i := range hs {
			out[i] = hs[len(hs)-1-i]
		}
		return out
	}
	ok := func(clue int, hs []int) bool { return clue == 0 || sees(hs) == clue }
	count := 0
	var fill func(i int)
	fill = func(i int) {
		if i == n*n {
			for c := 0; c < n; c++ {
				col := make([]int, n)
				for r := range col {
					col[r] = grid[r][c]
				}
				if !ok(p.Clues[Top][c], col) || !ok(p.Clues[Bottom][c], back(col)) {
					return
				}
			}
			count++
			return
		}
		r, c := i/n, i%n
		for h := 1; h <= n; h++ {
			if g := p.Given[i]; g != 0 && g != h {
				continue
			}
			free := true
			for k := 0; k < n && free; k++ {
				free = (k >= c || grid[r][k] != h) && (k >= r || grid[k][c] != h)
			}
			if !free {
				continue
			}
			grid[r][c] = h
			if c < n-1 || ok(p.Clues[Left][r], grid[r]) && ok(p.Clues[Right][r], back(grid[r])) {
				fill(i + 1)
			}
			grid[r][c] = 0
		}
	}
	fill(0)
	return count
}

func satCount(t *testing.T, p *Puzzle, cfg encode.Config, opts Options) int {
	t.Helper()
	sols, complete := solveAll(t, p, cfg, opts, 0)
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
	p, _ := Empty(n)
	for _, s := range Sides {
		for k := 0; k < n; k++ {
			if rng.Float64() < keep {
				p.Clues[s][k] = full.Clues[s][k]
			}
		}
	}
	for i := range p.Given {
		if rng.Float64() < given {
			p.Given[i] = sol[i/n][i%n]
		}
	}
	if wrong && n > 1 {
		s, k := Sides[rng.Intn(4)], rng.Intn(n)
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
			if why := p.Infeasible(); why != "" && want != 0 {
				t.Errorf("Infeasible says %q but there are %d solutions:\n%s", why, want, Text(p, nil))
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
				for hname, opts := range heightsOptions {
					if got := satCount(t, p, cfg, opts); got != want {
						t.Errorf("%s, %s, %s: %d solutions, backtracking %d\n%s", label, cname, hname, got, want, Text(p, nil))
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
		p, _ := Empty(n)
		if got := bruteCount(p); got != want {
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
