package grid

import (
	"fmt"
	"testing"
)

// TestCompass: each direction's beam goes to the edge, Toward finds the
// direction of every cell of it (and none off the lines), and the names
// and arrows read back.
func TestCompass(t *testing.T) {
	s := Shape{4, 5}
	i := s.Index(1, 2)
	seen := map[int]bool{}
	for d := Compass(0); d < 8; d++ {
		for _, j := range s.Beam(i, d) {
			if got, ok := s.Toward(i, j); !ok || got != d {
				t.Errorf("%s to %s: %v %v, want %s", s.Name(i), s.Name(j), got, ok, d)
			}
			seen[j] = true
		}
		for _, name := range []string{d.String(), d.Arrow(), fmt.Sprintf("%c%s", d.String()[0]+'a'-'A', d.String()[1:])} {
			if got, ok := ParseCompass(name); !ok || got != d {
				t.Errorf("%q reads as %v %v", name, got, ok)
			}
		}
	}
	if got := fmt.Sprint(s.Beam(i, 3), s.Beam(i, 6), s.Beam(i, 0)); got != "[13 19] [6 5] [2]" {
		t.Errorf("beams %s", got)
	}
	for j := 0; j < s.N(); j++ {
		if _, ok := s.Toward(i, j); ok != seen[j] {
			t.Errorf("%s to %s: %v", s.Name(i), s.Name(j), ok)
		}
	}
	if _, ok := ParseCompass("NNE"); ok {
		t.Error("NNE reads")
	}
}
