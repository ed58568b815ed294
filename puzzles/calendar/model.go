package calendar

import (
	"fmt"
	"slices"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/internal/lists"
	"github.com/puzzlesat/puzzlesat/sat"
)

// Model is a puzzle for one date as a formula: a variable per placement.
type Model struct {
	Puzzle     *Puzzle
	Date       Date
	Open       []int // the date's cells, left uncovered
	Placements []Placement
	Vars       []sat.Var // Vars[i] is true when Placements[i] is used
	Formula    *sat.Formula
	Projection sat.Projection
	byCell     [][]int // byCell[cell]: the placements covering it
	byPiece    [][]int // byPiece[piece]: its placements
}

// Constraints states the rules over the placement variables x (x[i] for
// m.Placements[i]): each piece exactly one placement, each board cell other
// than the date's exactly one covering placement. The date's cells are never
// covered since no placement covering them has a variable.
func (m *Model) Constraints(x []sat.Var) []encode.Constraint {
	var cs []encode.Constraint
	group := func(idx []int) encode.Constraint {
		lits := make([]sat.Lit, len(idx))
		for i, k := range idx {
			lits[i] = x[k].Pos()
		}
		return encode.Constraint{Lits: lits, Op: encode.EQ, K: 1}
	}
	for _, idx := range m.byPiece {
		cs = append(cs, group(idx))
	}
	b := m.Puzzle.Board
	open := m.openMask()
	for cell, idx := range m.byCell {
		if b.on[cell] && !open[cell] {
			cs = append(cs, group(idx))
		}
	}
	return cs
}

func (m *Model) openMask() []bool {
	open := make([]bool, len(m.Puzzle.Board.on))
	for _, c := range m.Open {
		open[c] = true
	}
	return open
}

// Encode builds the formula of the puzzle for date d with the encodings of
// cfg. Placements that cut off a region no set of the other pieces can fill
// are left out (they are in no tiling). The error says that the board has
// no cell for part of the date.
func (p *Puzzle) Encode(d Date, cfg encode.Config) (*Model, error) {
	open, err := p.Board.DateCells(d)
	if err != nil {
		return nil, err
	}
	mask := make([]bool, len(p.Board.on))
	for _, c := range open {
		mask[c] = true
	}
	ps := placements(p.Board, p.Pieces, p.Flip, mask)
	ps = newRegionCheck(p.Board, p.Pieces).prune(ps, mask)
	return newModel(p, d, open, ps, cfg), nil
}

func newModel(p *Puzzle, d Date, open []int, ps []Placement, cfg encode.Config) *Model {
	m := &Model{Puzzle: p, Date: d, Open: open, Placements: ps}
	// The lists are counted first, and share an array each.
	cellN, pieceN := make([]int, len(p.Board.on)), make([]int, len(p.Pieces))
	for _, pl := range m.Placements {
		pieceN[pl.Piece]++
		for _, c := range pl.Cells {
			cellN[c]++
		}
	}
	m.byCell, m.byPiece = lists.WithRoom[int](cellN), lists.WithRoom[int](pieceN)
	for i, pl := range m.Placements {
		m.byPiece[pl.Piece] = append(m.byPiece[pl.Piece], i)
		for _, c := range pl.Cells {
			m.byCell[c] = append(m.byCell[c], i)
		}
	}
	f := sat.NewFormula()
	m.Vars = f.NewVars(len(m.Placements))
	encode.Add(f, cfg, m.Constraints(m.Vars)...)
	m.Formula = f
	// Every solution uses exactly one placement per piece: blocking the true
	// placements alone excludes exactly one solution.
	m.Projection = sat.Projection{Vars: m.Vars, TrueOnly: true}
	return m
}

// LitName names a literal as --suggest prints it: a placement by its
// piece's letter and the labels of the cells it covers ("N on Feb Mar 8 9
// 10"; an unlabelled cell as its row and column from 0, "3,1"), "not"
// before a negated one, and any other variable as x and its number. A
// piece's letter and first cell alone would not do: several orientations
// of a piece may start at one cell. The names are made when asked for, not
// for each of a date's hundreds of placements at every encoding.
func (m *Model) LitName(l sat.Lit) string {
	name := "x" + l.Var().Pos().String()
	if i := slices.Index(m.Vars, l.Var()); i >= 0 {
		b, pl := m.Puzzle.Board, m.Placements[i]
		cells := make([]string, len(pl.Cells))
		for k, c := range pl.Cells {
			if cells[k] = b.Label(c/b.Cols, c%b.Cols); cells[k] == "" {
				cells[k] = fmt.Sprintf("%d,%d", c/b.Cols, c%b.Cols)
			}
		}
		name = string(m.Puzzle.Pieces[pl.Piece].Letter) + " on " + strings.Join(cells, " ")
	}
	if !l.IsPos() {
		return "not " + name
	}
	return name
}

// Decode reads the tiling from a model: which piece covers each cell.
func (m *Model) Decode(model []bool) *Solution {
	s := newSolution(m.Puzzle, m.Date)
	for i, pl := range m.Placements {
		if !model[m.Vars[i]] {
			continue
		}
		for _, c := range pl.Cells {
			if s.Grid[c] != Empty {
				s.Grid[c] = Overlap
			} else {
				s.Grid[c] = pl.Piece
			}
		}
	}
	return s
}
