package kit

import (
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/sat"
)

// Divide states that the edges of s whose literal in same is true (the
// two cells share a region; grid.Shape.Edge numbers the edges) cut s into
// regions, each of exactly n cells where size says so: size(i, n) is the
// literal that cell i's region has n cells, for n from 1 to max, 0 when
// it never has (m.True() when it always has); the caller makes one of
// them true for each cell. A region is the cells joined by same edges,
// so no edge inside a region is a border, and its cells agree on n.
//
// The rule is named "regions". How it is stated follows --connect, as
// connectivity does:
//
//   - auto or lazy: by local clauses (no border ends inside the grid; a
//     cell of a region of n ≤ 4 cells has at most n−1 neighbours in it,
//     and one at least when n ≥ 2; cells joined agree on their size) and
//     a lazy check that cuts off a model whose regions have the wrong
//     number of cells or a border inside (see sizeCheck): fast on large
//     grids;
//   - tree or reach, the CNF forms: each cell chooses the first cell of
//     its region in row-major order (within max−1 steps), that cell counts
//     the cells that chose it, and each region is connected to it
//     (Model.Connected, with the method given).
func (m *Model) Divide(s grid.Shape, same []sat.Lit, max int, size func(i, n int) sat.Lit) {
	sizes := make([]sat.Lit, s.N()*max)
	for i := 0; i < s.N(); i++ {
		for n := 1; n <= max; n++ {
			sizes[i*max+n-1] = size(i, n)
		}
	}
	lit := func(i, n int) sat.Lit { return sizes[i*max+n-1] }
	mark := m.Mark()
	m.noEnds(s, same)
	for i := 0; i < s.N(); i++ {
		es := s.EdgesAt(i)
		for n := 1; n <= max; n++ {
			l := lit(i, n)
			if l == 0 {
				continue
			}
			near := make([]sat.Lit, len(es))
			for k, e := range es {
				near[k] = same[e]
			}
			switch {
			case n == 1:
				for _, x := range near {
					m.Add(encode.GE, 1, l.Not(), x.Not())
				}
			case n <= len(es):
				m.Add(encode.LE, len(es), append(near, repeat(l, len(es)-n+1)...)...)
				fallthrough
			default:
				m.Add(encode.GE, 1, append(near, l.Not())...)
			}
		}
	}
	for e := 0; e < s.NumEdges(); e++ {
		a, b := s.Edge(e)
		for n := 1; n <= max; n++ {
			if x, y := lit(a, n), lit(b, n); x != y && x != m.truth && y != m.truth {
				for _, xy := range [][2]sat.Lit{{x, y}, {y, x}} {
					if xy[0] == 0 {
						m.Add(encode.GE, 1, same[e].Not(), xy[1].Not())
					} else if xy[1] != 0 {
						m.Add(encode.GE, 1, same[e].Not(), xy[0].Not(), xy[1])
					}
				}
			}
		}
	}
	m.smallRegions(s, same, max, lit)
	m.straightRegions(s, same, max, lit)
	switch m.Config.Connect {
	case encode.Tree, encode.Reach:
		m.rootRegions(s, same, max, lit)
		m.Name(mark, "regions")
	default:
		m.Name(mark, "regions")
		c := &sizeCheck{s: s, max: max, same: same, size: sizes}
		if m.Config.Select == encode.SelectAll {
			c.sel = m.F.Selector("regions", false)
		}
		m.F.AddCheck(c)
	}
}

// repeat returns n copies of l (a literal that counts n times).
func repeat(l sat.Lit, n int) []sat.Lit {
	out := make([]sat.Lit, n)
	for k := range out {
		out[k] = l
	}
	return out
}

// noEnds states that no border ends at a corner inside the grid: of the
// four edges whose sides meet there, one alone is never a border.
func (m *Model) noEnds(s grid.Shape, same []sat.Lit) {
	for r := 1; r < s.Rows; r++ {
		for c := 1; c < s.Cols; c++ {
			ul, ur, dl, dr := s.Index(r-1, c-1), s.Index(r-1, c), s.Index(r, c-1), s.Index(r, c)
			var arms []sat.Lit
			for _, pr := range [][2]int{{ul, ur}, {dl, dr}, {ul, dl}, {ur, dr}} {
				e, _ := s.EdgeBetween(pr[0], pr[1])
				arms = append(arms, same[e])
			}
			for k := range arms {
				cl := []sat.Lit{arms[k]}
				for j, b := range arms {
					if j != k {
						cl = append(cl, b.Not())
					}
				}
				m.Add(encode.GE, 1, cl...)
			}
		}
	}
}

// rootRegions states the division in CNF (see Divide): cell i's region
// starts at cell r (x[i][r]), the first of its cells in row-major order,
// no more than max−1 steps away; cells joined by a same edge start at the
// same cell, cells of one start are joined; the cells that start at r
// are as many as r's size says; and each cell reaches a start through
// its region.
func (m *Model) rootRegions(s grid.Shape, same []sat.Lit, max int, size func(i, n int) sat.Lit) {
	n := s.N()
	at := make([]map[int]sat.Lit, n)
	rootsOf := make([][]int, n) // at[i]'s keys, in order: the same formula every run
	dist := func(i, r int) int {
		ri, ci := s.RC(i)
		rr, cr := s.RC(r)
		if ci < cr {
			ci, cr = cr, ci
		}
		return ri - rr + ci - cr
	}
	for i := 0; i < n; i++ {
		var roots []int
		for r := i; r >= 0 && i/s.Cols-r/s.Cols < max; r-- {
			if dist(i, r) < max {
				roots = append(roots, r)
			}
		}
		x := m.Aux(len(roots))
		at[i], rootsOf[i] = map[int]sat.Lit{}, roots
		for k, r := range roots {
			at[i][r] = x.Lit(k)
		}
		m.Add(encode.EQ, 1, x.All()...)
	}
	for e := 0; e < s.NumEdges(); e++ {
		a, b := s.Edge(e)
		for _, pr := range [][2]int{{a, b}, {b, a}} {
			for _, r := range rootsOf[pr[0]] {
				xa := at[pr[0]][r]
				if xb, ok := at[pr[1]][r]; !ok {
					m.Add(encode.GE, 1, same[e].Not(), xa.Not())
				} else {
					m.Add(encode.GE, 1, same[e].Not(), xa.Not(), xb)
					if pr[0] == a {
						m.Add(encode.GE, 1, same[e], xa.Not(), xb.Not())
					}
				}
			}
		}
	}
	// The count: Σ x[i][r] + Σ_k k·¬(root ∧ size k) = Σ_k k over the sizes
	// r may have, each y_k ⟺ root ∧ size(r, k).
	links := make([][2]int, 0, s.NumEdges()+n)
	link := make([]sat.Lit, 0, s.NumEdges()+n)
	for r := 0; r < n; r++ {
		root := at[r][r]
		var lits []sat.Lit
		for i := r; i < n; i++ {
			if x, ok := at[i][r]; ok {
				lits = append(lits, x)
			}
		}
		total := 0
		for k := 1; k <= max; k++ {
			l := size(r, k)
			if l == 0 {
				continue
			}
			y := m.Aux(1).Lit(0)
			m.Add(encode.GE, 1, y.Not(), root)
			m.Add(encode.GE, 1, y.Not(), l)
			m.Add(encode.GE, 1, y, root.Not(), l.Not())
			lits = append(lits, repeat(y.Not(), k)...)
			total += k
		}
		m.Add(encode.EQ, total, lits...)
		links = append(links, [2]int{r, n})
		link = append(link, root)
	}
	for e := 0; e < s.NumEdges(); e++ {
		a, b := s.Edge(e)
		links = append(links, [2]int{a, b})
		link = append(link, same[e])
	}
	on := make([]sat.Lit, n+1)
	for i := range on {
		on[i] = m.True()
	}
	m.Connected(on, links, link, n, "regions")
}

// smallRegions states what the groups of up to four cells joined by their
// inner edges say: a group closed by borders is a region of its size, and
// a group joined is part of a region at least as large.
func (m *Model) smallRegions(s grid.Shape, same []sat.Lit, max int, size func(i, n int) sat.Lit) {
	for _, cells := range polyominoes(s, min(4, max)) {
		in := map[int]bool{}
		for _, i := range cells {
			in[i] = true
		}
		var inner, closed []sat.Lit
		for _, a := range cells {
			for _, b := range s.Neighbours(a) {
				e, _ := s.EdgeBetween(a, b)
				if !in[b] {
					closed = append(closed, same[e])
				} else if a < b {
					inner = append(inner, same[e].Not())
				}
			}
		}
		c, k := cells[0], len(cells)
		if l := size(c, k); l != m.truth {
			cl := append(append([]sat.Lit{}, inner...), closed...)
			if l != 0 {
				cl = append(cl, l)
			}
			m.Add(encode.GE, 1, cl...)
		}
		larger := append([]sat.Lit{}, inner...)
		for n := k; n <= max; n++ {
			if l := size(c, n); l == m.truth {
				larger = nil
				break
			} else if l != 0 {
				larger = append(larger, l)
			}
		}
		if larger != nil && k > 1 {
			m.Add(encode.GE, 1, larger...)
		}
	}
}

// straightRegions states that cells joined in a straight line are part of
// a region at least as long as the line, for lines of 5 cells to max+1.
func (m *Model) straightRegions(s grid.Shape, same []sat.Lit, max int, size func(i, n int) sat.Lit) {
	for i := 0; i < s.N(); i++ {
		for _, d := range []grid.Dir{grid.Right, grid.Down} {
			var cl []sat.Lit
			for j, k := i, 1; k <= max; k++ {
				e, ok := s.EdgeAt(j, d)
				if !ok {
					break
				}
				cl = append(cl, same[e].Not())
				j, _ = s.Step(j, d)
				if k+1 < 5 {
					continue
				}
				larger := append([]sat.Lit{}, cl...)
				for n := k + 1; n <= max && larger != nil; n++ {
					if l := size(i, n); l == m.truth {
						larger = nil
					} else if l != 0 {
						larger = append(larger, l)
					}
				}
				if larger != nil {
					m.Add(encode.GE, 1, larger...)
				}
			}
		}
	}
}

// polyominoes returns the groups of 1 to k cells of s joined by sides,
// each once, its cells in increasing order.
func polyominoes(s grid.Shape, k int) [][]int {
	seen := map[string]bool{}
	var out [][]int
	var grow func(cells []int)
	grow = func(cells []int) {
		sorted := append([]int(nil), cells...)
		slices.Sort(sorted)
		key := fmt.Sprint(sorted)
		if seen[key] {
			return
		}
		seen[key] = true
		out = append(out, sorted)
		if len(cells) == k {
			return
		}
		for _, a := range cells {
			for _, b := range s.Neighbours(a) {
				if b > cells[0] && !slices.Contains(cells, b) {
					grow(append(cells, b))
				}
			}
		}
	}
	for i := 0; i < s.N(); i++ {
		grow([]int{i})
	}
	return out
}

// BorderVars adds a variable per edge of s, true when the edge is a
// border between its two cells ("border r3c4-r3c5", "no border
// r3c4-r3c5"), and returns them with the literals that the edges are
// none: Divide's same literals.
func (m *Model) BorderVars(s grid.Shape) (Bools, []sat.Lit) {
	b := m.Bools(s.NumEdges(), func(e int, on bool) string {
		if on {
			return "border " + s.EdgeName(e)
		}
		return "no border " + s.EdgeName(e)
	})
	same := make([]sat.Lit, s.NumEdges())
	for e := range same {
		same[e] = b.Lit(e).Not()
	}
	return b, same
}

// EverySize is Divide's size for regions of k cells each.
func (m *Model) EverySize(k int) func(i, n int) sat.Lit {
	return func(i, n int) sat.Lit {
		if n == k {
			return m.True()
		}
		return 0
	}
}
