package grid

// EmptyRow returns an error when a row of the text has no token (a JSON
// row []), which Cells and Frame index without a check, or nil: a genre
// calls it before them until they check it themselves.
func (t *Text) EmptyRow() error {
	for k, row := range t.Rows {
		if len(row) == 0 {
			return t.Start().Errorf("row %d is empty: expected its cells", k+1)
		}
	}
	return nil
}
