package kit

import (
	"bytes"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/internal/clip"
	"github.com/puzzlesat/puzzlesat/puzzles/batch"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/linklist"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/jsonpos"
)

// Named is a puzzle read from an input, with the name that a list of
// links gave it ("" when none did).
type Named[P any] struct {
	P    P
	Name string
}

// MaxInput bounds the size of an input file, so that a stray binary file
// does not fill the memory.
const MaxInput = 16 << 20

// list is the genre's links as the list reader takes them.
func (g *Genre[P, S]) list() linklist.Format[*Named[P]] {
	var kinds, examples []string
	for _, l := range g.Links {
		what, kind := "a puzz.link URL", "puzz.link URLs"
		if l.Format == "tatham" {
			what, kind = "a game ID", "game IDs"
		}
		kinds = append(kinds, kind)
		examples = append(examples, what+" such as "+l.Example)
	}
	return linklist.Format[*Named[P]]{
		Is: g.isLink,
		Parse: func(s string) (*Named[P], error) {
			for _, l := range g.Links {
				if l.Is(s) {
					p, err := l.Read(s)
					return &Named[P]{P: p}, err
				}
			}
			return nil, fmt.Errorf("%q: expected %s", clip.Text(s, linklist.ArgName), strings.Join(examples, " or "))
		},
		Name:     func(p *Named[P]) string { return p.Name },
		SetName:  func(p *Named[P], name string) { p.Name = name },
		Expected: strings.Join(examples, " or "),
		Plural:   strings.Join(kinds, " or "), // "a game IDs" was written
	}
}

// isLink reports whether s is a link of one of the genre's formats.
func (g *Genre[P, S]) isLink(s string) bool {
	for _, l := range g.Links {
		if l.Is(s) {
			return true
		}
	}
	return false
}

// Read reads the puzzles of one input of a run as the link list's Read
// does: "-" is standard input (named "<stdin>"), then a file that open
// opens (at most MaxInput bytes), and failing that a link given as the
// argument. It returns the input's name for messages.
func (g *Genre[P, S]) Read(open func(name string) (io.ReadCloser, error), in string) ([]*Named[P], string, error) {
	return g.list().Read(open, in, g.ReadAll)
}

// ReadAll reads the puzzles of an input of at most MaxInput bytes, named
// name in messages, as Parse does.
func (g *Genre[P, S]) ReadAll(r io.Reader, name string) ([]*Named[P], error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxInput+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, linklist.PathCause(err))
	}
	if len(data) > MaxInput {
		return nil, fmt.Errorf("%s: larger than %d MB: not a puzzle", name, MaxInput>>20)
	}
	return g.Parse(data, name)
}

// Parse reads the puzzles of an input's content, its format told by the
// content: JSON (an object, or an array of them), Janko's data blocks
// (Janko), a list of links one a line, or typed grids separated by "---"
// lines. Lines may end in LF, CRLF, or CR alone.
func (g *Genre[P, S]) Parse(data []byte, name string) ([]*Named[P], error) {
	if bytes.IndexByte(data, '\n') < 0 && bytes.IndexByte(data, '\r') >= 0 {
		// Lines ended by CR alone (classic Mac OS), as Sudoku reads
		// them: without this the file is one line with CRs inside.
		data = bytes.ReplaceAll(data, []byte{'\r'}, []byte{'\n'})
	}
	trimmed := bytes.TrimSpace(data)
	switch {
	case len(trimmed) > 0 && (trimmed[0] == '{' || trimmed[0] == '[') && !grid.JankoFirst(trimmed):
		return g.parseJSON(data, name)
	case g.Janko != nil && grid.IsJanko(data):
		// Before the links: a block's source line may be a web address.
		return g.parseJanko(data, name)
	case g.list().Has(string(data)):
		return g.list().List(string(data), name)
	}
	return batch.Parse(data, name, g.Text.Comment, func(part []byte, name string) (*Named[P], error) {
		if g.Text.Parse != nil {
			p, err := g.Text.Parse(part, name)
			return &Named[P]{P: p}, err
		}
		t, err := grid.ReadText(part, name, g.Text.Comment)
		if err != nil {
			return nil, err
		}
		p, err := g.Text.Read(t)
		return &Named[P]{P: p}, err
	}, func(p *Named[P], n string) { p.Name = n })
}

// parseJSON reads a JSON puzzle, an array of them, or several one after
// another (JSON Lines, an object a line). A value that is no JSON stops
// the batch there, as a puzzle that does not read does: the puzzles
// before it are read.
func (g *Genre[P, S]) parseJSON(data []byte, name string) ([]*Named[P], error) {
	items, err := jsonpos.ParseSeq(data, name)
	if len(items) == 0 {
		return nil, err
	}
	if v := items[0]; err == nil && len(items) == 1 && v.Kind == jsonpos.Array {
		items, _ = v.Elems("puzzles")
		if len(items) == 0 {
			return nil, v.Errorf("an empty array: expected puzzles")
		}
	}
	lines := make([]int, len(items))
	for k, it := range items {
		_, lines[k], _ = it.Where()
	}
	return named(name, lines, func(k int) (P, error) { return g.readJSON(items[k]) }, err)
}

// named reads the puzzles of one input, item k's with read and starting
// on line lines[k] (0 when not known). Of several, each is named after the
// input and its line ("file:12"), or, when a line is not known or starts
// two of them (a JSON array on one line), its place ("file#3"). The first
// error stops it, returned with the puzzles before it (as batch.Parse).
// after, when not nil, is the error of what follows the items (a value
// that is no JSON, a Janko block that does not read): it stands last, as
// an item that does not read, so the items are named as a batch's.
func named[P any](name string, lines []int, read func(k int) (P, error), after error) ([]*Named[P], error) {
	n := len(lines) // the items; one more line for after
	if after != nil {
		lines = append(slices.Clip(lines), -1)
	}
	byPlace := slices.Contains(lines, 0) || len(slices.Compact(slices.Clone(lines))) < len(lines)
	var out []*Named[P]
	for k, line := range lines {
		if k == n {
			return out, after
		}
		p, err := read(k)
		if err != nil {
			return out, err
		}
		it := &Named[P]{P: p}
		switch {
		case len(lines) == 1:
		case byPlace:
			it.Name = fmt.Sprintf("%s#%d", name, k+1)
		default:
			it.Name = name + ":" + strconv.Itoa(line)
		}
		out = append(out, it)
	}
	return out, nil
}

// readJSON reads one puzzle of JSON: the genre's own form, or the kit's.
func (g *Genre[P, S]) readJSON(v *jsonpos.Value) (P, error) {
	var zero P
	keys := []string{"genre", "grid"}
	if g.JSON != nil {
		keys = append([]string{"genre"}, g.JSON.Keys...)
	}
	if err := v.Only("the puzzle", keys...); err != nil {
		return zero, err
	}
	if gv := v.Field("genre"); !gv.IsNull() {
		s, err := gv.Str("genre")
		if err != nil {
			return zero, err
		}
		if !g.isName(s) {
			return zero, gv.Errorf("genre %q: expected %s", s, g.Name)
		}
	}
	if g.JSON != nil {
		return g.JSON.Read(v)
	}
	t, err := GridText(v)
	if err != nil {
		return zero, err
	}
	return g.Text.Read(t)
}

// isName reports whether s names the genre.
func (g *Genre[P, S]) isName(s string) bool {
	if s == g.Name {
		return true
	}
	for _, a := range g.Aliases {
		if s == a {
			return true
		}
	}
	return false
}

// WriteJSON returns the puzzle in its JSON form: the genre's own, or the
// kit's {"genre": NAME, "grid": [lines of the typed grid]}.
func (g *Genre[P, S]) WriteJSON(p P) any {
	if g.JSON != nil {
		return g.JSON.Write(p)
	}
	var rows []string
	for _, line := range strings.Split(g.Text.Write(p), "\n") {
		if strings.TrimSpace(line) != "" {
			rows = append(rows, line)
		}
	}
	return map[string]any{"genre": g.Name, "grid": rows}
}

// GridText reads the kit's JSON form of a typed grid: the object's "grid",
// an array of rows, each a line of the typed grid as a string, or an
// array of its tokens (strings, whole numbers, or null for "."). The
// tokens keep their place in the JSON for messages.
func GridText(v *jsonpos.Value) (*grid.Text, error) {
	gv, err := v.Need("grid", `the puzzle {"grid": [row, ...]}`)
	if err != nil {
		return nil, err
	}
	rows, err := gv.Elems("grid")
	if err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, gv.Errorf("grid: no rows")
	}
	name, _, _ := gv.Where()
	// Rows as strings are read as the typed grid is, then placed in the
	// JSON (below); otherwise they are arrays of cells. The first row
	// says which, and a row of the other kind is named as the fault.
	var lines []string
	allStrings := rows[0].Kind == jsonpos.String
	for k, r := range rows {
		switch {
		case k == 0 && r.Kind != jsonpos.String && r.Kind != jsonpos.Array:
			return nil, r.Errorf("a row: expected a string or an array of cells, found %s", r.Kind)
		case r.Kind != rows[0].Kind:
			return nil, r.Errorf("a row: expected %s, as the first row is, found %s", rows[0].Kind, r.Kind)
		case !allStrings:
			continue
		}
		s, _ := r.Str("a row")
		if strings.ContainsAny(s, "\n\r") || strings.TrimSpace(s) == "" {
			// A line break would make two rows of one (it panicked), and
			// the text reader passes over an empty line.
			return nil, r.Errorf("a row of %q: expected its cells on one line, one row a string", clip.Text(s, 24))
		}
		lines = append(lines, s)
	}
	if allStrings {
		t, err := grid.ReadText([]byte(strings.Join(lines, "\n")), name, "")
		if err != nil {
			return nil, err
		}
		for _, row := range t.Rows {
			for k := range row {
				// Line k of the text is row k; a token's column is its
				// rune in the row's string, escapes included.
				row[k].Line, row[k].Col = rows[row[k].Line-1].RunePlace(row[k].Col - 1)
			}
		}
		return t, nil
	}
	t := &grid.Text{Where: name}
	for _, r := range rows {
		toks, err := r.Elems("a row (a string, or an array of cells)")
		if err != nil {
			return nil, err
		}
		var row []grid.Token
		for _, tv := range toks {
			_, line, col := tv.Where()
			tok := grid.Token{Where: name, Line: line, Col: col}
			switch tv.Kind {
			case jsonpos.Null:
				tok.Text = "."
			case jsonpos.Number:
				n, err := tv.Int("a cell")
				if err != nil {
					return nil, err
				}
				tok.Text = strconv.Itoa(n)
			default:
				s, err := tv.Str("a cell")
				if err != nil {
					return nil, err
				}
				tok.Text = s
			}
			row = append(row, tok)
		}
		t.Rows = append(t.Rows, row)
	}
	return t, nil
}
