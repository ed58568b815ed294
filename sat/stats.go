package sat

import "time"

// Status is the outcome of a search.
type Status int

const (
	// Unknown means the search was stopped before it decided.
	Unknown Status = iota
	// Sat means a model was found.
	Sat
	// Unsat means there is no model.
	Unsat
)

// String returns "sat", "unsat" or "unknown".
func (s Status) String() string {
	switch s {
	case Sat:
		return "sat"
	case Unsat:
		return "unsat"
	}
	return "unknown"
}

// Stats are the measurements of a solver's work so far.
type Stats struct {
	Vars      int // variables in the formula
	Clauses   int // clauses given to the solver, blocking clauses included
	Cards     int // native cardinality constraints
	Solves    int // calls to Solve
	Conflicts int // conflicts met
	Decisions int // decisions made
	Restarts  int // restarts
	Lazy      int // models cut off by a lazy check (Formula.AddCheck)
	// Eliminated is the number of variables that elimination removed
	// before the search (see eliminate): over several searches (cubes,
	// racers) the most that one of them removed.
	Eliminated int
	Time       time.Duration // time spent searching (a worker's search killed unanswered: as the pool timed it)
	// Racers is the number of searches raced (Job.Race), 0 when none
	// was; Winner is the one whose answer was kept (0 is the unseeded).
	// The other counts are the winner's.
	Racers, Winner int
	// Cubes is the number of cubes the search was split into and run
	// side by side (cube and conquer), 0 when it was not.
	Cubes int
	// Exhausted is the number of cubes (the whole formula counting as
	// one when it was not split) searched to the end: every solution in
	// them found. Short of Cubes, it says how far a stopped search got.
	Exhausted int
}

// Add adds the counts of o to s.
func (s *Stats) Add(o Stats) {
	s.Vars = max(s.Vars, o.Vars)
	s.Clauses += o.Clauses
	s.Cards += o.Cards
	s.Solves += o.Solves
	s.Conflicts += o.Conflicts
	s.Decisions += o.Decisions
	s.Restarts += o.Restarts
	s.Lazy += o.Lazy
	s.Eliminated = max(s.Eliminated, o.Eliminated)
	s.Time += o.Time
	s.Cubes += o.Cubes
	s.Exhausted += o.Exhausted
	if o.Racers > 0 {
		s.Racers, s.Winner = o.Racers, o.Winner
	}
}
