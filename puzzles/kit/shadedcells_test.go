package kit

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/sat"
)

// TestShadedCells: a variable per cell, named by its cell, and no rule.
func TestShadedCells(t *testing.T) {
	m := NewModel(encode.Config{})
	sh := m.ShadedCells(grid.Shape{Rows: 2, Cols: 3})
	if n := len(sh.All()); n != 6 {
		t.Errorf("%d variables, want 6", n)
	}
	if got := m.LitName(sh.Lit(4)); got != "r2c2 shaded" {
		t.Errorf("LitName %q", got)
	}
	if got := m.LitName(sh.Lit(5).Not()); got != "r2c3 unshaded" {
		t.Errorf("LitName %q", got)
	}
	m.Close()
	n := 0
	m.F.Clauses(func([]sat.Lit) { n++ })
	if n != 0 {
		t.Errorf("%d clauses, want none", n)
	}
}
