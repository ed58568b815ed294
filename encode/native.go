package encode

import "github.com/puzzlesat/puzzlesat/sat"

// Native hands the constraint to gophersat as a cardinality constraint,
// which it propagates with counters instead of clauses. The formula then has
// no DIMACS CNF form.
func init() {
	register(&Info{
		Name:    Native,
		Vars:    "0",
		Clauses: "0 (1 or 2 native constraints)",
		Ref:     "gophersat's cardinality constraints (Le Berre and Roussel's approach in Sat4j)",
		Size:    func(n, k int) (int, int) { return 0, 0 },
		encode:  native,
	})
}

func native(f *sat.Formula, x []sat.Lit, k int, op Op) {
	n := len(x)
	f.AddCard(sat.Not(x), n-k) // at most k true = at least n−k false
	if op == EQ {
		f.AddCard(x, k)
	}
}
