package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/puzzlesat/puzzlesat/internal/cli"
	"github.com/puzzlesat/puzzlesat/solve"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/puzzlesat/puzzlesat/bench"
)

func init() {
	cli.Register("bench", cli.Command{Summary: "compare the encodings on real puzzles: tables, CSV, JSON and charts", Run: runBench})
}

func runBench(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := cli.NewFlagSet("bench", "bench [--quick] [--out DIR] [flags]", stdout)
	quick := fs.Bool("quick", false, "a small suite from testdata/ that finishes in about a minute: three puzzles a genre, every encoding")
	out := fs.String("out", "", "write REPORT.md, results.csv, results.json and charts/ to this directory (default: the report on stdout)")
	repeat := fs.Int("repeat", 3, "runs per workload and encoding; the median is reported")
	timeout := fs.Duration("timeout", 30*time.Second, "time limit per run (one workload under one encoding; with --clingo, one clingo run; 2s with --quick); a run that reaches it is recorded as a timeout")
	workload := fs.StringSlice("workload", nil, "keep the workloads whose name contains one of these (e.g. queens,sudoku); with --clingo, the genres")
	encodings := fs.StringSlice("encodings", nil, "keep these encodings (each axis's baseline always runs)")
	external := fs.Bool("external", false, "also run each CNF through minisat and cadical when they are on PATH")
	testdata := fs.String("testdata", "testdata", "the repository's testdata directory")
	data := fs.String("data", filepath.Join("..", "shared", "data"), "the shared data sets (skipped when absent)")
	noCharts := fs.Bool("no-charts", false, "do not draw charts")
	clingo := fs.Bool("clingo", false, "compare with clingo instead: every puzzle of the genres with an ASP encoding (bench/asp) solved and proven unique by puzzlesat and by clingo (an ASP encoding of the same rules), as whole processes; writes clingo.md")
	compare := fs.String("compare", "", "guard against a slowdown instead: build this git revision (a commit, a tag, HEAD~1) and time the guard's fixed commands under it and under this build, alternated, --repeat times each (9 unless given; a quick command more, until it has run 2s); prints each ratio with its spread, exit 1 when one is slower by more than 5% at its lower quartile")
	compareBinary := fs.String("compare-binary", "", "with --compare: the base build's binary, already built (the revision then only names it)")
	_ = fs.MarkHidden("compare-binary")
	isolate := fs.Bool("isolate", true, "run each workload in a fresh process, so that a search abandoned at its timeout (gophersat cannot be interrupted) does not hold up the next ones; with --quick, unless given, the workloads run in this process until a run reaches the timeout, and from that workload on in fresh ones")
	child := fs.String("child", "", "run only the workload of this exact name and print its rows as JSON (used by --isolate)")
	skip := fs.StringSlice("skip", nil, "encodings to record as skipped because a smaller size of the family timed out (used by --isolate)")
	_ = fs.MarkHidden("child")
	_ = fs.MarkHidden("skip")
	if err := cli.ParseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return cli.UsageError("bench: unexpected argument %q", fs.Arg(0))
	}
	if *repeat < 1 {
		return cli.UsageError("--repeat %d: expected 1 or more runs", *repeat)
	}
	// --clingo and --compare do something else instead: the flags of the
	// other modes were taken and ignored (a tester's find).
	for _, mode := range []struct {
		on     bool
		name   string
		others []string
	}{
		{*compare != "", "--compare", []string{"clingo", "quick", "workload", "encodings", "external", "out", "timeout", "isolate", "no-charts", "data"}},
		{*clingo, "--clingo", []string{"quick", "encodings", "external", "isolate", "no-charts"}},
	} {
		for _, f := range mode.others {
			if mode.on && fs.Changed(f) {
				return cli.UsageError("bench %s: does not take --%s", mode.name, f)
			}
		}
	}
	if *timeout < 0 {
		return cli.UsageError("--timeout %v: expected a positive duration such as 30s", *timeout)
	}
	// Checked before the runs, which may take hours: a bad folder was
	// found only when the report was written.
	if st, err := os.Stat(*testdata); err != nil || !st.IsDir() {
		return cli.UsageError("--testdata %s: expected the repository's testdata folder (run from the repository's root, or name it)", *testdata)
	}
	if *out != "" {
		if err := cli.MakeFolder("--out", *out); err != nil {
			return err
		}
	}
	if *clingo {
		return runClingoComparison(*repeat, *timeout, *testdata, *data, *out, *workload, stdout, stderr)
	}
	if *compare != "" {
		n := *repeat
		if !fs.Changed("repeat") {
			n = 9
		}
		return runCompare(*compare, *compareBinary, *testdata, n, stdout, stderr)
	}
	var suite *bench.Suite
	auto := false // in this process until a search is abandoned, then isolated
	if *quick {
		if !fs.Changed("timeout") {
			*timeout = 2 * time.Second
		}
		if !fs.Changed("isolate") {
			*isolate, auto = false, true
		}
		suite = bench.Quick(*testdata)
	} else {
		suite = bench.Full(*testdata, *data)
	}
	if len(*workload) > 0 {
		suite.Filter(func(w *bench.Workload) bool {
			for _, s := range *workload {
				if strings.Contains(w.Name, s) {
					return true
				}
			}
			return false
		})
	}
	if *child != "" {
		suite.Filter(func(w *bench.Workload) bool { return w.Name == *child })
	}
	if len(suite.Workloads) == 0 {
		return cli.UsageError("--workload %s: no workload matches", strings.Join(*workload, ","))
	}
	opt := bench.Options{Repeat: *repeat, Timeout: *timeout, Skip: *skip}
	if len(*encodings) > 0 {
		known := map[string]bool{}
		for _, a := range []bench.Axis{bench.AMO, bench.Card, bench.Connect} {
			for _, e := range a.Encodings() {
				known[e] = true
			}
		}
		for _, e := range *encodings {
			if !known[e] {
				return cli.UsageError("--encodings %q: unknown; see puzzlesat encodings", e)
			}
		}
		opt.Encodings = *encodings
	}
	if *external {
		opt.External = bench.ExternalSolvers()
		if len(opt.External) == 0 {
			fmt.Fprintln(stderr, "bench: no external solver (minisat, cadical) on PATH; gophersat only")
		}
	}
	if *child != "" {
		rows, err := bench.Run(context.Background(), suite.Workloads, opt)
		if err != nil {
			return err
		}
		return bench.WriteJSON(stdout, &bench.Report{Rows: rows})
	}
	for _, n := range suite.Notes {
		fmt.Fprintln(stderr, "bench: "+n)
	}
	runs := suite.Runs(opt)
	fmt.Fprintf(stderr, "bench: %d workloads, %d runs; expected about %s (at most %s if every run reached the timeout)\n",
		len(suite.Workloads), runs, suite.Expect(opt).Round(time.Second), (time.Duration(runs) * *timeout).Round(time.Second))
	if cli.IsTerminal(stderr) {
		opt.Progress = progressBar(stderr)
	}

	ctx, stop := signal.NotifyContext(context.Background(), cli.StopSignals...)
	defer stop()
	start := time.Now()
	var rows []bench.Row
	var runErr error
	var notes []string
	if *isolate {
		rows, runErr = runIsolated(ctx, suite.Workloads, args, opt.Progress, nil)
	} else {
		opt.StopWhenBusy = auto
		rows, runErr = bench.Run(ctx, suite.Workloads, opt)
		if errors.Is(runErr, bench.ErrBusy) {
			rest := notRun(suite.Workloads, rows)
			notes = append(notes, fmt.Sprintf("from %s on, each workload ran in a fresh process: a run of it reached the timeout, and its search, abandoned, could hold gophersat", rest[0].Name))
			var more []bench.Row
			more, runErr = runIsolated(ctx, rest, args, opt.Progress, rows)
			rows = append(rows, more...)
		}
	}
	rep := &bench.Report{
		Command: "puzzlesat bench " + strings.Join(args, " "),
		Machine: fmt.Sprintf("%s/%s, %d CPUs, %s", runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), runtime.Version()),
		Started: start.UTC().Format(time.RFC3339),
		Elapsed: time.Since(start).Round(time.Second).String(),
		Repeat:  *repeat,
		Timeout: timeout.String(),
		Notes:   append(suite.Notes, notes...),
		Rows:    rows,
	}
	if runErr != nil {
		rep.Notes = append(rep.Notes, "stopped early: "+runErr.Error())
	}
	if err := writeBench(rep, *out, !*noCharts, stdout); err != nil {
		return err
	}
	if runErr != nil {
		fmt.Fprintln(stderr, "bench: stopped early; the report holds the runs made so far")
		return cli.Stopped()
	}
	return nil
}

// writeBench writes the report to dir, or its Markdown to stdout when dir
// is empty.
func writeBench(rep *bench.Report, dir string, charts bool, stdout io.Writer) error {
	if dir == "" {
		return bench.WriteMarkdown(stdout, rep, nil)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	var cs []bench.Chart
	if charts {
		var err error
		if cs, err = bench.WriteCharts(dir, "charts", rep.Rows); err != nil {
			return fmt.Errorf("charts: %w", err)
		}
	}
	write := func(name string, fn func(io.Writer) error) error {
		f, err := os.Create(filepath.Join(dir, name))
		if err != nil {
			return err
		}
		if err := fn(f); err != nil {
			f.Close()
			return fmt.Errorf("%s: %w", name, err)
		}
		return f.Close()
	}
	if err := write("results.csv", func(w io.Writer) error { return bench.WriteCSV(w, rep.Rows) }); err != nil {
		return err
	}
	if err := write("results.json", func(w io.Writer) error { return bench.WriteJSON(w, rep) }); err != nil {
		return err
	}
	if err := write("REPORT.md", func(w io.Writer) error { return bench.WriteMarkdown(w, rep, cs) }); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %s\n", filepath.Join(dir, "REPORT.md"))
	return nil
}

// notRun returns the workloads of ws that have no row in rows.
func notRun(ws []*bench.Workload, rows []bench.Row) []*bench.Workload {
	ran := map[string]bool{}
	for _, r := range rows {
		ran[r.Workload] = true
	}
	var rest []*bench.Workload
	for _, w := range ws {
		if !ran[w.Name] {
			rest = append(rest, w)
		}
	}
	return rest
}

// runIsolated runs each workload in a child process of this program (bench
// with the same flags and --child NAME) and gathers the rows. The rows of
// workloads run before (in this process) say which families timed out.
func runIsolated(ctx context.Context, ws []*bench.Workload, args []string, progress func(done, total int, what string), before []bench.Row) ([]bench.Row, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, err
	}
	var rows []bench.Row
	timedOut := map[string]bool{} // family|axis|encoding that timed out
	ranOut := func(rs []bench.Row) {
		for _, r := range rs {
			if r.Status == bench.StatusTimeout || r.Status == bench.StatusSkipped && r.Note == bench.SkippedSmaller {
				timedOut[r.Family+"|"+string(r.Axis)+"|"+r.Encoding] = true
			}
		}
	}
	ranOut(before)
	for i, w := range ws {
		if progress != nil {
			progress(i, len(ws), w.Name)
		}
		// The larger sizes of a family are skipped for an encoding that
		// timed out on a smaller one, as bench.Run does in one process.
		var skip []string
		for _, a := range w.Axes {
			for _, enc := range a.Encodings() {
				if timedOut[w.Family+"|"+string(a)+"|"+enc] {
					skip = append(skip, enc)
				}
			}
		}
		childArgs := append(append([]string{"bench"}, args...), "--child", w.Name)
		if len(skip) > 0 {
			childArgs = append(childArgs, "--skip", strings.Join(skip, ","))
		}
		cmd := exec.CommandContext(ctx, exe, childArgs...)
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		if err := cmd.Run(); err != nil {
			if ctx.Err() != nil {
				return rows, ctx.Err()
			}
			return rows, fmt.Errorf("workload %s: %v: %s", w.Name, err, cli.OneLine(errb.String()))
		}
		var rep bench.Report
		if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
			return rows, fmt.Errorf("workload %s: reading its rows: %w", w.Name, err)
		}
		ranOut(rep.Rows)
		rows = append(rows, rep.Rows...)
	}
	if progress != nil {
		progress(len(ws), len(ws), "done")
	}
	return rows, nil
}

// progressBar returns a progress callback that redraws one line on w.
func progressBar(w io.Writer) func(done, total int, what string) {
	start := time.Now()
	return func(done, total int, what string) {
		const width = 30
		fill := width * done / max(total, 1)
		eta := ""
		if done > 0 {
			left := time.Duration(float64(time.Since(start)) * float64(total-done) / float64(done))
			eta = " ~" + left.Round(time.Second).String() + " left"
		}
		if len(what) > 40 {
			what = what[:40]
		}
		fmt.Fprintf(w, "\r[%s%s] %d/%d%s %-40s", strings.Repeat("#", fill), strings.Repeat(".", width-fill), done, total, eta, what)
		if done == total {
			fmt.Fprintln(w)
		}
	}
}

// runClingoComparison times puzzlesat against clingo on the puzzles of the
// genres with an ASP encoding (the shared data's series where it has them,
// else testdata's) and writes the tables.
func runClingoComparison(repeat int, limit time.Duration, testdata, data, out string, genres []string, stdout, stderr io.Writer) error {
	path, err := exec.LookPath("clingo")
	if err != nil {
		return cli.UsageError("bench --clingo: clingo is not on PATH (Debian: apt-get install gringo)")
	}
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	src := solve.BenchSource{Testdata: testdata, Data: data}
	ctx, stop := signal.NotifyContext(context.Background(), cli.StopSignals...)
	defer stop()
	var progress func(string)
	if cli.IsTerminal(stderr) {
		progress = func(what string) { fmt.Fprintf(stderr, "\r\033[K%s", what) }
	}
	var keep func(string) bool
	if len(genres) > 0 {
		keep = func(g string) bool {
			for _, w := range genres {
				if strings.Contains(g, w) {
					return true
				}
			}
			return false
		}
	}
	rows, err := bench.CompareClingo(ctx, exe, path, src, repeat, limit, keep, progress)
	if progress != nil {
		fmt.Fprint(stderr, "\r\033[K")
	}
	if err != nil {
		return err
	}
	if len(rows) == 0 {
		// An empty report read "0.00×" and exit 0.
		return cli.UsageError("bench --clingo --workload %s: no genre with an ASP encoding (bench/asp) matches", strings.Join(genres, ","))
	}
	version, _ := exec.Command(path, "--version").Output()
	var b strings.Builder
	fmt.Fprintf(&b, "# puzzlesat and clingo on the genres' puzzles\n\n")
	fmt.Fprintf(&b, "Made by `puzzlesat bench --clingo --repeat %d` on %s/%s, %d CPUs, %s; %s.\n", repeat, runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), runtime.Version(), strings.SplitN(string(version), "\n", 2)[0])
	b.WriteString("Each puzzle is solved and proven unique by `puzzlesat <genre> --unique -j 1 FILE` and by `clingo --models=2` on the ASP encoding of `bench/asp/<genre>.lp` with the puzzle's facts, as whole processes, interleaved, order alternating; times are medians of wall clock.\n")
	if err := bench.WriteClingoMarkdown(&b, rows); err != nil {
		return err
	}
	if out == "" {
		_, err := io.WriteString(stdout, b.String())
		return err
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	file := filepath.Join(out, "clingo.md")
	if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %s\n", file)
	return nil
}
