package cli

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// now is the clock a genre reads ("today" for the calendar); tests
// replace it.
var now = time.Now

// genreCommand is the subcommand of a registered genre.
func genreCommand(g *solve.Genre) command {
	return command{summary: g.Summary, run: func(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
		return runGenre(g, args, stdin, stdout, stderr)
	}}
}

// runGenre parses a genre's flags, has the genre read its inputs, runs the
// driver and prints each outcome.
func runGenre(g *solve.Genre, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := newFlagSet(g.Name, g.Name+" "+g.Usage, stdout)
	c := addCommon(fs, g.Outputs...)
	for _, name := range g.Unasked {
		if err := fs.MarkHidden(name); err != nil {
			panic(fmt.Sprintf("genre %s: Unasked: %v", g.Name, err))
		}
	}
	command := g.Flags(fs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if err := c.check(); err != nil {
		return err
	}
	if err := c.checkOutputs(fs.Args()); err != nil {
		return err
	}
	if err := otherGenre(g, fs.Args()); err != nil {
		return err
	}
	opts := c.options()
	if err := opts.ConnectForCNF(); err != nil {
		return badInput(err)
	}
	colour := c.colour == "always" || c.colour == "auto" && wantsColour(stdout)

	// Answers are written in blocks, not one write per puzzle (a batch of
	// 49,151 Sudoku lines otherwise spends a tenth of its time in write
	// calls); when the input is typed on standard input, or the output is
	// a terminal, each answer goes out at once.
	in := &watchedReader{r: stdin}
	if f, ok := stdin.(*os.File); ok && stdinTyped(f) {
		// Someone at a terminal gave no input: without a word, the wait
		// for standard input looks like a hang.
		in.first = func() {
			fmt.Fprintf(stderr, "puzzlesat: reading %s puzzles from standard input, to Ctrl-D ('puzzlesat genres %s' shows the formats)\n", g.Name, g.Name)
		}
	}
	bw := &flushWriter{Writer: bufio.NewWriterSize(stdout, 1<<16), in: in, interactive: isTerminal(stdout)}
	defer bw.Flush()
	prog := newProgress(stderr)
	defer prog.finish()
	env := &solve.Env{
		Args: fs.Args(), Options: opts, Stdin: in, Stdout: bw, Stderr: stderr,
		Open: func(name string) (io.ReadCloser, error) {
			if name == "-" {
				return io.NopCloser(&bomless{r: in}), nil
			}
			f, err := os.Open(name)
			if err != nil {
				return nil, err
			}
			rc := prog.track(f)
			return struct {
				io.Reader
				io.Closer
			}{&bomless{r: rc}, rc}, nil
		},
		Changed: fs.Changed,
		Colour:  colour,
		Now:     now,
	}
	ctx, cancel := c.context()
	defer cancel()
	src, err := command(ctx, env)
	switch {
	case errors.Is(err, sat.ErrSplit):
		return splitDone(c, stderr)
	case errors.Is(err, solve.ErrStopped):
		bw.Flush()
		fmt.Fprintln(stderr, "puzzlesat: stopped by", stopReason(ctx), "before the search ended")
		return silent(exitInterrupt)
	case err != nil:
		return badInput(err)
	case src == nil:
		return nil // the genre answered in a mode of its own
	}

	if c.question() != "" {
		return study(ctx, c, g.Name, src, prog, bw, stderr)
	}
	dimacsDone, first := false, true
	next := func() (*solve.Problem, error) {
		p, err := src()
		if p == nil || err != nil {
			return p, err
		}
		if first && opts.NeedsCNF() {
			// Before any work: CNF cannot hold gophersat's own
			// constraints or lazy checks, and a proof is of one puzzle.
			first = false
			if p.Formula.NumCards() > 0 || len(p.Formula.Checks()) > 0 {
				return nil, usageErr("--amo native or --card native: this puzzle uses gophersat's own constraints, which the CNF of %s cannot hold; choose a CNF encoding (puzzlesat encodings)", opts.CNFFlag())
			}
			if c.proof != "" {
				if q, err := src(); err != nil || q != nil {
					if err != nil {
						return nil, err
					}
					return nil, usageErr("--proof: one puzzle at a time, and the input holds more")
				}
			}
		}
		prog.step()
		// --decode and --encode-only write the CNF themselves, once the
		// answers (or the input) are known to be good.
		if opts.DIMACS != "" && !dimacsDone && len(c.decode) == 0 && !c.encodeOnly {
			dimacsDone = true
			if err := writeDIMACS(ctx, opts.DIMACS, p); err != nil {
				return nil, err
			}
		}
		return p, nil
	}
	switch {
	case len(c.decode) > 0:
		return decodeRun(ctx, c, next, bw, stderr)
	case c.encodeOnly:
		p, err := onlyPuzzle(next, "--encode-only")
		if err != nil {
			return err
		}
		return writeDIMACS(ctx, c.dimacs, p)
	}
	proved := 0
	sum, err := solve.Run(ctx, opts, next, func(o *solve.Outcome) error {
		err := report(c, o, bw, stderr)
		if c.proof != "" && err == nil {
			if proved++; proved > 1 {
				return usageErr("--proof: one puzzle at a time")
			}
			err = writeProof(ctx, c, o, stderr)
		}
		if ferr := bw.maybeFlush(); err == nil {
			err = ferr
		}
		return err
	})
	if errors.Is(err, sat.ErrSplit) {
		return splitDone(c, stderr)
	}
	if errors.Is(err, errProofStopped) {
		bw.Flush()
		fmt.Fprintf(stderr, "puzzlesat: stopped by %s before the proof was written: --proof %s: none written\n", stopReason(ctx), c.proof)
		return silent(exitInterrupt)
	}
	if err != nil {
		return badInput(err)
	}
	if sum.Stopped {
		bw.Flush()
		fmt.Fprintln(stderr, "puzzlesat: stopped by", stopReason(ctx), "before the search ended")
		return silent(exitInterrupt)
	}
	if sum.Failed > 0 {
		return silent(exitNoSolve)
	}
	return nil
}

// flushWriter buffers the answers, and writes each out as it comes when
// the input is typed on standard input or the output is a terminal.
type flushWriter struct {
	*bufio.Writer
	in          *watchedReader
	interactive bool
}

// maybeFlush writes out what is buffered when someone is waiting for it.
func (w *flushWriter) maybeFlush() error {
	if w.in.used || w.interactive {
		return w.Flush()
	}
	return nil
}

// splitDone says where the job files went and what comes next.
func splitDone(c *common, stderr io.Writer) error {
	files, _ := filepath.Glob(filepath.Join(c.split, "*.job"))
	fmt.Fprintf(stderr, "puzzlesat: %s in %s: run each with 'puzzlesat run-job FILE' (GNU parallel, Slurm), then this command with --merge %s instead of --split\n", map[bool]string{true: "1 job file", false: fmt.Sprintf("%d job files", len(files))}[len(files) == 1], c.split, c.split)
	return nil
}

// proving is the context of a proof's search: the run's (for the tests,
// one stopped at once).
var proving = func(ctx context.Context) context.Context { return ctx }

// errProofStopped is writeProof's error when the run is stopped while it
// proves: exit 3, as a search stopped, and no proof file.
var errProofStopped = errors.New("stopped while the proof was written")

// writeProof writes the DRUP proof of an outcome to --proof's file; under
// --unique, --dimacs's file is written again with the clause that blocks
// the solution shown, which the proof refutes.
func writeProof(ctx context.Context, c *common, o *solve.Outcome, stderr io.Writer) error {
	f, err := solve.ProofFormula(o)
	if errors.Is(err, solve.ErrNothingToProve) {
		if o.Stopped {
			// Not "nothing to prove": the search was stopped first.
			fmt.Fprintf(stderr, "%s: --proof: none written: the search was stopped before its end\n", o.Problem.Name)
			return nil
		}
		fmt.Fprintf(stderr, "%s: --proof: %v\n", o.Problem.Name, err)
		return nil
	}
	if err != nil {
		return err
	}
	if c.dimacs != "" && f != o.Problem.Formula {
		if err := writeDIMACS(ctx, c.dimacs, &solve.Problem{Name: o.Problem.Name + " (the solution shown blocked)", Formula: f}); err != nil {
			return err
		}
	}
	file, err := createOutput(ctx, c.proof)
	if err != nil {
		return fmt.Errorf("--proof: %v", err)
	}
	ctx = proving(ctx)
	perr := solve.Prove(ctx, o, file)
	if cerr := file.Close(); perr == nil {
		perr = cerr
	}
	if ctx.Err() != nil {
		// Stopped by --timeout or an interrupt while proving: what was
		// written is no proof, and is not left as one (a pipe is left).
		if fi, err := os.Stat(c.proof); err == nil && fi.Mode().IsRegular() {
			os.Remove(c.proof)
		}
		return errProofStopped
	}
	if perr != nil {
		return fmt.Errorf("--proof %s: %v", c.proof, perr)
	}
	what := "no solution"
	if o.Count == 1 {
		what = "no second solution"
	}
	fmt.Fprintf(stderr, "%s: proof of %s written to %s\n", o.Problem.Name, what, c.proof)
	return nil
}

// watchedReader notes whether anything read from it, and calls first,
// when set, before the first read.
type watchedReader struct {
	r     io.Reader
	used  bool
	first func()
}

// bomless drops a UTF-8 byte order mark at the start of r, which some
// editors write: every reader took it for part of the first line (a
// mojibake cell, a first row one cell longer, JSON read as a text grid).
// Only a first read of three bytes or more is looked at, so typed input
// is not held up.
type bomless struct {
	r       io.Reader
	started bool
}

func (b *bomless) Read(p []byte) (int, error) {
	n, err := b.r.Read(p)
	if !b.started && n > 0 {
		b.started = true
		if n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF {
			n = copy(p, p[3:n])
		}
	}
	return n, err
}

func (w *watchedReader) Read(b []byte) (int, error) {
	if !w.used && w.first != nil {
		w.first()
	}
	w.used = true
	return w.r.Read(b)
}

// stdinTyped reports whether standard input is a terminal someone types
// into (typedIn); a variable, for the tests.
var stdinTyped = typedIn

// onlyPuzzle returns the input's one puzzle, for a flag that takes one
// (it names it in the errors).
func onlyPuzzle(next func() (*solve.Problem, error), flag string) (*solve.Problem, error) {
	p, err := next()
	if err != nil {
		return nil, badInput(err)
	}
	if p == nil {
		return nil, usageErr("%s: no puzzle in the input", flag)
	}
	if q, err := next(); err != nil || q != nil {
		if err != nil {
			return nil, badInput(err)
		}
		return nil, usageErr("%s: one puzzle at a time, and the input holds more", flag)
	}
	return p, nil
}

// writeDIMACS writes p's formula to path as DIMACS CNF.
func writeDIMACS(ctx context.Context, path string, p *solve.Problem) error {
	f, err := createOutput(ctx, path)
	if err != nil {
		return fmt.Errorf("--dimacs: %v", err)
	}
	werr := sat.WriteDIMACS(f, p.Formula, "puzzlesat: "+p.Name)
	cerr := f.Close()
	if werr != nil {
		// No half-written CNF left to be mistaken for the puzzle's; but
		// only a file is removed, never a device or a pipe.
		if fi, err := os.Lstat(path); err == nil && fi.Mode().IsRegular() {
			os.Remove(path)
		}
		return fmt.Errorf("--dimacs %s: %v", path, werr)
	}
	if cerr != nil {
		return fmt.Errorf("--dimacs: %v", cerr)
	}
	return nil
}

// wantsColour reports whether w is a terminal that takes colour: an
// *os.File on a character device, with NO_COLOR unset (no-color.org) and
// TERM not "dumb".
func wantsColour(w io.Writer) bool {
	if os.Getenv("NO_COLOR") != "" || os.Getenv("TERM") == "dumb" {
		return false
	}
	return isTerminal(w)
}

// isTerminal reports whether w is a character device such as a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
