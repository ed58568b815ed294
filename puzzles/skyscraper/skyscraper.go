package skyscraper

import (
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/puzzlink"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// MaxSide is the largest grid accepted, to keep a typo from asking for
// millions of variables.
const MaxSide = 40

// Puzzle is an N×N Skyscraper puzzle: a Latin square of heights 1 to N
// to fill, clues around it and heights given in it.
type Puzzle struct {
	grid.Shape
	// Clues[m][k] is the clue of line k seen from margin m (a column
	// above and below, a row left and right), 1 to N; 0 is none.
	Clues [4][]int
	// Given is the height given in each cell (row-major), 0 for none.
	Given []int
	// Heights is how the model reads the heights (--heights).
	Heights Heights
}

// Board is a filled grid: a height a cell, row-major, kit.Unknown where
// --forced leaves a cell open.
type Board []int

// newPuzzle returns an n×n puzzle without clues or givens.
func newPuzzle(n int) *Puzzle {
	p := &Puzzle{Shape: grid.Shape{Rows: n, Cols: n}, Given: make([]int, n*n)}
	for m := range p.Clues {
		p.Clues[m] = make([]int, n)
	}
	return p
}

// Genre is Skyscraper as the kit registers it.
var Genre = &kit.Genre[*Puzzle, Board]{
	Name:    "skyscraper",
	Aliases: []string{"towers"}, // Simon Tatham's name
	Summary: "Skyscraper (Towers): a Latin square of heights, each edge number the towers seen from it; typed grids, JSON, puzz.link URLs, Tatham IDs",
	Text:    kit.TextFormat[*Puzzle]{Parse: parseText, Write: func(p *Puzzle) string { return draw(p, p.Given) }, Comment: "#"},
	JSON:    &kit.JSONFormat[*Puzzle]{Read: readJSON, Write: writeJSON, Keys: []string{"shape", "fixed_cells", "visible"}},
	Links: []kit.Link[*Puzzle]{
		kit.URL(readURL, writeURL, puzzlink.Host+"skyscrapers/4/4/k13h4j3g", urlNames...),
		{Format: "tatham", Is: isTatham, Read: readTatham, Write: writeTatham, Example: "4:4/////2/2///2/2/1/3/2//"},
	},
	Flags: func(fs *pflag.FlagSet) func(*Puzzle) (*Puzzle, error) {
		h := Order
		fs.Var(&h, "heights", "how visibility reads the heights: direct (one-hot literals) or order (a ladder \"height ≥ h\" and prefix maxima)")
		return func(p *Puzzle) (*Puzzle, error) {
			p.Heights = h
			return p, nil
		}
	},
	Model:      model,
	Verify:     Verify,
	Show:       func(p *Puzzle, b Board, _ bool) solve.Answer { return show(p, b, "grid") },
	ShowForced: func(p *Puzzle, b Board, _ bool) solve.Answer { return show(p, b, "forced") },
	NoSolution: infeasible,
	Bench: &kit.Bench[*Puzzle]{Files: []string{"skyscraper/*.json"}, Axes: []string{"amo", "card"}, Facts: facts, Variants: []kit.Variant[*Puzzle]{
		{Name: "direct", Apply: func(p *Puzzle) *Puzzle { p.Heights = Direct; return p }},
		{Name: "order", Apply: func(p *Puzzle) *Puzzle { p.Heights = Order; return p }},
	}},
}

func init() {
	Genre.Doc = readme
	Genre.Generate = generator
	kit.Register(Genre)
}
