package grid

// Repeat finds the first of cells (in their order) whose value on board
// (row-major) an earlier one holds: it returns that earlier cell, the
// first with the value, then the cell, and ok false when the values at
// cells all differ. Two equal digits in a Kakuro run, say.
func Repeat(board, cells []int) (first, again int, ok bool) {
	seen := map[int]int{}
	for _, i := range cells {
		if j, ok := seen[board[i]]; ok {
			return j, i, true
		}
		seen[board[i]] = i
	}
	return 0, 0, false
}
