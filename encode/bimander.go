package encode

import "github.com/puzzlesat/puzzlesat/sat"

// Bimander at-most-one, after V.-H. Nguyen and S. T. Mai, "A New Method to
// Encode the At-Most-One Constraint into SAT", SoICT 2015.
//
// The literals are split into g = ⌈n/2⌉ groups of two (the last may hold
// one), with a pairwise clause inside each group, and the groups are then
// told apart by the binary encoding: m = ⌈log₂ g⌉ bits, and every literal of
// group i forces the bits to spell i. The bits are only as many as the
// groups need: m = ⌈log₂ ⌈n/2⌉⌉, never a power of two of them (a public Go
// solver's bimander allocated 2^m auxiliaries and needed 128 clauses at
// n = 16, where pairwise needs 120; this one needs 3 variables and 56
// clauses).
//
// ⌈log₂ ⌈n/2⌉⌉ variables and ⌊n/2⌋ + n·⌈log₂ ⌈n/2⌉⌉ clauses. When no literal
// is true the bits are free, so an assignment may have several extensions.
func init() {
	register(&Info{
		Name:    Bimander,
		AMOOnly: true,
		Vars:    "⌈log₂ ⌈n/2⌉⌉",
		Clauses: "⌊n/2⌋ + n⌈log₂ ⌈n/2⌉⌉",
		Ref:     "Nguyen and Mai, SoICT 2015 (groups of 2, pairwise inside, binary over groups)",
		Size: func(n, _ int) (int, int) {
			m := log2Ceil((n + 1) / 2)
			return m, n/2 + n*m
		},
		encode: func(f *sat.Formula, lits []sat.Lit, _ int, _ Op) { bimander(f, lits) },
	})
}

func bimander(f *sat.Formula, x []sat.Lit) {
	groups := make([][]sat.Lit, 0, (len(x)+1)/2)
	for i := 0; i < len(x); i += 2 {
		g := x[i:min(i+2, len(x))]
		pairwise(f, g)
		groups = append(groups, g)
	}
	binaryGroups(f, groups)
}
