package queens

import (
	"slices"

	"github.com/puzzlesat/puzzlesat/sat"
)

// Counting up to the board's eight symmetries (rotations and reflections).
//
// Every solution has exactly one queen on each of the four edge lines: row
// 1, the last column, the last row and column 1. Those (up to four) queens
// are the solution's frame. A symmetry of the board maps solutions to
// solutions and frames to frames, so the solutions with frame F and those
// with its image g(F) are as many. The count is then the sum, over one
// frame per orbit (the smallest in the order of frameKey), of the orbit's
// size times the solutions with that frame: each frame is a cube fixing
// its queens, weighted by its orbit's size. It stays exact: no solution is
// weighted, only frames, whose orbits are counted one by one. Compared
// with the mirror alone (weight 2), the search finds about a quarter of the
// solutions.

// square is a (row, column) pair.
type square [2]int

// frame is the queens on the edge lines, sorted, without repeats (a
// corner queen stands on two edge lines).
type frame []square

// transforms are the board's eight symmetries on an n×n board.
func transforms(n int) []func(square) square {
	m := n - 1
	return []func(square) square{
		func(s square) square { return s },
		func(s square) square { return square{s[1], m - s[0]} },     // a quarter turn
		func(s square) square { return square{m - s[0], m - s[1]} }, // a half turn
		func(s square) square { return square{m - s[1], s[0]} },     // three quarters
		func(s square) square { return square{s[0], m - s[1]} },     // mirrored left to right
		func(s square) square { return square{m - s[0], s[1]} },     // top to bottom
		func(s square) square { return square{s[1], s[0]} },         // the main diagonal
		func(s square) square { return square{m - s[1], m - s[0]} }, // the other diagonal
	}
}

func (f frame) key(n int) int64 {
	var k int64
	for _, s := range f {
		k = k*int64(n*n) + int64(s[0]*n+s[1])
	}
	return k*8 + int64(len(f)) // frames of 2, 3 and 4 queens apart
}

// image returns g(f), sorted.
func (f frame) image(g func(square) square) frame {
	out := make(frame, len(f))
	for i, s := range f {
		out[i] = g(s)
	}
	slices.SortFunc(out, func(a, b square) int { return (a[0]-b[0])*1_000_000 + a[1] - b[1] })
	return out
}

// frames lists every frame of non-attacking queens with one queen on each
// edge line, calling fn with each.
func frames(n int, fn func(frame)) {
	m := n - 1
	for a := 0; a < n; a++ { // row 1's queen: (0, a)
		for b := 0; b < n; b++ { // the last column's: (b, m)
			for c := 0; c < n; c++ { // the last row's: (m, c)
				for d := 0; d < n; d++ { // column 1's: (d, 0)
					qs := []square{{0, a}, {b, m}, {m, c}, {d, 0}}
					var f frame
					for _, q := range qs {
						if !slices.Contains(f, q) {
							f = append(f, q)
						}
					}
					if framed(n, f) {
						fn(f.image(func(s square) square { return s }))
					}
				}
			}
		}
	}
}

// framed says whether the queens f stand one on each edge line and attack
// no one another.
func framed(n int, f frame) bool {
	m := n - 1
	on := func(test func(square) bool) int {
		k := 0
		for _, s := range f {
			if test(s) {
				k++
			}
		}
		return k
	}
	if on(func(s square) bool { return s[0] == 0 }) != 1 || on(func(s square) bool { return s[0] == m }) != 1 ||
		on(func(s square) bool { return s[1] == 0 }) != 1 || on(func(s square) bool { return s[1] == m }) != 1 {
		return false
	}
	for i, s := range f {
		if attacks(f[:i], s) {
			return false
		}
	}
	return true
}

// attacks says whether a queen of f attacks the square q.
func attacks(f frame, q square) bool {
	for _, t := range f {
		dr, dc := q[0]-t[0], q[1]-t[1]
		if dr == 0 || dc == 0 || dr == dc || dr == -dc {
			return true
		}
	}
	return false
}

// FrameCubes splits the count by the queens on the four edge lines, one
// frame per orbit under the board's symmetries, weighted by the orbit's
// size (see above), and each frame's by row 2's queen (from 5×5 on,
// unless the frame holds it). Valid only when no queen is placed in advance:
// the symmetries must map the puzzle to itself.
func (m *Model) FrameCubes() (cubes [][]sat.Lit, weights []int64) {
	n := m.Puzzle.N
	gs := transforms(n)
	frames(n, func(f frame) {
		k := f.key(n)
		images := map[int64]bool{}
		for _, g := range gs {
			ik := f.image(g).key(n)
			if ik < k {
				return // not the orbit's smallest frame
			}
			images[ik] = true
		}
		cube := make([]sat.Lit, len(f))
		for i, s := range f {
			cube[i] = m.Squares[s[0]*n+s[1]].Pos()
		}
		if n < 5 || slices.ContainsFunc(f, func(s square) bool { return s[0] == 1 }) {
			cubes = append(cubes, cube)
			weights = append(weights, int64(len(images)))
			return
		}
		// Each frame's cube is split again by row 2's queen: a frame
		// holds about 28 of 14-queens' solutions, and the blocking
		// clauses of so many slow the search (1,632 cubes by frame
		// alone took twice the time of 11,083 by frame and row 2, at
		// the same conflicts; by rows 2 and 13 too, 1.6 to 2.7 times).
		for c := 1; c < n-1; c++ {
			if !attacks(f, square{1, c}) {
				cubes = append(cubes, append(slices.Clone(cube), m.Squares[n+c].Pos()))
				weights = append(weights, int64(len(images)))
			}
		}
	})
	return cubes, weights
}
