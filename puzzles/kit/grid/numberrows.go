package grid

// NumberRows returns the numbers of a board (row-major) as rows, the
// "grid" of a JSON answer; a number below 0 (kit.Unknown, where --forced
// leaves a cell open) is 0.
func (s Shape) NumberRows(v []int) [][]int {
	rows := make([][]int, s.Rows)
	for i, x := range v {
		rows[i/s.Cols] = append(rows[i/s.Cols], max(x, 0))
	}
	return rows
}
