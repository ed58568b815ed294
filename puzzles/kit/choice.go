package kit

import "github.com/puzzlesat/puzzlesat/sat"

// Choice is a grid of cells each of which takes one value of a list of
// its own: a variable per pair of a cell and a value it may take, none
// for the others (Galaxies: a cell's galaxy, among the galaxies that may
// hold it). Hints reason about a cell's variables together, as about a
// one-hot cell's. The genre states that each cell takes one value (the
// rule is its own), and calls Model.TrueOnly when every solution does.
type Choice struct {
	g *vars
	// values[i] are cell i's values, vars[i] the offsets of their
	// variables, in the order of the pairs.
	values, vars [][]int
}

// Choice adds a variable per pair [cell, value] of pairs, in that order,
// over cells cells. name(i, v, on) names the literal that cell i holds
// value v, or not: "r3c4 in galaxy 5", "r3c4 not in galaxy 5".
func (m *Model) Choice(cells int, pairs [][2]int, name func(i, v int, on bool) string) Choice {
	g := m.grid(len(pairs), 1, 0, func(k, on int) string { return name(pairs[k][0], pairs[k][1], on == 1) })
	m.oneHotOnly = false
	c := Choice{g, make([][]int, cells), make([][]int, cells)}
	for k, pr := range pairs {
		c.values[pr[0]] = append(c.values[pr[0]], pr[1])
		c.vars[pr[0]] = append(c.vars[pr[0]], k)
	}
	g.choice = c.vars
	return c
}

// Lit returns the literal of pair k: its cell holds its value.
func (c Choice) Lit(k int) sat.Lit { return (c.g.first + sat.Var(k)).Pos() }

// Is returns the literal that cell i holds v, and false when v is not one
// of the cell's values.
func (c Choice) Is(i, v int) (sat.Lit, bool) {
	for k, x := range c.values[i] {
		if x == v {
			return c.Lit(c.vars[i][k]), true
		}
	}
	return 0, false
}

// Values returns the values cell i may take, in the order of the pairs.
func (c Choice) Values(i int) []int { return c.values[i] }

// Get returns cell i's value in v: the first of its values whose literal
// is true, or Unknown when none is.
func (c Choice) Get(v Values, i int) int {
	for k, x := range c.values[i] {
		if v.Lit(c.Lit(c.vars[i][k])) == 1 {
			return x
		}
	}
	return Unknown
}

// Decode returns every cell's value in v (see Get).
func (c Choice) Decode(v Values) []int {
	out := make([]int, len(c.values))
	for i := range out {
		out[i] = c.Get(v, i)
	}
	return out
}

// choiceCells returns the variables of each cell of a Choice grid, but
// those of a cell with a variable fixed (Fix), and of a cell without
// one.
func (g *vars) choiceCells(fixed map[sat.Var]bool) [][]sat.Var {
	var out [][]sat.Var
	for _, ks := range g.choice {
		cell := make([]sat.Var, 0, len(ks))
		for _, k := range ks {
			if x := g.first + sat.Var(k); !fixed[x] {
				cell = append(cell, x)
			}
		}
		if len(cell) == len(ks) && len(cell) > 0 {
			out = append(out, cell)
		}
	}
	return out
}
