package encode

import "github.com/puzzlesat/puzzlesat/sat"

// Cardinality networks, after R. Asín, R. Nieuwenhuis, A. Oliveras and
// E. Rodríguez-Carbonell, "Cardinality Networks: a theoretical and empirical
// study", Constraints 16(2), 2011.
//
// The network is built of 2-comparators (max, min) in Batcher's odd-even
// merge shape, as in the paper: with m the least power of two ≥ k+1, the
// literals are padded with the constant false to p·m, each block of m is
// sorted (HSort: odd-even merge sort), and the sorted blocks are merged two
// by two keeping only the m largest outputs each time (SMerge, the
// simplified merge). Σ ≤ k is then the unit ¬y_{k+1} on the (k+1)-th output,
// and Σ = k adds the unit y_k.
//
// The paper's simplifications come out of two generic steps here rather than
// from separate definitions: the network is first built symbolically, with
// comparators fed a constant false folded away (that is what makes padding
// free), and then only the comparator outputs that the units reach are
// given variables and clauses, each output with its own clauses:
//
//	max c of (a, b):  ¬a ∨ c,  ¬b ∨ c        (and a ∨ b ∨ ¬c for Σ = k)
//	min d of (a, b):  ¬a ∨ ¬b ∨ d            (and a ∨ ¬d, b ∨ ¬d for Σ = k)
//
// Σ ≤ k uses the first column only (outputs forced up, enough for ≤ and
// arc-consistent by unit propagation, per the paper); Σ = k uses both, so
// every output is exactly the sorted input and every satisfying input
// assignment has exactly one extension.
//
// Size: O(n log² k) variables and clauses (the paper's bound); the exact
// count depends on the padding and pruning and has no closed form, so Size
// is nil.
func init() {
	register(&Info{
		Name:    CardNet,
		Vars:    "O(n log² k): at most one per kept comparator output",
		Clauses: "O(n log² k): 2 or 1 per kept output (at most k), 3 or 3 (exactly k), plus the units",
		Ref:     "Asín, Nieuwenhuis, Oliveras and Rodríguez-Carbonell, Constraints 2011 (odd-even merges, simplified by constant folding and pruning)",
		encode:  cardNet,
	})
}

// A wire of the symbolic network: wireFalse, an input (index < 0 is input
// −index−1), or a comparator output.
type wire int32

const wireFalse wire = 0

// netGate is a comparator: outputs max and min of its inputs a and b.
type netGate struct{ a, b wire }

// network is a comparator network under construction. Wire 2g+1 is the max
// output of gate g and wire 2g+2 its min.
type network struct {
	gates []netGate
}

func (nw *network) comparator(a, b wire) (hi, lo wire) {
	if a == wireFalse {
		return b, wireFalse
	}
	if b == wireFalse {
		return a, wireFalse
	}
	g := wire(len(nw.gates))
	nw.gates = append(nw.gates, netGate{a, b})
	return 2*g + 1, 2*g + 2
}

// merge merges two sorted (true first) sequences of the same power-of-two
// length with Batcher's odd-even merge.
func (nw *network) merge(a, b []wire) []wire {
	n := len(a)
	if n == 1 {
		hi, lo := nw.comparator(a[0], b[0])
		return []wire{hi, lo}
	}
	d := nw.merge(strided(a, 0), strided(b, 0))
	e := nw.merge(strided(a, 1), strided(b, 1))
	out := make([]wire, 0, 2*n)
	out = append(out, d[0])
	for i := 1; i < n; i++ {
		hi, lo := nw.comparator(d[i], e[i-1])
		out = append(out, hi, lo)
	}
	return append(out, e[n-1])
}

func strided(a []wire, start int) []wire {
	out := make([]wire, 0, len(a)/2)
	for i := start; i < len(a); i += 2 {
		out = append(out, a[i])
	}
	return out
}

// sort sorts a power-of-two number of wires (HSort).
func (nw *network) sort(a []wire) []wire {
	if len(a) == 1 {
		return a
	}
	h := len(a) / 2
	return nw.merge(nw.sort(a[:h]), nw.sort(a[h:]))
}

// card returns the m largest of a, len(a) a multiple of m, sorted: blocks of
// m sorted, then merged keeping the first m (SMerge).
func (nw *network) card(a []wire, m int) []wire {
	if len(a) == m {
		return nw.sort(a)
	}
	d := nw.card(a[:m], m)
	e := nw.card(a[m:], m)
	return nw.merge(d, e)[:m]
}

// emitter gives variables and clauses to the wires it is asked for, and to
// the wires those depend on.
type emitter struct {
	f    *sat.Formula
	nw   *network
	x    []sat.Lit
	down bool
	lits map[wire]sat.Lit
}

func (em *emitter) lit(w wire) sat.Lit {
	if w < 0 {
		return em.x[-w-1]
	}
	if l, ok := em.lits[w]; ok {
		return l
	}
	g := em.nw.gates[(w-1)/2]
	a, b := em.lit(g.a), em.lit(g.b)
	c := em.f.NewVar().Pos()
	if w%2 == 1 { // max
		em.f.AddClause(a.Not(), c)
		em.f.AddClause(b.Not(), c)
		if em.down {
			em.f.AddClause(a, b, c.Not())
		}
	} else { // min
		em.f.AddClause(a.Not(), b.Not(), c)
		if em.down {
			em.f.AddClause(a, c.Not())
			em.f.AddClause(b, c.Not())
		}
	}
	em.lits[w] = c
	return c
}

func cardNet(f *sat.Formula, x []sat.Lit, k int, op Op) {
	m := 1
	for m < k+1 {
		m *= 2
	}
	in := make([]wire, (len(x)+m-1)/m*m) // padded with wireFalse
	for i := range x {
		in[i] = wire(-i - 1)
	}
	nw := &network{}
	y := nw.card(in, m)
	em := &emitter{f: f, nw: nw, x: x, down: op == EQ, lits: map[wire]sat.Lit{}}
	if y[k] != wireFalse { // y[k] is false only when k ≥ n, which never comes here
		f.AddClause(em.lit(y[k]).Not())
	}
	if op == EQ {
		if y[k-1] == wireFalse {
			f.AddClause()
		} else {
			f.AddClause(em.lit(y[k-1]))
		}
	}
}
