package puzzlink

import "github.com/puzzlesat/puzzlesat/internal/clip"

// ReadNumbers reads a URL of one of names whose body is a number per
// cell, as pzprjs's decodeNumber16 writes them (Reader.Numbers16): the
// Hashikake, Fillomino and Shikaku kind (ReadClues checks numbered clues
// itself). The grid is at most max a side; cells holds each cell's
// number, Unknown for '.', empty where none is written. check refuses a number (a clue out of range), at its column;
// anything after the last cell is an error.
func ReadNumbers(s string, max, empty int, check func(v int) error, names ...string) (u *URL, cells []int, err error) {
	if u, err = Parse(s, names...); err == nil {
		err = u.Within(max)
	}
	if err != nil {
		return nil, nil, err
	}
	cells = make([]int, u.Cols*u.Rows)
	for i := range cells {
		cells[i] = empty
	}
	r := u.Reader()
	err = r.Numbers16(len(cells), "numbers", func(pos, v int) error {
		cells[pos] = v
		return check(v)
	})
	if err == nil && !r.Done() {
		err = r.Errorf("%q after the last cell", clip.Text(r.Rest(), 24))
	}
	return u, cells, err
}

// WriteNumbers writes the URL of a grid of numbers as ReadNumbers reads
// it: the cells that hold empty skipped, Unknown as '.'.
func WriteNumbers(genre string, cols, rows int, cells []int, empty int) string {
	var w Writer
	for _, v := range cells {
		if v == empty {
			w.Empty()
		} else {
			w.Number16(v)
		}
	}
	return Format(genre, cols, rows, w.String())
}
