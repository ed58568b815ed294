package sat

import (
	"context"
	"fmt"
	"math/rand"
	"slices"
	"sort"
	"testing"
	"time"
)

// randomFormula is a small random formula over n variables: clauses, and
// now and then a unit clause, a native constraint or preferred values.
func randomFormula(rng *rand.Rand, trial int) (*Formula, []Var) {
	n := 4 + rng.Intn(7)
	f := NewFormula()
	x := f.NewVars(n)
	randLit := func() Lit { return x[rng.Intn(n)].Lit(rng.Intn(2) == 0) }
	for i := 0; i < n+rng.Intn(2*n); i++ {
		k := 2 + rng.Intn(2)
		if trial%5 == 0 && i == 0 {
			k = 1
		}
		c := make([]Lit, k)
		for j := range c {
			c[j] = randLit()
		}
		f.AddClause(c...)
	}
	if trial%4 == 1 {
		f.AddCard([]Lit{x[0].Pos(), x[1].Neg(), x[2].Pos()}, 2)
	}
	if trial%3 == 2 {
		f.PreferTrue(x[:n/2]...)
	}
	return f, x
}

// solutions returns the models of f projected on vars, as sorted strings,
// each checked against f by brute force (as an assumption of all its
// values).
func solutionsOf(t *testing.T, f *Formula, vars []Var, models [][]bool) []string {
	t.Helper()
	var out []string
	for _, m := range models {
		var as []Lit
		key := ""
		for _, v := range vars {
			as = append(as, v.Lit(m[v]))
			if m[v] {
				key += "1"
			} else {
				key += "0"
			}
		}
		if !bruteSat(f.NumVars(), f, as) {
			t.Fatalf("model %s breaks the formula", key)
		}
		out = append(out, key)
	}
	sort.Strings(out)
	return out
}

// A seeded solver enumerates the same solutions as the unseeded one, on
// random small formulas that take every route of the solver.
func TestSeededEnumerate(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for trial := 0; trial < 400; trial++ {
		f, x := randomFormula(rng, trial)
		var want []string
		for seed := int64(0); seed < 4; seed++ {
			var models [][]bool
			res, err := enumerate(context.Background(), f, Projection{Vars: x}, nil, 0, seed, nil, func(m []bool) bool {
				models = append(models, append([]bool(nil), m...))
				return true
			})
			if err != nil || !res.Complete {
				t.Fatalf("trial %d seed %d: %v %+v", trial, seed, err, res)
			}
			got := solutionsOf(t, f, x, models)
			if seed == 0 {
				want = got
				continue
			}
			if !slices.Equal(got, want) {
				t.Fatalf("trial %d: seed %d finds %v, unseeded %v", trial, seed, got, want)
			}
		}
	}
}

// A raced job answers as the job run once: the whole count, or the
// solutions up to its limit, each a solution of the formula.
func TestPoolRace(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	type tc struct {
		f     *Formula
		x     []Var
		limit int64
		want  []string
	}
	var cases []tc
	for trial := 0; trial < 60; trial++ {
		f, x := randomFormula(rng, trial)
		var models [][]bool
		if _, err := Enumerate(context.Background(), f, Projection{Vars: x}, nil, 0, func(m []bool) bool {
			models = append(models, append([]bool(nil), m...))
			return true
		}); err != nil {
			t.Fatal(err)
		}
		cases = append(cases, tc{f, x, int64(trial % 3), solutionsOf(t, f, x, models)})
	}
	pool := testPool(t, 2)
	k := 0
	err := pool.Run(context.Background(), func() (Job, bool) {
		if k == len(cases) {
			return Job{}, false
		}
		c := cases[k]
		k++
		return Job{Formula: c.f, Projection: Projection{Vars: c.x}, Limit: c.limit, Models: true, Race: 2 + k%2}, true
	}, func(i int, r JobResult) error {
		c := cases[i]
		got := solutionsOf(t, c.f, c.x, r.Models)
		want := int64(len(c.want))
		if c.limit > 0 {
			want = min(want, c.limit)
		}
		if r.Count != want || int64(len(got)) != want || r.Stats.Racers != 2+(i+1)%2 {
			t.Errorf("job %d (limit %d): %d solutions %v, want %d of %v; %d racers", i, c.limit, r.Count, got, want, c.want, r.Stats.Racers)
		}
		for j := 1; j < len(got); j++ {
			if got[j] == got[j-1] {
				t.Errorf("job %d: solution %s twice", i, got[j])
			}
		}
		if c.limit == 0 && (!r.Complete || fmt.Sprint(got) != fmt.Sprint(c.want)) {
			t.Errorf("job %d: %v (complete %v), want %v", i, got, r.Complete, c.want)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// The racers that lose are killed: the workers stall for an hour on the
// unseeded racer's query (SAT_TEST_STALL_UNSEEDED), so each job is
// answered by the seeded one, and the pool must kill the stalled worker
// and start a fresh one for the next job. Without the kills the test
// fails at its minute's timeout.
func TestRaceKillsLosers(t *testing.T) {
	f, x := rooks(4) // 24 solutions
	pool := testPool(t, 2, "SAT_TEST_STALL_UNSEEDED=1")
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	const jobs = 5
	k := 0
	start := time.Now()
	var got []string
	err := pool.Run(ctx, func() (Job, bool) {
		if k == jobs {
			return Job{}, false
		}
		k++
		return Job{Formula: f, Projection: Projection{Vars: x, TrueOnly: true}, Limit: int64(k * 10), Race: 2}, true
	}, func(_ int, r JobResult) error {
		got = append(got, fmt.Sprintf("%d/%v/%d", r.Count, r.Complete, r.Stats.Winner))
		return nil
	})
	if err != nil {
		t.Fatalf("after %v: %v (a losing racer was not stopped)", time.Since(start), err)
	}
	if want := "[10/false/1 20/false/1 24/true/1 24/true/1 24/true/1]"; fmt.Sprint(got) != want {
		t.Errorf("count/complete/winner %v, want %s", got, want)
	}
	// One kill may stop the stalled racers of two jobs, the second
	// queued behind the first.
	if pool.kills < 1 || pool.kills > jobs {
		t.Errorf("%d workers killed, want 1 to %d", pool.kills, jobs)
	}
}
