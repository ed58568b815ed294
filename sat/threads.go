package sat

import "context"

// runThreads is Run in this process with n jobs under way at once, each on
// a goroutine of its own, for a batch of many quick jobs (a Sudoku that
// propagation all but solves): their set-up, unit propagation and
// elimination run side by side, while their gophersat searches take turns
// (gophersatMu), since gophersat cannot run two at once. Jobs are read a
// few ahead, and done is called in their order. When ctx is done, the jobs
// under way are delivered with what they found, and Run returns ctx.Err().
func runThreads(ctx context.Context, n int, next func() (Job, bool), done func(int, JobResult) error) error {
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
	var pending []*slot // handed out and not yet delivered, in order
	delivered := 0
	var stopped error
	exhausted := false
	for !exhausted || len(pending) > 0 {
		// Keep every goroutine busy and one more job read ahead each.
		for !exhausted && stopped == nil && len(pending) < 2*n {
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
			return err
		}
		delivered++
		if s.err != nil && stopped == nil {
			stopped = s.err
		}
	}
	return stopped
}
