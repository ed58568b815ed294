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
	stdinTyped = func(*os.File) bool { return true }
	const hint = "reading akari puzzles from standard input, to Ctrl-D"
	for _, tc := range []struct {
		args []string
		hint bool
	}{
		{[]string{"akari"}, true},
		{[]string{"lightup", "-"}, true},
		{[]string{"akari", "../../testdata/akari/tatham.tsv"}, false},
		{[]string{"calendar", "2026-07-23"}, false},
	} {
		r, w, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		w.WriteString("..\n..\n")
		w.Close()
		var out, errb bytes.Buffer
		code := exitCode(run(tc.args, r, &out, &errb))
		r.Close()
		if code != 0 || strings.Contains(errb.String(), hint) != tc.hint {
			t.Errorf("%v: exit %d, stderr %q; want the hint %v", tc.args, code, errb.String(), tc.hint)
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
}
