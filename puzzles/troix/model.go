package troix

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// Model is a puzzle as a formula: a variable per cell and symbol.
type Model struct {
	Puzzle  *Puzzle
	Formula *sat.Formula
	// Cells[i][s] is true when cell i (row-major) holds symbol s.
	Cells      [][3]sat.Var
	Projection sat.Projection
}

// Constraints states the rules over the variables x (x[i][s]: cell i holds
// symbol s). With named, each constraint carries the name of the given
// ("r3c4=I") or of the rule instance ("cell r3c4", "row 3", "column 4") it
// states.
func (p *Puzzle) Constraints(x [][3]sat.Var, named bool) []encode.Constraint {
	var cs []encode.Constraint
	name, given, tag := "", false, 0
	add := func(lits []sat.Lit, op encode.Op, k int) {
		cs = append(cs, encode.Constraint{Lits: lits, Op: op, K: k, Name: name, Given: given, Tag: tag})
	}
	of := func(cells []int, s int) []sat.Lit {
		out := make([]sat.Lit, len(cells))
		for i, c := range cells {
			out[i] = x[c][s].Pos()
		}
		return out
	}
	for i := range x {
		if named {
			name = "cell " + p.CellName(i)
		}
		add(sat.Lits(x[i][:]), encode.EQ, 1)
		if g := p.Given[i]; g != None {
			if named {
				name = p.CellName(i) + "=" + string(Symbols[g])
			}
			given, tag = true, i
			add([]sat.Lit{x[i][g].Pos()}, encode.EQ, 1)
			given = false
		}
	}
	for k, line := range p.Lines() {
		if named {
			name = p.LineName(k)
		}
		for s := range Symbols {
			// No run of more than Run of one symbol.
			for i := 0; i+p.Run < len(line); i++ {
				w := line[i : i+p.Run+1]
				add(of(w, s), encode.LE, len(w)-1)
			}
			// A third of every line.
			add(of(line, s), encode.EQ, len(line)/len(Symbols))
		}
	}
	return cs
}

// Encode builds the model under cfg.
func (p *Puzzle) Encode(cfg encode.Config) *Model {
	f := sat.NewFormula()
	x := make([][3]sat.Var, p.Rows*p.Cols)
	var proj []sat.Var
	for i := range x {
		for s := range Symbols {
			x[i][s] = f.NewNamedVar(fmt.Sprintf("%c(%d,%d)", Symbols[s], i/p.Cols, i%p.Cols))
			proj = append(proj, x[i][s])
		}
	}
	encode.Add(f, cfg, p.Constraints(x, cfg.Select != encode.SelectNone)...)
	// One symbol per cell: blocking a solution's true literals is enough.
	return &Model{Puzzle: p, Formula: f, Cells: x, Projection: sat.Projection{Vars: proj, TrueOnly: true}}
}

// Decode reads the board of a model (indexed by variable).
func (m *Model) Decode(model []bool) Board {
	b := make(Board, len(m.Cells))
	for i, c := range m.Cells {
		b[i] = None
		for s, v := range c {
			if model[v] {
				b[i] = s
			}
		}
	}
	return b
}

// LitName names a literal of a cell's symbol variable: "r3c4=I", or
// "r3c4≠I" for a negative one.
func (m *Model) LitName(l sat.Lit) string {
	for i, c := range m.Cells {
		for s, v := range c {
			if v == l.Var() {
				rel := "="
				if !l.IsPos() {
					rel = "≠"
				}
				return m.Puzzle.CellName(i) + rel + string(Symbols[s])
			}
		}
	}
	return "?"
}

// DecodeForced reads what every solution agrees on (solve.Forced's values,
// indexed by variable): each cell's symbol where its variable is true in
// all solutions, None elsewhere.
func (m *Model) DecodeForced(values []int8) Board {
	b := make(Board, len(m.Cells))
	for i, c := range m.Cells {
		b[i] = None
		for s, v := range c {
			if values[v] > 0 {
				b[i] = s
			}
		}
	}
	return b
}

// CellVars returns each cell's three variables, for reasoning about cells
// (solve.Hint).
func (m *Model) CellVars() [][]sat.Var {
	out := make([][]sat.Var, len(m.Cells))
	for i, c := range m.Cells {
		out[i] = c[:]
	}
	return out
}
