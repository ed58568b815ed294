package kit

import (
	"maps"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/solve"
)

// ForcedEdges returns a Genre.ShowForced for a genre whose answer traces
// a loop or a path through the centres of the cells: it draws what show
// draws, and its JSON gives, under "forced", show's fields with key (the
// traced line, which would hold one piece of what is forced, and lose
// the rest) replaced by "on": every edge that every solution has, as the
// pairs of its cells [[r, c], [r, c]] (grid.Shape.EdgePairs). lines
// gives the shape and the cells' masks (grid.Shape.Masks).
func ForcedEdges[P, S any](show func(P, S, bool) solve.Answer, key string, lines func(P, S) (grid.Shape, []int)) func(P, S, bool) solve.Answer {
	return func(p P, s S, colour bool) solve.Answer {
		a := show(p, s, colour)
		fields := maps.Clone(a.Fields)
		delete(fields, key)
		shape, masks := lines(p, s)
		fields["on"] = shape.EdgePairs(masks)
		a.Fields = map[string]any{"forced": fields}
		return a
	}
}
