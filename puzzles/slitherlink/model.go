package slitherlink

import (
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
// its edges is; at least one edge on the loop; and each clue.
func (p *Puzzle) Constraints(h, v, dots []sat.Var) []encode.Constraint {
	var cs []encode.Constraint
	atLeast1 := func(lits ...sat.Lit) {
		cs = append(cs, encode.Constraint{Lits: lits, Op: encode.GE, K: 1})
	}
	for r := 0; r <= p.Rows; r++ {
		for c := 0; c <= p.Cols; c++ {
			es := p.edges(h, v, r, c)
			d := dots[r*(p.Cols+1)+c].Pos()
			// No branch and no crossing: at most two edges.
			cs = append(cs, encode.Constraint{Lits: es, Op: encode.LE, K: 2})
			// The dot is on the loop when one of its edges is.
			atLeast1(append([]sat.Lit{d.Not()}, es...)...)
			for i, e := range es {
				atLeast1(d, e.Not())
				// No dead end: an edge on the loop has another at each end.
				others := []sat.Lit{e.Not()}
				for j, o := range es {
					if j != i {
						others = append(others, o)
					}
				}
				atLeast1(others...)
			}
		}
	}
	all := append(sat.Lits(h), sat.Lits(v)...)
	atLeast1(all...) // the loop is not empty
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if k := p.At(r, c); k != None {
				cs = append(cs, encode.Constraint{Lits: p.sides(h, v, r, c), Op: encode.EQ, K: k})
			}
		}
	}
	return cs
}

// Inside states, over a variable per cell (in row-major order), that a
// cell is inside the loop: an edge is on the loop exactly when the two
// cells it parts are one inside and one outside, the cells beyond the
// grid being outside. Any set of loops without branches bounds such a set
// of cells, so the constraints take no solution away; they let the solver
// reason about the loop's parity (it crosses every line of the grid an
// even number of times).
func (p *Puzzle) Inside(h, v, in []sat.Var) []encode.Constraint {
	var cs []encode.Constraint
	clause := func(lits ...sat.Lit) {
		cs = append(cs, encode.Constraint{Lits: lits, Op: encode.GE, K: 1})
	}
	// e ⟺ a ≠ b, with a cell beyond the grid (0) outside.
	differ := func(e sat.Lit, a, b sat.Lit) {
		switch {
		case a == 0:
			cs = append(cs, encode.Constraint{Lits: []sat.Lit{e, b.Not()}, Op: encode.EQ, K: 1})
		case b == 0:
			cs = append(cs, encode.Constraint{Lits: []sat.Lit{e, a.Not()}, Op: encode.EQ, K: 1})
		default:
			clause(e.Not(), a, b)
			cs = append(cs, encode.Constraint{Lits: []sat.Lit{e, a, b}, Op: encode.LE, K: 2})
			clause(e, a.Not(), b)
			clause(e, a, b.Not())
		}
	}
	cell := func(r, c int) sat.Lit {
		if r < 0 || r >= p.Rows || c < 0 || c >= p.Cols {
			return 0
		}
		return in[r*p.Cols+c].Pos()
	}
	for r := 0; r <= p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			differ(h[r*p.Cols+c].Pos(), cell(r-1, c), cell(r, c))
		}
	}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c <= p.Cols; c++ {
			differ(v[r*(p.Cols+1)+c].Pos(), cell(r, c-1), cell(r, c))
		}
	}
	return cs
}

// Regions returns the graphs of the cells inside and outside the loop,
// given the inside variables in: with at most two loop edges at each dot,
// the loop is one loop exactly when both are connected (each loop parts
// the cells it bounds from the others). The outside graph has one more
// vertex, the grid's surroundings, always on, joined to the cells of the
// border: its root. Edges are on when both their cells are.
func (p *Puzzle) Regions(f *sat.Formula, in []sat.Var) (inside, outside encode.Graph) {
	n := p.Rows * p.Cols
	var adj [][2]int
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			i := r*p.Cols + c
			if c+1 < p.Cols {
				adj = append(adj, [2]int{i, i + 1})
			}
			if r+1 < p.Rows {
				adj = append(adj, [2]int{i, i + p.Cols})
			}
		}
	}
	inside = encode.Graph{Vertex: sat.Lits(in), Edges: adj}
	around := f.NewVar()
	f.SetName(around, "around")
	encode.Add(f, encode.Default, encode.Constraint{Lits: []sat.Lit{around.Pos()}, Op: encode.GE, K: 1})
	outside = encode.Graph{Vertex: append(sat.Not(sat.Lits(in)), around.Pos()), Edges: append([][2]int(nil), adj...)}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if r == 0 || c == 0 || r == p.Rows-1 || c == p.Cols-1 {
				outside.Edges = append(outside.Edges, [2]int{r*p.Cols + c, n})
			}
		}
	}
	return inside, outside
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

// Root returns a dot that is on the loop in every solution, or -1 when
// the clues name none: the top left corner of the first cell (in
// row-major order) numbered 3 or 4, since three sides of a cell touch all
// four of its corners. Connectivity is stated from it, which spares the
// eager encodings the choice of a root.
func (p *Puzzle) Root() int {
	for i, k := range p.Clue {
		if k >= 3 {
			return i/p.Cols*(p.Cols+1) + i%p.Cols
		}
	}
	return -1
}

// Options chooses how the model is stated. The zero Options is the plain
// model: the rules, and connectivity without a root.
type Options struct {
	// Inside adds the inside/outside colouring of the cells (see
	// Puzzle.Inside): redundant, it lets the solver see the loop's parity.
	Inside bool
	// Root states connectivity from a dot known to be on the loop (see
	// Puzzle.Root), when the clues name one, instead of leaving the
	// encoding to choose the first dot on the loop as its root.
	Root bool
	// Regions states "one loop" as the inside cells connected and the
	// outside cells connected to the grid's surroundings (see
	// Puzzle.Regions), instead of the dots on the loop connected.
	Regions bool
}

// Default is the model the command line uses.
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
	encode.Add(f, cfg, p.Constraints(h, v, dots)...)
	var in []sat.Var
	if opts.Inside {
		in = f.NewVars(p.Rows * p.Cols)
		for i, x := range in {
			f.SetName(x, "inside("+strconv.Itoa(i/p.Cols)+","+strconv.Itoa(i%p.Cols)+")")
		}
		encode.Add(f, cfg, p.Inside(h, v, in)...)
	}
	if opts.Regions {
		if !opts.Inside {
			in = f.NewVars(p.Rows * p.Cols)
			encode.Add(f, cfg, p.Inside(h, v, in)...)
		}
		ins, outs := p.Regions(f, in)
		encode.Connected(f, ins, -1, cfg)
		encode.Connected(f, outs, p.Rows*p.Cols, cfg)
	} else {
		root := -1
		if opts.Root {
			root = p.Root()
		}
		encode.Connected(f, p.Graph(h, v, dots), root, cfg)
	}
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
