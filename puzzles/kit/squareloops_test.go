package kit

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/sat"
)

// TestNoSquareLoops: on small grids, the loops through a given cell are as
// many with the clauses as without (counted by brute force over the
// edges), when that cell is sure; with a group outside every block, which
// gives each block its clause, exactly the square loops are lost; a model
// that names its rules gets none.
func TestNoSquareLoops(t *testing.T) {
	for _, s := range []grid.Shape{{Rows: 2, Cols: 2}, {Rows: 2, Cols: 3}, {Rows: 3, Cols: 3}, {Rows: 3, Cols: 4}} {
		for _, x := range []int{0, s.N() - 1, s.N() / 2} {
			loops, squares := int64(0), int64(0) // through x, by brute force
			for _, on := range bruteLoops(s) {
				if s.Masks(on)[x] == 0 {
					continue
				}
				loops++
				if count(on) == 4 {
					squares++
				}
			}
			for _, all := range []bool{false, true} {
				m := NewModel(encode.Config{})
				l := m.Loop(s, nil)
				m.Fix(l.On.Lit(x))
				sure := [][]int{{x}}
				if all {
					sure = [][]int{{-1}} // no cell: outside every block, so each gets its clause
				}
				m.NoSquareLoops(l, sure)
				m.Close()
				res, err := sat.Enumerate(context.Background(), m.F, m.Projection(), nil, 0, func(model []bool) bool {
					masks := l.Masks(Solution(model))
					if err := s.CheckLoop(masks); err != nil {
						t.Fatalf("%v: %v", s, err)
					}
					return true
				})
				want := loops
				if all {
					want -= squares
				}
				if err != nil || res.Count != want {
					t.Errorf("%v through %s, every block %v: %d loops (%v), want %d", s, s.Name(x), all, res.Count, err, want)
				}
			}
		}
		var clauses [2]int
		for k := range clauses {
			m := NewModel(encode.Config{Select: encode.SelectAll})
			l := m.Loop(s, nil)
			if k == 1 {
				m.NoSquareLoops(l, [][]int{{0}, {s.N() - 1}})
			}
			m.Close()
			_, clauses[k], _ = m.F.Size()
		}
		if clauses[1] != clauses[0] {
			t.Errorf("%v: a model naming its rules got %d clauses more", s, clauses[1]-clauses[0])
		}
	}
}

// count returns how many of on are true.
func count(on []bool) int {
	n := 0
	for _, b := range on {
		if b {
			n++
		}
	}
	return n
}
