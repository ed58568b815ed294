package puzzlink

import "slices"

// ReadNumbers reads a URL of one of names whose body is a number per
// cell, as pzprjs's decodeNumber16 writes them (Reader.Numbers16): the
// Hashikake, Fillomino and Shikaku kind. The grid is at most max a side;
// cells holds each cell's number, Unknown for '.', empty where none is
// written. check refuses a number (a clue out of range), at its column;
// anything after the last cell is an error.
func ReadNumbers(s string, max, empty int, check func(v int) error, names ...string) (u *URL, cells []int, err error) {
	return readNumbers(s, max, empty, "numbers", func(_ *URL, _, v int) error { return check(v) }, names...)
}

// readNumbers is ReadNumbers (and ReadClues), what naming the numbers in
// errors and check given the URL and the cell of each number.
func readNumbers(s string, max, empty int, what string, check func(u *URL, pos, v int) error, names ...string) (*URL, []int, error) {
	u, err := ParseWithin(s, max, names...)
	if err != nil {
		return nil, nil, err
	}
	cells := slices.Repeat([]int{empty}, u.Cols*u.Rows)
	r := u.Reader()
	err = r.Numbers16(len(cells), what, func(pos, v int) error {
		cells[pos] = v
		return check(u, pos, v)
	})
	if err == nil {
		err = r.End("last cell")
	}
	return u, cells, err
}

// WriteNumbers writes the URL of a grid of numbers as ReadNumbers reads
// it: the cells that hold empty skipped, Unknown as '.'.
func WriteNumbers(genre string, cols, rows int, cells []int, empty int) string {
	var w Writer
	w.Numbers16(cells, empty)
	return Format(genre, cols, rows, w.String())
}
