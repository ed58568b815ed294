package grid

import "fmt"

// CheckLatin checks that the values of a square grid (row-major) form a
// Latin square: each from 1 to the side, none twice in a row or a
// column. A value out of range is "undecided" when it is below 1 (an
// Unknown of --forced, say).
func (s Shape) CheckLatin(v []int) error {
	n := s.Cols
	if len(v) != s.N() || s.Rows != n {
		return fmt.Errorf("%d values on a %s grid, expected a square's %d", len(v), s, s.N())
	}
	for i, x := range v {
		switch {
		case x < 1:
			return fmt.Errorf("%s: undecided", s.Name(i))
		case x > n:
			return fmt.Errorf("%s holds %d, expected 1 to %d", s.Name(i), x, n)
		}
	}
	for k, line := range s.Lines() {
		at := make([]int, n+1)
		for _, i := range line {
			if j := at[v[i]] - 1; j >= 0 {
				return fmt.Errorf("%s holds %d twice, at %s and %s", s.LineName(k), v[i], s.Name(j), s.Name(i))
			}
			at[v[i]] = i + 1
		}
	}
	return nil
}
