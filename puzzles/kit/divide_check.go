package kit

import (
	"fmt"
	"slices"
	"sync"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/sat"
)

// sizeCheck is the lazy rule of Divide: a sat.Check that finds the regions
// of a model (the components of the edges whose same literal is true)
// and cuts off a model where a region has a border inside it, cells that
// disagree on its size, or a size other than its cells'. Each cut is a
// clause that every division keeps:
//
//   - a border inside a region: the edge's cells are joined by a path of
//     same edges, so the edge is no border: "same(e), or an edge of the
//     path is a border";
//   - too many cells: the first n+1 cells of the region in breadth-first
//     order from a cell c of size n are joined by n edges, which make a
//     region of n+1 cells or more: "c is not of size n, or one of them is
//     a border";
//   - too few cells: a region of m < n cells, joined by m−1 edges and
//     closed by borders, has m cells: "c is not of size n, or one of the
//     joining edges is a border, or one of the closing edges is none".
//
// sel, when not 0, switches the rule off when false (explanations).
type sizeCheck struct {
	s    grid.Shape
	max  int
	same []sat.Lit // per edge
	size []sat.Lit // per cell, per size 1..max: (i*max + n-1), 0 for never
	sel  sat.Lit
	// For Conflict: each cell's neighbours with the edges to them, and
	// whether each cell has one size only.
	adj     [][][2]int
	oneSize bool
	adjOnce sync.Once
}

func init() { sat.RegisterCheck("kit-regions", decodeSizeCheck) }

func (c *sizeCheck) sizeLit(i, n int) sat.Lit { return c.size[i*c.max+n-1] }

// Check implements sat.Check.
func (c *sizeCheck) Check(model []bool) [][]sat.Lit {
	value := func(l sat.Lit) bool { return l != 0 && model[l.Var()] == l.IsPos() }
	if c.sel != 0 && !value(c.sel) {
		return nil
	}
	s := c.s
	joined := func(a, b int) bool {
		e, _ := s.EdgeBetween(a, b)
		return value(c.same[e])
	}
	// sizeOf is a cell's size in the model, 0 when it has none.
	sizeOf := func(i int) int {
		for n := 1; n <= c.max; n++ {
			if value(c.sizeLit(i, n)) {
				return n
			}
		}
		return 0
	}
	var cuts [][]sat.Lit
	add := func(cl []sat.Lit) {
		if c.sel != 0 {
			cl = append(cl, c.sel.Not())
		}
		cuts = append(cuts, cl)
	}
	for _, reg := range s.Components(nil, joined) {
		parent, order := c.bfs(reg[0], joined, len(reg))
		in := map[int]bool{}
		for _, i := range reg {
			in[i] = true
		}
		// path returns the same literals from cell i up to the start.
		path := func(i int) []sat.Lit {
			var out []sat.Lit
			for ; parent[i] >= 0; i = parent[i] {
				e, _ := s.EdgeBetween(i, parent[i])
				out = append(out, c.same[e].Not())
			}
			return out
		}
		bad := false
		for _, a := range reg {
			for _, b := range s.Neighbours(a) {
				e, _ := s.EdgeBetween(a, b)
				switch {
				case b < a || !in[b]:
				case !value(c.same[e]):
					add(append(append([]sat.Lit{c.same[e]}, path(a)...), path(b)...))
					bad = true
				case sizeOf(a) != sizeOf(b):
					add([]sat.Lit{c.same[e].Not(), c.sizeLit(a, sizeOf(a)).Not(), c.sizeLit(b, sizeOf(b)).Not()})
					bad = true
				}
			}
		}
		n := sizeOf(reg[0])
		switch {
		case bad || n == 0 || len(reg) == n:
		case len(reg) > n:
			// A group of n+1 cells from each cell of the region, each
			// a cut.
			seen := map[string]bool{}
			for _, start := range reg {
				parent, order = c.bfs(start, joined, n+1)
				key := fmt.Sprint(sortedCopy(order))
				if seen[key] {
					continue
				}
				seen[key] = true
				cl := []sat.Lit{c.sizeLit(start, n).Not()}
				for _, i := range order[1:] {
					e, _ := s.EdgeBetween(i, parent[i])
					cl = append(cl, c.same[e].Not())
				}
				add(cl)
			}
		default:
			cl := []sat.Lit{c.sizeLit(reg[0], n).Not()}
			for _, i := range order {
				if parent[i] >= 0 {
					e, _ := s.EdgeBetween(i, parent[i])
					cl = append(cl, c.same[e].Not())
				}
				for _, j := range s.Neighbours(i) {
					if !in[j] {
						e, _ := s.EdgeBetween(i, j)
						cl = append(cl, c.same[e])
					}
				}
			}
			add(cl)
		}
	}
	return cuts
}

// bfs returns the breadth-first tree from cell start through joined
// edges, parent[i] −1 at the start and for cells not reached, and the
// first limit cells in the order reached.
func (c *sizeCheck) bfs(start int, joined func(a, b int) bool, limit int) (parent map[int]int, order []int) {
	parent = map[int]int{start: -1}
	order = []int{start}
	for k := 0; k < len(order) && len(order) < limit; k++ {
		for _, j := range c.s.Neighbours(order[k]) {
			if _, seen := parent[j]; !seen && joined(order[k], j) && len(order) < limit {
				parent[j] = order[k]
				order = append(order, j)
			}
		}
	}
	return parent, order
}

// Vars implements sat.Check.
func (c *sizeCheck) Vars() []sat.Var {
	var out []sat.Var
	for _, ls := range [][]sat.Lit{c.same, c.size, {c.sel}} {
		for _, l := range ls {
			if l != 0 {
				out = append(out, l.Var())
			}
		}
	}
	return out
}

// Kind implements sat.Check.
func (c *sizeCheck) Kind() string { return "kit-regions" }

// Args implements sat.Check: rows, columns, max, the selector, then the
// same literals and the size literals.
func (c *sizeCheck) Args() []int64 {
	out := []int64{int64(c.s.Rows), int64(c.s.Cols), int64(c.max), int64(c.sel)}
	for _, ls := range [][]sat.Lit{c.same, c.size} {
		for _, l := range ls {
			out = append(out, int64(l))
		}
	}
	return out
}

func decodeSizeCheck(a []int64) (sat.Check, error) {
	if len(a) < 4 || a[0] < 1 || a[1] < 1 || a[2] < 1 || a[0]*a[1] > 1<<20 || a[2] > 1<<20 {
		return nil, fmt.Errorf("kit-regions: malformed arguments")
	}
	c := &sizeCheck{s: grid.Shape{Rows: int(a[0]), Cols: int(a[1])}, max: int(a[2]), sel: sat.Lit(a[3])}
	ne, nc := c.s.NumEdges(), c.s.N()*c.max
	if int64(len(a)) != 4+int64(ne)+int64(nc) {
		return nil, fmt.Errorf("kit-regions: %d arguments, expected %d", len(a), 4+ne+nc)
	}
	for _, x := range a[4 : 4+ne] {
		c.same = append(c.same, sat.Lit(x))
	}
	for _, x := range a[4+ne:] {
		c.size = append(c.size, sat.Lit(x))
	}
	return c, nil
}

func sortedCopy(a []int) []int {
	out := append([]int(nil), a...)
	slices.Sort(out)
	return out
}
