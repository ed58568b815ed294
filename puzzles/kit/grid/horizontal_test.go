package grid

import "testing"

// TestHorizontal: every edge of shapes of one row, one column and more is
// horizontal exactly when its cells share a row, and Masks draws it so:
// right and left, or down and up (on one column, b == a+1 held for the
// vertical edges too, and a 2×1 Numberlink was drawn leaving the grid).
func TestHorizontal(t *testing.T) {
	for _, s := range []Shape{{Rows: 1, Cols: 4}, {Rows: 4, Cols: 1}, {Rows: 2, Cols: 2}, {Rows: 3, Cols: 5}} {
		for e := range s.NumEdges() {
			a, b := s.Edge(e)
			ra, _ := s.RC(a)
			rb, _ := s.RC(b)
			if s.Horizontal(e) != (ra == rb) {
				t.Fatalf("%dx%d edge %d (%s-%s): Horizontal %v", s.Rows, s.Cols, e, s.Name(a), s.Name(b), s.Horizontal(e))
			}
			on := make([]bool, s.NumEdges())
			on[e] = true
			m := s.Masks(on)
			want := [2]int{Down.Bit(), Up.Bit()}
			if ra == rb {
				want = [2]int{Right.Bit(), Left.Bit()}
			}
			if m[a] != want[0] || m[b] != want[1] {
				t.Fatalf("%dx%d edge %d (%s-%s): masks %b and %b", s.Rows, s.Cols, e, s.Name(a), s.Name(b), m[a], m[b])
			}
		}
	}
}
