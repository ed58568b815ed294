// Package worker answers the browser page's requests in process. The
// WebAssembly build of puzzlesat (web/wasm) runs in the page's Web Worker
// and hands each message it receives, a JSON request, to Handle; the JSON
// that Handle returns goes back to the page.
//
// Every question the page asks of a puzzle is a command line, run in
// process by internal/cli's Main with the arguments a user would type
// (the page adds -j 1 and --format json): the page holds no second copy
// of the command line's logic, and its answers and messages are the
// command line's. What the page needs beyond it, telling an input's genre
// and the puzzle as an editable grid of tokens written back as its links,
// comes from the genres' page hooks (solve.Genre.Page).
//
// A request runs to its end: gophersat cannot be interrupted, and a
// WebAssembly worker takes no message while Go computes. The page stops a
// search by ending the worker and starting a fresh one, as the command
// line kills a worker process.
package worker

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	iofs "io/fs"
	"sort"
	"strings"
	"syscall"
	"time"

	"github.com/puzzlesat/puzzlesat/internal/cli"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/puzzlink"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// Request is one of the page's requests. Op says what it asks:
//
//   - "genres": the registry (Response.Genres);
//   - "read": the puzzle of Input, of Genre when it is set, else of the
//     genre that reads it (Prefer first, when it is one of those);
//   - "grid": the puzzle of Genre whose typed grid's tokens are Grid;
//   - "blank": an empty puzzle of Genre, Rows × Cols;
//   - "run": the command line Args with Stdin as its standard input.
type Request struct {
	Op     string     `json:"op"`
	Input  string     `json:"input,omitempty"`
	Genre  string     `json:"genre,omitempty"`
	Prefer string     `json:"prefer,omitempty"`
	Grid   [][]string `json:"grid,omitempty"`
	Head   string     `json:"head,omitempty"` // "grid": the lines above it (PagePuzzle.Head)
	Rows   int        `json:"rows,omitempty"`
	Cols   int        `json:"cols,omitempty"`
	Args   []string   `json:"args,omitempty"`
	Stdin  string     `json:"stdin,omitempty"`
}

// Response is the answer to a Request. Error, when set, is the one line
// the command line prints for the same input (exit code 2).
type Response struct {
	Error string `json:"error,omitempty"`

	Genres []Genre `json:"genres,omitempty"` // "genres"

	// "read", "grid", "blank": the genre, the others that read the input
	// too, the puzzle (nil for a genre without page hooks), and how the
	// command line takes it.
	Genre  string            `json:"genre,omitempty"`
	Also   []string          `json:"also,omitempty"`
	Puzzle *solve.PagePuzzle `json:"puzzle,omitempty"`
	Source *Source           `json:"source,omitempty"`

	// "run": the exit code, what was printed, and how long it took.
	Code   int     `json:"code"`
	Stdout string  `json:"stdout,omitempty"`
	Stderr string  `json:"stderr,omitempty"`
	Millis float64 `json:"ms,omitempty"`
}

// Source is how the command line takes a puzzle: arguments after the
// flags (a link), or standard input (a typed grid, JSON).
type Source struct {
	Args  []string `json:"args,omitempty"`
	Stdin string   `json:"stdin,omitempty"`
}

// Genre is a genre as the page lists it.
type Genre struct {
	Name    string   `json:"name"`
	Aliases []string `json:"aliases,omitempty"`
	Summary string   `json:"summary"`
	Usage   string   `json:"usage"`
	Inputs  []string `json:"inputs"`
	Outputs []string `json:"outputs"`
	// Page says that the genre has page hooks: the page draws and edits
	// its puzzles, and tells its inputs.
	Page bool `json:"page"`
	// Generate is what follows "generate NAME" on the command line, or ""
	// when the genre has no generator.
	Generate string `json:"generate,omitempty"`
	// Unasked are the questions (flags without dashes) the genre does
	// not answer: the page disables their buttons.
	Unasked []string `json:"unasked,omitempty"`
}

// Handle answers one JSON request (see Request) with JSON (see Response).
func Handle(req []byte) []byte {
	var r Request
	var resp *Response
	if err := json.Unmarshal(req, &r); err != nil {
		resp = &Response{Error: "puzzlesat: the page's request: " + err.Error()}
	} else {
		resp = Answer(&r)
	}
	b, err := json.Marshal(resp)
	if err != nil {
		b, _ = json.Marshal(&Response{Error: "puzzlesat: " + err.Error()})
	}
	return b
}

// Answer answers one request.
func Answer(r *Request) *Response {
	switch r.Op {
	case "genres":
		return genres()
	case "read":
		return read(r.Input, r.Genre, r.Prefer)
	case "grid":
		return edit(r.Genre, func(p *solve.Page) (*solve.PagePuzzle, error) {
			if p.Grid == nil {
				return nil, fmt.Errorf("%s: its puzzles are edited as text", r.Genre)
			}
			return p.Grid(r.Head, r.Grid)
		})
	case "blank":
		return edit(r.Genre, func(p *solve.Page) (*solve.PagePuzzle, error) {
			if p.Blank == nil {
				return nil, fmt.Errorf("%s: no blank grid: start from a puzzle", r.Genre)
			}
			return p.Blank(r.Rows, r.Cols)
		})
	case "run":
		return Run(r.Args, r.Stdin)
	}
	return &Response{Error: fmt.Sprintf("puzzlesat: the page's request %q: expected genres, read, grid, blank or run", r.Op)}
}

// Run runs a command line in process, as a user would type it.
func Run(args []string, stdin string) *Response {
	var out, errb bytes.Buffer
	start := time.Now()
	code := cli.Main(args, strings.NewReader(stdin), &out, &errb)
	return &Response{Code: code, Stdout: out.String(), Stderr: errb.String(), Millis: float64(time.Since(start).Microseconds()) / 1000}
}

func genres() *Response {
	var out []Genre
	for _, g := range solve.Genres() {
		gen := ""
		if g.Generate != nil {
			gen = g.Generate.Usage
			if gen == "" {
				gen = "[flags]"
			}
		}
		out = append(out, Genre{
			Name: g.Name, Aliases: g.Aliases, Summary: g.Summary, Usage: g.Usage,
			Inputs: g.Inputs, Outputs: g.Outputs, Page: g.Page != nil, Generate: gen, Unasked: g.Unasked,
		})
	}
	return &Response{Genres: out}
}

// fail returns the command line's line for err.
func fail(err error) *Response { return &Response{Error: "puzzlesat: " + cli.OneLine(err.Error())} }

// source is how the command line takes a puzzle read in format.
func source(p *solve.PagePuzzle, input string) *Source {
	switch p.Format {
	case "text", "json", "list":
		return &Source{Stdin: input}
	}
	return &Source{Args: []string{strings.TrimSpace(input)}}
}

// read tells the genre of an input and reads its first puzzle.
func read(input, name, prefer string) *Response {
	if strings.TrimSpace(input) == "" {
		return &Response{Error: "puzzlesat: no input: paste a puzz.link URL, a Tatham game ID, a typed grid or JSON, or start from an empty grid"}
	}
	// "queens 8": a genre's name, then its arguments as typed, read as
	// the command line reads them (their errors its messages).
	words := strings.Fields(input)
	if g, ok := solve.Lookup(words[0]); ok && (name == "" || name == g.Name) && !strings.Contains(strings.TrimSpace(input), "\n") {
		if g.Page == nil || len(words) > 1 {
			return readArgs(g, words[1:])
		}
	}
	if name == "" && !strings.Contains(strings.TrimSpace(input), "\n") {
		// A web link to one of Tatham's games names its genre, which
		// must read it (or a game puzzlesat does not have).
		g, err := cli.LinkedGenre(input)
		if err != nil {
			return fail(err)
		}
		if g != nil {
			name = g.Name
		}
	}
	if name != "" {
		g, ok := solve.Lookup(name)
		if !ok {
			return &Response{Error: fmt.Sprintf("puzzlesat: unknown genre %q", name)}
		}
		if g.Page == nil {
			src, err := commandRead(g, input)
			if err != nil {
				return fail(err)
			}
			return &Response{Genre: g.Name, Source: src}
		}
		p, err := g.Page.Read(input)
		if err != nil {
			return fail(err)
		}
		return &Response{Genre: g.Name, Puzzle: p, Source: source(p, input)}
	}
	type found struct {
		g    *solve.Genre
		p    *solve.PagePuzzle
		src  *Source
		sure bool // the genre's own beyond its form (solve.Page.Sure)
	}
	var reads []found
	var claimed []*solve.Genre
	var claimErr error
	for _, g := range solve.Genres() {
		if g.Page == nil {
			if src, err := commandRead(g, input); err == nil {
				reads = append(reads, found{g, nil, src, false})
			}
			continue
		}
		p, err := g.Page.Read(input)
		claims := g.Page.Claims != nil && g.Page.Claims(input)
		switch {
		case err == nil:
			reads = append(reads, found{g, p, source(p, input), g.Page.Sure != nil && g.Page.Sure(input)})
			if claims {
				claimed = append(claimed, g)
			}
		case claims && claimErr == nil:
			claimErr = err
		}
	}
	if len(reads) == 0 {
		if claimErr != nil {
			return fail(claimErr)
		}
		if t := puzzlink.Type(input); t != "" && !strings.Contains(strings.TrimSpace(input), "\n") {
			return &Response{Error: "puzzlesat: " + cli.UnreadURL(t)}
		}
		return &Response{Error: "puzzlesat: no genre reads this input: expected a puzz.link URL, a Tatham game ID, a typed grid or JSON; pick its genre to see why"}
	}
	// A genre sure of the input first (Rectangles' numbers cover its grid,
	// where Range's form is the same); then the genre the input names (a
	// link of its formats: of those, the genre the page shows first, since
	// every Tatham genre takes any game ID's form); then a reading that
	// finds some
	// clue (the series' JSON of one genre may read as another's empty
	// grid); then a board of a usual shape before a long strip (a line of
	// 81 Sudoku digits reads as a row of Hashi too); then the genre the
	// page shows; then a genre the page draws.
	rank := func(f found) int {
		if f.sure {
			return -1
		}
		other := 0 // 1 for a genre other than the page's
		if f.g.Name != prefer {
			other = 1
		}
		for _, g := range claimed {
			if g == f.g {
				return other
			}
		}
		n := 2
		if f.p != nil && (empty(f.p) || bareMargins(f.p)) {
			n += 8
		}
		if f.p != nil && f.p.Rows > 0 && f.p.Cols > 0 && 4*min(f.p.Rows, f.p.Cols) < max(f.p.Rows, f.p.Cols) {
			n += 4
		}
		n += 2 * other
		if f.p == nil {
			n++
		}
		return n
	}
	sort.SliceStable(reads, func(i, j int) bool { return rank(reads[i]) < rank(reads[j]) })
	resp := &Response{Genre: reads[0].g.Name, Puzzle: reads[0].p, Source: reads[0].src}
	for _, f := range reads[1:] {
		resp.Also = append(resp.Also, f.g.Name)
	}
	return resp
}

// readArgs reads a genre's arguments as typed after its name ("queens
// 8", "calendar 2026-07-23", "akari URL"): a puzzle the page draws when
// the genre's page hooks read them, else the command line's reading of
// them as its arguments, which gives its message for bad ones. Flags are
// refused: the page sets its own (-j 1, --format json and the
// question's), and a user's --format text or --help gave output that was
// no answer.
func readArgs(g *solve.Genre, args []string) *Response {
	if err := noFlags(g, args); err != nil {
		return fail(err)
	}
	line := strings.Join(args, " ")
	if g.Page != nil && len(args) > 0 {
		if p, err := g.Page.Read(line); err == nil {
			return &Response{Genre: g.Name, Puzzle: p, Source: source(p, line)}
		}
	}
	// Not nil: no arguments is a reading too (the calendar of today).
	src := &Source{Args: append([]string{}, args...)}
	if err := tryRead(g, src); err != nil {
		return fail(err)
	}
	return &Response{Genre: g.Name, Source: src}
}

// noFlags refuses the words of a puzzle's arguments that the command line
// would take as flags.
func noFlags(g *solve.Genre, args []string) error {
	for _, a := range args {
		if strings.HasPrefix(a, "-") {
			return &flagError{genre: g.Name, flag: a}
		}
	}
	return nil
}

// flagError is a flag among a puzzle's arguments.
type flagError struct{ genre, flag string }

func (e *flagError) Error() string {
	return fmt.Sprintf("%s: %s: the page takes no flags (it sets its own, and each question's): give the puzzle alone", e.genre, e.flag)
}

// edit answers a request for a puzzle of a genre made by its page hooks.
func edit(name string, make func(*solve.Page) (*solve.PagePuzzle, error)) *Response {
	g, ok := solve.Lookup(name)
	if !ok {
		return &Response{Error: fmt.Sprintf("puzzlesat: unknown genre %q", name)}
	}
	if g.Page == nil {
		return &Response{Error: fmt.Sprintf("puzzlesat: %s: the page cannot edit its puzzles", name)}
	}
	p, err := make(g.Page)
	if err != nil {
		return fail(err)
	}
	return &Response{Genre: g.Name, Puzzle: p, Source: &Source{Stdin: p.Text}}
}

// bareMargins reports whether a grid with margins (a corner of "" first:
// Skyscraper's, Magnets' on four sides, Tents' and Nonogram's on two)
// holds no clue on its outer lines, where the margins' clues, the genre's
// own, stand: the series' Sudoku JSON, its givens alone, read as a
// Skyscraper without a clue around it.
func bareMargins(p *solve.PagePuzzle) bool {
	g := p.Grid
	if len(g) < 3 || len(g[0]) < 3 || g[0][0] != "" {
		return false
	}
	for r, row := range g {
		for c, t := range row {
			if (r == 0 || r == len(g)-1 || c == 0 || c == len(row)-1) && t != "." && t != "" {
				return false
			}
		}
	}
	return true
}

// empty reports whether a puzzle's typed grid holds no clue: every token
// "." but the corners of a grid with margins, which are "" (a grid of
// regions is no such grid: its tokens are letters).
func empty(p *solve.PagePuzzle) bool {
	if p.Grid == nil {
		return false
	}
	for _, row := range p.Grid {
		for _, t := range row {
			if t != "." && t != "" {
				return false
			}
		}
	}
	return true
}

// commandRead reads the first puzzle of an input with a genre's own
// command, as the command line reads it, without solving: for the genres
// without page hooks. A line is tried as the command's arguments (a link,
// "8" for queens, a date for the calendar), then, like anything else, as
// its standard input. The error is the one the command line prints.
//
// Words that the command line would take as flags are refused as
// arguments (see readArgs).
func commandRead(g *solve.Genre, input string) (*Source, error) {
	line := strings.TrimSpace(input)
	var argErr error
	if line != "" && !strings.Contains(line, "\n") {
		src := &Source{Args: strings.Fields(line)}
		if argErr = noFlags(g, src.Args); argErr == nil {
			if argErr = tryRead(g, src); argErr == nil {
				return src, nil
			}
		}
	}
	src := &Source{Stdin: input}
	err := tryRead(g, src)
	if err == nil {
		return src, nil
	}
	var flagErr *flagError
	if argErr != nil && (errors.Is(err, errNotRead) || !strings.Contains(line, " ") || errors.As(argErr, &flagErr)) {
		return nil, argErr // a link, or an argument (a calendar's 2026-02-30, queens 0), or a flag: its own message
	}
	return nil, err
}

// tryRead reads the first puzzle of src with a genre's own command, as
// the command line reads it, without solving. Args nil reads standard
// input only: a command that read none of it (the calendar of today) did
// not read the input (errNotRead).
func tryRead(g *solve.Genre, src *Source) error {
	flags := pflag.NewFlagSet(g.Name, pflag.ContinueOnError)
	flags.SetOutput(io.Discard)
	cmd := g.Flags(flags)
	var out bytes.Buffer
	stdin := strings.NewReader(src.Stdin)
	env := &solve.Env{
		Args:    src.Args,
		Options: &solve.Options{Format: "text", Jobs: 1},
		Stdin:   stdin, Stdout: &out, Stderr: &out,
		Open: func(name string) (io.ReadCloser, error) {
			if name == "-" {
				return io.NopCloser(stdin), nil
			}
			return nil, &iofs.PathError{Op: "open", Path: name, Err: syscall.ENOENT} // the command line's message
		},
		Changed: func(string) bool { return false },
		Now:     time.Now,
	}
	next, err := cmd(context.Background(), env)
	if err != nil || next == nil {
		return err
	}
	if _, err = next(); err != nil {
		return err
	}
	if src.Args == nil && stdin.Len() == len(src.Stdin) {
		// The calendar of today: not a reading of the input.
		return errNotRead
	}
	return nil
}

// errNotRead is commandRead's trial of an input as standard input that
// the genre did not read (the calendar of today, without its date).
var errNotRead = errors.New("the input is not read")
