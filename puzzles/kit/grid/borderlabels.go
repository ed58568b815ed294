package grid

// BorderLabels returns a label per cell for the regions that the borders
// cut the grid into (border[e] true for a border on edge e), numbered from
// 0 by their first cell: Labels(RegionsFromBorders(border)), without
// building the regions' lists, for readers of long lists of links.
func (s Shape) BorderLabels(border []bool) []int {
	label := make([]int, s.N())
	for i := range label {
		label[i] = -1
	}
	h := s.Rows * (s.Cols - 1) // the edges between horizontal neighbours come first
	stack := make([]int, 0, s.N())
	n := 0
	for start := range label {
		if label[start] >= 0 {
			continue
		}
		label[start] = n
		stack = append(stack[:0], start)
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			r, c := i/s.Cols, i%s.Cols
			visit := func(j, e int) {
				if label[j] < 0 && !border[e] {
					label[j] = n
					stack = append(stack, j)
				}
			}
			if c+1 < s.Cols {
				visit(i+1, r*(s.Cols-1)+c)
			}
			if c > 0 {
				visit(i-1, r*(s.Cols-1)+c-1)
			}
			if r+1 < s.Rows {
				visit(i+s.Cols, h+i)
			}
			if r > 0 {
				visit(i-s.Cols, h+i-s.Cols)
			}
		}
		n++
	}
	return label
}
