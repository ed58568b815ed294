package sat

import (
	"context"
	"math/rand"
	"slices"
	"testing"
)

// holdsAll reports whether the assignment m (indexed by variable) satisfies
// every clause of cs.
func holdsAll(cs [][]Lit, m []bool) bool {
	for _, c := range cs {
		if !slices.ContainsFunc(c, func(l Lit) bool { return m[l.Var()] == l.IsPos() }) {
			return false
		}
	}
	return true
}

// assignment returns the assignment of n variables that the bits of a give
// (variable v is bit v−1), indexed by variable.
func assignment(n, a int) []bool {
	m := make([]bool, n+1)
	for v := 1; v <= n; v++ {
		m[v] = a>>(v-1)&1 == 1
	}
	return m
}

// TestEliminate checks elimination on random clause sets of up to nine
// variables (half of them with a gate) against every assignment: no frozen
// variable is eliminated and no eliminated one is left in a clause; the
// models of what is left, restricted to the variables left, are exactly
// those of the clauses before, restricted so; restore turns every model of
// what is left into a model of the clauses before that agrees with it on
// the variables left; and it gives a model of the clauses before its own
// values back (the eliminated variables are functions of the others, so
// that solutions stay apart on the variables left).
func TestEliminate(t *testing.T) {
	rng := rand.New(rand.NewSource(21))
	eliminated, trials := 0, 3000
	for trial := 0; trial < trials; trial++ {
		n := 3 + rng.Intn(7)
		var cs [][]Lit
		for i := 0; i < n+rng.Intn(3*n); i++ {
			k := 2 + rng.Intn(3)
			if rng.Intn(3) == 0 {
				k = 2
			}
			var c []Lit
			for len(c) < k {
				l := Var(1 + rng.Intn(n)).Lit(rng.Intn(2) == 0)
				if !slices.Contains(c, l) && !slices.Contains(c, -l) {
					c = append(c, l)
				}
				if len(c) == n {
					break
				}
			}
			cs = append(cs, c)
		}
		if trial%2 == 0 {
			// A gate: v as the AND of a few other literals, which
			// elimination may use (findGate).
			v := Var(1 + rng.Intn(n))
			def := []Lit{v.Pos()}
			for _, w := range rng.Perm(n)[:1+rng.Intn(min(3, n-1))] {
				if Var(w+1) != v {
					l := Var(w + 1).Lit(rng.Intn(2) == 0)
					def = append(def, l)
					cs = append(cs, []Lit{v.Neg(), -l})
				}
			}
			if rng.Intn(2) == 0 {
				for i := range def {
					def[i] = -def[i]
				}
				for i := len(cs) - len(def) + 1; i < len(cs); i++ {
					cs[i][0], cs[i][1] = -cs[i][0], -cs[i][1]
				}
			}
			if len(def) > 1 {
				cs = append(cs, def)
			}
		}
		frozen := make([]bool, n+1)
		for v := 1; v <= n; v++ {
			frozen[v] = rng.Intn(4) == 0
		}
		before := slices.Clone(cs)
		left, steps := eliminate(cs, n, frozen)
		eliminated += len(steps)
		gone := make([]bool, n+1)
		for _, st := range steps {
			if frozen[st.v] {
				t.Fatalf("trial %d: frozen variable %d eliminated", trial, st.v)
			}
			gone[st.v] = true
		}
		for _, c := range left {
			for _, l := range c {
				if gone[l.Var()] {
					t.Fatalf("trial %d: eliminated variable %d left in %v", trial, l.Var(), c)
				}
			}
		}
		// The models of each side, keyed by the variables left.
		key := func(m []bool) int {
			k := 0
			for v := 1; v <= n; v++ {
				if !gone[v] && m[v] {
					k |= 1 << (v - 1)
				}
			}
			return k
		}
		was, is := map[int]bool{}, map[int]bool{}
		for a := 0; a < 1<<n; a++ {
			m := assignment(n, a)
			if holdsAll(before, m) {
				was[key(m)] = true
				// A gate decides each eliminated variable: restore
				// gives back the values a model had.
				r := slices.Clone(m)
				restore(r, steps)
				if !slices.Equal(r, m) {
					t.Fatalf("trial %d: restore made %v of the model %v, which has other values for eliminated variables", trial, r, m)
				}
			}
			if !holdsAll(left, m) {
				continue
			}
			is[key(m)] = true
			r := slices.Clone(m)
			restore(r, steps)
			if !holdsAll(before, r) {
				t.Fatalf("trial %d: restore made %v of the model %v of %v, which breaks %v", trial, r, m, left, before)
			}
			if key(r) != key(m) {
				t.Fatalf("trial %d: restore changed a variable left", trial)
			}
		}
		if len(was) != len(is) {
			t.Fatalf("trial %d: %d models over the variables left before, %d after", trial, len(was), len(is))
		}
		for k := range was {
			if !is[k] {
				t.Fatalf("trial %d: a model before has none after", trial)
			}
		}
	}
	if eliminated < trials/4 {
		t.Fatalf("only %d variables eliminated in %d trials: the test proves little", eliminated, trials)
	}
}

// TestEnumerateFewEliminates: asked for one or two solutions, enumerate
// hands each question to a solver that eliminates variables, projected ones
// too, and must still give distinct solutions, as many as there are up to
// the limit. Checked by brute force on random small formulas (with unit
// clauses, native constraints, preferred values, seeds and units), with
// and without a projection.
func TestEnumerateFewEliminates(t *testing.T) {
	rng := rand.New(rand.NewSource(23))
	blockedLeft := 0
	for trial := 0; trial < 600; trial++ {
		f, x := randomFormula(rng, trial)
		n := len(x)
		var proj []Var
		if trial%2 == 1 {
			for _, v := range x {
				if rng.Intn(2) == 0 {
					proj = append(proj, v)
				}
			}
		}
		var units []Lit
		if trial%7 == 3 {
			units = []Lit{x[rng.Intn(n)].Lit(rng.Intn(2) == 0)}
		}
		want := map[string]bool{}
		for a := 0; a < 1<<n; a++ {
			m := assignment(n, a)
			var as []Lit
			for v := 1; v <= n; v++ {
				as = append(as, Var(v).Lit(m[v]))
			}
			if bruteSat(n, f, append(as, units...)) {
				want[string(solutionsOfKey(proj, x, m))] = true
			}
		}
		if proj == nil && len(want) >= 2 {
			// enumerate's solver for limit 2, made the same way: when it
			// eliminates, the second search runs under a blocking
			// clause over the variables left.
			if s := newSolver(f, units, solverOpts{eliminate: true, keep: []Var{}}); len(s.elim) > 0 {
				blockedLeft++
			}
		}
		for _, limit := range []int64{1, 2} {
			seed := int64(0)
			if trial%3 == 0 {
				seed = int64(trial)
			}
			var models [][]bool
			res, err := enumerate(context.Background(), f, Projection{Vars: proj}, units, limit, seed, nil, func(m []bool) bool {
				models = append(models, slices.Clone(m))
				return true
			})
			if err != nil {
				t.Fatal(err)
			}
			if got, exp := res.Count, min(limit, int64(len(want))); got != exp {
				t.Fatalf("trial %d limit %d: %d solutions, brute force says %d", trial, limit, got, exp)
			}
			seen := map[string]bool{}
			for _, m := range models {
				var as []Lit
				for v := 1; v <= n; v++ {
					as = append(as, Var(v).Lit(m[v]))
				}
				if !bruteSat(n, f, append(as, units...)) {
					t.Fatalf("trial %d limit %d: model %v breaks the formula", trial, limit, m)
				}
				k := string(solutionsOfKey(proj, x, m))
				if seen[k] {
					t.Fatalf("trial %d limit %d: solution %s twice", trial, limit, k)
				}
				seen[k] = true
			}
		}
	}
	t.Logf("%d trials blocked with variables eliminated", blockedLeft)
	if blockedLeft < 20 {
		t.Fatalf("only %d trials blocked a solution with variables eliminated: the test proves little", blockedLeft)
	}
}

// solutionsOfKey is the solution m projected on proj (nil: every variable
// of x), as 0s and 1s.
func solutionsOfKey(proj, x []Var, m []bool) []byte {
	if proj == nil {
		proj = x
	}
	k := make([]byte, len(proj))
	for i, v := range proj {
		k[i] = '0'
		if m[v] {
			k[i] = '1'
		}
	}
	return k
}

// latin is the formula of an n×n Latin square (a value per cell, each once
// per row and column), pairwise at most one: every variable is defined by
// gates, as in a Sudoku. x[(r*n+c)*n+d] is "cell (r,c) holds d".
func latin(n int) (*Formula, []Var) {
	f := NewFormula()
	x := f.NewVars(n * n * n)
	at := func(r, c, d int) Lit { return x[(r*n+c)*n+d].Pos() }
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			var cell, row, col []Lit
			for k := 0; k < n; k++ {
				cell = append(cell, at(i, j, k))
				row = append(row, at(i, k, j))
				col = append(col, at(k, i, j))
			}
			exactlyOne(f, cell)
			exactlyOne(f, row)
			exactlyOne(f, col)
		}
	}
	return f, x
}

// latinCompletions counts the Latin squares that agree with the givens
// (value per cell, −1 for none), by backtracking over cells, up to stop.
func latinCompletions(n int, grid []int, stop int) int {
	i := slices.Index(grid, -1)
	if i < 0 {
		return 1
	}
	r, c := i/n, i%n
	count := 0
	for d := 0; d < n && count < stop; d++ {
		ok := true
		for k := 0; k < n; k++ {
			if grid[r*n+k] == d || grid[k*n+c] == d {
				ok = false
			}
		}
		if ok {
			grid[i] = d
			count += latinCompletions(n, grid, stop-count)
			grid[i] = -1
		}
	}
	return count
}

// isLatin reads the cells of an n×n square from the model m of latin's
// variables x and reports whether each holds one value, once per row and
// column.
func isLatin(n int, m []bool, x []Var) bool {
	rows, cols := make([]int, n), make([]int, n) // bit sets of values seen
	for i := 0; i < n*n; i++ {
		d := -1
		for k := 0; k < n; k++ {
			if m[x[i*n+k]] {
				if d >= 0 {
					return false
				}
				d = k
			}
		}
		r, c := i/n, i%n
		if d < 0 || rows[r]&(1<<d) != 0 || cols[c]&(1<<d) != 0 {
			return false
		}
		rows[r] |= 1 << d
		cols[c] |= 1 << d
	}
	return true
}

// TestEnumerateFewLatin: Latin squares of 4 and 5 with random givens, the
// Sudoku case of elimination: every variable projected (TrueOnly, so that
// blocking clauses must switch to both signs once projected variables go),
// one or two solutions asked. Counts agree with backtracking, each square
// found is checked by reading its cells, and none comes twice.
func TestEnumerateFewLatin(t *testing.T) {
	rng := rand.New(rand.NewSource(29))
	blocked := 0
	for trial := 0; trial < 200; trial++ {
		n := 4 + trial%2
		f, x := latin(n)
		grid := make([]int, n*n)
		for i := range grid {
			grid[i] = -1
		}
		// Givens from a shifted square, a few cells kept.
		shift := rng.Perm(n)
		var units []Lit
		for i := range grid {
			if rng.Intn(3) == 0 {
				r, c := i/n, i%n
				grid[i] = shift[(r+c)%n]
				units = append(units, x[i*n+grid[i]].Pos())
			}
		}
		want := int64(latinCompletions(n, slices.Clone(grid), 3))
		for _, limit := range []int64{1, 2} {
			seen := map[string]bool{}
			res, err := Enumerate(context.Background(), f, Projection{Vars: x, TrueOnly: true}, units, limit, func(m []bool) bool {
				sq := make([]byte, n*n)
				for i := range sq {
					for d := 0; d < n; d++ {
						if m[x[i*n+d]] {
							sq[i] = byte('0' + d)
						}
					}
				}
				if !isLatin(n, m, x) {
					t.Fatalf("trial %d: %q is no Latin square", trial, sq)
				}
				for i := range grid {
					if grid[i] >= 0 && int(sq[i]-'0') != grid[i] {
						t.Fatalf("trial %d: square %s breaks a given", trial, sq)
					}
				}
				if seen[string(sq)] {
					t.Fatalf("trial %d: square %s twice", trial, sq)
				}
				seen[string(sq)] = true
				return true
			})
			if err != nil {
				t.Fatal(err)
			}
			if exp := min(limit, want); res.Count != exp {
				t.Fatalf("trial %d limit %d: %d squares, backtracking says %d", trial, limit, res.Count, exp)
			}
		}
		if want >= 2 {
			if s := newSolver(f, units, solverOpts{eliminate: true, keep: []Var{}}); len(s.elim) > 0 {
				blocked++
			}
		}
	}
	if blocked < 50 {
		t.Fatalf("only %d trials blocked a square with variables eliminated", blocked)
	}
}

// partialDiagonals is the diagonal rule of N-Queens for the queens of the
// first h rows only: a lazy check over part of the variables, so that
// elimination may take the others.
type partialDiagonals struct {
	n, h int
	x    []Var
}

func (d partialDiagonals) Check(m []bool) [][]Lit {
	return diagonals{n: d.n, x: d.x}.checkRows(m, d.h)
}

func (d partialDiagonals) Vars() []Var   { return d.x[:d.h*d.n] }
func (d partialDiagonals) Kind() string  { return "test-partial-diagonals" }
func (d partialDiagonals) Args() []int64 { return nil }

// TestEnumerateFewLazy: rooks with the diagonal rule checked lazily on the
// first rows only, asked for one or two solutions, with every variable
// projected and with the cells as a TrueOnly projection. The check's
// variables stay (its cuts name them); the others may be eliminated.
// Counts agree with a count over permutations.
func TestEnumerateFewLazy(t *testing.T) {
	eliminated := 0
	for n := 4; n <= 6; n++ {
		for h := 2; h < n; h++ {
			// Permutations whose first h rows' queens keep off each
			// other's diagonals.
			want := int64(0)
			perm := make([]int, n)
			var place func(r int, used int)
			place = func(r, used int) {
				if r == n {
					for a := 0; a < h; a++ {
						for b := a + 1; b < h; b++ {
							if abs(perm[a]-perm[b]) == b-a {
								return
							}
						}
					}
					want++
					return
				}
				for c := 0; c < n; c++ {
					if used&(1<<c) == 0 {
						perm[r] = c
						place(r+1, used|1<<c)
					}
				}
			}
			place(0, 0)
			for _, proj := range []Projection{{}, {TrueOnly: true}} {
				f, x := rooks(n)
				f.AddCheck(partialDiagonals{n: n, h: h, x: x})
				if s := newSolver(f, nil, solverOpts{eliminate: true, keep: f.checkVars()}); len(s.elim) > 0 {
					eliminated++
				}
				if proj.TrueOnly {
					proj.Vars = x
				}
				for _, limit := range []int64{1, 2} {
					res, err := Enumerate(context.Background(), f, proj, nil, limit, func(m []bool) bool {
						if len(partialDiagonals{n: n, h: h, x: x}.Check(m)) > 0 {
							t.Fatalf("n=%d h=%d: a model breaks the check", n, h)
						}
						return true
					})
					if err != nil {
						t.Fatal(err)
					}
					if exp := min(limit, want); res.Count != exp {
						t.Fatalf("n=%d h=%d limit %d %+v: %d solutions, want %d", n, h, limit, proj, res.Count, exp)
					}
				}
			}
		}
	}
	if eliminated == 0 {
		t.Fatal("no variable eliminated: the test proves nothing about elimination")
	}
}

func abs(a int) int {
	if a < 0 {
		return -a
	}
	return a
}
