package cli

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// A genre that waits for standard input typed at a terminal says so on
// stderr; one given a file, or a command that reads no input, does not.
func TestStdinHint(t *testing.T) {
	typed := stdinTyped
	defer func() { stdinTyped = typed }()
	const hint = "reading akari puzzles from standard input, to Ctrl-D"
	for _, tc := range []struct {
		typed bool // standard input taken for a terminal
		args  []string
		hint  bool
	}{
		{true, []string{"akari"}, true},
		{true, []string{"lightup", "-"}, true},
		{true, []string{"akari", "../../testdata/akari/tatham.tsv"}, false},
		{true, []string{"calendar", "2026-07-23"}, false},
		{false, []string{"akari"}, false}, // the real check, on a pipe
	} {
		stdinTyped = typed
		if tc.typed {
			stdinTyped = func(*os.File) bool { return true }
		}
		r, w, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		// Two puzzles, so that the input is read more than once.
		go func() {
			w.WriteString("..\n..\n---\n..\n..\n" + strings.Repeat("\n", 100000))
			w.Close()
		}()
		var out, errb bytes.Buffer
		code := exitCode(run(tc.args, r, &out, &errb))
		r.Close()
		want := map[bool]int{true: 1}[tc.hint]
		if code != 0 || strings.Count(errb.String(), hint) != want {
			t.Errorf("%v (typed %v): exit %d, stderr %q; want the hint %d times", tc.args, tc.typed, code, errb.String(), want)
		}
	}
}

// typedIn tells a terminal from the other character device a test or a
// script gives as input, /dev/null, and from a pipe.
func TestTypedIn(t *testing.T) {
	null, err := os.Open(os.DevNull)
	if err != nil {
		t.Skip(err)
	}
	defer null.Close()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	if typedIn(null) || typedIn(r) {
		t.Errorf("typedIn: %s %v, a pipe %v; want false", os.DevNull, typedIn(null), typedIn(r))
	}
	// A pseudo-terminal's master answers as a terminal does.
	pty, err := os.OpenFile("/dev/ptmx", os.O_RDWR, 0)
	if err != nil {
		t.Skipf("no pseudo-terminal to check a terminal against: %v", err)
	}
	defer pty.Close()
	if !typedIn(pty) {
		t.Errorf("typedIn(/dev/ptmx) false: a terminal not told")
	}
}
