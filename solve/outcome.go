package solve

import "github.com/puzzlesat/puzzlesat/sat"

// Outcome is what a run found for one problem.
type Outcome struct {
	Problem *Problem
	// Count is the number of solutions found, at most the run's limit
	// (Options.StopsAt: 2 for Unique, whatever Limit says).
	Count int64
	// Complete says the search ended: Count is the whole count.
	Complete bool
	// Stopped says the run was stopped (its context was done) before this
	// problem's search ended, and before its limit was reached.
	Stopped bool
	// Solutions are the solutions found, decoded and verified, when the
	// run asked for them (Options.Count alone does not).
	Solutions []Answer
	// Models are the solutions as models of the formula (indexed by
	// variable; the projected variables are meaningful), in the order of
	// Solutions.
	Models [][]bool
	Stats  sat.Stats
}

// Status is "sat" when a solution was found, "unsat" when there is none,
// and "timeout" when the run was stopped first: the JSON "status" field.
func (o *Outcome) Status() string {
	switch {
	case o.Stopped:
		return "timeout"
	case o.Count == 0:
		return "unsat"
	}
	return "sat"
}

// Unique reports whether exactly one solution was found and the search
// ended (under Options.Unique, the search stops at two).
func (o *Outcome) Unique() bool { return o.Count == 1 && o.Complete }

// Succeeded reports whether the outcome answers what opts asked: a
// solution, a count (of any size), or exactly one solution under Unique.
// A stopped search counts as answered: the run's summary says it stopped.
func (o *Outcome) Succeeded(opts *Options) bool {
	switch {
	case opts.Count, o.Stopped:
		return true
	case opts.Unique:
		return o.Count == 1
	}
	return o.Count > 0
}

// Summary is what a whole run found.
type Summary struct {
	Problems int  // problems solved or stopped
	Failed   int  // outcomes that did not succeed (see Outcome.Succeeded)
	Stopped  bool // the context was done before the run ended
}
