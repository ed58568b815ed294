package kit

import (
	"context"
	"sort"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/sat"
)

// TestLoopOf: the loops along the sides of small grids (through the
// centres of their dots) are those that grid's check accepts, counted by
// brute force over the edges, under each connectivity encoding; each dot's
// rule carries the name given, and the definition of Lines.On none.
func TestLoopOf(t *testing.T) {
	for _, cells := range []grid.Shape{{Rows: 1, Cols: 1}, {Rows: 1, Cols: 3}, {Rows: 2, Cols: 2}, {Rows: 2, Cols: 3}} {
		s := cells.Dots()
		want := int64(len(bruteLoops(s)))
		for _, conn := range []encode.Encoding{encode.Lazy, encode.Tree, encode.Reach} {
			m := NewModel(encode.Config{Connect: conn})
			l := m.LoopOf(s, func(i int) string { return "dot " + s.Name(i) })
			m.Close()
			res, err := sat.Enumerate(context.Background(), m.F, m.Projection(), nil, 0, func(model []bool) bool {
				if err := s.CheckLoop(l.Masks(Solution(model))); err != nil {
					t.Fatalf("%v: %v", cells, err)
				}
				return true
			})
			if err != nil || res.Count != want {
				t.Errorf("%v under %s: %d loops (%v), want %d", cells, conn, res.Count, err, want)
			}
		}
	}
	// The 2×2 grid has 13 loops: 4 cells, 4 dominoes, 4 L shapes, the
	// square (two cells at a corner touch there).
	s := grid.Shape{Rows: 2, Cols: 2}.Dots()
	m := NewModel(encode.Config{Select: encode.SelectAll})
	l := m.LoopOf(s, func(i int) string { return "dot " + s.Name(i) })
	m.Close()
	var names []string
	for _, sel := range m.F.Selectors() {
		names = append(names, sel.Name)
	}
	sort.Strings(names)
	if got := strings.Join(names, ","); got != "dot r1c1,dot r1c2,dot r1c3,dot r2c1,dot r2c2,dot r2c3,dot r3c1,dot r3c2,dot r3c3,loop" {
		t.Errorf("rules %s", got)
	}
	// With every rule off, a dot's place on the loop still follows its
	// edges: the definition is no rule's.
	var units []sat.Lit
	for _, sel := range m.F.Selectors() {
		units = append(units, sel.Lit.Not())
	}
	units = append(units, l.Edge.Lit(0), l.On.Lit(0).Not())
	if res, err := sat.Enumerate(context.Background(), m.F, m.Projection(), units, 1, func([]bool) bool { return true }); err != nil || res.Count != 0 {
		t.Errorf("an edge on at a dot off the loop: %d solutions (%v)", res.Count, err)
	}
}

// bruteLoops returns every set of edges of s that forms one loop (the
// check of grid.Shape.CheckLoop), by brute force over the subsets.
func bruteLoops(s grid.Shape) [][]bool {
	var out [][]bool
	for mask := 0; mask < 1<<s.NumEdges(); mask++ {
		on := make([]bool, s.NumEdges())
		for e := range on {
			on[e] = mask>>e&1 == 1
		}
		if s.CheckLoop(s.Masks(on)) == nil {
			out = append(out, on)
		}
	}
	return out
}
