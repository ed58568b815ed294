package kit

import "github.com/puzzlesat/puzzlesat/sat"

// NonZero returns the literals that are not 0, in a slice of its own:
// for a clause over literals of which some do not exist (0 where a
// pair or a cell has none).
func NonZero(lits ...sat.Lit) []sat.Lit {
	out := make([]sat.Lit, 0, len(lits))
	for _, l := range lits {
		if l != 0 {
			out = append(out, l)
		}
	}
	return out
}
