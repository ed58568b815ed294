package kit

import (
	mbits "math/bits"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// Patterns states that the literals take one of the patterns given, each
// a bit set (bit k the value of lits[k]; up to 64 literals): a table, as
// Table is over a OneHot. A selector per pattern, one of them true, each
// implying its values, and each value of a literal implying one of the
// patterns that have it, so that unit propagation keeps every literal to
// the values that the patterns still possible allow. No pattern makes it
// unsatisfiable. Tapa's clues state the shadings around them that match.
// The constraints are added with Add, for the caller to name (Mark).
// It returns the fewest literals true in a pattern, so true in every
// solution (0 without patterns).
func (m *Model) Patterns(lits []sat.Lit, patterns []uint64) (fewest int) {
	sel := m.Aux(len(patterns))
	m.Add(encode.GE, 1, sel.All()...)
	support := make([][2][]sat.Lit, len(lits))
	fewest = len(lits)
	if len(patterns) == 0 {
		fewest = 0
	}
	for t, bits := range patterns {
		fewest = min(fewest, mbits.OnesCount64(bits))
		for k, l := range lits {
			on := bits >> k & 1
			support[k][on] = append(support[k][on], sel.Lit(t))
			if on == 0 {
				l = l.Not()
			}
			m.Add(encode.GE, 1, sel.Lit(t).Not(), l)
		}
	}
	for k, l := range lits {
		for on, lit := range []sat.Lit{l, l.Not()} {
			if len(support[k][on]) == 0 { // every pattern has lit: the clue fixes it by counting
				m.countedUnit(lit)
			} else {
				m.Add(encode.GE, 1, append([]sat.Lit{lit}, support[k][on]...)...)
			}
		}
	}
	return fewest
}
