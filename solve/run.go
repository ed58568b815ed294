package solve

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/puzzlesat/puzzlesat/sat"
)

// ErrStopped is returned by a genre's own mode, and wrapped by callers,
// when the run's context was done before the search ended.
var ErrStopped = errors.New("stopped before the search ended")

// InputError is an error in what a run was given (a file that does not
// parse, a flag out of range): the caller's fault, not the program's.
type InputError struct{ Err error }

// Error returns the underlying message.
func (e *InputError) Error() string { return e.Err.Error() }

// Unwrap returns the underlying error.
func (e *InputError) Unwrap() error { return e.Err }

// Run solves the problems that src returns, under opts, and calls report
// with each problem's outcome in the order src gave them. Problems are read
// lazily, a few ahead of the search, so a long batch streams.
//
// With opts.Jobs above 1 and a Worker command, the searches run in worker
// processes: several problems at once, or the parts of a split problem.
// A lone problem that is not split runs in this process, or, when the
// genre marks it hard (Problem.Race), as a race of opts.Jobs searches; one
// that splits with a budget alone (Problem.SplitAloneAfter) runs whole in
// a worker, and is split once it runs past the budget (splitsLater).
//
// When ctx is done, Run reports the problems under way with what they found
// (Outcome.Stopped) and returns with Summary.Stopped set and a nil error.
// A search in this process cannot be interrupted: it runs on in the
// background, and the next search in the process waits for it to end
// (sat.Solver.Solve); worker processes are stopped.
// A problem built with selectors (encode.Config.Select) is solved with
// every rule and given in force, through a copy of it: the Outcome's
// Problem is then that copy.
// An error from src comes back as an *InputError; an error from report
// stops the run and comes back as it is; a model that fails its genre's
// verifier is a bug and comes back as an error too.
func Run(ctx context.Context, opts *Options, src Source, report func(*Outcome) error) (Summary, error) {
	models := opts.wantsModels()
	limit := opts.StopsAt()
	partsOf := func(p *Problem, alone bool) []Part {
		switch {
		case p.NoSolution != "":
			return []Part{{Cubes: [][]sat.Lit{}, Weight: 1}}
		case p.Split != nil && (alone || !p.SplitAlone):
			if sp := p.Split(!models); sp != nil {
				return sp
			}
		}
		return []Part{{Weight: 1}}
	}

	// Look at the first two problems: a lone problem that is not split
	// has nothing to run in parallel, and sending its formula to a worker
	// only costs time and memory.
	type peeked struct {
		p     *Problem
		parts []Part
		err   error
	}
	abandoned := false // a problem's building outlasted the deadline
	quick := false     // a problem built so far was quick (Problem.Quick): its batch's builds are cheap
	// splitWithin returns p's parts (partsOf), made under the deadline's
	// watch as a problem is built (within): 30-queens' cubes of five rows
	// for --all took 14 s of a --timeout of 200 ms. When the watch gives
	// up, the run ends there, and p, whole, is reported stopped with
	// nothing found.
	splitWithin := func(p *Problem, alone bool) []Part {
		parts, err := within(ctx, func() ([]Part, error) { return partsOf(p, alone), nil }, opts.NeedsCNF(), quick)
		if errors.Is(err, errAbandoned) {
			abandoned = true
			return []Part{{Weight: 1}}
		}
		return parts
	}
	pull := func() peeked {
		if abandoned {
			return peeked{}
		}
		p, err := within(ctx, src, opts.NeedsCNF(), quick)
		if errors.Is(err, errAbandoned) {
			abandoned = true
			return peeked{}
		}
		if p != nil {
			p = p.stated()
		}
		quick = quick || p != nil && p.Quick
		if p == nil || err != nil {
			return peeked{p: p, err: err}
		}
		return peeked{p: p, parts: splitWithin(p, false)}
	}
	var ahead []peeked
	for len(ahead) < 2 {
		a := pull()
		ahead = append(ahead, a)
		if a.p == nil || a.err != nil {
			break
		}
	}
	alone := len(ahead) == 2 && ahead[0].p != nil && ahead[1].p == nil && ahead[1].err == nil
	// A lone problem that splits past a budget is searched whole first,
	// and split only then, as a batch's problems are (splitsLater).
	later := alone && splitsLater(ahead[0].p, opts)
	if alone && ahead[0].p.SplitAlone && !later && !abandoned {
		// Only a problem split when alone has other parts now; the
		// others' split is already made, and can cost as much as the
		// search (a calendar date's cubes: 0.8x the process's time).
		ahead[0].parts = splitWithin(ahead[0].p, true)
	}
	lone := alone && !later && len(ahead[0].parts) == 1 && len(ahead[0].parts[0].Cubes) <= 1
	workers := opts.Jobs
	race := 0
	if lone {
		workers = 1
		// A hard lone problem races differently seeded searches on the
		// cores instead (Problem.Race); job files carry no race.
		if p := ahead[0].p; p.Race && p.NoSolution == "" && opts.Jobs > 1 && len(opts.Worker) > 0 && opts.Split == "" && opts.Merge == "" {
			workers, race = opts.Jobs, opts.Jobs
		}
	}
	pool := opts.Pool(workers)
	if first := ahead[0].p; !lone && workers > 1 && first != nil && pool.Split == "" && pool.Merge == "" {
		// A batch runs on goroutines while its searches are not what it
		// waits for: a worker's pipe costs more than a quick problem's
		// search (Problem.Quick). A batch of problems that split (or
		// split past a budget) keeps to worker processes; the others
		// start on goroutines and move to worker processes once their
		// searches prove long (sat.Pool.Adapt).
		switch {
		case first.Quick:
			pool = &sat.Pool{Threads: workers}
		case first.Split == nil:
			pool.Threads, pool.Adapt = workers, true
		}
	}
	nextProblem := func() (*Problem, []Part, error) {
		if len(ahead) == 0 {
			a := pull()
			return a.p, a.parts, a.err
		}
		a := ahead[0]
		ahead = ahead[1:]
		return a.p, a.parts, a.err
	}

	type pending struct {
		p     *Problem
		parts []Part
		got   int
		out   Outcome
		raw   [][]bool
	}
	var queue []*pending // problems whose jobs are under way, in order
	var jobs []sat.Job   // jobs of the problem being split, not yet handed out
	var inputErr error
	var sum Summary

	nextJob := func() (sat.Job, bool) {
		for len(jobs) == 0 {
			p, parts, err := nextProblem()
			if err != nil {
				inputErr = err
				return sat.Job{}, false
			}
			if p == nil {
				return sat.Job{}, false
			}
			queue = append(queue, &pending{p: p, parts: parts, out: Outcome{Problem: p, Complete: true}})
			for _, pt := range parts {
				lim := limit
				if pt.Weight > 1 && limit > 0 {
					lim = (limit + pt.Weight - 1) / pt.Weight
				}
				job := sat.Job{Formula: p.Formula, Projection: p.Projection, Cubes: pt.Cubes, Limit: lim, Models: models, Race: race}
				// The pool splits past the budget only in worker
				// processes: never at -j 1 nor in job files.
				if after := budget(p, opts, later); len(parts) == 1 && pt.Cubes == nil && after > 0 && p.Split != nil {
					job.Resplit, job.Budget = resplit(p), after
				}
				jobs = append(jobs, job)
			}
		}
		j := jobs[0]
		jobs = jobs[1:]
		return j, true
	}

	var finish func(pd *pending) error
	done := func(_ int, r sat.JobResult) error {
		pd := queue[0]
		w := pd.parts[pd.got].Weight
		pd.got++
		pd.out.Count += w * r.Count
		pd.out.Complete = pd.out.Complete && r.Complete
		pd.raw = append(pd.raw, r.Models...)
		pd.out.Stats.Add(r.Stats)
		if pd.got < len(pd.parts) {
			return nil
		}
		queue = queue[1:]
		return finish(pd)
	}
	finish = func(pd *pending) error {
		out := &pd.out
		if opts.Unique && pd.p.Sole != nil && out.Count == 1 && out.Complete && len(pd.raw) == 1 && !pd.p.Sole(pd.raw[0]) {
			pd.raw = wholeUnique(ctx, pd.p, out, pd.raw)
		}
		if cubes := cubesOf(pd.parts); cubes > 1 {
			out.Stats.Cubes = cubes
		}
		if limit > 0 && out.Count > limit {
			out.Count = limit
			out.Complete = false
		}
		// This problem was cut short by the stop (an earlier one may
		// have been, and a later one may still be complete).
		out.Stopped = ctx.Err() != nil && !out.Complete && (limit == 0 || out.Count < limit)
		sum.Stopped = sum.Stopped || out.Stopped
		// Every solution passes the genre's verifier, shown or not.
		for _, m := range pd.raw {
			a, err := pd.p.Show(m)
			if err != nil {
				return fmt.Errorf("%s: a decoded solution failed verification: %v (this is a bug)", pd.p.Name, err)
			}
			out.Solutions = append(out.Solutions, a)
		}
		out.Models = pd.raw
		sum.Problems++
		if !out.Succeeded(opts) {
			sum.Failed++
		}
		return report(out)
	}

	err := pool.Run(ctx, nextJob, done)
	// A problem in parts (a count by symmetry, with a part per weight)
	// that the stop cut off before its last parts ran is reported with
	// what its parts found.
	for _, pd := range queue {
		if ctx.Err() == nil || err != nil && !errors.Is(err, context.Canceled) && !errors.Is(err, context.DeadlineExceeded) {
			break
		}
		pd.out.Complete = false
		if ferr := finish(pd); ferr != nil {
			err = ferr
			break
		}
	}
	if inputErr != nil {
		return sum, &InputError{Err: inputErr}
	}
	if errors.Is(err, sat.ErrSplit) {
		return sum, err
	}
	if err != nil && !errors.Is(err, context.Canceled) && !errors.Is(err, context.DeadlineExceeded) {
		return sum, err
	}
	sum.Stopped = sum.Stopped || err != nil || abandoned
	return sum, nil
}

// errAbandoned says that within gave up on a problem still being built.
var errAbandoned = errors.New("the run was stopped while the problem was built")

// within calls src, and gives up on it when ctx is done (its deadline
// passed, or Ctrl-C) and src has not returned abandonGrace after
// (errAbandoned, see Within): a model that takes long to build (a
// 225×225 Sudoku: 10 s and 3.7 GB) stops at --timeout or Ctrl-C, not
// after it, while one built at once is still reported, stopped, with what
// it found. src goes on in the background, so it is not called again: the
// run ends there, and the problem gets no answer. src is called directly
// when ctx cannot be stopped; when direct (a run that writes its CNF as it
// builds, --dimacs, would leave half a file); and, without a deadline,
// when cheap (a batch of quick problems: a goroutine a problem costs a
// batch of 49,151 Sudokus a few percent, and Ctrl-C then waits for one
// quick build).
func within[T any](ctx context.Context, src func() (T, error), direct, cheap bool) (T, error) {
	if _, deadline := ctx.Deadline(); direct || ctx.Done() == nil || cheap && !deadline {
		return src()
	}
	v, done, err := Within(ctx, src)
	if !done {
		return v, errAbandoned
	}
	return v, err
}

// wholeUnique answers Unique for a problem whose guided formula left one
// solution that Problem.Sole does not vouch for: it searches the whole
// formula for two solutions, in this process (a rare case: Sole's reason
// to refuse is a second solution), and returns their models. Stopped
// before it found any, it keeps the guided one (a solution all the same),
// with the search incomplete.
func wholeUnique(ctx context.Context, p *Problem, out *Outcome, guided [][]bool) [][]bool {
	var raw [][]bool
	res, err := sat.Enumerate(ctx, p.Whole(), p.Projection, nil, 2, func(m []bool) bool {
		raw = append(raw, slices.Clone(m))
		return true
	})
	out.Stats.Add(res.Stats)
	out.Count, out.Complete = res.Count, res.Complete && err == nil
	if len(raw) == 0 {
		out.Count, raw = 1, guided
	}
	return raw
}

// resplit returns the cubes of p's split for sat.Job.Resplit: its parts'
// cubes when they are one part of weight 1, else none.
func resplit(p *Problem) func() [][]sat.Lit {
	return func() [][]sat.Lit {
		parts := p.Split(false)
		if len(parts) != 1 || parts[0].Weight != 1 {
			return nil
		}
		return parts[0].Cubes
	}
}

// cubesOf returns the number of cubes in parts.
func cubesOf(parts []Part) int {
	n := 0
	for _, pt := range parts {
		n += len(pt.Cubes)
	}
	return n
}

// splitsLater reports whether a problem alone in its run is searched whole
// first, in a worker process, and split into cubes only once that search
// has run past its budget (budget, sat.Job.Resplit), as a batch's problems
// are, rather than split at once: when it splits only when alone
// (SplitAlone), has a budget alone (SplitAloneAfter, or --split-after's
// for a genre with a batch budget), and its search would run in worker
// processes. Its split is made only when it is needed, then. A lone
// problem that the split would leave whole (one cube) runs in a worker,
// not in this process.
func splitsLater(p *Problem, opts *Options) bool {
	return p.SplitAlone && p.Split != nil && budget(p, opts, true) > 0 && p.NoSolution == "" && !p.Quick &&
		opts.Jobs > 1 && len(opts.Worker) > 0 && opts.Split == "" && opts.Merge == "" && !opts.NeedsCNF()
}

// budget returns how long p's whole search runs in a worker process before
// it is split, alone in its run or in a batch (0: it is not split past a
// budget): Options.SplitAfter when set and p has a budget in a batch (its
// genre splits past one), else p's own for where it is (SplitAloneAfter,
// SplitAfter).
func budget(p *Problem, opts *Options, alone bool) time.Duration {
	switch {
	case p.SplitAfter <= 0:
		return 0
	case opts.SplitAfter > 0:
		return opts.SplitAfter
	case alone:
		return p.SplitAloneAfter
	}
	return p.SplitAfter
}
