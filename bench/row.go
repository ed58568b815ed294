package bench

import "time"

// Status values of a Row.
const (
	StatusOK      = "ok"      // every run finished
	StatusTimeout = "timeout" // a run hit the time limit
	StatusError   = "error"   // the workload could not be encoded or solved
	StatusSkipped = "skipped" // not run: see the Note (SkippedSmaller, SkippedBusy)
)

// The notes of a skipped Row: a smaller size of its family timed out (so
// this one would too), or an abandoned search still held the solver (so
// nothing could be measured; it says nothing of the encoding).
const (
	SkippedSmaller = "a smaller size timed out"
	SkippedBusy    = "gophersat still busy with a search abandoned at a timeout"
)

// Row is the measurement of one workload under one encoding on one axis, by
// one solver.
type Row struct {
	Workload  string `json:"workload"`
	Kind      string `json:"kind"`            // queens, sudoku, starbattle, calendar, card
	Family    string `json:"family"`          // workloads that differ only by Param
	Param     int    `json:"param,omitempty"` // the size a scaling curve runs over (N, n)
	Axis      Axis   `json:"axis"`
	Encoding  string `json:"encoding"`
	Baseline  string `json:"baseline"`        // the encoding ratios are taken against
	Solver    string `json:"solver"`          // gophersat, or an external solver
	Status    string `json:"status"`          // StatusOK, StatusTimeout, ...
	Note      string `json:"note,omitempty"`  // why a run failed or was skipped
	Items     int    `json:"items"`           // puzzles in the workload
	Runs      int    `json:"runs"`            // runs measured
	Vars      int    `json:"vars"`            // variables, summed over the items
	Clauses   int    `json:"clauses"`         // clauses, summed over the items
	Cards     int    `json:"cards,omitempty"` // native cardinality constraints
	Count     int64  `json:"count,omitempty"` // solutions found (counting workloads)
	Conflicts int    `json:"conflicts"`       // median over runs, summed over items
	Decisions int    `json:"decisions"`       // median over runs, summed over items
	Lazy      int    `json:"lazy,omitempty"`  // models cut off by lazy checks: median over runs, summed over items

	Encode time.Duration `json:"encode_ns"` // median time to build the formula
	Solve  time.Duration `json:"solve_ns"`  // median time to search
	// Ratio is the median total time (Encode + Solve) over the baseline's;
	// 0 when either is missing. SizeRatio is clauses over the baseline's.
	Ratio     float64 `json:"ratio"`
	SizeRatio float64 `json:"size_ratio"`
}

// Total is the median encoding time plus the median solving time.
func (r Row) Total() time.Duration { return r.Encode + r.Solve }
