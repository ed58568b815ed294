// Package clip shapes text quoted in error messages: it shortens it, so
// that a long line of bad input does not flood the one line of the
// error, and lists the choices a message offers.
package clip

import (
	"strconv"
	"strings"
)

// Text returns s cut to its first n characters (runes), with "…" after
// them when it was longer.
func Text(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}

// Unprintable returns the byte index in s of its first character that is
// not printable ASCII (a control character, DEL, or one beyond ASCII),
// and that character (utf8.RuneError for a byte that is no UTF-8), or -1
// when every character is: the readers of one-line formats that are
// ASCII by definition (game IDs, URLs) refuse such a character, named as
// itself, where reading bytes they would name its first byte.
func Unprintable(s string) (int, rune) {
	for i, r := range s {
		if r < ' ' || r >= 0x7f {
			return i, r
		}
	}
	return -1, 0
}

// OrList lists items as a message offers them: "a", "a or b", "a, b or c".
func OrList(items []string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " or " + items[len(items)-1]
}

// Count says n of a noun as a message does: "1 cell", "2 cells", "0 cells".
func Count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}
