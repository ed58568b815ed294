package kit

import (
	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/sat"
)

// Shading adds a variable per cell of s, on when the cell is shaded (its
// literals named "r3c4 shaded" and "r3c4 unshaded"), with the rules that
// the shading genres (Hitori, Kurodoko) share: no two shaded cells share
// a side (the rule "r3c4-r3c5 not both shaded"), and the unshaded cells
// are one piece ("unshaded connected", through Connected: --connect
// applies). The board decodes as a grid.Shading (Bools.Decode).
func (m *Model) Shading(s grid.Shape) Bools {
	sh := m.ShadedCells(s)
	for e := 0; e < s.NumEdges(); e++ {
		a, b := s.Edge(e)
		m.Rule(encode.LE, 1, []sat.Lit{sh.Lit(a), sh.Lit(b)}, "%s not both shaded", s.EdgeName(e))
	}
	m.ConnectedCells(s, sat.Not(sh.All()), -1, "unshaded connected")
	if s.N()/2 > 1 { // at most half the cells shaded: two unshaded or more
		// No unshaded cell walled in by shaded ones: summed over five
		// search orders, Heyawake's 26 collected puzzles took 0.77 of
		// the conflicts and 0.80 of the time searching, Hitori's 0.40 and
		// 0.55, Kurodoko's 1.06 and 0.94; pieces of up to three cells
		// did no better (2026-12-05).
		m.NoSmallPieces(s, sat.Not(sh.All()), 1)
	}
	return sh
}
