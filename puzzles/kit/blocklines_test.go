package kit

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/sat"
)

// TestGuideBlockLines: on 2×3 and 3×3 grids, every setting of the lines
// between cells, the guided model allows exactly those with at most two
// lines in every 2×2 block; unguided, it states nothing.
func TestGuideBlockLines(t *testing.T) {
	for _, s := range []grid.Shape{{Rows: 2, Cols: 3}, {Rows: 3, Cols: 3}} {
		for _, guided := range []bool{true, false} {
			m := NewModel(encode.Config{})
			m.guided = guided
			e := m.Edges(s)
			m.GuideBlockLines(s, e)
			m.Close()
			for bits := 0; bits < 1<<s.NumEdges(); bits++ {
				on := func(k int) bool { return bits>>k&1 == 1 }
				var units []sat.Lit
				for k := range s.NumEdges() {
					units = append(units, e.Lit(k).Not())
					if on(k) {
						units[k] = e.Lit(k)
					}
				}
				want := true
				for _, b := range s.Blocks() {
					n := 0
					for _, pair := range [][2]int{{b[0], b[1]}, {b[1], b[3]}, {b[3], b[2]}, {b[2], b[0]}} {
						if k, _ := s.EdgeBetween(pair[0], pair[1]); on(k) {
							n++
						}
					}
					want = want && (n <= 2 || !guided)
				}
				if st, _, _ := sat.Solve(context.Background(), m.F, units...); (st == sat.Sat) != want {
					t.Fatalf("%dx%d guided %v, lines %b: %v, want allowed %v", s.Rows, s.Cols, guided, bits, st, want)
				}
			}
		}
	}
}
