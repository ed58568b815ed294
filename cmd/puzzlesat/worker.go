package main

import (
	"io"
	"os"
	"os/signal"

	"github.com/puzzlesat/puzzlesat/sat"
)

func init() {
	commands["worker"] = command{
		summary: "serve the worker protocol on stdin/stdout (internal)",
		hidden:  true,
		run: func(_ []string, stdin io.Reader, stdout, _ io.Writer) error {
			// Ctrl-C reaches the whole process group; the parent decides
			// what to print and stops its workers itself.
			signal.Ignore(os.Interrupt)
			return sat.ServeWorker(stdin, stdout)
		},
	}
}

// workerPool returns a pool of n worker processes of this binary.
func workerPool(n int) *sat.Pool {
	exe, err := os.Executable()
	if err != nil || n <= 1 {
		return &sat.Pool{Workers: 1}
	}
	// The variable lets a test binary, which has no "worker" subcommand,
	// serve as its own worker (see main_test.go).
	return &sat.Pool{Workers: n, Command: []string{exe, "worker"}, Env: append(os.Environ(), "PUZZLESAT_WORKER=1")}
}
