package sudoku

import (
	"context"
	"fmt"
	"math/rand"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solve"
)

// givensNamed returns an empty grid of p's shape with only the named
// givens ("r3c4=7") filled.
func givensNamed(t *testing.T, p *Puzzle, names []string) *Puzzle {
	t.Helper()
	q := &Puzzle{N: p.N, BoxRows: p.BoxRows, BoxCols: p.BoxCols, Cells: make([]int, len(p.Cells))}
	for _, name := range names {
		var r, c int
		var v byte
		if _, err := fmt.Sscanf(name, "r%dc%d=%c", &r, &c, &v); err != nil {
			t.Fatalf("name %q: %v", name, err)
		}
		q.Cells[(r-1)*p.N+c-1], _ = charValue(v)
	}
	return q
}

// exactCover counts the solutions of p, up to limit, by Knuth's Algorithm
// X on Sudoku as exact cover (a candidate covers its cell, and its value in
// its row, column and block), always branching on the constraint with the
// fewest candidates left: a second method, apart from the SAT model, that
// also proves quickly that a puzzle has no solution, where plain
// backtracking may take hours.
func exactCover(p *Puzzle, limit int) int { return exactCoverWithout(p, limit, -1, 0) }

// exactCoverWithout is exactCover with value v (1-based) ruled out of cell
// i (none when i < 0): solving with a hint negated.
func exactCoverWithout(p *Puzzle, limit, i, v int) int {
	n := p.N
	box := func(r, c int) int { return r/p.BoxRows*(n/p.BoxCols) + c/p.BoxCols }
	// Candidate k = (i, v): cell i takes value v (0-based).
	covers := func(k int) [4]int {
		i, v := k/n, k%n
		r, c := i/n, i%n
		return [4]int{i, n*n + r*n + v, 2*n*n + c*n + v, 3*n*n + box(r, c)*n + v}
	}
	byCol := make([][]int, 4*n*n)
	for k := 0; k < n*n*n; k++ {
		for _, col := range covers(k) {
			byCol[col] = append(byCol[col], k)
		}
	}
	covered := make([]bool, 4*n*n)
	dead := make([]int, n*n*n) // how many chosen candidates rule k out
	if i >= 0 {
		dead[i*n+v-1]++
	}
	choose := func(k int, d int) {
		for _, col := range covers(k) {
			covered[col] = d > 0
			for _, other := range byCol[col] {
				dead[other] += d
			}
		}
	}
	for j, w := range p.Cells {
		if w != 0 {
			k := j*n + w - 1
			if dead[k] > 0 {
				return 0 // two givens clash
			}
			choose(k, 1)
		}
	}
	count := 0
	var rec func()
	rec = func() {
		best, bestN := -1, n+1
		for col, rows := range byCol {
			if covered[col] {
				continue
			}
			m := 0
			for _, k := range rows {
				if dead[k] == 0 {
					m++
				}
			}
			if m < bestN {
				best, bestN = col, m
			}
		}
		if best < 0 {
			count++
			return
		}
		for _, k := range byCol[best] {
			if dead[k] == 0 && count < limit {
				choose(k, 1)
				rec()
				choose(k, -1)
			}
		}
	}
	rec()
	return count
}

// solutionsBacktrack lists up to limit solutions of p by plain
// backtracking, as countBacktrack counts them.
func solutionsBacktrack(p *Puzzle, limit int) [][]int {
	n := p.N
	g := append([]int(nil), p.Cells...)
	var out [][]int
	ok := func(i, v int) bool {
		r, c := i/n, i%n
		br, bc := r/p.BoxRows*p.BoxRows, c/p.BoxCols*p.BoxCols
		for k := 0; k < n; k++ {
			if g[r*n+k] == v || g[k*n+c] == v || g[(br+k/p.BoxCols)*n+bc+k%p.BoxCols] == v {
				return false
			}
		}
		return true
	}
	var rec func(i int)
	rec = func(i int) {
		for i < n*n && g[i] != 0 {
			i++
		}
		if i == n*n {
			out = append(out, append([]int(nil), g...))
			return
		}
		for v := 1; v <= n && len(out) < limit; v++ {
			if ok(i, v) {
				g[i] = v
				rec(i + 1)
				g[i] = 0
			}
		}
	}
	if countBacktrack(p, 1) > 0 { // the givens agree with each other
		rec(0)
	}
	return out
}

// The setter's questions on puzzles blanked from Kaggle's solved grids,
// checked by backtracking: --forced is what every solution shares, a
// changed given is explained by givens that conflict (each needed), and
// --suggest's givens make the puzzle unique (each needed).
func TestSetterQuestions(t *testing.T) {
	rng := rand.New(rand.NewSource(51))
	ctx := context.Background()
	ps, _ := readAll(t, "kaggle_40_solutions.txt", Options{})
	kinds := map[string]int{}
	for trial := 0; trial < 24; trial++ {
		full := ps[trial%len(ps)]
		holes := []int{46, 50, 53}[trial%3]
		q := blanked(full, full.Cells, holes, rng)
		if trial%4 == 3 {
			// Change a given: usually no solution then. Fewer holes keep
			// the plain backtracking quick on a puzzle without one.
			q = blanked(full, full.Cells, 30, rng)
			for i, v := range q.Cells {
				if v != 0 {
					q.Cells[i] = v%9 + 1
					break
				}
			}
		}
		sols := solutionsBacktrack(q, 3000)
		if len(sols) == 3000 {
			t.Fatalf("trial %d: too many solutions", trial)
		}
		if n := exactCover(q, 3000); n != len(sols) {
			t.Fatalf("trial %d: exact cover counts %d, backtracking %d", trial, n, len(sols))
		}
		prob, err := q.Problem(Layout{Format: Line}, "t", Reduced, encode.Default)
		if err != nil {
			t.Fatal(err)
		}
		values, found, _, err := solve.Forced(ctx, prob)
		if err != nil || found != (len(sols) > 0) {
			t.Fatalf("trial %d: found %v (%v) with %d solutions", trial, found, err, len(sols))
		}
		if found {
			a, err := prob.ShowForced(values)
			if err != nil {
				t.Fatal(err)
			}
			grid := a.Fields["forced"].([][]int)
			for i := range sols[0] {
				want := sols[0][i]
				for _, s := range sols[1:] {
					if s[i] != want {
						want = 0
					}
				}
				if grid[i/9][i%9] != want {
					t.Fatalf("trial %d: r%dc%d forced %d, the %d solutions say %d", trial, i/9+1, i%9+1, grid[i/9][i%9], len(sols), want)
				}
			}
		}
		switch {
		case len(sols) == 0:
			kinds["none"]++
			prob, _ := q.Problem(Layout{Format: Line}, "t", Reduced, encode.Config{Select: encode.SelectAll})
			c, _, err := solve.Explain(ctx, prob)
			if err != nil || c.Rules {
				t.Fatalf("trial %d: %v %v", trial, c, err)
			}
			if exactCover(givensNamed(t, q, c.Names), 1) != 0 {
				t.Fatalf("trial %d: %v have a solution", trial, c.Names)
			}
			for i := range c.Names {
				rest := append(append([]string(nil), c.Names[:i]...), c.Names[i+1:]...)
				if exactCover(givensNamed(t, q, rest), 1) == 0 {
					t.Fatalf("trial %d: %v conflict without %s", trial, c.Names, c.Names[i])
				}
			}
		case len(sols) > 1:
			kinds["several"]++
			extra, _, _, err := solve.Suggest(ctx, prob)
			if err != nil {
				t.Fatal(err)
			}
			var names []string
			for i, v := range q.Cells {
				if v != 0 {
					names = append(names, fmt.Sprintf("r%dc%d=%c", i/9+1, i%9+1, valueChar(v)))
				}
			}
			base := len(names)
			for _, l := range extra {
				names = append(names, prob.NameOf(l))
			}
			if n := exactCover(givensNamed(t, q, names), 2); n != 1 {
				t.Fatalf("trial %d: %v leaves %d solutions", trial, names[base:], n)
			}
			for i := base; i < len(names); i++ {
				rest := append(append([]string(nil), names[:i]...), names[i+1:]...)
				if exactCover(givensNamed(t, q, rest), 2) < 2 {
					t.Fatalf("trial %d: %s not needed in %v", trial, names[i], names[base:])
				}
			}
		default:
			kinds["unique"]++
		}
	}
	if kinds["none"] == 0 || kinds["several"] == 0 {
		t.Errorf("too few kinds: %v", kinds)
	}
	t.Logf("puzzles: %v", kinds)
}

// fmtSscanf reads a given's name, "r3c4=7".
func fmtSscanf(name string, r, c *int, v *byte) (int, error) {
	return fmt.Sscanf(name, "r%dc%d=%c", r, c, v)
}
