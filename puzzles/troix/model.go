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
// symbol s).
func (p *Puzzle) Constraints(x [][3]sat.Var) []encode.Constraint {
	var cs []encode.Constraint
	add := func(lits []sat.Lit, op encode.Op, k int) {
		cs = append(cs, encode.Constraint{Lits: lits, Op: op, K: k})
	}
	of := func(cells []int, s int) []sat.Lit {
		out := make([]sat.Lit, len(cells))
		for i, c := range cells {
			out[i] = x[c][s].Pos()
		}
		return out
	}
	for i := range x {
		add(sat.Lits(x[i][:]), encode.EQ, 1)
		if g := p.Given[i]; g != None {
			add([]sat.Lit{x[i][g].Pos()}, encode.EQ, 1)
		}
	}
	for s := range Symbols {
		// No run of more than Run of one symbol.
		for _, w := range p.Windows() {
			add(of(w, s), encode.LE, len(w)-1)
		}
		// A third of every line.
		for _, line := range p.Lines() {
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
	encode.Add(f, cfg, p.Constraints(x)...)
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
