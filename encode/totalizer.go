package encode

import "github.com/puzzlesat/puzzlesat/sat"

// Totalizer, after O. Bailleux and Y. Boufkhad, "Efficient CNF Encoding of
// Boolean Cardinality Constraints", CP 2003.
//
// A balanced binary tree over the literals counts in unary: a node over the
// literals L has outputs o_1..o_m, m = min(|L|, k+1), with o_s meaning "at
// least s of L are true" (a leaf's one output is its literal). A node with
// children a (outputs a_1..a_p) and b (b_1..b_q) gets, with a_0 = b_0 = true,
//
//	up:    ¬a_i ∨ ¬b_j ∨ o_{i+j}          for 0 ≤ i ≤ p, 0 ≤ j ≤ q, 1 ≤ i+j ≤ m
//	down:  a_{i+1} ∨ b_{j+1} ∨ ¬o_{i+j+1} for 0 ≤ i ≤ p, 0 ≤ j ≤ q, i+j < m
//
// (a_{p+1} and b_{q+1} false). Outputs are capped at k+1, as in the
// "k-simplified" totalizer of Büttner and Rintanen (2005): counts past k+1
// need no name. Σ ≤ k takes the up clauses and the unit ¬o_{k+1} at the root;
// Σ = k takes both directions on the same tree and the units o_k, ¬o_{k+1},
// so the two bounds share one counter and every satisfying input assignment
// has exactly one extension.
//
// Without the cap the tree has n⌈log₂ n⌉ variables at most and O(n²) clauses;
// with it, O(n log k) variables and O(nk) clauses. Size gives the exact
// counts, by the same recursion on the tree.
func init() {
	register(&Info{
		Name:    Totalizer,
		Vars:    "Σ min(|node|, k+1) over inner nodes: O(n log k)",
		Clauses: "Σ #{(i, j): 1 ≤ i+j ≤ k+1} over inner nodes, + 1: O(nk)",
		Ref:     "Bailleux and Boufkhad, CP 2003 (outputs capped at k+1)",
		Size:    func(n, k int) (int, int) { return totalizerSize(n, k, LE) },
		encode:  totalizer,
	})
}

func totalizer(f *sat.Formula, x []sat.Lit, k int, op Op) {
	out := totalizerTree(f, x, k+1, op == EQ)
	f.AddClause(out[k].Not())
	if op == EQ {
		f.AddClause(out[k-1])
	}
}

// UnaryCount adds a totalizer's tree over x, both ways (see Totalizer),
// and returns its unary count: min(len(x), limit) outputs, o[s-1] true
// exactly when at least s of x are. A model builds a count that it bounds
// in parts with it (Nurikabe's islands counted a distance at a time).
func UnaryCount(f *sat.Formula, x []sat.Lit, limit int) []sat.Lit {
	return totalizerTree(f, x, limit, true)
}

// UnarySum adds a totalizer's node over the unary counts a and b, both
// ways, and returns the count of a + b: min(len(a)+len(b), limit)
// outputs.
func UnarySum(f *sat.Formula, a, b []sat.Lit, limit int) []sat.Lit {
	return unaryAdd(f, a, b, limit, true)
}

// totalizerTree returns the unary count of x, capped at limit outputs.
func totalizerTree(f *sat.Formula, x []sat.Lit, limit int, down bool) []sat.Lit {
	if len(x) == 1 {
		return x[:1:1]
	}
	h := len(x) / 2
	a := totalizerTree(f, x[:h], limit, down)
	b := totalizerTree(f, x[h:], limit, down)
	return unaryAdd(f, a, b, limit, down)
}

// unaryAdd returns min(len(a)+len(b), limit) fresh outputs counting a + b in
// unary: up clauses always, down clauses when down is set.
func unaryAdd(f *sat.Formula, a, b []sat.Lit, limit int, down bool) []sat.Lit {
	p, q := len(a), len(b)
	m := min(p+q, limit)
	o := sat.Lits(f.NewVars(m))
	clause := make([]sat.Lit, 0, 3)
	for i := 0; i <= p; i++ {
		for j := 0; j <= q; j++ {
			if s := i + j; s >= 1 && s <= m {
				clause = clause[:0]
				if i > 0 {
					clause = append(clause, a[i-1].Not())
				}
				if j > 0 {
					clause = append(clause, b[j-1].Not())
				}
				f.AddClause(append(clause, o[s-1])...)
			}
			if s := i + j; down && s < m {
				clause = clause[:0]
				if i < p {
					clause = append(clause, a[i])
				}
				if j < q {
					clause = append(clause, b[j])
				}
				f.AddClause(append(clause, o[s].Not())...)
			}
		}
	}
	return o
}

// totalizerSize counts what totalizer adds for n literals and bound k.
func totalizerSize(n, k int, op Op) (vars, clauses int) {
	var node func(n int) (outs, vars, clauses int)
	node = func(n int) (int, int, int) {
		if n == 1 {
			return 1, 0, 0
		}
		p, av, ac := node(n / 2)
		q, bv, bc := node(n - n/2)
		m := min(p+q, k+1)
		c := 0
		for i := 0; i <= p; i++ {
			for j := 0; j <= q; j++ {
				if s := i + j; s >= 1 && s <= m {
					c++
				}
				if op == EQ && i+j < m {
					c++
				}
			}
		}
		return m, av + bv + m, ac + bc + c
	}
	_, vars, clauses = node(n)
	if op == EQ {
		return vars, clauses + 2
	}
	return vars, clauses + 1
}
