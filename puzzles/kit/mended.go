package kit

import (
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/solve"
)

// Mended makes a puzzle with one solution, for a generator of its own
// (Generator.Own) that mends a drawn puzzle: draw makes a puzzle and a
// solution of it, or false to draw again; while another solution
// differs, mend changes the puzzle (and the solution, in place) so that
// the drawn solution stays one and the other goes, or says false to draw
// again. A draw is mended at most steps times, and at most MaxTries are
// made. givens counts the clues of the puzzle made, whose solution is s.
func (g *Genre[P, S]) Mended(ctx context.Context, steps int, draw func() (P, S, bool), mend func(p P, s, other S) (P, bool), givens func(p P, s S) int) (*solve.Generated, error) {
	for try := 0; try < MaxTries; try++ {
		p, s, ok := draw()
		for step := 0; ok && step < steps; step++ {
			other, found, err := g.Another(ctx, p, s)
			if err != nil {
				return nil, err
			}
			if !found {
				return g.Solved(p, s, givens(p, s))
			}
			p, ok = mend(p, s, other)
		}
	}
	return nil, fmt.Errorf("%w in %d tries", solve.ErrNoPuzzle, MaxTries)
}
