package encode

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/sat"
)

// connCheck is the Lazy method: a sat.Check that finds the components of
// the part of the graph that is on and cuts off a model where it falls
// apart.
//
// With a root, each component C without the root gets the clause "some
// vertex of C is off, or some edge leaving C is on": in every solution a
// component whose vertices are all on reaches the root through an edge
// that leaves it. Without a root, when there are k ≥ 2 components, each
// component C gets "some vertex of C is off, or an edge leaving C is on,
// or w is off", w a vertex of the next component: C and w cannot both be
// on and apart. Both clauses are false under the model and true in every
// solution.
type connCheck struct {
	g    Graph
	root int
	adj  [][]arc
}

func init() {
	sat.RegisterCheck("connected", decodeConnCheck)
}

func newConnCheck(g Graph, root int) *connCheck {
	return &connCheck{g: g, root: root, adj: g.neighbours()}
}

// Check implements sat.Check.
func (c *connCheck) Check(m []bool) [][]sat.Lit {
	g := c.g
	n := len(g.Vertex)
	value := func(l sat.Lit) bool { return m[l.Var()] == l.IsPos() }
	on := make([]bool, n)
	for v, l := range g.Vertex {
		on[v] = value(l)
	}
	edgeOn := func(e int) bool {
		if g.Edge == nil {
			ends := g.Edges[e]
			return on[ends[0]] && on[ends[1]]
		}
		return value(g.Edge[e])
	}
	comp := make([]int, n)
	for v := range comp {
		comp[v] = -1
	}
	var comps [][]int
	stack := []int{}
	for s := 0; s < n; s++ {
		if !on[s] || comp[s] >= 0 {
			continue
		}
		id := len(comps)
		comp[s] = id
		members := []int{s}
		stack = append(stack[:0], s)
		for len(stack) > 0 {
			v := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, a := range c.adj[v] {
				if on[a.to] && comp[a.to] < 0 && edgeOn(a.edge) {
					comp[a.to] = id
					members = append(members, a.to)
					stack = append(stack, a.to)
				}
			}
		}
		comps = append(comps, members)
	}
	if len(comps) <= 1 && (c.root < 0 || len(comps) == 0 || comp[c.root] >= 0) {
		return nil
	}
	cut := func(members []int, id int) []sat.Lit {
		var cl []sat.Lit
		for _, v := range members {
			cl = append(cl, g.Vertex[v].Not())
		}
		for _, v := range members {
			for _, a := range c.adj[v] {
				if comp[a.to] == id {
					continue
				}
				if g.Edge != nil {
					cl = append(cl, g.Edge[a.edge])
				} else {
					cl = append(cl, g.Vertex[a.to])
				}
			}
		}
		return cl
	}
	var cuts [][]sat.Lit
	if c.root >= 0 {
		for id, members := range comps {
			if id != comp[c.root] {
				cuts = append(cuts, cut(members, id))
			}
		}
		return cuts
	}
	for id, members := range comps {
		w := comps[(id+1)%len(comps)][0]
		cuts = append(cuts, append(cut(members, id), g.Vertex[w].Not()))
	}
	return cuts
}

// Vars implements sat.Check: the vertex and edge literals' variables.
func (c *connCheck) Vars() []sat.Var {
	var out []sat.Var
	for _, l := range c.g.Vertex {
		out = append(out, l.Var())
	}
	for _, l := range c.g.Edge {
		out = append(out, l.Var())
	}
	return out
}

// Kind implements sat.Check.
func (c *connCheck) Kind() string { return "connected" }

// Args implements sat.Check: root, n, the n vertex literals, m, whether
// edges have literals (0 or 1), then per edge its two ends and, when it
// has one, its literal.
func (c *connCheck) Args() []int64 {
	g := c.g
	out := []int64{int64(c.root), int64(len(g.Vertex))}
	for _, l := range g.Vertex {
		out = append(out, int64(l))
	}
	lits := int64(0)
	if g.Edge != nil {
		lits = 1
	}
	out = append(out, int64(len(g.Edges)), lits)
	for e, ends := range g.Edges {
		out = append(out, int64(ends[0]), int64(ends[1]))
		if g.Edge != nil {
			out = append(out, int64(g.Edge[e]))
		}
	}
	return out
}

// decodeConnCheck rebuilds a check from Args, for worker processes.
func decodeConnCheck(a []int64) (sat.Check, error) {
	bad := fmt.Errorf("connected: malformed arguments")
	next := func() (int64, bool) {
		if len(a) == 0 {
			return 0, false
		}
		x := a[0]
		a = a[1:]
		return x, true
	}
	root, ok1 := next()
	n, ok2 := next()
	if !ok1 || !ok2 || n < 0 || int64(len(a)) < n || root >= n || root < -1 {
		return nil, bad
	}
	var g Graph
	for i := int64(0); i < n; i++ {
		l, _ := next()
		if l == 0 {
			return nil, bad
		}
		g.Vertex = append(g.Vertex, sat.Lit(l))
	}
	m, ok1 := next()
	lits, ok2 := next()
	if !ok1 || !ok2 || m < 0 || (lits != 0 && lits != 1) {
		return nil, bad
	}
	if lits == 1 {
		g.Edge = []sat.Lit{}
	}
	for i := int64(0); i < m; i++ {
		u, ok1 := next()
		v, ok2 := next()
		if !ok1 || !ok2 || u < 0 || v < 0 || u >= n || v >= n || u == v {
			return nil, bad
		}
		g.Edges = append(g.Edges, [2]int{int(u), int(v)})
		if lits == 1 {
			l, ok := next()
			if !ok || l == 0 {
				return nil, bad
			}
			g.Edge = append(g.Edge, sat.Lit(l))
		}
	}
	if len(a) != 0 {
		return nil, bad
	}
	return newConnCheck(g, int(root)), nil
}
