package sat

import (
	"context"
	"time"
)

// runThreads is Run in this process with n jobs under way at once, each on
// a goroutine of its own, for a batch of many quick jobs (a Sudoku that
// propagation all but solves): their set-up, unit propagation and
// elimination run side by side, while their gophersat searches take turns
// (gophersatMu), since gophersat cannot run two at once. Jobs are read a
// few ahead, and done is called in their order. When ctx is done, the jobs
// under way are delivered with what they found, and Run returns ctx.Err().
//
// move, when set, is asked after each job delivered, with the time since
// the start and the time gophersat searched in it (the lock held: see
// searchTime); when it says so, runThreads reads no more jobs, delivers those under
// way, and returns how many it delivered in all (the caller goes on with
// the rest elsewhere). moved is 0 when it did not.
func runThreads(ctx context.Context, n int, next func() (Job, bool), done func(int, JobResult) error, move func(elapsed, search time.Duration) bool) (moved int, err error) {
	type slot struct {
		r     JobResult
		err   error
		ready chan struct{}
	}
	type item struct {
		job Job
		s   *slot
	}
	work := make(chan item, n)
	for range n {
		go func() {
			for it := range work {
				it.s.r, it.s.err = runJob(ctx, it.job)
				close(it.s.ready)
			}
		}()
	}
	defer close(work)
	start := time.Now()
	// Keep every goroutine busy and one more job read ahead each; with
	// move, no more than the goroutines take, so that few jobs are left
	// here when the rest moves.
	ahead := 2 * n
	if move != nil {
		ahead = n
	}
	searched0 := searchTime()
	var pending []*slot // handed out and not yet delivered, in order
	delivered := 0
	var stopped error
	exhausted, moving := false, false
	for {
		for !exhausted && !moving && stopped == nil && len(pending) < ahead {
			job, ok := next()
			if !ok {
				exhausted = true
				break
			}
			s := &slot{ready: make(chan struct{})}
			pending = append(pending, s)
			work <- item{job, s}
		}
		if len(pending) == 0 {
			break
		}
		s := pending[0]
		<-s.ready
		pending = pending[1:]
		if err := done(delivered, s.r); err != nil {
			// The jobs under way end on their own, unread.
			return 0, err
		}
		delivered++
		if s.err != nil && stopped == nil {
			stopped = s.err
		}
		if move != nil && !moving && !exhausted && move(time.Since(start), searchTime()-searched0) {
			moving = true
		}
	}
	if moving && stopped == nil {
		return delivered, nil
	}
	return 0, stopped
}

// searchBound says when a batch on goroutines should move to worker
// processes: once gophersat's searches held its lock for more than half
// the time since the start. Searches take turns on goroutines, so they
// are then what the run waits for; in worker processes they run side by
// side. It is asked once a job is delivered, and the first 50 ms do not
// decide.
func searchBound(elapsed, search time.Duration) bool {
	return elapsed >= 50*time.Millisecond && 2*search > elapsed
}
