package tatham

import "github.com/puzzlesat/puzzlesat/puzzles/kit/grid"

// lineBits are the directions of the bits 1, 2, 4 and 8 with which
// Tatham's games (Pearl, Tracks) write a cell's lines: right, up, left,
// down.
var lineBits = [4]grid.Dir{grid.Right, grid.Up, grid.Left, grid.Down}

// Mask returns the lines that Tatham's bits hold as a mask of directions
// (grid.Dir.Bit).
func Mask(bits int) int {
	m := 0
	for k, d := range lineBits {
		if bits>>k&1 == 1 {
			m |= d.Bit()
		}
	}
	return m
}

// Bits returns a mask of directions as Tatham's bits (see Mask).
func Bits(mask int) int {
	b := 0
	for k, d := range lineBits {
		if mask&d.Bit() != 0 {
			b |= 1 << k
		}
	}
	return b
}
