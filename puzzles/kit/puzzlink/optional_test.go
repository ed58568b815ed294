package puzzlink

import "testing"

func TestOptional(t *testing.T) {
	var w Writer
	for _, v := range []int{2, -1, 0, -1, -1, 17} {
		w.Optional(v)
	}
	if s := w.String(); s != "2g0h-11" {
		t.Errorf("written %q, want 2g0h-11", s)
	}
}
