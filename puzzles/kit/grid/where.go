package grid

// Where returns which cells of a board hold the value v: a Shading's
// shaded cells (v 1), a board's cells of one kind.
func Where(board []int, v int) []bool {
	out := make([]bool, len(board))
	for i, x := range board {
		out[i] = x == v
	}
	return out
}
