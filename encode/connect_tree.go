package encode

import (
	"math/bits"

	"github.com/puzzlesat/puzzlesat/sat"
)

// connectTree states connectivity as a spanning tree of the part that is
// on. Every vertex on but the root picks a parent: a neighbour joined by
// an edge that is on, whose rank is smaller. Ranks are b = ⌈log₂ n⌉-bit
// numbers, and "rank(u) < rank(v)" is a chain of b comparator literals per
// arc, most significant bit first, so that following parents always ends
// at the root, which every vertex on therefore reaches. Without a root, the
// root is the first vertex on (chooseRoot).
//
// Size, n vertices, m edges: b·n rank bits, 2m parent literals and
// 2m(b−1) comparator literals, 2n for the root's choice; about 2m(3b + 2)
// clauses for the arcs and 5n for the rest.
func connectTree(f *sat.Formula, g Graph, root int) {
	n := len(g.Vertex)
	b := max(1, bits.Len(uint(n-1)))
	rank := make([][]sat.Lit, n)
	for v := range rank {
		rank[v] = sat.Lits(f.NewVars(b))
	}
	var roots []sat.Lit
	if root < 0 {
		roots = chooseRoot(f, g)
	}
	for v, arcs := range g.neighbours() {
		if v == root {
			continue
		}
		// v on → v is the root, or has a parent.
		need := []sat.Lit{g.Vertex[v].Not()}
		if roots != nil {
			need = append(need, roots[v])
		}
		for _, a := range arcs {
			p := f.NewVar().Pos()
			need = append(need, p)
			// p → the parent is on, and so is the edge to it.
			f.AddClause(p.Not(), g.Vertex[a.to])
			if l := g.edgeLit(a.edge); l != 0 {
				f.AddClause(p.Not(), l)
			}
			less(f, p, rank[a.to], rank[v])
		}
		f.AddClause(need...)
	}
}

// less adds p → x < y, for numbers given by their bits, most significant
// first. p stands for the comparison of the top bit; c_i, made for each
// lower bit, says that x < y on bits i down to 0. At each bit x_i ≤ y_i,
// and where they are equal the comparison moves down a bit; at the last
// bit x_0 < y_0.
func less(f *sat.Formula, p sat.Lit, x, y []sat.Lit) {
	c := p
	for i := 0; i < len(x); i++ {
		if i == len(x)-1 {
			f.AddClause(c.Not(), x[i].Not())
			f.AddClause(c.Not(), y[i])
			return
		}
		next := f.NewVar().Pos()
		f.AddClause(c.Not(), x[i].Not(), y[i])
		f.AddClause(c.Not(), x[i].Not(), next)
		f.AddClause(c.Not(), y[i], next)
		c = next
	}
}
