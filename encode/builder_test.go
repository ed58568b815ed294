package encode

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/sat"
)

// TestBuilder: Name names the constraints added since its mark as one
// group, given or not, and does nothing unless Named.
func TestBuilder(t *testing.T) {
	f := sat.NewFormula()
	x := f.NewVars(3)
	for _, named := range []bool{false, true} {
		b := &Builder{Named: named}
		b.Add(EQ, 1, x[0].Pos(), x[1].Pos())
		mark := b.Mark()
		b.Add(LE, 1, x[1].Pos(), x[2].Pos())
		b.Add(GE, 1, x[0].Pos(), x[2].Pos())
		b.Name(mark, true, "r%dc%d=%d", 1, 2, 3)
		cs := b.Constraints
		if len(cs) != 3 || cs[1].Op != LE || cs[2].K != 1 || len(cs[2].Lits) != 2 {
			t.Fatalf("named %v: %+v", named, cs)
		}
		want := ""
		if named {
			want = "r1c2=3"
		}
		if cs[0].Name != "" || cs[0].Given || cs[1].Name != want || cs[2].Name != want || cs[2].Given != named {
			t.Errorf("named %v: names %q %q %q, given %v %v", named, cs[0].Name, cs[1].Name, cs[2].Name, cs[1].Given, cs[2].Given)
		}
	}
}
