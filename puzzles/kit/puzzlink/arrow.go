package puzzlink

import (
	"strconv"

	"github.com/puzzlesat/puzzlesat/internal/clip"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/scan"
)

// Blank is the value ArrowNumbers gives a clue cell written '+': one
// without an arrow or a number (Yajilin's blank black cell).
const Blank = -2

// ArrowNumbers reads n cells of clues with an arrow, as pzprjs's
// decodeArrowNumber16 writes them (Yajilin's body): a direction digit 0-4
// (none, up, down, left, right) and one hexadecimal digit (0 to 15) or '.'
// (Unknown); the direction plus 5 and two digits (16 to 255); '-', the
// direction and three digits (256 to 4095); '+' a clue cell without
// arrow or number (Blank, direction 0); a letter a-z passes over 1 to 26
// empty cells. set is called with the position, direction and value of
// each clue; an error from it that is not an *Error is returned as one,
// at the clue's column. Reading stops once n cells are passed; cells not
// reached are empty. (pzprjs passes over a character it does not know,
// counting it as a cell; ArrowNumbers reports it.)
func (r *Reader) ArrowNumbers(n int, set func(pos, dir, v int) error) error {
	for pos := 0; pos < n && !r.Done(); pos++ {
		col, ch, clue := r.Col(), r.Peek(), r.Rest()
		dir, v, width := 0, Blank, 0
		switch {
		case ch >= 'a' && ch <= 'z':
			r.Advance(1)
			pos += int(ch - 'a')
			continue
		case ch == '+':
		case ch >= '0' && ch <= '4':
			dir, width = int(ch-'0'), 1
		case ch >= '5' && ch <= '9':
			dir, width = int(ch-'5'), 2
		case ch == '-':
			if len(clue) < 2 || clue[1] < '0' || clue[1] > '4' {
				return r.Errorf("%q: expected '-', a direction 0-4 and three hexadecimal digits", clip.Text(clue, 24))
			}
			dir, width = int(clue[1]-'0'), 3
			r.Advance(1)
		default:
			return r.Errorf("unexpected %q in the arrows: expected a clue (a direction 0-9 and a number, '-', '+') or a skip letter a-z", ch)
		}
		r.Advance(1)
		if width == 1 && r.Accept('.') {
			v = Unknown
		} else if width > 0 {
			k := min(width, len(r.Rest()))
			x, err := strconv.ParseUint(r.Rest()[:k], 16, 16)
			r.Advance(k)
			if err != nil || k != width {
				digits := map[bool]string{true: "a hexadecimal digit", false: strconv.Itoa(width) + " hexadecimal digits"}[width == 1]
				return scan.Errorf(col, "%q: expected %s after the direction", clip.Text(r.Since(col), 24), digits)
			}
			v = int(x)
		}
		if err := set(pos, dir, v); err != nil {
			if _, ok := err.(*Error); !ok {
				err = &Error{Col: col, Msg: err.Error()}
			}
			return err
		}
	}
	return nil
}

// ArrowNumbers writes n cells as Reader.ArrowNumbers reads them, the way
// pzprjs's encodeArrowNumber16 writes them: clue returns the direction
// (0-4) and value (0 to 4095, Unknown or Blank) of cell pos, and whether
// it is a clue; runs of empty cells are letters a-z. It panics on a value
// out of range, which a genre rules out first.
func (w *Writer) ArrowNumbers(n int, clue func(pos int) (dir, v int, ok bool)) {
	w.Flush()
	empty := 0
	skip := func() {
		if empty > 0 {
			w.b.WriteByte(byte('a' + empty - 1))
			empty = 0
		}
	}
	for pos := 0; pos < n; pos++ {
		dir, v, ok := clue(pos)
		if !ok {
			if empty++; empty == 26 {
				skip()
			}
			continue
		}
		skip()
		d := strconv.Itoa(dir)
		switch {
		case dir < 0 || dir > 4 || v > 4095 || v < Blank:
			panic("puzzlink: ArrowNumbers clue out of range")
		case v == Blank:
			w.b.WriteString("+")
		case v == Unknown:
			w.b.WriteString(d + ".")
		case v < 16:
			w.b.WriteString(d + strconv.FormatInt(int64(v), 16))
		case v < 256:
			w.b.WriteString(strconv.Itoa(dir+5) + strconv.FormatInt(int64(v), 16))
		default:
			w.b.WriteString("-" + d + strconv.FormatInt(int64(v), 16))
		}
	}
	skip()
}
