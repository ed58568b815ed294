package kit

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/sat"
)

// Connected states, as the rule named by format and args, that the items
// that are on are joined through the links that are on: on[i] is item
// i's literal (0 for an item that is never on), links the pairs of items
// that may join, and link[k], when link is not nil, the literal of link
// k (nil: a link is on when both its ends are). root ≥ 0 is an item
// known to be on, which helps the eager encodings. The method is the
// run's (--connect). Under encode.SelectAll the rule can be switched
// off like any other: its graph is then empty.
func (m *Model) Connected(on []sat.Lit, links [][2]int, link []sat.Lit, root int, format string, args ...any) {
	idx := make([]int, len(on))
	g := encode.Graph{}
	for i, l := range on {
		idx[i] = -1
		if l != 0 {
			idx[i] = len(g.Vertex)
			g.Vertex = append(g.Vertex, l)
		}
	}
	for k, e := range links {
		a, b := idx[e[0]], idx[e[1]]
		if a < 0 || b < 0 || link != nil && link[k] == 0 {
			continue
		}
		g.Edges = append(g.Edges, [2]int{a, b})
		if link != nil {
			g.Edge = append(g.Edge, link[k])
		}
	}
	r := -1
	if root >= 0 {
		r = idx[root]
	}
	if m.Config.Select == encode.SelectAll {
		// The rule may be switched off: the graph's items are copies,
		// false when it is (an empty graph is connected).
		g = m.guarded(g, m.F.Selector(fmt.Sprintf(format, args...), false))
		r = -1
	}
	encode.Connected(m.F, g, r, m.Config)
}

// TreeForQuestions makes the spanning tree state connectivity left to
// auto, for the setter's questions (SelectAll), in a genre whose rules
// or givens can conflict through connectivity (Yajilin's loop, Numberlink's
// paths that must cross): the lazy check proves such a conflict only by
// cutting off every model of the rest without it, once per rule or given
// that --explain drops (a 3×3 Numberlink of two pairs that must cross ran
// for minutes, when its numbers were fixed as layout; the tree answers in
// 10 ms). Elsewhere --explain
// keeps the lazy check (it explains a 20×20 Slitherlink in 0.2 s, the tree
// not in 60 s), and loops and paths take reachability for --hint and
// --rate (connectLines).
func (m *Model) TreeForQuestions() { m.ConnectForQuestions(encode.Tree) }

// ConnectForQuestions makes method c state connectivity left to auto, for
// the setter's questions (SelectAll), where it serves them better than
// the lazy check (see TreeForQuestions; Slitherlink's reachability lets
// unit propagation see a second loop). Such a method may search slowly,
// so whether there is a solution at all is then asked of the model
// without names (solve.Problem.Solvable).
func (m *Model) ConnectForQuestions(c encode.Encoding) {
	if m.Config.Select == encode.SelectAll && (m.Config.Connect == encode.Auto || m.Config.Connect == "") {
		m.Config.Connect = c
		m.forQuestions = true
	}
}

// ConnectedCells states that the cells of s that are on (on[i], 0 for a
// cell never on) are joined through their sides, as the rule named by
// format and args (see Connected).
func (m *Model) ConnectedCells(s grid.Shape, on []sat.Lit, root int, format string, args ...any) {
	links := make([][2]int, s.NumEdges())
	for e := range links {
		a, b := s.Edge(e)
		links[e] = [2]int{a, b}
	}
	m.Connected(on, links, nil, root, format, args...)
}

// guarded returns g with each vertex and edge literal x replaced by a new
// variable y ⟺ x ∧ on. The definitions are no rule: unnamed.
func (m *Model) guarded(g encode.Graph, on sat.Lit) encode.Graph {
	copyOf := func(x sat.Lit) sat.Lit {
		y := m.F.NewVar().Pos()
		m.Add(encode.GE, 1, y.Not(), x)
		m.Add(encode.GE, 1, y.Not(), on)
		m.Add(encode.GE, 1, y, x.Not(), on.Not())
		return y
	}
	out := encode.Graph{Edges: g.Edges}
	for _, x := range g.Vertex {
		out.Vertex = append(out.Vertex, copyOf(x))
	}
	for _, x := range g.Edge {
		out.Edge = append(out.Edge, copyOf(x))
	}
	return out
}

// Edges adds a boolean variable per edge of s (grid.Shape.Edge): a line
// between the centres of two cells, or a border between them. Its
// literals are named "edge r3c4-r3c5 on" and "... off".
func (m *Model) Edges(s grid.Shape) Bools {
	b := m.Bools(s.NumEdges(), func(e int, on bool) string {
		if on {
			return "edge " + s.EdgeName(e) + " on"
		}
		return "edge " + s.EdgeName(e) + " off"
	})
	m.edges = append(m.edges, shapeEdges{s, b})
	return b
}

// Degree states that a cell whose edges are edges has two of them on
// when on holds and none when it does not (a loop or a path passes
// through it, or not): its edges imply it, at most two, and none alone.
// The constraints are added with Add, for the caller to name.
func (m *Model) Degree(edges []sat.Lit, on sat.Lit) {
	m.define(edges, on)
	m.twoOrNone(edges)
}

// define states that on holds when one of edges does, and only then.
func (m *Model) define(edges []sat.Lit, on sat.Lit) {
	m.Add(encode.GE, 1, append([]sat.Lit{on.Not()}, edges...)...)
	for _, e := range edges {
		m.Add(encode.GE, 1, on, e.Not())
	}
}

// twoOrNone states that two of edges hold or none: at most two, and none
// alone.
func (m *Model) twoOrNone(edges []sat.Lit) {
	m.Add(encode.LE, 2, edges...)
	for i, e := range edges {
		others := []sat.Lit{e.Not()}
		for j, o := range edges {
			if j != i {
				others = append(others, o)
			}
		}
		m.Add(encode.GE, 1, others...)
	}
}

// Lines are the edges of a shape as variables, and the cells they pass,
// for a loop or a path through the centres of the cells (Loop, Path).
type Lines struct {
	Shape grid.Shape
	Edge  Bools // an edge is on the line
	On    Bools // the line passes the cell (Aux: a function of the edges)
}

// Masks returns each cell's lines in v as a mask of directions
// (grid.Dir.Bit), the edges that v leaves open counted off.
func (l Lines) Masks(v Values) []int {
	on := make([]bool, l.Shape.NumEdges())
	for e := range on {
		on[e] = l.Edge.Get(v, e) == 1
	}
	return l.Shape.Masks(on)
}

// Loop adds the lines of one loop through the centres of cells of s: each
// cell is passed by two lines or none (the rule "cell r3c4" under names,
// place naming the cell, s.Name when nil), the loop is not empty ("loop"),
// and it is one (connected, "loop" too).
func (m *Model) Loop(s grid.Shape, place func(i int) string) Lines {
	l := Lines{Shape: s, Edge: m.Edges(s), On: m.Aux(s.N())}
	l.Edge.g.line = true
	if place == nil {
		place = s.Name
	}
	for i := 0; i < s.N(); i++ {
		mark := m.Mark()
		m.Degree(l.Edge.Lits(s.EdgesAt(i)), l.On.Lit(i))
		m.Name(mark, "cell %s", place(i))
	}
	m.Rule(encode.GE, 1, l.Edge.All(), "loop")
	m.connectLines(l, "loop")
	return l
}

// LoopOf adds the lines of one loop through the centres of cells of s,
// as Loop does, each cell's rule named rule(i) in full ("dot r2c3": a
// loop along the sides of cells, Slitherlink's, runs through the centres
// of their dots, grid.Shape.Dots), and the definition of a cell's place
// on the loop (Lines.On, on when one of its edges is) in no rule: it
// holds whatever the edges, so no conflict, reason or hint names it. A
// cell's edges are stated in the row-major order of the cells they lead
// to (up, left, right, down), in which Slitherlink's search was measured:
// clockwise, the 31×45 puzzle took 16% more conflicts to prove unique.
func (m *Model) LoopOf(s grid.Shape, rule func(i int) string) Lines {
	l := Lines{Shape: s, Edge: m.Edges(s), On: m.Aux(s.N())}
	l.Edge.g.line = true
	for i := 0; i < s.N(); i++ {
		var es []int
		for _, d := range [4]grid.Dir{grid.Up, grid.Left, grid.Right, grid.Down} {
			if e, ok := s.EdgeAt(i, d); ok {
				es = append(es, e)
			}
		}
		edges := l.Edge.Lits(es)
		m.define(edges, l.On.Lit(i))
		mark := m.Mark()
		m.twoOrNone(edges)
		m.Name(mark, "%s", rule(i))
	}
	m.Rule(encode.GE, 1, l.Edge.All(), "loop")
	m.connectLines(l, "loop")
	return l
}

// Path adds the lines of one path through the centres of cells of s from
// cell from to cell to: one line at each end, two or none elsewhere
// (named as in Loop), the path one piece ("path").
func (m *Model) Path(s grid.Shape, from, to int, place func(i int) string) Lines {
	l := Lines{Shape: s, Edge: m.Edges(s), On: m.Aux(s.N())}
	l.Edge.g.line = true
	if place == nil {
		place = s.Name
	}
	for i := 0; i < s.N(); i++ {
		edges := l.Edge.Lits(s.EdgesAt(i))
		mark := m.Mark()
		if i == from || i == to {
			m.Add(encode.EQ, 1, edges...)
			m.Add(encode.GE, 1, l.On.Lit(i))
		} else {
			m.Degree(edges, l.On.Lit(i))
		}
		m.Name(mark, "cell %s", place(i))
	}
	m.connectLines(l, "path")
	return l
}

// ReachVertices is the largest number of cells (or dots) on which a loop
// or a path (Loop, LoopOf, Path) states its connectivity by unary
// reachability for the questions that reason by unit propagation (--hint,
// --rate) when it is left to auto (ConnectForQuestions): unit propagation
// then sees a line that would close a loop too soon, as people do, where
// the lazy check sees nothing until a model is found. Rated by --rate,
// Tatham's Tracks of 8×8 and 10×8 rate level 1 with it, "search"
// without; of his 18 Masyu, 16 rate level 1 with it, 7 without;
// Slitherlink's measurements are at its ReachDots. Above it,
// reachability's n² variables cost too much. --explain, which searches
// rather than propagates, keeps the lazy check: a generated 10×10
// Slitherlink with a wrong clue was explained in 3.9 s, by reachability
// in 75 s, the same givens.
const ReachVertices = 400

// connectLines states that the cells the lines pass are one piece (by
// reachability for --hint and --rate on up to ReachVertices cells, for
// these lines only: a rule stated after them keeps the run's choice).
func (m *Model) connectLines(l Lines, name string) {
	defer func(c encode.Encoding) { m.Config.Connect = c }(m.Config.Connect)
	if l.Shape.N() <= ReachVertices && !m.Explaining {
		m.ConnectForQuestions(encode.Reach)
	}
	s := l.Shape
	links := make([][2]int, s.NumEdges())
	for e := range links {
		a, b := s.Edge(e)
		links[e] = [2]int{a, b}
	}
	m.Connected(l.On.All(), links, l.Edge.All(), -1, "%s", name)
}
