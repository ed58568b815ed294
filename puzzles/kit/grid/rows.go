package grid

// EmptyRow returns an error when a row of the text has no token (a JSON
// row []), or nil. Cells and Frame check it; a genre that reads the rows
// itself calls it first.
func (t *Text) EmptyRow() error {
	for k, row := range t.Rows {
		if len(row) == 0 {
			return t.Start().Errorf("row %d is empty: expected its cells", k+1)
		}
	}
	return nil
}
