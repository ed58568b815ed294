package jsonpos

// The series' JSON gives a grid's "shape" as [rows, cols] and its cells
// as objects {"row": r, "col": c, ...}, 0-based, in lists that may be
// left out. These read those parts, for every genre that takes the form.

// Shape reads the "shape" of the object v: [rows, cols], each a whole
// number from 1 to max. An error names the number at fault.
func (v *Value) Shape(max int) (rows, cols int, err error) {
	s, err := v.Need("shape", "the puzzle")
	if err != nil {
		return 0, 0, err
	}
	dims, err := s.Elems("shape")
	if err != nil {
		return 0, 0, err
	}
	if len(dims) != 2 {
		values := "values"
		if len(dims) == 1 {
			values = "value"
		}
		return 0, 0, s.Errorf("shape holds %d %s: expected [rows, cols]", len(dims), values)
	}
	if rows, err = dims[0].IntIn("the number of rows", 1, max); err != nil {
		return 0, 0, err
	}
	if cols, err = dims[1].IntIn("the number of columns", 1, max); err != nil {
		return 0, 0, err
	}
	return rows, cols, nil
}

// Cell reads the cell {"row": r, "col": c, ...} of a grid of rows×cols
// that v names; what names such a cell in messages (`a clue {"row": r,
// "col": c, "val": n}`).
func (v *Value) Cell(what string, rows, cols int) (r, c int, err error) {
	var at [2]int
	for k, key := range [2]string{"row", "col"} {
		f, err := v.Need(key, what)
		if err != nil {
			return 0, 0, err
		}
		if at[k], err = f.IntIn(key, 0, [2]int{rows, cols}[k]-1); err != nil {
			return 0, 0, err
		}
	}
	return at[0], at[1], nil
}

// List returns the elements of the array under key in the object v, or
// none when the key is left out or null.
func (v *Value) List(key string) ([]*Value, error) {
	f := v.Field(key)
	if f.IsNull() {
		return nil, nil
	}
	return f.Elems(key)
}
