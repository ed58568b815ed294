package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/puzzlesat/puzzlesat/puzzles/calendar"
	"github.com/puzzlesat/puzzlesat/sat"
)

func init() {
	commands["calendar"] = command{summary: "A-Puzzle-A-Day: tile the board leaving a date open; --all-dates for the year's table", run: runCalendar}
}

// calendarNow is the clock that "today" reads; tests replace it.
var calendarNow = time.Now

func runCalendar(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := newFlagSet("calendar", "calendar [DATE] [flags]   (DATE: 2026-07-23, Jul 23, July 23, 23 Jul, 7/23, today; default today)", stdout)
	c := addCommon(fs, "text", "json", "csv")
	var allDates, noFlip bool
	var boardFile, piecesFile, letters string
	var depth int
	fs.BoolVar(&allDates, "all-dates", false, "count the tilings of every date of a leap year (366 dates): the year's table")
	fs.BoolVar(&noFlip, "no-flip", false, "pieces may be rotated but not turned over")
	fs.StringVar(&boardFile, "board", "", "board file of an edition (default: DragonFjord's 7×7 board)")
	fs.StringVar(&piecesFile, "pieces", "", "piece-set file of an edition (default: DragonFjord's eight pieces)")
	fs.StringVar(&letters, "letters", "pentomino", "names of the built-in pieces: pentomino (O L N P U V Y Z) or article (O L J P C V F S)")
	fs.IntVar(&depth, "cube-depth", 0, "placements fixed per cube when splitting the search (0: the number of pieces less two)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	// Measured on this puzzle: gophersat's own cardinality constraints
	// make each cube's solver several times cheaper to build and search
	// than the sequential encoding that auto picks elsewhere.
	c.preferNative()
	if err := c.check(); err != nil {
		return err
	}
	if depth < 0 {
		return usageErr("--cube-depth %d: expected 0 or more placements", depth)
	}
	if c.format == "csv" && !allDates {
		return usageErr("--format csv: only with --all-dates (the year's table)")
	}
	if allDates && (c.all || c.unique) {
		return usageErr("--all-dates: counts the tilings of each date; it cannot be combined with --all or --unique")
	}
	if allDates && fs.NArg() > 0 {
		return usageErr("--all-dates: takes no date (got %q)", strings.Join(fs.Args(), " "))
	}
	p, err := calendarPuzzle(boardFile, piecesFile, letters, !noFlip, stdin)
	if err != nil {
		return err
	}
	oneTiling := !c.count && !c.all && !c.unique
	if depth == 0 && oneTiling && !allDates {
		// One tiling: shallow cubes, since the look-ahead would otherwise
		// walk the whole tree before the solver sees the first cube.
		depth = 3
	}
	if depth == 0 {
		// Measured on both editions: cubes that leave two pieces to the
		// solver are cheap to build and to solve (see calendar.Model.Cubes).
		depth = max(1, len(p.Pieces)-2)
	}
	ctx, cancel := c.context()
	defer cancel()
	if allDates {
		return calendarYear(ctx, c, p, depth, stdout, stderr)
	}
	d, err := calendar.ParseDate(strings.Join(fs.Args(), " "), calendarNow())
	if fs.NArg() == 0 {
		d, err = calendar.FromTime(calendarNow()), nil
	}
	if err != nil {
		return usageErr("calendar: %v", err)
	}
	if !p.Board.HasWeekdays() {
		d.HasWeekday = false
	} else if !d.HasWeekday {
		return usageErr("calendar: date %q: board %s has weekday cells: name the weekday (Thu Jul 23) or give a year (2026-07-23)", d, p.Board.Name)
	}
	if !p.Board.HasDate(d) {
		_, err := p.Board.DateCells(d)
		return usageErr("calendar: %v", err)
	}
	if oneTiling {
		// One tiling: the first cubes hold one, and starting worker
		// processes would cost more than the search.
		c.jobs = 1
	}
	color := c.format == "text" && isTerminal(stdout) && os.Getenv("NO_COLOR") == ""
	given := false
	return solveProblems(ctx, c, func() (*problem, error) {
		if given {
			return nil, nil
		}
		given = true
		return calendarProblem(p, d, c, depth, color)
	}, stdout, stderr)
}

// calendarPuzzle reads the edition's files, or takes the built-in ones.
func calendarPuzzle(boardFile, piecesFile, letters string, flip bool, stdin io.Reader) (*calendar.Puzzle, error) {
	b := calendar.DragonFjord()
	pieces := calendar.DragonFjordPieces()
	switch letters {
	case "pentomino":
	case "article":
		pieces = calendar.Rename(pieces, calendar.ArticleLetters)
	default:
		return nil, usageErr("--letters %q: expected pentomino or article", letters)
	}
	if boardFile != "" {
		var err error
		b, err = readCalendarFile(boardFile, "--board", stdin, calendar.ParseBoard)
		if err != nil {
			return nil, err
		}
	}
	if piecesFile != "" {
		var err error
		pieces, err = readCalendarFile(piecesFile, "--pieces", stdin, calendar.ParsePieces)
		if err != nil {
			return nil, err
		}
	}
	p, err := calendar.New(b, pieces, flip)
	if err != nil {
		return nil, usageErr("calendar: %v", err)
	}
	return p, nil
}

func readCalendarFile[T any](path, flag string, stdin io.Reader, parse func(io.Reader, string) (T, error)) (T, error) {
	var zero T
	if path == "-" {
		v, err := parse(stdin, "<stdin>")
		if err != nil {
			return zero, badInput(err)
		}
		return v, nil
	}
	f, err := os.Open(path)
	if err != nil {
		return zero, usageErr("%s: %v", flag, err)
	}
	defer f.Close()
	v, err := parse(f, path)
	if err != nil {
		return zero, badInput(err)
	}
	return v, nil
}

// calendarProblem builds the solver's view of one date.
func calendarProblem(p *calendar.Puzzle, d calendar.Date, c *common, depth int, color bool) (*problem, error) {
	m, err := p.Encode(d, c.config())
	if err != nil {
		return nil, err
	}
	pr := &problem{
		name:       "calendar " + d.String(),
		formula:    m.Formula,
		proj:       m.Projection,
		noSolution: p.Mismatch(),
		split: func(bool) []part {
			return []part{{cubes: m.Cubes(depth), weight: 1}}
		},
		show: func(model []bool) (string, map[string]any, error) {
			sol := m.Decode(model)
			if err := calendar.Verify(p, d, sol); err != nil {
				return "", nil, err
			}
			var style func(int, string) string
			if color {
				style = pieceColor
			}
			return sol.TextStyled(style), map[string]any{"date": d.String(), "pieces": sol.Pieces()}, nil
		},
	}
	return pr, nil
}

// pieceColors are ANSI colours, one per piece, cycling.
var pieceColors = []string{"31", "32", "33", "34", "35", "36", "91", "92", "93", "94", "95", "96"}

func pieceColor(piece int, s string) string {
	return "\x1b[1;" + pieceColors[piece%len(pieceColors)] + "m" + s + "\x1b[0m"
}

// isTerminal reports whether w is a character device such as a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// yearRow is one date of the year's table.
type yearRow struct {
	d        calendar.Date
	count    int64
	complete bool
}

// calendarDates returns the dates of the year's table: the 366 dates of a
// leap year, each with every weekday on a board with weekday cells.
func calendarDates(p *calendar.Puzzle) []calendar.Date {
	var out []calendar.Date
	for _, d := range calendar.AllDates() {
		if !p.Board.HasWeekdays() {
			out = append(out, d)
			continue
		}
		for w := time.Sunday; w <= time.Saturday; w++ {
			out = append(out, calendar.Date{Month: d.Month, Day: d.Day, Weekday: w, HasWeekday: true})
		}
	}
	return out
}

// calendarYear counts the tilings of every date in the worker pool and
// prints the table.
func calendarYear(ctx context.Context, c *common, p *calendar.Puzzle, depth int, stdout, stderr io.Writer) error {
	dates := calendarDates(p)
	var rows []yearRow
	i := 0
	var inputErr error
	next := func() (sat.Job, bool) {
		for i < len(dates) {
			d := dates[i]
			i++
			m, err := p.Encode(d, c.config())
			if err != nil {
				// The board lacks a cell for this date: not a date of it.
				continue
			}
			rows = append(rows, yearRow{d: d})
			job := sat.Job{Formula: m.Formula, Projection: m.Projection}
			job.Cubes = m.Cubes(depth)
			if p.Mismatch() != "" {
				job.Cubes = [][]sat.Lit{}
			}
			return job, true
		}
		return sat.Job{}, false
	}
	done := func(k int, r sat.JobResult) error {
		rows[k].count, rows[k].complete = r.Count, r.Complete
		return nil
	}
	start := time.Now()
	err := workerPool(c.jobs).Run(ctx, next, done)
	if inputErr != nil {
		return badInput(inputErr)
	}
	stopped := false
	if err != nil {
		if !errors.Is(err, context.Canceled) && !errors.Is(err, context.DeadlineExceeded) {
			return err
		}
		stopped = true
	}
	for _, r := range rows {
		stopped = stopped || !r.complete
	}
	if len(rows) == 0 {
		return usageErr("calendar: board %s has no date: expected month and day cells", p.Board.Name)
	}
	if err := writeYear(c, p, rows, stopped, stdout); err != nil {
		return err
	}
	if c.stats {
		fmt.Fprintf(stderr, "calendar: %d dates in %v\n", len(rows), time.Since(start).Round(time.Millisecond))
	}
	if stopped {
		fmt.Fprintln(stderr, "puzzlesat: stopped by", stopReason(ctx), "before the search ended")
		return silent(exitInterrupt)
	}
	return nil
}
