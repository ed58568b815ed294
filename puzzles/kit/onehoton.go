package kit

// OneHotOn is a OneHot over some cells of a board (Kakuro's white cells):
// its cell k is the board's cell Cells[k].
type OneHotOn struct {
	OneHot
	Cells []int // the board's cells that hold a value, in order
	index []int // each board cell's place in Cells
}

// OneHotOn adds a OneHot cell of values lo to hi for each of the n cells
// of a board where on holds, in order, each named cell(i) after its board
// cell i (see OneHot).
func (m *Model) OneHotOn(n int, on func(i int) bool, lo, hi int, cell func(i int) string, value func(v int) string) OneHotOn {
	o := OneHotOn{index: make([]int, n)}
	for i := range o.index {
		if o.index[i] = len(o.Cells); on(i) {
			o.Cells = append(o.Cells, i)
		}
	}
	o.OneHot = m.OneHot(len(o.Cells), lo, hi, func(k int) string { return cell(o.Cells[k]) }, value)
	return o
}

// Of returns the OneHot's cells of the board's cells is, each one where
// on holds.
func (o OneHotOn) Of(is []int) []int {
	out := make([]int, len(is))
	for k, i := range is {
		out[k] = o.index[i]
	}
	return out
}

// Board returns the board's values in v: each value cell's (see
// OneHot.Get), 0 on the others.
func (o OneHotOn) Board(v Values) []int {
	out := make([]int, len(o.index))
	for k, i := range o.Cells {
		out[i] = o.Get(v, k)
	}
	return out
}
