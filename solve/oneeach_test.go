package solve

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/sat"
)

// TestOneEach: every variable is a cell of its own, in order.
func TestOneEach(t *testing.T) {
	vs := []sat.Var{3, 1, 7}
	cells := OneEach(vs)
	if len(cells) != len(vs) {
		t.Fatalf("%d cells for %d variables", len(cells), len(vs))
	}
	for i, c := range cells {
		if len(c) != 1 || c[0] != vs[i] {
			t.Errorf("cell %d is %v, want [%d]", i, c, vs[i])
		}
	}
	if got := OneEach(nil); len(got) != 0 {
		t.Errorf("no variables: %v", got)
	}
}
