package puzzlink

import (
	"fmt"
	"testing"
)

// pzprjs's test/script/nonogram.js example: the clues of its pzprv3 file,
// read and written back.
func TestOutsideLists(t *testing.T) {
	r := NewReader("12g1111h11112j12g11g21j11g3h", 1)
	lists, err := r.OutsideLists(6, 6, func(int) error { return nil })
	want := "[[2 1] [1 1 1] [1] [1 1 1] [2 1] [] [2 1] [1 1] [1 2] [] [1 1] [3]]"
	if err != nil || !r.Done() || fmt.Sprint(lists) != want {
		t.Fatalf("%v, %v; want %s", lists, err, want)
	}
	var w Writer
	w.OutsideLists(6, 6, lists)
	if s := w.String(); s != "12g1111h11112j12g11g21j11g3h" {
		t.Errorf("written %q", s)
	}
	_, err = NewReader("10", 1).OutsideLists(2, 2, func(v int) error {
		if v < 1 {
			return fmt.Errorf("a run of %d", v)
		}
		return nil
	})
	if err == nil || err.Error() != "column 2: a run of 0" {
		t.Errorf("a number refused: %v", err)
	}
}
