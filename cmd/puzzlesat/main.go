// Command puzzlesat solves logic puzzles by translating them into SAT,
// counts and enumerates their solutions, checks that a puzzle has exactly
// one, answers the setter's questions, and prints the CNF of single
// cardinality constraints. The command line is package internal/cli; this
// program adds the genres (genres.go) and the benchmark (bench.go).
//
// Usage:
//
//	puzzlesat <genre> [flags] [input...]
//	puzzlesat genres [--format json] [GENRE]
//	puzzlesat generate GENRE [flags]
//	puzzlesat card --n N --k K --op atmost|atleast|exactly --encoding NAME
//	puzzlesat encodings
//	puzzlesat bench [flags]
//	puzzlesat serve [--addr 127.0.0.1:8080] [--out DIR]
//
// Exit codes: 0 solved (or counted); 1 no solution, or not unique under
// --unique; 2 bad input or usage; 3 stopped by timeout or interrupt.
package main

import (
	"os"
	"runtime/debug"
	"time"

	"github.com/puzzlesat/puzzlesat/internal/cli"
)

func main() {
	tuneGC(os.Args[1:])
	os.Exit(cli.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// tuneGC raises the collector's heap target after the first second of a
// run, unless GOGC or GOMEMLIMIT say otherwise. A batch makes and drops a
// solver per puzzle, and gophersat allocates a small object per clause:
// with the default target the collector and the scavenger took a third of
// a Sudoku batch's time (Royle's set) and much of the set-up of a
// million-clause formula. A short run is better off with the default: the
// larger target has it fault in fresh pages instead of reusing collected
// ones (top95, ten runs each, same session: median 0.15 s at the default,
// 0.19 s at 400 from the start). The soft memory limit keeps the larger
// target from growing a large heap fivefold.
//
// Workers and the benchmark run long by nature (and the benchmark must
// measure every cell under one setting): they get the larger target at once.
func tuneGC(args []string) {
	if os.Getenv("GOGC") == "" {
		if len(args) > 0 && (args[0] == "worker" || args[0] == "bench" || args[0] == "run-job") {
			debug.SetGCPercent(400)
		} else {
			time.AfterFunc(time.Second, func() { debug.SetGCPercent(400) })
		}
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(8 << 30)
	}
}
