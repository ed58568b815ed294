package bench

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/puzzlesat/puzzlesat/sat"
)

// Gophersat names the in-process solver in rows.
const Gophersat = "gophersat"

// Options say how to run a benchmark.
type Options struct {
	Repeat  int           // runs per workload and encoding; at least 1
	Timeout time.Duration // per run (all the items of a workload); 0 for none
	// Encodings keeps only these encodings (the baseline of each axis is
	// always run, so that ratios exist); nil for all.
	Encodings []string
	// External lists external solvers (ExternalSolvers) to run the same
	// CNF through, besides gophersat.
	External []External
	// Skip lists encodings to record as skipped, without running them,
	// because a smaller size of the family timed out (in another process).
	Skip []string
	// Progress, when set, is called before each run with the number of
	// runs done, the total, and what is about to run.
	Progress func(done, total int, what string)
	// StopWhenBusy makes Run return ErrBusy at the first gophersat run
	// that reaches its timeout, instead of waiting for the abandoned
	// search and skipping the later runs if it outlives the wait: the
	// caller runs that workload and the rest in fresh processes.
	StopWhenBusy bool
}

// ErrBusy is returned by Run, under Options.StopWhenBusy, when a gophersat
// run reached its timeout: its search, abandoned, may still hold the
// solver. The rows returned are those of the workloads before; that
// workload and the later ones have none.
var ErrBusy = errors.New("a search abandoned at its timeout may still hold gophersat")

// cell is one workload × axis × encoding × solver, with its samples.
type cell struct {
	w       *Workload
	axis    Axis
	enc     string
	solver  string
	ext     *External
	status  string
	note    string
	samples []sample
	vars    int
	clauses int
	cards   int
	count   int64
}

// sample is one run.
type sample struct {
	encode, solve        time.Duration
	conflicts, decisions int
	lazy                 int
}

// Run measures every workload under every encoding of its axes, Repeat
// times, interleaving the encodings (the order rotates from one repeat to
// the next), and returns the rows with their medians and ratios. A run that
// reaches the timeout is recorded as a timeout, and the larger sizes of its
// family are skipped for that encoding. It stops early, returning the rows
// so far, when ctx is done.
func Run(ctx context.Context, ws []*Workload, opt Options) ([]Row, error) {
	if opt.Repeat < 1 {
		opt.Repeat = 1
	}
	var all []*cell
	total := 0
	timedOut := make(map[string]bool) // family|axis|enc|solver that timed out
	var err error
	for _, w := range ws {
		cells := cellsOf(w, opt)
		all = append(all, cells...)
		total += len(cells) * opt.Repeat
	}
	done := 0
	i := 0
	busy := false         // an abandoned search outlived drainLimit
	var stopped *Workload // its run timed out under StopWhenBusy
	for _, w := range ws {
		if err != nil {
			break
		}
		n := len(cellsOf(w, opt))
		cells := all[i : i+n]
		i += n
		for _, c := range cells {
			if timedOut[familyKey(c)] || slices.Contains(opt.Skip, c.enc) {
				c.status, c.note = StatusSkipped, SkippedSmaller
			}
		}
		for rep := 0; rep < opt.Repeat && err == nil; rep++ {
			for j := range cells {
				c := cells[(j+rep)%len(cells)]
				done++
				if c.status != "" && c.status != StatusOK {
					continue
				}
				if busy && c.ext == nil {
					// Keep the runs made; measure no more.
					c.note = SkippedBusy
					if len(c.samples) == 0 {
						c.status = StatusSkipped
					}
					continue
				}
				if ctx.Err() != nil {
					err = ctx.Err()
					break
				}
				if opt.Progress != nil {
					opt.Progress(done-1, total, fmt.Sprintf("%s %s=%s %s", w.Name, c.axis, c.enc, c.solver))
				}
				measure(ctx, c, opt)
				if c.status == StatusTimeout && c.ext == nil && opt.StopWhenBusy {
					err, stopped = ErrBusy, w
					break
				}
				if c.status == StatusTimeout {
					timedOut[familyKey(c)] = true
					if c.ext == nil && !busy && !drain(ctx, drainLimit(opt.Timeout)) {
						busy = true
					}
				}
			}
		}
	}
	if opt.Progress != nil {
		opt.Progress(total, total, "done")
	}
	rows := make([]Row, 0, len(all))
	for _, c := range all {
		if len(c.samples) == 0 && c.status == "" || c.w == stopped {
			continue // never reached, or left to a fresh process: stopped early
		}
		rows = append(rows, c.row())
	}
	SetRatios(rows)
	return rows, err
}

func familyKey(c *cell) string {
	return c.w.Kind + "|" + c.w.Family + "|" + string(c.axis) + "|" + c.enc + "|" + c.solver
}

// cellsOf lists the cells of w, by axis, solver and encoding.
func cellsOf(w *Workload, opt Options) []*cell {
	var out []*cell
	for _, a := range w.Axes {
		for k := -1; k < len(opt.External); k++ {
			if k >= 0 && w.Mode != SolveOne {
				break // external solvers find one solution of a CNF
			}
			for _, enc := range a.Encodings() {
				if opt.Encodings != nil && enc != Baselines[a] && !slices.Contains(opt.Encodings, enc) {
					continue
				}
				if k < 0 {
					out = append(out, &cell{w: w, axis: a, enc: enc, solver: Gophersat})
				} else if enc != "native" { // no CNF
					e := &opt.External[k]
					out = append(out, &cell{w: w, axis: a, enc: enc, solver: e.Name, ext: e})
				}
			}
		}
	}
	return out
}

// measure runs c once and records the sample or the failure.
func measure(ctx context.Context, c *cell, opt Options) {
	if opt.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, opt.Timeout)
		defer cancel()
	}
	cfg := c.axis.Config(c.enc)
	var s sample
	var vars, clauses, cards int
	var count int64
	for i := 0; i < c.w.Items; i++ {
		start := time.Now()
		inst, err := c.w.Encode(i, cfg)
		s.encode += time.Since(start)
		if err != nil {
			c.status, c.note = StatusError, err.Error()
			return
		}
		v, cl, cd := inst.Formula.Size()
		vars, clauses, cards = vars+v, cl+clauses, cd+cards
		switch {
		case c.w.Mode == SizeOnly:
			continue
		case c.ext != nil:
			d, err := c.ext.solve(ctx, inst)
			s.solve += d
			if err != nil {
				c.fail(ctx, err)
				return
			}
		case c.w.Mode == CountAll || c.w.Mode == ProveUnique:
			limit := int64(0)
			if c.w.Mode == ProveUnique {
				limit = 2
			}
			start := time.Now()
			res, err := sat.Enumerate(ctx, inst.Formula, inst.Projection, inst.Units, limit, nil)
			s.solve += time.Since(start)
			if err != nil {
				c.fail(ctx, err)
				return
			}
			count += res.Count
			s.conflicts += res.Stats.Conflicts
			s.decisions += res.Stats.Decisions
			s.lazy += res.Stats.Lazy
		default:
			start := time.Now()
			st, _, stats := sat.Solve(ctx, inst.Formula, inst.Units...)
			s.solve += time.Since(start)
			if st == sat.Unknown {
				c.fail(ctx, ctx.Err())
				return
			}
			if st == sat.Unsat {
				c.status, c.note = StatusError, fmt.Sprintf("item %d: no solution", i)
				return
			}
			count++
			s.conflicts += stats.Conflicts
			s.decisions += stats.Decisions
			s.lazy += stats.Lazy
		}
	}
	if len(c.samples) > 0 && count != c.count {
		c.status, c.note = StatusError, fmt.Sprintf("count %d, earlier %d", count, c.count)
		return
	}
	c.vars, c.clauses, c.cards, c.count = vars, clauses, cards, count
	c.samples = append(c.samples, s)
	c.status = StatusOK
}

// fail records a failed run: a timeout when ctx is done, an error otherwise.
func (c *cell) fail(ctx context.Context, err error) {
	if ctx.Err() != nil || errors.Is(err, context.DeadlineExceeded) {
		c.status, c.note = StatusTimeout, "time limit reached"
		return
	}
	c.status, c.note = StatusError, err.Error()
}

// When a search abandoned at its timeout is still running after drainLimit,
// the later gophersat runs of this process are skipped: gophersat cannot be
// interrupted, so they would wait for it with their clocks running.

// drainLimit is how long to wait for an abandoned search to end.
func drainLimit(timeout time.Duration) time.Duration {
	return max(2*timeout, 5*time.Second)
}

// drain waits up to limit for a search abandoned at a timeout to end (the
// next search would wait for it anyway, with its time limit running). It
// reports whether it ended.
func drain(ctx context.Context, limit time.Duration) bool {
	f := sat.NewFormula()
	a, b := f.NewVar(), f.NewVar()
	f.AddClause(a.Pos(), b.Pos())
	done := make(chan struct{})
	go func() {
		sat.Solve(context.Background(), f)
		close(done)
	}()
	t := time.NewTimer(limit)
	defer t.Stop()
	select {
	case <-done:
		return true
	case <-t.C:
	case <-ctx.Done():
	}
	return false
}

// row summarises c.
func (c *cell) row() Row {
	r := Row{
		Workload: c.w.Name, Kind: c.w.Kind, Family: c.w.Family, Param: c.w.Param,
		Axis: c.axis, Encoding: c.enc, Baseline: Baselines[c.axis], Solver: c.solver,
		Status: c.status, Note: c.note, Items: c.w.Items, Runs: len(c.samples),
		Vars: c.vars, Clauses: c.clauses, Cards: c.cards, Count: c.count,
	}
	var enc, sol []time.Duration
	var conf, dec, lazy []int
	for _, s := range c.samples {
		enc, sol = append(enc, s.encode), append(sol, s.solve)
		conf, dec, lazy = append(conf, s.conflicts), append(dec, s.decisions), append(lazy, s.lazy)
	}
	r.Encode, r.Solve = Median(enc), Median(sol)
	r.Conflicts, r.Decisions, r.Lazy = MedianInt(conf), MedianInt(dec), MedianInt(lazy)
	return r
}
