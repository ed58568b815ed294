package puzzlink

import (
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/internal/clip"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/scan"
)

// Unknown is the value of a number written '.': a clue whose value the
// setter left open (pzprjs shows it as '?').
const Unknown = -1

// MaxSkip is the longest run of empty items one skip letter writes ('z').
const MaxSkip = 20

// Reader walks the body of a URL, one token at a time. Its methods read
// the blocks of pzprjs's Encode.js; a genre composes them.
type Reader struct{ scan.Cursor }

// NewReader returns a reader over body, whose first character is at
// column col (from 1) of the URL.
func NewReader(body string, col int) *Reader { return &Reader{scan.New(body, col)} }

// End returns an *Error when the body goes on after what was read of it,
// the last of which last names ("last cell", "borders"), or nil.
func (r *Reader) End(last string) error {
	if r.Done() {
		return nil
	}
	return r.Errorf("%q after the %s", clip.Text(r.Rest(), 24), last)
}

// Skip reads a skip letter g–z, which stands for a run of 1 ('g') to 20
// ('z') empty items, and returns the length of the run; ok is false (and
// nothing is read) when the next character is not one.
func (r *Reader) Skip() (n int, ok bool) {
	if ch := r.Peek(); ch >= 'g' && ch <= 'z' {
		r.Advance(1)
		return int(ch-'g') + 1, true
	}
	return 0, false
}

// Hex reads one hexadecimal digit 0-9 a-f; ok is false (and nothing is
// read) when the next character is not one. Genres give it a meaning of
// their own: decode4Cell's 0-4, 5-9, a-e are a clue and one or two empty
// cells after it, decodeDot's digit is a dot's colour and the distance to
// the next.
func (r *Reader) Hex() (v int, ok bool) {
	if v := Digit(r.Peek(), 16); v >= 0 {
		r.Advance(1)
		return v, true
	}
	return 0, false
}

// Number16 reads a number as pzprjs's readNumber16 writes it: one hex
// digit (0 to 15), '-' and two hex digits (16 to 255), '+' and three
// (256 to 4095), '=' and three (4096 up), '@' or '%' and three (8192 up),
// '*' and four (12240 up), '$' and five (77776 up), or '.' for Unknown.
// ok is false (and nothing is read) when the next character starts none
// of these; err is set, at the number's first character, when it starts
// one that is cut short.
func (r *Reader) Number16() (v int, ok bool, err error) {
	ch := r.Peek()
	width, base := 0, 0
	switch {
	case ch == '.':
		r.Advance(1)
		return Unknown, true, nil
	case Digit(ch, 16) >= 0:
		r.Advance(1)
		return Digit(ch, 16), true, nil
	default:
		f, found := wideNumber[ch]
		if !found {
			return 0, false, nil
		}
		width, base = f.width, f.base
	}
	rest := r.Rest()
	digits := rest[1:min(1+width, len(rest))]
	for j := 0; j < width; j++ {
		if j >= len(digits) || Digit(digits[j], 16) < 0 {
			return 0, true, r.Errorf("%q: expected %d hexadecimal digits after %q", clip.Text(rest[:1+len(digits)], 24), width, ch)
		}
		v = v*16 + Digit(digits[j], 16)
	}
	r.Advance(1 + width)
	return base + v, true, nil
}

// Items reads a run-length coded sequence of n items, the frame of
// pzprjs's genericDecodeNumber16, decodeNumber16ExCell, decode4Cell and
// decodeDot: a skip letter g–z passes over 1 to 20 empty items; any other
// token is read by item, given the position of the next item, which
// returns how many positions it covers (1 or more). Reading stops once n
// positions are passed, or at the end of the body (the items left are
// empty, as in pzprjs); a skip that runs past n stops there too.
func (r *Reader) Items(n int, item func(pos int) (int, error)) error {
	for pos := 0; pos < n && !r.Done(); {
		if k, ok := r.Skip(); ok {
			pos += k
			continue
		}
		col := r.Col()
		k, err := item(pos)
		if err != nil {
			return err
		}
		if k < 1 || r.Col() == col {
			panic("puzzlink: an item must read a character and cover a position")
		}
		pos += k
	}
	return nil
}

// Numbers16 reads n items, each empty (skip letters) or a Number16, and
// calls set with the position and value of each number: the body of
// genericDecodeNumber16, and of decodeNumber16ExCell for outside clues.
// what names the items in errors ("clues"). An error from set that is not
// an *Error is returned as one, at the column of the number.
func (r *Reader) Numbers16(n int, what string, set func(pos, v int) error) error {
	return r.Items(n, func(pos int) (int, error) {
		col := r.Col()
		v, ok, err := r.Number16()
		switch {
		case err != nil:
			return 0, err
		case !ok:
			return 0, r.Errorf("unexpected %q in the %s: expected a number (0-9 a-f, -xx, +xxx, =xxx, @xxx, *xxxx, $xxxxx, or . for unknown) or a skip letter g-z", r.Peek(), what)
		}
		if err := set(pos, v); err != nil {
			if _, ok := err.(*Error); !ok {
				err = &Error{Col: col, Msg: err.Error()}
			}
			return 0, err
		}
		return 1, nil
	})
}

// Bits reads a bit map of n bits, five to a base-32 digit (0-9 a-v), most
// significant first, as pzprjs's genericDecodeBinary (decodeEmpty,
// decodeBorder) writes it. Digits missing at the end of the body read as
// zeros, as in pzprjs.
func (r *Reader) Bits(n int) ([]bool, error) {
	bits := make([]bool, 0, n+4)
	for len(bits) < n && !r.Done() {
		v := Digit(r.Peek(), 32)
		if v < 0 {
			return nil, r.Errorf("unexpected %q in a bit map: expected base-32 digits 0-9 a-v", r.Peek())
		}
		r.Advance(1)
		for b := 4; b >= 0; b-- {
			bits = append(bits, v>>b&1 == 1)
		}
	}
	for len(bits) < n {
		bits = append(bits, false)
	}
	return bits[:n], nil
}

// Writer builds a body. Empty items are counted and written as skip
// letters when the next token comes (or at Flush), as pzprjs's encoders
// do.
type Writer struct {
	b     strings.Builder
	empty int // empty items not yet written
}

// Empty adds one empty item.
func (w *Writer) Empty() {
	w.empty++
	if w.empty == MaxSkip {
		w.Flush()
	}
}

// Flush writes the run of empty items counted so far, if any: one skip
// letter g–z. A section of a body ends with it.
func (w *Writer) Flush() {
	if w.empty > 0 {
		w.b.WriteByte(byte('g' + w.empty - 1))
		w.empty = 0
	}
}

// Write writes a token after the run of empty items before it.
func (w *Writer) Write(token string) {
	w.Flush()
	w.b.WriteString(token)
}

// Number16 writes a number as Number16 reads it (see FormatNumber16).
func (w *Writer) Number16(v int) { w.Write(FormatNumber16(v)) }

// Numbers16 writes a number per cell as Number16 does, and an empty item
// (a skip letter) for each cell that holds empty: the body that
// Reader.Numbers16 reads.
func (w *Writer) Numbers16(cells []int, empty int) {
	for _, v := range cells {
		if v == empty {
			w.Empty()
		} else {
			w.Number16(v)
		}
	}
}

// Hex writes one hexadecimal digit, v from 0 to 15.
func (w *Writer) Hex(v int) {
	if v < 0 || v > 15 {
		panic("puzzlink: Hex of " + strconv.Itoa(v))
	}
	w.Write(string("0123456789abcdef"[v]))
}

// Bits writes a bit map as Bits reads it, padded with zeros to whole
// digits.
func (w *Writer) Bits(bits []bool) {
	w.Flush()
	for i := 0; i < len(bits); i += 5 {
		v := 0
		for j := i; j < i+5; j++ {
			v <<= 1
			if j < len(bits) && bits[j] {
				v |= 1
			}
		}
		w.b.WriteByte("0123456789abcdefghijklmnopqrstuv"[v])
	}
}

// String returns the body, with the last run of empty items written.
func (w *Writer) String() string {
	w.Flush()
	return w.b.String()
}

// wideNumber is pzprjs's readNumber16 for the forms of more than one hex
// digit: after the first character, width hex digits added to base.
var wideNumber = map[byte]struct{ width, base int }{
	'-': {2, 0}, '+': {3, 0}, '=': {3, 4096}, '@': {3, 8192}, '%': {3, 8192}, '*': {4, 12240}, '$': {5, 77776},
}

// FormatNumber16 returns v as pzprjs's writeNumber16 writes it: a hex
// digit below 16, '-' and two digits below 256, '+' and three below 4096,
// '=' and three below 8192, '@' and three below 12240, '*' and four below
// 77776, '$' and five above, and '.' for Unknown (any negative value).
func FormatNumber16(v int) string {
	hex := func(prefix string, n, width int) string {
		d := strconv.FormatInt(int64(n), 16)
		return prefix + strings.Repeat("0", max(width-len(d), 0)) + d
	}
	switch {
	case v < 0:
		return "."
	case v < 16:
		return hex("", v, 1)
	case v < 256:
		return hex("-", v, 2)
	case v < 4096:
		return hex("+", v, 3)
	case v < 8192:
		return hex("=", v-4096, 3)
	case v < 12240:
		return hex("@", v-8192, 3)
	case v < 77776:
		return hex("*", v-12240, 4)
	}
	return hex("$", v-77776, 5)
}

// Digit returns the value of ch as a digit of the base (2 to 36) that
// puzz.link's bodies write: 0-9, then a-z for 10 to 35; -1 for any other
// character, or a digit the base lacks (g in base 16).
func Digit(ch byte, base int) int {
	v := -1
	switch {
	case ch >= '0' && ch <= '9':
		v = int(ch - '0')
	case ch >= 'a' && ch <= 'z':
		v = int(ch-'a') + 10
	}
	if v >= base {
		return -1
	}
	return v
}
