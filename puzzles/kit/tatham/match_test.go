package tatham

import (
	"regexp"
	"testing"
)

func TestMatches(t *testing.T) {
	loopy := regexp.MustCompile(`^[0-9]{1,6}(x[0-9]{1,6})?(t[0-9]{1,6})?(d[a-z])?$`)
	for s, want := range map[string]bool{
		"5x5t0:2b1b": true,
		" 5t0de:a ":  true,
		"https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/loopy.html#5x5t0dh:a": true,
		"5x5q:a":                 false,
		"5x5t0":                  false,
		"loopy.html#5x5t0#12345": false,
		"x5:a":                   false,
	} {
		if got := Matches(s, loopy); got != want {
			t.Errorf("%q: %v, want %v", s, got, want)
		}
	}
}
