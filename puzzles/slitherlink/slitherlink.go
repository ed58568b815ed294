package slitherlink

import (
	"context"
	"fmt"
	"math/rand"

	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/puzzlink"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/tatham"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// None is the clue of a cell without a number.
const None = -1

// Puzzle is a Slitherlink grid of cells, some numbered; the loop runs
// along their sides, from dot to dot of the (Rows+1)×(Cols+1) dots at
// their corners (Shape.Dots).
type Puzzle struct {
	grid.Shape
	Clue    []int   // the number of each cell's sides on the loop, 0 to 4, or None; row-major
	Options Options // how the model is stated (--inside)
}

// Options chooses how the model is stated.
type Options struct {
	// Inside adds the inside/outside colouring of the cells: redundant,
	// it lets the solver see the loop's parity (see README.md).
	Inside bool
}

// Default is the model the command line uses: with the inside colouring,
// which cut the lazy method's time to prove the largest shared puzzles
// unique by about a quarter (31×45: 0.80 s to 0.61 s; 30×40: 0.36 s to
// 0.27 s) and changed little for the CNF methods.
var Default = Options{Inside: true}

// Loop is a board: each edge of the dots' shape (grid.Shape.Edge over
// Puzzle.Dots) 1 on the loop, 0 off it, kit.Unknown where --forced leaves
// it open.
type Loop []int

// ReachDots is the largest number of dots on which Auto states "one loop"
// by unary reachability (encode.Reach) for --hint and --rate
// (kit.ReachVertices, as for every loop and path of the kit); above it,
// for --explain and when rules are not named, Auto is lazy. Unit propagation sees a second loop through
// reachability, not through the lazy check: rated by --rate, the shared
// puzzles of 4×4 to 20×20 all rate level 1 with reach (0.01 s on 4×4, 0.09
// s on 10×10, 0.8 s on 12×16, 6 s and 270 MB on 17×17, 12 s and 500 MB on
// 20×20), while with the lazy check (or the spanning tree) all but one
// stall at "search" (43 s on the 17×17, which tries level 2 everywhere).
const ReachDots = kit.ReachVertices

// MaxGenerate is the largest side of a generated grid.
const MaxGenerate = 30

// Genre is Slitherlink as the kit registers it.
var Genre = &kit.Genre[*Puzzle, Loop]{
	Name:    "slitherlink",
	Aliases: []string{"loopy"}, // Simon Tatham's name
	Summary: "Slitherlink (Loopy): one loop along the grid's edges, each number the count of its cell's sides on the loop; typed grids, JSON, puzz.link URLs, Tatham IDs",
	Text:    kit.TextFormat[*Puzzle]{Parse: parseText, Write: writeText},
	JSON:    &kit.JSONFormat[*Puzzle]{Read: readJSON, Write: writeJSON, Keys: []string{"shape", "surrounded_line_number"}},
	Links: []kit.Link[*Puzzle]{
		kit.URL(readURL, writeURL, puzzlink.Host+"slither/5/5/cbcbcddad", urlNames...),
		{Format: "tatham", Is: func(s string) bool { return tatham.Matches(s, loopyFields) }, Read: readLoopy, Write: writeLoopy, Example: "4x4t0:1b0d1a21a23a"},
	},
	Flags: func(fs *pflag.FlagSet) func(*Puzzle) (*Puzzle, error) {
		inside := fs.Bool("inside", Default.Inside, "add the redundant inside/outside colouring of the cells (an edge is on the loop when it parts an inside cell from an outside one)")
		return func(p *Puzzle) (*Puzzle, error) {
			p.Options.Inside = *inside
			return p, nil
		}
	},
	Model:  model,
	Verify: Verify,
	Show:   func(p *Puzzle, s Loop, _ bool) solve.Answer { return show(p, s) },
	Full: func(p *Puzzle, l Loop) *Puzzle {
		clues := p.cluesOf(grid.Where(l, 1))
		return &Puzzle{p.Shape, kit.Filled(p.Clue, None, func(i int) int { return clues[i] }), p.Options}
	},
	ShowForced: func(p *Puzzle, s Loop, _ bool) solve.Answer { return showForced(p, s) },
	NoSolution: (*Puzzle).Infeasible,
	// The eager methods time out on large puzzles: the quick suite's
	// workload holds the puzzles of up to 100 cells.
	Bench: &kit.Bench[*Puzzle]{Files: []string{"slitherlink/*.json"}, Axes: []string{"connect"}, Facts: facts, Small: 100},
}

func init() {
	Genre.Doc = readme
	Genre.Generate = &kit.Generator[*Puzzle]{
		Usage: "[--size N] [--rows R --cols C] [--symmetric] [--no-minimal] [flags]",
		Flags: generateFlags,
		Keep: func(full *Puzzle, kept []int) *Puzzle {
			p, _ := Empty(full.Rows, full.Cols)
			p.Options = full.Options
			for _, i := range kept {
				p.Clue[i] = full.Clue[i]
			}
			return p
		},
		Partner: (*Puzzle).Turn,
	}
	kit.Register(Genre)
}

// Empty returns a puzzle of rows×cols cells without clues, under the
// Default model.
func Empty(rows, cols int) (*Puzzle, error) {
	if rows < 1 || cols < 1 || rows > grid.MaxSide || cols > grid.MaxSide {
		return nil, fmt.Errorf("grid of %d×%d cells: expected 1 to %d rows and columns", rows, cols, grid.MaxSide)
	}
	p := &Puzzle{Shape: grid.Shape{Rows: rows, Cols: cols}, Clue: make([]int, rows*cols), Options: Default}
	for i := range p.Clue {
		p.Clue[i] = None
	}
	return p, nil
}

// Infeasible explains why no loop can meet the clues, from the clues
// alone (no search), or returns "": a 4 is a loop around its cell alone,
// so it leaves no room for another 4.
func (p *Puzzle) Infeasible() string {
	four := -1
	for i, v := range p.Clue {
		if v != 4 {
			continue
		}
		if four >= 0 {
			return fmt.Sprintf("cells %d,%d and %d,%d both hold 4: a 4 is a loop around its cell alone, and there is one loop", four/p.Cols, four%p.Cols, i/p.Cols, i%p.Cols)
		}
		four = i
	}
	return ""
}

// sides returns the edges of the dots' shape around cell i: top, bottom,
// left, right.
func (p *Puzzle) sides(i int) []int {
	d := p.Dots()
	r, c := p.RC(i)
	edge := func(r, c int, dir grid.Dir) int { e, _ := d.EdgeAt(d.Index(r, c), dir); return e }
	return []int{edge(r, c, grid.Right), edge(r+1, c, grid.Right), edge(r, c, grid.Down), edge(r, c+1, grid.Down)}
}

// cluesOf returns every cell's clue for the loop whose edges (of the
// dots' shape) on says.
func (p *Puzzle) cluesOf(on []bool) []int {
	out := make([]int, p.N())
	for i := range out {
		out[i] = grid.Count(p.sides(i), on)
	}
	return out
}

// generateFlags registers the generator's size flags and returns what
// makes a full puzzle: a random loop (grid.GrowLoop, through the dots)
// with every cell's clue.
func generateFlags(fs *pflag.FlagSet) func(context.Context, *rand.Rand, int) (*Puzzle, error) {
	sides := kit.SideFlags(fs, 10)
	return func(_ context.Context, rng *rand.Rand, size int) (*Puzzle, error) {
		c, r := sides(size)
		if r < 1 || c < 1 || r > MaxGenerate || c > MaxGenerate {
			return nil, fmt.Errorf("a %d×%d grid: expected 1 to %d rows and columns", r, c, MaxGenerate)
		}
		p, _ := Empty(r, c)
		d := p.Dots()
		p.Clue = p.cluesOf(d.MaskEdges(d.GrowLoop(rng, nil)))
		return p, nil
	}
}
