package kit

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// TestHopeClause: guided, a hope clause holds in the one model asked for
// when it can, and leaves the count of the puzzle's variables alone;
// unguided, its variable is made all the same (the variables are numbered
// alike) but fixed, so that the formula counts each model once over all
// its variables.
func TestHopeClause(t *testing.T) {
	count := func(f *sat.Formula, p sat.Projection, limit int64) (int64, []bool) {
		var last []bool
		res, err := sat.Enumerate(context.Background(), f, p, nil, limit, func(m []bool) bool {
			last = append([]bool(nil), m...)
			return true
		})
		if err != nil {
			t.Fatal(err)
		}
		return res.Count, last
	}
	for _, guided := range []bool{false, true} {
		m := NewModel(encode.Config{})
		m.guided = guided
		x := m.F.NewVar()
		m.HopeClause(x.Pos())
		m.HopeClause(x.Pos()) // one variable for every hope clause
		if m.F.NumVars() != 2 {
			t.Fatalf("guided %v: %d variables, want x and the hope's", guided, m.F.NumVars())
		}
		puzzle := sat.Projection{Vars: []sat.Var{x}}
		if n, _ := count(m.F, puzzle, 0); n != 2 {
			t.Errorf("guided %v: %d values of x, want 2: a hope is no rule", guided, n)
		}
		n, _ := count(m.F, sat.Projection{}, 0)
		switch {
		case !guided && (n != 2 || len(m.F.Hoped()) != 0):
			t.Errorf("unguided: %d models over all variables, want 2 (the hope's fixed), %d hoped", n, len(m.F.Hoped()))
		case guided && len(m.F.Hoped()) != 1:
			t.Errorf("guided: %d literals hoped, want the hope's variable", len(m.F.Hoped()))
		}
		if _, one := count(m.F, puzzle, 1); guided && !one[x] {
			t.Errorf("guided: the model found breaks the hope x true")
		}
	}
}
