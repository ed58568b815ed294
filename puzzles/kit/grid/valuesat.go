package grid

// ValuesAt returns the values of a board (row-major) at cells, in their
// order: a cage's or a line's numbers.
func ValuesAt(board, cells []int) []int {
	v := make([]int, len(cells))
	for k, i := range cells {
		v[k] = board[i]
	}
	return v
}
