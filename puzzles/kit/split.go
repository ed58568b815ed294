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
	// Lookahead, in place of Cubes, says whether p is worth splitting in
	// a run of options o; its cubes are then found by look-ahead on its
	// model's cells (solve.LookaheadCubes), lookaheadPerJob for each
	// worker (for two in job files, which -j must not change), when the
	// split is made: a puzzle whose search ends within its budget pays
	// nothing for them.
	Lookahead func(p P, o *solve.Options) bool
	// After is how long the whole search of a puzzle in a batch runs
	// before it is split (solve.Problem.SplitAfter); AloneAfter the same
	// for a puzzle alone in its run (solve.Problem.SplitAloneAfter).
	After, AloneAfter time.Duration
}

// lookaheadPerJob is how many look-ahead cubes (Split.Lookahead) each
// worker gets. Measured on the site's 13×13 and 14×14 Numberlinks,
// --unique -j 2, three runs each (2026-12-07): 4 cubes in all took 8.1
// and 5.5 s (medians), 6 took 7.4 and 7.2 s, 8 took 7.5 and 7.6 s; 2
// cubes took the 14×14 7.8 s, 16 took it 7.1 s.
const lookaheadPerJob = 2

// split sets prob's splitting for puzzle p, whose model m has been built
// under the run's options o. Every puzzle of a genre of Cubes gets a
// Split, nil for a puzzle without cubes: a batch keeps to worker
// processes when its first problem has one (solve.Run), so that a hard
// puzzle after a small one can still be split past its budget. Under
// Lookahead, only the puzzles worth it do.
func (s *Split[P]) split(prob *solve.Problem, p P, m *Model, o *solve.Options) {
	var cubes [][]sat.Lit
	worth := false
	if s.Cubes != nil {
		cubes = s.Cubes(p, m.Cells())
		worth = len(cubes) > 1
	} else if worth = s.Lookahead(p, o); !worth {
		// No Split: a batch of such puzzles starts on goroutines
		// (solve.Run), as a genre without splits does; a one-solution
		// batch of Numberlink's collected puzzles took 0.30 s in worker
		// processes against 0.21 s.
		return
	}
	prob.SplitAlone = true
	if worth {
		prob.SplitAfter, prob.SplitAloneAfter = s.After, s.AloneAfter
	}
	prob.Split = func(bool) []solve.Part {
		// Cubes pay off side by side (-j above 1), and job files carry
		// them whatever -j; a proof is of the whole formula.
		if !worth || (o.Jobs < 2 && o.Split == "" && o.Merge == "") || o.NeedsCNF() {
			return nil
		}
		if cubes == nil {
			n := lookaheadPerJob * max(o.Jobs, 2)
			if o.Split != "" || o.Merge != "" {
				// Job files are merged whatever -j, maybe on another
				// machine: their cubes must not depend on it.
				n = lookaheadPerJob * 2
			}
			cubes = solve.LookaheadCubes(m.F, m.Cells(), n)
		}
		if len(cubes) < 2 {
			return nil
		}
		return []solve.Part{{Cubes: cubes, Weight: 1}}
	}
}
