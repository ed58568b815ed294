package kit

import (
	"regexp"
	"testing"
)

// TestJSONGenreAsRegexp checks jsonGenre against the regular expression
// it stands for, over every sequence of up to five of the pieces that
// its scan tells apart.
func TestJSONGenreAsRegexp(t *testing.T) {
	re := regexp.MustCompile(`"genre"\s*:\s*"([^"]*)"`)
	pieces := []string{`"genre"`, `"`, ":", " ", "\t\r", "\f\n", "\v", "x", "genre"}
	var walk func(s string, depth int)
	walk = func(s string, depth int) {
		name, ok := jsonGenre(s)
		m := re.FindStringSubmatch(s)
		if ok != (m != nil) || ok && name != m[1] {
			t.Errorf("jsonGenre(%q) = %q, %v; the expression finds %q", s, name, ok, m)
		}
		if depth < 5 {
			for _, p := range pieces {
				walk(s+p, depth+1)
			}
		}
	}
	walk("", 0)
}
