package kit

import (
	"context"
	"reflect"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// TestChoice: a Choice grid's variables come in the order of its pairs,
// are named by the cell's and value's name, make the cells that hints
// reason about (a cell with a variable fixed, or with none, left out) and
// decode to each cell's value, Unknown where none holds.
func TestChoice(t *testing.T) {
	m := NewModel(encode.Config{})
	name := func(i, v int, on bool) string {
		if on {
			return string(rune('a'+i)) + " in " + string(rune('0'+v))
		}
		return string(rune('a'+i)) + " not in " + string(rune('0'+v))
	}
	// Cell 0 takes 1 or 2, cell 1 takes 2 or 1, cell 2 only 0, cell 3
	// nothing; cell 2's variable is fixed.
	c := m.Choice(4, [][2]int{{0, 1}, {1, 2}, {0, 2}, {1, 1}, {2, 0}}, name)
	for i, vs := range map[int][]int{0: {1, 2}, 1: {2, 1}, 2: {0}} {
		if !reflect.DeepEqual(c.Values(i), vs) {
			t.Errorf("cell %d: values %v, want %v", i, c.Values(i), vs)
		}
	}
	if l, ok := c.Is(1, 1); !ok || l != c.Lit(3) {
		t.Errorf("Is(1, 1) = %v %v, want pair 3's", l, ok)
	}
	if _, ok := c.Is(0, 0); ok {
		t.Error("Is(0, 0): cell 0 cannot take 0")
	}
	m.Fix(c.Lit(4))
	for i := 0; i < 2; i++ {
		lits := []sat.Lit{}
		for _, v := range c.Values(i) {
			l, _ := c.Is(i, v)
			lits = append(lits, l)
		}
		m.Rule(encode.EQ, 1, lits, "cell %d", i)
	}
	m.TrueOnly()
	m.Close()
	if got, want := m.Cells(), [][]sat.Var{{c.Lit(0).Var(), c.Lit(2).Var()}, {c.Lit(1).Var(), c.Lit(3).Var()}}; !reflect.DeepEqual(got, want) {
		t.Errorf("cells %v, want %v", got, want)
	}
	if got := m.LitName(c.Lit(2)); got != "a in 2" {
		t.Errorf("LitName %q", got)
	}
	if got := m.LitName(c.Lit(3).Not()); got != "b not in 1" {
		t.Errorf("LitName %q", got)
	}
	if p := m.Projection(); len(p.Vars) != 5 || !p.TrueOnly {
		t.Errorf("projection %+v", p)
	}
	var got [][]int
	res, err := sat.Enumerate(context.Background(), m.F, m.Projection(), nil, 0, func(model []bool) bool {
		got = append(got, c.Decode(Solution(model)))
		return true
	})
	if err != nil || res.Count != 4 {
		t.Fatalf("%d solutions (%v), want 4", res.Count, err)
	}
	for _, d := range got {
		if d[2] != 0 || d[3] != Unknown || d[0] < 1 || d[1] < 1 {
			t.Errorf("decoded %v", d)
		}
	}
	forced := make([]int8, m.F.NumVars()+1)
	forced[c.Lit(1).Var()] = 1
	if d := c.Decode(Forced(forced)); !reflect.DeepEqual(d, []int{Unknown, 2, Unknown, Unknown}) {
		t.Errorf("forced %v", d)
	}
}
