package kit

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// The relations below are over cells of a OneHot: the clues of KenKen's
// cages, Futoshiki's signs, Killer Sudoku's and Kakuro's sums. Each adds
// its constraints with Add, for the caller to name as one rule or clue
// (Mark, Name, GivenName); the variables they make are Aux.

// Relation states that cells a and b hold values u and v with ok(u, v).
// Where a value u of a excludes one or two values of b (numbers not one
// apart, say), the exclusions are binary clauses; otherwise u needs
// support: a holding u implies b holds one of the v that go with it. The
// same holds the other way round. Unit propagation then removes every
// value that no value of the other cell goes with, but for the values
// excluded by binary clauses, which it removes once the other cell is
// decided. (Long clauses of support for "not one apart" took 30×30
// Futoshiki in Adjacent mode 1.4–3 s, the binary clauses 0.3–0.7 s.)
func (m *Model) Relation(x OneHot, a, b int, ok func(u, v int) bool) {
	excluded := map[[2]int]bool{} // the binary clauses stated, by a's value and b's
	for _, c := range [2][2]int{{a, b}, {b, a}} {
		for u := x.Lo; u <= x.Hi; u++ {
			support, out := []sat.Lit{x.Is(c[0], u).Not()}, []int{}
			for v := x.Lo; v <= x.Hi; v++ {
				if c[0] == a && ok(u, v) || c[0] == b && ok(v, u) {
					support = append(support, x.Is(c[1], v))
				} else {
					out = append(out, v)
				}
			}
			if len(out) > 2 {
				m.Add(encode.GE, 1, support...)
				continue
			}
			for _, v := range out {
				pair := [2]int{u, v}
				if c[0] == b {
					pair = [2]int{v, u}
				}
				if !excluded[pair] {
					excluded[pair] = true
					m.Add(encode.GE, 1, x.Is(c[0], u).Not(), x.Is(c[1], v).Not())
				}
			}
		}
	}
}

// Table states that the cells hold one of the tuples (a value per cell,
// in the order of cells): a variable per tuple, one of them true, each
// implying its values, and each value of a cell implying one of the
// tuples that have it, so that unit propagation removes the values that
// no tuple left has.
func (m *Model) Table(x OneHot, cells []int, tuples [][]int) {
	s := m.Aux(len(tuples))
	m.Add(encode.GE, 1, s.All()...)
	k := x.Hi - x.Lo + 1
	support := make([][]sat.Lit, len(cells)*k)
	for t, tup := range tuples {
		for i, v := range tup {
			m.Add(encode.GE, 1, s.Lit(t).Not(), x.Is(cells[i], v))
			support[i*k+v-x.Lo] = append(support[i*k+v-x.Lo], s.Lit(t))
		}
	}
	for i, cell := range cells {
		for v := x.Lo; v <= x.Hi; v++ {
			m.Add(encode.GE, 1, append([]sat.Lit{x.Is(cell, v).Not()}, support[i*k+v-x.Lo]...)...)
		}
	}
}

// Sum states that the values of the cells add up to target, by the
// order encoding: literals "cell ≥ v" for Lo < v ≤ Hi, defined from the
// cell's value, of which target − Lo·len(cells) are true.
func (m *Model) Sum(x OneHot, cells []int, target int) {
	var all []sat.Lit
	for _, cell := range cells {
		ge := m.Aux(x.Hi - x.Lo) // ge.Lit(v−Lo−1): cell ≥ v
		for v := x.Lo + 1; v <= x.Hi; v++ {
			k := v - x.Lo - 1
			m.Add(encode.GE, 1, x.Is(cell, v).Not(), ge.Lit(k))
			m.Add(encode.GE, 1, x.Is(cell, v-1).Not(), ge.Lit(k).Not())
			if v < x.Hi {
				m.Add(encode.GE, 1, ge.Lit(k+1).Not(), ge.Lit(k))
			}
		}
		all = append(all, ge.All()...)
	}
	m.Add(encode.EQ, target-x.Lo*len(cells), all...)
}

// Product states that the values of the cells (Lo at least 1) multiply
// to target, by the exponent of each prime p up to Hi: literals "p^j
// divides the cell", defined from the cell's value, of which the cells
// have as many true as p's exponent in target. A target with a prime
// factor above Hi, or below 1, has no solution.
func (m *Model) Product(x OneHot, cells []int, target int) {
	if x.Lo < 1 {
		panic(fmt.Sprintf("kit: Product over values from %d", x.Lo))
	}
	t := target
	for p := 2; p <= x.Hi && t > 0; p++ {
		if !arithPrime(p) {
			continue
		}
		e := 0
		for ; t%p == 0; t /= p {
			e++
		}
		var lits []sat.Lit
		for pj := p; pj <= x.Hi; pj *= p {
			for _, cell := range cells {
				y := m.Aux(1).Lit(0)
				of := []sat.Lit{y.Not()}
				for u := (x.Lo + pj - 1) / pj * pj; u <= x.Hi; u += pj {
					m.Add(encode.GE, 1, x.Is(cell, u).Not(), y)
					of = append(of, x.Is(cell, u))
				}
				m.Add(encode.GE, 1, of...)
				lits = append(lits, y)
			}
		}
		m.Add(encode.EQ, e, lits...)
	}
	if t != 1 {
		m.Add(encode.GE, 1)
	}
}

func arithPrime(p int) bool {
	for d := 2; d*d <= p; d++ {
		if p%d == 0 {
			return false
		}
	}
	return p >= 2
}
