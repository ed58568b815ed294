package sat

import (
	"context"
	"fmt"
	"sync/atomic"
	"time"

	"github.com/crillab/gophersat/solver"
)

// Solve searches for a model. When ctx is done before the search ends, Solve
// returns Unknown and the solver answers Unknown from then on (gophersat
// cannot be interrupted: the abandoned search runs on in the background,
// holding the package lock, and its result is dropped).
func (s *Solver) Solve(ctx context.Context) Status {
	if s.assumed {
		return s.SolveAssuming(ctx, nil)
	}
	if st, done := s.start(ctx); done {
		return st
	}
	if s.gs == nil {
		if len(s.pending) == 0 {
			// Propagation decided every clause: the fixed values,
			// with the free variables false, are a model.
			s.status = Sat
			s.model = s.fixedModel(s.model)
			restore(s.model, s.elim)
			return Sat
		}
		var gs *solver.Solver
		pending, nvars := s.pending, s.gophersatVars()
		if !setUp(ctx, func() {
			if pb := solver.ParseSliceNb(pending, nvars); pb.Status != solver.Unsat {
				gs = solver.New(pb)
			}
		}) {
			s.stopped = true
			s.model = nil
			return Unknown
		}
		s.pending = nil
		if gs == nil {
			s.status = Unsat
			s.model = nil
			return Unsat
		}
		s.gs = gs
	}
	return s.search(ctx, false, nil, nil)
}

// start counts a call of Solve or SolveAssuming, and answers it when no
// search can: Unsat once the formula is known to have no model, Unknown
// once the solver is stopped or ctx is done.
func (s *Solver) start(ctx context.Context) (Status, bool) {
	s.stats.Solves++
	switch {
	case s.status == Unsat:
		s.model = nil
		return Unsat, true
	case s.stopped || ctx.Err() != nil:
		return Unknown, true
	}
	return Unknown, false
}

// SolveAssuming searches for a model in which the literals of assume hold,
// without changing the solver: the next call may assume other literals.
// It is the incremental route for questions asked many times of one
// formula (which cells are forced, which givens conflict). A solver that
// answers it must not be given clauses with AddClause, before or after:
// gophersat's assumptions were measured unsound once clauses are appended
// (a random test of 3,000 small formulas found wrong answers in both
// orders; with no clause appended, 400,000 queries agreed with brute force).
// It panics on such a solver, a programming error.
func (s *Solver) SolveAssuming(ctx context.Context, assume []Lit) Status {
	if len(s.elim) > 0 {
		panic("sat: SolveAssuming on a solver that eliminated variables")
	}
	if s.appended {
		panic("sat: SolveAssuming on a solver that was given clauses with AddClause")
	}
	s.assumed = true
	if st, done := s.start(ctx); done {
		return st
	}
	var gl []solver.Lit
	var free []Lit // assumed, and in no clause gophersat holds
	for _, l := range assume {
		v := l.Var()
		switch {
		case int(v) > s.nvars:
			panic(fmt.Sprintf("sat: assumption %d names a variable the solver was not made with", l))
		case s.isFixed(v):
			if (s.fixed[v] > 0) != l.IsPos() {
				s.model = nil
				return Unsat // against a value propagation fixed
			}
		case s.dense != nil && (int(v) >= len(s.dense) || s.dense[v] == 0):
			free = append(free, l)
		default:
			gl = append(gl, solver.IntToLit(int32(s.out(l))))
		}
	}
	for i, l := range assume {
		for _, m := range assume[:i] {
			if m == -l {
				s.model = nil
				return Unsat // a literal and its negation
			}
		}
	}
	if s.gs == nil {
		// Propagation decided every clause: the fixed values, the
		// assumptions, and the other variables false are a model.
		s.model = s.fixedModel(s.model)
		for _, l := range assume {
			s.model[l.Var()] = l.IsPos()
		}
		return Sat
	}
	return s.search(ctx, true, gl, free)
}

// searched is the time this process's gophersat searches have taken,
// those ended; searchingSince is when the one under way began (Unix
// nanoseconds), 0 when none is. Both change under gophersatMu.
var searched, searchingSince atomic.Int64

// searchTime returns the time this process has spent in gophersat
// searches so far, the one under way included: how long gophersatMu was
// held for them.
func searchTime() time.Duration {
	d := time.Duration(searched.Load())
	if since := searchingSince.Load(); since != 0 {
		d += time.Since(time.Unix(0, since))
	}
	return d
}

// search runs gophersat, under the assumptions gl when assuming, and
// reads the model: free are assumed literals gophersat does not hold.
func (s *Solver) search(ctx context.Context, assuming bool, gl []solver.Lit, free []Lit) Status {
	// run searches and sends the status and the time it took. It touches
	// nothing of s but gophersat's solver: a stopped search goes on in
	// its goroutine (gophersat cannot be interrupted) after search has
	// returned, while the caller reads s.
	type outcome struct {
		st   solver.Status
		took time.Duration
	}
	done := make(chan outcome, 1)
	gs := s.gs
	run := func() {
		gophersatMu.Lock()
		defer gophersatMu.Unlock()
		if ctx.Err() != nil {
			// Stopped while it waited for another solver's search
			// (maybe one stopped before, running on): it never starts.
			done <- outcome{st: solver.Indet}
			return
		}
		start := time.Now()
		searchingSince.Store(start.UnixNano())
		var st solver.Status
		if assuming {
			st = gs.Assume(gl)
		}
		if st != solver.Unsat {
			st = gs.Solve()
		}
		took := time.Since(start)
		searched.Add(int64(took))
		searchingSince.Store(0)
		done <- outcome{st, took}
	}
	var out outcome
	if ctx.Done() == nil {
		run()
		out = <-done
	} else {
		begun := time.Now()
		go run()
		select {
		case out = <-done:
		case <-ctx.Done():
			s.stopped = true
			s.model = nil
			s.stats.Time += time.Since(begun)
			return Unknown
		}
	}
	st := out.st
	s.stats.Time += out.took
	s.stats.Conflicts = s.gs.Stats.NbConflicts
	s.stats.Decisions = s.gs.Stats.NbDecisions
	s.stats.Restarts = s.gs.Stats.NbRestarts
	switch st {
	case solver.Sat:
		if !assuming {
			s.status = Sat
		}
		m := s.gs.Model()
		// Propagation's values first (the others false), then gophersat's
		// for the variables it numbered, which propagation left free.
		s.model = s.fixedModel(s.model)
		if s.dense == nil {
			for v := 1; v <= s.nvars && v-1 < len(m); v++ {
				s.model[v] = m[v-1] != s.flipped(Var(v))
			}
		}
		for i, v := range s.vars {
			if i < len(m) {
				s.model[v] = m[i] != s.flipped(v)
			}
		}
		for _, l := range free {
			s.model[l.Var()] = l.IsPos()
		}
		restore(s.model, s.elim)
		return Sat
	case solver.Unsat:
		if !assuming {
			s.status = Unsat
		}
		s.model = nil
		return Unsat
	}
	return Unknown
}

// Value returns the value of v in the last model found. It returns false
// when the last search found no model.
func (s *Solver) Value(v Var) bool {
	if int(v) >= len(s.model) {
		return false
	}
	return s.model[v]
}

// Model returns the last model found, indexed by variable (index 0 is
// unused), or nil when the last search found none. The slice is reused by the
// next search; copy it to keep it.
func (s *Solver) Model() []bool { return s.model }

// Stats returns the solver's measurements so far.
func (s *Solver) Stats() Stats { return s.stats }
