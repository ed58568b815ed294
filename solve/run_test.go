package solve

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// TestMain lets this test binary serve as a worker process of the pool.
func TestMain(m *testing.M) {
	if os.Getenv("SOLVE_TEST_WORKER") == "1" {
		if err := sat.ServeWorker(os.Stdin, os.Stdout); err != nil {
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// choose is the problem "exactly k of n cells are set", stated with the
// sequential counter, whose auxiliary variables must not count a solution
// twice. Its Show checks the rule on the decoded cells alone; broken makes
// it reject every solution, as a verifier that caught a bug would.
func choose(n, k int, broken bool) *Problem {
	f := sat.NewFormula()
	x := f.NewVars(n)
	encode.Exactly(f, sat.Lits(x), k, encode.Config{AMO: encode.Sequential, Card: encode.SeqCounter})
	return &Problem{
		Name:       fmt.Sprintf("choose %d of %d", k, n),
		Formula:    f,
		Projection: sat.Projection{Vars: x, TrueOnly: true},
		Show: func(model []bool) (Answer, error) {
			var b strings.Builder
			set := 0
			for _, v := range x {
				if model[v] {
					set++
					b.WriteByte('#')
				} else {
					b.WriteByte('.')
				}
			}
			if set != k || broken {
				return Answer{}, fmt.Errorf("%d cells set, expected %d", set, k)
			}
			return Answer{Text: b.String() + "\n", Fields: map[string]any{"cells": b.String()}}, nil
		},
	}
}

// binomial is n choose k, the count a correct run must find.
func binomial(n, k int) int64 {
	r := int64(1)
	for i := 1; i <= k; i++ {
		r = r * int64(n-k+i) / int64(i)
	}
	return r
}

// split cuts choose's search on its first cell: with it set, and without.
// symmetric parts weight nothing here; the counts must add up all the same.
func split(p *Problem) *Problem {
	first := p.Projection.Vars[0]
	p.Split = func(bool) []Part {
		return []Part{{Cubes: [][]sat.Lit{{first.Pos()}, {first.Neg()}}, Weight: 1}}
	}
	return p
}

func collect(t *testing.T, opts *Options, ps ...*Problem) ([]*Outcome, Summary) {
	t.Helper()
	var outs []*Outcome
	sum, err := Run(context.Background(), opts, Problems(ps...), func(o *Outcome) error {
		outs = append(outs, o)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return outs, sum
}

func workerOptions(jobs int) *Options {
	exe, _ := os.Executable()
	return &Options{Jobs: jobs, Worker: []string{exe}, WorkerEnv: append(os.Environ(), "SOLVE_TEST_WORKER=1")}
}

func TestRunCountsAndOrder(t *testing.T) {
	for _, jobs := range []int{1, 2} {
		t.Run(fmt.Sprintf("jobs=%d", jobs), func(t *testing.T) {
			opts := workerOptions(jobs)
			opts.Count = true
			var ps []*Problem
			for n := 1; n <= 7; n++ {
				for k := 0; k <= n+1; k++ {
					p := choose(n, k, false)
					if n%2 == 0 {
						p = split(p)
					}
					ps = append(ps, p)
				}
			}
			outs, sum := collect(t, opts, ps...)
			if len(outs) != len(ps) || sum.Problems != len(ps) || sum.Failed != 0 || sum.Stopped {
				t.Fatalf("%d outcomes, summary %+v, for %d problems", len(outs), sum, len(ps))
			}
			for i, o := range outs {
				if o.Problem != ps[i] {
					t.Fatalf("outcome %d is of %s, expected %s: out of order", i, o.Problem.Name, ps[i].Name)
				}
				var n, k int
				fmt.Sscanf(o.Problem.Name, "choose %d of %d", &k, &n)
				want := int64(0)
				if k <= n {
					want = binomial(n, k)
				}
				if o.Count != want || !o.Complete || len(o.Solutions) != 0 {
					t.Errorf("%s: count %d complete %v with %d solutions, expected %d, complete, none listed", o.Problem.Name, o.Count, o.Complete, len(o.Solutions), want)
				}
			}
		})
	}
}

func TestRunModes(t *testing.T) {
	p := func() *Problem { return choose(5, 2, false) } // 10 solutions
	outs, sum := collect(t, &Options{All: true}, p())
	if o := outs[0]; o.Count != 10 || len(o.Solutions) != 10 || !o.Complete || sum.Failed != 0 {
		t.Fatalf("--all: %d solutions, %d listed, complete %v", o.Count, len(o.Solutions), o.Complete)
	}
	seen := map[string]bool{}
	for _, a := range outs[0].Solutions {
		if seen[a.Text] || strings.Count(a.Text, "#") != 2 {
			t.Fatalf("solution %q repeated or wrong", a.Text)
		}
		seen[a.Text] = true
	}
	outs, _ = collect(t, &Options{All: true, Limit: 3}, p())
	if o := outs[0]; o.Count != 3 || len(o.Solutions) != 3 || o.Complete {
		t.Fatalf("--limit 3: %d solutions, %d listed, complete %v", o.Count, len(o.Solutions), o.Complete)
	}
	outs, _ = collect(t, &Options{}, p())
	if o := outs[0]; o.Count != 1 || len(o.Solutions) != 1 || o.Status() != "sat" {
		t.Fatalf("one solution: %+v", o)
	}
	outs, sum = collect(t, &Options{Unique: true}, p(), choose(3, 3, false), choose(3, 4, false))
	if outs[0].Unique() || !outs[1].Unique() || outs[2].Unique() || sum.Failed != 2 {
		t.Fatalf("--unique: %v %v %v, %d failed; expected false true false, 2", outs[0].Unique(), outs[1].Unique(), outs[2].Unique(), sum.Failed)
	}
	if outs[2].Status() != "unsat" || outs[0].Count != 2 {
		t.Fatalf("--unique: status %s, count %d", outs[2].Status(), outs[0].Count)
	}
}

func TestRunNoSolutionSkipsTheSearch(t *testing.T) {
	p := choose(4, 2, false)
	p.NoSolution = "told so"
	outs, sum := collect(t, &Options{Count: true}, p)
	if outs[0].Count != 0 || !outs[0].Complete || outs[0].Stats.Solves > 1 || sum.Failed != 0 {
		t.Fatalf("count %d, complete %v, %d solver calls, %d failed", outs[0].Count, outs[0].Complete, outs[0].Stats.Solves, sum.Failed)
	}
	outs, sum = collect(t, &Options{}, p)
	if outs[0].Status() != "unsat" || sum.Failed != 1 {
		t.Fatalf("status %s, %d failed", outs[0].Status(), sum.Failed)
	}
}

// A model that the genre's verifier rejects never leaves Run, even when
// only counted.
func TestRunVerifiesEverySolution(t *testing.T) {
	for _, opts := range []*Options{{}, {All: true}, {Unique: true}} {
		_, err := Run(context.Background(), opts, Problems(choose(4, 2, true)), func(*Outcome) error {
			t.Fatal("an unverified outcome was reported")
			return nil
		})
		if err == nil || !strings.Contains(err.Error(), "failed verification") {
			t.Fatalf("%+v: error %v, expected a verification failure", opts, err)
		}
	}
}

func TestRunInputAndReportErrors(t *testing.T) {
	bad := errors.New("line 3: no")
	src := func() Source {
		i := 0
		return func() (*Problem, error) {
			i++
			if i == 3 {
				return nil, bad
			}
			return choose(3, 1, false), nil
		}
	}
	var n int
	_, err := Run(context.Background(), &Options{}, src(), func(*Outcome) error { n++; return nil })
	var ie *InputError
	if !errors.As(err, &ie) || !errors.Is(err, bad) || n != 2 {
		t.Fatalf("error %v (input error: %v) after %d outcomes; expected the input error after 2", err, ie != nil, n)
	}
	stop := errors.New("disk full")
	_, err = Run(context.Background(), &Options{}, src(), func(*Outcome) error { return stop })
	if !errors.Is(err, stop) {
		t.Fatalf("report's error: got %v", err)
	}
}

// A stopped run reports the problem under way as stopped, with what it
// found, and says so in the summary; so too a problem in several parts
// (a count by symmetry) whose later parts the stop cut off.
func TestRunStopped(t *testing.T) {
	parts := func(p *Problem) *Problem {
		first, second := p.Projection.Vars[0], p.Projection.Vars[1]
		p.Split = func(bool) []Part {
			return []Part{{Cubes: [][]sat.Lit{{first.Pos()}}, Weight: 1}, {Cubes: [][]sat.Lit{{first.Neg(), second.Pos()}}, Weight: 2}, {Cubes: [][]sat.Lit{{first.Neg(), second.Neg()}}, Weight: 3}}
		}
		return p
	}
	for _, tc := range []struct {
		jobs  int
		split func(*Problem) *Problem
	}{{1, split}, {2, split}, {1, parts}, {2, parts}} {
		jobs := tc.jobs
		opts := workerOptions(jobs)
		opts.Count = true
		ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
		// Counting 60 of 120 (about 10^35 solutions) never ends.
		var outs []*Outcome
		sum, err := Run(ctx, opts, Problems(tc.split(choose(120, 60, false))), func(o *Outcome) error {
			outs = append(outs, o)
			return nil
		})
		cancel()
		if err != nil || !sum.Stopped || len(outs) != 1 || !outs[0].Stopped || outs[0].Complete || outs[0].Status() != "timeout" {
			t.Fatalf("jobs=%d: error %v, summary %+v, %d outcomes", jobs, err, sum, len(outs))
		}
	}
}

// TestRunSplitsPastBudget: in a batch, a problem kept whole (SplitAlone)
// is split by Split once its search runs past SplitAfter, at -j 2 only,
// and the counts stay exact.
func TestRunSplitsPastBudget(t *testing.T) {
	for _, jobs := range []int{1, 2} {
		opts := workerOptions(jobs)
		opts.Count = true
		var ps []*Problem
		for _, nk := range [][2]int{{14, 7}, {13, 6}, {5, 2}} {
			p := split(choose(nk[0], nk[1], false))
			p.SplitAlone, p.SplitAfter = true, time.Nanosecond // thousands of solutions: past it at once
			ps = append(ps, p)
		}
		outs, _ := collect(t, opts, ps...)
		for i, o := range outs {
			var n, k int
			fmt.Sscanf(o.Problem.Name, "choose %d of %d", &k, &n)
			if o.Count != binomial(n, k) || !o.Complete {
				t.Errorf("-j %d, %s: count %d complete %v, want %d", jobs, o.Problem.Name, o.Count, o.Complete, binomial(n, k))
			}
			if split := o.Stats.Cubes == 2; i < 2 && split != (jobs == 2) {
				t.Errorf("-j %d, %s: %d cubes", jobs, o.Problem.Name, o.Stats.Cubes)
			}
		}
	}
}

// TestRunSplitAfterOption: Options.SplitAfter replaces a problem's own
// budget: an hour's budget with an option of a nanosecond splits at -j 2,
// a nanosecond's with an option of an hour does not; and the option never
// splits a problem that has no budget of its own.
func TestRunSplitAfterOption(t *testing.T) {
	for _, c := range []struct {
		own, opt time.Duration
		split    bool
	}{{time.Hour, time.Nanosecond, true}, {time.Nanosecond, time.Hour, false}, {0, time.Nanosecond, false}} {
		opts := workerOptions(2)
		opts.Count, opts.SplitAfter = true, c.opt
		var ps []*Problem
		for _, nk := range [][2]int{{14, 7}, {5, 2}} {
			p := split(choose(nk[0], nk[1], false))
			p.SplitAlone, p.SplitAfter = true, c.own
			ps = append(ps, p)
		}
		outs, _ := collect(t, opts, ps...)
		if o := outs[0]; o.Count != binomial(14, 7) || !o.Complete || (o.Stats.Cubes == 2) != c.split {
			t.Errorf("own %v, option %v: count %d complete %v, %d cubes", c.own, c.opt, o.Count, o.Complete, o.Stats.Cubes)
		}
	}
}

// TestRunLoneSplitsLater: a problem alone in its run that splits (a
// SplitAlone one with a budget alone) is searched whole first in a worker
// process at -j 2, and split only once its search runs past the budget
// (Options.SplitAfter, here), Split called then and not before; without a
// budget alone (unless the option gives one), or at -j 1, it splits at
// once as before. The count stays exact.
func TestRunLoneSplitsLater(t *testing.T) {
	for _, c := range []struct {
		jobs             int
		alone, opt       time.Duration
		wantCubes, calls int
	}{
		{2, time.Hour, 0, 0, 0},               // ends whole within its budget
		{2, time.Hour, time.Hour, 0, 0},       // the option's
		{2, time.Hour, time.Nanosecond, 2, 1}, // past it at once: split
		{2, 0, 0, 2, 1},                       // no budget alone: split at once
		{2, 0, time.Nanosecond, 2, 1},         // the option's: split past it
		{2, 0, time.Hour, 0, 0},               // the option's: whole
		{1, time.Hour, 0, 2, 1},               // one at a time: split at once
	} {
		opts := workerOptions(c.jobs)
		opts.Count, opts.SplitAfter = true, c.opt
		p := split(choose(14, 7, false))
		p.SplitAlone, p.SplitAfter, p.SplitAloneAfter = true, time.Hour, c.alone
		calls := 0
		inner := p.Split
		p.Split = func(sym bool) []Part { calls++; return inner(sym) }
		outs, _ := collect(t, opts, p)
		if o := outs[0]; o.Count != binomial(14, 7) || !o.Complete || o.Stats.Cubes != c.wantCubes || calls != c.calls {
			t.Errorf("-j %d, budget alone %v, option %v: count %d complete %v, %d cubes, split %d times; want %d, true, %d, %d",
				c.jobs, c.alone, c.opt, o.Count, o.Complete, o.Stats.Cubes, calls, binomial(14, 7), c.wantCubes, c.calls)
		}
	}
}

// TestSplitsLater: only a problem that splits when alone, with a budget,
// whose search would run in worker processes, is searched whole first;
// not one that is quick (its batch runs on goroutines, where nothing
// splits), has no solution before any search, or is wanted as CNF (a proof
// of the whole formula), nor at -j 1, without a worker, or in job files.
func TestSplitsLater(t *testing.T) {
	base := func() (*Problem, *Options) {
		p := split(choose(6, 3, false))
		p.SplitAlone, p.SplitAfter, p.SplitAloneAfter = true, time.Second, time.Second
		return p, workerOptions(2)
	}
	if p, o := base(); !splitsLater(p, o) {
		t.Fatal("the plain case: not searched whole first")
	}
	for name, change := range map[string]func(*Problem, *Options){
		"not SplitAlone": func(p *Problem, _ *Options) { p.SplitAlone = false },
		"no budget":      func(p *Problem, _ *Options) { p.SplitAfter = 0 },
		"none alone":     func(p *Problem, _ *Options) { p.SplitAloneAfter = 0 },
		"no Split":       func(p *Problem, _ *Options) { p.Split = nil },
		"no solution":    func(p *Problem, _ *Options) { p.NoSolution = "rows disagree" },
		"quick":          func(p *Problem, _ *Options) { p.Quick = true },
		"-j 1":           func(_ *Problem, o *Options) { o.Jobs = 1 },
		"no worker":      func(_ *Problem, o *Options) { o.Worker = nil },
		"--split":        func(_ *Problem, o *Options) { o.Split = "dir" },
		"--merge":        func(_ *Problem, o *Options) { o.Merge = "dir" },
		"--dimacs":       func(_ *Problem, o *Options) { o.DIMACS = "f.cnf" },
		"--proof":        func(_ *Problem, o *Options) { o.Proof = "f.drup" },
	} {
		p, o := base()
		if change(p, o); splitsLater(p, o) {
			t.Errorf("%s: searched whole first", name)
		}
	}
}

// TestBudget: the option replaces a problem's own budget, in a batch and
// alone, for a problem with a budget in a batch; alone, a problem's own is
// SplitAloneAfter (0: split at once).
func TestBudget(t *testing.T) {
	const ms = time.Millisecond
	for _, c := range []struct {
		own, alone, opt time.Duration
		isAlone         bool
		want            time.Duration
	}{
		{500 * ms, 60 * ms, 0, false, 500 * ms},
		{500 * ms, 60 * ms, 0, true, 60 * ms},
		{500 * ms, 0, 0, true, 0},
		{500 * ms, 0, 3 * time.Second, true, 3 * time.Second},
		{500 * ms, 60 * ms, 3 * time.Second, false, 3 * time.Second},
		{0, 60 * ms, 3 * time.Second, true, 0},
		{0, 0, 3 * time.Second, false, 0},
	} {
		p := &Problem{SplitAfter: c.own, SplitAloneAfter: c.alone}
		if got := budget(p, &Options{SplitAfter: c.opt}, c.isAlone); got != c.want {
			t.Errorf("own %v, alone %v, option %v, is alone %v: %v, want %v", c.own, c.alone, c.opt, c.isAlone, got, c.want)
		}
	}
}

// A problem's split is made once: a lone problem's second call of Split
// cost a calendar date 0.8x the whole process's time again (issue 30).
// Problems that split only when alone make it once too, when alone.
func TestRunSplitsOnce(t *testing.T) {
	for _, splitAlone := range []bool{false, true} {
		for _, n := range []int{1, 2} {
			var ps []*Problem
			calls := make([]int, n)
			for i := range n {
				p := split(choose(6, 3, false))
				p.SplitAlone = splitAlone
				inner := p.Split
				p.Split = func(sym bool) []Part { calls[i]++; return inner(sym) }
				ps = append(ps, p)
			}
			outs, _ := collect(t, &Options{Count: true}, ps...)
			for i, o := range outs {
				want := 1
				if splitAlone && n > 1 {
					want = 0
				}
				if calls[i] != want || o.Count != 20 {
					t.Errorf("SplitAlone %v, %d problems: problem %d split %d times (expected %d), count %d", splitAlone, n, i, calls[i], want, o.Count)
				}
			}
		}
	}
}

// TestRunAbandonsSlowBuilding: a problem still being built when the
// deadline passes is given up on, and the run ends there, stopped; the
// problem before it is reported (the driver builds two ahead before it
// searches, so it may be stopped too). A 225×225 Sudoku took 10 s to
// build under --timeout 1s.
//
// So it is at Ctrl-C, a context cancelled without a deadline: the run went
// on until the model was built (30-queens --all, 6 to 12 s and gigabytes
// after the signal).
func TestRunAbandonsSlowBuilding(t *testing.T) {
	for _, stop := range []string{"deadline", "interrupt"} {
		first := choose(3, 1, false)
		var calls atomic.Int32 // the abandoned call goes on beside the test
		src := func() (*Problem, error) {
			if calls.Add(1) == 1 {
				return first, nil
			}
			time.Sleep(3 * time.Second)
			return choose(3, 2, false), nil
		}
		opts := workerOptions(1)
		opts.Count = true
		ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
		if stop == "interrupt" {
			ctx, cancel = context.WithCancel(context.Background())
			time.AfterFunc(300*time.Millisecond, cancel)
		}
		var outs []*Outcome
		start := time.Now()
		sum, err := Run(ctx, opts, src, func(o *Outcome) error { outs = append(outs, o); return nil })
		cancel()
		if took := time.Since(start); err != nil || took > 2*time.Second || !sum.Stopped || calls.Load() != 2 {
			t.Fatalf("%s: %v after %v, %+v, %d calls: want stopped then, src called twice", stop, err, took, sum, calls.Load())
		}
		if len(outs) != 1 || outs[0].Problem != first || !outs[0].Complete && !outs[0].Stopped {
			t.Fatalf("%s: %d outcomes: want the first problem's, complete or stopped", stop, len(outs))
		}
	}
}
