package puzzlink

// The outside lists of pzprjs's Nonogram and its kin (hasexcell 1 with
// excellRows and excellCols half the lines): each column has (rows+1)/2
// outside cells above the grid and each row (cols+1)/2 left of it, the
// columns' first, each line's from the grid outwards, each cell a number
// or empty (decodeNumber16ExCell; written flushed to the grid,
// encodeNumber16ExCellFlushed).

func outsideSlots(cols, rows, k int) int {
	if k < cols {
		return (rows + 1) / 2
	}
	return (cols + 1) / 2
}

// OutsideLists reads the outside lists of a grid of cols×rows and returns
// each line's numbers, the columns first, each list in reading order
// (outermost first) without its empty cells. check, when it returns an
// error, refuses a number (at its column).
func (r *Reader) OutsideLists(cols, rows int, check func(v int) error) ([][]int, error) {
	var slots []int
	var out [][]int
	for k := 0; k < cols+rows; k++ {
		out = append(out, nil)
		for j := 0; j < outsideSlots(cols, rows, k); j++ {
			slots = append(slots, k)
		}
	}
	vals := make([]int, len(slots))
	err := r.Numbers16(len(slots), "outside numbers", func(pos, v int) error {
		vals[pos] = v
		return check(v)
	})
	for pos := len(slots) - 1; pos >= 0 && err == nil; pos-- {
		if k := slots[pos]; vals[pos] != 0 {
			out[k] = append(out[k], vals[pos])
		}
	}
	return out, err
}

// OutsideLists writes the lists of a grid of cols×rows (the columns
// first) as Reader.OutsideLists reads them, each next to the grid; a
// list longer than its line's outside cells panics, which a genre rules
// out first.
func (w *Writer) OutsideLists(cols, rows int, lists [][]int) {
	for k, list := range lists {
		for j := 0; j < outsideSlots(cols, rows, k); j++ {
			if j < len(list) {
				w.Number16(list[len(list)-1-j])
			} else {
				w.Empty()
			}
		}
	}
	w.Flush()
}
