package slitherlink

import (
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// Model is a puzzle as a formula: a variable per edge and per dot.
type Model struct {
	Puzzle  *Puzzle
	Formula *sat.Formula
	// H[r*Cols+c] is true when the edge from dot (r, c) to dot (r, c+1) is
	// on the loop, V[r*(Cols+1)+c] when the edge from dot (r, c) to dot
	// (r+1, c) is (see Solution).
	H, V []sat.Var
	// Dots[r*(Cols+1)+c] is true when the loop passes dot (r, c).
	Dots       []sat.Var
	Projection sat.Projection
}

// edges returns the literals of the edges at dot (r, c): up, left, right,
// down, those that exist.
func (p *Puzzle) edges(h, v []sat.Var, r, c int) []sat.Lit {
	var out []sat.Lit
	if r > 0 {
		out = append(out, v[(r-1)*(p.Cols+1)+c].Pos())
	}
	if c > 0 {
		out = append(out, h[r*p.Cols+c-1].Pos())
	}
	if c < p.Cols {
		out = append(out, h[r*p.Cols+c].Pos())
	}
	if r < p.Rows {
		out = append(out, v[r*(p.Cols+1)+c].Pos())
	}
	return out
}

// sides returns the literals of the four sides of cell (r, c): top,
// bottom, left, right.
func (p *Puzzle) sides(h, v []sat.Var, r, c int) []sat.Lit {
	w := p.Cols + 1
	return []sat.Lit{h[r*p.Cols+c].Pos(), h[(r+1)*p.Cols+c].Pos(), v[r*w+c].Pos(), v[r*w+c+1].Pos()}
}

// Constraints states the rules over the edge variables h and v and the
// dot variables dots (laid out as in Model), all but connectivity: each
// dot on two of its edges or none, and on the loop exactly when one of
// its edges is; at least one edge on the loop; and each clue. The
// constraints carry no names; Encode names them under cfg.Select (see
// constraints).
func (p *Puzzle) Constraints(h, v, dots []sat.Var) []encode.Constraint {
	return p.constraints(h, v, dots, false)
}

// constraints states the rules (see Constraints); with named, each clue
// and rule instance carries its name, 1-based, dots named like the cells
// whose top-left corner they are (dot r1c1 is the grid's top-left corner,
// dot r(Rows+1)c(Cols+1) its bottom-right one):
//
//   - the clue "r3c4=2" (Given): exactly 2 of the cell's sides on the loop;
//   - the rule "dot r2c3": the dot has no edge of the loop or two, no
//     more (no branch or crossing) and not one (no dead end);
//   - the rule "loop": at least one edge is on the loop (Encode adds the
//     connectivity of the loop to this group).
//
// The definition of a dot's variable (on the loop exactly when one of its
// edges is) stays unnamed: it holds whatever the edges, so it never takes
// part in a conflict.
func (p *Puzzle) constraints(h, v, dots []sat.Var, named bool) []encode.Constraint {
	b := &encode.Builder{Named: named}
	for r := 0; r <= p.Rows; r++ {
		for c := 0; c <= p.Cols; c++ {
			es := p.edges(h, v, r, c)
			d := dots[r*(p.Cols+1)+c].Pos()
			// The dot is on the loop when one of its edges is.
			b.Add(encode.GE, 1, append([]sat.Lit{d.Not()}, es...)...)
			for _, e := range es {
				b.Add(encode.GE, 1, d, e.Not())
			}
			from := b.Mark()
			// No branch and no crossing: at most two edges.
			b.Add(encode.LE, 2, es...)
			for i, e := range es {
				// No dead end: an edge on the loop has another at each end.
				others := []sat.Lit{e.Not()}
				for j, o := range es {
					if j != i {
						others = append(others, o)
					}
				}
				b.Add(encode.GE, 1, others...)
			}
			b.Name(from, false, "dot r%dc%d", r+1, c+1)
		}
	}
	from := b.Mark()
	b.Add(encode.GE, 1, append(sat.Lits(h), sat.Lits(v)...)...) // the loop is not empty
	b.Name(from, false, "loop")
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if k := p.At(r, c); k != None {
				from := b.Mark()
				b.Add(encode.EQ, k, p.sides(h, v, r, c)...)
				b.Given(from, r*p.Cols+c, "r%dc%d=%d", r+1, c+1, k)
			}
		}
	}
	return b.Constraints
}

// Inside states, over a variable per cell (in row-major order), that a
// cell is inside the loop: an edge is on the loop exactly when the two
// cells it parts are one inside and one outside, the cells beyond the
// grid being outside. Any set of loops without branches bounds such a set
// of cells, so the constraints take no solution away; they let the solver
// reason about the loop's parity (it crosses every line of the grid an
// even number of times).
func (p *Puzzle) Inside(h, v, in []sat.Var) []encode.Constraint {
	return p.inside(h, v, in, false)
}

// inside states Inside; with named, the constraints of each cell's top
// and left sides (and of its bottom or right side on the grid's last row
// or column) form the rule "cell r3c4", 1-based.
func (p *Puzzle) inside(h, v, in []sat.Var, named bool) []encode.Constraint {
	b := &encode.Builder{Named: named}
	// e ⟺ a ≠ b, with a cell beyond the grid (0) outside.
	differ := func(e sat.Lit, x, y sat.Lit) {
		switch {
		case x == 0:
			b.Add(encode.EQ, 1, e, y.Not())
		case y == 0:
			b.Add(encode.EQ, 1, e, x.Not())
		default:
			b.Add(encode.GE, 1, e.Not(), x, y)
			b.Add(encode.LE, 2, e, x, y)
			b.Add(encode.GE, 1, e, x.Not(), y)
			b.Add(encode.GE, 1, e, x, y.Not())
		}
	}
	cell := func(r, c int) sat.Lit {
		if r < 0 || r >= p.Rows || c < 0 || c >= p.Cols {
			return 0
		}
		return in[r*p.Cols+c].Pos()
	}
	w := p.Cols + 1
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			from := b.Mark()
			differ(h[r*p.Cols+c].Pos(), cell(r-1, c), cell(r, c)) // top
			differ(v[r*w+c].Pos(), cell(r, c-1), cell(r, c))      // left
			if r == p.Rows-1 {
				differ(h[(r+1)*p.Cols+c].Pos(), cell(r, c), 0) // bottom
			}
			if c == p.Cols-1 {
				differ(v[r*w+c+1].Pos(), cell(r, c), 0) // right
			}
			b.Name(from, false, "cell r%dc%d", r+1, c+1)
		}
	}
	return b.Constraints
}

// Graph returns the graph of the dots and edges, switched on by the
// variables: the dots on the loop must be connected through the edges on
// it (with two edges at each dot, that makes one loop).
func (p *Puzzle) Graph(h, v, dots []sat.Var) encode.Graph {
	w := p.Cols + 1
	g := encode.Graph{Vertex: sat.Lits(dots)}
	for r := 0; r <= p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			g.Edges = append(g.Edges, [2]int{r*w + c, r*w + c + 1})
			g.Edge = append(g.Edge, h[r*p.Cols+c].Pos())
		}
	}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c <= p.Cols; c++ {
			g.Edges = append(g.Edges, [2]int{r*w + c, (r+1)*w + c})
			g.Edge = append(g.Edge, v[r*w+c].Pos())
		}
	}
	return g
}

// Options chooses how the model is stated. The zero Options is the plain
// model: the rules alone.
type Options struct {
	// Inside adds the inside/outside colouring of the cells (see
	// Puzzle.Inside): redundant, it lets the solver see the loop's parity.
	Inside bool
}

// Default is the model the command line uses: with the inside colouring,
// which cut the lazy method's time to prove the largest shared puzzles
// unique by about a quarter (31×45: 0.80 s to 0.61 s; 30×40: 0.36 s to
// 0.27 s) and changed little for the CNF methods.
var Default = Options{Inside: true}

// Encode builds the formula of the puzzle with the encodings of cfg and
// the model options opts: cfg.Connect chooses how connectivity is stated
// (encode.Lazy checks each model, the others are CNF).
func (p *Puzzle) Encode(cfg encode.Config, opts Options) *Model {
	f := sat.NewFormula()
	h := f.NewVars((p.Rows + 1) * p.Cols)
	v := f.NewVars(p.Rows * (p.Cols + 1))
	dots := f.NewVars((p.Rows + 1) * (p.Cols + 1))
	for i, x := range h {
		f.SetName(x, "h("+strconv.Itoa(i/p.Cols)+","+strconv.Itoa(i%p.Cols)+")")
	}
	for i, x := range v {
		f.SetName(x, "v("+strconv.Itoa(i/(p.Cols+1))+","+strconv.Itoa(i%(p.Cols+1))+")")
	}
	for i, x := range dots {
		f.SetName(x, "dot("+strconv.Itoa(i/(p.Cols+1))+","+strconv.Itoa(i%(p.Cols+1))+")")
	}
	// Under cfg.Select the clues and rules are named, so that the driver
	// can switch them off one at a time.
	named := cfg.Select != encode.SelectNone
	encode.Add(f, cfg, p.constraints(h, v, dots, named)...)
	if opts.Inside {
		in := f.NewVars(p.Rows * p.Cols)
		for i, x := range in {
			f.SetName(x, "inside("+strconv.Itoa(i/p.Cols)+","+strconv.Itoa(i%p.Cols)+")")
		}
		encode.Add(f, cfg, p.inside(h, v, in, named)...)
	}
	g := p.Graph(h, v, dots)
	if cfg.Select == encode.SelectAll {
		// "loop" is a rule instance that may be switched off: its
		// connectivity too. The graph's dots and edges are switched on
		// by copies that are false when the rule is off (an empty graph
		// is connected), whatever the method, lazy checks included.
		g = guarded(f, cfg, g, f.Selector("loop", false))
	}
	// Slitherlink has no dot known to be on the loop in general: no root.
	encode.Connected(f, g, -1, cfg)
	// Loops differ in length: a solution is told apart by all its edges.
	return &Model{Puzzle: p, Formula: f, H: h, V: v, Dots: dots,
		Projection: sat.Projection{Vars: append(append([]sat.Var(nil), h...), v...)}}
}

// Decode reads the loop's edges from a model (indexed by variable).
func (m *Model) Decode(model []bool) Solution {
	sol := NewSolution(m.Puzzle.Rows, m.Puzzle.Cols)
	val := func(x sat.Var) bool { return int(x) < len(model) && model[x] }
	for i, x := range m.H {
		sol.H[i] = val(x)
	}
	for i, x := range m.V {
		sol.V[i] = val(x)
	}
	return sol
}

// guarded returns g with each vertex and edge literal x replaced by a new
// variable y ⟺ x ∧ on: g itself when on is true, an empty graph when it is
// false. The definitions are constraints of their own, unnamed.
func guarded(f *sat.Formula, cfg encode.Config, g encode.Graph, on sat.Lit) encode.Graph {
	var cs []encode.Constraint
	copyOf := func(x sat.Lit) sat.Lit {
		y := f.NewVar().Pos()
		cs = append(cs,
			encode.Constraint{Lits: []sat.Lit{y.Not(), x}, Op: encode.GE, K: 1},
			encode.Constraint{Lits: []sat.Lit{y.Not(), on}, Op: encode.GE, K: 1},
			encode.Constraint{Lits: []sat.Lit{y, x.Not(), on.Not()}, Op: encode.GE, K: 1})
		return y
	}
	out := encode.Graph{Edges: g.Edges}
	for _, x := range g.Vertex {
		out.Vertex = append(out.Vertex, copyOf(x))
	}
	for _, x := range g.Edge {
		out.Edge = append(out.Edge, copyOf(x))
	}
	encode.Add(f, cfg, cs...)
	return out
}

// edgeOf returns the two dots (0-based) of the edge whose variable is x,
// and false when x is not an edge variable.
func (m *Model) edgeOf(x sat.Var) (Dot, Dot, bool) {
	p := m.Puzzle
	if len(m.H) > 0 {
		if k := int(x) - int(m.H[0]); k >= 0 && k < len(m.H) && m.H[k] == x {
			r, c := k/p.Cols, k%p.Cols
			return Dot{r, c}, Dot{r, c + 1}, true
		}
	}
	if len(m.V) > 0 {
		if k := int(x) - int(m.V[0]); k >= 0 && k < len(m.V) && m.V[k] == x {
			r, c := k/(p.Cols+1), k%(p.Cols+1)
			return Dot{r, c}, Dot{r + 1, c}, true
		}
	}
	return Dot{}, Dot{}, false
}

// LitName names a literal of the edge variables by the edge's two dots,
// 1-based, dots named like the cells whose top-left corner they are, and
// whether it is on the loop: "edge r3c4-r3c5 on" (the top side of cell
// r3c4), "edge r3c4-r4c4 off" (its left side) for a negated one; "?" for
// a variable that is not an edge.
func (m *Model) LitName(l sat.Lit) string {
	a, b, ok := m.edgeOf(l.Var())
	if !ok {
		return "?"
	}
	state := "on"
	if !l.IsPos() {
		state = "off"
	}
	return fmt.Sprintf("edge r%dc%d-r%dc%d %s", a.Row+1, a.Col+1, b.Row+1, b.Col+1, state)
}

// DecodeForced reads what every solution agrees on (solve.Forced's values,
// indexed by variable: +1 true in every solution, −1 false in every one, 0
// where they differ): the edges on the loop in every solution, and those
// off it in every solution.
func (m *Model) DecodeForced(values []int8) (on, off Solution) {
	p := m.Puzzle
	on, off = NewSolution(p.Rows, p.Cols), NewSolution(p.Rows, p.Cols)
	val := func(x sat.Var) int8 {
		if int(x) < len(values) {
			return values[x]
		}
		return 0
	}
	for i, x := range m.H {
		on.H[i], off.H[i] = val(x) > 0, val(x) < 0
	}
	for i, x := range m.V {
		on.V[i], off.V[i] = val(x) > 0, val(x) < 0
	}
	return on, off
}

// Cells returns the edges as the puzzle's cells, each a variable of two
// values (on the loop or not), for reasoning about them (solve.Hint).
func (m *Model) Cells() [][]sat.Var {
	out := make([][]sat.Var, 0, len(m.H)+len(m.V))
	for _, x := range append(append([]sat.Var(nil), m.H...), m.V...) {
		out = append(out, []sat.Var{x})
	}
	return out
}
