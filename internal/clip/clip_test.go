package clip

import "testing"

func TestText(t *testing.T) {
	for _, tc := range []struct {
		in   string
		n    int
		want string
	}{
		{"abc", 3, "abc"},
		{"abcd", 3, "abc…"},
		{"ééééé", 4, "éééé…"}, // runes, not bytes
		{"", 2, ""},
	} {
		if got := Text(tc.in, tc.n); got != tc.want {
			t.Errorf("Text(%q, %d) = %q, want %q", tc.in, tc.n, got, tc.want)
		}
	}
}
