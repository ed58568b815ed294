//go:build unix

package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestInterruptStops sends Ctrl-C's signal, and SIGTERM, to a search that
// takes minutes (the site's 13×13 Numberlink, --unique), in this process
// and in worker processes, the whole process group as a terminal and
// timeout(1) send them: the program prints what it found, says why it
// stopped, and exits 3 (DESIGN's exit codes), promptly, though gophersat
// cannot be interrupted. The line of what was found goes to standard
// error. (QA: under SIGTERM it ended with nothing printed.)
func TestInterruptStops(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a long search")
	}
	const url = "https://puzz.link/p?numlin/13/13/k3x6i7x1i2l4w5zl7j3i1u6p4m2z5"
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		for _, jobs := range []string{"1", "2"} {
			t.Run(sig.String()+" -j "+jobs, func(t *testing.T) {
				_, errs, err := signalAfter(t, time.Second, sig, "numberlink", url, "--unique", "-j", jobs)
				var ee *exec.ExitError
				if !errors.As(err, &ee) || ee.ExitCode() != 3 {
					t.Fatalf("exit %v, expected 3; stderr:\n%s", err, errs)
				}
				if !strings.Contains(errs, url+": stopped with") || !strings.Contains(errs, "stopped by interrupt") {
					t.Errorf("stderr:\n%s\nexpected what was found (\"stopped with\") and why it stopped (\"stopped by interrupt\")", errs)
				}
			})
		}
	}
}

// TestInterruptKeepsGenerated: Ctrl-C during generate keeps the puzzles
// made, in one process and in workers, says how many, and exits 3 (QA:
// it ended the process, exit 130, and at -j 2 every puzzle was lost).
func TestInterruptKeepsGenerated(t *testing.T) {
	if testing.Short() {
		t.Skip("generates for a second")
	}
	for _, jobs := range []string{"1", "2"} {
		t.Run("-j "+jobs, func(t *testing.T) {
			out, errs, err := interruptAfter(t, 1500*time.Millisecond, "generate", "sudoku", "--count", "100000", "--seed", "1", "-j", jobs)
			var ee *exec.ExitError
			if !errors.As(err, &ee) || ee.ExitCode() != 3 || !strings.Contains(errs, "stopped by interrupt") {
				t.Fatalf("exit %v, %q; expected 3 and the reason", err, errs)
			}
			lines := strings.Fields(out)
			if len(lines) == 0 {
				t.Fatal("no puzzle kept")
			}
			for _, l := range lines {
				if len(l) != 81 {
					t.Fatalf("%q: expected a puzzle of 81 cells a line", l)
				}
			}
			// The message counts the puzzles kept, in workers too (it
			// said only why at -j 2).
			if want := fmt.Sprintf("after %d puzzles", len(lines)); !strings.Contains(errs, want) {
				t.Errorf("stderr %q, expected %q", errs, want)
			}
		})
	}
}

// interruptAfter runs the program with args as a command line, sends its
// process group Ctrl-C's signal after wait, and returns its standard
// output, standard error and exit (signalAfter).
func interruptAfter(t *testing.T, wait time.Duration, args ...string) (string, string, error) {
	t.Helper()
	return signalAfter(t, wait, syscall.SIGINT, args...)
}

// signalAfter runs the program with args as a command line, in a process
// group of its own, sends the group sig after wait, and returns its
// standard output, standard error and exit; a run still going 20 s after
// the signal fails the test.
func signalAfter(t *testing.T, wait time.Duration, sig syscall.Signal, args ...string) (string, string, error) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "PUZZLESAT_CLI=1")
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	time.Sleep(wait)
	if err := syscall.Kill(-cmd.Process.Pid, sig); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		return out.String(), errb.String(), err
	case <-time.After(20 * time.Second):
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		t.Fatal("still running 20 s after the signal")
	}
	return "", "", nil
}

// TestGenerateStopsWhileMaking: a generator whose loops and models do not
// heed the context (Nurikabe's at 40×40, which ran 107 s of a --timeout
// of 5 s, and on past SIGINT) stops at --timeout and at a signal, exit 3,
// within a second or so: the puzzle being made is given up.
func TestGenerateStopsWhileMaking(t *testing.T) {
	if testing.Short() {
		t.Skip("generates for seconds")
	}
	args := []string{"generate", "nurikabe", "--size", "40", "--count", "1000", "--seed", "1", "-j", "1"}
	start := time.Now()
	cmd := exec.Command(os.Args[0], append(args, "--timeout", "1s")...)
	cmd.Env = append(os.Environ(), "PUZZLESAT_CLI=1")
	var errb bytes.Buffer
	cmd.Stderr = &errb
	err := cmd.Run()
	var ee *exec.ExitError
	if took := time.Since(start); !errors.As(err, &ee) || ee.ExitCode() != 3 || took > 4*time.Second {
		t.Errorf("--timeout 1s: exit %v after %v, expected 3 within 4 s; stderr %q", err, took, errb.String())
	}
	start = time.Now()
	_, errs, err := signalAfter(t, time.Second, syscall.SIGTERM, args...)
	if took := time.Since(start); !errors.As(err, &ee) || ee.ExitCode() != 3 || took > 4*time.Second {
		t.Errorf("SIGTERM after 1 s: exit %v after %v, expected 3 within 4 s; stderr %q", err, took, errs)
	}
}
