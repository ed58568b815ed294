package binox

import "github.com/puzzlesat/puzzlesat/puzzles/internal/symgrid"

// Symbols are the two symbols, in the order of their indexes in a Board.
const Symbols = "XO"

// Puzzle is a Binox grid.
type Puzzle struct {
	symgrid.Puzzle
	// Distinct asks for all rows distinct and all columns distinct.
	Distinct bool
}

// New returns an empty rows×cols puzzle with the usual rules: runs of at
// most two, distinct rows and columns.
func New(rows, cols int) (*Puzzle, error) {
	g, err := symgrid.New(rows, cols, Symbols, 2)
	if err != nil {
		return nil, err
	}
	return &Puzzle{Puzzle: *g, Distinct: true}, nil
}

// None marks a cell without a given symbol.
const None = symgrid.None

// Board is a solved grid: Board[r*Cols+c] is 0 for X, 1 for O.
type Board = symgrid.Board
