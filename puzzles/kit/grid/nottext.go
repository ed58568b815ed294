package grid

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

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

// CheckText says where the first byte of data that is not UTF-8 stands
// ("where:line:col: not text (UTF-8)"), or returns nil when data is text.
func CheckText(data []byte, where string) error {
	if utf8.Valid(data) {
		return nil
	}
	n := 0
	for line := range strings.Lines(string(data)) {
		n++
		if col := NotUTF8(line); col > 0 {
			return NotText(where, n, col)
		}
	}
	return nil // not reached: data holds such a byte
}

// NotText is the error for a byte that is not UTF-8 at line and col of
// where: "where:line:col: not text (UTF-8)", the same for every reader.
func NotText(where string, line, col int) error {
	return fmt.Errorf("%s:%d:%d: not text (UTF-8)", where, line, col)
}
