package encode

import (
	"math"

	"github.com/puzzlesat/puzzlesat/sat"
)

// Product at-most-one, after J. Chen, "A New SAT Encoding of the At-Most-One
// Constraint", ModRef 2010 (the 2-product encoding).
//
// The literals are laid out on a grid of p rows and q = ⌈√n⌉ columns,
// p = ⌈n/q⌉, row by row. Each row gets a variable r_i and each column a
// variable c_j, and the literal in cell (i, j) implies both:
//
//	¬x_ij ∨ r_i,  ¬x_ij ∨ c_j
//
// Then at most one r and at most one c is true, by the same encoding
// recursively, down to productBase literals or fewer, which get pairwise
// clauses. Two true literals differ in their row or their column, so one of
// the two at-most-ones fails.
//
// p + q ≈ 2√n variables and 2n clauses per level, plus the two recursive
// at-most-ones: about 2√n + O(⁴√n) variables and 2n + 4√n + O(⁴√n) clauses;
// Size gives the exact counts. The row and column variables are only forced
// up, so an assignment may have several extensions.
func init() {
	register(&Info{
		Name:    Product,
		AMOOnly: true,
		Vars:    "≈ 2√n + O(⁴√n)",
		Clauses: "≈ 2n + 4√n + O(⁴√n)",
		Ref:     "Chen, ModRef 2010 (2-product, recursive on rows and columns, pairwise at n ≤ 4)",
		Size:    productSize,
		encode:  func(f *sat.Formula, lits []sat.Lit, _ int, _ Op) { product(f, lits) },
	})
}

// productBase is the largest at-most-one product leaves to pairwise.
const productBase = 4

// productShape returns the rows and columns of the grid for n literals.
func productShape(n int) (p, q int) {
	q = int(math.Ceil(math.Sqrt(float64(n))))
	for q*q < n { // guard against rounding
		q++
	}
	for q > 1 && (q-1)*(q-1) >= n {
		q--
	}
	return (n + q - 1) / q, q
}

func product(f *sat.Formula, x []sat.Lit) {
	n := len(x)
	if n <= productBase {
		pairwise(f, x)
		return
	}
	p, q := productShape(n)
	r := f.NewVars(p)
	c := f.NewVars(q)
	for k, l := range x {
		f.AddClause(l.Not(), r[k/q].Pos())
		f.AddClause(l.Not(), c[k%q].Pos())
	}
	product(f, sat.Lits(r))
	product(f, sat.Lits(c))
}

func productSize(n, _ int) (vars, clauses int) {
	if n <= productBase {
		return 0, n * (n - 1) / 2
	}
	p, q := productShape(n)
	rv, rc := productSize(p, 1)
	cv, cc := productSize(q, 1)
	return p + q + rv + cv, 2*n + rc + cc
}
