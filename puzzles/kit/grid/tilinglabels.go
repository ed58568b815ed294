package grid

// TilingLabels returns a label per cell of a tiling by dominoes (a mate
// per cell, see SetHalf), the same for the two halves of a domino: the
// lower of their cells. A cell in none, or whose mate is not known (below
// 0), is labelled by itself. BorderLattice draws the dominoes from it.
func TilingLabels(mate []int) []int {
	label := make([]int, len(mate))
	for i, j := range mate {
		label[i] = i
		if j >= 0 {
			label[i] = min(i, j)
		}
	}
	return label
}
