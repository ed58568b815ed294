package sat

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"sort"
	"strings"
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
	// kills counts the workers killed because their work became moot or
	// their job split (Job.Resplit), for the tests.
	kills int
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
	if p.Workers <= 1 || len(p.Command) == 0 {
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
		if derr := done(i, st.result()); derr != nil {
			return derr
		}
		if err != nil {
			return err
		}
	}
}

type cubeResult struct {
	count    int64
	complete bool
	models   [][]bool
	stats    Stats
}

// jobState merges the results of a job's cubes.
type jobState struct {
	job        Job
	cubes      [][]Lit
	results    []cubeResult
	dispatched int // cubes handed out
	finished   int // cubes answered
	found      int64
	slowest    time.Duration // the longest search of a cube answered
	// split: Job.Resplit was called, whether it split the job or not;
	// gen counts the splits made (0 or 1), so that an answer to a task of
	// the cubes before is told apart.
	split bool
	gen   int
	// race: the cubes are the racers of Job.Race, all the whole job; won:
	// one answered, and its result is results[0].
	race, won bool
	// cut is the time its searches killed before they answered (moot,
	// split past the budget, or stopped) had run, as the dispatcher timed
	// them: part of the job's search time, which the workers never report.
	cut time.Duration
}

func newJobState(job Job) *jobState {
	cubes := job.Cubes
	if cubes == nil {
		cubes = [][]Lit{nil}
	}
	st := &jobState{job: job, cubes: cubes}
	if job.Race > 1 && len(cubes) == 1 {
		st.race = true
		st.cubes = make([][]Lit, job.Race)
		for i := range st.cubes {
			st.cubes[i] = cubes[0]
		}
	}
	st.results = make([]cubeResult, len(st.cubes))
	return st
}

// seed is the solver's seed for cube c: a racer's number, else none.
func (s *jobState) seed(c int) int64 {
	if s.race {
		return int64(c)
	}
	return 0
}

// remaining returns the limit for the next cube: 0 for no limit, -1 when
// the job's limit is already reached, or its race won.
func (s *jobState) remaining() int64 {
	switch {
	case s.won:
		return -1
	case s.job.Limit <= 0:
		return 0
	case s.found >= s.job.Limit:
		return -1
	}
	return s.job.Limit - s.found
}

func (s *jobState) finish(c int, r cubeResult) {
	switch {
	case s.won:
		return // a racer that lost, or was killed
	case s.race:
		// The first racer to answer decides the job.
		r.stats.Racers, r.stats.Winner = len(s.cubes), c
		s.won = true
		s.results = []cubeResult{r}
		s.finished = len(s.cubes)
		s.found = r.count
		return
	}
	s.results[c] = r
	s.finished++
	s.found += r.count
	s.slowest = max(s.slowest, r.stats.Time)
}

// quickCube is the search time under which a cube counts as quick, and
// manyCubes the number of cubes per worker from which a job's cubes count
// as many (see jobState.queues). A round trip to a worker takes well under
// a millisecond.
const (
	quickCube = 10 * time.Millisecond
	manyCubes = 64
)

// queues reports whether the job may have more cubes under way than the
// workers, pipelined as a batch's jobs are. A cube queued behind a hard one
// waits for it while another worker idles: counting Frisch's 25×25 #1, #10
// and #16 (32 cubes, -j 2) with one cube a worker took 0.84× to 1.08× the
// time with four, median 0.89× over four pairs of runs (0.66× in an
// earlier one). Yet the 27,034 cubes of 14-queens (half a millisecond
// each) took 1.11× to 1.14× the time without the pipelining. So a job
// queues only when its cubes are many, every cube answered so far was
// quick, and it has no limit (with one, each cube's limit counts only the
// cubes answered, and queued cubes would each search for the whole
// limit). Queueing from the first quick answers on, whatever the number
// of cubes, lost most of the gain on Frisch #1 (57 s against 46 s).
func (s *jobState) queues(workers int) bool {
	return s.job.Limit <= 0 && len(s.cubes) >= manyCubes*workers && s.finished > 0 && s.slowest < quickCube
}

// resplits reports whether the job splits once its whole search has
// run for its Budget (Job.Resplit).
func (s *jobState) resplits() bool {
	return s.job.Resplit != nil && s.job.Budget > 0 && !s.split && !s.race && len(s.cubes) == 1
}

// resplit splits the job by Job.Resplit, and reports whether it did: the
// whole search's task is then stale (its gen is old), and the new cubes
// wait to be handed out.
func (s *jobState) resplit() bool {
	s.split = true
	cubes := s.job.Resplit()
	if len(cubes) < 2 {
		return false
	}
	s.gen++
	s.cubes = cubes
	s.results = make([]cubeResult, len(cubes))
	s.dispatched, s.finished, s.found, s.slowest = 0, 0, 0, 0
	return true
}

func (s *jobState) result() JobResult {
	out := JobResult{Complete: s.finished == len(s.cubes)}
	if s.race && !s.won {
		return out // stopped before any racer answered
	}
	for _, r := range s.results {
		out.Count += r.count
		out.Complete = out.Complete && r.complete
		out.Models = append(out.Models, r.models...)
		out.Stats.Add(r.stats)
		if r.complete {
			out.Stats.Exhausted++
		}
	}
	out.Stats.Time += s.cut
	if s.gen > 0 {
		out.Stats.Cubes = len(s.cubes)
	}
	if lim := s.job.Limit; lim > 0 && out.Count >= lim {
		out.Count = lim
		out.Complete = false
		if len(out.Models) > int(lim) {
			out.Models = out.Models[:lim]
		}
	}
	return out
}

// pipelineDepth is how many tasks a worker may hold at once: while it
// solves one, the next is already written to its pipe, so that a batch of
// small puzzles does not wait a round trip between the parent and the
// worker for each (5,000 of Royle's 17-clue puzzles with -j 2: 1.20-1.37 s
// with one task at a time, 1.09-1.15 s with four, same run; one process
// is still faster there, since the parent's parsing and encoding is half
// the work). Deeper queues only unbalance the end of a count.
const pipelineDepth = 4

// worker is one worker process. A writer goroutine sends it tasks and a
// reader goroutine collects the answers, which come back in order.
type worker struct {
	cmd      *exec.Cmd
	in       io.WriteCloser
	pw       *protoWriter
	out      *bufio.Reader
	job      int       // the job whose formula the worker holds, or -1 (writer's)
	tasks    chan task // to the writer
	sent     chan sent // from the writer to the reader, in order
	inflight int       // tasks given and not answered (dispatcher's)
	dead     bool      // the worker failed; it gets no more tasks (dispatcher's)
	// killed says the dispatcher killed the worker because a task it holds
	// became moot (its job reached its limit elsewhere) or its job split
	// past its budget (Job.Resplit); pending are the
	// tasks given and not answered, in order (dispatcher's).
	killed  bool
	pending []task
	since   time.Time // when the first of pending began, about (dispatcher's)
}

// sent is a task written to a worker, or that could not be.
type sent struct {
	t   task
	err error
}

type task struct {
	job, cube int
	st        *jobState
	limit     int64
	gen       int // st.gen when the task was made
	// The cube's literals and seed, read from st when the task is made:
	// the worker's sender goroutine must not read st, which the
	// dispatcher changes (a job split past its budget gets new cubes).
	lits []Lit
	seed int64
}

type answer struct {
	w   *worker
	t   task
	r   cubeResult
	err error
}

func (p *Pool) start() ([]*worker, error) {
	var ws []*worker
	for i := 0; i < p.Workers; i++ {
		w, err := p.startWorker()
		if err != nil {
			stopAll(ws)
			return nil, err
		}
		ws = append(ws, w)
	}
	return ws, nil
}

// startWorker starts one worker process.
func (p *Pool) startWorker() (*worker, error) {
	cmd := exec.Command(p.Command[0], p.Command[1:]...)
	cmd.Env = p.Env
	dieWithParent(cmd)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting worker %q: %w", p.Command[0], err)
	}
	return &worker{cmd: cmd, in: in, pw: newProtoWriter(in), out: bufio.NewReaderSize(out, 1<<16), job: -1,
		tasks: make(chan task, pipelineDepth), sent: make(chan sent, pipelineDepth)}, nil
}

func stopAll(ws []*worker) {
	for _, w := range ws {
		w.in.Close()
		w.cmd.Process.Kill()
		w.cmd.Wait()
	}
}

// serve runs w's tasks until its channel closes: every task given yields
// exactly one answer, an error when the worker is gone.
func (w *worker) serve(answers chan<- answer) {
	go func() {
		for t := range w.tasks {
			w.sent <- sent{t: t, err: w.send(t)}
		}
		close(w.sent)
	}()
	for s := range w.sent {
		r, err := cubeResult{}, s.err
		if err == nil {
			r, err = w.receive(s.t)
		}
		answers <- answer{w: w, t: s.t, r: r, err: err}
	}
}

// send writes a task: the job's formula when the worker does not hold it
// yet, and the query.
func (w *worker) send(t task) error {
	job := t.st.job
	if w.job != t.job {
		w.pw.formula(job.Formula, job.Projection)
		w.job = t.job
	}
	w.pw.query(t.limit, job.Models, t.lits, t.seed)
	if err := w.pw.w.Flush(); err != nil {
		return fmt.Errorf("worker: %w", err)
	}
	return nil
}

// receive reads the answer to a task.
func (w *worker) receive(t task) (cubeResult, error) {
	job := t.st.job
	var r cubeResult
	nv := job.Formula.NumVars()
	for {
		line, err := w.out.ReadString('\n')
		if err != nil {
			return r, errors.New("worker: stopped before answering")
		}
		line = line[:len(line)-1]
		if line == "" {
			continue
		}
		switch line[0] {
		case 'm':
			ns, err := readZeroList([]byte(line))
			if err != nil {
				return r, fmt.Errorf("worker: %v", err)
			}
			m := make([]bool, nv+1)
			for _, v := range ns {
				if v > 0 && int(v) <= nv {
					m[v] = true
				}
			}
			r.models = append(r.models, m)
		case 'r':
			ns, err := readInts([]byte(line))
			if err != nil || len(ns) != 7 || ns[0] < 0 || ns[1] < 0 || ns[1] > 1 {
				return r, fmt.Errorf("worker: bad result %q", line)
			}
			if want := int64(len(r.models)); (job.Models || want > 0) && ns[0] != want {
				return r, fmt.Errorf("worker: result %q after %d solutions", line, want)
			}
			r.count, r.complete = ns[0], ns[1] == 1
			r.stats = Stats{Vars: nv, Clauses: job.Formula.NumClauses(), Cards: job.Formula.NumCards(), Solves: int(ns[0]+ns[5]) + 1,
				Conflicts: int(ns[2]), Decisions: int(ns[3]), Time: time.Duration(ns[4]), Lazy: int(ns[5]), Eliminated: int(ns[6])}
			return r, nil
		case 'e':
			return r, fmt.Errorf("worker: %s", strings.TrimSpace(line[1:]))
		default:
			return r, fmt.Errorf("worker: unexpected line %q", line)
		}
	}
}

func (p *Pool) runWorkers(ctx context.Context, next func() (Job, bool), done func(int, JobResult) error) error {
	ws, err := p.start()
	if err != nil {
		return err
	}
	answers := make(chan answer, len(ws))
	for _, w := range ws {
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
	// holds reports whether w holds a task of the job st: the racers of a
	// job go to different workers, since one queued behind another on the
	// same worker would only wait for it.
	holds := func(w *worker, st *jobState) bool {
		for _, t := range w.pending {
			if t.st == st {
				return true
			}
		}
		return false
	}
	// nextTask finds a cube to hand out to w, pulling a new job when
	// needed.
	nextTask := func(w *worker) (task, bool) {
		for i := 0; i < len(retry); i++ {
			t := retry[i]
			if limit := t.st.remaining(); limit < 0 {
				t.st.finish(t.cube, cubeResult{})
			} else if t.st.race && holds(w, t.st) {
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
				if st.race && holds(w, st) {
					continue
				}
				// A job keeps at most one cube per worker under way,
				// unless its cubes are quick (jobState.queues).
				for st.dispatched < len(st.cubes) && (st.dispatched-st.finished < len(ws) || st.queues(len(ws))) {
					c := st.dispatched
					st.dispatched++
					limit := st.remaining()
					if limit < 0 {
						st.finish(c, cubeResult{})
						continue
					}
					return task{job: base + k, cube: c, st: st, limit: limit, gen: st.gen, lits: st.cubes[c], seed: st.seed(c)}, true
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
	// budgeted returns the task w is searching when it is the whole
	// search of a job that splits past its budget (jobState.resplits).
	budgeted := func(w *worker) (task, bool) {
		if w.killed || w.dead || len(w.pending) == 0 {
			return task{}, false
		}
		t := w.pending[0]
		return t, t.st.resplits()
	}
	// cutShort adds the time w has searched its current task to that
	// task's job, before w is killed (not for a race, whose Stats are the
	// winner's alone).
	cutShort := func(w *worker) {
		if len(w.pending) > 0 && !w.killed && !w.dead && !w.pending[0].st.race {
			w.pending[0].st.cut += time.Since(w.since)
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
	// runs past its budget, or nil when none is under way.
	overrun := func() <-chan time.Time {
		var first time.Time
		for _, w := range ws {
			if t, ok := budgeted(w); ok {
				if end := w.since.Add(t.st.job.Budget); first.IsZero() || end.Before(first) {
					first = end
				}
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
				if t, ok := budgeted(w); ok && !now.Before(w.since.Add(t.st.job.Budget)) && t.st.resplit() {
					kill(w)
				}
			}
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
					a.t.st.finish(a.t.cube, cubeResult{})
				default:
					retry = append(retry, a.t)
				}
				if a.w.inflight == 0 {
					fresh, err := p.startWorker()
					if err != nil {
						return err
					}
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
			a.t.st.finish(a.t.cube, a.r)
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
