package mirrormaze

import (
	"strconv"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// Model is a puzzle as a formula: three variables per cell free of
// mirrors, one per monster.
type Model struct {
	Puzzle  *Puzzle
	Formula *sat.Formula
	// Vars[cell][t] is true when the cell (row-major index) holds
	// Monsters[t]; a mirror cell has none (nil).
	Vars       [][]sat.Var
	Projection sat.Projection
}

// Constraints states the rules over the monster variables x (x[cell][t],
// nil for mirrors): one monster per cell, one count per clue, the totals,
// the fixed monsters and the groups of same cells.
func (p *Puzzle) Constraints(x [][]sat.Var) []encode.Constraint {
	var cs []encode.Constraint
	eq := func(lits []sat.Lit, k int) {
		cs = append(cs, encode.Constraint{Lits: lits, Op: encode.EQ, K: k})
	}
	lit := func(cell int, m Cell) sat.Lit { return x[cell][m.index()].Pos() }
	var all [3][]sat.Lit // each monster's literals, for the totals
	for i, c := range p.Grid {
		if c.IsMirror() {
			continue
		}
		eq(sat.Lits(x[i]), 1)
		for t, m := range Monsters {
			all[t] = append(all[t], lit(i, m))
		}
		if c.IsMonster() {
			eq([]sat.Lit{lit(i, c)}, 1)
		}
	}
	// A clue counts vampires and zombies seen head-on, ghosts and zombies
	// seen in a mirror; a cell crossed twice repeats its literals, and the
	// encoder counts a repeated literal twice.
	for _, s := range Sides {
		for i, k := range p.Clues[s] {
			if k == NoClue {
				continue
			}
			var seen []sat.Lit
			for _, cr := range p.Sight(s, i) {
				if cr.Reflected {
					seen = append(seen, lit(cr.Cell, Ghost), lit(cr.Cell, Zombie))
				} else {
					seen = append(seen, lit(cr.Cell, Vampire), lit(cr.Cell, Zombie))
				}
			}
			eq(seen, k)
		}
	}
	for t, k := range p.Totals {
		if k != NoClue {
			eq(all[t], k)
		}
	}
	// Each cell of a group holds what the group's first cell holds:
	// a ⟺ b is exactly one of a and ¬b.
	for _, g := range p.Same {
		for _, c := range g[min(1, len(g)):] {
			a, b := g[0].Row*p.Cols+g[0].Col, c.Row*p.Cols+c.Col
			for _, m := range Monsters {
				eq([]sat.Lit{lit(a, m), lit(b, m).Not()}, 1)
			}
		}
	}
	return cs
}

// Encode builds the formula of the puzzle with the encodings of cfg.
func (p *Puzzle) Encode(cfg encode.Config) *Model {
	f := sat.NewFormula()
	x := make([][]sat.Var, len(p.Grid))
	var proj []sat.Var
	for i, c := range p.Grid {
		if c.IsMirror() {
			continue
		}
		x[i] = f.NewVars(len(Monsters))
		for t, m := range Monsters {
			f.SetName(x[i][t], m.String()+"("+strconv.Itoa(i/p.Cols)+","+strconv.Itoa(i%p.Cols)+")")
		}
		proj = append(proj, x[i]...)
	}
	encode.Add(f, cfg, p.Constraints(x)...)
	// Every solution sets one variable per cell: blocking its true
	// variables alone excludes exactly that solution.
	return &Model{Puzzle: p, Formula: f, Vars: x, Projection: sat.Projection{Vars: proj, TrueOnly: true}}
}

// Decode reads the filled grid from a model (indexed by variable): the
// mirrors as they are, each other cell the monster set true (Unknown if
// none is, which a model of the formula never does).
func (m *Model) Decode(model []bool) Solution {
	sol := make(Solution, len(m.Puzzle.Grid))
	for i, c := range m.Puzzle.Grid {
		if c.IsMirror() {
			sol[i] = c
			continue
		}
		for t, v := range m.Vars[i] {
			if int(v) < len(model) && model[v] {
				sol[i] = Monsters[t]
			}
		}
	}
	return sol
}
