package sat

import (
	"testing"
	"time"
)

// TestJobQueues: a job pipelines cubes to its workers only when it has
// many, all those answered were quick, and it has no limit.
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
