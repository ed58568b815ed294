package kit

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/sat"
)

// TestGivenValues: a 3x3 Latin square with r1c1=2 and r2c3=2 given has
// 2 completions, each holding the givens, and the givens are named and
// tagged by their cells.
func TestGivenValues(t *testing.T) {
	s := grid.Shape{Rows: 3, Cols: 3}
	given := []int{2, 0, 0, 0, 0, 2, 0, 0, -1}
	m := NewModel(encode.Config{})
	x := m.Latin(s)
	m.GivenValues(s, x, given)
	m.Close()
	res, err := sat.Enumerate(context.Background(), m.F, m.Projection(), nil, 0, func(model []bool) bool {
		if v := x.Decode(Solution(model)); v[0] != 2 || v[5] != 2 {
			t.Errorf("a solution %v without the givens", v)
		}
		return true
	})
	if err != nil || res.Count != 2 {
		t.Errorf("%d solutions (%v), want 2", res.Count, err)
	}
	m = NewModel(encode.Config{Select: encode.SelectAll})
	m.GivenValues(s, m.Latin(s), given)
	m.Close()
	tags := map[string]int{}
	for _, sel := range m.F.Selectors() {
		if sel.Given {
			tags[sel.Name] = sel.Tag
		}
	}
	if len(tags) != 2 || tags["r1c1=2"] != 0 || tags["r2c3=2"] != 5 {
		t.Errorf("givens %v, want r1c1=2 (tag 0) and r2c3=2 (tag 5)", tags)
	}
}
