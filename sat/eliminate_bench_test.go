package sat

import (
	"fmt"
	"math/rand"
	"testing"
)

// BenchmarkEliminate measures elimination alone on the clauses of Latin
// squares (pairwise at most one, every variable defined by gates, as in a
// Sudoku or a Star Battle's rows), where no variable passes the bound:
// the cost of trying.
func BenchmarkEliminate(b *testing.B) {
	for _, n := range []int{9, 16} {
		f, _ := latin(n)
		var cs [][]Lit
		f.Clauses(func(c []Lit) { cs = append(cs, c) })
		b.Run(fmt.Sprintf("latin%d", n), func(b *testing.B) {
			b.ReportAllocs()
			eliminated := 0
			for b.Loop() {
				_, steps := eliminate(cs[:len(cs):len(cs)], f.NumVars(), nil)
				eliminated = len(steps)
			}
			b.ReportMetric(float64(eliminated), "eliminated")
		})
	}
}

// BenchmarkNewSolverEliminate measures a solver's set-up with elimination
// (propagation of the givens, elimination, gophersat's own) on Latin
// squares with a third of the cells given, as a Sudoku's set-up is.
func BenchmarkNewSolverEliminate(b *testing.B) {
	for _, n := range []int{9, 16, 25} {
		f, x := latin(n)
		rng := rand.New(rand.NewSource(1))
		var units []Lit
		for r := 0; r < n; r++ {
			for c := 0; c < n; c++ {
				if rng.Intn(3) == 0 {
					units = append(units, x[(r*n+c)*n+(r+c)%n].Pos())
				}
			}
		}
		b.Run(fmt.Sprintf("latin%d", n), func(b *testing.B) {
			b.ReportAllocs()
			eliminated := 0
			for b.Loop() {
				s := newSolver(f, units, solverOpts{eliminate: true, keep: []Var{}})
				eliminated = len(s.elim)
			}
			b.ReportMetric(float64(eliminated), "eliminated")
		})
	}
}
