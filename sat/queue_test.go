package sat

import (
	"testing"
	"time"
)

// TestJobQueues: a job pipelines cubes to its workers only when it has
// many, those answered were quick on average, and it has no limit.
func TestJobQueues(t *testing.T) {
	many := make([][]Lit, manyCubes*2)
	for _, c := range []struct {
		name     string
		cubes    [][]Lit
		limit    int64
		answered []time.Duration
		want     bool
	}{
		{"many quick cubes", many, 0, []time.Duration{time.Millisecond, 2 * time.Millisecond}, true},
		{"none answered yet", many, 0, nil, false},
		{"one slow cube", many, 0, []time.Duration{time.Millisecond, time.Second}, false},
		{"a slow start, then quick ones", many, 0, append([]time.Duration{50 * time.Millisecond}, repeat(20, time.Millisecond/2)...), true},
		{"a limit", many, 2, []time.Duration{time.Millisecond}, false},
		{"few cubes", many[:32], 0, []time.Duration{time.Millisecond}, false},
	} {
		st := newJobState(Job{Formula: NewFormula(), Cubes: c.cubes, Limit: c.limit})
		for i, d := range c.answered {
			st.dispatched++
			st.finish(i, cubeResult{complete: true, stats: Stats{Time: d}})
		}
		if got := st.queues(2); got != c.want {
			t.Errorf("%s: queues %v, want %v", c.name, got, c.want)
		}
	}
}

// repeat returns n times d.
func repeat(n int, d time.Duration) []time.Duration {
	out := make([]time.Duration, n)
	for i := range out {
		out[i] = d
	}
	return out
}

// TestJobGroups: a job that queues hands out its cubes in groups of about
// groupTime's search, smaller towards the end; every cube is handed out
// once, in order; a job that does not queue hands them out one by one.
func TestJobGroups(t *testing.T) {
	const workers = 2
	for _, c := range []struct {
		name    string
		cubes   int
		mean    time.Duration
		first   int // the first group after the two answers
		widest  int // the widest group of all
		queuing bool
	}{
		{"half a millisecond", 10000, time.Millisecond / 2, 10, 10, true},
		{"a tenth of a millisecond", 10000, time.Millisecond / 10, maxGroup, maxGroup, true},
		{"too slow to queue", 10000, 20 * time.Millisecond, 1, 1, false},
		{"few cubes", 100, 0, 1, 1, false},
	} {
		st := newJobState(Job{Formula: NewFormula(), Cubes: make([][]Lit, c.cubes)})
		for i := 0; i < 2; i++ {
			st.dispatched++
			st.finish(i, cubeResult{complete: true, stats: Stats{Time: c.mean}})
		}
		widest := 0
		for k := 0; st.dispatched < c.cubes; k++ {
			n := st.group(workers)
			if k == 0 && n != c.first {
				t.Errorf("%s: first group of %d cubes, want %d", c.name, n, c.first)
			}
			if n < 1 || st.dispatched+n > c.cubes {
				t.Fatalf("%s: a group of %d from cube %d of %d", c.name, n, st.dispatched, c.cubes)
			}
			if left := c.cubes - st.dispatched; c.queuing && left < 2*workers*pipelineDepth && n != 1 {
				t.Errorf("%s: a group of %d with %d cubes left, want one", c.name, n, left)
			}
			widest = max(widest, n)
			for i := st.dispatched; i < st.dispatched+n; i++ {
				st.finish(i, cubeResult{complete: true, stats: Stats{Time: c.mean}})
			}
			st.dispatched += n
		}
		if widest != c.widest {
			t.Errorf("%s: widest group %d, want %d", c.name, widest, c.widest)
		}
		if st.finished != c.cubes {
			t.Errorf("%s: %d cubes finished of %d", c.name, st.finished, c.cubes)
		}
	}
}
