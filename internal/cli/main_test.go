package cli

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/sat"
)

// TestMain lets this test binary serve as a worker process of the pool,
// as the real binary does with its hidden "worker" subcommand.
func TestMain(m *testing.M) {
	if os.Getenv("PUZZLESAT_CLI") == "1" {
		// The command line itself: a worker of generate -j, or the
		// program a test hands to GNU parallel.
		os.Exit(exitCode(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)))
	}
	if os.Getenv("PUZZLESAT_WORKER") == "1" {
		if err := sat.ServeWorker(os.Stdin, os.Stdout); err != nil {
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// runCLI runs the command line in-process and returns stdout, stderr and
// the exit code.
func runCLI(t *testing.T, stdin string, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	err := run(args, strings.NewReader(stdin), &out, &errb)
	code := exitCode(err)
	if e, ok := err.(*exitError); err != nil && (!ok || e.err != nil) {
		// What main prints for an error.
		errb.WriteString(message(err) + "\n")
	}
	return out.String(), errb.String(), code
}

// lastLine returns the last non-empty line of s.
func lastLine(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return lines[len(lines)-1]
}

// TestStdinTwice: "- -" is refused before anything is read, by a kit
// genre and by Sudoku; it printed the first answer, then failed on an
// empty second reading.
func TestStdinTwice(t *testing.T) {
	for _, args := range [][]string{
		{"starbattle", "-j1", "-", "-"},
		{"sudoku", "-j1", "-", "-"},
	} {
		out, errs, code := runCLI(t, "6 6 1\nAAABBB\nAAABBB\nCCDDEE\nCCDDEE\nFFFFFF\nFFFFFF\n", args...)
		if code != 2 || out != "" || !strings.Contains(errs, "- given twice: standard input can be read once") {
			t.Errorf("%v: exit %d, %q, %q; want 2, nothing and the refusal", args, code, out, errs)
		}
	}
}
