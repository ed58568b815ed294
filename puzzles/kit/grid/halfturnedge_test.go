package grid

import "testing"

func TestHalfTurnEdge(t *testing.T) {
	for _, s := range []Shape{{Rows: 3, Cols: 3}, {Rows: 2, Cols: 4}, {Rows: 1, Cols: 3}} {
		for e := 0; e < s.NumEdges(); e++ {
			f := s.HalfTurnEdge(e)
			a, b := s.Edge(e)
			c, d := s.Edge(f)
			if c != s.N()-1-b || d != s.N()-1-a || s.HalfTurnEdge(f) != e {
				t.Errorf("%s: edge %d (%s) turns to %d (%s)", s, e, s.EdgeName(e), f, s.EdgeName(f))
			}
		}
	}
}
