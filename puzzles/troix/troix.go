// Package troix is Troix: fill a grid with X, O and I so that no row or
// column holds three equal symbols in a row and each symbol appears equally
// often (a third of the cells) in every row and column. It is Binox's grid
// of symbols with three of them (package binox holds the grid, its
// formats, rules and checks); README.md tells the formats.
package troix

import (
	"context"
	_ "embed" // README.md is the genre's Doc
	"fmt"
	"math/rand"

	"github.com/puzzlesat/puzzlesat/puzzles/binox"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/jsonpos"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

//go:embed README.md
var readme string

// Symbols are the three symbols, in the order of their indexes in a Board.
const Symbols = "XOI"

// None marks a cell without a symbol.
const None = binox.None

// Puzzle is a Troix grid: Binox's grid over three symbols, lines not
// asked to be distinct.
type Puzzle = binox.Puzzle

// Board is a filled grid: Board[r*Cols+c] is 0 for X, 1 for O, 2 for I.
type Board = binox.Board

// New returns an empty rows×cols puzzle with runs of at most two.
func New(rows, cols int) (*Puzzle, error) { return binox.NewOver(rows, cols, Symbols, 2, false) }

// Verify checks b against the rules of p, reading only the board: the
// givens kept, each symbol a third of every row and column, and no three
// equal in a row. Troix has no rule beyond those it shares with Binox.
func Verify(p *Puzzle, b Board) error { return binox.Verify(p, b) }

// Genre is Troix as the kit registers it.
var Genre = &kit.Genre[*Puzzle, Board]{
	Name:    "troix",
	Summary: "Troix: X, O and I, no three in a row, each a third of every row and column; typed grids, JSON",
	Text: kit.TextFormat[*Puzzle]{
		Parse:   func(data []byte, name string) (*Puzzle, error) { return binox.ParseText(data, name, Symbols, false) },
		Write:   (*Puzzle).Text,
		Comment: "#",
	},
	JSON: &kit.JSONFormat[*Puzzle]{
		Read:  func(v *jsonpos.Value) (*Puzzle, error) { return binox.ParseJSON(v, Symbols, false) },
		Write: func(p *Puzzle) any { return p.JSON() },
		Keys:  []string{"shape", "symbol_number", "fixed"},
	},
	// The benchmark's card axis (docs/bench/REPORT.md): gophersat's
	// native constraints took 0.35× the sequential counter's time on the
	// shared puzzles, the fastest encoding there.
	Options:    (*solve.Options).PreferNativeCard,
	Model:      binox.Model,
	Verify:     Verify,
	Show:       binox.Show,
	ShowForced: binox.ShowForced,
	Bench:      &kit.Bench[*Puzzle]{Files: []string{"troix/*.json"}, Axes: []string{"amo", "card"}, Facts: binox.Facts},
}

func init() {
	Genre.Doc = readme
	Genre.Generate = &kit.Generator[*Puzzle]{
		Usage: "[--size N] [--symmetric] [--no-minimal] [flags]",
		Flags: func(*pflag.FlagSet) func(context.Context, *rand.Rand, int) (*Puzzle, error) {
			return func(ctx context.Context, rng *rand.Rand, n int) (*Puzzle, error) {
				if n == 0 {
					n = 9
				}
				if n%3 != 0 || n < 3 || n > 30 {
					return nil, fmt.Errorf("--size %d: expected a multiple of 3 from 3 to 30", n)
				}
				p, _ := New(n, n)
				return binox.Full(ctx, Genre, p, rng)
			}
		},
		Keep:    binox.Keep,
		Partner: (*Puzzle).Turn,
	}
	kit.Register(Genre)
}
