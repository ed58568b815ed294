package main

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// TestNoTablesAtStart guards the start-up time (issue 30): these
// packages build tables in their initialisers, which would run at every
// start of puzzlesat, --help too, though no command needs them then.
// Regular expressions gave way to scans (each tested against the
// expression it replaced), and the page's gzip is a program of its own
// (web/internal/gzipfile). Together they were 50 of 310 page faults of
// --help, and 1.64 against 1.55 times a Go hello world's time.
func TestNoTablesAtStart(t *testing.T) {
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH")
	}
	out, err := exec.Command(goCmd, "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	deps := strings.Fields(string(out))
	for _, heavy := range []string{"regexp", "compress/flate", "hash/crc32"} {
		if slices.Contains(deps, heavy) {
			t.Errorf("puzzlesat links %s, whose initialisers run at every start", heavy)
		}
	}
}
