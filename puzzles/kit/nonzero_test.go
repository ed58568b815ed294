package kit

import (
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/sat"
)

func TestNonZero(t *testing.T) {
	in := []sat.Lit{3, 0, -5, 0, 7}
	out := NonZero(in...)
	if !slices.Equal(out, []sat.Lit{3, -5, 7}) {
		t.Errorf("NonZero = %v", out)
	}
	out[0] = 9
	if !slices.Equal(in, []sat.Lit{3, 0, -5, 0, 7}) {
		t.Errorf("NonZero changed or shares its input: %v", in)
	}
}
