package sat

import (
	"math/rand"
	"slices"
	"testing"
)

// naiveUP returns the literals unit propagation derives from the
// assumptions (a value per variable, 0 free) and whether it conflicts, by
// going over every clause until nothing changes.
func naiveUP(f *Formula, assume []Lit) ([]int8, bool) {
	val := make([]int8, f.NumVars()+1)
	set := func(l Lit) bool {
		want := int8(1)
		if l < 0 {
			want = -1
		}
		if val[l.Var()] == -want {
			return false
		}
		val[l.Var()] = want
		return true
	}
	for _, l := range assume {
		if !set(l) {
			return val, true
		}
	}
	for changed := true; changed; {
		changed = false
		conflict := false
		f.Clauses(func(c []Lit) {
			if conflict {
				return
			}
			free, sat := Lit(0), false
			nfree := 0
			for _, l := range c {
				switch v := val[l.Var()]; {
				case v == 0:
					nfree++
					free = l
				case (v > 0) == (l > 0):
					sat = true
				}
			}
			if sat {
				return
			}
			switch nfree {
			case 0:
				conflict = true
			case 1:
				set(free)
				changed = true
			}
		})
		if conflict {
			return val, true
		}
	}
	return val, false
}

// TestPropagator: on random formulas, the values after a sequence of
// assumptions, some of them fixed on the way (Fix), equal a naive fixed
// point, conflicts agree, Undo restores the state, each derived literal follows from its reason's clauses and
// the assumptions alone, and a conflict from the assumptions it names.
func TestPropagator(t *testing.T) {
	rng := rand.New(rand.NewSource(8))
	for trial := 0; trial < 500; trial++ {
		n := 3 + rng.Intn(10)
		f := NewFormula()
		x := f.NewVars(n)
		lit := func() Lit { return x[rng.Intn(n)].Lit(rng.Intn(2) == 0) }
		for i := 0; i < n+rng.Intn(3*n); i++ {
			k := 1 + rng.Intn(3)
			if rng.Intn(6) != 0 && k == 1 {
				k = 2
			}
			c := make([]Lit, k)
			for j := range c {
				c[j] = lit()
			}
			f.AddClause(c...)
		}
		p := NewPropagator(f)
		var assumed []Lit
		for step := 0; step < 6 && !p.Conflicting(); step++ {
			mark := p.Mark()
			l := lit()
			ok := p.Assume(l)
			want, wantConflict := naiveUP(f, append(append([]Lit(nil), assumed...), l))
			if ok == wantConflict {
				t.Fatalf("trial %d: Assume(%d) ok %v, naive conflict %v", trial, l, ok, wantConflict)
			}
			if !ok {
				// The conflict follows from its reason and the assumptions.
				g := NewFormula()
				g.NewVars(n)
				for _, ci := range p.ConflictReason() {
					g.AddClause(f.Clause(ci)...)
				}
				if _, c := naiveUP(g, append(append([]Lit(nil), assumed...), l)); !c {
					t.Fatalf("trial %d: the conflict's reason does not conflict", trial)
				}
				// The assumptions it rests on were made, and conflict
				// on their own.
				made := map[Lit]bool{l: true}
				for _, a := range assumed {
					made[a] = true
				}
				rests := p.ConflictAssumptions()
				for _, a := range rests {
					if !made[a] {
						t.Fatalf("trial %d: %d was not assumed", trial, a)
					}
				}
				if _, c := naiveUP(f, rests); !c {
					t.Fatalf("trial %d: the assumptions %v do not conflict", trial, rests)
				}
				p.Undo(mark)
				continue
			}
			assumed = append(assumed, l)
			if rng.Intn(3) == 0 {
				// What is assumed so far holds for good: Undo to the
				// start keeps it, and propagation goes on over the
				// clauses shortened by it.
				p.Fix()
				p.Undo(0)
			}
			for _, v := range x {
				if got := p.Value(v.Pos()); got != want[v] {
					t.Fatalf("trial %d: variable %d is %d, naive %d", trial, v, got, want[v])
				}
				if want[v] == 0 {
					continue
				}
				// v's value follows from its reason and the assumptions.
				g := NewFormula()
				g.NewVars(n)
				for _, ci := range p.Reason(v.Lit(want[v] > 0)) {
					g.AddClause(f.Clause(ci)...)
				}
				got, _ := naiveUP(g, assumed)
				if got[v] != want[v] {
					t.Fatalf("trial %d: variable %d does not follow from its reason", trial, v)
				}
			}
		}
	}
}

// notAll is a PartialCheck for the tests: the literals of lits are not
// all true. Its Conflict sees the rule broken once they all are.
type notAll struct{ lits []Lit }

func (c notAll) Check(m []bool) [][]Lit {
	for _, l := range c.lits {
		if m[l.Var()] != l.IsPos() {
			return nil
		}
	}
	return [][]Lit{Not(c.lits)}
}
func (c notAll) Vars() []Var {
	var out []Var
	for _, l := range c.lits {
		out = append(out, l.Var())
	}
	return out
}
func (c notAll) Kind() string  { return "test-notall" }
func (c notAll) Args() []int64 { return nil }
func (c notAll) Conflict(value func(Lit) int8) []Lit {
	for _, l := range c.lits {
		if value(l) != 1 {
			return nil
		}
	}
	return c.lits
}

// TestPropagatorPartialCheck: a partial check's conflict stops Assume,
// its clause joins the propagator's (Clause, ConflictReason), and after
// Undo the same assumptions conflict again, in either order, and the
// clause propagates (b makes c false); what propagates into the conflict
// is part of its reason.
func TestPropagatorPartialCheck(t *testing.T) {
	f := NewFormula()
	a, b, c := f.NewVar(), f.NewVar(), f.NewVar()
	f.AddClause(a.Neg(), b.Pos()) // a implies b
	f.AddCheck(notAll{[]Lit{b.Pos(), c.Pos()}})
	p := NewPropagator(f)
	mark := p.Mark()
	for _, order := range [][]Lit{{a.Pos(), c.Pos()}, {c.Pos(), a.Pos()}, {a.Pos(), c.Pos()}} {
		if !p.Assume(order[0]) {
			t.Fatalf("%v: the first assumption conflicts", order)
		}
		if p.Assume(order[1]) {
			t.Fatalf("%v: b and c both true, yet no conflict", order)
		}
		reason := p.ConflictReason()
		learned := false
		for _, ci := range reason {
			if ci >= f.NumClauses() {
				learned = true
				if cl := p.Clause(ci); len(cl) != 2 || !slices.Contains(cl, b.Neg()) || !slices.Contains(cl, c.Neg()) {
					t.Fatalf("%v: the check's clause %v, expected ¬b ∨ ¬c", order, cl)
				}
			}
		}
		if !learned || !slices.Contains(reason, 0) {
			t.Fatalf("%v: reason %v: expected the check's clause and a → b (0)", order, reason)
		}
		if as := p.ConflictAssumptions(); len(as) != 2 {
			t.Fatalf("%v: conflict assumptions %v, expected a and c", order, as)
		}
		p.Undo(mark)
		if !p.Assume(b.Pos()) || p.Value(c.Neg()) != 1 {
			t.Fatalf("%v: after Undo, b alone conflicts, or the clause learned does not make c false", order)
		}
		p.Undo(mark)
	}
}

// TestPropagatorLearnedWatches: a partial check's clause watches the two
// of its literals assigned last, however deep in the trail they lie, so
// that after Undo of the last, assuming it again conflicts by that clause
// (no second clause learned), even with later literals above it.
func TestPropagatorLearnedWatches(t *testing.T) {
	f := NewFormula()
	a, b, c := f.NewVar(), f.NewVar(), f.NewVar()
	xs := f.NewVars(6)
	for i := 1; i < len(xs); i++ {
		f.AddClause(c.Neg(), xs[i].Pos()) // c implies x1..x5: assigned after c
	}
	f.AddCheck(notAll{[]Lit{a.Pos(), b.Pos(), c.Pos()}})
	p := NewPropagator(f)
	if !p.Assume(a.Pos()) || !p.Assume(xs[0].Pos()) || !p.Assume(b.Pos()) {
		t.Fatal("a, x0, b conflict")
	}
	mark := p.Mark()
	for round := 0; round < 2; round++ {
		if p.Assume(c.Pos()) {
			t.Fatalf("round %d: a, b and c all true, yet no conflict", round)
		}
		if len(p.extra) != 1 {
			t.Fatalf("round %d: %d clauses learned, expected the one", round, len(p.extra))
		}
		if w := p.long[p.nf][:2]; !slices.Contains(w, c.Neg()) || !slices.Contains(w, b.Neg()) {
			t.Fatalf("round %d: the clause watches %v, expected ¬c and ¬b (assigned last)", round, w)
		}
		p.Undo(mark)
	}
}

// TestAssumeAll: on random formulas with partial checks, assuming a list
// at once reaches what assuming it a literal at a time reaches: the same
// answer (a conflict or none), and the same values.
func TestAssumeAll(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	conflicts := 0
	for trial := 0; trial < 2000; trial++ {
		n := 3 + rng.Intn(8)
		f := NewFormula()
		x := f.NewVars(n)
		lit := func() Lit { return x[rng.Intn(n)].Lit(rng.Intn(2) == 0) }
		for i := 0; i < n/2+rng.Intn(2*n); i++ {
			f.AddClause(lit(), lit())
		}
		for i := 0; i < 1+rng.Intn(3); i++ {
			f.AddCheck(notAll{[]Lit{lit(), lit()}})
		}
		lits := make([]Lit, 1+rng.Intn(4))
		for i := range lits {
			lits[i] = lit()
		}
		one, all := NewPropagator(f), NewPropagator(f)
		if one.Conflicting() {
			continue
		}
		ok := true
		for _, l := range lits {
			if ok = one.Assume(l); !ok {
				break
			}
		}
		if got := all.AssumeAll(lits); got != ok {
			t.Fatalf("trial %d, %v: AssumeAll %v, Assume one at a time %v", trial, lits, got, ok)
		}
		if !ok {
			conflicts++
			continue
		}
		for _, v := range x {
			if all.Value(v.Pos()) != one.Value(v.Pos()) {
				t.Fatalf("trial %d, %v: variable %d is %d, one at a time %d", trial, lits, v, all.Value(v.Pos()), one.Value(v.Pos()))
			}
		}
	}
	if conflicts == 0 {
		t.Fatal("no trial conflicted")
	}
}
