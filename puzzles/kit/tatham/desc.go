package tatham

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/internal/clip"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/scan"
)

// ID is a game ID split into its parts, with their columns in the string
// read, for messages.
type ID struct {
	Params, Desc       string
	ParamsCol, DescCol int
}

// Parse splits s into a game ID's parameters and description (Split);
// what names the game's ID in the error ("a Light Up game ID such as
// 7x7:b1aB").
func Parse(s, what string) (*ID, error) {
	params, desc, pcol, dcol, ok := Split(s)
	if !ok {
		return nil, &Error{Col: 1, Msg: fmt.Sprintf("%q: expected %s", clip.Text(strings.TrimSpace(s), 24), what)}
	}
	// A control character is no part of an ID. The readers take a NUL
	// for the end of the description (Peek), so one inside an ID would
	// be misread; one held Mirror Maze's reader in an endless loop. Nor
	// is a character beyond ASCII, which the readers, reading bytes,
	// would name by its first byte ('é' as 'Ã').
	for _, part := range []struct {
		s   string
		col int
	}{{params, pcol}, {desc, dcol}} {
		if i, r := clip.Unprintable(part.s); i >= 0 {
			return nil, &Error{Col: part.col + i, Msg: fmt.Sprintf("%q: expected a printable ASCII character in %s", r, what)}
		}
	}
	return &ID{params, desc, pcol, dcol}, nil
}

// ParseSized is Parse, then Size(max) on the parameters: how the
// games' readers start (Towers checks its parameters between the two).
func ParseSized(s, what string, max int) (id *ID, w, h int, rest string, err error) {
	if id, err = Parse(s, what); err != nil {
		return nil, 0, 0, "", err
	}
	w, h, rest, err = id.Size(max)
	return id, w, h, rest, err
}

// Size reads the grid's size at the start of the parameters: "WxH" or a
// single number N (a square, or a Latin square's order), then returns the
// rest of the parameters (a game's own letters). Width and height must
// be from 1 to max.
func (id *ID) Size(max int) (w, h int, rest string, err error) { return id.SizeFrom(1, max) }

// SizeFrom reads the size as Size does, each side from lo to hi.
func (id *ID) SizeFrom(lo, hi int) (w, h int, rest string, err error) {
	i := 0
	var digits [2]string // as typed, for the message
	num := func(k int) (int, bool) {
		j := i
		for i < len(id.Params) && id.Params[i] >= '0' && id.Params[i] <= '9' {
			i++
		}
		digits[k] = clip.Text(id.Params[j:i], 12)
		n, err := strconv.Atoi(id.Params[j:i])
		if i > j && err != nil {
			n, err = math.MaxInt, nil // too many digits: too large a side
		}
		return n, err == nil
	}
	w, ok := num(0)
	if !ok {
		return 0, 0, "", &Error{Col: id.ParamsCol, Msg: fmt.Sprintf("%q: expected the size (WxH or N) first in the parameters", clip.Text(id.Params, 24))}
	}
	h, digits[1] = w, digits[0]
	if i < len(id.Params) && id.Params[i] == 'x' {
		i++
		if h, ok = num(1); !ok {
			return 0, 0, "", &Error{Col: id.ParamsCol + i, Msg: "expected the height after 'x'"}
		}
	}
	if w < lo || h < lo || w > hi || h > hi {
		// The sides as typed: the first six digits of a seven-digit side
		// were read as it ("1234567x7" was "a 123456×123456 grid").
		return 0, 0, "", &Error{Col: id.ParamsCol, Msg: fmt.Sprintf("a %s×%s grid: expected %d to %d a side", digits[0], digits[1], lo, hi)}
	}
	return w, h, id.Params[i:], nil
}

// RestError is an error about rest, the end of the parameters that Size
// left, at the column where rest starts.
func (id *ID) RestError(rest, format string, args ...any) error {
	return &Error{Col: id.restCol(rest), Msg: fmt.Sprintf(format, args...)}
}

// restCol is the column where rest, an end of the parameters, starts.
func (id *ID) restCol(rest string) int { return id.ParamsCol + len(id.Params) - len(rest) }

// Reader returns a reader of the description.
func (id *ID) Reader() *Desc { return NewDesc(id.Desc, id.DescCol) }

// Desc reads a game description one token at a time.
type Desc struct{ scan.Cursor }

// NewDesc returns a reader of s, whose first character is at column col.
func NewDesc(s string, col int) *Desc { return &Desc{scan.New(s, col)} }

// Int reads a decimal number, all its digits; ok is false, and nothing
// read, when no digit is next. A number too large for an int reads as
// math.MaxInt, beyond any bound a reader checks. (It read 9 digits at
// most once, and a message then quoted 12345678901 as 123456789.)
func (d *Desc) Int() (n int, ok bool) {
	rest := d.Rest()
	k := 0
	for k < len(rest) && isDigit(rest[k]) {
		k++
	}
	if k == 0 {
		return 0, false
	}
	d.Advance(k)
	n, err := strconv.Atoi(rest[:k])
	if err != nil {
		n = math.MaxInt
	}
	return n, true
}

// TooLarge returns an *Error at col when n, read there by Int, was past
// an int (Int reads it as math.MaxInt), naming the number as typed: "the
// count 99999999999999999999: too large"; else nil. A message that quoted
// n would quote MaxInt.
func (d *Desc) TooLarge(col, n int, what string) error {
	if n != math.MaxInt {
		return nil
	}
	return &Error{Col: col, Msg: fmt.Sprintf("the %s %s: too large", what, clip.Text(d.Since(col), 24))}
}

// Runs reads n cells as many games write them: a lowercase letter a–z is
// a run of 1 to 26 empty cells, and item reads anything else at cell pos
// and returns how many cells it fills (an error to stop). A run that
// passes the end is an error; so is a description that ends first.
func (d *Desc) Runs(n int, item func(pos int) (int, error)) error {
	for pos := 0; pos < n; {
		c := d.Peek()
		switch {
		case c == 0:
			return d.Errorf("the description ends after %d of %d cells", pos, n)
		case c >= 'a' && c <= 'z':
			k := int(c-'a') + 1
			if pos+k > n {
				return d.Errorf("a run of %d empty cells from cell %d passes the end of the %d cells", k, pos+1, n)
			}
			d.Advance(1)
			pos += k
		default:
			k, err := item(pos)
			if err != nil {
				return err
			}
			pos += k
		}
	}
	return nil
}

// Whole reads a description of n cells and nothing after them: Runs,
// then End.
func (d *Desc) Whole(n int, item func(pos int) (int, error)) error {
	if err := d.Runs(n, item); err != nil {
		return err
	}
	return d.End()
}

// End returns an error when the description goes on.
func (d *Desc) End() error {
	if !d.Done() {
		return d.Errorf("%q after the last cell: expected the end of the description", clip.Text(d.Rest(), 24))
	}
	return nil
}

// Runs writes cells as Desc.Runs reads them: Blank for an empty cell,
// Item for anything else; runs of empty cells become letters a–z.
type Runs struct {
	b     strings.Builder
	blank int
}

// RunsOf writes cells as Runs does: a run letter for the cells that hold
// none, item(c) for each other cell c.
func RunsOf(cells []int, none int, item func(c int) string) string {
	var w Runs
	for _, c := range cells {
		if c == none {
			w.Blank()
		} else {
			w.Item(item(c))
		}
	}
	return w.String()
}

// Blank adds an empty cell.
func (w *Runs) Blank() {
	if w.blank == 26 {
		w.b.WriteByte('z')
		w.blank = 0
	}
	w.blank++
}

// Item adds a token that is not a run of empty cells.
func (w *Runs) Item(tok string) {
	w.flush()
	w.b.WriteString(tok)
}

func (w *Runs) flush() {
	if w.blank > 0 {
		w.b.WriteByte(byte('a' + w.blank - 1))
		w.blank = 0
	}
}

// String returns what was written, the last run of empty cells included.
func (w *Runs) String() string {
	w.flush()
	return w.b.String()
}
