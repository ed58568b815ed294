package kit

// GivenDistinctSum states DistinctSum as one clue of the puzzle: its
// constraints tagged tag and named by format and args, as Given names a
// clue ("r2c3 down=16"; Kakuro's sums, Killer Sudoku's cages).
func (m *Model) GivenDistinctSum(tag int, x OneHot, cells []int, target int, format string, args ...any) {
	mark := m.Mark()
	m.DistinctSum(x, cells, target)
	m.GivenName(mark, tag, format, args...)
}
