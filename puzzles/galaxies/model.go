package galaxies

import (
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/sat"
)

// model states the rules over a variable for each cell and each galaxy
// that may hold it (Candidates): each cell in one galaxy ("cell r3c4"),
// the cells touching a centre in its galaxy ("centre r3c4-r3c5", a
// given), each galaxy symmetric ("galaxy 5 symmetric") and connected
// ("galaxy 5 connected": encode.Connected over its cells, or the pairs of
// its cells with Options.Quotient, rooted at a cell of its centre; with
// Options.Neighbours, no cell of it alone too).
//
// Under names, switching a centre off takes its galaxy out (it holds no
// cell) and lets the cells it could have held stay in no galaxy: each
// cell's "at least one galaxy" holds only while every galaxy that could
// hold it is on. That relaxes the puzzle, which a conflict's deletion
// needs; taking the galaxy out without the holes would not (its cells
// would have to go elsewhere). The connectivity is stated over a copy of
// the galaxy's graph (guarded) whose root is on, as ever, while the
// centre, and under encode.SelectAll its rules, are on.
func model(p *Puzzle, m *kit.Model) func(kit.Values) Regions {
	named := m.Named()
	can := p.Candidates()
	var pairs [][2]int
	for g := range p.Centres {
		for i, ok := range can[g] {
			if ok {
				pairs = append(pairs, [2]int{i, g})
			}
		}
	}
	in := m.Choice(p.N(), pairs, func(i, g int, on bool) string {
		if on {
			return fmt.Sprintf("%s in galaxy %d", p.Name(i), g+1)
		}
		return fmt.Sprintf("%s not in galaxy %d", p.Name(i), g+1)
	})
	// Every solution puts each cell in one galaxy.
	m.TrueOnly()
	// The literals by galaxy and cell, 0 for none.
	lits := make([][]sat.Lit, len(p.Centres))
	for g := range lits {
		lits[g] = make([]sat.Lit, p.N())
	}
	for k, pr := range pairs {
		lits[pr[1]][pr[0]] = in.Lit(k)
	}
	lit := func(g, i int) sat.Lit { return lits[g][i] }
	centreOn := func(g int) sat.Lit { return m.F.TaggedSelector("centre "+p.Centres[g].Name(), true, g) }
	for i := 0; i < p.N(); i++ {
		var lits, holes []sat.Lit
		for _, g := range in.Values(i) {
			lits = append(lits, lit(g, i))
			if named {
				holes = append(holes, centreOn(g).Not())
			}
		}
		mark := m.Mark()
		if named {
			m.Add(encode.LE, 1, lits...)
			m.Add(encode.GE, 1, append(lits, holes...)...)
		} else {
			m.Add(encode.EQ, 1, lits...)
		}
		m.Name(mark, "cell %s", p.Name(i))
	}
	for g, pt := range p.Centres {
		mark := m.Mark()
		for _, i := range p.touching(pt) {
			if l := lit(g, i); l != 0 {
				m.Add(encode.EQ, 1, l)
			} else {
				m.Add(encode.EQ, 1) // a centre's cell taken by another centre: no solution
			}
		}
		m.GivenName(mark, g, "centre %s", pt.Name())
		if named {
			for i, ok := range can[g] {
				if ok {
					m.Add(encode.GE, 1, lit(g, i).Not(), centreOn(g)) // a galaxy off holds no cell
				}
			}
		}
		mark = m.Mark()
		for i, ok := range can[g] {
			if j, _ := p.mirror(pt, i); ok && i < j {
				m.Add(encode.EQ, 1, lit(g, i), lit(g, j).Not())
			}
		}
		m.Name(mark, "galaxy %d symmetric", g+1)
		if p.Options.Neighbours {
			mark = m.Mark()
			for i, ok := range can[g] {
				if !ok || slices.Contains(p.touching(pt), i) {
					continue
				}
				lits := []sat.Lit{lit(g, i).Not()}
				for _, j := range p.Neighbours(i) {
					if can[g][j] {
						lits = append(lits, lit(g, j))
					}
				}
				m.Add(encode.GE, 1, lits...)
			}
			m.Name(mark, "galaxy %d connected", g+1) // implied by connectivity: one rule with it
		}
	}
	m.Close()
	for g, pt := range p.Centres {
		if lit(g, p.touching(pt)[0]) == 0 {
			continue // no solution, stated above
		}
		gr, root := p.graph(pt, can[g], func(i int) sat.Lit { return lit(g, i) }, p.Options.Quotient)
		if named {
			var on []sat.Lit
			if m.Config.Select == encode.SelectAll {
				on = append(on, m.F.Selector(fmt.Sprintf("galaxy %d connected", g+1), false))
				if p.Options.Quotient {
					// The pairs stand for the galaxy while it is symmetric.
					on = append(on, m.F.Selector(fmt.Sprintf("galaxy %d symmetric", g+1), false))
				}
			}
			gr = guarded(m, gr, root, centreOn(g), on)
		}
		encode.Connected(m.F, gr, root, m.Config)
	}
	return func(v kit.Values) Regions { return in.Decode(v) }
}

// guarded returns the graph of a galaxy (rooted at vertex root) whose
// centre and rules may be switched off: centre is the centre's selector,
// on the selectors of the connectivity rule. Each vertex literal x but
// the root's is replaced by a new variable y ⟺ x ∧ on (each literal of on
// true), and the root's by z ⟺ x ∨ ¬centre ∨ ¬on (one of them false).
// With every selector true it is the galaxy's graph; with a rule off, the
// root alone (connected); with the centre off, the galaxy is empty and
// the root alone is on. So the root stays (reachability propagates from
// it) whatever the method, lazy checks included. The definitions are in
// no rule.
func guarded(m *kit.Model, g encode.Graph, root int, centre sat.Lit, on []sat.Lit) encode.Graph {
	out := encode.Graph{Edges: g.Edges}
	for v, x := range g.Vertex {
		switch {
		case v == root:
			z := m.F.NewVar().Pos()
			offs := []sat.Lit{z.Not(), x, centre.Not()}
			m.Add(encode.GE, 1, z, x.Not())
			m.Add(encode.GE, 1, z, centre)
			for _, l := range on {
				m.Add(encode.GE, 1, z, l)
				offs = append(offs, l.Not())
			}
			m.Add(encode.GE, 1, offs...)
			x = z
		case len(on) > 0:
			y := m.F.NewVar().Pos()
			all := []sat.Lit{y, x.Not()}
			m.Add(encode.GE, 1, y.Not(), x)
			for _, l := range on {
				m.Add(encode.GE, 1, y.Not(), l)
				all = append(all, l.Not())
			}
			m.Add(encode.GE, 1, all...)
			x = y
		}
		out.Vertex = append(out.Vertex, x)
	}
	m.Close()
	return out
}

// graph returns the graph whose connectivity stands for a galaxy's (its
// centre pt, its candidate cells can, their literals lit). With quotient
// unset, its vertices are the candidate cells, row-major, joined by their
// sides. With quotient set, they are the pairs of candidate cells that
// the half-turn swaps (a cell it fixes alone), each on with its first
// cell, two pairs joined when a cell of one is next to a cell of the
// other; an edge is on when both its ends are. The second graph has half
// the vertices, and is connected exactly when the first is: the image of
// a connected galaxy is connected, and if the pairs are connected, then
// walking out from the centre's pair, each pair met is next to one
// already joined to the centre, through one of its cells, and the
// half-turn joins the other cell the same way. It returns the vertex of
// the centre's first cell too.
func (p *Puzzle) graph(pt Point, can []bool, lit func(i int) sat.Lit, quotient bool) (encode.Graph, int) {
	var gr encode.Graph
	id := map[int]int{} // cell → vertex
	for i, ok := range can {
		if !ok {
			continue
		}
		if j, _ := p.mirror(pt, i); quotient && j < i {
			id[i] = id[j]
			continue
		}
		id[i] = len(gr.Vertex)
		gr.Vertex = append(gr.Vertex, lit(i))
	}
	seen := map[[2]int]bool{}
	for i, ok := range can {
		if !ok {
			continue
		}
		for _, j := range p.Neighbours(i) {
			if !can[j] {
				continue
			}
			a, b := min(id[i], id[j]), max(id[i], id[j])
			if a != b && !seen[[2]int{a, b}] {
				seen[[2]int{a, b}] = true
				gr.Edges = append(gr.Edges, [2]int{a, b})
			}
		}
	}
	return gr, id[p.touching(pt)[0]]
}
