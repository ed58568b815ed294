//go:build unix

package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// TestInterruptStops sends Ctrl-C's signal to a search that takes minutes
// (the site's 13×13 Numberlink, --unique), in this process and in worker
// processes: the program prints what it found, says why it stopped, and
// exits 3 (DESIGN's exit codes), promptly, though gophersat cannot be
// interrupted. The line of what was found goes to standard error.
func TestInterruptStops(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a long search")
	}
	const url = "https://puzz.link/p?numlin/13/13/k3x6i7x1i2l4w5zl7j3i1u6p4m2z5"
	for _, jobs := range []string{"1", "2"} {
		t.Run("-j "+jobs, func(t *testing.T) {
			cmd := exec.Command(os.Args[0], "numberlink", url, "--unique", "-j", jobs)
			cmd.Env = append(os.Environ(), "PUZZLESAT_CLI=1")
			var errb bytes.Buffer
			cmd.Stderr = &errb
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			time.Sleep(time.Second)
			if err := cmd.Process.Signal(os.Interrupt); err != nil {
				t.Fatal(err)
			}
			done := make(chan error, 1)
			go func() { done <- cmd.Wait() }()
			var err error
			select {
			case err = <-done:
			case <-time.After(20 * time.Second):
				cmd.Process.Kill()
				t.Fatal("still running 20 s after the interrupt")
			}
			var ee *exec.ExitError
			if !errors.As(err, &ee) || ee.ExitCode() != 3 {
				t.Fatalf("exit %v, expected 3; stderr:\n%s", err, errb.String())
			}
			if e := errb.String(); !strings.Contains(e, url+": stopped with") || !strings.Contains(e, "stopped by interrupt") {
				t.Errorf("stderr:\n%s\nexpected what was found (\"stopped with\") and why it stopped (\"stopped by interrupt\")", e)
			}
		})
	}
}

// TestInterruptKeepsGenerated: Ctrl-C during generate keeps the puzzles
// made, in one process and in workers, and exits 3 (QA: it ended the
// process, exit 130, and at -j 2 every puzzle was lost).
func TestInterruptKeepsGenerated(t *testing.T) {
	if testing.Short() {
		t.Skip("generates for a second")
	}
	for _, jobs := range []string{"1", "2"} {
		t.Run("-j "+jobs, func(t *testing.T) {
			cmd := exec.Command(os.Args[0], "generate", "sudoku", "--count", "100000", "--seed", "1", "-j", jobs)
			cmd.Env = append(os.Environ(), "PUZZLESAT_CLI=1")
			var out, errb bytes.Buffer
			cmd.Stdout, cmd.Stderr = &out, &errb
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			time.Sleep(1500 * time.Millisecond)
			if err := cmd.Process.Signal(os.Interrupt); err != nil {
				t.Fatal(err)
			}
			done := make(chan error, 1)
			go func() { done <- cmd.Wait() }()
			var err error
			select {
			case err = <-done:
			case <-time.After(20 * time.Second):
				cmd.Process.Kill()
				t.Fatal("still running 20 s after the interrupt")
			}
			var ee *exec.ExitError
			if !errors.As(err, &ee) || ee.ExitCode() != 3 || !strings.Contains(errb.String(), "stopped by interrupt") {
				t.Fatalf("exit %v, %q; expected 3 and the reason", err, errb.String())
			}
			lines := strings.Fields(out.String())
			if len(lines) == 0 {
				t.Fatal("no puzzle kept")
			}
			for _, l := range lines {
				if len(l) != 81 {
					t.Fatalf("%q: expected a puzzle of 81 cells a line", l)
				}
			}
		})
	}
}
