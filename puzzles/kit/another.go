package kit

import (
	"context"
	"reflect"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// Another returns a solution of p other than s, and false when s is the
// only one: what a generator that repairs its full puzzle until it has
// one solution (Bridges, Dominosa) asks after each repair, to see where
// the two differ.
func (g *Genre[P, S]) Another(ctx context.Context, p P, s S) (S, bool, error) {
	return g.AnotherUnder(ctx, encode.Config{}, p, s)
}

// AnotherUnder is Another with the model under cfg: the encodings a
// generator measured best for its puzzles (reachability for Galaxies'
// partitions, say).
func (g *Genre[P, S]) AnotherUnder(ctx context.Context, cfg encode.Config, p P, s S) (S, bool, error) {
	m, decode := g.Build(p, cfg)
	var out S
	found := false
	_, err := sat.Enumerate(ctx, m.F, m.Projection(), nil, 2, func(x []bool) bool {
		if b := decode(Solution(x)); !reflect.DeepEqual(b, s) {
			out, found = b, true
		}
		return !found
	})
	return out, found, err
}
