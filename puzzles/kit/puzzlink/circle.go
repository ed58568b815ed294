package puzzlink

import "github.com/puzzlesat/puzzlesat/puzzles/kit/scan"

// The circles of pzprjs's decodeCircle and encodeCircle (genericDecodeThree
// in src/variety-common/Encode.js), which Masyu writes its pearls with:
// every cell holds 0 (none), 1 or 2 (a genre's two kinds: white and black
// pearls), three cells a base-27 digit (0-9 a-q), the first cell the most
// significant, the last digit padded with empty cells.

// Circles reads the circles of n cells and calls set with the position and
// value (1 or 2) of each. It reads (n+2)/3 digits, or up to the end of the
// body; what follows is the genre's next section. An error from set that
// is not an *Error is returned as one, at the column of the cell's digit.
func (r *Reader) Circles(n int, set func(pos, v int) error) error {
	for pos := 0; pos < n && !r.Done(); pos += 3 {
		col, ch := r.Col(), r.Peek()
		v := Digit(ch, 27)
		if v < 0 {
			return r.Errorf("unexpected %q in the circles: expected a base-27 digit 0-9 a-q (three cells)", ch)
		}
		r.Advance(1)
		for k, w := range [3]int{9, 3, 1} {
			x := v / w % 3
			if x == 0 {
				continue
			}
			if pos+k >= n {
				return scan.Errorf(col, "%q puts a circle past the last of the %d cells", string(ch), n)
			}
			if err := set(pos+k, x); err != nil {
				if _, ok := err.(*Error); !ok {
					err = &Error{Col: col, Msg: err.Error()}
				}
				return err
			}
		}
	}
	return nil
}

// Circles writes the circles of the cells, each 0, 1 or 2, as pzprjs's
// encodeCircle writes them.
func (w *Writer) Circles(cells []int) {
	w.Flush()
	for i := 0; i < len(cells); i += 3 {
		v := 0
		for k := i; k < i+3; k++ {
			v *= 3
			if k < len(cells) {
				if cells[k] < 0 || cells[k] > 2 {
					panic("puzzlink: a circle other than 0, 1 or 2")
				}
				v += cells[k]
			}
		}
		w.b.WriteByte("0123456789abcdefghijklmnopq"[v])
	}
}
