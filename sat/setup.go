package sat

import "context"

// setUp runs build, a solver's set-up, and reports whether it ended
// before ctx was done. When ctx is done first it returns false at once,
// and build runs on in the background with its result dropped, as a
// stopped search does (see Solver.Solve): the set-up of a large formula
// takes seconds that --timeout must not wait for (a 40×30 Slitherlink
// under --connect reach, 7.9 million variables and 15.8 million clauses,
// stopped at 34 s and 4.5 GB under --timeout 6s). The caller reads what
// build writes only when setUp returns true.
func setUp(ctx context.Context, build func()) bool {
	if ctx.Done() == nil {
		build()
		return true
	}
	if ctx.Err() != nil {
		return false
	}
	done := make(chan struct{})
	go func() {
		if setUpHook != nil {
			setUpHook()
		}
		build()
		close(done)
	}()
	select {
	case <-done:
		return true
	case <-ctx.Done():
		return false
	}
}

// setUpHook, when set (by a test), runs before each set-up that setUp
// runs in the background.
var setUpHook func()
