package encode

import (
	"context"
	"fmt"
	"math/rand"
	"testing"

	"github.com/puzzlesat/puzzlesat/sat"
)

// connectedSet reports, by search over the graph itself, whether the
// vertices and edges that are on form one connected graph (an empty one
// counts), rooted at root when root ≥ 0 (root must be on).
func connectedSet(n int, edges [][2]int, vOn []bool, eOn []bool, root int) bool {
	if root >= 0 && !vOn[root] {
		return false
	}
	start := -1
	count := 0
	for v := 0; v < n; v++ {
		if vOn[v] {
			count++
			if start < 0 {
				start = v
			}
		}
	}
	if count == 0 {
		return true
	}
	if root >= 0 {
		start = root
	}
	seen := make([]bool, n)
	seen[start] = true
	reached := 1
	for changed := true; changed; {
		changed = false
		for e, ends := range edges {
			if !eOn[e] {
				continue
			}
			a, b := ends[0], ends[1]
			if seen[a] != seen[b] && vOn[a] && vOn[b] {
				seen[a], seen[b] = true, true
				reached++
				changed = true
			}
		}
	}
	return reached == count
}

// graphCase is a graph to test Connected on.
type graphCase struct {
	n     int
	edges [][2]int
}

// smallGraphs returns every graph on 1 to 4 vertices and random graphs on
// 5 to 8.
func smallGraphs() []graphCase {
	var out []graphCase
	for n := 1; n <= 4; n++ {
		var pairs [][2]int
		for a := 0; a < n; a++ {
			for b := a + 1; b < n; b++ {
				pairs = append(pairs, [2]int{a, b})
			}
		}
		for mask := 0; mask < 1<<len(pairs); mask++ {
			var es [][2]int
			for i, p := range pairs {
				if mask>>i&1 == 1 {
					es = append(es, p)
				}
			}
			out = append(out, graphCase{n, es})
		}
	}
	rng := rand.New(rand.NewSource(3))
	for n := 5; n <= 8; n++ {
		for k := 0; k < 6; k++ {
			var es [][2]int
			for a := 0; a < n; a++ {
				for b := a + 1; b < n; b++ {
					if rng.Float64() < 0.45 {
						es = append(es, [2]int{a, b})
					}
				}
			}
			out = append(out, graphCase{n, es})
		}
	}
	return out
}

// graphCases calls fn with every graph of smallGraphs, with edge literals
// (where the graph has 12 variables at most) and without, rooted at no
// vertex, the first and the last: a new formula with the vertices'
// variables x (vertex v is on when its literal is, negated for odd v: mixed
// polarities) and the edges' y (nil without edge literals).
func graphCases(fn func(gc graphCase, f *sat.Formula, g Graph, root int, x, y []sat.Var)) {
	for _, gc := range smallGraphs() {
		for _, withEdges := range []bool{false, true} {
			if withEdges && gc.n+len(gc.edges) > 12 {
				continue
			}
			for _, root := range []int{-1, 0, gc.n - 1} {
				f := sat.NewFormula()
				x := f.NewVars(gc.n)
				g := Graph{Vertex: make([]sat.Lit, gc.n), Edges: gc.edges}
				for v := range x {
					g.Vertex[v] = x[v].Lit(v%2 == 0)
				}
				var y []sat.Var
				if withEdges {
					y = f.NewVars(len(gc.edges))
					g.Edge = sat.Lits(y)
				}
				fn(gc, f, g, root, x, y)
			}
		}
	}
}

// TestConnectedExhaustive: for every graph on up to 4 vertices and random
// ones up to 8, with a root and without, with the subgraph induced by the
// vertices on and with edges of their own, under every method: the
// assignments of the vertex (and edge) variables that extend to a model
// are exactly those whose on part is connected, each found once.
func TestConnectedExhaustive(t *testing.T) {
	ctx := context.Background()
	// stated: the lazy check stated as clauses (sat.Formula.Eager), as a
	// search does after its budget of cuts; a graph with edge literals
	// is not stated, and stays lazy.
	const stated Encoding = "stated"
	for _, method := range []Encoding{Lazy, Tree, Reach, stated} {
		t.Run(string(method), func(t *testing.T) {
			checked := 0
			graphCases(func(gc graphCase, f *sat.Formula, g Graph, root int, x, y []sat.Var) {
				withEdges := y != nil
				for e, ends := range gc.edges {
					if withEdges {
						f.AddClause(y[e].Neg(), g.Vertex[ends[0]])
						f.AddClause(y[e].Neg(), g.Vertex[ends[1]])
					}
				}
				if method != stated {
					Connected(f, g, root, Config{Connect: method})
				} else {
					Connected(f, g, root, Config{Connect: Lazy})
					eager, ok := f.Eager()
					if ok == withEdges || ok && len(eager.Checks()) != 0 {
						t.Fatalf("n=%d edges=%v, edge literals %v: stated %v", gc.n, gc.edges, withEdges, ok)
					}
					if ok {
						f = eager
					}
				}
				proj := append(append([]sat.Var(nil), x...), y...)
				got := map[string]bool{}
				name := fmt.Sprintf("n=%d edges=%v root=%d edge literals %v", gc.n, gc.edges, root, withEdges)
				_, err := sat.Enumerate(ctx, f, sat.Projection{Vars: proj}, nil, 0, func(m []bool) bool {
					key := ""
					for _, v := range proj {
						key += map[bool]string{true: "1", false: "0"}[m[v]]
					}
					if got[key] {
						t.Fatalf("%s: assignment %s found twice", name, key)
					}
					got[key] = true
					return true
				})
				if err != nil {
					t.Fatal(err)
				}
				want := 0
				for a := 0; a < 1<<len(proj); a++ {
					vOn := make([]bool, gc.n)
					eOn := make([]bool, len(gc.edges))
					key := ""
					for i := range proj {
						key += fmt.Sprint(a >> i & 1)
					}
					for v := range vOn {
						bit := a>>v&1 == 1
						vOn[v] = bit == (v%2 == 0)
					}
					valid := true
					for e, ends := range gc.edges {
						if withEdges {
							eOn[e] = a>>(gc.n+e)&1 == 1
							valid = valid && (!eOn[e] || (vOn[ends[0]] && vOn[ends[1]]))
						} else {
							eOn[e] = vOn[ends[0]] && vOn[ends[1]]
						}
					}
					ok := valid && connectedSet(gc.n, gc.edges, vOn, eOn, root)
					if ok {
						want++
					}
					if ok != got[key] {
						t.Fatalf("%s: assignment %s: model %v, connected %v", name, key, got[key], ok)
					}
				}
				if want != len(got) {
					t.Fatalf("%s: %d models, %d connected assignments", name, len(got), want)
				}
				checked++
			})
			t.Logf("%d graphs × roots × edge forms", checked)
		})
	}
}

// The lazy check travels to a worker as its Args and comes back the same.
func TestConnCheckArgs(t *testing.T) {
	for _, withEdges := range []bool{false, true} {
		g := Graph{Vertex: []sat.Lit{1, -2, 3}, Edges: [][2]int{{0, 1}, {1, 2}}}
		if withEdges {
			g.Edge = []sat.Lit{4, -5}
		}
		c := newConnCheck(g, 2)
		d, err := decodeConnCheck(c.Args())
		if err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(d.Args()) != fmt.Sprint(c.Args()) {
			t.Fatalf("args %v came back as %v", c.Args(), d.Args())
		}
	}
	for _, bad := range [][]int64{{}, {0}, {5, 1, 1, 0, 0}, {-1, 1, 1, 1, 0, 0, 0}, {-1, 2, 1, 2, 1, 0, 0, 1, 9}, {-1, 1, 1, 0, 2}, {-1, 2, 1, 2, 1, 0, 0, 0}} {
		if _, err := decodeConnCheck(bad); err == nil {
			t.Errorf("%v decoded", bad)
		}
	}
}
