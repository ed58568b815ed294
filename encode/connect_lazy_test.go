package encode

import (
	"fmt"
	"math"
	"testing"

	"github.com/puzzlesat/puzzlesat/sat"
)

// TestConnCheckCuts checks the lazy check's clauses directly, on every
// graph of graphCases: under every assignment whose on part is connected it
// returns none; under every other one (edges on only between vertices on)
// it returns one for each component (but the root's), each false under
// that assignment, true under every connected one (with the root on), and
// naming at most two vertices that are on (u, and w without a root), or
// with the root off, the root alone. All of it holds with the ways out
// towards w sought (within maxCheckWork) and with every way out named
// (past it: a budget of 0).
func TestConnCheckCuts(t *testing.T) {
	for _, budget := range []int{maxCheckWork, 0} {
		t.Run(fmt.Sprint("budget ", budget), func(t *testing.T) { checkCuts(t, budget) })
	}
}

func checkCuts(t *testing.T, budget int) {
	checked := 0
	graphCases(func(gc graphCase, _ *sat.Formula, g Graph, root int, x, y []sat.Var) {
		vars := len(x) + len(y)
		c := newConnCheck(g, root)
		c.budget = budget
		name := fmt.Sprintf("n=%d edges=%v root=%d edge literals %v", gc.n, gc.edges, root, y != nil)
		var good, bad [][]bool // models
		for a := 0; a < 1<<vars; a++ {
			m := make([]bool, vars+1) // indexed by variable, from 1
			for i := 0; i < vars; i++ {
				m[i+1] = a>>i&1 == 1
			}
			vOn, eOn, valid := onParts(g, m)
			if !valid {
				continue
			}
			if connectedSet(gc.n, gc.edges, vOn, eOn, root) {
				good = append(good, m)
			} else {
				bad = append(bad, m)
			}
		}
		for _, m := range good {
			if cuts := c.Check(m); len(cuts) > 0 {
				t.Fatalf("%s: a connected model %v cut off by %v", name, m, cuts)
			}
		}
		for _, m := range bad {
			cuts := c.Check(m)
			if len(cuts) == 0 {
				t.Fatalf("%s: model %v falls apart but is not cut off", name, m)
			}
			vOn, eOn, _ := onParts(g, m)
			if k := components(gc.n, gc.edges, vOn, eOn); root >= 0 && vOn[root] && len(cuts) != k-1 || root < 0 && len(cuts) != k {
				t.Fatalf("%s: model %v of %d components: %d cuts", name, m, k, len(cuts))
			}
			for _, cl := range cuts {
				if satisfied(cl, m) {
					t.Fatalf("%s: model %v: cut %v is true under it", name, m, cl)
				}
				named := 0
				for _, l := range cl {
					for v, vl := range g.Vertex {
						if vOn[v] && l == vl.Not() {
							named++
						}
					}
				}
				if rootOff := root >= 0 && !vOn[root]; rootOff && (len(cl) != 1 || cl[0] != g.Vertex[root]) {
					t.Fatalf("%s: model %v with the root off: cut %v", name, m, cl)
				} else if !rootOff && (named < 1 || named > 2 || root >= 0 && named != 1) {
					t.Fatalf("%s: model %v: cut %v names %d vertices that are on", name, m, cl, named)
				}
				for _, s := range good {
					if !satisfied(cl, s) {
						t.Fatalf("%s: model %v: cut %v is false under the solution %v", name, m, cl, s)
					}
				}
			}
		}
		checked++
	})
	t.Logf("%d graphs × roots × edge forms", checked)
}

// components counts the components of the vertices on, through the edges
// on.
func components(n int, edges [][2]int, vOn, eOn []bool) int {
	part := make([]int, n)
	for v := range part {
		part[v] = v
	}
	var find func(int) int
	find = func(v int) int {
		if part[v] != v {
			part[v] = find(part[v])
		}
		return part[v]
	}
	for e, ends := range edges {
		if eOn[e] {
			part[find(ends[0])] = find(ends[1])
		}
	}
	k := 0
	for v := range n {
		if vOn[v] && find(v) == v {
			k++
		}
	}
	return k
}

// onParts returns, under model m, which vertices and edges of g are on,
// and whether every edge that is on has both ends on.
func onParts(g Graph, m []bool) (vOn, eOn []bool, valid bool) {
	value := func(l sat.Lit) bool { return m[l.Var()] == l.IsPos() }
	vOn = make([]bool, len(g.Vertex))
	for v, l := range g.Vertex {
		vOn[v] = value(l)
	}
	eOn = make([]bool, len(g.Edges))
	valid = true
	for e, ends := range g.Edges {
		if g.Edge == nil {
			eOn[e] = vOn[ends[0]] && vOn[ends[1]]
			continue
		}
		eOn[e] = value(g.Edge[e])
		valid = valid && (!eOn[e] || vOn[ends[0]] && vOn[ends[1]])
	}
	return vOn, eOn, valid
}

// satisfied reports whether some literal of cl is true under m.
func satisfied(cl []sat.Lit, m []bool) bool {
	for _, l := range cl {
		if m[l.Var()] == l.IsPos() {
			return true
		}
	}
	return false
}

// TestConnCheckConflict checks the lazy check's judgement of partial
// assignments (sat.PartialCheck) on every graph of graphCases, under
// every partial assignment of up to 3⁹ (each variable true, false or
// open): a nogood names two vertices or more, all its literals true, and
// no connected model (with the root on) makes them all true; and under
// every whole assignment that falls apart (the root on), one is found.
func TestConnCheckConflict(t *testing.T) {
	checked, found := 0, 0
	graphCases(func(gc graphCase, _ *sat.Formula, g Graph, root int, x, y []sat.Var) {
		vars := len(x) + len(y)
		if vars > 9 {
			return
		}
		c := newConnCheck(g, root)
		name := fmt.Sprintf("n=%d edges=%v root=%d edge literals %v", gc.n, gc.edges, root, y != nil)
		var good [][]bool
		for a := 0; a < 1<<vars; a++ {
			m := make([]bool, vars+1)
			for i := 0; i < vars; i++ {
				m[i+1] = a>>i&1 == 1
			}
			if vOn, eOn, valid := onParts(g, m); valid && connectedSet(gc.n, gc.edges, vOn, eOn, root) {
				good = append(good, m)
			}
		}
		val := make([]int8, vars+1)
		for a := 0; a < pow3(vars); a++ {
			whole := true
			for i, k := 0, a; i < vars; i, k = i+1, k/3 {
				val[i+1] = int8(k%3) - 1
				whole = whole && val[i+1] != 0
			}
			value := func(l sat.Lit) int8 {
				if l.IsPos() {
					return val[l.Var()]
				}
				return -val[l.Var()]
			}
			nogood := c.Conflict(value)
			if whole {
				m := make([]bool, vars+1)
				for i := 1; i <= vars; i++ {
					m[i] = val[i] > 0
				}
				vOn, eOn, valid := onParts(g, m)
				if valid && (root < 0 || vOn[root]) && !connectedSet(gc.n, gc.edges, vOn, eOn, root) && nogood == nil {
					t.Fatalf("%s: whole assignment %v falls apart, no conflict found", name, val)
				}
			}
			if nogood == nil {
				continue
			}
			found++
			if len(nogood) < 2 {
				t.Fatalf("%s: %v: nogood %v of fewer than two literals", name, val, nogood)
			}
			for _, l := range nogood {
				if value(l) != 1 {
					t.Fatalf("%s: %v: nogood %v holds %v, not true", name, val, nogood, l)
				}
			}
			cl := make([]sat.Lit, len(nogood))
			for i, l := range nogood {
				cl[i] = l.Not()
			}
			for _, m := range good {
				if !satisfied(cl, m) {
					t.Fatalf("%s: %v: nogood %v all true in the connected model %v", name, val, nogood, m)
				}
			}
		}
		checked++
	})
	if found == 0 {
		t.Fatal("no conflict found at all")
	}
	t.Logf("%d graphs × roots × edge forms, %d conflicts", checked, found)
}

func pow3(n int) int {
	p := 1
	for range n {
		p *= 3
	}
	return p
}

// BenchmarkConnCheckManyComponents times one Check of a 120×120 grid
// whose cells are on in a checkerboard: 7,200 components of one cell,
// each cut. "sought" seeks every cut's ways out towards w, a search of
// the grid each (the check without maxCheckWork); "bounded" is the
// check as it runs.
func BenchmarkConnCheckManyComponents(b *testing.B) {
	const side = 120
	g := Graph{}
	m := make([]bool, side*side+1)
	for i := range side * side {
		g.Vertex = append(g.Vertex, sat.Var(i+1).Pos())
		m[i+1] = (i/side+i%side)%2 == 0
		if i%side+1 < side {
			g.Edges = append(g.Edges, [2]int{i, i + 1})
		}
		if i+side < side*side {
			g.Edges = append(g.Edges, [2]int{i, i + side})
		}
	}
	for _, bc := range []struct {
		name   string
		budget int
	}{{"sought", math.MaxInt}, {"bounded", maxCheckWork}} {
		b.Run(bc.name, func(b *testing.B) {
			c := newConnCheck(g, -1)
			c.budget = bc.budget
			for b.Loop() {
				if cuts := c.Check(m); len(cuts) != side*side/2 {
					b.Fatalf("%d cuts", len(cuts))
				}
			}
		})
	}
}
