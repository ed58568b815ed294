package kit

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/sat"
)

// TestLatin: the Latin squares of sides 1 to 4 are counted (1, 2, 12,
// 576), each one a Latin square by grid's check, and the rules are named.
func TestLatin(t *testing.T) {
	for n, want := range map[int]int64{1: 1, 2: 2, 3: 12, 4: 576} {
		s := grid.Shape{Rows: n, Cols: n}
		m := NewModel(encode.Config{})
		x := m.Latin(s)
		m.Close()
		res, err := sat.Enumerate(context.Background(), m.F, m.Projection(), nil, 0, func(model []bool) bool {
			if err := s.CheckLatin(x.Decode(Solution(model))); err != nil {
				t.Fatalf("%d: %v", n, err)
			}
			return true
		})
		if err != nil || res.Count != want {
			t.Errorf("side %d: %d Latin squares (%v), want %d", n, res.Count, err, want)
		}
	}
	m := NewModel(encode.Config{Select: encode.SelectAll})
	m.Latin(grid.Shape{Rows: 2, Cols: 2})
	m.Close()
	names := map[string]bool{}
	for _, sel := range m.F.Selectors() {
		names[sel.Name] = true
	}
	for _, name := range []string{"cell r2c1", "row 2 holds one 1", "column 1 holds one 2"} {
		if !names[name] {
			t.Errorf("no rule %q among %v", name, names)
		}
	}
}
