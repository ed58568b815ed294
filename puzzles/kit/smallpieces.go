package kit

import (
	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/sat"
)

// NoSmallPieces states that no group of at most k cells of s, joined by
// sides, is on with every cell beside it off: a clause a group. The
// caller knows that the cells on are one piece (ConnectedCells) of more
// than k cells, so the clauses are implied; they are the cuts that lazy
// connectivity would find only in whole models, stated up front, where
// propagation uses them (Nurikabe's wall: see its README). They are no
// rule and are left out when the model names its rules (Named): --explain
// must not find a conflict in clauses that switching "connected" off
// would not remove.
func (m *Model) NoSmallPieces(s grid.Shape, on []sat.Lit, k int) {
	if m.named {
		return
	}
	in := make([]bool, s.N())
	var touched []int
groups:
	for _, cells := range polyominoes(s, k) {
		for _, i := range touched {
			in[i] = false
		}
		touched = touched[:0]
		c := make([]sat.Lit, 0, 3*len(cells)+2)
		for _, i := range cells {
			if on[i] == 0 {
				continue groups
			}
			in[i], touched = true, append(touched, i)
			c = append(c, on[i].Not())
		}
		for _, i := range cells {
			for _, j := range s.Neighbours(i) {
				if !in[j] {
					in[j], touched = true, append(touched, j)
					if on[j] != 0 {
						c = append(c, on[j])
					}
				}
			}
		}
		m.Add(encode.GE, 1, c...)
	}
}
