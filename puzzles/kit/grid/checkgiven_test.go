package grid

import (
	"fmt"
	"testing"
)

func TestCheckGiven(t *testing.T) {
	s := Shape{Rows: 2, Cols: 2}
	given := []int{0, 2, -1, 1}
	for _, tc := range []struct {
		v    []int
		want string
	}{
		{[]int{1, 2, 2, 1}, ""},
		{[]int{9, 2, 9, 1}, ""},
		{[]int{1, 3, 2, 1}, "r1c2 holds 3, given 2"},
		{[]int{1, 2, 2, 2}, "r2c2 holds 2, given 1"},
	} {
		err := s.CheckGiven(tc.v, given)
		if got := fmt.Sprint(err); tc.want == "" && err != nil || tc.want != "" && got != tc.want {
			t.Errorf("%v: %v, want %q", tc.v, err, tc.want)
		}
	}
}
