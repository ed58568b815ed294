package kit

import (
	"context"
	"fmt"
	"sort"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/sat"
)

// TestLatinByLine: as many squares as Latin's (12 of side 3), and a rule
// instance a cell and a line, named as the genre says.
func TestLatinByLine(t *testing.T) {
	s := grid.Shape{Rows: 3, Cols: 3}
	m := NewModel(encode.Config{})
	x := m.LatinByLine(s, func(k int) string { return s.LineName(k) + " heights" })
	m.Close()
	res, err := sat.Enumerate(context.Background(), m.F, m.Projection(), nil, 0, func(model []bool) bool {
		if err := s.CheckLatin(x.Decode(Solution(model))); err != nil {
			t.Fatal(err)
		}
		return true
	})
	if err != nil || res.Count != 12 {
		t.Errorf("%d squares (%v), want 12", res.Count, err)
	}
	m = NewModel(encode.Config{Select: encode.SelectAll})
	m.LatinByLine(grid.Shape{Rows: 2, Cols: 2}, func(k int) string { return fmt.Sprint("line ", k) })
	m.Close()
	var names []string
	for _, sel := range m.F.Selectors() {
		names = append(names, sel.Name)
	}
	sort.Strings(names)
	if fmt.Sprint(names) != "[cell r1c1 cell r1c2 cell r2c1 cell r2c2 line 0 line 1 line 2 line 3]" {
		t.Errorf("rules %v", names)
	}
}
