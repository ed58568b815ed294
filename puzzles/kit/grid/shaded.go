package grid

import "fmt"

// Shaded returns which cells of the shading b are shaded, or an error
// when b is not a board of s or leaves a cell undecided ("r3c4:
// undecided"): the start of a shading genre's verifier.
func (s Shape) Shaded(b Shading) ([]bool, error) {
	if len(b) != s.N() {
		return nil, fmt.Errorf("%d cells, expected %d", len(b), s.N())
	}
	on := make([]bool, len(b))
	for i, x := range b {
		if x != 0 && x != 1 {
			return nil, fmt.Errorf("%s: undecided", s.Name(i))
		}
		on[i] = x == 1
	}
	return on, nil
}
