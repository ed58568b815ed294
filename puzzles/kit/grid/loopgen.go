package grid

import (
	"math"
	"math/rand"
)

// GrowLoop returns a random loop through the centres of the cells of s
// (a mask per cell, see Masks): the boundary of a region of the faces
// between the centres, grown face by face from a random one while it
// stays one piece without holes and its boundary one loop. A face may
// join when the region's faces among its eight neighbours are one run
// around it, not a corner alone, and it touches one or two of them by a
// side, so that the region branches thinly and its boundary passes most
// cells. Of a few faces that may join, the one whose loop scores highest
// joins (score nil: any), as Tatham's loop generator favours the loops
// that make good clues. s needs two rows and two columns.
func (s Shape) GrowLoop(rng *rand.Rand, score func(mask []int) int) []int {
	f := Shape{s.Rows - 1, s.Cols - 1}
	in := make([]bool, f.N())
	in[rng.Intn(f.N())] = true
	ring := [8][2]int{{-1, 0}, {-1, 1}, {0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}}
	has := func(r, c int) bool { return f.In(r, c) && in[f.Index(r, c)] }
	boundary := func() []int {
		on := make([]bool, s.NumEdges())
		for e := range on {
			a, _ := s.Edge(e)
			r, c := s.RC(a)
			if s.Horizontal(e) { // the faces above and below
				on[e] = has(r-1, c) != has(r, c)
			} else { // left and right
				on[e] = has(r, c-1) != has(r, c)
			}
		}
		return s.Masks(on)
	}
	for {
		var can []int
		for i := range in {
			r, c := f.RC(i)
			runs, sides := 0, 0
			for k, d := range ring {
				here := has(r+d[0], c+d[1])
				if here && k%2 == 0 {
					sides++
				}
				if here && !has(r+ring[(k+7)%8][0], c+ring[(k+7)%8][1]) {
					runs++
				}
			}
			if !in[i] && runs == 1 && (sides == 1 || sides == 2) {
				can = append(can, i)
			}
		}
		if len(can) == 0 {
			return boundary()
		}
		best, most := -1, math.MinInt // a score may be negative
		for k := 0; k < 10; k++ {
			i := can[rng.Intn(len(can))]
			if score == nil {
				best = i
				break
			}
			in[i] = true
			if v := score(boundary()); v > most {
				best, most = i, v
			}
			in[i] = false
		}
		in[best] = true
	}
}

// ThinLoop scores a loop (a mask per cell) for GrowLoop: the cells it
// passes, less its 2×2 blocks of loop cells, through which the same
// cells often hold a second loop that no clue outside the loop tells
// apart (Yajilin's generator).
func (s Shape) ThinLoop(mask []int) int {
	n := 0
	for _, m := range mask {
		n += min(m, 1)
	}
	for _, b := range s.Blocks() {
		if mask[b[0]] != 0 && mask[b[1]] != 0 && mask[b[2]] != 0 && mask[b[3]] != 0 {
			n--
		}
	}
	return n
}

// JunctionOf returns the box-drawing character of a mask of directions
// (Dir.Bit): "┐" for left and down.
func JunctionOf(mask int) string {
	return Junction(mask&Up.Bit() != 0, mask&Down.Bit() != 0, mask&Left.Bit() != 0, mask&Right.Bit() != 0)
}
