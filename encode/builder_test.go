package encode

import (
	"fmt"
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

// A given's selector takes its tag and records the literals the given
// fixes on its own; a clue over several cells fixes none.
func TestSelectorTagsAndUnits(t *testing.T) {
	f := sat.NewFormula()
	x := f.NewVars(3)
	b := &Builder{Named: true}
	m := b.Mark()
	b.Add(GE, 1, x[0].Pos())
	b.Given(m, 7, "r1c1=X")
	m = b.Mark()
	b.Add(EQ, 0, x[1].Pos(), x[2].Pos())
	b.Given(m, 9, "none of two")
	m = b.Mark()
	b.Add(EQ, 1, x[1].Pos(), x[2].Pos())
	b.Given(m, 11, "one of two")
	m = b.Mark()
	b.Add(LE, 1, x[0].Pos(), x[2].Pos())
	b.Name(m, false, "a rule")
	Add(f, Config{Select: SelectAll}, b.Constraints...)
	sels := f.Selectors()
	want := []struct {
		tag   int
		given bool
		units []sat.Lit
	}{{7, true, []sat.Lit{x[0].Pos()}}, {9, true, []sat.Lit{x[1].Neg(), x[2].Neg()}}, {11, true, nil}, {0, false, nil}}
	if len(sels) != len(want) {
		t.Fatalf("%d selectors, want %d", len(sels), len(want))
	}
	for i, w := range want {
		s := sels[i]
		if s.Tag != w.tag || s.Given != w.given || fmt.Sprint(s.Units) != fmt.Sprint(w.units) {
			t.Errorf("selector %q: tag %d given %v units %v; want %d %v %v", s.Name, s.Tag, s.Given, s.Units, w.tag, w.given, w.units)
		}
	}
}
