package kit

import (
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/sat"
)

// Joined returns a Derived fact for each edge of s, for --forced: that
// one chosen piece holds both its cells, whichever piece (piece k, of
// cells cells(k), chosen when chosen.Lit(k) is true). It is asked only
// between two cells that open, given what is forced of the projection,
// leaves open (a Shikaku's cells whose rectangle differs between
// solutions).
func (m *Model) Joined(s grid.Shape, pieces int, cells func(k int) []int, chosen Bools, open func(known Values) func(i int) bool) Bools {
	return m.Derived(s.NumEdges(), func(joined Bools, known Values, clause func(...sat.Lit)) (asked []int) {
		isOpen := open(known)
		over := map[int][]sat.Lit{} // an edge asked: the pieces that hold it
		for e := range s.NumEdges() {
			if a, b := s.Edge(e); isOpen(a) && isOpen(b) {
				asked, over[e] = append(asked, e), []sat.Lit{joined.Lit(e).Not()}
			}
		}
		in := make([]bool, s.N())
		for k := range pieces {
			for _, a := range cells(k) {
				in[a] = true
			}
			for _, a := range cells(k) {
				for _, b := range s.Neighbours(a) {
					e, _ := s.EdgeBetween(a, b)
					if lits, asking := over[e]; in[b] && a < b && asking {
						over[e] = append(lits, chosen.Lit(k))
						clause(chosen.Lit(k).Not(), joined.Lit(e))
					}
				}
			}
			for _, a := range cells(k) {
				in[a] = false
			}
		}
		for _, e := range asked {
			clause(over[e]...)
		}
		return asked
	})
}
