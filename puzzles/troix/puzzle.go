package troix

import (
	"io"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/internal/symgrid"
)

// Symbols are the three symbols, in the order of their indexes in a Board.
const Symbols = "XOI"

// None marks a cell without a given symbol.
const None = symgrid.None

// Puzzle is a Troix grid.
type Puzzle struct{ symgrid.Puzzle }

// Board is a solved grid: Board[r*Cols+c] is 0 for X, 1 for O, 2 for I.
type Board = symgrid.Board

// New returns an empty rows×cols puzzle with runs of at most two.
func New(rows, cols int) (*Puzzle, error) {
	g, err := symgrid.New(rows, cols, Symbols, 2)
	if err != nil {
		return nil, err
	}
	return &Puzzle{*g}, nil
}

// Parse reads a puzzle from the series' JSON (when the input starts with
// '{') or from a text grid. name is the file, for messages.
func Parse(r io.Reader, name string) (*Puzzle, error) {
	data, err := symgrid.ReadAll(r, name)
	if err != nil {
		return nil, err
	}
	var g *symgrid.Puzzle
	if strings.HasPrefix(strings.TrimSpace(string(data)), "{") {
		g, err = symgrid.ParseJSON(data, name, Symbols)
	} else {
		g, err = symgrid.ParseText(data, name, Symbols)
	}
	if err != nil {
		return nil, err
	}
	return &Puzzle{*g}, nil
}
