package bench

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/queens"
)

// QueensOne is N-Queens on an empty N×N board, one solution.
func QueensOne(n int) *Workload {
	return queensWorkload(n, SolveOne, "queens-one")
}

// QueensCount is N-Queens on an empty N×N board, every solution counted.
func QueensCount(n int) *Workload {
	return queensWorkload(n, CountAll, "queens-count")
}

func queensWorkload(n int, mode Mode, family string) *Workload {
	return &Workload{
		Name: fmt.Sprintf("%s N=%d", family, n), Kind: "queens", Family: family, Param: n,
		Axes: []Axis{AMO}, Items: 1, Mode: mode,
		Encode: func(_ int, cfg encode.Config) (Instance, error) {
			p, err := queens.New(n)
			if err != nil {
				return Instance{}, err
			}
			m := p.Encode(cfg)
			return Instance{Formula: m.Formula, Projection: m.Projection}, nil
		},
	}
}
