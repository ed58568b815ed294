package encode

import "github.com/puzzlesat/puzzlesat/sat"

// connectReach states connectivity as bounded reachability in unary:
// r(v, d) says that v is reached from the root within d steps. r(v, 0)
// holds for the root alone; r(v, d) needs r(v, d−1) or a neighbour u with
// r(u, d−1) along an edge that is on; every vertex on has r(v, n−1), and a
// vertex reached is on. Without a root, the root is the first vertex on
// (chooseRoot).
//
// Size, n vertices, m edges: n² reach literals (n(n−1) past distance 0),
// and with edge literals 2m(n−1) more for "u reached and the edge on";
// about n² + 2mn clauses.
func connectReach(f *sat.Formula, g Graph, root int) {
	n := len(g.Vertex)
	adj := g.neighbours()
	var roots []sat.Lit
	if root < 0 {
		roots = chooseRoot(f, g)
	}
	prev := make([]sat.Lit, n)
	for v := range prev {
		switch {
		case roots != nil:
			prev[v] = roots[v]
		default:
			prev[v] = f.NewVar().Pos()
			if v == root {
				f.AddClause(prev[v])
			} else {
				f.AddClause(prev[v].Not())
			}
		}
	}
	for d := 1; d < n; d++ {
		cur := make([]sat.Lit, n)
		for v := range cur {
			r := f.NewVar().Pos()
			cur[v] = r
			f.AddClause(r.Not(), g.Vertex[v])
			why := []sat.Lit{r.Not(), prev[v]}
			for _, a := range adj[v] {
				if l := g.edgeLit(a.edge); l != 0 {
					// t ⟹ u was reached and the edge is on.
					t := f.NewVar().Pos()
					f.AddClause(t.Not(), prev[a.to])
					f.AddClause(t.Not(), l)
					why = append(why, t)
				} else {
					why = append(why, prev[a.to])
				}
			}
			f.AddClause(why...)
		}
		prev = cur
	}
	for v := range prev {
		f.AddClause(g.Vertex[v].Not(), prev[v])
	}
}
