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

	"github.com/puzzlesat/puzzlesat/internal/cli"
	_ "github.com/puzzlesat/puzzlesat/internal/prefault" // code mapped at start-up: see the package
)

func main() {
	tuneGC(os.Args[1:])
	os.Exit(cli.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
