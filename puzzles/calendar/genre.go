package calendar

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

func init() {
	solve.Register(&solve.Genre{
		Name:      "calendar",
		Doc:       readme,
		Summary:   "A-Puzzle-A-Day: tile the board leaving a date open; --all-dates for the year's table",
		Usage:     "[DATE] [flags]   (DATE: 2026-07-23, Jul 23, July 23, 23 Jul, 7/23, today; default today)",
		Inputs:    []string{"date", "board file (--board)", "piece-set file (--pieces)"},
		Outputs:   []string{"text", "json", "csv"},
		Unasked:   []string{"forced", "explain", "hint", "rate"}, // it draws no partial board, names no givens, cells or rules
		Flags:     flags,
		Workloads: workloads,
	})
}

func flags(fs *pflag.FlagSet) solve.Command {
	var allDates, noFlip bool
	var boardFile, piecesFile, letters string
	var depth int
	fs.BoolVar(&allDates, "all-dates", false, "count the tilings of every date of a leap year (366 dates): the year's table")
	fs.BoolVar(&noFlip, "no-flip", false, "pieces may be rotated but not turned over")
	fs.StringVar(&boardFile, "board", "", "board file of an edition (default: DragonFjord's 7×7 board)")
	fs.StringVar(&piecesFile, "pieces", "", "piece-set file of an edition (default: DragonFjord's eight pieces)")
	fs.StringVar(&letters, "letters", "pentomino", "names of the built-in pieces: pentomino (O L N P U V Y Z) or article (O L J P C V F S)")
	fs.IntVar(&depth, "cube-depth", 0, "placements fixed per cube when splitting the search (0: the number of pieces less one)")
	return func(ctx context.Context, env *solve.Env) (solve.Source, error) {
		o := env.Options
		// Measured on this puzzle: gophersat's own cardinality constraints
		// make each cube's solver several times cheaper to build and
		// search than the sequential encoding that auto picks elsewhere.
		o.PreferNative()
		if depth < 0 {
			return nil, fmt.Errorf("--cube-depth %d: expected 0 or more placements", depth)
		}
		if o.Format == "csv" && !allDates {
			return nil, fmt.Errorf("--format csv: only with --all-dates (the year's table)")
		}
		if allDates && (o.All || o.Unique || o.Limit > 0 || o.NeedsCNF()) {
			return nil, fmt.Errorf("--all-dates: counts every tiling of each date; it cannot be combined with --all, --unique, --limit, --dimacs, --proof or --decode (a date's CNF: give the date)")
		}
		if allDates && len(env.Args) > 0 {
			return nil, fmt.Errorf("--all-dates: takes no date (got %q)", strings.Join(env.Args, " "))
		}
		p, err := readPuzzle(env, boardFile, piecesFile, letters, !noFlip)
		if err != nil {
			return nil, err
		}
		if depth == 0 {
			// Cubes that leave one piece: the look-ahead's region check
			// drops most branches before they become cubes, and unit
			// propagation places the last piece, so no cube reaches
			// gophersat's search. Measured on both editions, whole
			// processes alternated: --all-dates --count -j 1 13.1 s
			// (two pieces left) → 4.2 s; Jan 25 --count 135 → 67 ms;
			// the weekday board's Thu Jul 23 --count 3.15 → 0.81 s.
			// One tiling takes the first of them (Problem).
			depth = max(1, len(p.Pieces)-1)
		}
		// Every run is in this process whatever -j says. A count's cubes
		// come from the look-ahead here, one after another, and each is
		// settled in well under a millisecond, so a worker's round trip
		// cost more than the cube (--all-dates at -j 2 took 8.4 s, in
		// process 4.2 s); one tiling is in the first cubes, before
		// workers would have started. --split still writes job files.
		o.Jobs = 1
		if allDates {
			return nil, p.year(ctx, env, depth)
		}
		d, err := ParseDate(strings.Join(env.Args, " "), env.Now())
		if len(env.Args) == 0 {
			d, err = FromTime(env.Now()), nil
		}
		if err != nil {
			return nil, fmt.Errorf("calendar: %v", err)
		}
		if !p.Board.HasWeekdays() {
			d.HasWeekday = false
		} else if !d.HasWeekday {
			return nil, fmt.Errorf("calendar: date %q: board %s has weekday cells: name the weekday (Thu Jul 23) or give a year (2026-07-23)", d, p.Board.Name)
		}
		if !p.Board.HasDate(d) {
			_, err := p.Board.DateCells(d)
			return nil, fmt.Errorf("calendar: %v", err)
		}
		colour := o.Format == "text" && env.Colour
		given := false
		return func() (*solve.Problem, error) {
			if given {
				return nil, nil
			}
			given = true
			return p.Problem(d, o, depth, colour)
		}, nil
	}
}

// readPuzzle reads the edition's files, or takes the built-in ones.
func readPuzzle(env *solve.Env, boardFile, piecesFile, letters string, flip bool) (*Puzzle, error) {
	b := DragonFjord()
	pieces := DragonFjordPieces()
	switch letters {
	case "pentomino":
	case "article":
		pieces = Rename(pieces, ArticleLetters)
	default:
		return nil, fmt.Errorf("--letters %q: expected pentomino or article", letters)
	}
	if boardFile != "" {
		var err error
		b, err = readFile(env, boardFile, "--board", ParseBoard)
		if err != nil {
			return nil, err
		}
	}
	if piecesFile != "" {
		var err error
		pieces, err = readFile(env, piecesFile, "--pieces", ParsePieces)
		if err != nil {
			return nil, err
		}
	}
	p, err := New(b, pieces, flip)
	if err != nil {
		return nil, fmt.Errorf("calendar: %v", err)
	}
	return p, nil
}

func readFile[T any](env *solve.Env, path, flag string, parse func(io.Reader, string) (T, error)) (T, error) {
	var zero T
	f, err := env.Open(path)
	if err != nil {
		return zero, fmt.Errorf("%s: %v", flag, err)
	}
	defer f.Close()
	name := path
	if path == "-" {
		name = "<stdin>"
	}
	return parse(f, name)
}

// Problem returns the driver's view of one date: its model under the run's
// encodings, its cubes (those of the look-ahead fix depth placements; for
// one tiling, the first of them and the rest of the search, Model.FirstCubes),
// and the verified rendering, the pieces in colour when colour is set.
func (p *Puzzle) Problem(d Date, opts *solve.Options, depth int, colour bool) (*solve.Problem, error) {
	m, err := p.Encode(d, opts.Encoding)
	if err != nil {
		return nil, err
	}
	return &solve.Problem{
		Name:       "calendar " + d.String(),
		Formula:    m.Formula,
		Projection: m.Projection,
		LitName:    m.LitName,
		NoSolution: p.Mismatch(),
		Split: func(bool) []solve.Part {
			if opts.StopsAt() == 1 {
				// One tiling: the first cubes of the look-ahead, not
				// all of them (Model.FirstCubes). A search for more
				// (--limit 3 lists three) takes them all: the rest of
				// the search is wide cubes that SAT searches alone, and
				// listing three that way took 1.5x the time of depth 3.
				return []solve.Part{{Cubes: m.FirstCubes(depth, firstCubes), Weight: 1}}
			}
			return []solve.Part{{Cubes: m.Cubes(depth), Weight: 1}}
		},
		Show: func(model []bool) (solve.Answer, error) {
			sol := m.Decode(model)
			if err := Verify(p, d, sol); err != nil {
				return solve.Answer{}, err
			}
			var style func(int, string) string
			if colour {
				style = pieceColour
			}
			return solve.Answer{Text: sol.TextStyled(style), Fields: map[string]any{"date": d.String(), "pieces": sol.Pieces()}}, nil
		},
	}, nil
}

// firstCubes is how many look-ahead cubes a search for one tiling takes
// before the rest of the search as a few wide cubes (Model.FirstCubes). The
// first cube of depth pieces-1 was a tiling on every date tried (every other
// day of a leap year on DragonFjord's board). In process, from Encode to the
// first tiling over those dates, medians of two runs: 0.49–0.69 ms with the
// first cube, 0.83 ms with 4, and 4.5–5.0 ms with every cube of depth 3, as
// one tiling searched before (depth 6 with 8 cubes: 1.0 ms, but 121 ms at
// worst, where SAT searched the rest).
const firstCubes = 1

// pieceColours are ANSI colours, one per piece, cycling.
var pieceColours = []string{"31", "32", "33", "34", "35", "36", "91", "92", "93", "94", "95", "96"}

func pieceColour(piece int, s string) string {
	return "\x1b[1;" + pieceColours[piece%len(pieceColours)] + "m" + s + "\x1b[0m"
}
