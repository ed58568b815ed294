package cli

import (
	"bufio"
	"context"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/solve"
)

// TestWithin: a call that heeds no context is given up once the context
// is done and abandonGrace has passed; one that ends within the grace
// is answered, with its error.
func TestWithin(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	never := make(chan struct{})
	defer close(never)
	if _, done, err := within(ctx, func() (int, error) { <-never; return 1, nil }); done || err != nil {
		t.Errorf("a call that never ends: done %v, %v", done, err)
	}
	if v, done, err := within(ctx, func() (int, error) { return 7, nil }); !done || v != 7 || err != nil {
		t.Errorf("a call that ends: %d, done %v, %v", v, done, err)
	}
	bad := errors.New("bad")
	if _, done, err := within(context.Background(), func() (int, error) { return 0, bad }); !done || err != bad {
		t.Errorf("a call that fails: done %v, %v", done, err)
	}
}

// TestStudyStopsWhileBuilding: a setter's question stops at --timeout or
// Ctrl-C while its problem is still being built, which heeds no context
// (a 120×120 Fillomino's --rate went on 11 s past a --timeout of 2 s);
// the problem gets no answer, and the run says it was stopped (exit 3).
func TestStudyStopsWhileBuilding(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	never := make(chan struct{})
	defer close(never)
	building := func() (*solve.Problem, error) { <-never; return nil, nil }
	var stdout, stderr strings.Builder
	w := &flushWriter{Writer: bufio.NewWriter(&stdout), in: &watchedReader{r: strings.NewReader("")}}
	err := study(ctx, &common{rate: true}, "toy", building, newProgress(io.Discard), w, &stderr)
	if exitCode(err) != exitInterrupt || stdout.Len() != 0 || !strings.Contains(stderr.String(), "stopped") {
		t.Errorf("study of a problem still being built: %v, stdout %q, stderr %q", err, stdout.String(), stderr.String())
	}
}
