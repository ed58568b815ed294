package kit

import (
	"context"
	"math/rand"
)

// SolvedLayout draws layouts (layout returns one, or false to draw again)
// until one has a solution, and returns it with a random solution of it
// (RandomSolution): a generator's rooms, regions or black cells, which
// may admit no filling at all. It stops when ctx is done, and says false
// after tries layouts without a solution, for the generator to give up
// (solve.ErrNoPuzzle) saying what the user may change.
func (g *Genre[P, S]) SolvedLayout(ctx context.Context, rng *rand.Rand, tries int, layout func() (P, bool)) (P, S, bool, error) {
	var p P
	var s S
	for range tries {
		if err := ctx.Err(); err != nil {
			return p, s, false, err
		}
		var ok bool
		if p, ok = layout(); !ok {
			continue
		}
		s, ok, err := g.RandomSolution(ctx, p, rng)
		if err != nil || ok {
			return p, s, ok, err
		}
	}
	return p, s, false, nil
}
