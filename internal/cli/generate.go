package cli

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"math/rand"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/puzzlesat/puzzlesat/puzzles/batch"
	"github.com/puzzlesat/puzzlesat/solve"
)

func init() {
	commands["generate"] = command{summary: "make puzzles with exactly one solution, minimal by default: generate GENRE [flags]", run: runGenerate}
}

// seedOf is the random seed of puzzle i of a run seeded with seed: the
// same whatever the number of workers.
func seedOf(seed int64, i int) int64 {
	z := uint64(seed) + uint64(i+1)*0x9e3779b97f4a7c15 // splitmix64
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return int64(z ^ z>>31)
}

func runGenerate(args []string, _ io.Reader, stdout, stderr io.Writer) (err error) {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		var names []string
		for _, g := range solve.Genres() {
			if g.Generate != nil {
				names = append(names, g.Name)
			}
		}
		if len(args) > 0 && (args[0] == "-h" || args[0] == "--help") {
			fmt.Fprintf(stdout, "Usage: puzzlesat generate GENRE [flags]\n\nGenres: %s\nRun 'puzzlesat generate GENRE --help' for the flags.\n", strings.Join(names, ", "))
			return nil
		}
		return usageErr("generate: expected a genre: one of %s", strings.Join(names, ", "))
	}
	g, ok := solve.Lookup(args[0])
	if !ok || g.Generate == nil {
		var names []string
		for _, g := range solve.Genres() {
			if g.Generate != nil {
				names = append(names, g.Name)
			}
		}
		return usageErr("generate: %q: expected a genre that can be generated: %s", args[0], strings.Join(names, ", "))
	}
	fs := newFlagSet("generate", "generate "+g.Name+" "+g.Generate.Usage, stdout)
	size := fs.Int("size", 0, "the side of the grid (0: the genre's usual size)")
	count := fs.Int("count", 1, "how many puzzles")
	seed := fs.Int64("seed", 0, "random seed: the same seed gives the same puzzles (0: from the clock)")
	symmetric := fs.Bool("symmetric", false, "givens symmetric under the half-turn")
	noMinimal := fs.Bool("no-minimal", false, "stop at the first unique puzzle instead of removing every given that can go")
	format := fs.String("format", "text", "output format: text (the genre's input format), json (one object a line: input, the puzzle in the genre's JSON; solution; givens; seconds), url (a link or game ID, where the genre has one) or tatham (Simon Tatham's game ID)")
	jobs := fs.IntP("jobs", "j", 1, "worker processes for a batch")
	timeout := fs.Duration("timeout", 0, "stop after this long, keeping the puzzles made; 0: no limit")
	rateFlag := fs.String("rate", "", fmt.Sprintf("keep only puzzles of this level as 'puzzlesat %s --rate' rates them: 0, 1, 2 or search (up to %d tries a puzzle)", g.Name, maxRateTries))
	span := fs.String("range", "", "make puzzles FROM:TO of the run only (for worker processes)")
	_ = fs.MarkHidden("range")
	// The common flags a genre's generator does not follow are left out
	// of its help: its usage line names those it does (a genre refuses
	// --symmetric and --no-minimal where they mean nothing, or passes
	// them over where every given stays).
	for _, name := range []string{"symmetric", "no-minimal"} {
		if !strings.Contains(g.Generate.Usage, "--"+name) {
			_ = fs.MarkHidden(name)
		}
	}
	makeOne := g.Generate.Flags(fs)
	if err := parseFlags(fs, args[1:]); err != nil {
		return err
	}
	switch {
	case fs.NArg() > 0:
		return usageErr("generate %s: unexpected argument %q", g.Name, fs.Arg(0))
	case *count < 1:
		return usageErr("--count %d: expected 1 or more puzzles", *count)
	case *size < 0:
		return usageErr("--size %d: expected a positive side", *size)
	case *jobs < 1 || *jobs > maxJobs:
		return usageErr("--jobs %d: expected 1 to %d", *jobs, maxJobs)
	case *timeout < 0:
		return usageErr("--timeout %v: expected a positive duration such as 30s", *timeout)
	case *format != "text" && *format != "json" && *format != "url" && *format != "tatham":
		return usageErr("--format %q: expected text, json, url or tatham", *format)
	case *format == "tatham" && !slices.Contains(g.Outputs, "tatham"):
		return usageErr("--format tatham: %s has no Tatham game ID", g.Name)
	}
	level := 0
	if fs.Changed("rate") {
		l, err := parseLevel(*rateFlag)
		if err != nil {
			return err
		}
		level = l
	}
	if *seed == 0 {
		*seed = time.Now().UnixNano()%1_000_000_000 + 1
		// Said at the end, once the puzzles are made: --seed makes
		// them again.
		defer func() {
			if err == nil {
				fmt.Fprintf(stderr, "puzzlesat: generate: seed %d\n", *seed)
			}
		}()
	}
	from, to := 0, *count
	if *span != "" {
		a, b, ok := strings.Cut(*span, ":")
		x, err1 := strconv.Atoi(a)
		y, err2 := strconv.Atoi(b)
		if !ok || err1 != nil || err2 != nil || x < 0 || y < x {
			return usageErr("--range %q: expected FROM:TO", *span)
		}
		from, to = x, y
	}
	// Done at --timeout or on Ctrl-C, which keep the puzzles made (exit 3).
	base, stop := interruptible(context.Background(), interruptAfter)
	defer stop()
	ctx, cancel := context.WithCancel(base)
	if *timeout > 0 {
		ctx, cancel = context.WithTimeout(base, *timeout)
	}
	defer cancel()
	if *jobs > 1 && to-from > 1 && *span == "" {
		return generateInWorkers(ctx, args, *seed, from, to, *jobs, stdout, stderr)
	}
	gopts := &solve.GenerateOptions{Size: *size, Symmetric: *symmetric, Minimal: !*noMinimal, Options: &solve.Options{}}
	for i := from; i < to; i++ {
		start := time.Now()
		var puz *solve.Generated
		var rating solve.Rating
		tries := 0
		for {
			// Try 0 is the puzzle a run without --rate makes; the
			// others have seeds of their own, the same whatever -j.
			s := seedOf(*seed, i)
			if tries > 0 {
				s = seedOf(s, tries)
			}
			tries++
			// Made aside (solve.Within): a generator's loops and the
			// models it builds do not all heed ctx, and some ran on for
			// minutes past --timeout and signals (QA: Kakuro at 20×20
			// never stopped, Nurikabe at 40×40 stopped at 107 s of 5).
			var made bool
			puz, made, err = solve.Within(ctx, func() (*solve.Generated, error) {
				puz, err := makeOne(ctx, gopts, rand.New(rand.NewSource(s)))
				if err == nil && fs.Changed("rate") {
					rating, err = rateText(ctx, g, puz.Text)
				}
				return puz, err
			})
			if errors.Is(err, context.DeadlineExceeded) || !made || errors.Is(err, context.Canceled) || ctx.Err() != nil {
				fmt.Fprintf(stderr, "puzzlesat: stopped by %s after %d puzzles\n", stopReason(ctx), i-from)
				return silent(exitInterrupt)
			}
			if errors.Is(err, solve.ErrNoPuzzle) {
				// Not bad input: the generator gave up (exit 1, as for a
				// puzzle without a solution).
				return &exitError{code: exitNoSolve, err: fmt.Errorf("generate %s: %v", g.Name, err)}
			}
			if err != nil {
				return badInput(fmt.Errorf("generate %s: %v", g.Name, err))
			}
			if !fs.Changed("rate") || rating.Level == level {
				break
			}
			if tries == maxRateTries {
				// The generator gave up, as on solve.ErrNoPuzzle: exit 1.
				return &exitError{code: exitNoSolve, err: fmt.Errorf("generate %s: no puzzle of level %s in %d tries: try another level, size or --no-minimal", g.Name, levelName(level), maxRateTries)}
			}
		}
		switch *format {
		case "text":
			if i > 0 && !g.Generate.Lines {
				// Puzzles read back from one file when separated so
				// (puzzles/batch), a puzzle of one row too: three
				// Fillominoes of one row were read back as one of three.
				fmt.Fprintln(stdout, batch.Separator)
			}
			fmt.Fprint(stdout, puz.Text)
		case "url":
			if puz.Link == "" && len(puz.Unlinked) > 0 {
				// The genre's link formats, none of which holds this
				// puzzle: each says why (QA: "hashi has no link format").
				var why []string
				for _, f := range slices.Sorted(maps.Keys(puz.Unlinked)) {
					why = append(why, f+": "+puz.Unlinked[f])
				}
				return badInput(fmt.Errorf("generate %s: --format url: no link holds puzzle %d (%s)", g.Name, i+1, strings.Join(why, "; ")))
			}
			if puz.Link == "" {
				return usageErr("--format url: %s has no link format", g.Name)
			}
			fmt.Fprintln(stdout, puz.Link)
		case "tatham":
			id := puz.Links["tatham"]
			if id == "" { // the writer's reason (QA: told as "its size, say")
				return badInput(fmt.Errorf("generate %s: --format tatham: puzzle %d has no game ID: %s", g.Name, i+1, cmp.Or(puz.Unlinked["tatham"], "its generator wrote none")))
			}
			fmt.Fprintln(stdout, id)
		case "json":
			fields := map[string]any{"input": puz.JSON, "solution": puz.Solution.Fields, "givens": puz.Givens,
				"seconds": time.Since(start).Seconds(), "seed": *seed, "index": i}
			if puz.Link != "" {
				fields["link"] = puz.Link
			}
			for k, v := range puz.Work {
				fields[k] = v
			}
			if fs.Changed("rate") {
				fields["level"] = levelValue(rating.Level)
				fields["tries"] = tries
			}
			if err := solve.WriteJSONLine(stdout, fmt.Sprintf("%s %d", g.Name, i+1), "sat", fields); err != nil {
				return err
			}
		}
	}
	return nil
}

// generateInWorkers splits puzzles from..to into ranges, makes each range
// in a worker process of this program (generate with the same flags and
// --range), and writes their outputs in order, each as soon as that
// order allows (relay): the same bytes as one process would write.
func generateInWorkers(ctx context.Context, args []string, seed int64, from, to, jobs int, stdout, stderr io.Writer) error {
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	n := to - from
	jobs = min(jobs, n)
	type result struct {
		err   error
		code  int           // the worker's exit code, when it ran and failed
		ended chan struct{} // closed when the worker has ended
	}
	results := make([]*result, jobs)
	out := newRelay(stdout, jobs)
	for k := 0; k < jobs; k++ {
		a, b := from+n*k/jobs, from+n*(k+1)/jobs
		r := &result{ended: make(chan struct{})}
		results[k] = r
		child := append(append([]string{}, args...), "--seed", strconv.FormatInt(seed, 10), "--range", fmt.Sprintf("%d:%d", a, b), "-j", "1")
		cmd := exec.CommandContext(ctx, exe, append([]string{"generate"}, child...)...)
		// Stopped, a worker is asked as Ctrl-C asks: it writes the puzzles
		// it made, which go out with the others'.
		cmd.Cancel = func() error { return cmd.Process.Signal(os.Interrupt) }
		cmd.WaitDelay = 2 * time.Second
		cmd.Env = append(os.Environ(), "PUZZLESAT_CLI=1")
		cmd.Stdout = out.part(k)
		var errb bytes.Buffer
		cmd.Stderr = &errb
		go func(k int) {
			if err := cmd.Run(); err != nil {
				r.err = fmt.Errorf("%v: %s", err, strings.TrimSpace(errb.String()))
				var ee *exec.ExitError
				if errors.As(err, &ee) {
					r.code = ee.ExitCode()
				}
			}
			close(r.ended)
		}(k)
	}
	// The first worker's puzzles go out as it makes them, the next one's
	// when it ends, and so on; after a worker that failed, none. Every
	// worker is waited for.
	defer func() {
		for _, r := range results {
			<-r.ended
		}
	}()
	written := 0 // the puzzles of the workers whose output has gone out
	for k, r := range results {
		<-r.ended
		switch {
		case r.err == nil:
			out.next()
			written += n*(k+1)/jobs - n*k/jobs
			continue
		case ctx.Err() != nil || r.code == exitInterrupt:
			// The stopped worker's output went out as it was made, and
			// its message counts it, as one process's does.
			if made, ok := madeBefore(r.err.Error()); ok {
				fmt.Fprintf(stderr, "puzzlesat: stopped by %s after %d puzzles\n", stopReason(ctx), written+made)
			} else {
				fmt.Fprintf(stderr, "puzzlesat: stopped by %s\n", stopReason(ctx))
			}
			return silent(exitInterrupt)
		case r.code == exitNoSolve:
			// A worker's generator gave up: exit 1, as in one process.
			return &exitError{code: exitNoSolve, err: fmt.Errorf("generate worker: %v", r.err)}
		}
		return fmt.Errorf("generate worker: %v", r.err)
	}
	return nil
}

// madeBefore returns the puzzles that a stopped generator's message
// says it made ("stopped by --timeout after 3 puzzles").
func madeBefore(msg string) (int, bool) {
	_, rest, ok := strings.Cut(msg, "stopped by ")
	i := strings.LastIndex(rest, " after ")
	if !ok || i < 0 {
		return 0, false
	}
	var n int
	_, err := fmt.Sscanf(rest[i:], " after %d puzzles", &n)
	return n, err == nil
}
