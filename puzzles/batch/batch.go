// Package batch reads files that hold several puzzles in a text format
// whose puzzles span several lines: a line "---" separates one puzzle
// from the next, as puzzlesat generate writes a batch.
package batch

import (
	"bytes"
	"strconv"
)

// Separator is the line between two puzzles of a file.
const Separator = "---"

// Part is one puzzle's text in a file of several.
type Part struct {
	// Data is the puzzle's lines, after as many empty lines as went
	// before them in the file: a parser's line numbers are the file's.
	Data []byte
	// Line is the line of the file (from 1) where the part's text starts.
	Line int
	// Listed says that the part is one line of a list (see Lines): Data
	// is that line alone.
	Listed bool
}

// Where is the name to give a parser of the part, for its messages: name
// itself, the part's lines being numbered as in the file, or name:LINE for
// a line of a list.
func (p Part) Where(name string) string {
	if p.Listed {
		return name + ":" + strconv.Itoa(p.Line)
	}
	return name
}

// Expand splits data at the separators (Split, with '#' comments), and
// each part that is a list of one-line puzzles by isLine into a part per
// line (Lines). isLine may be nil.
func Expand(data []byte, isLine func(line string) bool) []Part {
	var parts []Part
	for _, p := range Split(data, "#") {
		if isLine != nil {
			if lines, ok := Lines(p, isLine); ok {
				parts = append(parts, lines...)
				continue
			}
		}
		parts = append(parts, p)
	}
	return parts
}

// Split cuts data at the separator lines (spaces around "---" allowed).
// A file without one is a single part, data itself. Parts with nothing
// but blank lines (before a first separator, after a last, between two)
// are dropped, and so are those of nothing but blank lines and comments
// when comment, the prefix of a comment line, is not empty: a note after
// the last puzzle is none.
func Split(data []byte, comment string) []Part {
	if !bytes.Contains(data, []byte(Separator)) {
		return []Part{{Data: data, Line: 1}}
	}
	var parts []Part
	start, startLine, line := 0, 1, 1
	flush := func(end int) {
		body := data[start:end]
		if !empty(body, comment) {
			buf := make([]byte, 0, startLine-1+len(body))
			buf = append(buf, bytes.Repeat([]byte{'\n'}, startLine-1)...)
			lead := len(body) - len(bytes.TrimLeft(body, " \t\r\n"))
			first := startLine + bytes.Count(body[:lead], []byte{'\n'})
			parts = append(parts, Part{Data: append(buf, body...), Line: first})
		}
	}
	for i := 0; i <= len(data); {
		j := bytes.IndexByte(data[i:], '\n')
		end := len(data)
		if j >= 0 {
			end = i + j
		}
		if string(bytes.TrimSpace(data[i:end])) == Separator {
			flush(i)
			start, startLine = end+1, line+1
		}
		if j < 0 {
			break
		}
		i = end + 1
		line++
	}
	if start <= len(data) {
		flush(len(data))
	}
	return parts
}

// empty reports whether body has nothing but blank lines and, when
// comment is not empty, lines that start with it.
func empty(body []byte, comment string) bool {
	for l := range bytes.Lines(body) {
		if t := bytes.TrimSpace(l); len(t) > 0 && (comment == "" || !bytes.HasPrefix(t, []byte(comment))) {
			return false
		}
	}
	return true
}

// Parse reads each puzzle of data, cut at the separators (Split), with
// parse, which gets the part's lines numbered as in the file; when there
// are several, each is renamed (Name) with rename. The first error stops
// it: Parse returns the puzzles before it with the error, so that a run
// answers them before it reports the error (as a Sudoku batch does). Data
// without a puzzle goes to parse whole, for its error.
func Parse[T any](data []byte, name, comment string, parse func(data []byte, name string) (T, error), rename func(T, string)) ([]T, error) {
	parts := Split(data, comment)
	if len(parts) == 0 {
		// Separators and blank lines only: no puzzle, which the parser
		// refuses, saying what it expected. It gets none of the lines:
		// a genre whose empty cell is Janko's '-' would read "---" as a
		// row of three.
		parts = []Part{{Data: []byte{}, Line: 1}}
	}
	out := make([]T, 0, len(parts))
	for k, part := range parts {
		p, err := parse(part.Data, name)
		if err != nil {
			return out, err
		}
		if len(parts) > 1 {
			rename(p, Name(name, parts, k))
		}
		out = append(out, p)
	}
	return out, nil
}

// Name is the name of part k of a file called name, in messages and
// outcomes: name itself when the file holds one puzzle, else name:LINE
// with the line where the puzzle starts (as Sudoku names its lines).
func Name(name string, parts []Part, k int) string {
	if len(parts) == 1 {
		return name
	}
	return name + ":" + strconv.Itoa(parts[k].Line)
}

// Lines returns a part that lists one-line puzzles (game IDs or URLs, one
// per line) as a part per line, when a line that is not blank or a '#'
// comment is one by the test is; ok is false otherwise. The other lines
// are parts too, for the caller's parser to refuse with their line.
func Lines(p Part, is func(line string) bool) (lines []Part, ok bool) {
	// each calls fn with each line that is not blank or a comment, and
	// its number, until fn returns false.
	each := func(fn func(s string, n int) bool) {
		n := 0
		for l := range bytes.Lines(p.Data) {
			n++
			if s := string(bytes.TrimSpace(l)); s != "" && s[0] != '#' && !fn(s, n) {
				return
			}
		}
	}
	// A look for one link first: a grid of millions of lines made a part
	// of each before it was known to be no list.
	each(func(s string, _ int) bool { ok = is(s); return !ok })
	if !ok {
		return nil, false
	}
	each(func(s string, n int) bool {
		lines = append(lines, Part{Data: []byte(s), Line: n, Listed: true})
		return true
	})
	return lines, true
}
