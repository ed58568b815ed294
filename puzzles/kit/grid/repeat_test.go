package grid

import (
	"fmt"
	"testing"
)

func TestRepeat(t *testing.T) {
	board := []int{5, 7, 5, 7, 9, 5}
	for _, c := range []struct {
		cells []int
		want  string
	}{
		{nil, "0 0 false"},
		{[]int{0, 1, 4}, "0 0 false"},
		{[]int{1, 0, 2, 3, 5}, "0 2 true"}, // 5 at 0 then 2, before 7 repeats at 3
		{[]int{4, 3, 5, 1, 2}, "3 1 true"},
		{[]int{5, 0, 2}, "5 0 true"}, // the first with the value, not the last
	} {
		f, a, ok := Repeat(board, c.cells)
		if got := fmt.Sprint(f, a, ok); got != c.want {
			t.Errorf("Repeat(%v, %v) = %s, expected %s", board, c.cells, got, c.want)
		}
	}
}
