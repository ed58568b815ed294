package kit

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/sat"
)

// TestShading: the shadings of small grids under the shared rules, counted
// under each connectivity encoding, are those that grid's check accepts,
// counted by brute force; the rules are named.
func TestShading(t *testing.T) {
	for _, s := range []grid.Shape{{Rows: 1, Cols: 1}, {Rows: 1, Cols: 4}, {Rows: 2, Cols: 3}, {Rows: 3, Cols: 3}, {Rows: 3, Cols: 4}} {
		want := int64(0)
		for mask := 0; mask < 1<<s.N(); mask++ {
			b := make(grid.Shading, s.N())
			for i := range b {
				b[i] = mask >> i & 1
			}
			if _, err := s.CheckShading(b); err == nil {
				want++
			}
		}
		for _, conn := range []encode.Encoding{encode.Lazy, encode.Tree, encode.Reach} {
			m := NewModel(encode.Config{Connect: conn})
			sh := m.Shading(s)
			m.Close()
			res, err := sat.Enumerate(context.Background(), m.F, m.Projection(), nil, 0, func(model []bool) bool {
				if _, err := s.CheckShading(sh.Decode(Solution(model))); err != nil {
					t.Fatalf("%v: %v", s, err)
				}
				return true
			})
			if err != nil || res.Count != want {
				t.Errorf("%v under %s: %d shadings (%v), want %d", s, conn, res.Count, err, want)
			}
		}
	}
	m := NewModel(encode.Config{Select: encode.SelectAll})
	m.Shading(grid.Shape{Rows: 2, Cols: 2})
	m.Close()
	names := map[string]bool{}
	for _, sel := range m.F.Selectors() {
		names[sel.Name] = true
	}
	for _, name := range []string{"r1c2-r2c2 not both shaded", "unshaded connected"} {
		if !names[name] {
			t.Errorf("no rule %q among %v", name, names)
		}
	}
	if got := m.LitName(sat.Var(1).Pos()); got != "r1c1 shaded" {
		t.Errorf("the first literal is named %q", got)
	}
}
