package sat

import (
	"context"
	"sort"
	"time"
)

// Job is one formula with the cubes to solve under it. The solutions of a
// job are the union of its cubes' solutions, so the cubes must be disjoint
// for counts to add up.
type Job struct {
	Formula    *Formula
	Projection Projection
	Cubes      [][]Lit // nil means one empty cube: the whole formula
	Limit      int64   // at most this many solutions in all; 0 means all
	Models     bool    // return the solutions, not only their count
	// Race, above 1 for a job of one cube, runs that many searches of the
	// whole job at once in worker processes, each with a solver seeded
	// differently (the first with none: the search a lone process would
	// make), and keeps the first to answer; the others are killed. The
	// answer is the same (a different solution may come first when there
	// are several). In this process, the first search alone runs.
	Race int
	// Resplit, for a job of one cube in worker processes, is how to split
	// it once its search has run for Budget: the worker searching it is
	// killed (gophersat cannot be interrupted) and the job goes on as the
	// cubes Resplit returns, which must be disjoint and cover the job's
	// solutions. A job that proves hard is split so, while the many easy
	// ones of a batch run whole. Nil, or fewer than two cubes, leaves the
	// job whole. In this process, and in job files, the job runs whole.
	// The Budget runs from when the worker says the search began (the
	// protocol's b line), so that a worker's start, its reading of the
	// formula and its solver's set-up, which a split would not shorten,
	// do not count.
	Resplit func() [][]Lit
	Budget  time.Duration
}

// JobResult is what a job found.
type JobResult struct {
	Count    int64    // solutions found, at most the job's Limit
	Complete bool     // every cube was exhausted: Count is the whole count
	Models   [][]bool // with Job.Models: each solution indexed by variable, in cube order
	Stats    Stats    // the solvers' measurements, added up
}

// Pool runs jobs in worker processes, since gophersat cannot run two
// searches at once in one process. With Workers ≤ 1 or no Command, jobs run
// in this process, one cube after another. A Pool runs one Run at a time.
type Pool struct {
	Workers int      // number of worker processes
	Command []string // program and arguments that start a worker (one that calls ServeWorker)
	Env     []string // environment of the workers; nil means this process's
	// Split, when set, makes Run write the jobs as job files in this
	// folder instead of solving them (it then returns ErrSplit); Merge,
	// when set, makes Run read their results from this folder instead
	// (see jobfile.go). ChunkSize is the number of cubes a job file holds
	// (0: DefaultChunk). Merge reads it from the results, and refuses
	// another if ChunkSize is set.
	Split, Merge string
	ChunkSize    int
	// Threads, above 1, runs the jobs in this process instead, that many
	// at once on goroutines (see runThreads): for batches of jobs so quick
	// that a worker's pipe would cost more than their search.
	Threads int
	// Adapt, with Threads and worker processes both set, starts on
	// goroutines, a job at a time, and moves the rest of the jobs to the
	// worker processes once their searches prove to be what the run
	// waits for (searchBound), even while one still searches here: that
	// one is delivered before them.
	Adapt bool
	moved bool // Adapt moved the jobs to worker processes (for the tests)
	local int  // and how many it ran in this process before and while it did
	// kills counts the workers killed because their work became moot or
	// their job split (Job.Resplit), for the tests; stacked is the most
	// cubes of one job that does not queue (jobState.queues) seen under
	// way on one worker at once; widest is the most cubes seen in one task
	// (jobState.group).
	kills, stacked, widest int
}

// Run solves the jobs that next returns, until it returns false, and calls
// done with each job's result in the order next gave them. Jobs are read
// lazily, a few ahead of the workers, so a long batch is streamed. When ctx
// is done, Run stops the workers, calls done with the partial results of the
// jobs under way (Complete false), and returns ctx.Err().
func (p *Pool) Run(ctx context.Context, next func() (Job, bool), done func(i int, r JobResult) error) error {
	switch {
	case p.Split != "":
		return p.splitRun(next)
	case p.Merge != "":
		return p.mergeRun(ctx, next, done)
	}
	switch {
	case p.Threads > 1 && p.Adapt && p.Workers > 1 && len(p.Command) > 0:
		h, err := runThreads(ctx, p.Threads, next, done, searchBound)
		if h == nil || err != nil {
			return err
		}
		// The jobs under way here are delivered before the first of the
		// workers', which follow them; once done fails, nothing more is.
		at := h.delivered + len(h.under)
		p.moved, p.local = true, at
		var failed error
		once := func(i int, r JobResult) error {
			if failed == nil {
				failed = done(i, r)
			}
			return failed
		}
		err = p.runWorkers(ctx, h.next(next), func(i int, r JobResult) error {
			if err := h.deliver(once); err != nil {
				return err
			}
			return once(at+i, r)
		})
		if failed == nil {
			_ = h.deliver(once) // when no worker delivered; its error is failed
		}
		switch {
		case failed != nil:
			return failed
		case err != nil:
			return err
		}
		return h.stopped
	case p.Threads > 1:
		_, err := runThreads(ctx, p.Threads, next, done, nil)
		return err
	case p.Workers <= 1 || len(p.Command) == 0:
		return runLocal(ctx, next, done)
	}
	return p.runWorkers(ctx, next, done)
}

// runLocal is Run in this process.
func runLocal(ctx context.Context, next func() (Job, bool), done func(int, JobResult) error) error {
	for i := 0; ; i++ {
		job, ok := next()
		if !ok {
			return nil
		}
		r, err := runJob(ctx, job)
		if derr := done(i, r); derr != nil {
			return derr
		}
		if err != nil {
			return err
		}
	}
}

// runJob solves a job's cubes one after another in this process, and
// returns what they found; the error is ctx's when it was stopped.
func runJob(ctx context.Context, job Job) (JobResult, error) {
	st := newJobState(job)
	var err error
	for c := range st.cubes {
		limit := st.remaining()
		if limit < 0 {
			st.finish(c, cubeResult{})
			continue
		}
		var r cubeResult
		var res Result
		res, err = Enumerate(ctx, job.Formula, job.Projection, st.cubes[c], limit, func(m []bool) bool {
			if job.Models {
				r.models = append(r.models, append([]bool(nil), m...))
			}
			return true
		})
		r.count, r.complete, r.stats = res.Count, res.Complete, res.Stats
		st.finish(c, r)
		if err != nil {
			break
		}
	}
	return st.result(), err
}

func (p *Pool) runWorkers(ctx context.Context, next func() (Job, bool), done func(int, JobResult) error) error {
	ws, err := p.start()
	if err != nil {
		return err
	}
	answers := make(chan answer, len(ws))
	wake := make(chan struct{}, 1) // a watched search began (worker.begun)
	for _, w := range ws {
		w.wake = wake
		go w.serve(answers)
	}
	busy := 0
	defer func() {
		for _, w := range ws {
			close(w.tasks)
		}
		stopAll(ws)
		for ; busy > 0; busy-- {
			<-answers
		}
	}()

	var jobs []*jobState // jobs not yet delivered, from index base on
	base := 0
	exhausted := false
	window := (pipelineDepth + 2) * len(ws)
	// free returns the workers that can take a task, the fewest tasks
	// first.
	free := func() []*worker {
		var out []*worker
		for _, w := range ws {
			if !w.dead && !w.killed && w.inflight < pipelineDepth {
				out = append(out, w)
			}
		}
		sort.SliceStable(out, func(i, j int) bool { return out[i].inflight < out[j].inflight })
		return out
	}

	// retry holds the tasks of killed workers that are still needed.
	var retry []task
	// spread reports whether a task of the job st must go to another
	// worker than w, which holds one of st's already: the racers of a
	// job, and the cubes of one that does not queue (jobState.queues), go
	// to different workers, since one queued behind another on the same
	// worker would only wait for it (while another worker, one started in
	// place of a killed one say, idles).
	spread := func(w *worker, st *jobState) bool {
		return (st.race || !st.queues(len(ws))) && jobTasks(w.pending, st) > 0
	}
	// nextTask finds a cube to hand out to w, pulling a new job when
	// needed.
	nextTask := func(w *worker) (task, bool) {
		for i := 0; i < len(retry); i++ {
			t := retry[i]
			if limit := t.st.remaining(); limit < 0 {
				t.st.finishEmpty(t.cube, len(t.lits))
			} else if spread(w, t.st) {
				continue
			} else {
				t.limit = limit
				retry = append(retry[:i], retry[i+1:]...)
				return t, true
			}
			retry = append(retry[:i], retry[i+1:]...)
			i--
		}
		for {
			for k, st := range jobs {
				// A job keeps at most one cube per worker under way,
				// unless its cubes are quick (spread).
				for st.dispatched < len(st.cubes) && (st.queues(len(ws)) || st.dispatched-st.finished < len(ws)) && !spread(w, st) {
					c, n := st.dispatched, st.group(len(ws))
					st.dispatched += n
					limit := st.remaining()
					if limit < 0 {
						st.finishEmpty(c, n)
						continue
					}
					return task{job: base + k, cube: c, st: st, limit: limit, gen: st.gen, lits: st.cubes[c : c+n], seed: st.seed(c), watch: st.resplits()}, true
				}
			}
			if exhausted || len(jobs) >= window {
				return task{}, false
			}
			job, ok := next()
			if !ok {
				exhausted = true
				return task{}, false
			}
			jobs = append(jobs, newJobState(job))
		}
	}
	// due returns the task w is searching when it is the whole search of
	// a job that splits past its budget (jobState.resplits), and when the
	// budget runs out, counted from when the search began (worker.began):
	// false for another task, or before the search has begun.
	due := func(w *worker) (task, time.Time, bool) {
		if w.killed || w.dead || len(w.pending) == 0 || !w.pending[0].st.resplits() {
			return task{}, time.Time{}, false
		}
		t := w.pending[0]
		at, ok := w.began(t)
		return t, at.Add(t.st.job.Budget), ok
	}
	// cutShort adds the time w has searched its current task to that
	// task's job, before w is killed (not for a race, whose Stats are the
	// winner's alone), from when its search began (worker.began).
	cutShort := func(w *worker) {
		if len(w.pending) > 0 && !w.killed && !w.dead && !w.pending[0].st.race {
			if at, ok := w.began(w.pending[0]); ok { // a watched one: once begun
				w.pending[0].st.cut += time.Since(at)
			}
		}
	}
	// kill kills w, whose work is moot or whose job split: its answers
	// end in errors, and once they are in, a fresh worker takes its place.
	kill := func(w *worker) {
		cutShort(w)
		w.killed = true
		w.cmd.Process.Kill()
		p.kills++
	}
	// overrun returns a channel that fires when the first such search
	// runs past its budget, or nil when none is under way: a search is
	// timed from when its worker said it began (worker.began).
	overrun := func() <-chan time.Time {
		var first time.Time
		for _, w := range ws {
			if _, end, ok := due(w); ok && (first.IsZero() || end.Before(first)) {
				first = end
			}
		}
		if first.IsZero() {
			return nil
		}
		return time.After(time.Until(first))
	}
	// stop ends the run when ctx is done: the workers are killed, and the
	// jobs under way are delivered with what they found.
	stop := func() error {
		for _, w := range ws {
			cutShort(w)
		}
		stopAll(ws)
		for ; busy > 0; busy-- {
			<-answers
		}
		for k, st := range jobs {
			if st.dispatched == 0 && st.gen == 0 {
				break // not begun, nor any after it
			}
			if err := done(base+k, st.result()); err != nil {
				return err
			}
		}
		jobs = nil
		return ctx.Err()
	}
	deliver := func() error {
		for len(jobs) > 0 && jobs[0].finished == len(jobs[0].cubes) {
			if err := done(base, jobs[0].result()); err != nil {
				return err
			}
			jobs = jobs[1:]
			base++
		}
		return nil
	}

	for {
		if ctx.Err() != nil {
			return stop()
		}
	dispatch:
		for {
			for _, w := range free() {
				if t, ok := nextTask(w); ok {
					if len(w.pending) == 0 {
						w.since = time.Now()
					}
					w.inflight++
					w.pending = append(w.pending, t)
					p.widest = max(p.widest, len(t.lits))
					if !t.st.queues(len(ws)) {
						p.stacked = max(p.stacked, jobTasks(w.pending, t.st))
					}
					busy++
					w.tasks <- t
					continue dispatch
				}
			}
			break
		}
		if err := deliver(); err != nil {
			return err
		}
		if busy == 0 {
			if exhausted && len(jobs) == 0 {
				return nil
			}
			// Nothing is under way: deliver may just have freed the
			// window, or a job without cubes may be waiting. Hand out
			// work again rather than wait for an answer that never comes.
			continue
		}
		select {
		case <-overrun():
			// A whole search has run past its job's budget: the job is
			// split (Job.Resplit), and its worker killed. Answers come
			// first: one waiting may be that search's, just ended.
			if len(answers) > 0 {
				continue
			}
			now := time.Now()
			for _, w := range ws {
				if t, end, ok := due(w); ok && !now.Before(end) && t.st.resplit() {
					kill(w)
				}
			}
		case <-wake:
			// A watched search began: its budget runs from now (overrun).
		case a := <-answers:
			busy--
			a.w.inflight--
			a.w.pending = a.w.pending[1:]
			if len(a.w.pending) > 0 {
				a.w.since = time.Now()
			}
			if a.w.killed {
				// Killed because a task became moot, or a job split: the
				// moot ones end empty, the whole search of a job split
				// since is dropped, the others go to another worker; once
				// all its answers are in, a fresh process takes its place.
				switch {
				case a.t.gen != a.t.st.gen:
				case a.t.st.remaining() < 0:
					a.t.st.finishEmpty(a.t.cube, len(a.t.lits))
				default:
					retry = append(retry, a.t)
				}
				if a.w.inflight == 0 {
					fresh, err := p.startWorker()
					if err != nil {
						return err
					}
					fresh.wake = wake
					for i, w := range ws {
						if w == a.w {
							ws[i] = fresh
						}
					}
					close(a.w.tasks)
					a.w.cmd.Wait()
					go fresh.serve(answers)
				}
				continue
			}
			if a.err != nil && ctx.Err() == nil {
				return a.err
			}
			if a.err != nil {
				// A worker failed after the stop (it was killed, or it
				// died as the stop came): give it no more work; the top
				// of the loop stops the pool.
				a.w.dead = true
				continue
			}
			for i, r := range a.rs {
				a.t.st.finish(a.t.cube+i, r)
			}
			if a.t.st.remaining() < 0 {
				// The job has its solutions: its cubes still under way
				// are moot. gophersat cannot be interrupted, so the
				// workers searching them are killed.
				for _, w := range ws {
					if w.killed || w.dead {
						continue
					}
					for _, t := range w.pending {
						if t.st == a.t.st {
							kill(w)
							break
						}
					}
				}
			}
		case <-ctx.Done():
			return stop()
		}
	}
}

// jobTasks counts the tasks of the job st among pending.
func jobTasks(pending []task, st *jobState) int {
	n := 0
	for _, t := range pending {
		if t.st == st {
			n++
		}
	}
	return n
}
