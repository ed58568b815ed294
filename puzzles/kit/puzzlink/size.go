package puzzlink

import "github.com/puzzlesat/puzzlesat/puzzles/kit/scan"

// Within returns an *Error at the COLS field when the grid is larger than
// max a side (a genre's limit, grid.MaxSide say), else nil.
func (u *URL) Within(max int) error {
	if u.Cols > max || u.Rows > max {
		return scan.Errorf(u.colsCol, "a %d×%d grid: expected at most %d a side", u.Cols, u.Rows, max)
	}
	return nil
}

// SizeError returns an *Error at the COLS field: a size that the genre
// cannot take (a Sudoku's side that has no blocks), though within its
// limit.
func (u *URL) SizeError(format string, args ...any) error {
	return scan.Errorf(u.colsCol, format, args...)
}
