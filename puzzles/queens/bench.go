package queens

import (
	"fmt"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solve"
)

// Workload is N-Queens on an empty N×N board for the benchmark: one
// solution (solve.SolveOne, family queens-one) or every one counted
// (solve.CountAll, queens-count), compared on the at-most-one axis.
func Workload(n int, mode solve.Mode) *solve.Workload {
	family := "queens-one"
	if mode == solve.CountAll {
		family = "queens-count"
	}
	return &solve.Workload{
		Name: fmt.Sprintf("%s N=%d", family, n), Kind: "queens", Family: family, Param: n,
		Axes: []solve.Axis{solve.AxisAMO}, Items: 1, Mode: mode,
		Encode: func(_ int, cfg encode.Config) (solve.Instance, error) {
			p, err := New(n)
			if err != nil {
				return solve.Instance{}, err
			}
			m := p.Encode(cfg)
			return solve.Instance{Formula: m.Formula, Projection: m.Projection}, nil
		},
	}
}

// workloads are the benchmark's N-Queens: scaling curves of one solution
// and of counting.
func workloads(src solve.BenchSource) ([]*solve.Workload, []string) {
	var out []*solve.Workload
	add := func(w *solve.Workload, expect time.Duration) {
		w.Expect = expect
		out = append(out, w)
	}
	if src.Quick {
		for _, n := range []int{16, 20, 24} {
			add(Workload(n, solve.SolveOne), 20*time.Millisecond)
		}
		add(Workload(8, solve.CountAll), 100*time.Millisecond)
		return out, nil
	}
	for _, n := range []int{20, 30, 40, 50, 60} {
		add(Workload(n, solve.SolveOne), time.Duration(n*n*n/100)*time.Millisecond)
	}
	for _, n := range []int{8, 9, 10} {
		add(Workload(n, solve.CountAll), time.Duration(1<<(n-8))*200*time.Millisecond)
	}
	return out, nil
}
