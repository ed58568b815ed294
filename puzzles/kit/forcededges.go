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
// the rest) replaced by "on", every edge that every solution has, and
// "off", every edge that none has, each as the pairs of its cells
// [[r, c], [r, c]] (grid.Shape.EdgePairs), in row-major order of the
// first cell: the shape of Slitherlink's "forced" between its dots. An
// edge in neither is open. lines gives the shape and the cells' masks
// (grid.Shape.Masks); the edges off come from the model's edges of that
// shape (Model.Edges, as Model.Loop and Model.Path make them), which the
// masks cannot tell from the open ones.
func ForcedEdges[P, S any](show func(P, S, bool) solve.Answer, key string, lines func(P, S) (grid.Shape, []int)) func(P, S, bool) solve.Answer {
	return func(p P, s S, colour bool) solve.Answer {
		a := show(p, s, colour)
		fields := maps.Clone(a.Fields)
		delete(fields, key)
		shape, masks := lines(p, s)
		fields["on"] = shape.EdgePairs(masks)
		fields["off"] = edgesOff{shape} // Genre.Problem's ShowForced fills it in
		a.Fields = map[string]any{"forced": fields}
		return a
	}
}

// edgesOff stands in ForcedEdges's fields for the edges of shape that
// every solution leaves off, which only the values of the model's
// variables tell (Model.fillEdgesOff).
type edgesOff struct{ shape grid.Shape }

// shapeEdges are the variables of the edges of a shape (Model.Edges).
type shapeEdges struct {
	shape grid.Shape
	edge  Bools
}

// fillEdgesOff puts in place of an edgesOff under fields' "forced" the
// edges of its shape that v (forced values) sets off in every one of
// the model's grids of edges of that shape, as pairs of cells in
// row-major order (as grid.Shape.EdgePairs lists edges on). With no such
// grid nothing tells them, and "off" is dropped.
func (m *Model) fillEdgesOff(fields map[string]any, v Values) {
	f, ok := fields["forced"].(map[string]any)
	if !ok {
		return
	}
	o, ok := f["off"].(edgesOff)
	if !ok {
		return
	}
	var grids []Bools
	for _, g := range m.edges {
		if g.shape == o.shape {
			grids = append(grids, g.edge)
		}
	}
	if len(grids) == 0 {
		delete(f, "off")
		return
	}
	off := make([]bool, o.shape.NumEdges())
	for e := range off {
		off[e] = true
		for _, g := range grids {
			off[e] = off[e] && g.Get(v, e) == 0
		}
	}
	f["off"] = o.shape.EdgePairs(o.shape.Masks(off))
}
