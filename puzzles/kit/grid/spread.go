package grid

import (
	"math/rand"
	"slices"
)

// Spread grows the labelled cells of from over the cells that label
// leaves unlabelled (−1), at random, until none is left next to a
// labelled one: a random cell of the edge (at first from) gives its
// label to a neighbour in a random direction that has none and both stay
// on the edge; one with no such neighbour leaves the edge.
func (s Shape) Spread(rng *rand.Rand, label []int, from []int) {
	edge := slices.Clone(from)
	for len(edge) > 0 {
		k := rng.Intn(len(edge))
		i := edge[k]
		edge[k] = edge[len(edge)-1]
		edge = edge[:len(edge)-1]
		for _, j := range rng.Perm(4) {
			if n, ok := s.Step(i, Dir(j)); ok && label[n] < 0 {
				label[n] = label[i]
				edge = append(edge, n, i)
				break
			}
		}
	}
}
