package encode

import (
	"fmt"
	"testing"

	"github.com/puzzlesat/puzzlesat/sat"
)

// TestConnCheckCuts checks the lazy check's clauses directly, on every
// graph of graphCases: under every assignment whose on part is connected it
// returns none; under every other one (edges on only between vertices on)
// it returns at least one, each false under that assignment, true under
// every connected one (with the root on), and naming at most two vertices
// that are on (u, and w without a root), or with the root off, the root
// alone.
func TestConnCheckCuts(t *testing.T) {
	checked := 0
	graphCases(func(gc graphCase, _ *sat.Formula, g Graph, root int, x, y []sat.Var) {
		vars := len(x) + len(y)
		c := newConnCheck(g, root)
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
			vOn, _, _ := onParts(g, m)
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
