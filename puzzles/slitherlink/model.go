package slitherlink

import (
	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/sat"
)

// model states the rules: one loop through the dots (each dot on two of
// its edges or none, "dot r2c3"; the loop not empty and one piece,
// "loop"), each clue "r3c4=2" (exactly that many of its cell's sides),
// and with Options.Inside the cells inside or outside the loop.
func model(p *Puzzle, m *kit.Model) func(kit.Values) Loop {
	d := p.Dots()
	l := m.LoopOf(d, func(i int) string { return "dot " + d.Name(i) })
	for i, k := range p.Clue {
		if k != None {
			m.Given(i, encode.EQ, k, l.Edge.Lits(p.sides(i)), "%s=%d", p.Name(i), k)
		}
	}
	// A clue above 0 has a side on the loop, so the loop passes two of its
	// corners: it is not the four sides of a cell apart from them alone.
	var sure [][]int
	corners := d.Blocks() // cell i's corners: the dots' block i
	for i, k := range p.Clue {
		if k > 0 { // None is -1
			sure = append(sure, corners[i][:])
		}
	}
	m.NoSquareLoops(l, sure)
	if p.Options.Inside {
		inside(p, m, l.Edge)
	}
	return func(v kit.Values) Loop { return l.Edge.Decode(v) }
}

// inside states, over a variable per cell, that a cell is inside the
// loop: an edge is on the loop exactly when the two cells it parts are
// one inside and one outside, the cells beyond the grid being outside.
// Any set of loops without branches bounds such a set of cells, so the
// constraints take no solution away; they let the solver reason about the
// loop's parity (it crosses every line of the grid an even number of
// times). The constraints of each cell's top and left sides (and of its
// bottom or right side on the grid's last row or column) are the rule
// "cell r3c4".
func inside(p *Puzzle, m *kit.Model, edge kit.Bools) {
	in := m.Aux(p.N())
	// e ⟺ x ≠ y, a cell beyond the grid (0) outside.
	differ := func(e int, x, y sat.Lit) {
		l := edge.Lit(e)
		switch {
		case x == 0:
			m.Add(encode.EQ, 1, l, y.Not())
		case y == 0:
			m.Add(encode.EQ, 1, l, x.Not())
		default:
			m.Add(encode.GE, 1, l.Not(), x, y)
			m.Add(encode.LE, 2, l, x, y)
			m.Add(encode.GE, 1, l, x.Not(), y)
			m.Add(encode.GE, 1, l, x, y.Not())
		}
	}
	cell := func(r, c int) sat.Lit {
		if !p.In(r, c) {
			return 0
		}
		return in.Lit(p.Index(r, c))
	}
	for i := 0; i < p.N(); i++ {
		r, c := p.RC(i)
		side := p.sides(i)
		mark := m.Mark()
		differ(side[0], cell(r-1, c), cell(r, c))
		differ(side[2], cell(r, c-1), cell(r, c))
		if r == p.Rows-1 {
			differ(side[1], cell(r, c), 0)
		}
		if c == p.Cols-1 {
			differ(side[3], cell(r, c), 0)
		}
		m.Name(mark, "cell %s", p.Name(i))
	}
}

// on returns the edges of s that are on the loop.
func (s Loop) on() []bool {
	out := make([]bool, len(s))
	for e, x := range s {
		out[e] = x == 1
	}
	return out
}
