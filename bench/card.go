package bench

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// CardSize is the single constraint Σ n literals ≤ k, encoded only: its
// sizes and encoding time. k = 1 compares the at-most-one encodings, larger
// k the cardinality ones.
// Workloads of one family (such as "card k=n/2") make a scaling curve.
func CardSize(family string, n, k int) *Workload {
	axis := Card
	if k == 1 {
		axis = AMO
	}
	return &Workload{
		Name: fmt.Sprintf("card n=%d k=%d", n, k), Kind: "card", Family: family, Param: n,
		Axes: []Axis{axis}, Items: 1, Mode: SizeOnly,
		Encode: func(_ int, cfg encode.Config) (Instance, error) {
			f := sat.NewFormula()
			x := f.NewVars(n)
			encode.AtMost(f, sat.Lits(x), k, cfg)
			return Instance{Formula: f}, nil
		},
	}
}
