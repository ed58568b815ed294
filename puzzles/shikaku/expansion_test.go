package shikaku

import (
	"regexp"
	"testing"
)

// TestExpansionTailAsRegexp checks expansionTail against the regular
// expression it stands for, over every string of up to five bytes of an
// alphabet that holds each kind of byte it tells apart.
func TestExpansionTailAsRegexp(t *testing.T) {
	re := regexp.MustCompile(`^(e[0-9.]*)?a?$`)
	const alphabet = "ea09.x"
	var walk func(s string)
	walk = func(s string) {
		if got, want := expansionTail(s), re.MatchString(s); got != want {
			t.Errorf("expansionTail(%q) = %v, want %v", s, got, want)
		}
		if len(s) < 5 {
			for i := range len(alphabet) {
				walk(s + alphabet[i:i+1])
			}
		}
	}
	walk("")
}
