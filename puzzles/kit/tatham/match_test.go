package tatham

import (
	"regexp"
	"testing"
)

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
		if got := Matches(s, "t#d@"); got != want {
			t.Errorf("%q: %v, want %v", s, got, want)
		}
	}
}

// TestTailAsRegexp checks SizeRest and Tail against the regular
// expressions they stand for, the whole parameters' and the fields' after
// the size, over every string of up to five bytes of an alphabet that
// holds each kind of byte they tell apart.
func TestTailAsRegexp(t *testing.T) {
	for _, c := range []struct {
		spec       string
		whole, end *regexp.Regexp
	}{
		{"t#d@", regexp.MustCompile(`^[0-9]+(x[0-9]+)?(t[0-9]+)?(d[a-z])?$`), regexp.MustCompile(`^(t[0-9]+)?(d[a-z])?$`)},
		{"d@", regexp.MustCompile(`^[0-9]+(x[0-9]+)?(d[a-z])?$`), regexp.MustCompile(`^(d[a-z])?$`)},
		{"m#d#", regexp.MustCompile(`^[0-9]+(x[0-9]+)?(m[0-9]+)?(d[0-9]+)?$`), regexp.MustCompile(`^(m[0-9]+)?(d[0-9]+)?$`)},
		{"e.a", regexp.MustCompile(`^[0-9]+(x[0-9]+)?(e[0-9.]*)?a?$`), regexp.MustCompile(`^(e[0-9.]*)?a?$`)},
	} {
		const alphabet = "09xtdamze."
		var walk func(s string)
		walk = func(s string) {
			rest, ok := SizeRest(s)
			if ok {
				_, ok = Tail(rest, c.spec)
			}
			if want := c.whole.MatchString(s); ok != want {
				t.Errorf("%s %q: %v, want %v", c.whole, s, ok, want)
			}
			if _, ok := Tail(s, c.spec); ok != c.end.MatchString(s) {
				t.Errorf("Tail(%q, %q): %v, want %v", s, c.spec, ok, !ok)
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
	got, ok := Tail("t12dh", "t#d@")
	if !ok || got['t'] != "12" || got['d'] != "h" || len(got) != 2 {
		t.Errorf("Tail(t12dh) = %v, %v", got, ok)
	}
	got, ok = Tail("e1.5a", "e.a")
	if v, flag := got['a']; !ok || got['e'] != "1.5" || !flag || v != "" || len(got) != 2 {
		t.Errorf("Tail(e1.5a) = %v, %v", got, ok)
	}
}
