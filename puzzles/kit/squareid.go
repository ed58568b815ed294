package kit

import "github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"

// IsSquareID reports whether s reads as a Tatham game ID whose
// parameters begin with a number, the side of a square grid: "4:DESC",
// "5a:DESC" (Unequal, Keen). It is a Link's Is for such a genre.
func IsSquareID(s string) bool {
	params, _, _, _, ok := tatham.Split(s)
	return ok && params != "" && params[0] >= '0' && params[0] <= '9'
}
