package puzzlink

import "fmt"

// ReadClues reads a URL of one of names whose body is a numbered clue
// per cell, as pzprjs's decodeNumber16 writes them (Reader.Numbers16):
// a number from 1 to top(cols, rows), Unknown for a clue whose number is
// not told ('.'), 0 in a cell without one. The grid is at most max a
// side; what names a clue in errors ("r2c3: a clue 10, expected 1 to
// 9"). WriteNumbers with empty 0 writes it back.
func ReadClues(s string, max int, what string, top func(cols, rows int) int, names ...string) (*URL, []int, error) {
	return readNumbers(s, max, 0, what+"s", func(u *URL, pos, v int) error {
		if hi := top(u.Cols, u.Rows); v != Unknown && (v < 1 || v > hi) {
			return fmt.Errorf("r%dc%d: a %s %d, expected 1 to %d", pos/u.Cols+1, pos%u.Cols+1, what, v, hi)
		}
		return nil
	}, names...)
}
