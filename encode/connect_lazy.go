package encode

import (
	"fmt"
	"sync/atomic"

	"github.com/puzzlesat/puzzlesat/sat"
)

// connCheck is the Lazy method: a sat.Check that finds the components of
// the part of the graph that is on and cuts off a model where it falls
// apart.
//
// With a root, each component C without the root gets the clause "u is
// off, or some way out of C towards the root is on", u a vertex of C.
// Without a root, when there are k ≥ 2 components, each component C gets
// "u is off, or some way out of C towards w is on, or w is off", w a
// vertex of the next component: u and w cannot both be on and apart. The
// ways out are those of waysOut. Both clauses are false under the model
// and true in every solution.
type connCheck struct {
	g    Graph
	root int
	adj  [][]arc
	// budget is maxCheckWork, or another bound in the tests.
	budget int
	// spare holds Conflict's buffers between calls, taken by one call at
	// a time (another at once makes its own): a propagator asks after
	// every assumption (sat.Propagator), and the allocations were a
	// fifth of a Kurodoko's rating.
	spare atomic.Pointer[conflictScratch]
}

// conflictScratch is Conflict's: each vertex's component (0 the first
// vertex's, −1 none) and the search's stack.
type conflictScratch struct{ comp, stack []int }

func init() {
	sat.RegisterCheck("connected", decodeConnCheck)
}

func newConnCheck(g Graph, root int) *connCheck {
	return &connCheck{g: g, root: root, adj: g.neighbours(), budget: maxCheckWork}
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
	var members, stack []int
	for s := 0; s < n; s++ {
		if on[s] && comp[s] < 0 {
			members, stack = c.component(s, len(comps), comp, func(v int) bool { return on[v] }, edgeOn, true, stack)
			comps = append(comps, members)
		}
	}
	if c.root >= 0 && !on[c.root] {
		// Connected states the root as a unit, so no model has it off;
		// were one to, the cuts below would not hold (they reach w).
		return [][]sat.Lit{{g.Vertex[c.root]}}
	}
	if len(comps) <= 1 {
		return nil
	}
	var cuts [][]sat.Lit
	sc := newWayScratch(n, len(g.Edges))
	if c.root >= 0 {
		for id, members := range comps {
			if id != comp[c.root] {
				cuts = append(cuts, append([]sat.Lit{g.Vertex[members[0]].Not()}, c.waysOut(id, c.root, members, comp, sc)...))
			}
		}
		return cuts
	}
	for id, members := range comps {
		w := comps[(id+1)%len(comps)][0]
		cut := append([]sat.Lit{g.Vertex[members[0]].Not()}, c.waysOut(id, w, members, comp, sc)...)
		cuts = append(cuts, append(cut, g.Vertex[w].Not()))
	}
	return cuts
}

// maxCheckWork bounds the searches of one Check for the ways out that
// lead towards w (waysOut), in vertices visited: each costs a search over
// the graph, and a model of thousands of components on a large grid (a
// Kurodoko of 200×200 and one clue) took seconds a check, deaf to
// --timeout and Ctrl-C, which act between searches. A grid of 2,500
// cells is searched for some 400 components, and more than that is rare.
const maxCheckWork = 1 << 20

// component marks id in comp for every vertex that s reaches, depth
// first, through the vertices that vertex allows and the edges that edge
// allows, and not marked yet (comp −1); with keep, it returns them in the
// order reached, s first. Check finds the model's components with it,
// Conflict the part a vertex on may still join. stack is a buffer for
// the search, returned for the next.
func (c *connCheck) component(s, id int, comp []int, vertex, edge func(int) bool, keep bool, stack []int) (members, buf []int) {
	comp[s] = id
	if keep {
		members = []int{s}
	}
	stack = append(stack[:0], s)
	for len(stack) > 0 {
		v := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, a := range c.adj[v] {
			if comp[a.to] < 0 && vertex(a.to) && edge(a.edge) {
				comp[a.to] = id
				if keep {
					members = append(members, a.to)
				}
				stack = append(stack, a.to)
			}
		}
	}
	return members, stack
}

// waysOut returns the literals of the ways out of the component numbered
// id (members) towards w: every path from the component to w is on only
// if one of them is. A way out is an edge that leaves the component, by
// its literal, or, without edge literals, the vertex outside it that the
// edge reaches. A path from the component to w leaves it for the last
// time through a way out from which it reaches w without crossing the
// component's border again, so only those are named, not the ways out
// into pockets that w cannot reach. Under the model all are off, and w
// is on (a root is on: Check cuts a model with it off by that alone).
//
// With a vertex u of the component, this is a cut shorter than the one
// that names every vertex of the component and every way out, which it
// subsumes. Over five seeds of each collection (2026-12-05): Tapa's
// puzzles took 0.80 of the conflicts, Nurikabe's, Heyawake's and LITS's
// 0.90 to 0.93, Slitherlink's, Masyu's and Yajilin's 0.98 to 1.02; the
// time searching, 0.99 in all (0.93 to 1.09 a genre, within the noise).
// Requiring two ways out of a loop's component (Slitherlink, Masyu,
// Yajilin: a loop leaves and comes back) took 0.86 to 0.93 of their
// conflicts but 1.12 times the time: its clauses are many and long.
//
// Past the budget of one Check (maxCheckWork), the search of w's side
// is left out and every way out named: the cut is longer but costs only
// the component's border.
func (c *connCheck) waysOut(id, w int, members, comp []int, sc *wayScratch) []sat.Lit {
	g := c.g
	whole := sc.work >= c.budget
	vertexWays := g.Edge == nil
	// Stamps of this call, above every earlier call's: a way out is on
	// the border (border), then named (named); a vertex on w's side is
	// marked named in side, a slice of its own.
	sc.stamp += 2
	border, named := sc.stamp-1, sc.stamp
	mark := sc.edges // the ways out: edges, or outside vertices
	if vertexWays {
		mark = sc.vertices
	}
	way := func(a arc) int {
		if vertexWays {
			return a.to
		}
		return a.edge
	}
	for _, v := range members {
		for _, a := range c.adj[v] {
			if comp[a.to] != id {
				mark[way(a)] = border
			}
		}
	}
	// The side of w: what w reaches without crossing the border (with
	// edge literals, a border edge leads into the component, which stops
	// the search first).
	side := sc.side
	side[w] = named
	stack := sc.stack[:0]
	if !whole {
		stack = append(stack, w)
	}
	sc.work += len(members)
	for len(stack) > 0 {
		v := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, a := range c.adj[v] {
			if side[a.to] == named || comp[a.to] == id || mark[way(a)] == border {
				continue
			}
			side[a.to] = named
			stack = append(stack, a.to)
		}
		sc.work++
	}
	sc.stack = stack
	faces := func(x int) bool {
		for _, a := range c.adj[x] {
			if side[a.to] == named {
				return true
			}
		}
		return false
	}
	var cl []sat.Lit
	for _, v := range members {
		for _, a := range c.adj[v] {
			k := way(a)
			if mark[k] != border {
				continue // inside, or named already
			}
			switch {
			case whole && vertexWays:
				cl = append(cl, g.Vertex[a.to])
				mark[k] = named
			case whole:
				cl = append(cl, g.Edge[a.edge])
				mark[k] = named
			case vertexWays && faces(a.to):
				cl = append(cl, g.Vertex[a.to])
				mark[k] = named
			case !vertexWays && side[a.to] == named:
				cl = append(cl, g.Edge[a.edge])
				mark[k] = named
			}
		}
	}
	return cl
}

// wayScratch is waysOut's memory, kept across the components of one
// check: stamps, so that nothing is cleared between calls.
type wayScratch struct {
	stamp                 int32
	vertices, edges, side []int32
	stack                 []int
	work                  int // vertices visited, for maxCheckWork
}

func newWayScratch(n, m int) *wayScratch {
	return &wayScratch{vertices: make([]int32, n), edges: make([]int32, m), side: make([]int32, n)}
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

// maxStated bounds the reach literals (n² for n vertices) of a
// connectivity rule that a search states after its lazy cuts ran long
// (sat.Stater). A Nurikabe of 19×12 cells (52,000) was solved in 0.75 s
// that way, where its cuts had not ended in a minute.
const maxStated = 1 << 17

// CanState implements sat.Stater: for a graph of n vertices, n² at most
// maxStated, whose edges have no literals of their own. A loop's or a
// path's edges (Slitherlink, Masyu) stay lazy: a 5×5 Slitherlink of four
// clues, whose 18,034 solutions the cuts count in 1.9 s (208 of them),
// took 38 s under reach, stated at its first cut.
func (c *connCheck) CanState() bool {
	n := len(c.g.Vertex)
	return c.g.Edge == nil && n*n <= maxStated
}

// State implements sat.Stater: the rule as unary reachability (Reach).
func (c *connCheck) State(f *sat.Formula) { connectReach(f, c.g, c.root) }

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

// Conflict implements sat.PartialCheck: two vertices on that no path of
// vertices and edges not off can join, with what keeps them apart. The
// vertices that may be on, joined by the edges that may be on, fall into
// components; when two vertices on (the root first, if any) lie in
// different ones, the nogood is both with every way out of the first's
// component that is off: an edge off, or the vertex off that it reaches.
func (c *connCheck) Conflict(value func(sat.Lit) int8) []sat.Lit {
	g := c.g
	n := len(g.Vertex)
	may := func(v int) bool { return value(g.Vertex[v]) >= 0 }
	edgeMay := func(e int) bool { return g.Edge == nil || value(g.Edge[e]) >= 0 }
	first := c.root
	if first < 0 {
		for v := range n {
			if value(g.Vertex[v]) > 0 {
				first = v
				break
			}
		}
	}
	if first < 0 || value(g.Vertex[first]) <= 0 {
		return nil // nothing on yet, or the root not yet (the root's unit states it)
	}
	sc := c.spare.Swap(nil)
	if sc == nil {
		sc = &conflictScratch{}
	}
	defer c.spare.Store(sc)
	if cap(sc.comp) < n {
		sc.comp = make([]int, n)
	}
	comp := sc.comp[:n] // 0: in first's component, −1 not
	for v := range comp {
		comp[v] = -1
	}
	_, sc.stack = c.component(first, 0, comp, may, edgeMay, false, sc.stack)
	in := func(v int) bool { return comp[v] == 0 }
	other := -1
	for v := range n {
		if !in(v) && value(g.Vertex[v]) > 0 {
			other = v
			break
		}
	}
	if other < 0 {
		return nil
	}
	nogood := []sat.Lit{g.Vertex[first], g.Vertex[other]}
	seen := map[sat.Lit]bool{nogood[0]: true, nogood[1]: true}
	for v := range n {
		if !in(v) {
			continue
		}
		for _, a := range c.adj[v] {
			if in(a.to) {
				continue
			}
			off := g.Vertex[a.to].Not() // the way out is off: its vertex, or else its edge
			if may(a.to) {
				off = g.Edge[a.edge].Not()
			}
			if !seen[off] {
				seen[off] = true
				nogood = append(nogood, off)
			}
		}
	}
	return nogood
}
