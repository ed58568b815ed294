package sat

// A job's progress in the pool: which of its cubes are out, what they
// found, and the job's result once they are in.

import "time"

// cubeResult is what one cube of a job found.
type cubeResult struct {
	count    int64
	complete bool
	models   [][]bool
	stats    Stats
}

// jobState merges the results of a job's cubes.
type jobState struct {
	job        Job
	cubes      [][]Lit
	results    []cubeResult
	dispatched int // cubes handed out
	finished   int // cubes answered
	found      int64
	searched   time.Duration // the searches of the cubes answered, in all
	// split: Job.Resplit was called, whether it split the job or not;
	// gen counts the splits made (0 or 1), so that an answer to a task of
	// the cubes before is told apart.
	split bool
	gen   int
	// race: the cubes are the racers of Job.Race, all the whole job; won:
	// one answered, and its result is results[0].
	race, won bool
	// cut is the time its searches killed before they answered (moot,
	// split past the budget, or stopped) had run, as the dispatcher timed
	// them: part of the job's search time, which the workers never report.
	cut time.Duration
}

func newJobState(job Job) *jobState {
	cubes := job.Cubes
	if cubes == nil {
		cubes = [][]Lit{nil}
	}
	st := &jobState{job: job, cubes: cubes}
	if job.Race > 1 && len(cubes) == 1 {
		st.race = true
		st.cubes = make([][]Lit, job.Race)
		for i := range st.cubes {
			st.cubes[i] = cubes[0]
		}
	}
	st.results = make([]cubeResult, len(st.cubes))
	return st
}

// seed is the solver's seed for cube c: a racer's number, else none.
func (s *jobState) seed(c int) int64 {
	if s.race {
		return int64(c)
	}
	return 0
}

// remaining returns the limit for the next cube: 0 for no limit, -1 when
// the job's limit is already reached, or its race won.
func (s *jobState) remaining() int64 {
	switch {
	case s.won:
		return -1
	case s.job.Limit <= 0:
		return 0
	case s.found >= s.job.Limit:
		return -1
	}
	return s.job.Limit - s.found
}

func (s *jobState) finish(c int, r cubeResult) {
	switch {
	case s.won:
		return // a racer that lost, or was killed
	case s.race:
		// The first racer to answer decides the job.
		r.stats.Racers, r.stats.Winner = len(s.cubes), c
		s.won = true
		s.results = []cubeResult{r}
		s.finished = len(s.cubes)
		s.found = r.count
		return
	}
	s.results[c] = r
	s.finished++
	s.found += r.count
	s.searched += r.stats.Time
}

// finishEmpty finishes the n cubes from c on with nothing found: moot,
// since the job has what it needs.
func (s *jobState) finishEmpty(c, n int) {
	for i := c; i < c+n; i++ {
		s.finish(i, cubeResult{})
	}
}

// quickCube is the mean search time under which a job's cubes count as
// quick, and manyCubes the number of cubes per worker from which they
// count as many (see jobState.queues). A round trip to a worker takes
// well under a millisecond.
const (
	quickCube = 10 * time.Millisecond
	manyCubes = 64
)

// queues reports whether the job may have more cubes under way than the
// workers, pipelined as a batch's jobs are. A cube queued behind a hard one
// waits for it while another worker idles: counting Frisch's 25×25 #1, #10
// and #16 (32 cubes, -j 2) with one cube a worker took 0.84× to 1.08× the
// time with four, median 0.89× over four pairs of runs (0.66× in an
// earlier one). Yet the 27,034 cubes of 14-queens (half a millisecond
// each) took 1.11× to 1.14× the time without the pipelining. So a job
// queues only when its cubes are many, the cubes answered so far were
// quick on average, and it has no limit (with one, each cube's limit
// counts only the cubes answered, and queued cubes would each search for
// the whole limit). Queueing from the first quick answers on, whatever
// the number of cubes, lost most of the gain on Frisch #1 (57 s against
// 46 s). The mean, not the slowest: 14-queens' frames (11,083 cubes) begin
// with a dozen of 35 to 80 ms, the frames of two queens, and then run at
// half a millisecond; held to the slowest, the count never queued, each
// worker waited a round trip for every cube, and the parent took a tenth
// of the CPU (queued, and grouped: 0.75× to 0.89× the time of the build
// before, in four runs of 7 to 9 alternated, 2026-12-05).
// A queued cube waits behind the groups before it on its worker, whose
// cubes the mean says are quick, but which a slow one among them holds up
// while another worker may idle: a cost in time at the end of a count,
// never in what it finds.
func (s *jobState) queues(workers int) bool {
	return s.job.Limit <= 0 && len(s.cubes) >= manyCubes*workers && s.finished > 0 && s.searched < quickCube*time.Duration(s.finished)
}

// group returns how many cubes the next task of the job takes, from the
// next one not handed out: one, unless the job queues. Then as many as
// take about groupTime to search, at the mean of those answered, up to
// maxGroup, and few enough that the cubes left still make two full
// pipelines for every worker, so that the count ends evenly. A task is a
// round trip to a worker, a write and a wake-up on each side and the
// dispatcher's turn: 14-queens' count took 0.85× the time with its cubes
// grouped against queued one by one (9 runs alternated, 2026-12-05), and
// the same with groups of 20 ms, up to 64 cubes.
func (s *jobState) group(workers int) int {
	left := len(s.cubes) - s.dispatched
	if !s.queues(workers) || left <= 1 {
		return min(left, 1)
	}
	n := min(maxGroup, left/(2*workers*pipelineDepth))
	if mean := s.searched / time.Duration(s.finished); mean > 0 {
		n = min(n, int(groupTime/mean))
	}
	return max(n, 1)
}

// groupTime is about how long a task of grouped cubes searches, and
// maxGroup the most cubes a task takes (see jobState.group).
const (
	groupTime = 5 * time.Millisecond
	maxGroup  = 32
)

// resplits reports whether the job splits once its whole search has
// run for its Budget (Job.Resplit).
func (s *jobState) resplits() bool {
	return s.job.Resplit != nil && s.job.Budget > 0 && !s.split && !s.race && len(s.cubes) == 1
}

// resplit splits the job by Job.Resplit, and reports whether it did: the
// whole search's task is then stale (its gen is old), and the new cubes
// wait to be handed out.
func (s *jobState) resplit() bool {
	s.split = true
	cubes := s.job.Resplit()
	if len(cubes) < 2 {
		return false
	}
	s.gen++
	s.cubes = cubes
	s.results = make([]cubeResult, len(cubes))
	s.dispatched, s.finished, s.found, s.searched = 0, 0, 0, 0
	return true
}

func (s *jobState) result() JobResult {
	out := JobResult{Complete: s.finished == len(s.cubes)}
	if s.race && !s.won {
		return out // stopped before any racer answered
	}
	for _, r := range s.results {
		out.Count += r.count
		out.Complete = out.Complete && r.complete
		out.Models = append(out.Models, r.models...)
		out.Stats.Add(r.stats)
		if r.complete {
			out.Stats.Exhausted++
		}
	}
	out.Stats.Time += s.cut
	if s.gen > 0 {
		out.Stats.Cubes = len(s.cubes)
	}
	if lim := s.job.Limit; lim > 0 && out.Count >= lim {
		out.Count = lim
		out.Complete = false
		if len(out.Models) > int(lim) {
			out.Models = out.Models[:lim]
		}
	}
	return out
}
