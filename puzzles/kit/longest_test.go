package kit

import "testing"

func TestLongest(t *testing.T) {
	for _, c := range []struct {
		lists [][]int
		want  int
	}{
		{nil, 0},
		{[][]int{nil, {}}, 0},
		{[][]int{{1}, {1, 2, 3}, nil, {4, 5}}, 3},
		{[][]int{{1, 2}, {3}}, 2},
	} {
		if got := Longest(c.lists); got != c.want {
			t.Errorf("Longest(%v) = %d, expected %d", c.lists, got, c.want)
		}
	}
}
