package encode

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/sat"
)

// A named constraint under Config.Select holds when its selector is true
// and is gone when it is false, under every encoding (native ones fall back
// to clauses); unnamed constraints and unselected ones stay hard.
func TestSelectors(t *testing.T) {
	ctx := context.Background()
	for _, info := range Encodings() {
		for _, sel := range []Selection{SelectGivens, SelectAll} {
			cfg := Config{AMO: info.Name, Card: info.Name, Select: sel}
			if info.AMOOnly {
				cfg.Card = SeqCounter
			}
			f := sat.NewFormula()
			x := f.NewVars(5)
			lits := sat.Lits(x)
			Add(f, cfg,
				Constraint{Lits: lits, Op: EQ, K: 2, Name: "two", Given: true},
				Constraint{Lits: lits[:3], Op: LE, K: 1, Name: "rule"},
				Constraint{Lits: lits[3:], Op: GE, K: 1},
			)
			if f.NumCards() != 0 && sel == SelectAll {
				t.Fatalf("%s: native constraints under selectors", info.Name)
			}
			sels := map[string]sat.Lit{}
			for _, s := range f.Selectors() {
				sels[s.Name] = s.Lit
			}
			if _, ok := sels["two"]; !ok {
				t.Fatalf("%s %v: no selector for the given", info.Name, sel)
			}
			if _, ok := sels["rule"]; ok != (sel == SelectAll) {
				t.Fatalf("%s %v: the rule's selector made %v", info.Name, sel, ok)
			}
			count := func(two, rule bool) int64 {
				var units []sat.Lit
				units = append(units, sels["two"].Var().Lit(two))
				if r, ok := sels["rule"]; ok {
					units = append(units, r.Var().Lit(rule))
				}
				res, err := sat.Enumerate(ctx, f, sat.Projection{Vars: x}, units, 0, nil)
				if err != nil {
					t.Fatal(err)
				}
				return res.Count
			}
			// Brute force over the 32 assignments of x.
			want := func(two, rule bool) int64 {
				n := int64(0)
				for a := 0; a < 32; a++ {
					c, c3, c2 := 0, 0, 0
					for i := 0; i < 5; i++ {
						if a>>i&1 == 1 {
							c++
							if i < 3 {
								c3++
							} else {
								c2++
							}
						}
					}
					if (!two || c == 2) && (!rule || c3 <= 1) && c2 >= 1 {
						n++
					}
				}
				return n
			}
			for _, two := range []bool{true, false} {
				for _, rule := range []bool{true, false} {
					if sel == SelectGivens && !rule {
						continue // the rule is hard
					}
					if got, w := count(two, rule), want(two, rule); got != w {
						t.Errorf("%s %v, given %v rule %v: %d assignments, want %d", info.Name, sel, two, rule, got, w)
					}
				}
			}
		}
	}
}
