package grid

import "fmt"

// CheckGiven checks that the values of a board (row-major) hold its
// givens: each cell with a given above 0 holds it ("r1c2 holds 3, given
// 4"). A given of 0 or less asks nothing.
func (s Shape) CheckGiven(v, given []int) error {
	for i, g := range given {
		if g > 0 && v[i] != g {
			return fmt.Errorf("%s holds %d, given %d", s.Name(i), v[i], g)
		}
	}
	return nil
}
