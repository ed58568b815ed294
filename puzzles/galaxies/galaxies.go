package galaxies

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/internal/clip"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/jsonpos"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/puzzlink"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// MaxSide is the largest number of rows or columns accepted, to keep a
// typo from asking for millions of variables.
const MaxSide = 100

// Point is a place a centre can be, in doubled coordinates: the centre of
// cell (r, c) is (2r+1, 2c+1), the side between cells (r, c) and (r, c+1)
// is (2r+1, 2c+2), the side between (r, c) and (r+1, c) is (2r+2, 2c+1),
// and the dot shared by (r, c) and (r+1, c+1) is (2r+2, 2c+2). The points
// inside a Rows×Cols grid have Y from 1 to 2·Rows−1 and X from 1 to
// 2·Cols−1: pzprjs's (by, bx) and Tatham's (y, x).
type Point struct{ Y, X int }

// Name names the centre by the cells that touch it, 1-based: "r3c4" for
// the middle of a cell, "r3c4-r3c5" for the side between two, "r3c4-r4c5"
// for the dot of four (the first and the last of them).
func (pt Point) Name() string {
	r0, c0, r1, c1 := (pt.Y-1)/2+1, (pt.X-1)/2+1, pt.Y/2+1, pt.X/2+1
	if r0 == r1 && c0 == c1 {
		return fmt.Sprintf("r%dc%d", r0, c0)
	}
	return fmt.Sprintf("r%dc%d-r%dc%d", r0, c0, r1, c1)
}

// Puzzle is a grid and the centres of its galaxies. Every cell belongs to
// exactly one galaxy; a galaxy holds the cells that touch its centre, is
// connected, and is symmetric under the half-turn about its centre.
type Puzzle struct {
	grid.Shape
	// Centres are the galaxies' centres in input order; a galaxy's index
	// is its centre's index here.
	Centres []Point
	Options Options // how the model is stated (--quotient, --neighbours)
}

// Options chooses how the model is stated.
type Options struct {
	// Quotient states each galaxy's connectivity over the pairs of cells
	// its half-turn swaps instead of over the cells (see graph): half the
	// vertices, the same solutions.
	Quotient bool
	// Neighbours adds, for each galaxy and each cell that may be in it but
	// does not touch its centre, that the cell has a neighbour in the
	// galaxy when it is in it: implied by connectivity, it tells the
	// solver early what a connectivity encoding or check finds late.
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

// Regions is a board: each cell's galaxy, the index of its centre in
// Puzzle.Centres, or kit.Unknown where --forced leaves it open.
type Regions []int

// Genre is Galaxies as the kit registers it.
var Genre = &kit.Genre[*Puzzle, Regions]{
	Name:    "galaxies",
	Summary: "Galaxies (Tentai Show): text grids, JSON, puzz.link URLs or Tatham game IDs; solve, count, check uniqueness, write URLs",
	Text:    kit.TextFormat[*Puzzle]{Parse: parseText, Write: writeText},
	JSON:    &kit.JSONFormat[*Puzzle]{Read: readJSON, Write: writeJSON},
	Links: []kit.Link[*Puzzle]{
		{Format: "url", Is: func(s string) bool { return puzzlink.Match(s, "tentaisho") }, Read: readURL, Write: writeURL, Example: puzzlink.Host + "tentaisho/5/5/o3ey72fs2fl"},
		{Format: "tatham", Is: func(s string) bool { return tatham.Matches(s, tathamParams()) }, Read: readTatham, Write: writeTatham, Example: "5x5:cfjglmlcg"},
	},
	Flags: func(fs *pflag.FlagSet) func(*Puzzle) (*Puzzle, error) {
		quotient := fs.Bool("quotient", Default.Quotient, "state connectivity over the pairs of cells each half-turn swaps (half the vertices) instead of over the cells")
		neighbours := fs.Bool("neighbours", Default.Neighbours, "add the redundant rule that a cell of a galaxy, other than its centre's, has a neighbour in it")
		return func(p *Puzzle) (*Puzzle, error) {
			p.Options = Options{Quotient: *quotient, Neighbours: *neighbours}
			return p, nil
		}
	},
	Model:      model,
	Verify:     Verify,
	Show:       func(p *Puzzle, s Regions, colour bool) solve.Answer { return show(p, s, colour, "regions") },
	ShowForced: func(p *Puzzle, s Regions, _ bool) solve.Answer { return show(p, s, false, "forced") },
	NoSolution: (*Puzzle).Infeasible,
	// The eager methods time out on large puzzles: the quick suite's
	// workload holds the puzzles of up to 100 cells.
	Bench: &kit.Bench[*Puzzle]{Files: []string{"galaxies/*.json"}, Axes: []string{"connect"}, Facts: facts, Small: 100},
}

func init() {
	Genre.Doc = readme
	Genre.Generate = &kit.Generator[*Puzzle]{Usage: "[--size N] [--rows R --cols C] [--symmetric] [flags]", Own: generator}
	kit.Register(Genre)
}

// New checks and returns a puzzle under the Default model: the size, and
// each centre inside the grid and given once.
func New(rows, cols int, centres []Point) (*Puzzle, error) {
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, fmt.Errorf("grid of %d×%d cells: expected 1 to %d rows and columns", rows, cols, MaxSide)
	}
	p := &Puzzle{Shape: grid.Shape{Rows: rows, Cols: cols}, Centres: append([]Point{}, centres...), Options: Default}
	seen := map[Point]int{}
	for g, pt := range centres {
		if pt.Y < 1 || pt.Y > 2*rows-1 || pt.X < 1 || pt.X > 2*cols-1 {
			return nil, fmt.Errorf("centre %d at point (%d, %d): expected a point inside the %d×%d grid, Y from 1 to %d and X from 1 to %d", g, pt.Y, pt.X, rows, cols, 2*rows-1, 2*cols-1)
		}
		if h, dup := seen[pt]; dup {
			return nil, fmt.Errorf("centre %d is centre %d again (%s): expected each centre once", g, h, p.describe(pt))
		}
		seen[pt] = g
	}
	return p, nil
}

// touching returns the 1, 2 or 4 cells that touch a point, row by row.
func (p *Puzzle) touching(pt Point) []int {
	var out []int
	for r := (pt.Y - 1) / 2; r <= pt.Y/2; r++ {
		for c := (pt.X - 1) / 2; c <= pt.X/2; c++ {
			out = append(out, p.Index(r, c))
		}
	}
	return out
}

// mirror returns the image of cell i under the half-turn about pt, and
// false when it lies off the grid.
func (p *Puzzle) mirror(pt Point, i int) (int, bool) {
	r, c := p.RC(i)
	r, c = pt.Y-1-r, pt.X-1-c
	if !p.In(r, c) {
		return -1, false
	}
	return p.Index(r, c), true
}

// describe names a point for messages: "cell 2,3", "the edge between
// cells 2,3 and 2,4", "the corner of cells 2,3 to 3,4" (0-based).
func (p *Puzzle) describe(pt Point) string {
	cs := p.touching(pt)
	at := func(i int) string { return fmt.Sprintf("%d,%d", i/p.Cols, i%p.Cols) }
	switch len(cs) {
	case 1:
		return "cell " + at(cs[0])
	case 2:
		return "the edge between cells " + at(cs[0]) + " and " + at(cs[1])
	}
	return "the corner of cells " + at(cs[0]) + " to " + at(cs[3])
}

// Infeasible explains why the puzzle has no solution, from the centres
// alone (no search), or returns "": a cell that touches two centres would
// have to be in both galaxies, and a grid without centres has nowhere to
// put its cells.
func (p *Puzzle) Infeasible() string {
	if len(p.Centres) == 0 {
		return "no centres: every cell must belong to a galaxy"
	}
	owner := map[int]int{}
	for g, pt := range p.Centres {
		for _, i := range p.touching(pt) {
			if h, ok := owner[i]; ok {
				return fmt.Sprintf("cell %d,%d touches centre %d (%s) and centre %d (%s): it cannot be in both galaxies", i/p.Cols, i%p.Cols, h, p.describe(p.Centres[h]), g, p.describe(pt))
			}
			owner[i] = g
		}
	}
	return ""
}

// sorted returns the centres in row-major order of their points, the
// order of the URL and the game ID.
func (p *Puzzle) sorted() []Point {
	out := append([]Point(nil), p.Centres...)
	sort.Slice(out, func(i, j int) bool { return out[i].Y < out[j].Y || out[i].Y == out[j].Y && out[i].X < out[j].X })
	return out
}

// Candidates returns, for each galaxy, the cells that may belong to it:
// can[g][i] for cell i. A cell is left out when its image under the
// galaxy's half-turn lies off the grid; when it touches another centre
// (it belongs to that galaxy), or its image does; and when no path of
// candidate cells joins it to the centre (a galaxy is connected and holds
// its centre's cells); the last two repeated until nothing changes, since
// a cell left out takes its image with it.
func (p *Puzzle) Candidates() [][]bool {
	touches := make([][]int, p.N()) // the centres each cell touches
	for g, pt := range p.Centres {
		for _, i := range p.touching(pt) {
			touches[i] = append(touches[i], g)
		}
	}
	can := make([][]bool, len(p.Centres))
	for g, pt := range p.Centres {
		can[g] = make([]bool, p.N())
		for i := range can[g] {
			_, on := p.mirror(pt, i)
			can[g][i] = on && (len(touches[i]) == 0 || slices.Contains(touches[i], g))
		}
		for changed := true; changed; {
			changed = false
			for i, ok := range can[g] {
				if j, _ := p.mirror(pt, i); ok && !can[g][j] {
					can[g][i], changed = false, true
				}
			}
			seen := p.reach(can[g], p.touching(pt))
			for i, ok := range can[g] {
				if ok && !seen[i] {
					can[g][i], changed = false, true
				}
			}
		}
	}
	return can
}

// reach returns the cells that a path of cells in `in` joins to one of
// the start cells.
func (p *Puzzle) reach(in []bool, start []int) []bool {
	seen := make([]bool, len(in))
	var stack []int
	for _, i := range start {
		if in[i] && !seen[i] {
			seen[i] = true
			stack = append(stack, i)
		}
	}
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, j := range p.Neighbours(i) {
			if in[j] && !seen[j] {
				seen[j] = true
				stack = append(stack, j)
			}
		}
	}
	return seen
}

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

// Verify checks a board against the rules of p, reading only the board:
// every cell in one galaxy, the cells touching each centre in its galaxy,
// each galaxy symmetric under the half-turn about its centre, and each
// galaxy connected (grid.Shape.CheckRegions).
func Verify(p *Puzzle, s Regions) error {
	if len(s) != p.N() {
		return fmt.Errorf("%d cells given a galaxy, expected %d (%d×%d)", len(s), p.N(), p.Rows, p.Cols)
	}
	for i, g := range s {
		if g < 0 || g >= len(p.Centres) {
			return fmt.Errorf("cell %d,%d is in galaxy %d: expected one of the %d centres (0 to %d)", i/p.Cols, i%p.Cols, g, len(p.Centres), len(p.Centres)-1)
		}
	}
	for g, pt := range p.Centres {
		for _, i := range p.touching(pt) {
			if s[i] != g {
				return fmt.Errorf("cell %d,%d touches centre %d but is in galaxy %d", i/p.Cols, i%p.Cols, g, s[i])
			}
		}
	}
	for i, g := range s {
		j, ok := p.mirror(p.Centres[g], i)
		if !ok {
			return fmt.Errorf("cell %d,%d is in galaxy %d, whose half-turn takes it off the grid", i/p.Cols, i%p.Cols, g)
		}
		if s[j] != g {
			return fmt.Errorf("cell %d,%d is in galaxy %d but its image %d,%d under the half-turn is in galaxy %d", i/p.Cols, i%p.Cols, g, j/p.Cols, j%p.Cols, s[j])
		}
	}
	return p.CheckRegions(s)
}

// show draws a board (see drawing), its JSON field key the galaxy of each
// cell as rows.
func show(p *Puzzle, s Regions, colour bool, key string) solve.Answer {
	rows := make([][]int, p.Rows)
	for i, g := range s {
		rows[i/p.Cols] = append(rows[i/p.Cols], g)
	}
	return solve.Answer{Text: drawing(p, s, colour), Fields: map[string]any{key: rows}}
}

// drawing draws the grid with the galaxies' borders in box-drawing
// characters (grid.Lattice), a border only between cells known to be in
// different galaxies, and a ● at each centre: in the middle of a cell, on
// a side or at a dot. Each galaxy is painted with colour. It reads back
// as the puzzle (parseText).
func drawing(p *Puzzle, s Regions, colour bool) string {
	apart := func(a, b int) bool { return s[a] != s[b] && s[a] >= 0 && s[b] >= 0 }
	centre := map[Point]bool{}
	for _, pt := range p.Centres {
		centre[pt] = true
	}
	mark := func(y, x int) string {
		if centre[Point{y, x}] {
			return "●"
		}
		return ""
	}
	l := grid.Lattice{Shape: p.Shape}
	l.H = func(r, c int) bool { return r == 0 || r == p.Rows || apart(p.Index(r-1, c), p.Index(r, c)) }
	l.V = func(r, c int) bool { return c == 0 || c == p.Cols || apart(p.Index(r, c-1), p.Index(r, c)) }
	l.Mark = func(r, c int) string { return mark(2*r, 2*c) }
	l.HMark = func(r, c int) string { return mark(2*r, 2*c+1) }
	l.VMark = func(r, c int) string { return mark(2*r+1, 2*c) }
	l.Cell = func(r, c int) string { return mark(2*r+1, 2*c+1) }
	if colour {
		fill := p.Colours(s, len(p.Centres))
		l.Fill = func(r, c int) int { return fill[s[p.Index(r, c)]] }
	}
	return l.String()
}

// readJSON reads the series' JSON: {"shape": [rows, cols], "galaxies":
// [[{"row": r, "col": c}, ...], ...]}, each galaxy's centre given by the
// 1, 2 or 4 cells that touch it, in any order.
func readJSON(v *jsonpos.Value) (*Puzzle, error) {
	rows, cols, err := v.Shape(MaxSide)
	if err != nil {
		return nil, err
	}
	list, err := v.Need("galaxies", "the puzzle")
	if err != nil {
		return nil, err
	}
	gs, err := list.Elems("galaxies")
	if err != nil {
		return nil, err
	}
	centres := make([]Point, len(gs))
	seen := map[Point]int{}
	for g, gv := range gs {
		cells, err := gv.Elems("a galaxy's centre (the list of the cells that touch it)")
		if err != nil {
			return nil, err
		}
		if len(cells) == 0 || len(cells) == 3 || len(cells) > 4 {
			return nil, gv.Errorf("galaxy %d: %d cells: expected the 1, 2 or 4 cells that touch its centre", g, len(cells))
		}
		var rcs [][2]int
		for _, cv := range cells {
			r, c, err := cv.Cell(`a cell {"row": r, "col": c}`, rows, cols)
			if err != nil {
				return nil, err
			}
			rcs = append(rcs, [2]int{r, c})
		}
		pt, ok := centreOf(rcs)
		if !ok {
			var list []string
			for _, rc := range rcs {
				list = append(list, fmt.Sprintf("%d,%d", rc[0], rc[1]))
			}
			return nil, gv.Errorf("galaxy %d: cells %s: expected one cell, two side by side, or a 2×2 block", g, strings.Join(list, " "))
		}
		if h, dup := seen[pt]; dup {
			return nil, gv.Errorf("galaxy %d has the centre of galaxy %d: expected each centre once", g, h)
		}
		seen[pt] = g
		centres[g] = pt
	}
	p, err := New(rows, cols, centres)
	if err != nil {
		return nil, v.Errorf("%v", err)
	}
	return p, nil
}

// centreOf returns the point that exactly the cells [row, col] touch, if
// any.
func centreOf(cs [][2]int) (Point, bool) {
	r0, r1, c0, c1 := cs[0][0], cs[0][0], cs[0][1], cs[0][1]
	seen := map[[2]int]bool{}
	for _, c := range cs {
		r0, r1, c0, c1 = min(r0, c[0]), max(r1, c[0]), min(c0, c[1]), max(c1, c[1])
		seen[c] = true
	}
	if r1-r0 > 1 || c1-c0 > 1 || (r1-r0+1)*(c1-c0+1) != len(cs) || len(seen) != len(cs) {
		return Point{}, false
	}
	return Point{r0 + r1 + 1, c0 + c1 + 1}, true
}

// writeJSON writes the series' JSON, the centres in their order.
func writeJSON(p *Puzzle) any {
	gs := [][]map[string]int{}
	for _, pt := range p.Centres {
		var cells []map[string]int
		for _, i := range p.touching(pt) {
			cells = append(cells, map[string]int{"row": i / p.Cols, "col": i % p.Cols})
		}
		gs = append(gs, cells)
	}
	return map[string]any{"shape": []int{p.Rows, p.Cols}, "galaxies": gs}
}

// readURL reads a puzz.link URL: the centres as pzprjs's dots over the
// points of the grid (decodeDot; a dot's colour does not change the rules
// and is dropped), then an optional bit map of the cells that are holes
// (decodeEmpty), which these rules do not have: one that marks a hole is
// refused.
func readURL(s string) (*Puzzle, error) {
	u, err := puzzlink.Parse(s, "tentaisho")
	if err != nil {
		return nil, err
	}
	if u.Cols > MaxSide || u.Rows > MaxSide {
		return nil, &puzzlink.Error{Col: u.ColsCol(), Msg: fmt.Sprintf("grid of %d×%d cells: expected 1 to %d rows and columns", u.Rows, u.Cols, MaxSide)}
	}
	w := 2*u.Cols - 1
	var centres []Point
	r := u.Reader()
	err = r.Dots(w*(2*u.Rows-1), func(pos, _ int) error {
		centres = append(centres, Point{pos/w + 1, pos%w + 1})
		return nil
	})
	if err != nil {
		return nil, err
	}
	if !r.Done() {
		col := r.Col()
		holes, err := r.Bits(u.Rows * u.Cols)
		if err != nil {
			return nil, err
		}
		for i, h := range holes {
			if h {
				return nil, &puzzlink.Error{Col: col + i/5, Msg: fmt.Sprintf("cell %d,%d is a hole: Galaxies with holes are not supported (every cell belongs to a galaxy)", i/u.Cols, i%u.Cols)}
			}
		}
		if !r.Done() {
			return nil, r.Errorf("unexpected %q after the holes: expected the end of the URL", clip.Text(r.Rest(), 20))
		}
	}
	p, err := New(u.Rows, u.Cols, centres)
	if err != nil {
		return nil, &puzzlink.Error{Col: u.BodyCol, Msg: err.Error()}
	}
	return p, nil
}

// writeURL writes a puzz.link URL as pzprjs does, every centre a white
// dot and no holes.
func writeURL(p *Puzzle) (string, error) {
	w := 2*p.Cols - 1
	dots := make([]int, w*(2*p.Rows-1))
	for _, pt := range p.Centres {
		dots[(pt.Y-1)*w+pt.X-1] = puzzlink.WhiteDot
	}
	var wr puzzlink.Writer
	wr.WriteDots(dots)
	return puzzlink.Format("tentaisho", p.Cols, p.Rows, wr.String()), nil
}

// tathamParams are Galaxies' parameters, W[xH][dD], compiled on first
// use rather than at every start.
var tathamParams = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^[0-9]{1,6}(x[0-9]{1,6})?(d[a-z])?$`)
})

// readTatham reads a game ID of Simon Tatham's Galaxies, WxH:DESC: DESC
// walks the (2W−1)×(2H−1) points of the grid row by row, a letter a–y (or
// A–Y, a black dot) passing over 0 to 24 points and putting a centre on
// the next one, z passing over 25. Galaxies itself takes sides of 3 or
// more; any side up to MaxSide is read.
func readTatham(s string) (*Puzzle, error) {
	id, w, h, rest, err := tatham.ParseSized(s, "a Galaxies game ID WxH:DESC (an ID WxH#SEED is a random seed, not a puzzle)", MaxSide)
	if err != nil {
		return nil, err
	}
	if !tathamParams().MatchString(id.Params) {
		return nil, id.RestError(rest, "%q: expected a difficulty dD", rest)
	}
	pw := 2*w - 1
	area := pw * (2*h - 1)
	past := fmt.Sprintf("the description runs past the %d points of a %d×%d grid", area, w, h)
	var centres []Point
	d := id.Reader()
	for i := 0; !d.Done(); d.Next() {
		switch ch := d.Peek(); {
		case ch == 'z':
			i += 25
		case ch >= 'a' && ch <= 'y' || ch >= 'A' && ch <= 'Y':
			i += int(ch|0x20) - 'a'
			if i >= area {
				return nil, d.Errorf("%s", past)
			}
			centres = append(centres, Point{i/pw + 1, i%pw + 1})
			i++
		default:
			return nil, d.Errorf("unexpected %q: expected a-y or A-Y (points passed over, then a centre) or z (25 points)", ch)
		}
		if i > area {
			return nil, d.Errorf("%s", past)
		}
	}
	p, err := New(h, w, centres)
	if err != nil {
		return nil, &tatham.Error{Col: id.DescCol, Msg: err.Error()}
	}
	return p, nil
}

// writeTatham writes a Galaxies game ID as Galaxies does (white dots, no
// trailing run).
func writeTatham(p *Puzzle) (string, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "%dx%d:", p.Cols, p.Rows)
	run := 0
	for _, pt := range p.sorted() {
		pos := (pt.Y-1)*(2*p.Cols-1) + pt.X - 1
		for ; run+25 <= pos; run += 25 {
			b.WriteByte('z')
		}
		b.WriteByte(byte('a' + pos - run))
		run = pos + 1
	}
	return b.String(), nil
}

// facts writes the puzzle for bench/asp/galaxies.lp.
func facts(p *Puzzle) string {
	var w strings.Builder
	fmt.Fprintf(&w, "rows(%d). cols(%d).\n", p.Rows, p.Cols)
	for g, pt := range p.Centres {
		fmt.Fprintf(&w, "centre(%d,%d,%d).\n", g, pt.Y-1, pt.X-1)
		for _, i := range p.touching(pt) {
			fmt.Fprintf(&w, "touch(%d,%d,%d).\n", g, i/p.Cols, i%p.Cols)
		}
	}
	return w.String()
}
