package grid

import (
	"fmt"
	"math/rand"
)

// A tiling of a shape by dominoes (Magnets' layout, Dominosa's answer)
// is a mate per cell: the other half of its domino, or the cell itself
// for a cell in none.

// halves are the letters of a domino's halves in Simon Tatham's IDs (L R
// T B: left, right, top, bottom), each with where the other half lies;
// '*' is a cell in none.
var halves = map[byte]Dir{'L': Right, 'R': Left, 'T': Down, 'B': Up}

// SetHalf sets cell i's mate from its letter (LRTB*), and reports
// whether the letter is one and its other half on the grid.
func (s Shape) SetHalf(mate []int, i int, c byte) bool {
	d, ok := halves[c]
	if ok {
		mate[i], ok = s.Step(i, d)
	}
	if c == '*' {
		mate[i], ok = i, true
	}
	return ok
}

// Half returns cell i's letter (LRTB*).
func (s Shape) Half(mate []int, i int) byte {
	for c, d := range halves {
		if j, ok := s.Step(i, d); ok && j == mate[i] {
			return c
		}
	}
	return '*'
}

// CheckTiling returns the first cell whose other half is not its mate
// back, with an error naming it; −1 and nil when there is none.
func (s Shape) CheckTiling(mate []int) (int, error) {
	for i, j := range mate {
		if j < 0 || j >= len(mate) || mate[j] != i {
			return i, fmt.Errorf("%s: the domino's other half does not match", s.Name(i))
		}
	}
	return -1, nil
}

// Dominoes returns the dominoes of a tiling, each its first cell in
// row-major order first.
func Dominoes(mate []int) [][2]int {
	var out [][2]int
	for i, j := range mate {
		if i < j {
			out = append(out, [2]int{i, j})
		}
	}
	return out
}

// RandomTiling tiles s with dominoes at random: each cell in turn, in a
// random order, pairs with a free neighbour if it has one; a cell left
// without is in none.
func (s Shape) RandomTiling(rng *rand.Rand) []int {
	mate := make([]int, s.N())
	for i := range mate {
		mate[i] = i
	}
	for _, i := range rng.Perm(s.N()) {
		var free []int
		for _, j := range s.Neighbours(i) {
			if mate[j] == j && mate[i] == i {
				free = append(free, j)
			}
		}
		if len(free) > 0 {
			j := free[rng.Intn(len(free))]
			mate[i], mate[j] = j, i
		}
	}
	return mate
}
