package encode

import (
	"math/bits"

	"github.com/puzzlesat/puzzlesat/sat"
)

// Binary (bitwise) at-most-one, after A. M. Frisch, T. J. Peugniez,
// A. J. Doggett and P. W. Nightingale, "Solving Non-Boolean Satisfiability
// Problems with Stochastic Local Search: A Comparison of Encodings", JAR 2005
// (also S. Prestwich's "bitwise" encoding).
//
// m = ⌈log₂ n⌉ auxiliary bits b_1..b_m give an index; literal x_i, when true,
// forces the bits to spell i in binary:
//
//	¬x_i ∨ b_j  or  ¬x_i ∨ ¬b_j, as bit j of i is 1 or 0
//
// so two true literals would need two different indices. ⌈log₂ n⌉ variables
// and n·⌈log₂ n⌉ clauses. When no literal is true the bits are free, so an
// assignment may have several extensions.
func init() {
	register(&Info{
		Name:    Binary,
		AMOOnly: true,
		Vars:    "⌈log₂ n⌉",
		Clauses: "n⌈log₂ n⌉",
		Ref:     "Frisch, Peugniez, Doggett and Nightingale, JAR 2005 (bitwise)",
		Size: func(n, _ int) (int, int) {
			m := log2Ceil(n)
			return m, n * m
		},
		encode: func(f *sat.Formula, lits []sat.Lit, _ int, _ Op) {
			groups := make([][]sat.Lit, len(lits))
			for i := range lits {
				groups[i] = lits[i : i+1]
			}
			binaryGroups(f, groups)
		},
	})
}

// log2Ceil returns ⌈log₂ n⌉ for n ≥ 1.
func log2Ceil(n int) int {
	if n <= 1 {
		return 0
	}
	return bits.Len(uint(n - 1))
}

// binaryGroups makes ⌈log₂ len(groups)⌉ bits and forces them to spell i
// when any literal of groups[i] is true, so that at most one group has a
// true literal. It is the binary encoding over groups, shared with bimander.
func binaryGroups(f *sat.Formula, groups [][]sat.Lit) {
	m := log2Ceil(len(groups))
	b := f.NewVars(m)
	for i, g := range groups {
		for _, x := range g {
			for j, v := range b {
				f.AddClause(x.Not(), v.Lit(i>>j&1 == 1))
			}
		}
	}
}
