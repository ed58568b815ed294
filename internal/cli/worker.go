package cli

import (
	"io"
	"os/signal"

	"github.com/puzzlesat/puzzlesat/sat"
)

func init() {
	commands["worker"] = command{
		summary: "serve the worker protocol on stdin/stdout (internal)",
		hidden:  true,
		run: func(_ []string, stdin io.Reader, stdout, _ io.Writer) error {
			// Ctrl-C reaches the whole process group, and so may
			// SIGTERM; the parent decides what to print and stops its
			// workers itself.
			signal.Ignore(StopSignals...)
			return sat.ServeWorker(stdin, stdout)
		},
	}
}
