package puzzlink

import "slices"

// ReadWalls reads a URL of one of names whose body is numbered walls, as
// pzprjs's decode4Cell writes them (Reader.Cells4), the Akari and
// Shakashaka kind: cells holds white in a cell without a wall, Unknown
// for a wall without a number, else its number 0 to 4. The grid is at
// most max a side; what names the walls in errors ("walls"); a '/' may
// end the body.
func ReadWalls(s string, max, white int, what string, names ...string) (*URL, []int, error) {
	u, err := ParseWithin(s, max, names...)
	if err != nil {
		return nil, nil, err
	}
	cells := slices.Repeat([]int{white}, u.Cols*u.Rows)
	r := u.Reader()
	err = r.Cells4(len(cells), what, func(pos, v int) error {
		cells[pos] = v
		return nil
	})
	if err == nil && r.Rest() != "/" {
		err = r.End("last cell")
	}
	return u, cells, err
}

// WriteWalls writes the URL of a grid of numbered walls as ReadWalls
// reads it.
func WriteWalls(genre string, cols, rows int, cells []int, white int) string {
	var w Writer
	w.Cells4(len(cells), func(i int) (int, bool) { return cells[i], cells[i] != white })
	return Format(genre, cols, rows, w.String())
}
