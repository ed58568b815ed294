package kit

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
)

// TestNoSmallPieces: on every set of cells of small grids, the clauses
// hold exactly when no piece of the set (cells joined by sides, found by
// a flood fill) has k cells or fewer; a cell never on (literal 0) is off.
func TestNoSmallPieces(t *testing.T) {
	for _, s := range []grid.Shape{{Rows: 1, Cols: 5}, {Rows: 2, Cols: 3}, {Rows: 3, Cols: 3}, {Rows: 3, Cols: 4}} {
		for k := 1; k <= 4; k++ {
			for never := -1; never < 2; never++ { // a cell without a literal, or none
				m := NewModel(encode.Config{})
				b := m.Bools(s.N(), nil)
				on := b.All()
				if never >= 0 {
					on[never] = 0
				}
				m.NoSmallPieces(s, on, k)
				m.Close()
				for mask := 0; mask < 1<<s.N(); mask++ {
					model := make([]bool, m.F.NumVars()+1)
					set := make([]bool, s.N())
					for i := range set {
						set[i] = mask>>i&1 == 1 && on[i] != 0
						if on[i] != 0 {
							model[on[i].Var()] = set[i]
						}
					}
					want := smallestPiece(s, set) > k
					if got := m.F.Falsified(model) == 0; got != want {
						t.Fatalf("%v k=%d, never on %d, cells %b: clauses hold %v, want %v", s, k, never, mask, got, want)
					}
				}
			}
		}
	}
	m := NewModel(encode.Config{Select: encode.SelectAll})
	m.NoSmallPieces(grid.Shape{Rows: 2, Cols: 2}, m.Bools(4, nil).All(), 2)
	if m.Close(); m.F.NumClauses() != 0 {
		t.Errorf("a named model got %d clauses: they are no rule", m.F.NumClauses())
	}
}

// smallestPiece returns the size of the smallest piece of set (its cells
// joined through sides, as grid.Shape.Components finds them), or more
// than any when set is empty.
func smallestPiece(s grid.Shape, set []bool) int {
	small := s.N() + 1
	for _, g := range s.Components(func(i int) bool { return set[i] }, func(a, b int) bool { return true }) {
		small = min(small, len(g))
	}
	return small
}
