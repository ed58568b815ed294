package grid

import "fmt"

// Shaded returns which cells of the shading b are shaded, or an error
// when b is not a board of s or leaves a cell undecided ("r3c4:
// undecided"): the start of a shading genre's verifier.
func (s Shape) Shaded(b Shading) ([]bool, error) {
	if len(b) != s.N() {
		return nil, fmt.Errorf("%d cells, expected %d", len(b), s.N())
	}
	return Decided(b, s.Name)
}

// Decided returns where a board of 0s and 1s (a cell's, an edge's) holds
// 1, or an error at the first place, by its name, that holds neither
// ("r3c4: undecided").
func Decided(b []int, name func(k int) string) ([]bool, error) {
	on := make([]bool, len(b))
	for k, x := range b {
		if x != 0 && x != 1 {
			return nil, fmt.Errorf("%s: undecided", name(k))
		}
		on[k] = x == 1
	}
	return on, nil
}
