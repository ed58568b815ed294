package puzzlink

import (
	"strings"
	"testing"
)

// TestDigit compares Digit with the digits of each base written out, for
// every byte and every base it takes.
func TestDigit(t *testing.T) {
	const digits = "0123456789abcdefghijklmnopqrstuvwxyz"
	for base := 2; base <= 36; base++ {
		for c := 0; c < 256; c++ {
			if got, want := Digit(byte(c), base), strings.IndexByte(digits[:base], byte(c)); got != want {
				t.Errorf("Digit(%q, %d) = %d, want %d", byte(c), base, got, want)
			}
		}
	}
}
