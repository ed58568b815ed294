package encode

import (
	"fmt"
	"math/bits"
	"testing"

	"github.com/puzzlesat/puzzlesat/sat"
)

// propagate runs unit propagation on f's clauses from the literals in
// assumed. It returns the value of each variable (0 unknown, 1 true, −1
// false) and false on a conflict.
func propagate(f *sat.Formula, assumed []sat.Lit) ([]int8, bool) {
	val := make([]int8, f.NumVars()+1)
	litVal := func(l sat.Lit) int8 {
		if l.IsPos() {
			return val[l.Var()]
		}
		return -val[l.Var()]
	}
	set := func(l sat.Lit) bool {
		switch litVal(l) {
		case 1:
			return true
		case -1:
			return false
		}
		if l.IsPos() {
			val[l.Var()] = 1
		} else {
			val[l.Var()] = -1
		}
		return true
	}
	for _, l := range assumed {
		if !set(l) {
			return val, false
		}
	}
	for changed := true; changed; {
		changed = false
		for i := 0; i < f.NumClauses(); i++ {
			var unit sat.Lit
			free, sat := 0, false
			for _, l := range f.Clause(i) {
				switch litVal(l) {
				case 1:
					sat = true
				case 0:
					free++
					unit = l
				}
			}
			switch {
			case sat || free > 1:
			case free == 0:
				return val, false
			default:
				set(unit)
				changed = true
			}
		}
	}
	return val, true
}

// arcConsistent lists the encodings whose clauses let unit propagation
// enforce the constraint fully: once k inputs are true, the others are
// false (Σ ≤ k), and once n−k are false, the others are true (Σ = k). Every
// at-most-one encoding here is: a true literal sets the auxiliaries that
// exclude every other. The cardinality ones are by their papers (Sinz 2005;
// Bailleux and Boufkhad 2003; Asín et al. 2011).
var arcConsistent = []Encoding{
	Pairwise, Sequential, Commander, Product, Binary, Bimander,
	SeqCounter, Totalizer, CardNet,
}

// TestPropagation checks arc consistency by unit propagation, for every
// n ≤ 8, every k and every set of inputs that reaches the bound.
func TestPropagation(t *testing.T) {
	for _, enc := range arcConsistent {
		info, _ := Lookup(string(enc))
		t.Run(string(enc), func(t *testing.T) {
			cfg := Config{AMO: enc, Card: enc}
			for n := 2; n <= maxExhaustiveN; n++ {
				maxK := n - 1
				if info.AMOOnly {
					maxK = 1
				}
				for k := 1; k <= maxK; k++ {
					for _, op := range []Op{LE, EQ} {
						if op == EQ && info.AMOOnly && k != 1 {
							continue
						}
						f := sat.NewFormula()
						x := sat.Lits(f.NewVars(n))
						Add(f, cfg, Constraint{Lits: x, Op: op, K: k})
						// LE: fix k inputs true, expect the rest false.
						// EQ: fix n−k inputs false, expect the rest true.
						fixed, fixTo := k, true
						if op == EQ {
							fixed, fixTo = n-k, false
						}
						for set := uint(0); set < 1<<n; set++ {
							if bits.OnesCount(set) != fixed {
								continue
							}
							var assumed []sat.Lit
							for i, l := range x {
								if set>>i&1 == 1 {
									assumed = append(assumed, l.Var().Lit(fixTo))
								}
							}
							val, ok := propagate(f, assumed)
							name := fmt.Sprintf("n=%d %v k=%d, inputs %0*b fixed %v", n, op, k, n, set, fixTo)
							if !ok {
								t.Errorf("%s: conflict", name)
								continue
							}
							for i, l := range x {
								if set>>i&1 == 0 && val[l.Var()] != boolVal(!fixTo) {
									t.Errorf("%s: input %d not propagated to %v", name, i, !fixTo)
								}
							}
						}
					}
				}
			}
		})
	}
}

func boolVal(b bool) int8 {
	if b {
		return 1
	}
	return -1
}

// TestPropagate checks the test's own propagator on a chain and a conflict.
func TestPropagate(t *testing.T) {
	f := sat.NewFormula()
	a, b, c := f.NewVar(), f.NewVar(), f.NewVar()
	f.AddClause(a.Neg(), b.Neg(), c.Pos()) // a ∧ b → c
	f.AddClause(c.Neg(), b.Neg())          // c → ¬b
	if val, ok := propagate(f, []sat.Lit{a.Pos()}); !ok || val[b] != 0 || val[c] != 0 {
		t.Errorf("a alone: got %v, %v; want nothing propagated", val, ok)
	}
	if _, ok := propagate(f, []sat.Lit{a.Pos(), b.Pos()}); ok {
		t.Errorf("a and b: no conflict found")
	}
	if val, ok := propagate(f, []sat.Lit{c.Pos()}); !ok || val[b] != -1 {
		t.Errorf("c: got %v, %v; want b false", val, ok)
	}
}
