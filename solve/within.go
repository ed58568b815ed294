package solve

import (
	"context"
	"time"
)

// Within calls f, and gives up on it when ctx is done and f has not
// returned abandonGrace after: done is then false, and f goes on in the
// background, so the caller must not wait on what f holds (the gophersat
// lock, say): a run ends there. What does not heed ctx (a model's
// building, a solver's set-up) stops so at --timeout or Ctrl-C, not
// seconds after it, while what ends at once is still answered.
func Within[T any](ctx context.Context, f func() (T, error)) (v T, done bool, err error) {
	type result struct {
		v   T
		err error
	}
	ch := make(chan result, 1)
	go func() {
		v, err := f()
		ch <- result{v, err}
	}()
	select {
	case r := <-ch:
		return r.v, true, r.err
	case <-ctx.Done():
	}
	select {
	case r := <-ch:
		return r.v, true, r.err
	case <-time.After(abandonGrace):
		return v, false, nil
	}
}

// abandonGrace is how long Within waits for f once ctx is done.
const abandonGrace = 100 * time.Millisecond
