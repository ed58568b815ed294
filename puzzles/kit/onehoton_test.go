package kit

import (
	"context"
	"fmt"
	"strconv"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// TestOneHotOn: values 1 to 3 on cells 1, 2 and 4 of a board of 5, all
// different (Distinct): 6 boards, 0 on the other cells; cells are named
// after their board cells.
func TestOneHotOn(t *testing.T) {
	m := NewModel(encode.Config{})
	x := m.OneHotOn(5, func(i int) bool { return i == 1 || i == 2 || i == 4 }, 1, 3, func(i int) string { return fmt.Sprint("b", i) }, strconv.Itoa)
	if fmt.Sprint(x.Cells, x.Of([]int{4, 1})) != "[1 2 4] [2 0]" {
		t.Errorf("Cells %v, Of(4, 1) %v", x.Cells, x.Of([]int{4, 1}))
	}
	if name := m.LitName(x.Is(2, 3)); name != "b4=3" {
		t.Errorf("cell 2's 3 named %q, expected b4=3", name)
	}
	m.Distinct(x.OneHot, x.Of(x.Cells), "all differ")
	m.Close()
	seen := map[string]bool{}
	res, err := sat.Enumerate(context.Background(), m.F, m.Projection(), nil, 0, func(model []bool) bool {
		b := x.Board(Solution(model))
		if b[0] != 0 || b[3] != 0 || b[1] == b[2] || b[1] == b[4] || b[2] == b[4] {
			t.Errorf("board %v", b)
		}
		seen[fmt.Sprint(b)] = true
		return true
	})
	if err != nil || res.Count != 6 || len(seen) != 6 {
		t.Errorf("%d solutions, %d boards (%v): expected 6", res.Count, len(seen), err)
	}
}
