package kit

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// TestAnyOf: over every assignment of three literals (one negated), the
// variable holds exactly when one of them does.
func TestAnyOf(t *testing.T) {
	m := NewModel(encode.Config{})
	x := m.Aux(3)
	lits := []sat.Lit{x.Lit(0), x.Lit(1).Not(), x.Lit(2)}
	v := m.AnyOf(lits)
	m.Close()
	holds := func(model []bool, l sat.Lit) bool { return model[l.Var()] == l.IsPos() }
	res, err := sat.Enumerate(context.Background(), m.F, sat.Projection{}, nil, 0, func(model []bool) bool {
		if any := holds(model, lits[0]) || holds(model, lits[1]) || holds(model, lits[2]); holds(model, v) != any {
			t.Errorf("AnyOf holds %v, one of its literals %v", holds(model, v), any)
		}
		return true
	})
	if err != nil || res.Count != 8 {
		t.Errorf("%d solutions (%v), want 8", res.Count, err)
	}
}
