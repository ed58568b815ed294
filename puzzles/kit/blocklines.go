package kit

import (
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/sat"
)

// GuideBlockLines states, as guides (Guide), that at most two of the four
// lines inside each 2×2 block of s are on (e: the lines between cells, as
// Edges makes them): one clause per three of them. In a genre whose
// guide joins any two neighbouring cells of one path (Numberlink's), a
// third line would join the fourth pair, a loop of four cells apart
// from the ends, so the guided model says it already; stated, the search
// sees it sooner.
func (m *Model) GuideBlockLines(s grid.Shape, e Bools) { m.blockLines(s, e, m.Guide) }

// blockLines states GuideBlockLines's clauses with state (Guide or
// HopeClause).
func (m *Model) blockLines(s grid.Shape, e Bools, state func(...sat.Lit)) {
	for _, b := range s.Blocks() {
		var off []sat.Lit
		for _, k := range s.BlockEdges(b) {
			off = append(off, e.Lit(k).Not())
		}
		for skip := range off {
			state(slices.Delete(slices.Clone(off), skip, skip+1)...)
		}
	}
}
