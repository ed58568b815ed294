package galaxies

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// Candidates returns, for each galaxy, the cells that may belong to it,
// row-major by index: can[g][i] for cell i. A cell is left out when
//
//   - its image under the galaxy's half-turn lies off the grid;
//   - it touches another centre (it belongs to that galaxy), or its image
//     does (its image would have to be in both);
//   - no path of candidate cells joins it to the centre: a galaxy is
//     connected and holds its centre's cells, so each of its cells is
//     joined to them through cells of the galaxy;
//
// and the last two are repeated until nothing changes, since a cell left
// out takes its image with it.
func (p *Puzzle) Candidates() [][]bool {
	n := p.Rows * p.Cols
	touches := make([][]int, n) // the centres each cell touches
	for g, pt := range p.Centres {
		for _, c := range pt.Cells() {
			touches[p.Index(c)] = append(touches[p.Index(c)], g)
		}
	}
	can := make([][]bool, len(p.Centres))
	for g, pt := range p.Centres {
		can[g] = make([]bool, n)
		for i := range can[g] {
			c := Cell{i / p.Cols, i % p.Cols}
			can[g][i] = p.In(pt.Mirror(c)) && (len(touches[i]) == 0 || contains(touches[i], g))
		}
		for changed := true; changed; {
			changed = false
			for i, ok := range can[g] {
				if ok && !can[g][p.Index(pt.Mirror(Cell{i / p.Cols, i % p.Cols}))] {
					can[g][i] = false
					changed = true
				}
			}
			reach := p.reach(can[g], pt.Cells())
			for i, ok := range can[g] {
				if ok && !reach[i] {
					can[g][i] = false
					changed = true
				}
			}
		}
	}
	return can
}

func contains(s []int, v int) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

// reach returns the cells that a path of cells in `in` joins to one of
// the start cells.
func (p *Puzzle) reach(in []bool, start []Cell) []bool {
	seen := make([]bool, len(in))
	var stack []int
	for _, c := range start {
		if i := p.Index(c); in[i] && !seen[i] {
			seen[i] = true
			stack = append(stack, i)
		}
	}
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, j := range p.neighbours(i) {
			if in[j] && !seen[j] {
				seen[j] = true
				stack = append(stack, j)
			}
		}
	}
	return seen
}

// neighbours returns the indexes of the cells next to cell i.
func (p *Puzzle) neighbours(i int) []int {
	r, c := i/p.Cols, i%p.Cols
	var out []int
	if r > 0 {
		out = append(out, i-p.Cols)
	}
	if c > 0 {
		out = append(out, i-1)
	}
	if c+1 < p.Cols {
		out = append(out, i+1)
	}
	if r+1 < p.Rows {
		out = append(out, i+p.Cols)
	}
	return out
}

// Options chooses how the model is stated.
type Options struct {
	// Quotient states each galaxy's connectivity over the pairs of cells
	// its half-turn swaps instead of over the cells (see Model.graph):
	// half the vertices, the same solutions.
	Quotient bool
	// Neighbours adds, for each galaxy and each candidate cell that does
	// not touch its centre, that the cell has a neighbour in the galaxy
	// when it is in it: a connected galaxy of two cells or more leaves no
	// cell alone, and a galaxy of one cell is its centre's cell. It is
	// implied by connectivity; it tells the solver early what a
	// connectivity encoding or check finds late.
	Neighbours bool
}

// Default is the model the command line uses. Quotient measured faster
// with both CNF methods (on the 22×19 puzz.link puzzle, the largest
// search, solving and proving unique took 1.44 s against 3.34 s with
// tree, 19 ms against 73 ms with reach), and made no clear difference
// to lazy (120 ms against 267 ms there, 25 ms against 11 ms on the 20×36
// one). Neighbours measured mixed, and is left out: on the 22×19 puzzle it
// took lazy from 3424 conflicts to 12210 and tree from 20424 to 25102, on
// the 20×36 one it took tree from 5416 to 3665, and reach needs no help
// (0 to 187 conflicts either way).
var Default = Options{Quotient: true}

// Model is a puzzle as a formula: a variable x[c][g] for each cell c and
// each galaxy g that c may belong to (see Candidates).
type Model struct {
	Puzzle  *Puzzle
	Formula *sat.Formula
	// In[g][i] is the variable "cell i (row-major) is in galaxy g", or 0
	// when the cell cannot be.
	In         [][]sat.Var
	Projection sat.Projection
}

// Encode builds the formula of the puzzle with the encodings of cfg and
// the model options opts:
// cfg.Connect names the connectivity method (encode.Lazy, a CNF encoding
// such as encode.Tree or encode.Reach, or encode.Auto).
//
//   - each cell is in exactly one of its candidate galaxies;
//   - the cells touching a centre are in its galaxy;
//   - symmetry: x[c][g] ⟺ x[mirror(c)][g], as Exactly([x[c][g], ¬x[m][g]], 1);
//   - each galaxy is connected: encode.Connected over its candidate cells
//     (or pairs of cells, with opts.Quotient) and their grid adjacencies,
//     rooted at a cell touching its centre;
//   - with opts.Neighbours, a cell of a galaxy other than its centre's has
//     a neighbour in it: AtLeast([¬x[c][g], x[n][g] for each neighbour n], 1).
//
// Under cfg.Select the centres and rules are named, so that the driver
// can switch them off one at a time (see the package documentation for
// the names). Switching a centre off takes its galaxy out (it holds no
// cell), and lets the cells it could have held (its candidates) stay in
// no galaxy: each cell's "at least one galaxy" holds only while every
// galaxy that could hold it is switched on. That relaxes the puzzle (a
// solution with the centre on is one with it off, its galaxy's cells left
// empty), which a conflict's deletion needs; taking the galaxy out
// without the holes would not (its cells would have to go elsewhere).
// The connectivity is stated over a copy of the galaxy's graph (guarded)
// whose root is on, as ever, while the centre, and under
// encode.SelectAll the rule "galaxy N connected" (and, over the pairs of
// the quotient, which stand for the galaxy while it is symmetric, "galaxy
// N symmetric"), are on, and alone on when one is off.
func (p *Puzzle) Encode(cfg encode.Config, opts Options) *Model {
	f := sat.NewFormula()
	n := p.Rows * p.Cols
	named := cfg.Select != encode.SelectNone
	can := p.Candidates()
	m := &Model{Puzzle: p, Formula: f, In: make([][]sat.Var, len(p.Centres))}
	var all []sat.Var
	for g := range p.Centres {
		m.In[g] = make([]sat.Var, n)
		for i, ok := range can[g] {
			if ok {
				v := f.NewVar()
				f.SetName(v, fmt.Sprintf("in(%d,%d,%d)", i/p.Cols, i%p.Cols, g))
				m.In[g][i] = v
				all = append(all, v)
			}
		}
	}
	// centreOn is the selector of galaxy g's centre, under Select.
	centreOn := func(g int) sat.Lit { return f.Selector("centre "+p.Centres[g].Name(), true) }
	b := &encode.Builder{Named: named}
	for i := 0; i < n; i++ {
		var lits, holes []sat.Lit
		for g := range p.Centres {
			if v := m.In[g][i]; v != 0 {
				lits = append(lits, v.Pos())
				if named {
					holes = append(holes, centreOn(g).Not())
				}
			}
		}
		from := b.Mark()
		if named {
			// At most one galaxy, and at least one unless a galaxy that
			// could hold the cell is switched off.
			b.Add(encode.LE, 1, lits...)
			b.Add(encode.GE, 1, append(lits, holes...)...)
		} else {
			b.Add(encode.EQ, 1, lits...)
		}
		b.Name(from, false, "cell r%dc%d", i/p.Cols+1, i%p.Cols+1)
	}
	for g, pt := range p.Centres {
		from := b.Mark()
		for _, c := range pt.Cells() {
			if v := m.In[g][p.Index(c)]; v != 0 {
				b.Add(encode.EQ, 1, v.Pos())
			} else {
				b.Add(encode.EQ, 1) // a centre cell taken by another centre: no solution
			}
		}
		b.Name(from, true, "centre %s", pt.Name())
		if named {
			// A galaxy whose centre is switched off holds no cell.
			for _, v := range m.In[g] {
				if v != 0 {
					b.Add(encode.GE, 1, v.Neg(), centreOn(g))
				}
			}
		}
		from = b.Mark()
		for i, v := range m.In[g] {
			j := p.Index(pt.Mirror(Cell{i / p.Cols, i % p.Cols}))
			if v != 0 && i < j {
				b.Add(encode.EQ, 1, v.Pos(), m.In[g][j].Neg())
			}
		}
		b.Name(from, false, "galaxy %d symmetric", g+1)
		if opts.Neighbours {
			centre := map[int]bool{}
			for _, c := range pt.Cells() {
				centre[p.Index(c)] = true
			}
			from = b.Mark()
			for i, v := range m.In[g] {
				if v == 0 || centre[i] {
					continue
				}
				lits := []sat.Lit{v.Neg()}
				for _, j := range p.neighbours(i) {
					if w := m.In[g][j]; w != 0 {
						lits = append(lits, w.Pos())
					}
				}
				b.Add(encode.GE, 1, lits...)
			}
			// Implied by connectivity: one rule with it.
			b.Name(from, false, "galaxy %d connected", g+1)
		}
	}
	encode.Add(f, cfg, b.Constraints...)
	for g, pt := range p.Centres {
		if m.In[g][p.Index(pt.Cells()[0])] == 0 {
			continue // no solution, stated above
		}
		gr, root := m.graph(g, opts.Quotient)
		if named {
			var on []sat.Lit
			if cfg.Select == encode.SelectAll {
				on = append(on, f.Selector(fmt.Sprintf("galaxy %d connected", g+1), false))
				if opts.Quotient {
					// The pairs stand for the galaxy while it is symmetric.
					on = append(on, f.Selector(fmt.Sprintf("galaxy %d symmetric", g+1), false))
				}
			}
			gr = guarded(f, cfg, gr, root, centreOn(g), on)
		}
		encode.Connected(f, gr, root, cfg)
	}
	// Every solution puts each cell in one galaxy: blocking its true
	// variables alone excludes exactly that solution.
	m.Projection = sat.Projection{Vars: all, TrueOnly: true}
	return m
}

// guarded returns the graph of a galaxy (without edge literals, rooted at
// vertex root) whose centre and rules may be switched off: centre is the
// centre's selector, on the selectors of the connectivity rule. Each
// vertex literal x but the root's is replaced by a new variable
// y ⟺ x ∧ on (each literal of on true), and the root's by
// z ⟺ x ∨ ¬centre ∨ ¬on (one of them false). With every selector true it
// is the galaxy's graph; with a rule off, the root alone (connected);
// with the centre off, the galaxy is empty and the root alone is on. So
// the root stays (reachability propagates from it) whatever the method,
// lazy checks included. The definitions are constraints of their own,
// unnamed.
func guarded(f *sat.Formula, cfg encode.Config, g encode.Graph, root int, centre sat.Lit, on []sat.Lit) encode.Graph {
	var cs []encode.Constraint
	clause := func(lits ...sat.Lit) {
		cs = append(cs, encode.Constraint{Lits: lits, Op: encode.GE, K: 1})
	}
	out := encode.Graph{Edges: g.Edges}
	for v, x := range g.Vertex {
		switch {
		case v == root:
			z := f.NewVar().Pos()
			offs := []sat.Lit{z.Not(), x, centre.Not()}
			clause(z, x.Not())
			clause(z, centre)
			for _, l := range on {
				clause(z, l)
				offs = append(offs, l.Not())
			}
			clause(offs...)
			x = z
		case len(on) > 0:
			y := f.NewVar().Pos()
			all := []sat.Lit{y, x.Not()}
			clause(y.Not(), x)
			for _, l := range on {
				clause(y.Not(), l)
				all = append(all, l.Not())
			}
			clause(all...)
			x = y
		}
		out.Vertex = append(out.Vertex, x)
	}
	encode.Add(f, cfg, cs...)
	return out
}

// graph returns the graph whose connectivity stands for galaxy g's. With
// quotient unset, its vertices are the candidate cells, row-major, joined
// by their grid adjacencies. With quotient set, they are the pairs of
// candidate cells that the half-turn swaps (a cell it fixes alone), each
// switched on by its first cell's variable, and two pairs are joined when
// a cell of one is next to a cell of the other; an edge is on when both
// its ends are. The second graph has half the vertices, and is connected
// exactly when the first is: the image of a connected galaxy is connected,
// and if the pairs are connected, then walking out from the centre's pair,
// each pair met is next to one already joined to the centre, through one
// of its cells, and the half-turn joins the other cell the same way. It
// returns the index of the vertex of the centre's (first) cell too.
func (m *Model) graph(g int, quotient bool) (encode.Graph, int) {
	p := m.Puzzle
	pt := p.Centres[g]
	var gr encode.Graph
	id := map[int]int{} // cell index -> vertex
	for i, v := range m.In[g] {
		if v == 0 {
			continue
		}
		j := p.Index(pt.Mirror(Cell{i / p.Cols, i % p.Cols}))
		if quotient && j < i {
			id[i] = id[j]
			continue
		}
		id[i] = len(gr.Vertex)
		gr.Vertex = append(gr.Vertex, v.Pos())
	}
	seen := map[[2]int]bool{}
	for i, v := range m.In[g] {
		if v == 0 {
			continue
		}
		for _, j := range p.neighbours(i) {
			if m.In[g][j] == 0 {
				continue
			}
			a, b := min(id[i], id[j]), max(id[i], id[j])
			if a != b && !seen[[2]int{a, b}] {
				seen[[2]int{a, b}] = true
				gr.Edges = append(gr.Edges, [2]int{a, b})
			}
		}
	}
	return gr, id[p.Index(pt.Cells()[0])]
}

// Decode reads the galaxy of each cell from a model (indexed by
// variable); a cell in no galaxy gets -1, and one in two galaxies -2.
func (m *Model) Decode(model []bool) Solution {
	p := m.Puzzle
	sol := make(Solution, p.Rows*p.Cols)
	for i := range sol {
		sol[i] = -1
		for g := range p.Centres {
			if v := m.In[g][i]; v != 0 && int(v) < len(model) && model[v] {
				if sol[i] != -1 {
					sol[i] = -2 // in two galaxies: Verify rejects it
					break
				}
				sol[i] = g
			}
		}
	}
	return sol
}

// DecodeForced reads what every solution agrees on (solve.Forced's values,
// indexed by variable: +1 true in every solution, −1 false in every one,
// 0 where they differ): each cell's galaxy when it is the same in every
// solution, -1 elsewhere.
func (m *Model) DecodeForced(values []int8) Solution {
	p := m.Puzzle
	sol := make(Solution, p.Rows*p.Cols)
	for i := range sol {
		sol[i] = -1
		for g := range p.Centres {
			if v := m.In[g][i]; v != 0 && int(v) < len(values) && values[v] > 0 {
				sol[i] = g
			}
		}
	}
	return sol
}

// LitName names a literal of the cell variables, 1-based, galaxies
// numbered in input order: "r3c4 in galaxy 5", or "r3c4 not in galaxy 5"
// for a negated one; "?" for a variable that is not a cell's.
func (m *Model) LitName(l sat.Lit) string {
	p := m.Puzzle
	for g, vs := range m.In {
		for i, v := range vs {
			if v != 0 && v == l.Var() {
				rel := "in"
				if !l.IsPos() {
					rel = "not in"
				}
				return fmt.Sprintf("r%dc%d %s galaxy %d", i/p.Cols+1, i%p.Cols+1, rel, g+1)
			}
		}
	}
	return "?"
}

// Cells returns each cell's variables, one per galaxy it may belong to
// (exactly one true), row-major, for reasoning about cells (solve.Hint).
func (m *Model) Cells() [][]sat.Var {
	p := m.Puzzle
	out := make([][]sat.Var, p.Rows*p.Cols)
	for i := range out {
		for g := range m.In {
			if v := m.In[g][i]; v != 0 {
				out[i] = append(out[i], v)
			}
		}
	}
	return out
}
