package solve

import (
	"context"
	"errors"
	"math/rand"

	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/spf13/pflag"
)

// ErrNoPuzzle is the error of a generator that gave up: its tries all
// left several solutions. The command line exits 1 on it, not 2, since
// the input was not at fault.
var ErrNoPuzzle = errors.New("no puzzle with one solution")

// Generator makes puzzles of a genre that have exactly one solution. A
// genre that can registers one in Genre.Generate.
type Generator struct {
	Usage string // what follows "generate GENRE" on the command line
	// Flags registers the generator's own flags (a block shape, a number
	// of stars) and returns the function that makes one puzzle.
	Flags func(fs *pflag.FlagSet) Make
	// Lines says that a puzzle's text is one line, and a batch a puzzle a
	// line (Sudoku's); the puzzles of other genres are parted by a line
	// "---" (puzzles/batch).
	Lines bool
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
	// Links are the puzzle in each link format that holds it, by
	// --format ("url", "tatham").
	Links map[string]string
	// Unlinked says, by format, why a link format of the genre does not
	// hold the puzzle (Tatham's IDs give every tent count, say).
	Unlinked map[string]string
	// Solution is the one solution, rendered.
	Solution Answer
	// Givens is the number of givens or clues.
	Givens int
	// Work holds the genre's own counts of the work done, written in
	// the JSON output (Star Battle: "layouts", the layouts checked).
	Work map[string]int
}

// AddLink records what a link format's writer gave for the puzzle: the
// link, the first of which is its Link, or, when err is not nil, why the
// format cannot hold the puzzle (Unlinked).
func (g *Generated) AddLink(format, link string, err error) {
	if err != nil {
		if g.Unlinked == nil {
			g.Unlinked = map[string]string{}
		}
		g.Unlinked[format] = err.Error()
		return
	}
	if g.Links == nil {
		g.Links = map[string]string{}
	}
	g.Links[format] = link
	if g.Link == "" {
		g.Link = link
	}
}

// RandomSolution returns a random solution of p (a model, indexed by
// variable), or nil when p has none: the puzzle's variables are decided one
// by one in a random order, each by a coin flip that the solver lets stand
// when a solution keeps it, under assumptions on one solver.
func RandomSolution(ctx context.Context, p *Problem, rng *rand.Rand) ([]bool, error) {
	o := newOracle(p.Formula)
	status, m := o.solve(ctx, nil)
	switch status {
	case sat.Unknown:
		return nil, ctx.Err()
	case sat.Unsat:
		return nil, nil
	}
	model := append([]bool(nil), m...)
	vars := projected(p)
	var assume []sat.Lit
	for _, k := range rng.Perm(len(vars)) {
		v := vars[k]
		l := v.Lit(rng.Intn(2) == 0)
		if model[v] == l.IsPos() {
			// The model at hand keeps the flip: no question to ask.
			assume = append(assume, l)
			continue
		}
		status, m := o.solve(ctx, append(assume, l))
		switch status {
		case sat.Unknown:
			return nil, ctx.Err()
		case sat.Sat:
			assume = append(assume, l)
			model = append(model[:0], m...)
		default:
			assume = append(assume, l.Not())
		}
	}
	return model, nil
}

// MinimalGivens chooses the givens of a generated puzzle. full is the
// puzzle with every given of the pool (built with encode.Config.Select set
// to SelectGivens, each given tagged with its identity: see Minimize).
// rank, when set, orders the givens by tag: those of rank 0 are tried for
// removal first, then those of rank 1, each rank in a random order; a given
// of negative rank always stays (a genre whose puzzles show every clue).
// partner, when set, returns the tag of a given's half-turn partner, which
// goes with it (its own tag, or a tag of no given, when it has none). With minimal, givens go
// while the solution stays the only one (Minimize); else givens come, in
// the reverse order, until it is (Uniquify), those of negative rank there
// from the start. It returns the tags of the givens kept.
func MinimalGivens(ctx context.Context, full *Problem, rng *rand.Rand, rank func(tag int) int, partner func(tag int) int, minimal bool) ([]int, error) {
	var early, late, always []int
	for _, s := range full.Formula.Selectors() {
		if !s.Given {
			continue
		}
		r := 0
		if rank != nil {
			r = rank(s.Tag)
		}
		switch {
		case r < 0:
			always = append(always, s.Tag)
		case r == 0:
			early = append(early, s.Tag)
		default:
			late = append(late, s.Tag)
		}
	}
	solution, _, err := givenSolution(ctx, full)
	if err != nil {
		return nil, err
	}
	if solution == nil {
		return nil, ErrUnsolvable
	}
	rng.Shuffle(len(early), func(i, j int) { early[i], early[j] = early[j], early[i] })
	rng.Shuffle(len(late), func(i, j int) { late[i], late[j] = late[j], late[i] })
	try := append(early, late...)
	pairs := map[int]int{}
	if partner != nil {
		for _, t := range try {
			pairs[t] = partner(t)
		}
	}
	var kept []int
	if minimal {
		kept, _, err = Minimize(ctx, full, solution, try, pairs)
	} else {
		for i, j := 0, len(try)-1; i < j; i, j = i+1, j-1 {
			try[i], try[j] = try[j], try[i]
		}
		kept, _, err = uniquify(ctx, full, solution, always, try, pairs)
	}
	return kept, err
}

// givenSolution returns a solution of full (built as for Minimize) with
// every given in force, or nil when it has none.
func givenSolution(ctx context.Context, full *Problem) ([]bool, sat.Stats, error) {
	var units []sat.Lit
	for _, s := range full.Formula.Selectors() {
		if s.Given {
			units = append(units, s.Lit)
		}
	}
	var solution []bool
	res, err := sat.Enumerate(ctx, full.Formula, full.Projection, units, 1, func(m []bool) bool {
		solution = append([]bool(nil), m...)
		return false
	})
	return solution, res.Stats, err
}
