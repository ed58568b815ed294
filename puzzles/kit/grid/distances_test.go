package grid

import (
	"fmt"
	"testing"
)

func TestDistances(t *testing.T) {
	links := [][]int{{1, 2}, {3}, {3}, {}, {0}}
	if got := fmt.Sprint(Distances(links, 0), Distances(links, 4), Distances(links, 3)); got != "[0 1 1 2 6] [1 2 2 3 0] [6 6 6 0 6]" {
		t.Errorf("distances %s", got)
	}
}
