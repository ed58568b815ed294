package puzzlink

// Borders reads pzprjs's decodeBorder: the sides between the cells of a
// grid of cols×rows that are borders, the sides between a cell and the
// one right of it first (row by row), then those between a cell and the
// one below it, each part a bit map (Bits). That is the order of
// grid.Shape's edges.
func (r *Reader) Borders(cols, rows int) ([]bool, error) {
	h, err := r.Bits((cols - 1) * rows)
	if err != nil {
		return nil, err
	}
	v, err := r.Bits(cols * (rows - 1))
	return append(h, v...), err
}

// Borders writes the borders of a grid of cols×rows as Reader.Borders
// reads them, as pzprjs's encodeBorder does.
func (w *Writer) Borders(cols, rows int, border []bool) {
	w.Bits(border[:(cols-1)*rows])
	w.Bits(border[(cols-1)*rows:])
}
