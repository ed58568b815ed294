package grid

// SumAt returns the sum of a board's values (row-major) at cells: a
// Kakuro run's total, a cage's.
func SumAt(board, cells []int) int {
	sum := 0
	for _, i := range cells {
		sum += board[i]
	}
	return sum
}
