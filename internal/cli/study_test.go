package cli

import (
	"bufio"
	"context"
	"io"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/solve"
)

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
