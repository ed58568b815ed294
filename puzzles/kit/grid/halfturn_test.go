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

// Turn takes row r, column c to row Rows−1−r, column Cols−1−c.
func TestTurn(t *testing.T) {
	for _, s := range []Shape{{Rows: 3, Cols: 3}, {Rows: 2, Cols: 5}, {Rows: 4, Cols: 1}} {
		for i := range s.N() {
			r, c := s.RC(i)
			if r2, c2 := s.RC(s.Turn(i)); r2 != s.Rows-1-r || c2 != s.Cols-1-c {
				t.Errorf("%s: %s turns to %s", s, s.Name(i), s.Name(s.Turn(i)))
			}
		}
	}
}
