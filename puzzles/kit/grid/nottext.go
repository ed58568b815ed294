package grid

import "unicode/utf8"

// NotUTF8 returns the column (1-based, in characters as the tokens'
// columns count them) of the first byte of s that is not UTF-8, or 0 when
// s is text.
func NotUTF8(s string) int {
	col := 1
	for i := 0; i < len(s); col++ {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size <= 1 {
			return col
		}
		i += size
	}
	return 0
}
