package kit

import (
	"context"
	"strconv"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// TestGivenDistinctSum: two different digits 1-9 adding up to 10 have 8
// solutions, and every constraint of the clue is a given tagged 7 and
// named "sum=10".
func TestGivenDistinctSum(t *testing.T) {
	m := NewModel(encode.Config{})
	x := m.OneHot(2, 1, 9, strconv.Itoa, strconv.Itoa)
	m.Distinct(x, []int{0, 1}, "differ")
	m.GivenDistinctSum(7, x, []int{0, 1}, 10, "sum=%d", 10)
	m.Close()
	res, err := sat.Enumerate(context.Background(), m.F, m.Projection(), nil, 0, func([]bool) bool { return true })
	if err != nil || res.Count != 8 {
		t.Errorf("%d solutions (%v), expected 8", res.Count, err)
	}
	m = NewModel(encode.Config{Select: encode.SelectAll})
	x = m.OneHot(2, 1, 9, strconv.Itoa, strconv.Itoa)
	mark := m.Mark()
	m.GivenDistinctSum(7, x, []int{0, 1}, 10, "sum=%d", 10)
	if len(m.pending) == mark {
		t.Fatal("no constraints")
	}
	for _, c := range m.pending[mark:] {
		if !c.Given || c.Tag != 7 || c.Name != "sum=10" {
			t.Errorf("constraint %+v: expected a given tagged 7 named sum=10", c)
		}
	}
}
