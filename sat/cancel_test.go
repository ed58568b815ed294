package sat

import (
	"context"
	"testing"
	"time"
)

// hardOrEasy is a formula with a switch a: under a it holds n+1 pigeons in
// n holes (no solution, and a search of minutes for n = 11), under ¬a a
// single free variable (two solutions at once).
func hardOrEasy(n int) (f *Formula, a Var) {
	f = pigeons(n)
	a = f.NewVar()
	b := f.NewVar()
	var guarded [][]Lit
	f.Clauses(func(c []Lit) { guarded = append(guarded, append([]Lit{a.Neg()}, c...)) })
	g := NewFormula()
	g.NewVars(f.NumVars())
	for _, c := range guarded {
		g.AddClause(c...)
	}
	_ = b
	return g, a
}

// runJobs runs jobs in pool and returns their results in order.
func runJobs(ctx context.Context, pool *Pool, jobs []Job) ([]JobResult, error) {
	k := 0
	var got []JobResult
	err := pool.Run(ctx, func() (Job, bool) {
		if k == len(jobs) {
			return Job{}, false
		}
		k++
		return jobs[k-1], true
	}, func(_ int, r JobResult) error { got = append(got, r); return nil })
	return got, err
}

// TestPoolKillsMootWork: a job that needs one solution, split into a cube
// that takes minutes (pigeons) and one that has solutions at once, ends as
// soon as the easy cube answers: the worker still searching the hard cube
// is killed and a fresh one replaces it; the jobs queued behind the hard
// cube on that worker are answered by others, each counted once.
func TestPoolKillsMootWork(t *testing.T) {
	hard, a := hardOrEasy(11)
	easy, x := rooks(5) // 120 solutions
	pool := testPool(t, 2)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	jobs := []Job{
		{Formula: hard, Projection: Projection{}, Cubes: [][]Lit{{a.Pos()}, {a.Neg()}}, Limit: 1},
		{Formula: easy, Projection: Projection{Vars: x, TrueOnly: true}},
		{Formula: easy, Projection: Projection{Vars: x, TrueOnly: true}, Cubes: [][]Lit{{x[0].Pos()}, {x[0].Neg()}}},
		{Formula: hard, Projection: Projection{}, Cubes: [][]Lit{{a.Pos()}, {a.Neg()}}, Limit: 1},
	}
	start := time.Now()
	got, err := runJobs(ctx, pool, jobs)
	if err != nil {
		t.Fatalf("after %v: %v (the hard cubes were not stopped)", time.Since(start), err)
	}
	want := []int64{1, 120, 120, 1}
	for i, r := range got {
		if r.Count != want[i] {
			t.Errorf("job %d: %d solutions, want %d", i, r.Count, want[i])
		}
	}
	if len(got) != len(jobs) {
		t.Fatalf("%d results for %d jobs", len(got), len(jobs))
	}
}

// TestPoolStoppedSaysHowFar: a job stopped by its context is delivered
// with what its cubes found, and Stats.Exhausted counts the cubes searched
// to the end: the two easy cubes (one solution each over b), not the hard
// one (pigeons, minutes) that the stop cut short.
func TestPoolStoppedSaysHowFar(t *testing.T) {
	hard, a := hardOrEasy(11)
	b := a + 1
	pool := testPool(t, 2)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	job := Job{Formula: hard, Projection: Projection{Vars: []Var{b}}, Cubes: [][]Lit{{a.Pos()}, {a.Neg(), b.Pos()}, {a.Neg(), b.Neg()}}}
	got, err := runJobs(ctx, pool, []Job{job})
	if err != context.DeadlineExceeded {
		t.Fatalf("Run: %v, want the context's deadline", err)
	}
	if len(got) != 1 {
		t.Fatalf("%d results for the job under way, want 1", len(got))
	}
	r := got[0]
	if r.Count != 2 || r.Complete || r.Stats.Exhausted != 2 {
		t.Errorf("stopped job: %d solutions, complete %v, %d cubes exhausted; want 2, false, 2", r.Count, r.Complete, r.Stats.Exhausted)
	}
	// The hard cube's search, killed by the stop, counts in the time: it
	// ran from about the start to the stop at 2 s.
	if r.Stats.Time < time.Second {
		t.Errorf("stopped job: %v searching, want the hard cube's second or more", r.Stats.Time)
	}
}

// TestPoolResplitsOverrun: a whole search that runs past its job's budget
// (here it never ends) is killed, and the job goes on as the cubes of its
// Resplit; the answer is the whole job's, with its solutions in cube order,
// and the other jobs, one queued behind it on the killed worker among
// them, are answered once each.
func TestPoolResplitsOverrun(t *testing.T) {
	f, x := queensCNF(6) // 4 solutions, one queen a row
	row := func() [][]Lit { return cubesOnFirstRow(x, 6) }
	proj := Projection{Vars: x, TrueOnly: true}
	pool := testPool(t, 2, "SAT_TEST_STALL_WHOLE=1")
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	jobs := []Job{
		{Formula: f, Projection: proj, Resplit: row, Budget: 200 * time.Millisecond},
		{Formula: f, Projection: proj, Cubes: row()},
		{Formula: f, Projection: proj, Resplit: row, Budget: 200 * time.Millisecond, Limit: 3, Models: true},
		{Formula: f, Projection: proj, Cubes: row(), Limit: 2},
	}
	want := []int64{4, 4, 3, 2}
	got, err := runJobs(ctx, pool, jobs)
	if err != nil {
		t.Fatalf("Run: %v (a whole search past its budget was not split)", err)
	}
	if len(got) != len(jobs) {
		t.Fatalf("%d results for %d jobs", len(got), len(jobs))
	}
	for i, r := range got {
		if r.Count != want[i] {
			t.Errorf("job %d: %d solutions, want %d", i, r.Count, want[i])
		}
	}
	if got[0].Stats.Cubes != 6 || !got[0].Complete || got[0].Stats.Exhausted != 6 {
		t.Errorf("split job: %d cubes, complete %v, %d exhausted; want 6, true, 6", got[0].Stats.Cubes, got[0].Complete, got[0].Stats.Exhausted)
	}
	if len(got[2].Models) != 3 {
		t.Errorf("split job with models: %d models, want 3", len(got[2].Models))
	}
	seen := map[string]bool{}
	for _, m := range got[2].Models {
		key := ""
		for _, v := range x {
			if m[v] {
				key += "1"
			} else {
				key += "0"
			}
		}
		if seen[key] {
			t.Errorf("split job: a solution twice")
		}
		seen[key] = true
	}
	if pool.kills < 2 {
		t.Errorf("%d workers killed, want one per split job", pool.kills)
	}
	if pool.stacked > 1 {
		t.Errorf("up to %d cubes of one job on one worker at once, retried ones among them; want 1", pool.stacked)
	}
}

// TestPoolResplitSpreads: the cubes of a job split past its budget go one
// to a worker, the one started in place of the killed worker included,
// rather than queue on the worker that was free as the job split (a
// 21×21 Star Battle's two hard cubes then ran one after the other: 0.61 s
// where they take 0.32 s side by side).
func TestPoolResplitSpreads(t *testing.T) {
	f, x := queensCNF(6)
	pool := testPool(t, 2, "SAT_TEST_STALL_WHOLE=1")
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	got, err := runJobs(ctx, pool, []Job{{Formula: f, Projection: Projection{Vars: x, TrueOnly: true}, Budget: 100 * time.Millisecond,
		Resplit: func() [][]Lit { return cubesOnFirstRow(x, 6) }}})
	if err != nil || len(got) != 1 || got[0].Count != 4 || got[0].Stats.Cubes != 6 {
		t.Fatalf("err %v, %+v: want the job split into 6 cubes, 4 solutions", err, got)
	}
	if pool.kills != 1 || pool.stacked != 1 {
		t.Errorf("%d workers killed, up to %d cubes of the job on one worker at once; want 1 and 1", pool.kills, pool.stacked)
	}
}

// TestPoolResplitEdges: a Resplit that gives no cubes leaves the job whole
// (no worker killed, no cubes in the stats); a stop that comes as a job
// splits still delivers it; and a whole search queued behind a slow cube on
// a worker has its budget counted from when it begins, so that it is not
// split for the wait.
func TestPoolResplitEdges(t *testing.T) {
	f, x := queensCNF(6) // 4 solutions
	proj := Projection{Vars: x, TrueOnly: true}
	row := func() [][]Lit { return cubesOnFirstRow(x, 6) } // one queen a row

	t.Run("no cubes", func(t *testing.T) {
		pool := testPool(t, 2)
		calls := 0
		g, y := queensCNF(9) // 352 solutions: milliseconds, past a budget of 1 ns
		got, err := runJobs(context.Background(), pool, []Job{{Formula: g, Projection: Projection{Vars: y, TrueOnly: true}, Budget: time.Nanosecond,
			Resplit: func() [][]Lit { calls++; return nil }}})
		if err != nil || len(got) != 1 || got[0].Count != 352 || !got[0].Complete || got[0].Stats.Cubes != 0 || pool.kills != 0 || calls != 1 {
			t.Errorf("err %v, %+v, %d kills, %d calls", err, got, pool.kills, calls)
		}
	})

	t.Run("stopped as it splits", func(t *testing.T) {
		pool := testPool(t, 2, "SAT_TEST_STALL_WHOLE=1")
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		stopping := func() [][]Lit { cancel(); return row() }
		got, err := runJobs(ctx, pool, []Job{{Formula: f, Projection: proj, Resplit: stopping, Budget: 100 * time.Millisecond}})
		if err != context.Canceled || len(got) != 1 || got[0].Complete || got[0].Stats.Cubes != 6 {
			t.Errorf("err %v, %+v: want the split job delivered, incomplete", err, got)
		}
	})

	t.Run("budget from the start", func(t *testing.T) {
		slow, a := hardOrEasy(8) // a second or more under a
		pool := testPool(t, 2)
		calls := 0
		got, err := runJobs(context.Background(), pool, []Job{
			{Formula: slow, Cubes: [][]Lit{{a.Pos()}, {a.Pos()}}},
			{Formula: f, Projection: proj, Budget: 300 * time.Millisecond, Resplit: func() [][]Lit { calls++; return row() }},
		})
		if err != nil || len(got) != 2 || got[1].Count != 4 || calls != 0 {
			t.Errorf("err %v, %d results, Resplit called %d times: the wait behind a slow cube counted", err, len(got), calls)
		}
	})
}

// TestPoolBudgetFromBegin: a whole search is timed against its budget from
// when its worker says it began, not from when it was handed out: workers
// that take 400 ms to start leave a 6-queens search of milliseconds whole
// under a budget of 150 ms. Timed from the hand-out, it was split for the
// worker's start (a 25×25 Star Battle, alone at -j 2, took 2.8 times as
// long as at -j 1).
func TestPoolBudgetFromBegin(t *testing.T) {
	f, x := queensCNF(6) // 4 solutions
	pool := testPool(t, 2, "SAT_TEST_SLOW_START=400ms")
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	calls := 0
	got, err := runJobs(ctx, pool, []Job{{Formula: f, Projection: Projection{Vars: x, TrueOnly: true}, Budget: 150 * time.Millisecond,
		Resplit: func() [][]Lit { calls++; return cubesOnFirstRow(x, 6) }}})
	if err != nil || len(got) != 1 || got[0].Count != 4 || !got[0].Complete {
		t.Fatalf("err %v, %+v: want the whole job's 4 solutions", err, got)
	}
	if calls != 0 || pool.kills != 0 {
		t.Errorf("Resplit called %d times, %d workers killed: the worker's start counted in the budget", calls, pool.kills)
	}
}

// slowPigeons returns pigeons in holes whose search lasts 100 ms or more
// here, for tests that stop a search 20 to 40 ms in: 8 pigeons in 7 holes
// (0.16 s on the project's idle machine), or 9 in 8 on a machine fast
// enough to end that within 100 ms.
func slowPigeons(t *testing.T) func() *Formula {
	t.Helper()
	start := time.Now()
	NewSolver(pigeons(7)).Solve(context.Background())
	if time.Since(start) < 100*time.Millisecond {
		return func() *Formula { return pigeons(8) }
	}
	return func() *Formula { return pigeons(7) }
}

// stopSoon solves with s under a context done after 20 ms, and fails the
// test unless the search was stopped.
func stopSoon(t *testing.T, s *Solver) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if st := s.Solve(ctx); st != Unknown {
		t.Fatalf("stopped search: %v, want unknown", st)
	}
}

// A search stopped by its context goes on in its goroutine, since
// gophersat cannot be interrupted; the solver it was stopped in stays the
// caller's. Its Stats count the time up to the stop, and reading them
// while the search goes on is no data race (go test -race: the search
// used to add its time to the solver's stats when it ended).
func TestStoppedSearchLeavesSolver(t *testing.T) {
	s := NewSolver(slowPigeons(t)())
	stopSoon(t, s)
	// The 20 ms run from before Solve, the search's clock from when it
	// starts: a little less is counted (19.07 ms once), never nothing.
	if got := s.Stats().Time; got < 10*time.Millisecond {
		t.Errorf("stopped search: %v searching, want about the 20ms up to the stop", got)
	}
	// Until the search in the background ends (it holds gophersat's
	// lock), read what the caller may read.
	deadline := time.Now().Add(time.Minute)
	for !gophersatMu.TryLock() {
		if time.Now().After(deadline) {
			t.Fatal("the stopped search did not end within a minute")
		}
		_ = s.Stats()
		_ = s.Model()
		time.Sleep(time.Millisecond)
	}
	gophersatMu.Unlock()
	if st := s.Solve(context.Background()); st != Unknown {
		t.Errorf("a stopped solver answered %v, want unknown", st)
	}
}

// A search stopped while it waits for another solver's search (one
// stopped before it and still running, since gophersat cannot be
// interrupted) never starts: it would hold the package lock and a core for
// nothing.
func TestQueuedStoppedSearchNeverStarts(t *testing.T) {
	hard := slowPigeons(t)
	a, b := NewSolver(hard()), NewSolver(hard())
	stopSoon(t, a)
	stopSoon(t, b)
	// a's search holds the lock until it ends, and b's waits for it. Once
	// the lock is free, b's goroutine gets its turn within a few hand-offs
	// (a mutex waiter is handed the lock after 1 ms of waiting).
	n := 0
	for i := 0; i < 20; i++ {
		gophersatMu.Lock()
		n = max(n, b.gs.Stats.NbConflicts)
		gophersatMu.Unlock()
		time.Sleep(5 * time.Millisecond)
	}
	if n != 0 {
		t.Errorf("the search stopped before it started ran on: %d conflicts", n)
	}
}

// A solver reads its models back with the preferred values the formula
// had when the solver was made: a later PreferTrue does not reach it.
func TestSolverKeepsItsPreferences(t *testing.T) {
	f := NewFormula()
	x := f.NewVars(2)
	f.AddClause(x[0].Pos(), x[1].Pos())
	f.AddClause(x[0].Neg(), x[1].Neg())
	f.PreferTrue(x[0])
	s := NewSolver(f)
	f.PreferTrue(x[1]) // in place: the formula's preferences were sized for both
	if st := s.Solve(context.Background()); st != Sat {
		t.Fatalf("%v, want sat", st)
	}
	if s.Value(x[0]) == s.Value(x[1]) {
		t.Errorf("model x1=%v x2=%v breaks exactly one of the two", s.Value(x[0]), s.Value(x[1]))
	}
}
