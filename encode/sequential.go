package encode

import "github.com/puzzlesat/puzzlesat/sat"

// Sequential counter encodings, after C. Sinz, "Towards an Optimal CNF
// Encoding of Boolean Cardinality Constraints", CP 2005.
//
// For at-most-one (Sinz's LTseq with k = 1): auxiliary s_i means "one of
// x_1..x_i is true", for i = 1..n−1; clauses
//
//	¬x_1 ∨ s_1;  ¬x_i ∨ s_i, ¬s_{i−1} ∨ s_i, ¬x_i ∨ ¬s_{i−1} (1 < i < n);  ¬x_n ∨ ¬s_{n−1}
//
// n−1 variables and 3n−4 clauses.
//
// For at-most-k (LTseq): s_{i,j} means "at least j of x_1..x_i are true",
// i = 1..n−1, j = 1..k: k(n−1) variables and 2nk + n − 3k − 1 clauses. For
// exactly-k the same register also gets the converse implications and the
// final "at least k" clause, so the two bounds share one counter.
func init() {
	register(&Info{
		Name:    Sequential,
		AMOOnly: true,
		Vars:    "n−1",
		Clauses: "3n−4",
		Ref:     "Sinz, CP 2005 (LTseq, k = 1)",
		Size:    func(n, _ int) (int, int) { return n - 1, 3*n - 4 },
		encode:  func(f *sat.Formula, lits []sat.Lit, _ int, _ Op) { sequentialAMO(f, lits) },
	})
	register(&Info{
		Name:    SeqCounter,
		Vars:    "k(n−1)",
		Clauses: "2nk + n − 3k − 1 (at most k)",
		Ref:     "Sinz, CP 2005 (LTseq)",
		Size:    func(n, k int) (int, int) { return k * (n - 1), 2*n*k + n - 3*k - 1 },
		encode:  seqCounter,
	})
}

func sequentialAMO(f *sat.Formula, x []sat.Lit) {
	n := len(x)
	s := f.NewVar()
	f.AddClause(x[0].Not(), s.Pos())
	for i := 1; i < n-1; i++ {
		next := f.NewVar()
		f.AddClause(x[i].Not(), next.Pos())
		f.AddClause(s.Neg(), next.Pos())
		f.AddClause(x[i].Not(), s.Neg())
		s = next
	}
	f.AddClause(x[n-1].Not(), s.Neg())
}

// seqCounter encodes Σ x ≤ k (op LE) or Σ x = k (op EQ), 1 ≤ k < n.
func seqCounter(f *sat.Formula, x []sat.Lit, k int, op Op) {
	n := len(x)
	// s[i][j]: at least j+1 of x[0..i] are true, for i < n−1.
	s := make([][]sat.Var, n-1)
	for i := range s {
		s[i] = f.NewVars(k)
	}
	// Upward: x_i → s_{i,1}; s_{i−1,j} → s_{i,j}; x_i ∧ s_{i−1,j−1} → s_{i,j};
	// overflow: x_i ∧ s_{i−1,k} → false.
	f.AddClause(x[0].Not(), s[0][0].Pos())
	for j := 1; j < k; j++ {
		f.AddClause(s[0][j].Neg())
	}
	for i := 1; i < n-1; i++ {
		f.AddClause(x[i].Not(), s[i][0].Pos())
		f.AddClause(s[i-1][0].Neg(), s[i][0].Pos())
		for j := 1; j < k; j++ {
			f.AddClause(x[i].Not(), s[i-1][j-1].Neg(), s[i][j].Pos())
			f.AddClause(s[i-1][j].Neg(), s[i][j].Pos())
		}
		f.AddClause(x[i].Not(), s[i-1][k-1].Neg())
	}
	f.AddClause(x[n-1].Not(), s[n-2][k-1].Neg())
	if op != EQ {
		return
	}
	// Downward, so that s counts exactly: s_{i,j} → s_{i−1,j} ∨ x_i, and
	// s_{i,j} → s_{i−1,j−1} (j > 1); s_{0,0} → x_0. Then at least k: the
	// last register reaches k, or it reaches k−1 and x_n is true.
	f.AddClause(s[0][0].Neg(), x[0])
	for i := 1; i < n-1; i++ {
		f.AddClause(s[i][0].Neg(), s[i-1][0].Pos(), x[i])
		for j := 1; j < k; j++ {
			f.AddClause(s[i][j].Neg(), s[i-1][j].Pos(), x[i])
			f.AddClause(s[i][j].Neg(), s[i-1][j-1].Pos())
		}
	}
	f.AddClause(s[n-2][k-1].Pos(), s[n-2][k-2].Pos())
	f.AddClause(s[n-2][k-1].Pos(), x[n-1])
}
