package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/puzzlesat/puzzlesat/bench"
)

func init() {
	commands["bench"] = command{summary: "compare the encodings on real puzzles: tables, CSV, JSON and charts", run: runBench}
}

func runBench(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := newFlagSet("bench", "bench [--quick] [--out DIR] [flags]", stdout)
	quick := fs.Bool("quick", false, "a small suite from testdata/ that finishes in under a minute")
	out := fs.String("out", "", "write report.md, results.csv, results.json and charts/ to this directory (default: the report on stdout)")
	repeat := fs.Int("repeat", 3, "runs per workload and encoding; the median is reported")
	timeout := fs.Duration("timeout", 30*time.Second, "time limit per run (one workload under one encoding; 10s with --quick); a run that reaches it is recorded as a timeout")
	workload := fs.StringSlice("workload", nil, "keep the workloads whose name contains one of these (e.g. queens,sudoku)")
	encodings := fs.StringSlice("encodings", nil, "keep these encodings (each axis's baseline always runs)")
	external := fs.Bool("external", false, "also run each CNF through minisat and cadical when they are on PATH")
	testdata := fs.String("testdata", "testdata", "the repository's testdata directory")
	data := fs.String("data", filepath.Join("..", "shared", "data"), "the shared data sets (skipped when absent)")
	noCharts := fs.Bool("no-charts", false, "do not draw charts")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usageErr("bench: unexpected argument %q", fs.Arg(0))
	}
	if *repeat < 1 {
		return usageErr("--repeat %d: expected 1 or more runs", *repeat)
	}
	if *timeout < 0 {
		return usageErr("--timeout %v: expected a positive duration such as 30s", *timeout)
	}
	var suite *bench.Suite
	if *quick {
		if !fs.Changed("timeout") {
			*timeout = 10 * time.Second
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
	if len(suite.Workloads) == 0 {
		return usageErr("--workload %s: no workload matches", strings.Join(*workload, ","))
	}
	opt := bench.Options{Repeat: *repeat, Timeout: *timeout}
	if len(*encodings) > 0 {
		known := map[string]bool{}
		for _, a := range []bench.Axis{bench.AMO, bench.Card} {
			for _, e := range a.Encodings() {
				known[e] = true
			}
		}
		for _, e := range *encodings {
			if !known[e] {
				return usageErr("--encodings %q: unknown; see puzzlesat encodings", e)
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
	for _, n := range suite.Notes {
		fmt.Fprintln(stderr, "bench: "+n)
	}
	runs := suite.Runs(opt)
	fmt.Fprintf(stderr, "bench: %d workloads, %d runs; expected about %s (at most %s if every run reached the timeout)\n",
		len(suite.Workloads), runs, suite.Expect(opt).Round(time.Second), (time.Duration(runs) * *timeout).Round(time.Second))
	if isTerminal(stderr) {
		opt.Progress = progressBar(stderr)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	start := time.Now()
	rows, runErr := bench.Run(ctx, suite.Workloads, opt)
	rep := &bench.Report{
		Command: "puzzlesat bench " + strings.Join(args, " "),
		Machine: fmt.Sprintf("%s/%s, %d CPUs, %s", runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), runtime.Version()),
		Started: start.UTC().Format(time.RFC3339),
		Elapsed: time.Since(start).Round(time.Second).String(),
		Repeat:  *repeat,
		Timeout: timeout.String(),
		Notes:   suite.Notes,
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
		return silent(exitInterrupt)
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
