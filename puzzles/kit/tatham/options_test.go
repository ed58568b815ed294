package tatham

import (
	"strings"
	"testing"
)

func TestOptions(t *testing.T) {
	for _, tc := range []struct {
		s, diff, given, err string
	}{
		{"8x8:x", "", "", ""},
		{"8x8dt:x", "t", "", ""},
		{"8x8dto:x", "t", "o", ""},
		{"8x8o:x", "", "o", ""},
		{"8x8dq:x", "", "", "column 5: expected a difficulty, one of e, t, h, after 'd'"},
		{"8x8d:x", "", "", "column 5: expected a difficulty"},
		{"8x8dtx:x", "", "", "column 6: unexpected x in the parameters"},
		{"8x8oo:x", "", "", "column 5: unexpected o"},
	} {
		id, rest := parseRest(t, tc.s)
		d, given, err := id.Options(rest, "eth", "o")
		if tc.err != "" {
			if err == nil || !strings.HasPrefix(err.Error(), tc.err) {
				t.Errorf("%s: %v, expected %q", tc.s, err, tc.err)
			}
			continue
		}
		if err != nil || string(rune(d)) != tc.diff && !(d == 0 && tc.diff == "") || given != tc.given {
			t.Errorf("%s: %q %q %v", tc.s, d, given, err)
		}
	}
}

// parseRest reads the game ID s and its size, and returns the ID and the
// parameters after the size, for Options and Fields to read.
func parseRest(t *testing.T, s string) (*ID, string) {
	t.Helper()
	id, err := Parse(s, "an ID")
	if err != nil {
		t.Fatal(err)
	}
	_, _, rest, err := id.Size(100)
	if err != nil {
		t.Fatal(err)
	}
	return id, rest
}
