package sat

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestMain lets the test binary serve as a pool worker, so that the pool is
// tested with real processes.
func TestMain(m *testing.M) {
	if os.Getenv("SAT_TEST_WORKER") == "1" {
		if d, err := time.ParseDuration(os.Getenv("SAT_TEST_SLOW_START")); err == nil {
			time.Sleep(d) // a worker slow to start
		}
		var in io.Reader = os.Stdin
		if os.Getenv("SAT_TEST_STALL_UNSEEDED") == "1" {
			in = stallUnseeded(os.Stdin)
		}
		if os.Getenv("SAT_TEST_STALL_WHOLE") == "1" {
			in = stallWhole(os.Stdin)
		}
		if err := ServeWorker(in, os.Stdout); err != nil {
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// testPool returns a pool of workers of this test binary (TestMain),
// with env added to their environment.
func testPool(t *testing.T, workers int, env ...string) *Pool {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return &Pool{Workers: workers, Command: []string{exe}, Env: append(append(os.Environ(), "SAT_TEST_WORKER=1"), env...)}
}

// stallUnseeded passes the worker protocol on r through, but stalls for
// an hour at a query that no seed line precedes: a search that never ends,
// for the tests of the pool's kills.
func stallUnseeded(r io.Reader) io.Reader {
	return stalling(r, func(line, prev string) bool {
		return strings.HasPrefix(line, "q") && !strings.HasPrefix(prev, "s ")
	})
}

// stallWhole passes the worker protocol on r through, but stalls for an
// hour at a query under no cube (the whole formula): a whole search that
// never ends, for the tests of splitting past a budget.
func stallWhole(r io.Reader) io.Reader {
	return stalling(r, func(line, _ string) bool {
		return strings.HasPrefix(line, "q ") && len(strings.Fields(line)) == 4
	})
}

// stalling passes the lines of r through, but sleeps for an hour before a
// line for which stall, given it and the line before, holds: a search that
// began (said so after a b line) and never ends.
func stalling(r io.Reader, stall func(line, prev string) bool) io.Reader {
	pr, pw := io.Pipe()
	go func() {
		br := bufio.NewReader(r)
		prev := ""
		for {
			line, err := br.ReadString('\n')
			if stall(line, prev) {
				if prev == "b\n" {
					// The parent times the search from its start: say
					// it began, as the worker would have (the worker
					// has written all it had: it waits for this line).
					os.Stdout.WriteString("b\n")
				}
				time.Sleep(time.Hour)
			}
			prev = line
			if _, werr := io.WriteString(pw, line); werr != nil || err != nil {
				pw.CloseWithError(err)
				return
			}
		}
	}()
	return pr
}

// queensCNF writes n-queens with pairwise clauses by hand (this package has no
// encodings) and returns the formula and the board variables, row by row.
func queensCNF(n int) (*Formula, []Var) {
	f := NewFormula()
	x := f.NewVars(n * n)
	at := func(r, c int) Var { return x[r*n+c] }
	attack := func(r1, c1, r2, c2 int) bool {
		return r1 == r2 || c1 == c2 || r1-c1 == r2-c2 || r1+c1 == r2+c2
	}
	for r := 0; r < n; r++ {
		row := make([]Lit, n)
		for c := range row {
			row[c] = at(r, c).Pos()
		}
		f.AddClause(row...)
	}
	for a := 0; a < n*n; a++ {
		for b := a + 1; b < n*n; b++ {
			if attack(a/n, a%n, b/n, b%n) {
				f.AddClause(x[a].Neg(), x[b].Neg())
			}
		}
	}
	return f, x
}

// backtrackQueens counts n-queens by plain backtracking, independently of SAT.
func backtrackQueens(n int) int64 { return backtrackQueensFrom(n, -1) }

func TestEnumerateCountsQueens(t *testing.T) {
	for n := 1; n <= 9; n++ {
		f, x := queensCNF(n)
		if n%2 == 1 {
			f.PreferTrue(x...) // a different search, the same solutions
		}
		res, err := Enumerate(context.Background(), f, Projection{Vars: x, TrueOnly: true}, nil, 0, nil)
		if err != nil {
			t.Fatal(err)
		}
		if want := backtrackQueens(n); res.Count != want || !res.Complete {
			t.Errorf("n=%d: counted %d (complete %v), backtracking counts %d", n, res.Count, res.Complete, want)
		}
	}
}

// TestProjectionIgnoresAuxiliaries adds a free auxiliary variable: without
// projection each solution would count twice.
func TestProjectionIgnoresAuxiliaries(t *testing.T) {
	f, x := queensCNF(6)
	f.NewVar()
	res, _ := Enumerate(context.Background(), f, Projection{Vars: x}, nil, 0, nil)
	all, _ := Enumerate(context.Background(), f, Projection{}, nil, 0, nil)
	if res.Count != 4 || all.Count != 8 {
		t.Errorf("projected %d (want 4), unprojected %d (want 8)", res.Count, all.Count)
	}
}

func TestEnumerateLimitAndUnits(t *testing.T) {
	f, x := queensCNF(8)
	res, _ := Enumerate(context.Background(), f, Projection{Vars: x}, nil, 5, nil)
	if res.Count != 5 || res.Complete {
		t.Errorf("limit 5: got %d, complete %v", res.Count, res.Complete)
	}
	// A queen in the corner: 4 of the 92 solutions.
	res, _ = Enumerate(context.Background(), f, Projection{Vars: x}, []Lit{x[0].Pos()}, 0, func(m []bool) bool {
		if !m[x[0]] {
			t.Error("unit not respected")
		}
		return true
	})
	if res.Count != 4 {
		t.Errorf("corner queen: %d solutions, want 4", res.Count)
	}
}

func TestUnsatAndEmpty(t *testing.T) {
	f := NewFormula()
	v := f.NewVar()
	f.AddClause(v.Pos())
	f.AddClause(v.Neg())
	if st, _, _ := Solve(context.Background(), f); st != Unsat {
		t.Errorf("x ∧ ¬x: %v", st)
	}
	g := NewFormula()
	g.AddClause()
	if st, _, _ := Solve(context.Background(), g); st != Unsat {
		t.Errorf("empty clause: %v", st)
	}
	h := NewFormula()
	if st, _, _ := Solve(context.Background(), h); st != Sat {
		t.Errorf("empty formula: %v", st)
	}
}

func TestNativeCards(t *testing.T) {
	// Exactly 2 of 5 via native constraints: C(5,2) = 10 models.
	f := NewFormula()
	x := f.NewVars(5)
	f.AddCard(Lits(x), 2)
	f.AddCard(Not(Lits(x)), 3)
	res, _ := Enumerate(context.Background(), f, Projection{Vars: x}, nil, 0, nil)
	if res.Count != 10 {
		t.Errorf("exactly 2 of 5: %d models, want 10", res.Count)
	}
}

func TestDIMACSRoundTrip(t *testing.T) {
	f, _ := queensCNF(5)
	var buf bytes.Buffer
	if err := WriteDIMACS(&buf, f, "queens 5"); err != nil {
		t.Fatal(err)
	}
	g, err := ReadDIMACS(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if g.NumVars() != f.NumVars() || g.NumClauses() != f.NumClauses() {
		t.Fatalf("sizes differ: %d/%d vs %d/%d", g.NumVars(), g.NumClauses(), f.NumVars(), f.NumClauses())
	}
	for i := 0; i < f.NumClauses(); i++ {
		if a, b := f.Clause(i), g.Clause(i); len(a) != len(b) || a[0] != b[0] {
			t.Fatalf("clause %d differs", i)
		}
	}
}

func TestReadDIMACSErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"1 2 0\n", "1:1: expected the \"p cnf"},
		{"p cnf 2 1\n1 x 0\n", "2:3: expected a literal"},
		{"p cnf 2 1\n1 3 0\n", "2:3: literal 3"},
		{"p cnf 2 2\n1 0\n", "the header says 2 clauses"},
		{"p cnf 2 1\n1 2\n", "does not end with 0"},
		{"", "no \"p cnf\" header"},
	} {
		_, err := ReadDIMACS(strings.NewReader(tc.in))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want %q", tc.in, err, tc.want)
		}
	}
}

// cubesOnFirstRow splits n-queens by the column of the first row's queen.
func cubesOnFirstRow(x []Var, n int) [][]Lit {
	var cubes [][]Lit
	for c := 0; c < n; c++ {
		cubes = append(cubes, []Lit{x[c].Pos()})
	}
	return cubes
}

func TestPoolCountsAgree(t *testing.T) {
	for _, workers := range []int{1, 2, 3} {
		pool := testPool(t, workers)
		var jobs []Job
		for n := 4; n <= 8; n++ {
			f, x := queensCNF(n)
			f.PreferTrue(x[:n]...)
			jobs = append(jobs, Job{Formula: f, Projection: Projection{Vars: x, TrueOnly: true}, Cubes: cubesOnFirstRow(x, n), Models: n == 6})
		}
		i := 0
		var got []int64
		err := pool.Run(context.Background(), func() (Job, bool) {
			if i == len(jobs) {
				return Job{}, false
			}
			i++
			return jobs[i-1], true
		}, func(k int, r JobResult) error {
			if k != len(got) {
				t.Errorf("workers=%d: result %d delivered out of order", workers, k)
			}
			if !r.Complete {
				t.Errorf("workers=%d: job %d incomplete", workers, k)
			}
			if k == 2 && len(r.Models) != 4 {
				t.Errorf("workers=%d: 6-queens returned %d models", workers, len(r.Models))
			}
			got = append(got, r.Count)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		for k, c := range got {
			if want := backtrackQueens(k + 4); c != want {
				t.Errorf("workers=%d: %d-queens counted %d, want %d", workers, k+4, c, want)
			}
		}
	}
}

// TestPoolGroupsCubes: the 512 cubes of 8-queens' first three rows, most
// refuted at once, queue and go to the workers in groups; the count is
// backtracking's, and the solutions sent back are as many, distinct, and
// each a placement of 8 queens that no two attack.
func TestPoolGroupsCubes(t *testing.T) {
	const n = 8
	f, x := queensCNF(n)
	var cubes [][]Lit
	for a := 0; a < n*n*n; a++ {
		cubes = append(cubes, []Lit{x[a/(n*n)].Pos(), x[n+a/n%n].Pos(), x[2*n+a%n].Pos()})
	}
	for _, workers := range []int{2, 3} { // one runs in this process
		pool := testPool(t, workers)
		var got JobResult
		sent := false
		err := pool.Run(context.Background(), func() (Job, bool) {
			if sent {
				return Job{}, false
			}
			sent = true
			return Job{Formula: f, Projection: Projection{Vars: x, TrueOnly: true}, Cubes: cubes, Models: true}, true
		}, func(_ int, r JobResult) error { got = r; return nil })
		if err != nil {
			t.Fatal(err)
		}
		want := backtrackQueens(n)
		if got.Count != want || !got.Complete || int64(len(got.Models)) != want {
			t.Errorf("workers=%d: %d solutions (complete %v), %d models; backtracking counts %d", workers, got.Count, got.Complete, len(got.Models), want)
		}
		seen := map[string]bool{}
		for _, m := range got.Models {
			var queens [][2]int
			key := ""
			for i, v := range x {
				if m[v] {
					queens = append(queens, [2]int{i / n, i % n})
					key += fmt.Sprint(i, ",")
				}
			}
			if len(queens) != n || seen[key] {
				t.Errorf("workers=%d: model %s repeated or not of %d queens", workers, key, n)
			}
			seen[key] = true
			for i, a := range queens {
				for _, b := range queens[i+1:] {
					if a[0] == b[0] || a[1] == b[1] || a[0]-a[1] == b[0]-b[1] || a[0]+a[1] == b[0]+b[1] {
						t.Errorf("workers=%d: queens %v and %v attack each other", workers, a, b)
					}
				}
			}
		}
		if pool.widest < 2 {
			t.Errorf("workers=%d: no task took more than one cube", workers)
		}
	}
}

// TestPoolLongCubesWithModels: long cubes, grouped, each with a model
// sent back, fill the pipes both ways. The parent must read a group's
// answers while it still writes the group's later queries, or both
// processes wait on each other (256 cubes fixing 4,000 variables each:
// the run never ended).
func TestPoolLongCubesWithModels(t *testing.T) {
	const nv, free = 4000, 8
	f := NewFormula()
	x := f.NewVars(nv)
	f.AddClause(x[0].Pos(), x[1].Pos())
	var cubes [][]Lit
	for i := 0; i < 1<<free; i++ {
		c := make([]Lit, 0, nv)
		for _, v := range x[:nv-free] {
			c = append(c, v.Pos())
		}
		for b, v := range x[nv-free:] {
			if i>>b&1 == 1 {
				c = append(c, v.Pos())
			} else {
				c = append(c, v.Neg())
			}
		}
		cubes = append(cubes, c)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	pool := testPool(t, 2)
	var got JobResult
	sent := false
	err := pool.Run(ctx, func() (Job, bool) {
		if sent {
			return Job{}, false
		}
		sent = true
		return Job{Formula: f, Cubes: cubes, Models: true}, true
	}, func(_ int, r JobResult) error { got = r; return nil })
	if err != nil || got.Count != 1<<free || !got.Complete || len(got.Models) != 1<<free {
		t.Fatalf("%v: %d solutions (complete %v), %d models; want %d, one a cube", err, got.Count, got.Complete, len(got.Models), 1<<free)
	}
	for i, m := range got.Models {
		for b, v := range x[nv-free:] {
			if m[v] != (i>>b&1 == 1) {
				t.Fatalf("model %d: variable %d is %v, against its cube", i, v, m[v])
			}
		}
	}
	if pool.widest < 2 {
		t.Error("no task took more than one cube")
	}
}

func TestPoolLimit(t *testing.T) {
	pool := testPool(t, 2)
	f, x := queensCNF(8)
	sent := false
	err := pool.Run(context.Background(), func() (Job, bool) {
		if sent {
			return Job{}, false
		}
		sent = true
		return Job{Formula: f, Projection: Projection{Vars: x}, Cubes: cubesOnFirstRow(x, 8), Limit: 10, Models: true}, true
	}, func(_ int, r JobResult) error {
		if r.Count != 10 || len(r.Models) != 10 || r.Complete {
			t.Errorf("limit 10: count %d, %d models, complete %v", r.Count, len(r.Models), r.Complete)
		}
		// At most one cube per worker is under way, each searching for
		// what is left of the limit: about 10 solutions and a call per
		// cube, not the 72 calls of all eight cubes searching for 10.
		if r.Stats.Solves > 30 {
			t.Errorf("limit 10: %d solver calls; cubes searched past the limit", r.Stats.Solves)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestPoolStopsWhenWorkersDie: workers that exit at once, with the context
// done while their failures come in, must not keep Run from returning.
func TestPoolStopsWhenWorkersDie(t *testing.T) {
	sh, err := exec.LookPath("sh")
	if err != nil {
		t.Skip("no sh")
	}
	f, x := queensCNF(6)
	for i := 0; i < 10; i++ {
		ctx, cancel := context.WithCancel(context.Background())
		calls := 0
		ret := make(chan error, 1)
		go func() {
			pool := &Pool{Workers: 2, Command: []string{sh, "-c", "exit 0"}}
			ret <- pool.Run(ctx, func() (Job, bool) {
				calls++
				if calls == 1 {
					time.Sleep(50 * time.Millisecond) // the workers have exited
					cancel()
					return Job{Formula: f, Projection: Projection{Vars: x}}, true
				}
				time.Sleep(100 * time.Millisecond) // the failed answer waits
				return Job{}, false
			}, func(int, JobResult) error { return nil })
		}()
		select {
		case <-ret:
		case <-time.After(3 * time.Second):
			t.Fatalf("run %d: Run did not return after the stop", i)
		}
		cancel()
	}
}

// TestPoolWorkerTalksNonsense: a worker that writes lines the parent
// cannot read, and never reads what the parent writes, ends the run with
// an error; the parent, unable to read its answer, stops writing it a
// formula too large for the pipe (it waited for that write forever).
func TestPoolWorkerTalksNonsense(t *testing.T) {
	yes, err := exec.LookPath("yes")
	if err != nil {
		t.Skip("no yes")
	}
	f, x := queensCNF(30) // about 400 KB of clauses
	ret := make(chan error, 1)
	go func() {
		pool := &Pool{Workers: 2, Command: []string{yes, "nonsense"}}
		sent := false
		ret <- pool.Run(context.Background(), func() (Job, bool) {
			if sent {
				return Job{}, false
			}
			sent = true
			return Job{Formula: f, Projection: Projection{Vars: x}, Cubes: cubesOnFirstRow(x, 30)}, true
		}, func(int, JobResult) error { return nil })
	}()
	select {
	case err := <-ret:
		if err == nil || !strings.Contains(err.Error(), "unexpected line") {
			t.Errorf("Run returned %v, want the worker's unexpected line", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Run did not return: the parent still writes to a worker that does not read")
	}
}

func TestSolverIncremental(t *testing.T) {
	f := NewFormula()
	x := f.NewVars(3)
	f.AddClause(x[0].Pos(), x[1].Pos(), x[2].Pos())
	s := NewSolver(f)
	seen := 0
	for s.Solve(context.Background()) == Sat {
		seen++
		var block []Lit
		for _, v := range x {
			block = append(block, v.Lit(!s.Value(v)))
		}
		s.AddClause(block...)
	}
	if seen != 7 {
		t.Errorf("found %d models of x∨y∨z, want 7", seen)
	}
}

// TestNativeCardsUnderUnits guards against gophersat v1.4.0's simplifyCard,
// which counts a true literal again and again and drops the constraint: a
// native "exactly 2 of 4" with x1 true and x2..x4 false must be unsat.
func TestNativeCardsUnderUnits(t *testing.T) {
	f := NewFormula()
	x := f.NewVars(4)
	f.AddCard(Lits(x), 2)
	f.AddCard(Not(Lits(x)), 2)
	if st, _, _ := Solve(context.Background(), f, x[0].Pos(), x[1].Neg(), x[2].Neg(), x[3].Neg()); st != Unsat {
		t.Errorf("exactly 2 of 4 with one true, three false: %v, want unsat", st)
	}
	f.AddClause(x[0].Pos())
	res, _ := Enumerate(context.Background(), f, Projection{Vars: x}, nil, 0, func(m []bool) bool {
		n := 0
		for _, v := range x {
			if m[v] {
				n++
			}
		}
		if n != 2 || !m[x[0]] {
			t.Errorf("model %v breaks the constraints", m)
		}
		return true
	})
	if res.Count != 3 {
		t.Errorf("exactly 2 of 4 with x1 true: %d models, want 3", res.Count)
	}
}

// TestPoolLongBatch runs more jobs than the pool's read-ahead window, some
// without cubes, as a streamed batch does.
func TestPoolLongBatch(t *testing.T) {
	pool := testPool(t, 2)
	const jobs = 40
	i := 0
	var got []int64
	err := pool.Run(context.Background(), func() (Job, bool) {
		if i == jobs {
			return Job{}, false
		}
		n := 4 + i%4
		i++
		f, x := queensCNF(n)
		job := Job{Formula: f, Projection: Projection{Vars: x, TrueOnly: true}}
		if i%5 == 0 {
			job.Cubes = [][]Lit{} // no cube at all: nothing to count
		}
		return job, true
	}, func(k int, r JobResult) error {
		got = append(got, r.Count)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != jobs {
		t.Fatalf("%d results for %d jobs", len(got), jobs)
	}
	for k, c := range got {
		want := backtrackQueens(4 + k%4)
		if (k+1)%5 == 0 {
			want = 0
		}
		if c != want {
			t.Errorf("job %d: %d, want %d", k, c, want)
		}
	}
}

// TestDecidedByPropagation covers the solver that never starts gophersat:
// units decide everything, and blocking clauses come after.
func TestDecidedByPropagation(t *testing.T) {
	f := NewFormula()
	x := f.NewVars(3)
	f.AddClause(x[0].Neg(), x[1].Pos()) // x1 → x2
	f.AddClause(x[1].Neg(), x[2].Pos()) // x2 → x3
	res, _ := Enumerate(context.Background(), f, Projection{Vars: x}, []Lit{x[0].Pos()}, 0, func(m []bool) bool {
		if !m[x[0]] || !m[x[1]] || !m[x[2]] {
			t.Errorf("model %v does not follow from x1", m)
		}
		return true
	})
	if res.Count != 1 || !res.Complete {
		t.Errorf("x1 with x1→x2→x3: %d models, complete %v; want 1", res.Count, res.Complete)
	}
	// A free variable left by propagation still counts twice.
	g := NewFormula()
	y := g.NewVars(2)
	g.AddClause(y[0].Pos())
	res, _ = Enumerate(context.Background(), g, Projection{Vars: y}, nil, 0, nil)
	if res.Count != 2 {
		t.Errorf("y1 with y2 free: %d models, want 2", res.Count)
	}
}

// FuzzServeWorker feeds the worker protocol arbitrary input: it must answer
// or fail with an error, never panic.
func FuzzServeWorker(f *testing.F) {
	f.Add("f 2 1 0\n1 2 0\np 0 1 2 0\nq 0 1 0\n")
	f.Add("f 3 1 1\n1 -2 0\n2 1 2 3 0\nh 1 0\np all\nq 5 0 -1 0\n")
	f.Add("f 1 0 0\nq 0 0 7 0\n")
	f.Add("f 3 1 0\n1 2 3 0\nt -1 2 0\np all\nq 1 1 0\n")
	f.Add("f 2 1 0\n1 2 0\nt 3 0\nq 1 1 0\n")
	f.Add("f 2 1 0\n-9223372036854775808 0\n")
	f.Add("f -9223372036854775808 1 0\n-9223372036854775808 0\n")
	f.Add("f 2 1 0\n1 2 0\np all\ng 3\nq 0 0 1 0\nq 0 1 -1 0\n")
	f.Fuzz(func(t *testing.T, in string) {
		if len(in) > 2000 || manyVars(in) {
			return
		}
		var out bytes.Buffer
		ServeWorker(strings.NewReader(in), &out)
	})
}

// manyVars reports whether a formula of in has more than 12 variables:
// enumerating its models (a q line of limit 0) could outlast the fuzzer's
// patience, as "f 21 1 0\n2 0\nq 0 1 0" did with its 2^20, without
// being wrong.
func manyVars(in string) bool {
	for _, line := range strings.Split(in, "\n") {
		if fs := strings.Fields(line); len(fs) > 1 && fs[0] == "f" {
			if n, err := strconv.ParseInt(fs[1], 10, 64); err == nil && n > 12 {
				return true
			}
		}
	}
	return false
}

// FuzzReadDIMACS: any input is read or refused with an error naming its
// line, never a panic; what is read writes back and reads the same.
func FuzzReadDIMACS(f *testing.F) {
	f.Add("p cnf 3 2\n1 -2 0\n2 3 0\n")
	f.Add("c comment\np cnf 1 1\n1 0\n")
	f.Add("p cnf 2 1\n1 2\n")
	f.Fuzz(func(t *testing.T, in string) {
		g, err := ReadDIMACS(strings.NewReader(in))
		if err != nil {
			return
		}
		if g.NumVars() > 1<<16 {
			return
		}
		var buf bytes.Buffer
		if err := WriteDIMACS(&buf, g); err != nil {
			t.Fatal(err)
		}
		h, err := ReadDIMACS(&buf)
		if err != nil || h.NumClauses() != g.NumClauses() || h.NumVars() != g.NumVars() {
			t.Fatalf("round trip: %v", err)
		}
	})
}

// TestPlainSolver: the naive route (the whole formula to gophersat, unit
// clauses and all) finds the same models as the usual one. Queens with
// the first row's queen placed by a unit clause, counted with blocking
// clauses, against the backtracker's count of boards with that queen.
func TestPlainSolver(t *testing.T) {
	const n = 6
	for col := 0; col < n; col++ {
		f, x := queensCNF(n)
		f.AddClause(x[col].Pos())
		s := NewPlainSolver(f)
		// The plain route: gophersat has the whole formula, unit clause
		// included, and nothing was fixed or renumbered before it.
		if s.gs == nil || s.fixed != nil || s.dense != nil {
			t.Fatalf("column %d: NewPlainSolver propagated or renumbered first", col)
		}
		found := 0
		for s.Solve(context.Background()) == Sat {
			found++
			var block []Lit
			for _, v := range x {
				if s.Value(v) {
					block = append(block, v.Neg())
				}
			}
			if len(block) != n || !s.Value(x[col]) {
				t.Fatalf("column %d: a model with %d queens, or without the placed one", col, len(block))
			}
			s.AddClause(block...)
		}
		if want := backtrackQueensFrom(n, col); int64(found) != want {
			t.Errorf("column %d: %d models, backtracking counts %d", col, found, want)
		}
		if st := s.Stats(); st.Clauses != f.NumClauses()+found {
			t.Errorf("column %d: %d clauses given, want all %d and the blocking ones", col, st.Clauses, f.NumClauses())
		}
	}
}

// backtrackQueensFrom counts the n-queens boards whose first row's queen
// stands in column col (any column when col < 0), by plain backtracking.
func backtrackQueensFrom(n, col int) int64 {
	cols := make([]int, 0, n)
	var rec func() int64
	rec = func() int64 {
		r := len(cols)
		if r == n {
			return 1
		}
		var total int64
	next:
		for c := 0; c < n; c++ {
			if r == 0 && col >= 0 && c != col {
				continue
			}
			for r2, c2 := range cols {
				if c == c2 || r-r2 == c-c2 || r-r2 == c2-c {
					continue next
				}
			}
			cols = append(cols, c)
			total += rec()
			cols = cols[:len(cols)-1]
		}
		return total
	}
	return rec()
}

// A projected variable that no clause names once units are propagated
// must still be blockable: gophersat cannot take a variable it was not
// made with (it panicked in learnClause before the solver made room for
// the projection). Both routes are checked, clauses only and with native
// constraints, and a search that learns clauses over the free variables.
func TestBlockingFreeProjectedVariables(t *testing.T) {
	for _, native := range []bool{false, true} {
		f := NewFormula()
		x := f.NewVars(6)
		f.AddClause(x[5].Neg())             // a unit: the propagating route
		f.AddClause(x[0].Pos(), x[5].Pos()) // x1 true
		f.AddClause(x[1].Pos(), x[2].Pos()) // x2 ∨ x3
		f.AddClause(x[1].Neg(), x[2].Neg()) // not both
		if native {
			f.AddCard([]Lit{x[3].Neg(), x[4].Neg()}, 1) // not both x4, x5
		}
		// x4 and x5 are free; without the card they are in no clause.
		res, err := Enumerate(context.Background(), f, Projection{Vars: x[:5]}, nil, 0, nil)
		want := int64(2 * 4)
		if native {
			want = 2 * 3
		}
		if err != nil || res.Count != want || !res.Complete {
			t.Errorf("native=%v: %d solutions (complete %v, %v), expected %d", native, res.Count, res.Complete, err, want)
		}
	}
}

// A clause over a variable the solver was not made with is a programming
// error, reported as such rather than as an index error inside gophersat.
func TestAddClauseUnknownVariable(t *testing.T) {
	f := NewFormula()
	x := f.NewVars(2)
	f.AddClause(x[0].Pos(), x[1].Pos())
	s := NewSolver(f)
	y := f.NewVar()
	defer func() {
		if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), "not made with") {
			t.Fatalf("recovered %v, expected the solver's own message", r)
		}
	}()
	s.AddClause(y.Pos())
}

// TestServeWorkerRefuses: a literal out of range, in a clause, a
// cardinality line or a query, and a formula header with a number of
// variables a literal cannot hold or a negative count, are refused with
// a message, never a panic. The most negative int64 is in both: its
// negation is itself, so it passed a check of -n against the variables
// and reached AddClause as literal 0; as a header's variables, -nvars
// overflowed the same way (the reviewer's find); above MaxInt32
// variables, literals wrapped.
func TestServeWorkerRefuses(t *testing.T) {
	const lit, header = "out of range", "bad formula header"
	for _, tc := range []struct{ in, want string }{
		{"f 2 1 0\n-9223372036854775808 0\n", lit},
		{"f 2 1 0\n3 0\n", lit},
		{"f 2 0 1\n1 -9223372036854775808 0\n", lit},
		{"f 2 0 0\np all\nq 0 0 -9223372036854775808 0\n", lit},
		{"f 2 0 0\np all\nq 0 0 -3 0\n", lit},
		{"f -9223372036854775808 1 0\n-9223372036854775808 0\n", header},
		{"f 4294967297 1 0\n4294967296 0\n", header},
		{"f -1 0 0\nq 0 0 0\n", header},
		{"f 2 -1 0\n", header},
		{"f 2 0 -1\n", header},
		{"f 2 0 0\np all\ng 0\nq 0 0 0\n", "bad group line"},
		{"f 2 0 0\np all\ng\nq 0 0 0\n", "bad group line"},
		{"f 2 0 0\np all\ng 2 3\nq 0 0 0\n", "bad group line"},
		{"f 2 0 0\np all\ng 3\nq 0 0 0\ng 2\nq 0 0 0\n", "inside a group"},
		{"f 2 0 0\np all\ng 3\nq 0 0 0\nf 2 0 0\n", "inside a group"},
		{"f 2 0 0\np all\ng 3\nq 0 0 0\nb\nq 0 0 0\n", "inside a group"},
		{"f 2 0 0\np all\nb 1\nq 0 0 0\n", "expected b alone"},
	} {
		var out bytes.Buffer
		err := ServeWorker(strings.NewReader(tc.in), &out)
		if err == nil || !strings.Contains(out.String(), tc.want) {
			t.Errorf("%q: error %v, output %q; expected %q", tc.in, err, out.String(), tc.want)
		}
	}
}

// TestServeWorkerBegins: after a b line, the worker says "b" as the next
// query's search begins, past the formula's reading, in a write of its
// own before the answer; the queries after it are answered as before.
func TestServeWorkerBegins(t *testing.T) {
	in := "f 2 1 0\n1 2 0\np all\nb\nq 0 0 1 0\nq 0 0 0\n"
	var out writeCounter
	if err := ServeWorker(strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	var tags []string
	for _, line := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		tags = append(tags, strings.Join(strings.Fields(line)[:min(2, len(strings.Fields(line)))], " "))
	}
	if got := strings.Join(tags, ", "); got != "b, r 2, r 3" {
		t.Errorf("lines %q, want \"b, r 2, r 3\"", got)
	}
	if out.writes != 3 {
		t.Errorf("%d writes, want 3: the b line, then each answer", out.writes)
	}
}

// A group's queries are answered in order, one result each, all in one
// write at its end (the answers to a short group at the end of the input
// are written too).
func TestServeWorkerGroup(t *testing.T) {
	in := "f 2 1 0\n1 2 0\np all\ng 3\nq 0 0 1 0\nq 0 0 -1 0\nq 0 0 -1 -2 0\nq 0 0 0\ng 2\nq 0 0 2 0\n"
	var out writeCounter
	if err := ServeWorker(strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	var counts []string
	for _, line := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		counts = append(counts, strings.Fields(line)[1])
	}
	// Under x1: two models; under ¬x1: one; under ¬x1 ¬x2: none; free:
	// three; under x2: two.
	if got := strings.Join(counts, " "); got != "2 1 0 3 2" {
		t.Errorf("counts %q, want \"2 1 0 3 2\"", got)
	}
	if out.writes != 3 {
		t.Errorf("%d writes, want 3: the group of three, the lone query, the short group", out.writes)
	}
}

// writeCounter is a buffer that counts the writes made to it.
type writeCounter struct {
	bytes.Buffer
	writes int
}

func (w *writeCounter) Write(p []byte) (int, error) {
	w.writes++
	return w.Buffer.Write(p)
}

// A cardinality line that names a variable twice (either sign) is refused,
// in any line of a formula and in the next formula too.
func TestServeWorkerCardTwice(t *testing.T) {
	for _, tc := range []struct {
		in   string
		fail bool
	}{
		{"f 3 0 2\n1 1 2 0\n1 2 3 0\np all\nq 0 0 0\n", false},
		{"f 3 0 2\n1 1 2 0\n1 3 -3 0\n", true},
		{"f 3 0 1\n1 1 2 -1 0\n", true},
		{"f 3 0 1\n1 1 2 0\nf 3 0 1\n1 1 2 0\np all\nq 0 0 0\n", false},
	} {
		var out bytes.Buffer
		err := ServeWorker(strings.NewReader(tc.in), &out)
		if (err != nil) != tc.fail || (tc.fail && !strings.Contains(out.String(), "twice")) {
			t.Errorf("%q: error %v, output %q; expected failure %v", tc.in, err, out.String(), tc.fail)
		}
	}
}

// FuzzAppendNums compares the worker's number parser with strconv on the
// same fields: the same numbers, or both refuse the line.
func FuzzAppendNums(f *testing.F) {
	for _, s := range []string{"1 -2 0", "  3  4 ", "+5 -0", "-9223372036854775808 9223372036854775807", "9223372036854775808", "12a", "-", "1\t2", "0001 -0002"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		var want []int64
		var wantErr error
		for _, field := range strings.Split(line, " ") {
			if field == "" {
				continue
			}
			n, err := strconv.ParseInt(field, 10, 64)
			if err != nil {
				wantErr = err
				break
			}
			want = append(want, n)
		}
		got, err := appendNums(nil, []byte(line))
		if (err != nil) != (wantErr != nil) || (err == nil && !slices.Equal(got, want)) {
			t.Fatalf("%q: got %v, %v; strconv %v, %v", line, got, err, want, wantErr)
		}
	})
}

// Names: set in any order, for variables made before and after, read back
// by Name and by a clone, and written as DIMACS comments in variable order;
// a variable without a name has "".
func TestNames(t *testing.T) {
	f := NewFormula()
	x := f.NewVars(3)
	f.SetName(x[2], "c")
	f.SetName(x[0], "a")
	y := f.NewVar()
	f.SetName(y, "d")
	f.AddClause(x[0].Pos(), y.Neg())
	g := f.Clone()
	for _, h := range []*Formula{f, g} {
		for v, want := range map[Var]string{x[0]: "a", x[1]: "", x[2]: "c", y: "d", y + 1: "", 0: ""} {
			if got := h.Name(v); got != want {
				t.Errorf("Name(%d) = %q, want %q", v, got, want)
			}
		}
	}
	var out bytes.Buffer
	if err := WriteDIMACS(&out, f); err != nil {
		t.Fatal(err)
	}
	if want := "c var 1 a\nc var 3 c\nc var 4 d\np cnf 4 1\n1 -4 0\n"; out.String() != want {
		t.Errorf("DIMACS:\n%s\nwant:\n%s", out.String(), want)
	}
}

// TestDistinct: distinct drops repeats and keeps the first order.
func TestDistinct(t *testing.T) {
	for _, c := range []struct{ in, want []Var }{
		{nil, nil},
		{[]Var{}, []Var{}},
		{[]Var{3, 1, 3, 2, 1}, []Var{3, 1, 2}},
		{[]Var{1, 2, 2, 5}, []Var{1, 2, 5}},
		{[]Var{5, 4}, []Var{5, 4}},
		{[]Var{1, 2, 7}, []Var{1, 2, 7}},
	} {
		if got := distinct(c.in); !slices.Equal(got, c.want) || (got == nil) != (c.want == nil) {
			t.Errorf("distinct(%v) = %v, want %v", c.in, got, c.want)
		}
	}
}

// A unit over a variable the formula lacks is a programming error too,
// reported as such (QA: sat.Solve(ctx, f, 5) on a formula of two
// variables panicked with an index out of range).
func TestSolveUnknownUnit(t *testing.T) {
	f := NewFormula()
	x := f.NewVars(2)
	f.AddClause(x[0].Pos(), x[1].Pos())
	defer func() {
		if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), "not a variable of this formula") {
			t.Fatalf("recovered %v, expected the formula's own message", r)
		}
	}()
	Solve(context.Background(), f, Var(5).Pos())
}
