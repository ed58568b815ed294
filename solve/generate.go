package solve

import (
	"context"
	"math/rand"

	"github.com/spf13/pflag"
)

// Generator makes puzzles of a genre that have exactly one solution. A
// genre that can registers one in Genre.Generate.
type Generator struct {
	Usage string // what follows "generate GENRE" on the command line
	// Flags registers the generator's own flags (a block shape, a number
	// of stars) and returns the function that makes one puzzle.
	Flags func(fs *pflag.FlagSet) Make
}

// Make makes one puzzle with exactly one solution from the random source
// rng (seeded per puzzle by the caller, so that a batch is the same
// whatever the number of workers). It returns an error for flags it
// cannot meet.
type Make func(ctx context.Context, g *GenerateOptions, rng *rand.Rand) (*Generated, error)

// GenerateOptions are the choices every generator takes.
type GenerateOptions struct {
	Size      int  // the side of the grid; 0 chooses the genre's usual size
	Symmetric bool // givens or clues symmetric under the half-turn
	Minimal   bool // no given or clue can go without losing uniqueness
	Options   *Options
}

// Generated is a puzzle made by a Generator.
type Generated struct {
	// Text is the puzzle in the genre's text format, as its command
	// reads it, with a final newline.
	Text string
	// JSON is the puzzle in the genre's JSON input format.
	JSON any
	// Link is the puzzle as a puzz.link URL or a game ID, or "".
	Link string
	// Solution is the one solution, rendered.
	Solution Answer
	// Givens is the number of givens or clues.
	Givens int
}
