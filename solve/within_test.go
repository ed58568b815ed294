package solve

import (
	"context"
	"errors"
	"testing"
)

// TestWithin: a call that heeds no context is given up once the context
// is done and abandonGrace has passed; one that ends within the grace
// is answered, with its error.
func TestWithin(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	never := make(chan struct{})
	defer close(never)
	if _, done, err := Within(ctx, func() (int, error) { <-never; return 1, nil }); done || err != nil {
		t.Errorf("a call that never ends: done %v, %v", done, err)
	}
	if v, done, err := Within(ctx, func() (int, error) { return 7, nil }); !done || v != 7 || err != nil {
		t.Errorf("a call that ends: %d, done %v, %v", v, done, err)
	}
	bad := errors.New("bad")
	if _, done, err := Within(context.Background(), func() (int, error) { return 0, bad }); !done || err != bad {
		t.Errorf("a call that fails: done %v, %v", done, err)
	}
}
