package grid

import (
	"strings"
	"testing"
)

func TestCheckLatin(t *testing.T) {
	s := Shape{3, 3}
	for _, tc := range []struct {
		v    []int
		want string
	}{
		{[]int{1, 2, 3, 2, 3, 1, 3, 1, 2}, ""},
		{[]int{1, 2, 3, 2, 3, 1, 3, 1}, "8 values on a 3x3 grid"},
		{[]int{1, 2, 3, 2, -1, 1, 3, 1, 2}, "r2c2: undecided"},
		{[]int{1, 2, 3, 2, 4, 1, 3, 1, 2}, "r2c2 holds 4, expected 1 to 3"},
		{[]int{1, 2, 3, 2, 3, 1, 3, 2, 1}, "column 2 holds 2 twice, at r1c2 and r3c2"},
		{[]int{1, 2, 1, 2, 3, 1, 3, 1, 2}, "row 1 holds 1 twice, at r1c1 and r1c3"},
	} {
		err := s.CheckLatin(tc.v)
		if (err == nil) != (tc.want == "") || err != nil && !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.v, err, tc.want)
		}
	}
	if err := (Shape{2, 3}).CheckLatin(make([]int, 6)); err == nil {
		t.Error("a 2x3 grid passes as a Latin square")
	}
}
