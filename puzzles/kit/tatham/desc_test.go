package tatham

import (
	"math"
	"strconv"
	"testing"
)

// TestParseSized: the size and the rest of the parameters, or the error
// of Parse (no ':') or of Size (its column in the ID).
func TestParseSized(t *testing.T) {
	for _, tc := range []struct {
		in, rest, err string
		w, h          int
	}{
		{in: "7x5de:abc", w: 7, h: 5, rest: "de"},
		{in: "4:1234", w: 4, h: 4},
		{in: "abc", err: `column 1: "abc": expected an ID`},
		{in: "x3:ab", err: `column 1: "x3": expected the size (WxH or N) first in the parameters`},
		{in: "3x:ab", err: "column 3: expected the height after 'x'"},
		{in: "3x11:ab", err: "column 1: a 3×11 grid: expected 1 to 10 a side"},
		// Seven digits: the first six were read as the side, the seventh
		// as nothing ("a 123456×123456 grid").
		{in: "1234567x7:a", err: "column 1: a 1234567×7 grid: expected 1 to 10 a side"},
		{in: "99999999999999999999x7:a", err: "column 1: a 999999999999…×7 grid: expected 1 to 10 a side"},
	} {
		id, w, h, rest, err := ParseSized(tc.in, "an ID", 10)
		if tc.err != "" {
			if err == nil || err.Error() != tc.err {
				t.Errorf("%q: %v, expected %q", tc.in, err, tc.err)
			}
			continue
		}
		if err != nil || w != tc.w || h != tc.h || rest != tc.rest || id.Desc == "" {
			t.Errorf("%q: %v %d×%d %q %v, expected %d×%d %q", tc.in, id, w, h, rest, err, tc.w, tc.h, tc.rest)
		}
	}
}

// TestInt: a number is read with all its digits, so that a message quotes
// what was typed and the next item starts after it; one too large for an
// int reads as math.MaxInt.
func TestInt(t *testing.T) {
	for _, c := range []struct {
		in   string
		n    int64
		ok   bool
		rest string
	}{
		{"7a", 7, true, "a"},
		{"0012,", 12, true, ","},
		{"12345678901x", 12345678901, true, "x"},
		{"99999999999999999999999", math.MaxInt64, true, ""},
		{"a1", 0, false, "a1"},
		{"", 0, false, ""},
	} {
		if c.n > math.MaxInt32 && strconv.IntSize == 32 {
			c.n = math.MaxInt32
		}
		d := NewDesc(c.in, 1)
		n, ok := d.Int()
		if int64(n) != c.n || ok != c.ok || d.Rest() != c.rest {
			t.Errorf("%q: %d, %v, rest %q; want %d, %v, rest %q", c.in, n, ok, d.Rest(), c.n, c.ok, c.rest)
		}
	}
}
