package symgrid

import (
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// Encoded is a genre's model of a grid, as the driver needs it.
type Encoded struct {
	Formula    *sat.Formula
	Projection sat.Projection
	// Cells holds each cell's variables, one per value it can take apart
	// from a last one implied (Binox: X only; Troix: X, O and I).
	Cells        [][]sat.Var
	Decode       func(model []bool) Board
	DecodeForced func(values []int8) Board
	LitName      func(l sat.Lit) string
}

// Problem returns the driver's view of g encoded as e, named name: boards
// decoded from models pass verify before they are shown.
func Problem(name string, g *Puzzle, e Encoded, verify func(Board) error) *solve.Problem {
	return &solve.Problem{
		Name:       name,
		Formula:    e.Formula,
		Projection: e.Projection,
		Show: func(model []bool) (solve.Answer, error) {
			b := e.Decode(model)
			if err := verify(b); err != nil {
				return solve.Answer{}, err
			}
			return solve.Answer{Text: b.Text(g), Fields: map[string]any{"grid": b.Rows(g)}}, nil
		},
		ShowForced: func(values []int8) (solve.Answer, error) {
			b := e.DecodeForced(values)
			return solve.Answer{Text: b.Text(g), Fields: map[string]any{"forced": b.Rows(g)}}, nil
		},
		LitName: e.LitName,
		Cells:   e.Cells,
	}
}
