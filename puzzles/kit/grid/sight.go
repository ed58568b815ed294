package grid

// Sight is two marked cells that see each other along a row or a column
// (no marked cell between them), A before B in row-major order.
type Sight struct {
	A, B    int
	Down    bool  // along a column; false: along a row
	Between []int // the cells between A and B, from A's side
}

// Sights returns the pairs of marked cells that see each other, by their
// first cell in row-major order, the pair across before the one down:
// the islands of Hashiwokakero, say, and where their bridges may go.
func (s Shape) Sights(marked func(i int) bool) []Sight {
	var out []Sight
	for i := 0; i < s.N(); i++ {
		for _, d := range []Dir{Right, Down} {
			ray := s.Ray(i, d)
			for k, j := range ray {
				if marked(j) {
					if marked(i) {
						out = append(out, Sight{i, j, d == Down, ray[:k:k]})
					}
					break
				}
			}
		}
	}
	return out
}

// Through returns, for each cell, the index in sights of the sight
// across and of the one down that pass between their ends over it, -1
// where none does: two sights cross where both are set.
func (s Shape) Through(sights []Sight) (across, down []int) {
	across, down = make([]int, s.N()), make([]int, s.N())
	for i := range across {
		across[i], down[i] = -1, -1
	}
	for k, sg := range sights {
		for _, c := range sg.Between {
			if sg.Down {
				down[c] = k
			} else {
				across[c] = k
			}
		}
	}
	return across, down
}
