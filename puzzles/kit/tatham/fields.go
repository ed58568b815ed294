package tatham

import (
	"fmt"
	"strings"
)

// Fields reads a game's long parameters after the size (ID.Size's rest)
// as Bridges writes them, "i30e10m2Ld0": each letter of order at most
// once and in that order, a number after it unless it is one of flags,
// and ok(letter, number) to hold. It returns the numbers by letter, 0
// for a flag given. An error names the column: "expected a number after
// 'm'" and hint (a number of more than 9 digits is none), or the letters
// that may follow the size.
func (id *ID) Fields(rest, order, flags, hint string, ok func(f byte, n int) bool) (map[byte]int, error) {
	d, out := NewDesc(rest, id.ParamsCol+len(id.Params)-len(rest)), map[byte]int{}
	for _, f := range []byte(order) {
		if col := d.Col() + 1; !d.Accept(f) {
			continue
		} else if strings.IndexByte(flags, f) >= 0 {
			out[f] = 0
		} else if n, num := d.Int(); num && n <= maxField && ok(f, n) {
			out[f] = n
		} else {
			return nil, &Error{Col: col, Msg: fmt.Sprintf("expected a number after %q%s", f, hint)}
		}
	}
	if !d.Done() {
		return nil, d.Errorf("%q: expected the parameters WxH, then %s", d.Rest(), quoteEach(order))
	}
	return out, nil
}

// maxField is the largest number Fields reads: a parameter of more than
// 9 digits is none.
const maxField = 999_999_999

func isDigit(c byte) bool { return c >= '0' && c <= '9' }
