package puzzlink

import (
	"fmt"
	"testing"
)

// The borders of pzprjs's test/script/magnets.js example (5/5, the body
// after the counts): dominoes, read and written back.
func TestBorders(t *testing.T) {
	r := NewReader("fubmo3or0", 1)
	b, err := r.Borders(5, 5)
	if err != nil || len(b) != 40 || r.Rest() != "0" {
		t.Fatalf("%d borders, %v, rest %q", len(b), err, r.Rest())
	}
	// Row 1's sides: r1c1|r1c2 no (a domino), r1c2|r1c3 yes, ...
	if fmt.Sprint(b[:4]) != "[false true true true]" {
		t.Errorf("row 1: %v", b[:4])
	}
	var w Writer
	w.Borders(5, 5, b)
	if s := w.String(); s != "fubmo3or" {
		t.Errorf("written %q", s)
	}
	if _, err := NewReader("fu!", 1).Borders(5, 5); err == nil {
		t.Error("a bad digit read")
	}
}
