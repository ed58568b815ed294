package grid

import "math/rand"

// GrowRegions divides the cells of s left in a division (label −1) into
// connected regions at random, for generators of region genres
// (Palisade, Fillomino): each region grows from the first cell left in
// row-major order, a random cell beside it at a time, up to the number of
// cells want returns (or fewer, when it is hemmed in); fits then says
// whether to keep it, given the labels so far and its cells. A region
// that does not fit is grown again, up to tries times, then the division
// starts over from label, up to tries times. GrowRegions returns the
// labels, the new regions numbered after label's largest, or nil when it
// gave up. label is not changed.
func (s Shape) GrowRegions(rng *rand.Rand, from []int, want func() int, fits func(label, cells []int) bool, tries int) []int {
	first := 0
	for _, l := range from {
		first = max(first, l+1)
	}
	label := make([]int, len(from))
	for start := 0; start < tries; start++ {
		copy(label, from)
		n, seed := first, 0
		for ; seed < len(label); seed++ {
			if label[seed] >= 0 {
				continue
			}
			var cells []int
			for try := 0; try < tries && cells == nil; try++ {
				cells = s.grow(rng, label, seed, want())
				for _, i := range cells {
					label[i] = n
				}
				if !fits(label, cells) {
					for _, i := range cells {
						label[i] = -1
					}
					cells = nil
				}
			}
			if cells == nil {
				break
			}
			n++
		}
		if seed == len(label) {
			return label
		}
	}
	return nil
}

// grow returns up to size cells left (label −1) joined to seed, added at
// random beside those taken.
func (s Shape) grow(rng *rand.Rand, label []int, seed, size int) []int {
	cells := []int{seed}
	taken := map[int]bool{seed: true}
	var edge []int
	for len(cells) < size {
		edge = edge[:0]
		for _, i := range cells {
			for _, j := range s.Neighbours(i) {
				if label[j] < 0 && !taken[j] {
					edge = append(edge, j)
				}
			}
		}
		if len(edge) == 0 {
			break
		}
		j := edge[rng.Intn(len(edge))]
		taken[j] = true
		cells = append(cells, j)
	}
	return cells
}

// LeftOver returns the sizes of the groups of cells joined by sides that
// no region holds yet (label −1): a generator's check that what is left
// can still be divided.
func (s Shape) LeftOver(label []int) []int {
	var out []int
	for _, g := range s.Components(func(i int) bool { return label[i] < 0 }, func(a, b int) bool { return true }) {
		out = append(out, len(g))
	}
	return out
}
