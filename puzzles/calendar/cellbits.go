package calendar

import "math/bits"

// cellBits is a set of the cells of a board's grid: a bit per cell, in
// row-major order, 64 to a word. The region check grows each region a step
// in every direction at once through these, word by word, since it runs for
// every placement and every branch of the look-ahead.
type cellBits []uint64

func (s cellBits) add(i int)         { s[i>>6] |= 1 << (i & 63) }
func (s cellBits) remove(i int)      { s[i>>6] &^= 1 << (i & 63) }
func (s cellBits) has(i int) bool    { return s[i>>6]&(1<<(i&63)) != 0 }
func newCellBits(cells int) cellBits { return make(cellBits, (cells+63)/64) }

// bitGrid is what a flood fill over the cellBits of one grid needs: the
// grid's width, the cells off its first and last columns (a step right or
// left must not wrap to another row), and scratch sets.
type bitGrid struct {
	cols              int
	notFirst, notLast cellBits
	reg, next         cellBits
}

func newBitGrid(rows, cols int) *bitGrid {
	n := rows * cols
	g := &bitGrid{cols: cols, notFirst: newCellBits(n), notLast: newCellBits(n), reg: newCellBits(n), next: newCellBits(n)}
	for i := range n {
		if i%cols != 0 {
			g.notFirst.add(i)
		}
		if i%cols != cols-1 {
			g.notLast.add(i)
		}
	}
	return g
}

// takeRegion removes from free the region (cells edge to edge) of its
// first cell, and returns the region's size: 0 when free is empty.
func (g *bitGrid) takeRegion(free cellBits) int {
	reg, next := g.reg, g.next
	clear(reg)
	start := -1
	for w, x := range free {
		if x != 0 {
			reg[w], start = x&-x, w
			break
		}
	}
	if start < 0 {
		return 0
	}
	k := uint(g.cols) // ≤ MaxBoardSide < 64
	last := len(reg) - 1
	for {
		changed := false
		for i, x := range reg {
			right := (x & g.notLast[i]) << 1
			left := (x & g.notFirst[i]) >> 1
			down, up := x<<k, x>>k
			if i > 0 {
				right |= (reg[i-1] & g.notLast[i-1]) >> 63
				down |= reg[i-1] >> (64 - k)
			}
			if i < last {
				left |= (reg[i+1] & g.notFirst[i+1]) << 63
				up |= reg[i+1] << (64 - k)
			}
			y := (x | right | left | down | up) & free[i]
			changed = changed || y != x
			next[i] = y
		}
		reg, next = next, reg
		if !changed {
			break
		}
	}
	size := 0
	for i, x := range reg {
		free[i] &^= x
		size += bits.OnesCount64(x)
	}
	return size
}
