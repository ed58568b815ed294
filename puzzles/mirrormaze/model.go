package mirrormaze

import (
	"fmt"
	"strconv"
	"strings"

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
// the fixed monsters and the groups of same cells. They carry no names;
// Encode names them under cfg.Select (see constraints).
func (p *Puzzle) Constraints(x [][]sat.Var) []encode.Constraint {
	return p.constraints(x, false)
}

// constraints states the rules (see Constraints); with named, each given,
// clue and rule instance carries its name as people name it, 1-based, for
// explaining a conflict (encode.Constraint.Name): the fixed monsters
// "r3c4=Z", the clues "top 3=2", "right 1=4", the totals "ghosts=7",
// "vampires=7", "zombies=7" and the groups of same cells
// "same r1c2 r4c5" (Given), and the rule "cell r3c4" (one monster).
func (p *Puzzle) constraints(x [][]sat.Var, named bool) []encode.Constraint {
	b := &encode.Builder{Named: named}
	eq := func(lits []sat.Lit, k int) { b.Add(encode.EQ, k, lits...) }
	lit := func(cell int, m Cell) sat.Lit { return x[cell][m.index()].Pos() }
	var all [3][]sat.Lit // each monster's literals, for the totals
	// The givens' tags: a monster given its cell's index, then the
	// clues, the totals and the groups of same cells.
	tags, side := len(p.Grid), max(p.Rows, p.Cols)
	for i, c := range p.Grid {
		if c.IsMirror() {
			continue
		}
		r, col := i/p.Cols+1, i%p.Cols+1
		eq(sat.Lits(x[i]), 1)
		b.Name(b.Mark()-1, false, "cell r%dc%d", r, col)
		for t, m := range Monsters {
			all[t] = append(all[t], lit(i, m))
		}
		if c.IsMonster() {
			eq([]sat.Lit{lit(i, c)}, 1)
			b.Given(b.Mark()-1, i, "r%dc%d=%s", r, col, c)
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
			b.Given(b.Mark()-1, tags+int(s)*side+i, "%s %d=%d", s, i+1, k)
		}
	}
	for t, k := range p.Totals {
		if k != NoClue {
			eq(all[t], k)
			b.Given(b.Mark()-1, tags+4*side+t, "%s=%d", monsterName[t], k)
		}
	}
	// Each cell of a group holds what the group's first cell holds:
	// a ⟺ b is exactly one of a and ¬b. The group is one given.
	for gi, g := range p.Same {
		from := b.Mark()
		for _, c := range g[min(1, len(g)):] {
			first, other := g[0].Row*p.Cols+g[0].Col, c.Row*p.Cols+c.Col
			for _, m := range Monsters {
				eq([]sat.Lit{lit(first, m), lit(other, m).Not()}, 1)
			}
		}
		if named {
			var w strings.Builder
			w.WriteString("same")
			for _, c := range g {
				fmt.Fprintf(&w, " r%dc%d", c.Row+1, c.Col+1)
			}
			b.Given(from, tags+4*side+len(p.Totals)+gi, "%s", w.String())
		}
	}
	return b.Constraints
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
	// Under cfg.Select the givens, clues and rules are named, so that the
	// driver can switch them off one at a time.
	encode.Add(f, cfg, p.constraints(x, cfg.Select != encode.SelectNone)...)
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

// LitName names a literal of the monster variables as people name a
// cell's value, 1-based: "r3c4=G", or "r3c4≠G" for a negated one (a cell
// holds one of three monsters); "?" for another variable.
func (m *Model) LitName(l sat.Lit) string {
	for i, vs := range m.Vars {
		for t, v := range vs {
			if v != l.Var() {
				continue
			}
			rel := "="
			if !l.IsPos() {
				rel = "≠"
			}
			return fmt.Sprintf("r%dc%d%s%s", i/m.Puzzle.Cols+1, i%m.Puzzle.Cols+1, rel, Monsters[t])
		}
	}
	return "?"
}

// DecodeForced reads what every solution agrees on (solve.Forced's
// values, indexed by variable): the mirrors, each cell whose monster's
// variable is true in every solution, and Unknown elsewhere.
func (m *Model) DecodeForced(values []int8) Solution {
	sol := make(Solution, len(m.Puzzle.Grid))
	for i, c := range m.Puzzle.Grid {
		if c.IsMirror() {
			sol[i] = c
			continue
		}
		for t, v := range m.Vars[i] {
			if int(v) < len(values) && values[v] > 0 {
				sol[i] = Monsters[t]
			}
		}
	}
	return sol
}

// Cells returns the monster variables of each cell free of mirrors, for
// reasoning about cells (solve.Hint).
func (m *Model) Cells() [][]sat.Var {
	var out [][]sat.Var
	for _, vs := range m.Vars {
		if vs != nil {
			out = append(out, vs)
		}
	}
	return out
}
