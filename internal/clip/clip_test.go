package clip

import (
	"testing"
	"unicode/utf8"
)

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

func TestUnprintable(t *testing.T) {
	for _, tc := range []struct {
		in string
		i  int
		r  rune
	}{
		{"7x7:a2B~ ", -1, 0},
		{"ab\x00c", 2, 0},
		{"ab\tc", 2, '\t'},
		{"abc\x7f", 3, 0x7f},
		{"abéc", 2, 'é'},
		{"ab\xffc", 2, utf8.RuneError},
		{"", -1, 0},
	} {
		if i, r := Unprintable(tc.in); i != tc.i || r != tc.r {
			t.Errorf("Unprintable(%q) = %d, %q, want %d, %q", tc.in, i, r, tc.i, tc.r)
		}
	}
}

func TestOrList(t *testing.T) {
	for _, tc := range []struct {
		in   []string
		want string
	}{
		{nil, ""},
		{[]string{"a"}, "a"},
		{[]string{"a", "b"}, "a or b"},
		{[]string{"a", "b", "c"}, "a, b or c"},
	} {
		if got := OrList(tc.in); got != tc.want {
			t.Errorf("OrList(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestCount(t *testing.T) {
	for n, want := range map[int]string{0: "0 cells", 1: "1 cell", 2: "2 cells", 12: "12 cells"} {
		if got := Count(n, "cell"); got != want {
			t.Errorf("Count(%d, cell) = %q, want %q", n, got, want)
		}
	}
}
