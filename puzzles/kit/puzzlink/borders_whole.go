package puzzlink

// WholeBorders reads the borders as Borders does, but refuses a body
// that ends before them: a URL cut short, where pzprjs would read the
// missing borders as none.
func (r *Reader) WholeBorders(cols, rows int) ([]bool, error) {
	digits := ((cols-1)*rows+4)/5 + (cols*(rows-1)+4)/5
	start := r.Col()
	border, err := r.Borders(cols, rows)
	if err == nil && r.Col()-start < digits {
		err = r.Errorf("the URL ends in the borders: expected %d base-32 digits, %d given", digits, r.Col()-start)
	}
	return border, err
}
