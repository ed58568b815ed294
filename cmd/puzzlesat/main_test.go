package main

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/internal/cli"
	"github.com/puzzlesat/puzzlesat/sat"
)

// TestMain lets this test binary serve as the program itself (a child of
// bench --isolate) and as a worker process of the pool.
func TestMain(m *testing.M) {
	if os.Getenv("PUZZLESAT_CLI") == "1" {
		os.Exit(cli.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	if os.Getenv("PUZZLESAT_WORKER") == "1" {
		if err := sat.ServeWorker(os.Stdin, os.Stdout); err != nil {
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

const exitBadInput = 2

// runCLI runs the command line in-process and returns stdout, stderr and
// the exit code.
func runCLI(t testing.TB, stdin string, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	code := cli.Main(args, strings.NewReader(stdin), &out, &errb)
	return out.String(), errb.String(), code
}
