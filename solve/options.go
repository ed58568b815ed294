package solve

import (
	"fmt"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// Options say what a run asks of each problem and how it runs. The zero
// Options finds one solution of each problem in this process.
type Options struct {
	Count  bool  // count the solutions
	All    bool  // return every solution
	Unique bool  // the setter's check: is there exactly one solution? (it stops at a second, whatever Limit says)
	Limit  int64 // stop after this many solutions (0: no limit)

	// Encoding names the at-most-one and cardinality encodings. A genre
	// may change Auto to what measured best for it (see PreferNative).
	Encoding encode.Config
	// Explain says the run answers --explain: a genre may then state a
	// given so that switching it off leaves the puzzle a setter would type
	// without it (Shikaku's number becomes a '?'), at a cost the other
	// questions need not pay.
	Explain bool
	// Format is the output format asked for ("text", "json", or one of a
	// genre's own). The driver does not print; a genre may read it for a
	// mode of its own (Star Battle writes URLs).
	Format string
	// DIMACS is the file the formula of the first problem goes to, or "".
	// A genre reads it to build a formula without native constraints,
	// which DIMACS cannot write.
	DIMACS string
	// Stats asks for the solver's measurements with the answers.
	Stats bool
	// Proof is the file a DRUP proof goes to (see Prove), or "". Like
	// DIMACS, it needs the formula in clauses.
	Proof string
	// Decode lists the files of other SAT solvers' answers for the CNF
	// that DIMACS writes, shown instead of solving (the command line's
	// --decode). They need the same clauses as DIMACS.
	Decode []string

	// Guided says that the run asks for one solution of each problem and
	// nothing else: no count, no list, no uniqueness, no setter's
	// question, no CNF written. A genre may then add clauses that only
	// guide the search (kit's Model.Guide): clauses that some solution
	// meets whenever there is one. They would be wrong for any other
	// question, so it is off unless the caller sets it.
	Guided bool
	// GuidedUnique says that the run asks whether each problem has exactly
	// one solution (Unique) and nothing else. A genre whose guide settles
	// that question with a check of the one solution it leaves (kit's
	// Genre.Sole) then states it too, and Run searches the formula
	// without it only when the check fails (Problem.Sole).
	GuidedUnique bool

	// Jobs is the number of worker processes (1 or less: this process).
	Jobs int
	// Worker is the command line that starts a worker process (a program
	// that calls sat.ServeWorker on its standard input and output), and
	// WorkerEnv its environment (nil: this process's). With no Worker,
	// every search runs in this process.
	Worker    []string
	WorkerEnv []string
	// Split, when set, writes the work as job files in this folder for a
	// batch engine instead of doing it (Run then returns sat.ErrSplit);
	// Merge reads the results of those job files from this folder
	// instead of solving (see sat.Pool). Chunk is the number of cubes a
	// job file holds (0: the pool's choice).
	Split, Merge string
	Chunk        int
	// SplitAfter, above 0, replaces every problem's own SplitAfter and
	// SplitAloneAfter: how long a problem is searched whole before it is
	// split, in a batch or alone.
	SplitAfter time.Duration
}

// Pool returns a pool of n worker processes, or one that runs in this
// process when n ≤ 1 or no Worker is set.
func (o *Options) Pool(n int) *sat.Pool {
	if o.Split != "" || o.Merge != "" {
		return &sat.Pool{Split: o.Split, Merge: o.Merge, ChunkSize: o.Chunk}
	}
	if n <= 1 || len(o.Worker) == 0 {
		return &sat.Pool{Workers: 1}
	}
	return &sat.Pool{Workers: n, Command: o.Worker, Env: o.WorkerEnv}
}

// PreferNative makes gophersat's native constraints the at-most-one
// encoding when it is left to Auto, for the genres where they measured
// fastest. DIMACS needs a CNF, so with it Auto keeps its CNF encodings.
func (o *Options) PreferNative() {
	if (o.Encoding.AMO == encode.Auto || o.Encoding.AMO == "") && !o.NeedsCNF() {
		o.Encoding.AMO = encode.Native
	}
}

// PreferNativeCard makes gophersat's native constraints the cardinality
// encoding (bounds above one) when it is left to Auto, for the genres
// where they measured fastest; like PreferNative, not when the formula
// must be written as clauses.
func (o *Options) PreferNativeCard() {
	if (o.Encoding.Card == encode.Auto || o.Encoding.Card == "") && !o.NeedsCNF() {
		o.Encoding.Card = encode.Native
	}
}

// ConnectForCNF settles how connectivity is stated for a run that needs
// the formula in clauses (NeedsCNF): Auto, which may choose the lazy
// check, becomes the spanning tree, and the lazy check itself, which has
// no clauses to write, is refused.
func (o *Options) ConnectForCNF() error {
	if !o.NeedsCNF() {
		return nil
	}
	switch o.Encoding.Connect {
	case encode.Auto, "":
		o.Encoding.Connect = encode.Tree
	case encode.Lazy:
		return fmt.Errorf("%s with --connect lazy: the lazy check has no CNF form; use --connect tree or reach", o.CNFFlag())
	}
	return nil
}

// NeedsCNF reports whether the run writes the formula (DIMACS), a proof
// about it, or reads another solver's answer for it (Decode): all need the
// formula in clauses, without gophersat's native constraints or lazy
// checks, and the same clauses in each.
func (o *Options) NeedsCNF() bool { return o.CNFFlag() != "" }

// CNFFlag names the command line's flag for which the run needs the
// formula in clauses (NeedsCNF), for messages: "--dimacs", "--proof" or
// "--decode"; "" when none does.
func (o *Options) CNFFlag() string {
	switch {
	case o.DIMACS != "":
		return "--dimacs"
	case o.Proof != "":
		return "--proof"
	case len(o.Decode) > 0:
		return "--decode"
	}
	return ""
}

// wantsModels reports whether the run needs the solutions themselves, not
// only their number.
func (o *Options) wantsModels() bool { return o.Unique || !o.Count || o.All }

// Lists reports whether the run shows every solution it finds: All, or a
// Limit without Count or Unique ("stop after N solutions" shows them).
func (o *Options) Lists() bool { return o.All || o.Limit > 0 && !o.Count && !o.Unique }

// StopsAt returns the number of solutions each problem's search stops at
// (0: none, it runs to the end).
func (o *Options) StopsAt() int64 {
	switch {
	case o.Unique:
		return 2
	case !o.Lists() && !o.Count:
		return 1
	}
	return o.Limit
}
