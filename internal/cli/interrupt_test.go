package cli

import (
	"context"
	"os"
	"testing"
	"time"
)

// Ctrl-C stops a run once the run is past interruptible's delay: the
// signal, sent to this process, cancels the context rather than ending
// the process (which would end the whole test binary).
func TestInterruptible(t *testing.T) {
	armed := make(chan struct{})
	interruptArmed = func() { close(armed) }
	defer func() { interruptArmed = func() {} }()
	ctx, stop := interruptible(context.Background(), time.Millisecond)
	defer stop()
	select {
	case <-armed:
	case <-time.After(5 * time.Second):
		t.Fatal("Ctrl-C not caught 5 s into the run")
	}
	if ctx.Err() != nil {
		t.Fatal("done before any signal")
	}
	p, err := os.FindProcess(os.Getpid())
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	select {
	case <-ctx.Done():
	case <-time.After(5 * time.Second):
		t.Fatal("Ctrl-C did not cancel the run's context")
	}

	// Stopped before its delay (a run of a few milliseconds), the context
	// is done and the signal is never caught.
	interruptArmed = func() { t.Error("caught after the run stopped") }
	ctx2, stop2 := interruptible(context.Background(), 10*time.Millisecond)
	stop2()
	time.Sleep(50 * time.Millisecond)
	if ctx2.Err() == nil {
		t.Fatal("stopped, the context is not done")
	}
}
