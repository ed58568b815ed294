package tatham

import (
	"fmt"
	"testing"
)

func TestFields(t *testing.T) {
	for _, tc := range []struct{ s, want string }{
		{"7x7:x", "map[]"},
		{"7x7i30e10m2d0:x", "map[100:0 101:10 105:30 109:2]"},
		{"7x7m3L:x", "map[76:0 109:3]"},
		{"7x7Ld2:x", "map[76:0 100:2]"},
		{"7x7m5:x", "column 5: expected a number after 'm' (hint)"},
		{"7x7mL:x", "column 5: expected a number after 'm' (hint)"},
		{"7x7i:x", "column 5: expected a number after 'i' (hint)"},
		{"7x7Lm2:x", "column 5: \"m2\": expected the parameters WxH, then i, e, m, L, d"},
		{"7x7m2m2:x", "column 6: \"m2\": expected the parameters WxH, then i, e, m, L, d"},
		{"7x7q:x", "column 4: \"q\": expected the parameters WxH, then i, e, m, L, d"},
		{"7x7i99999999999999999999:x", "column 5: expected a number after 'i' (hint)"}, // more than 9 digits
	} {
		id, rest := parseRest(t, tc.s)
		f, err := id.Fields(rest, "iemLd", "L", " (hint)", func(f byte, n int) bool { return f != 'm' || n >= 1 && n <= 4 })
		got := fmt.Sprint(f)
		if err != nil {
			got = err.Error()
		}
		if got != tc.want {
			t.Errorf("%s: %s, want %s", tc.s, got, tc.want)
		}
	}
}
