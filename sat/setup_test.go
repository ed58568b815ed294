package sat

import (
	"context"
	"errors"
	"testing"
)

// TestStopDuringSetUp: a stop that comes while a solver is being set up
// (a large formula's set-up takes seconds) ends Enumerate and Solve at
// once, with the context's error, while the set-up is still held back;
// without a stop, the same calls answer.
func TestStopDuringSetUp(t *testing.T) {
	f := NewFormula()
	x := f.NewVars(4) // x[3] in no clause
	f.AddClause(x[0].Pos(), x[1].Pos())
	f.AddClause(x[1].Neg(), x[2].Pos())
	release := make(chan struct{})
	entered := make(chan struct{}, 4)
	setUpHook = func() { entered <- struct{}{}; <-release }
	defer func() { setUpHook = nil }()

	ctx, cancel := context.WithCancel(context.Background())
	go func() { <-entered; cancel() }()
	if _, err := Enumerate(ctx, f, Projection{}, nil, 0, nil); !errors.Is(err, context.Canceled) {
		t.Fatalf("Enumerate stopped during its set-up: %v, expected the context's error", err)
	}

	// Units that decide every clause leave gophersat unmade; a clause
	// added then is set up in Solve.
	s := NewSolver(f, x[0].Pos(), x[1].Pos())
	s.AddClause(x[3].Pos(), x[0].Neg())
	ctx, cancel = context.WithCancel(context.Background())
	go func() { <-entered; cancel() }()
	if st := s.Solve(ctx); st != Unknown {
		t.Fatalf("Solve stopped during gophersat's set-up: %v, expected Unknown", st)
	}
	close(release)
	setUpHook = nil
	res, err := Enumerate(context.Background(), f, Projection{}, nil, 0, nil)
	if err != nil || !res.Complete || res.Count != 8 {
		t.Fatalf("unstopped: %+v %v, expected 8 solutions", res, err)
	}
}
