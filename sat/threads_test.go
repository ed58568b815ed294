package sat

import (
	"context"
	"errors"
	"testing"
	"time"
)

// TestThreadsCountAgree: jobs run on goroutines (Pool.Threads) give the
// counts of backtracking and the models of the job that asks for them,
// delivered in the jobs' order, whatever the number of goroutines and
// however the jobs' times differ (9- down to 4-queens, the even ones split
// in cubes, one with a limit).
func TestThreadsCountAgree(t *testing.T) {
	for _, threads := range []int{2, 3, 8} {
		var jobs []Job
		for n := 9; n >= 4; n-- {
			f, x := queensCNF(n)
			var cubes [][]Lit
			if n%2 == 0 {
				cubes = cubesOnFirstRow(x, n)
			}
			job := Job{Formula: f, Projection: Projection{Vars: x, TrueOnly: true}, Cubes: cubes, Models: n == 6}
			if n == 8 {
				job.Limit = 10
			}
			jobs = append(jobs, job)
		}
		got, err := runJobs(context.Background(), &Pool{Threads: threads}, jobs)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(jobs) {
			t.Fatalf("threads=%d: %d results for %d jobs", threads, len(got), len(jobs))
		}
		for k, r := range got {
			n := 9 - k
			want, complete := backtrackQueens(n), true
			if n == 8 {
				want, complete = 10, false
			}
			if r.Count != want || r.Complete != complete {
				t.Errorf("threads=%d: %d-queens counted %d (complete %v), want %d (%v)", threads, n, r.Count, r.Complete, want, complete)
			}
			if n == 6 && len(r.Models) != 4 {
				t.Errorf("threads=%d: 6-queens returned %d models, want 4", threads, len(r.Models))
			}
			for _, m := range r.Models {
				if !isQueens(m, 6) {
					t.Errorf("threads=%d: a 6-queens model is no solution", threads)
				}
			}
		}
	}
}

// isQueens reports whether the first n² variables of model place n queens
// that do not attack each other.
func isQueens(model []bool, n int) bool {
	var qs [][2]int
	for i := range n * n {
		if model[i+1] {
			qs = append(qs, [2]int{i / n, i % n})
		}
	}
	for a := range qs {
		for b := range a {
			dr, dc := qs[a][0]-qs[b][0], qs[a][1]-qs[b][1]
			if dr == 0 || dc == 0 || dr == dc || dr == -dc {
				return false
			}
		}
	}
	return len(qs) == n
}

// TestThreadsStop: when the context ends during a search that would take
// seconds, Run returns its error, and the jobs read are delivered in order
// with what they found: the stopped one incomplete, with at most the
// solution of its easy cube, the others whole with their count, or incomplete where
// the stop came while they waited for gophersat's lock.
func TestThreadsStop(t *testing.T) {
	hard, a := hardOrEasy(8) // nine pigeons in eight holes: a second or more
	easy, x := queensCNF(5)
	jobs := []Job{
		{Formula: easy, Projection: Projection{Vars: x}},
		{Formula: hard, Projection: Projection{Vars: []Var{a}}, Cubes: [][]Lit{{a.Neg()}, {a.Pos()}}},
		{Formula: easy, Projection: Projection{Vars: x}},
	}
	read := 0
	var got []JobResult
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	err := (&Pool{Threads: 2}).Run(ctx, func() (Job, bool) {
		if read == len(jobs) {
			return Job{}, false
		}
		read++
		return jobs[read-1], true
	}, func(k int, r JobResult) error {
		if k != len(got) {
			t.Errorf("result %d delivered as %d", len(got), k)
		}
		got = append(got, r)
		return nil
	})
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Run: %v, want the context's deadline", err)
	}
	if len(got) < 2 {
		t.Fatalf("%d results, want the stopped job's and those before it", len(got))
	}
	for k, r := range got {
		switch {
		case k == 1 && (r.Count > 1 || r.Complete):
			t.Errorf("stopped job: %d solutions, complete %v; want at most 1 (its easy cube), incomplete", r.Count, r.Complete)
		case k != 1 && r.Complete && r.Count != 10:
			t.Errorf("job %d: 5-queens counted %d, want 10", k, r.Count)
		}
	}
	waitForLock(t)
}

// TestThreadsDoneError: an error from done ends Run with that error.
func TestThreadsDoneError(t *testing.T) {
	f, x := queensCNF(6)
	job := Job{Formula: f, Projection: Projection{Vars: x}}
	stop := errors.New("enough")
	calls := 0
	err := (&Pool{Threads: 2}).Run(context.Background(), func() (Job, bool) { return job, true }, func(int, JobResult) error {
		calls++
		if calls == 3 {
			return stop
		}
		return nil
	})
	if err != stop || calls != 3 {
		t.Errorf("Run: %v after %d results, want %v after 3", err, calls, stop)
	}
}

// TestAdapt: a batch on goroutines with worker processes at hand (Adapt)
// moves to them when its searches take most of the time (counting
// 8-queens to 10-queens) and stays on goroutines when they take none
// (formulas that unit propagation decides); the counts and their order
// are right either way.
func TestAdapt(t *testing.T) {
	chain := func(n int) *Formula { // x1, x1 → x2, …: one model, no search
		f := NewFormula()
		x := f.NewVars(n)
		f.AddClause(x[0].Pos())
		for i := 1; i < n; i++ {
			f.AddClause(x[i-1].Neg(), x[i].Pos())
		}
		return f
	}
	for _, search := range []bool{true, false} {
		var jobs []Job
		var want []int64
		for k := range 12 {
			if search {
				n := 8 + k%3
				f, x := queensCNF(n)
				jobs = append(jobs, Job{Formula: f, Projection: Projection{Vars: x, TrueOnly: true}})
				want = append(want, backtrackQueens(n))
			} else {
				jobs = append(jobs, Job{Formula: chain(2000 + k)})
				want = append(want, 1)
			}
		}
		pool := testPool(t, 2)
		pool.Threads, pool.Adapt = 2, true
		got, err := runJobs(context.Background(), pool, jobs)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(jobs) {
			t.Fatalf("search %v: %d results for %d jobs", search, len(got), len(jobs))
		}
		for k, r := range got {
			if r.Count != want[k] || !r.Complete {
				t.Errorf("search %v: job %d counted %d (complete %v), want %d", search, k, r.Count, r.Complete, want[k])
			}
		}
		if pool.moved != search {
			t.Errorf("search %v: moved to worker processes %v, want %v", search, pool.moved, search)
		}
	}
}

// TestAdaptMovesBesideALongSearch: in a batch of two long searches
// (counting 10-queens twice), the second moves to a worker process while
// the first still searches on a goroutine, rather than wait for its
// turn of gophersat's lock; both counts come in the jobs' order.
func TestAdaptMovesBesideALongSearch(t *testing.T) {
	f, x := queensCNF(10)
	job := Job{Formula: f, Projection: Projection{Vars: x, TrueOnly: true}}
	pool := testPool(t, 2)
	pool.Threads, pool.Adapt = 2, true
	var got []int64
	k := 0
	err := pool.Run(context.Background(), func() (Job, bool) {
		k++
		return job, k <= 2
	}, func(i int, r JobResult) error {
		if i != len(got) || !r.Complete {
			t.Errorf("result %d delivered as %d (complete %v)", len(got), i, r.Complete)
		}
		got = append(got, r.Count)
		return nil
	})
	if err != nil || len(got) != 2 || got[0] != 724 || got[1] != 724 {
		t.Fatalf("Run: %v, counts %v, want 724 twice", err, got)
	}
	if !pool.moved || pool.local != 1 {
		t.Errorf("moved %v with %d jobs in this process, want the second moved", pool.moved, pool.local)
	}
}

// TestAdaptHandoverStopped: a job that a worker finished before the run
// was stopped is delivered whole, though the job still under way on a
// goroutine at the hand-over ends stopped (a review: the stopped one's
// error dropped the worker's result).
func TestAdaptHandoverStopped(t *testing.T) {
	easy, x := rooks(5) // 5! = 120
	jobs := []Job{{Formula: pigeons(8)}, {Formula: easy, Projection: Projection{Vars: x, TrueOnly: true}}}
	pool := testPool(t, 2)
	pool.Threads, pool.Adapt = 2, true
	ctx, cancel := context.WithTimeout(context.Background(), 800*time.Millisecond)
	defer cancel()
	var got []JobResult
	err := pool.Run(ctx, jobList(jobs), func(i int, r JobResult) error {
		got = append(got, r)
		return nil
	})
	if !errors.Is(err, context.DeadlineExceeded) || len(got) != 2 || got[0].Complete || got[1].Count != 120 || !got[1].Complete {
		t.Errorf("Run: %v, results %+v; want the deadline, the pigeons stopped, 120 rooks' placings", err, got)
	}
	waitForLock(t)
}

// TestAdaptHandoverDoneError: once done fails, it is not called again, for
// the job under way at the hand-over or any other (a review: it was
// called twice for the same job).
func TestAdaptHandoverDoneError(t *testing.T) {
	slow, q := queensCNF(10)
	easy, x := rooks(5)
	jobs := []Job{{Formula: slow, Projection: Projection{Vars: q, TrueOnly: true}}, {Formula: easy, Projection: Projection{Vars: x, TrueOnly: true}}}
	pool := testPool(t, 2)
	pool.Threads, pool.Adapt = 2, true
	bad := errors.New("report failed")
	calls := map[int]int{}
	err := pool.Run(context.Background(), jobList(jobs), func(i int, r JobResult) error {
		calls[i]++
		return bad
	})
	if err != bad || len(calls) != 1 || calls[0] != 1 || !pool.moved {
		t.Errorf("Run: %v, done called %v (moved %v); want done's error, once, for job 0", err, calls, pool.moved)
	}
}

// jobList returns a Pool.Run's next over jobs.
func jobList(jobs []Job) func() (Job, bool) {
	k := 0
	return func() (Job, bool) {
		if k == len(jobs) {
			return Job{}, false
		}
		k++
		return jobs[k-1], true
	}
}

// waitForLock waits for a search stopped with its run, which goes on in
// the background holding gophersat's lock, so that the tests after this
// one do not.
func waitForLock(t *testing.T) {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for !gophersatMu.TryLock() {
		if time.Now().After(deadline) {
			t.Fatal("the stopped search did not end within a minute")
		}
		time.Sleep(10 * time.Millisecond)
	}
	gophersatMu.Unlock()
}
