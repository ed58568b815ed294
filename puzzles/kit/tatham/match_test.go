package tatham

import (
	"regexp"
	"testing"
)

// loopyTail is Loopy's W[xH][tT][dD] after the size.
func loopyTail(rest string) bool { _, ok := Tail(rest, "td", "d"); return ok }

func TestMatches(t *testing.T) {
	for s, want := range map[string]bool{
		"5x5t0:2b1b": true,
		" 5t0de:a ":  true,
		"https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/loopy.html#5x5t0dh:a": true,
		"5x5q:a":                 false,
		"5x5t0":                  false,
		"loopy.html#5x5t0#12345": false,
		"x5:a":                   false,
		"5x:a":                   false,
		"5x5td:a":                false,
		"5x5dht0:a":              false,
		"5x5t0t1:a":              false,
	} {
		if got := Matches(s, loopyTail); got != want {
			t.Errorf("%q: %v, want %v", s, got, want)
		}
	}
}

// TestTailAsRegexp checks SizeRest and Tail against the regular
// expressions they stand for, over every string of up to five bytes of
// an alphabet that holds each kind of byte they tell apart.
func TestTailAsRegexp(t *testing.T) {
	for _, c := range []struct {
		order, lettered string
		re              *regexp.Regexp
	}{
		{"td", "d", regexp.MustCompile(`^[0-9]+(x[0-9]+)?(t[0-9]+)?(d[a-z])?$`)},
		{"d", "d", regexp.MustCompile(`^[0-9]+(x[0-9]+)?(d[a-z])?$`)},
		{"md", "", regexp.MustCompile(`^[0-9]+(x[0-9]+)?(m[0-9]+)?(d[0-9]+)?$`)},
	} {
		const alphabet = "09xtdamz"
		var walk func(s string)
		walk = func(s string) {
			rest, ok := SizeRest(s)
			if ok {
				_, ok = Tail(rest, c.order, c.lettered)
			}
			if want := c.re.MatchString(s); ok != want {
				t.Errorf("%s %q: %v, want %v", c.re, s, ok, want)
			}
			if len(s) < 5 {
				for i := range len(alphabet) {
					walk(s + alphabet[i:i+1])
				}
			}
		}
		walk("")
	}
}

func TestTailFields(t *testing.T) {
	got, ok := Tail("t12dh", "td", "d")
	if !ok || got['t'] != "12" || got['d'] != "h" || len(got) != 2 {
		t.Errorf("Tail(t12dh) = %v, %v", got, ok)
	}
}
