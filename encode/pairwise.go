package encode

import "github.com/puzzlesat/puzzlesat/sat"

// Pairwise at-most-one: a binary clause ¬a ∨ ¬b for every pair. No auxiliary
// variables, n(n−1)/2 clauses; it propagates fully, but grows quadratically.
func init() {
	register(&Info{
		Name:    Pairwise,
		AMOOnly: true,
		Vars:    "0",
		Clauses: "n(n−1)/2",
		Ref:     "folklore; the naive encoding",
		Size:    func(n, _ int) (int, int) { return 0, n * (n - 1) / 2 },
		encode:  func(f *sat.Formula, lits []sat.Lit, _ int, _ Op) { pairwise(f, lits) },
	})
}

func pairwise(f *sat.Formula, lits []sat.Lit) {
	for i := range lits {
		for j := i + 1; j < len(lits); j++ {
			f.AddClause(lits[i].Not(), lits[j].Not())
		}
	}
}
