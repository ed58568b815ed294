package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// common holds the flags every puzzle takes.
type common struct {
	fs      *pflag.FlagSet // what set the flags, for Changed
	count   bool
	all     bool
	unique  bool
	limit   int
	amo     string
	card    string
	connect string
	colour  string
	format  string
	formats []string // the formats this puzzle accepts
	dimacs  string
	stats   bool
	jobs    int
	timeout time.Duration
	// splitAfter overrides the genres' Problem.SplitAfter when above 0.
	splitAfter time.Duration
	// The setter's and player's questions (study.go).
	forced, explain, suggest, hint, rate bool
	proof                                string
	split, merge                         string
	chunk                                int
	decode                               []string // other solvers' answers to show (decode.go)
	encodeOnly                           bool     // write --dimacs's CNF and stop
}

// newFlagSet returns a flag set that reports errors instead of printing
// them or exiting.
func newFlagSet(name, synopsis string, stdout io.Writer) *pflag.FlagSet {
	fs := pflag.NewFlagSet(name, pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.SortFlags = false
	fs.Usage = func() {
		fmt.Fprintf(stdout, "Usage: puzzlesat %s\n\nFlags:\n", synopsis)
		fs.SetOutput(stdout)
		fs.PrintDefaults()
		fs.SetOutput(io.Discard)
	}
	return fs
}

// parseFlags parses args; --help prints the usage and returns errHelp.
func parseFlags(fs *pflag.FlagSet, args []string) error {
	err := fs.Parse(args)
	if errors.Is(err, pflag.ErrHelp) {
		return errHelp // pflag has printed the usage
	}
	var bad *pflag.InvalidValueError
	if errors.As(err, &bad) { // pflag's own would quote strconv: "parsing "x": invalid syntax"
		flag, why := "--"+bad.GetFlag().Name, errors.Unwrap(bad).Error()
		if want := expectedValue(bad); want != "" {
			why = "expected " + want
		}
		if strings.HasPrefix(why, "expected") { // the value, then what it should be (a range: kit.IntFlag)
			flag += fmt.Sprintf(" %q", bad.GetValue())
		}
		return usageErr("%s: %s: %s (see puzzlesat %s --help)", fs.Name(), flag, why, fs.Name())
	}
	if err != nil {
		return usageErr("%s: %v (see puzzlesat %s --help)", fs.Name(), err, fs.Name())
	}
	return nil
}

// expectedValue says what a flag of bad's type takes, in words, or ""
// for a type of the genre's own, whose error says it (--notouch).
func expectedValue(bad *pflag.InvalidValueError) string {
	switch {
	case errors.Is(bad, strconv.ErrRange) && strings.HasPrefix(bad.GetValue(), "-"):
		return "a larger number"
	case errors.Is(bad, strconv.ErrRange):
		return "a smaller number"
	}
	switch bad.GetFlag().Value.Type() {
	case "int", "int64", "int32", "uint", "uint64":
		if errors.Is(bad, strconv.ErrSyntax) {
			return "a whole number"
		}
		return "" // out of kit.IntFlag's range: its error says so
	case "float64", "float32":
		return "a number"
	case "duration":
		return "a duration such as 500ms, 30s or 2m"
	case "bool":
		return "true or false"
	}
	return ""
}

// errHelp ends a command after its usage was printed, with exit code 0.
var errHelp = &exitError{code: exitSolved}

// addCommon registers the flags every puzzle takes. formats lists the
// output formats the puzzle writes, the first being the default.
func addCommon(fs *pflag.FlagSet, formats ...string) *common {
	c := &common{formats: formats, fs: fs}
	fs.BoolVar(&c.count, "count", false, "count the solutions; the number is printed alone on the last line")
	fs.BoolVar(&c.all, "all", false, "print every solution")
	fs.IntVar(&c.limit, "limit", 0, "stop after this many solutions (0: no limit); alone it lists them, as --all does; with --count it counts up to it")
	fs.BoolVar(&c.unique, "unique", false, "check that there is exactly one solution: exit 0 if so, 1 if not")
	fs.StringVar(&c.amo, "amo", "auto", "at-most-one encoding (see puzzlesat encodings)")
	fs.StringVar(&c.card, "card", "auto", "cardinality encoding for bounds above one (see puzzlesat encodings)")
	fs.StringVar(&c.connect, "connect", "auto", "how connectivity is stated, for the genres that have it (a loop, a region, shaded cells): auto, lazy (each model checked, a part that falls apart cut off), tree (a spanning tree with binary ranks, CNF) or reach (unary bounded distances, CNF)")
	fs.StringVar(&c.colour, "colour", "auto", "colour in the text answers: auto (when stdout is a terminal and NO_COLOR is unset), always or never")
	fs.StringVar(&c.format, "format", formats[0], "output format: "+strings.Join(formats, ", "))
	fs.StringVar(&c.dimacs, "dimacs", "", "write the CNF to this file (DIMACS)")
	fs.BoolVar(&c.stats, "stats", false, "print solver statistics (to stderr in text, in the object in JSON)")
	fs.IntVarP(&c.jobs, "jobs", "j", runtime.NumCPU(), "worker processes for counting and batches")
	fs.DurationVar(&c.timeout, "timeout", 0, "stop after this long (e.g. 30s), print what was found, exit 3; 0: no limit")
	fs.BoolVar(&c.forced, "forced", false, "the cells every solution agrees on (the others shown open, as the genre marks them: ?, ., or a line not drawn)")
	fs.BoolVar(&c.explain, "explain", false, "for a puzzle without a solution: a minimal set of givens that cannot all hold")
	fs.BoolVar(&c.suggest, "suggest", false, "for a puzzle with several solutions: extra givens, from one solution, that make it unique")
	fs.BoolVar(&c.hint, "hint", false, "the next deduction: one cell's value, the level of reasoning that proves it (0 propagation, 1 and 2 failed-literal steps), and what it uses")
	fs.StringVar(&c.split, "split", "", "write the work as job files in this folder for a batch engine (GNU parallel, Slurm), instead of doing it; see puzzlesat run-job and --merge")
	fs.StringVar(&c.merge, "merge", "", "read the results of the job files of --split from this folder, and print what this run would have")
	fs.DurationVar(&c.splitAfter, "split-after", 0, "at -j above 1, split a puzzle whose whole search has run this long into cubes, for the genres that split one (0: the genre's own budget: 500ms in a batch; alone, 60ms for Star Battle, none for Sudoku, split at once)")
	fs.IntVar(&c.chunk, "chunk", 0, "cubes per job file under --split (0: 256); --merge reads it from the files, and refuses another")
	fs.StringVar(&c.proof, "proof", "", "write a DRUP proof that there is no solution, or (with --unique) no second one, to this file; it checks against the CNF --dimacs writes")
	fs.BoolVar(&c.rate, "rate", false, "the difficulty: the highest level of reasoning needed to solve by hints, and the steps at each level")
	fs.BoolVar(&c.encodeOnly, "encode-only", false, "with --dimacs: write the CNF and stop, without solving (to hand it to another solver; see --decode)")
	fs.StringArrayVar(&c.decode, "decode", nil, "instead of solving, show the solution in this file: another SAT solver's answer (\"s SATISFIABLE\" and \"v\" lines, or MiniSat's) for the CNF that --dimacs writes with the same flags, checked against it; again for each next answer, each for the CNF --dimacs then writes with the solutions before it blocked")
	return c
}

// maxJobs is the most worker processes --jobs asks for: a million made a
// goroutine and a slot each before any work, and ran out of memory.
const maxJobs = 1024

// check validates the common flags.
func (c *common) check() error {
	if c.colour != "auto" && c.colour != "always" && c.colour != "never" {
		return usageErr("--colour %q: expected auto, always or never", c.colour)
	}
	if c.limit < 0 {
		return usageErr("--limit %d: expected a number of solutions, 0 or more", c.limit)
	}
	if c.jobs < 1 || c.jobs > maxJobs {
		return usageErr("--jobs %d: expected 1 to %d worker processes", c.jobs, maxJobs)
	}
	if c.timeout < 0 {
		return usageErr("--timeout %v: expected a positive duration such as 30s", c.timeout)
	}
	if c.splitAfter < 0 {
		return usageErr("--split-after %v: expected a positive duration such as 2s", c.splitAfter)
	}
	ok := false
	for _, f := range c.formats {
		ok = ok || f == c.format
	}
	if !ok {
		return usageErr("--format %q: expected one of %s", c.format, strings.Join(c.formats, ", "))
	}
	if c.unique && (c.all || c.count || c.limit > 0) {
		return usageErr("--unique: cannot be combined with --all, --count or --limit (it stops at a second solution)")
	}
	if c.format == "url" || c.format == "tatham" {
		for _, f := range []struct {
			on   bool
			name string
		}{{c.count, "--count"}, {c.all, "--all"}, {c.unique, "--unique"}, {c.limit > 0, "--limit"}, {c.dimacs != "", "--dimacs"}, {c.proof != "", "--proof"}, {len(c.decode) > 0, "--decode"}, {c.split != "", "--split"}, {c.merge != "", "--merge"}, {c.question() != "", c.question()}} {
			if f.on {
				return usageErr("--format %s writes the puzzles without solving: it takes no %s", c.format, f.name)
			}
		}
	}
	if c.split != "" && c.merge != "" {
		return usageErr("--split and --merge: one or the other: write the jobs, run them, then merge")
	}
	if c.split != "" {
		old, _ := filepath.Glob(filepath.Join(c.split, "job-*.job"))
		res, _ := filepath.Glob(filepath.Join(c.split, "job-*.res"))
		if n := len(old) + len(res); n > 0 {
			// Old jobs beside the new would run too (jobs/*.job), and
			// --merge would refuse their results.
			files := strconv.Itoa(n) + " job or result files"
			if n == 1 {
				files = "a job or result file"
			}
			return usageErr("--split %s: holds %s of an earlier split; give a new or empty folder", c.split, files)
		}
	}
	if (c.split != "" || c.merge != "") && (c.question() != "" || c.proof != "" || c.dimacs != "") {
		return usageErr("--split and --merge: for counting, --all, --unique and batches; not with a question, --proof or --dimacs")
	}
	if c.chunk < 0 {
		return usageErr("--chunk %d: expected 0 (chosen) or more cubes a file", c.chunk)
	}
	if c.chunk > 0 && c.split == "" && c.merge == "" {
		return usageErr("--chunk %d: sizes the job files of --split (--merge reads the size from them); without either it does nothing", c.chunk)
	}
	if c.encodeOnly && (c.dimacs == "" || len(c.decode) > 0 || c.count || c.all || c.limit > 0 || c.unique || c.question() != "" || c.proof != "" || c.split != "" || c.merge != "") {
		return usageErr("--encode-only: writes the CNF of --dimacs and stops; it needs --dimacs, and takes none of --count, --all, --limit, --unique, --proof, --split, --merge, --decode or a question")
	}
	if len(c.decode) > 0 && (c.count || c.all || c.limit > 0 || c.unique || c.question() != "" || c.proof != "" || c.split != "" || c.merge != "") {
		return usageErr("--decode: shows the one solution in its file; it cannot be combined with --count, --all, --limit, --unique, --proof, --split, --merge or a question")
	}
	if c.proof != "" && (c.count || c.all || c.limit > 0 || c.question() != "") {
		return usageErr("--proof: proves that there is no solution, or with --unique no second one; it cannot be combined with --count, --all, --limit or a question")
	}
	if q := c.question(); q != "" {
		n := 0
		for _, on := range []bool{c.forced, c.explain, c.suggest, c.hint, c.rate} {
			if on {
				n++
			}
		}
		switch {
		case n > 1:
			return usageErr("--forced, --explain, --suggest, --hint and --rate: one question at a time")
		case c.count || c.all || c.unique || c.limit > 0:
			return usageErr("%s: answers a question of its own; it cannot be combined with --count, --all, --unique or --limit", q)
		}
	}
	for _, out := range []struct{ flag, path, stdout string }{
		{"--proof", c.proof, ""},
		{"--dimacs", c.dimacs, " (with --encode-only, --dimacs /dev/stdout writes the CNF there alone)"},
	} {
		if out.path == "-" { // a file named "-" was written
			return usageErr("%s -: expected a file name; standard output holds the answers%s", out.flag, out.stdout)
		}
		if err := writable(out.path); err != nil {
			return usageErr("%s: %v", out.flag, err)
		}
	}
	for _, f := range []struct{ flag, v string }{{"--amo", c.amo}, {"--card", c.card}, {"--connect", c.connect}} {
		if f.v == "" { // the library's zero value is auto; an empty flag is a slip (QA)
			return usageErr("%s \"\": expected auto or an encoding's name (puzzlesat encodings lists them)", f.flag)
		}
	}
	if err := c.config().Validate(); err != nil {
		flag := "--card"
		switch {
		case strings.Contains(err.Error(), "at-most-one"):
			flag = "--amo"
		case strings.Contains(err.Error(), "connectivity"):
			flag = "--connect"
		}
		return usageErr("%s: %v", flag, err)
	}
	if c.fs != nil && c.fs.Changed("limit") && c.limit == 0 && !c.count && !c.unique && c.question() == "" && len(c.decode) == 0 {
		// --limit 0 alone is no limit, listing every solution, as its
		// help says (it printed one, as with no flag).
		c.all = true
	}
	if c.split != "" {
		// The folder of the job files, made last of the checks: one
		// that cannot be made is told as --split's (QA: "mkdir
		// /dev/null: not a directory").
		if err := MakeFolder("--split", c.split); err != nil {
			return err
		}
	}
	return nil
}

// writable reports why a file cannot be written at path ("" is fine:
// no file asked for), before any work is done for it. A regular file that
// exists is opened, not changed; one made to try is removed; a folder is
// refused (--proof's was found only once the puzzle was solved); anything
// else that exists (a named pipe, a device) is left untouched, since
// opening it is already a use.
func writable(path string) error {
	if path == "" {
		return nil
	}
	fi, statErr := os.Stat(path)
	switch {
	case statErr == nil && fi.IsDir():
		return fmt.Errorf("%s: a folder: expected a file", path)
	case statErr == nil && !fi.Mode().IsRegular():
		return nil
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE, 0o644)
	if err != nil {
		return err
	}
	f.Close()
	if errors.Is(statErr, os.ErrNotExist) {
		os.Remove(path)
	}
	return nil
}

// checkOutputs refuses a --proof or --dimacs file that is the other's, or
// one of the inputs (args) or --decode's files: writing it would lose
// the CNF, or the puzzle itself, without a word.
func (c *common) checkOutputs(args []string) error {
	same := func(a, b string) bool {
		if a == "" || b == "" || a == "-" || b == "-" {
			return false
		}
		fa, errA := os.Stat(a)
		fb, errB := os.Stat(b)
		if errA == nil && errB == nil {
			// A device (/dev/null) may be named twice.
			return fa.Mode().IsRegular() && os.SameFile(fa, fb)
		}
		absA, errA := filepath.Abs(a)
		absB, errB := filepath.Abs(b)
		return errA == nil && errB == nil && absA == absB
	}
	if same(c.proof, c.dimacs) {
		return usageErr("--proof and --dimacs: both name %s; expected two files", c.proof)
	}
	for _, out := range []struct{ flag, path string }{{"--proof", c.proof}, {"--dimacs", c.dimacs}} {
		for _, in := range append(slices.Clone(args), c.decode...) {
			if same(out.path, in) {
				return usageErr("%s %s: that file is an input of this run; expected another", out.flag, out.path)
			}
		}
	}
	return nil
}

// lists reports whether the run shows every solution it finds: --all, or
// --limit alone (solve.Options.Lists).
func (c *common) lists() bool {
	return (&solve.Options{All: c.all, Count: c.count, Unique: c.unique, Limit: int64(c.limit)}).Lists()
}

// question returns the setter's or player's flag given, or "".
func (c *common) question() string {
	switch {
	case c.forced:
		return "--forced"
	case c.explain:
		return "--explain"
	case c.suggest:
		return "--suggest"
	case c.hint:
		return "--hint"
	case c.rate:
		return "--rate"
	}
	return ""
}

func (c *common) config() encode.Config {
	return encode.Config{AMO: encode.Encoding(c.amo), Card: encode.Encoding(c.card), Connect: encode.Encoding(c.connect)}
}

// options returns the driver's options of the common flags, with this
// binary's hidden worker subcommand as the worker processes.
func (c *common) options() *solve.Options {
	o := &solve.Options{
		Count: c.count, All: c.all, Unique: c.unique, Limit: int64(c.limit),
		Encoding: c.config(), Explain: c.explain, Format: c.format, DIMACS: c.dimacs, Stats: c.stats, Jobs: c.jobs, Proof: c.proof, Decode: c.decode,
		Split: c.split, Merge: c.merge, Chunk: c.chunk, SplitAfter: c.splitAfter,
	}
	// One solution, and nothing else asked of it: a genre may guide the
	// search (solve.Options.Guided). Uniqueness and nothing else: a genre
	// whose guide settles it may guide that search too (GuidedUnique).
	// Job files carry the guides too (a guide is a clause, a hope a line
	// of its own): the split and the merge build the same problem, and
	// the merge prints what the run in one process does.
	alone := !c.count && !c.all && c.limit <= 1 && !o.NeedsCNF() &&
		!c.forced && !c.explain && !c.suggest && !c.hint && !c.rate
	o.Guided = alone && !c.unique
	o.GuidedUnique = alone && c.unique
	if c.explain || c.hint || c.rate {
		// Every named given and rule gets a selector: to find a conflict
		// by switching them off, and to say what a deduction uses.
		o.Encoding.Select = encode.SelectAll
	}
	if exe, err := os.Executable(); err == nil {
		// The variable lets a test binary, which has no "worker"
		// subcommand, serve as its own worker (see main_test.go).
		o.Worker = []string{exe, "worker"}
		o.WorkerEnv = append(os.Environ(), "PUZZLESAT_WORKER=1")
	}
	return o
}

// context returns the context of a run: done at the timeout or on Ctrl-C.
func (c *common) context() (context.Context, context.CancelFunc) {
	ctx, stop := interruptible(context.Background(), interruptAfter)
	if c.timeout > 0 {
		tctx, cancel := context.WithTimeout(ctx, c.timeout)
		return tctx, func() { cancel(); stop() }
	}
	return ctx, stop
}

// interruptAfter is how long a run goes before Ctrl-C stops it rather than
// ending the process (see interruptible).
const interruptAfter = 10 * time.Millisecond

// StopSignals stop a run as Ctrl-C does: its own signal, and SIGTERM,
// which timeout(1), GNU parallel's --timeout and service managers send
// (to the whole process group: workers ignore both, and are stopped by
// the run that started them).
var StopSignals = []os.Signal{os.Interrupt, syscall.SIGTERM}

// interruptArmed is called once Ctrl-C is caught (for the tests).
var interruptArmed = func() {}

// interruptible returns a context done on Ctrl-C, as signal.NotifyContext
// does, but catches the signal only once the run has gone on for after:
// catching it costs a thread of its own, and the set-up of a run that
// ends in a few milliseconds (a calendar date: 0.2 ms, 7% of its whole
// process; 300 runs alternated, medians). Before then Ctrl-C ends the process as it does any
// program, with nothing found yet worth printing.
func interruptible(parent context.Context, after time.Duration) (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithCancel(parent)
	var mu sync.Mutex
	var sig chan os.Signal
	done := false
	t := time.AfterFunc(after, func() {
		mu.Lock()
		defer mu.Unlock()
		if done {
			return
		}
		sig = make(chan os.Signal, 1)
		signal.Notify(sig, StopSignals...)
		interruptArmed()
		go func() {
			select {
			case <-sig:
				cancel()
			case <-ctx.Done():
			}
		}()
	})
	return ctx, func() {
		t.Stop()
		mu.Lock()
		done = true
		if sig != nil {
			signal.Stop(sig)
		}
		mu.Unlock()
		cancel()
	}
}
