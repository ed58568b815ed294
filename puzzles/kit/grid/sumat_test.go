package grid

import "testing"

func TestSumAt(t *testing.T) {
	board := []int{1, 2, 4, 8, 16}
	for _, c := range []struct {
		cells []int
		want  int
	}{{nil, 0}, {[]int{3}, 8}, {[]int{4, 0, 2}, 21}, {[]int{1, 1}, 4}} {
		if got := SumAt(board, c.cells); got != c.want {
			t.Errorf("SumAt(%v, %v) = %d, expected %d", board, c.cells, got, c.want)
		}
	}
}
