package encode

import (
	"context"
	"fmt"
	"math/bits"
	"testing"

	"github.com/puzzlesat/puzzlesat/sat"
)

// maxExhaustiveN is the largest number of literals checked exhaustively.
const maxExhaustiveN = 8

// call is one way of adding a constraint through the public surface.
type call struct {
	op  Op
	k   int
	add func(f *sat.Formula, lits []sat.Lit)
}

// callsFor lists the constraints to check for an encoding at n literals:
// every relation and k = −1..n+1 for a cardinality encoding; at most one,
// exactly one and at least n−1 for an at-most-one encoding, named in the AMO
// slot.
func callsFor(info *Info, n int) []call {
	if info.AMOOnly {
		cfg := Config{AMO: info.Name, Card: Pairwise}
		return []call{
			{LE, 1, func(f *sat.Formula, x []sat.Lit) { AtMostOne(f, x, cfg) }},
			{EQ, 1, func(f *sat.Formula, x []sat.Lit) { ExactlyOne(f, x, cfg) }},
			{GE, n - 1, func(f *sat.Formula, x []sat.Lit) { AtLeast(f, x, n-1, cfg) }},
		}
	}
	// The AMO slot names an encoding that fails loudly if it is ever used
	// for a cardinality bound, so each check exercises info alone for k ≥ 2.
	cfg := Config{AMO: info.Name, Card: info.Name}
	var cs []call
	for k := -1; k <= n+1; k++ {
		k := k
		cs = append(cs,
			call{LE, k, func(f *sat.Formula, x []sat.Lit) { AtMost(f, x, k, cfg) }},
			call{GE, k, func(f *sat.Formula, x []sat.Lit) { AtLeast(f, x, k, cfg) }},
			call{EQ, k, func(f *sat.Formula, x []sat.Lit) { Exactly(f, x, k, cfg) }},
		)
	}
	return cs
}

// holds reports whether the input assignment bits (bit i: literal i true)
// meets Σ op k.
func holds(bitsSet uint, op Op, k int) bool {
	c := bits.OnesCount(bitsSet)
	switch op {
	case LE:
		return c <= k
	case GE:
		return c >= k
	}
	return c == k
}

// uniqueExtension says, per encoding and relation, whether every satisfying
// input assignment has exactly one extension to the auxiliary variables.
// Exactly-k has it everywhere: the at-most-one encodings' auxiliaries are
// pinned once one literal is known true, and the counters and networks get
// both directions of clauses. At most k (and at least, which is at most on
// the negations) has it only where the auxiliaries are defined both ways
// (commander: c ⟺ some literal of its group); elsewhere they are forced one
// way only and are free when the inputs are far from the bound.
var uniqueExtension = map[Encoding]map[Op]bool{
	Pairwise:   {LE: true, GE: true, EQ: true},
	Commander:  {LE: true, GE: true, EQ: true},
	Native:     {LE: true, GE: true, EQ: true},
	Sequential: {EQ: true},
	Product:    {EQ: true},
	Binary:     {EQ: true},
	Bimander:   {EQ: true},
	SeqCounter: {EQ: true},
	Totalizer:  {EQ: true},
	CardNet:    {EQ: true},
}

// TestExhaustive checks, for every registered encoding, relation, n ≤ 8 and
// bound, that the input assignments with a satisfying extension are exactly
// those that meet the constraint. Solutions are enumerated projected onto
// the inputs and compared with the brute-force set. Where an encoding is
// listed in uniqueExtension, it also checks that each satisfying input
// assignment has one extension only.
func TestExhaustive(t *testing.T) {
	ctx := context.Background()
	for _, info := range Encodings() {
		t.Run(string(info.Name), func(t *testing.T) {
			for n := 1; n <= maxExhaustiveN; n++ {
				for _, c := range callsFor(info, n) {
					f := sat.NewFormula()
					in := f.NewVars(n)
					// Mix polarities so that negated inputs are covered too:
					// literal i is ¬x_i for odd i.
					lits := make([]sat.Lit, n)
					for i, v := range in {
						lits[i] = v.Lit(i%2 == 0)
					}
					c.add(f, lits)
					name := fmt.Sprintf("n=%d %v k=%d", n, c.op, c.k)
					got := map[uint]bool{}
					_, err := sat.Enumerate(ctx, f, sat.Projection{Vars: in}, nil, 0, func(m []bool) bool {
						var a uint
						for i, v := range in {
							if m[v] == (i%2 == 0) { // literal i true
								a |= 1 << i
							}
						}
						if got[a] {
							t.Errorf("%s: input assignment %0*b found twice", name, n, a)
						}
						got[a] = true
						return true
					})
					if err != nil {
						t.Fatalf("%s: %v", name, err)
					}
					for a := uint(0); a < 1<<n; a++ {
						if want := holds(a, c.op, c.k); got[a] != want {
							t.Errorf("%s: input assignment %0*b (literal i is bit i): extension exists %v, constraint holds %v", name, n, a, got[a], want)
						}
					}
					if uniqueExtension[info.Name][c.op] && f.NumVars() > n {
						// The limit keeps a broken encoding from enumerating
						// every spare extension.
						res, err := sat.Enumerate(ctx, f, sat.Projection{}, nil, int64(len(got))+1, nil)
						if err != nil {
							t.Fatalf("%s: %v", name, err)
						}
						if res.Count != int64(len(got)) {
							t.Errorf("%s: %d models over all variables for %d input assignments: extensions are not unique", name, res.Count, len(got))
						}
					}
				}
			}
		})
	}
}
