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
// move, when set, is asked after each job delivered and every moveTick
// while one is awaited, with the time since the start and the time
// gophersat searched in it (the lock held: see searchTime). When it says
// so and a job is left to read, runThreads reads no more and returns
// where it left off (handover): the caller goes on with the rest
// elsewhere. With move, one job at a time is under way: a second would
// only wait for the first's search, and could not move.
func runThreads(ctx context.Context, n int, next func() (Job, bool), done func(int, JobResult) error, move func(elapsed, search time.Duration) bool) (*handover, error) {
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
	// move, one job: a hard one first in a batch (two of Janko's
	// Nurikabe 690, 3.7 s each) then holds the lock alone, and the next
	// moves to a worker process while it searches, where two in flight
	// took turns (6.8 s at -j 2).
	ahead := 2 * n
	var tick <-chan time.Time
	if move != nil {
		ahead = 1
		t := time.NewTicker(moveTick)
		defer t.Stop()
		tick = t.C
	}
	searched0 := searchTime()
	var pending []*slot // handed out and not yet delivered, in order
	delivered := 0
	var stopped error
	exhausted := false
	// moving asks move, and reads the job that goes first elsewhere.
	moving := func() *handover {
		if move == nil || exhausted || stopped != nil || !move(time.Since(start), searchTime()-searched0) {
			return nil
		}
		job, ok := next()
		if !ok {
			exhausted = true
			return nil
		}
		return &handover{delivered: delivered, under: pending, first: &job}
	}
	for {
		for !exhausted && stopped == nil && len(pending) < ahead {
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
	wait:
		for {
			select {
			case <-s.ready:
				break wait
			case <-tick:
				if h := moving(); h != nil {
					return h, nil
				}
			}
		}
		pending = pending[1:]
		if err := done(delivered, s.r); err != nil {
			// The jobs under way end on their own, unread.
			return nil, err
		}
		delivered++
		if s.err != nil && stopped == nil {
			stopped = s.err
		}
		if h := moving(); h != nil {
			return h, nil
		}
	}
	return nil, stopped
}

// moveTick is how often runThreads asks move while it awaits a job.
const moveTick = 20 * time.Millisecond

// slot is a job on a goroutine of runThreads: what it found, once ready
// is closed.
type slot struct {
	r     JobResult
	err   error
	ready chan struct{}
}

// item is a job handed to a goroutine of runThreads, and its slot.
type item struct {
	job Job
	s   *slot
}

// handover is where runThreads left a batch that it moved elsewhere:
// delivered jobs delivered, under those still under way on its
// goroutines, and first the job read next, which goes first elsewhere.
type handover struct {
	delivered int
	under     []*slot
	first     *Job
	stopped   error // the first error of a job under delivered (a stopped search)
}

// next gives h's first job, then those of next.
func (h *handover) next(next func() (Job, bool)) func() (Job, bool) {
	return func() (Job, bool) {
		if job := h.first; job != nil {
			h.first = nil
			return *job, true
		}
		return next()
	}
}

// deliver delivers the jobs under way, in order, after those delivered
// already, waiting for each, and returns done's error. A job delivered
// is delivered once, whatever done says. A job's own error, a search
// stopped with the run, does not stop the others: it is kept in stopped.
func (h *handover) deliver(done func(int, JobResult) error) error {
	for len(h.under) > 0 {
		s := h.under[0]
		<-s.ready
		h.under = h.under[1:]
		if s.err != nil && h.stopped == nil {
			h.stopped = s.err
		}
		if err := done(h.delivered, s.r); err != nil {
			return err
		}
		h.delivered++
	}
	return nil
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
