package kit

import (
	"time"

	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// Split says how a genre cuts the search of a hard puzzle into cubes that
// worker processes search side by side (solve.Problem.Split). A puzzle
// is split only when it is alone in its run, or once its whole search has
// run past its budget in a batch (solve.Problem.SplitAlone).
type Split[P any] struct {
	// Cubes returns the cubes of p's search over its model's cells
	// (cells[i] the variables of cell i, as Model.Cells gives them), or
	// nil when p is not worth splitting: it is then never split. The
	// cubes must be disjoint and cover every solution.
	Cubes func(p P, cells [][]sat.Var) [][]sat.Lit
	// After is how long the whole search of a puzzle in a batch runs
	// before it is split (solve.Problem.SplitAfter); AloneAfter the same
	// for a puzzle alone in its run (solve.Problem.SplitAloneAfter).
	After, AloneAfter time.Duration
}

// split sets prob's splitting for puzzle p, whose model m has been built
// under the run's options o. Every puzzle of the genre gets a Split, nil
// for a puzzle without cubes: a batch keeps to worker processes when its
// first problem has one (solve.Run), so that a hard puzzle after a small
// one can still be split past its budget.
func (s *Split[P]) split(prob *solve.Problem, p P, m *Model, o *solve.Options) {
	cubes := s.Cubes(p, m.Cells())
	prob.SplitAlone = true
	if len(cubes) > 1 {
		prob.SplitAfter, prob.SplitAloneAfter = s.After, s.AloneAfter
	}
	prob.Split = func(bool) []solve.Part {
		// Cubes pay off side by side (-j above 1), and job files carry
		// them whatever -j; a proof is of the whole formula.
		if len(cubes) < 2 || (o.Jobs < 2 && o.Split == "" && o.Merge == "") || o.NeedsCNF() {
			return nil
		}
		return []solve.Part{{Cubes: cubes, Weight: 1}}
	}
}
