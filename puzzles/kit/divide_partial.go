package kit

import (
	"slices"

	"github.com/puzzlesat/puzzlesat/sat"
)

// Conflict implements sat.PartialCheck for reasoning by propagation
// (--hint, --rate) where every region has one size (Palisade): a cell is
// in a region too big or too small for it, or a border lies inside a
// region, by what is decided so far. Where sizes are open (Fillomino) it
// sees nothing: there it rated no puzzle of Tatham's below search and
// took 10 to 40 times as long. The nogoods are the clauses of Check, read
// on a partial assignment:
//
//   - a border inside: a path of edges decided joined ties its cells;
//   - too big: n edges decided joined tie n+1 cells to it;
//   - too small: the cells it may still join, through edges not decided
//     borders, are fewer than n, closed by the borders decided around them.
func (c *sizeCheck) Conflict(value func(sat.Lit) int8) []sat.Lit {
	if c.sel != 0 && value(c.sel) <= 0 {
		return nil
	}
	s := c.s
	c.adjOnce.Do(func() {
		c.adj = make([][][2]int, s.N())
		for e := range s.NumEdges() {
			a, b := s.Edge(e)
			c.adj[a], c.adj[b] = append(c.adj[a], [2]int{b, e}), append(c.adj[b], [2]int{a, e})
		}
		c.oneSize = true
		for i := range s.N() {
			c.oneSize = c.oneSize && len(slices.DeleteFunc(slices.Clone(c.size[i*c.max:(i+1)*c.max]), func(l sat.Lit) bool { return l == 0 })) == 1
		}
	})
	if !c.oneSize {
		return nil
	}
	nogood := func(lits ...sat.Lit) []sat.Lit {
		if c.sel != 0 {
			lits = append(lits, c.sel)
		}
		if len(lits) < 2 {
			return nil // one literal alone: the clauses' to refute
		}
		return lits
	}
	// bfs visits the cells from start through the edges whose literal's
	// value is at least min (1: joined; 0: not a border), up to limit
	// cells, and returns them in order; via[i] is the edge i was reached by.
	stamp, seen, via := 0, make([]int, s.N()), make([]int, s.N())
	bfs := func(start int, min int8, limit int) []int {
		stamp++
		seen[start], via[start] = stamp, -1
		order := []int{start}
		for k := 0; k < len(order) && len(order) < limit; k++ {
			for _, ne := range c.adj[order[k]] {
				if j := ne[0]; seen[j] != stamp && value(c.same[ne[1]]) >= min && len(order) < limit {
					seen[j], via[j] = stamp, ne[1]
					order = append(order, j)
				}
			}
		}
		return order
	}
	back := func(i int) []sat.Lit { // the joined edges from i back to the start
		var out []sat.Lit
		for via[i] >= 0 {
			e := via[i]
			out = append(out, c.same[e])
			if a, b := s.Edge(e); a == i {
				i = b
			} else {
				i = a
			}
		}
		return out
	}
	comp := make([]int, s.N()) // the pieces the edges decided joined make, from 1
	for i := range comp {
		if comp[i] == 0 {
			for _, k := range bfs(i, 1, s.N()) {
				comp[k] = i + 1
			}
		}
	}
	for e := range s.NumEdges() {
		a, b := s.Edge(e)
		if value(c.same[e]) >= 0 || comp[a] != comp[b] {
			continue
		}
		if bfs(a, 1, s.N()); seen[b] == stamp {
			if ng := nogood(append(back(b), c.same[e].Not())...); ng != nil {
				return ng
			}
		}
	}
	for i := range s.N() {
		n := 0
		for m := 1; m <= c.max && n == 0; m++ {
			if l := c.sizeLit(i, m); l != 0 && value(l) > 0 {
				n = m
			}
		}
		if n == 0 {
			continue
		}
		if order := bfs(i, 1, n+1); len(order) > n {
			lits := []sat.Lit{c.sizeLit(i, n)}
			for _, k := range order[1:] {
				lits = append(lits, c.same[via[k]])
			}
			return nogood(lits...)
		}
		if order := bfs(i, 0, n); len(order) < n {
			lits := []sat.Lit{c.sizeLit(i, n)}
			for _, k := range order {
				for _, ne := range c.adj[k] {
					if seen[ne[0]] != stamp {
						lits = append(lits, c.same[ne[1]].Not())
					}
				}
			}
			return nogood(lits...)
		}
	}
	return nil
}
