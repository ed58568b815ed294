package binox

import (
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// Model is a puzzle as a formula: a variable per cell, true for X.
type Model struct {
	Puzzle  *Puzzle
	Formula *sat.Formula
	// Cells[r*Cols+c] is true when cell (r, c) holds X.
	Cells      []sat.Var
	Projection sat.Projection
}

// Constraints states the rules over the cell variables x (row-major),
// making in f the auxiliary variables that distinctness needs. With named,
// each constraint carries the name of the given ("r3c4=X") or of the rule
// instance ("row 3", "rows 2 and 5 differ") it states.
func (p *Puzzle) Constraints(f *sat.Formula, x []sat.Var, named bool) []encode.Constraint {
	var cs []encode.Constraint
	name, given, tag := "", false, 0
	add := func(lits []sat.Lit, op encode.Op, k int) {
		cs = append(cs, encode.Constraint{Lits: lits, Op: op, K: k, Name: name, Given: given, Tag: tag})
	}
	lits := func(cells []int) []sat.Lit {
		out := make([]sat.Lit, len(cells))
		for i, c := range cells {
			out[i] = x[c].Pos()
		}
		return out
	}
	given = true
	for i, g := range p.Given {
		if g >= 0 {
			if named {
				name = p.CellName(i) + "=" + string(Symbols[g])
			}
			tag = i
			add([]sat.Lit{x[i].Pos()}, encode.EQ, 1-g) // X is symbol 0
		}
	}
	given = false
	for k, line := range p.Lines() {
		if named {
			name = p.LineName(k)
		}
		// No run of more than Run equal symbols: every window of Run+1
		// cells holds at least one X and at least one O.
		for i := 0; i+p.Run < len(line); i++ {
			w := lits(line[i : i+p.Run+1])
			add(w, encode.GE, 1)
			add(w, encode.LE, len(w)-1)
		}
		// As many X as O in every line.
		add(lits(line), encode.EQ, len(line)/2)
	}
	if p.Distinct {
		rows, cols := p.Lines()[:p.Rows], p.Lines()[p.Rows:]
		cs = append(cs, distinct(f, x, rows, "rows", named)...)
		cs = append(cs, distinct(f, x, cols, "columns", named)...)
	}
	return cs
}

// distinct states that the lines (rows, or columns) are pairwise distinct:
// for each pair, a variable per position that implies the two cells there
// differ, and at least one of them true. With named, each pair's
// constraints are named "rows 2 and 5 differ" (what says the lines).
func distinct(f *sat.Formula, x []sat.Var, lines [][]int, what string, named bool) []encode.Constraint {
	var cs []encode.Constraint
	for i := range lines {
		for j := i + 1; j < len(lines); j++ {
			name := ""
			if named {
				name = fmt.Sprintf("%s %d and %d differ", what, i+1, j+1)
			}
			d := f.NewVars(len(lines[i]))
			for k, dk := range d {
				a, b := x[lines[i][k]].Pos(), x[lines[j][k]].Pos()
				// dk → a ≠ b: not both false, not both true.
				cs = append(cs,
					encode.Constraint{Lits: []sat.Lit{dk.Neg(), a, b}, Op: encode.GE, K: 1, Name: name},
					encode.Constraint{Lits: []sat.Lit{dk.Pos(), a, b}, Op: encode.LE, K: 2, Name: name})
			}
			cs = append(cs, encode.Constraint{Lits: sat.Lits(d), Op: encode.GE, K: 1, Name: name})
		}
	}
	return cs
}

// Encode builds the model under cfg.
func (p *Puzzle) Encode(cfg encode.Config) *Model {
	f := sat.NewFormula()
	x := f.NewVars(p.Rows * p.Cols)
	for i, v := range x {
		f.SetName(v, cellName(i/p.Cols, i%p.Cols))
	}
	encode.Add(f, cfg, p.Constraints(f, x, cfg.Select != encode.SelectNone)...)
	// Every solution has half of its cells X: blocking its true cells is
	// enough.
	return &Model{Puzzle: p, Formula: f, Cells: x, Projection: sat.Projection{Vars: x, TrueOnly: true}}
}

func cellName(r, c int) string { return "X(" + strconv.Itoa(r) + "," + strconv.Itoa(c) + ")" }

// Decode reads the board of a model (indexed by variable).
func (m *Model) Decode(model []bool) Board {
	b := make(Board, len(m.Cells))
	for i, v := range m.Cells {
		if !model[v] {
			b[i] = 1
		}
	}
	return b
}

// LitName names a literal of a cell variable: "r3c4=X" for the positive
// one, "r3c4=O" for the negative.
func (m *Model) LitName(l sat.Lit) string {
	for i, v := range m.Cells {
		if v == l.Var() {
			if l.IsPos() {
				return m.Puzzle.CellName(i) + "=X"
			}
			return m.Puzzle.CellName(i) + "=O"
		}
	}
	return "?"
}

// DecodeForced reads what every solution agrees on (solve.Forced's values,
// indexed by variable): X, O, or None where solutions differ.
func (m *Model) DecodeForced(values []int8) Board {
	b := make(Board, len(m.Cells))
	for i, v := range m.Cells {
		switch values[v] {
		case 1:
			b[i] = 0
		case -1:
			b[i] = 1
		default:
			b[i] = None
		}
	}
	return b
}
