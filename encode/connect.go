package encode

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/sat"
)

// Graph is an undirected graph whose vertices and edges are switched on by
// literals: the vertices and edges that are on form a subgraph, which
// Connected asks to be connected.
type Graph struct {
	// Vertex[i] is true when vertex i is on.
	Vertex []sat.Lit
	// Edges are the pairs of vertices an edge joins.
	Edges [][2]int
	// Edge[e] is true when edge e is on. Nil means that an edge is on when
	// both its ends are (the subgraph induced by the vertices on).
	Edge []sat.Lit
}

// The connectivity encodings.
const (
	// Lazy states no clause: the solver checks each model and, when the
	// part that is on falls apart, cuts the model off with one clause per
	// detached component (sat.Check).
	Lazy Encoding = "lazy"
	// Tree is a spanning tree of the part that is on: every vertex on but
	// the root has a parent along an edge that is on, whose rank (a binary
	// number) is smaller than its own.
	Tree Encoding = "tree"
	// Reach is bounded reachability in unary: r(v, d) says that vertex v is
	// reached from the root within d steps, for d up to the number of
	// vertices.
	Reach Encoding = "reach"
)

// ConnectInfo describes a connectivity encoding, for the listing.
type ConnectInfo struct {
	Name    Encoding
	Vars    string // auxiliary variables, in n vertices, m edges, b = ⌈log₂ n⌉
	Clauses string // clauses, likewise
	Ref     string // where it comes from
}

// ConnectEncodings lists the connectivity encodings.
func ConnectEncodings() []ConnectInfo {
	return []ConnectInfo{
		{Lazy, "0", "0 up front; one per detached component of each model cut off; reach's after 500 cuts (for n² ≤ 131,072 and no edge literals)", "lazy clause generation: a subtour (cut) constraint added when violated, as in Dantzig, Fulkerson and Johnson's TSP (1954)"},
		{Tree, "2m·b + n·b + 2n", "≈ 2m(3b + 2) + 5n", "spanning tree with parent pointers and binary ranks; ranks as in Gebser, Janhunen and Rintanen, SAT modulo graphs: acyclicity (JELIA 2014)"},
		{Reach, "n² (+ 2m·n with edge literals)", "≈ n(n + m)", "bounded reachability in unary distances; see Zhou, Kjellerstrand and Fruhman, graph synthesis with SAT-encoded reachability in Picat (ICLP 2021)"},
	}
}

// autoConnect is the method Auto uses for a graph of n vertices and m
// edges, whose edges have literals of their own when edgeLits: unary
// reachability for small vertex-induced graphs, lazy cuts otherwise.
// Measured by puzzlesat bench (docs/bench/REPORT.md, connectivity axis,
// puzzles solved and proven unique, same run): on the Galaxies over 100
// cells, whose graphs are the galaxies (at most a few dozen vertices after
// pruning), reach took 0.28× lazy's time (37 ms against 194 ms, 208
// conflicts against 4,463, where lazy needed 93 rounds of cuts) and tree
// 35×; on the Galaxies up to 100 cells all take about a millisecond. On
// Slitherlink, one graph of hundreds of dots with edge literals, lazy was
// 62× faster than tree and 77× than reach on the small puzzles, and the
// eager ones time out on the large.
func autoConnect(n, m int, edgeLits bool) Encoding {
	if n <= 64 && !edgeLits {
		return Reach
	}
	return Lazy
}

func validConnect(e Encoding) bool {
	switch e {
	case "", Auto, Lazy, Tree, Reach:
		return true
	}
	return false
}

// Connected adds to f that the vertices of g that are on, with the edges
// that are on, form one connected graph (or none at all). With root ≥ 0,
// vertex root is on and every vertex on is reached from it. An edge that
// is on must have both ends on: the caller states that where g.Edge is
// set. cfg.Connect names the method.
func Connected(f *sat.Formula, g Graph, root int, cfg Config) {
	n := len(g.Vertex)
	if g.Edge != nil && len(g.Edge) != len(g.Edges) {
		panic(fmt.Sprintf("encode: a graph with %d edges and %d edge literals", len(g.Edges), len(g.Edge)))
	}
	for _, e := range g.Edges {
		if e[0] < 0 || e[0] >= n || e[1] < 0 || e[1] >= n || e[0] == e[1] {
			panic(fmt.Sprintf("encode: edge %v of a graph of %d vertices", e, n))
		}
	}
	if root >= n {
		panic(fmt.Sprintf("encode: root %d of a graph of %d vertices", root, n))
	}
	if n == 0 {
		return
	}
	if root >= 0 {
		f.AddClause(g.Vertex[root])
	}
	method := cfg.Connect
	if method == "" || method == Auto {
		method = autoConnect(n, len(g.Edges), g.Edge != nil)
	}
	switch method {
	case Lazy:
		f.AddCheck(newConnCheck(g, root))
	case Tree:
		connectTree(f, g, root)
	case Reach:
		connectReach(f, g, root)
	default:
		panic(fmt.Sprintf("encode: unknown connectivity encoding %q (check with Config.Validate)", method))
	}
}

// neighbours returns, for each vertex, the edges at it and the vertex at
// their other end.
func (g Graph) neighbours() [][]arc {
	out := make([][]arc, len(g.Vertex))
	for e, ends := range g.Edges {
		out[ends[0]] = append(out[ends[0]], arc{edge: e, to: ends[1]})
		out[ends[1]] = append(out[ends[1]], arc{edge: e, to: ends[0]})
	}
	return out
}

// arc is an edge seen from one of its ends.
type arc struct{ edge, to int }

// edgeLit returns the literal of edge e being on, or 0 when g has none
// (the edge is on when both ends are).
func (g Graph) edgeLit(e int) sat.Lit {
	if g.Edge == nil {
		return 0
	}
	return g.Edge[e]
}

// chooseRoot makes, for a graph without a root, a variable per vertex that
// is true for one vertex only, the first vertex on (in index order), when
// any is on. It returns the root literals.
func chooseRoot(f *sat.Formula, g Graph) []sat.Lit {
	n := len(g.Vertex)
	roots := make([]sat.Lit, n)
	// before is true when some vertex before v is on (for v = 0: none is,
	// and before is 0, no literal).
	var before sat.Lit
	clause := func(lits ...sat.Lit) {
		out := lits[:0]
		for _, l := range lits {
			if l != 0 {
				out = append(out, l)
			}
		}
		f.AddClause(out...)
	}
	for v := 0; v < n; v++ {
		r := f.NewVar().Pos()
		roots[v] = r
		on := g.Vertex[v]
		// r ⟺ on ∧ ¬before
		clause(r.Not(), on)
		if before != 0 {
			clause(r.Not(), before.Not())
		}
		clause(r, on.Not(), before)
		if v+1 < n {
			// next ⟺ before ∨ on
			next := f.NewVar().Pos()
			clause(next.Not(), on, before)
			if before != 0 {
				clause(next, before.Not())
			}
			clause(next, on.Not())
			before = next
		}
	}
	return roots
}
