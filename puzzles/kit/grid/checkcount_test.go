package grid

import "testing"

// TestCheckCount: a count that is off names the place, what it holds and
// what was expected, its noun singular for a count of one.
func TestCheckCount(t *testing.T) {
	for _, tc := range []struct {
		got, want int
		what      string
		msg       string
	}{
		{2, 3, "tents", "row 3 holds 2 tents, expected 3"},
		{1, 3, "tents", "row 3 holds 1 tent, expected 3"},
		{1, 2, "shaded cells", "row 3 holds 1 shaded cell, expected 2"},
		{1, 0, "borders around it", "row 3 holds 1 border around it, expected 0"},
		{0, 1, "sides on the loop", "row 3 holds 0 sides on the loop, expected 1"},
		{1, 2, "+ poles", "row 3 holds 1 + pole, expected 2"},
	} {
		err := CheckCount("row 3", tc.got, tc.want, tc.what)
		if err == nil || err.Error() != tc.msg {
			t.Errorf("CheckCount(%d, %d, %q) = %v, want %q", tc.got, tc.want, tc.what, err, tc.msg)
		}
	}
	if err := CheckCount("row 3", 2, 2, "tents"); err != nil {
		t.Errorf("a count as wanted: %v", err)
	}
}
