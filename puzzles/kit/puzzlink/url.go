// Package puzzlink reads and writes the URLs of puzz.link (pzprjs), the
// web player most pencil puzzles are shared with: the skeleton that every
// genre shares (https://puzz.link/p?GENRE/[v:VARIANT/][FLAG/]COLS/ROWS/BODY)
// and the building blocks their bodies are made of, as pzprjs's
// src/variety-common/Encode.js defines them: runs of empty items written
// as the letters g–z, hexadecimal numbers (readNumber16: 0-9 a-f, -xx,
// +xxx, and . for a number left unknown), single hexadecimal digits whose
// meaning a genre chooses (decode4Cell, decodeDot), and base-32 bit maps.
//
// A genre composes its format from these: Parse checks the skeleton and
// the genre's name, a Reader walks the body and a Writer builds one, and
// errors carry the column of the URL where they were found (Error), so
// that a caller can name file:line:col.
package puzzlink

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/internal/clip"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/scan"
)

// Host is the start of the URLs that Format writes.
const Host = "https://puzz.link/p?"

// MaxSide bounds the columns and rows Parse accepts, far above any real
// puzzle; a genre checks its own, smaller, limit.
const MaxSide = 999

// Error is an error at a column of the URL that was parsed (from 1).
type Error = scan.Error

// URL is the skeleton of a puzz.link URL.
type URL struct {
	Genre   string // the canonical name of the genre (the first name given to Parse)
	Variant string // what followed "v:", or ""
	Flag    string // the pzprjs flag field (such as "f" for slither), or ""
	Cols    int
	Rows    int
	Body    string // the rest, its parts joined with '/' again, without a trailing '/'
	// BodyCol is the column (from 1) of the body's first character in the
	// string parsed; a Reader reports columns from it.
	BodyCol int

	colsCol, rowsCol, flagCol int
}

// ColsCol and RowsCol return the columns (from 1) of the COLS and ROWS
// fields, for a genre's message about the grid's size.
func (u *URL) ColsCol() int { return u.colsCol }

// FlagCol returns the column (from 1) of the variant field ("v:..."), or
// of the flag field when there is no variant: where a genre that reads
// neither says so.
func (u *URL) FlagCol() int { return u.flagCol }

// RowsCol returns the column (from 1) of the ROWS field.
func (u *URL) RowsCol() int { return u.rowsCol }

// Shape returns the grid's shape: Rows by Cols.
func (u *URL) Shape() grid.Shape { return grid.Shape{Rows: u.Rows, Cols: u.Cols} }

// Reader returns a reader over the body.
func (u *URL) Reader() *Reader { return NewReader(u.Body, u.BodyCol) }

// query returns the part of s after the '?' (all of s when it has none),
// without any leading "key=value&" pairs, and its offset in s.
func query(s string) (string, int) {
	q := strings.IndexByte(s, '?') + 1
	rest := s[q:]
	for {
		amp := strings.IndexByte(rest, '&')
		slash := strings.IndexByte(rest, '/')
		eq := strings.IndexByte(rest, '=')
		if amp < 0 || eq < 0 || eq > amp || (slash >= 0 && slash < amp) {
			break
		}
		q += amp + 1
		rest = rest[amp+1:]
	}
	return rest, q
}

// genreOf returns the genre field of a query, without "_edit" or "_play".
func genreOf(q string) string {
	g, _, _ := strings.Cut(q, "/")
	g = strings.TrimSuffix(g, "_edit")
	return strings.TrimSuffix(g, "_play")
}

// Type returns the genre of a puzz.link URL, whichever it is, without
// "_edit" or "_play" ("https://puzz.link/p?kurotto/5/5/..." gives
// "kurotto"), or "" when s is no such URL: a player's page ("/p?" or
// "/p.html?") and a genre of small letters, digits and '_' before a '/'.
// It is for a message about a genre that no reader takes.
func Type(s string) string {
	s = strings.TrimSpace(s)
	page, _, found := strings.Cut(s, "?")
	if !found || !strings.HasSuffix(page, "/p") && !strings.HasSuffix(page, "/p.html") {
		return ""
	}
	q, _ := query(s)
	g := genreOf(q)
	if g == "" || !strings.Contains(q, "/") || strings.Trim(g, "abcdefghijklmnopqrstuvwxyz0123456789_") != "" {
		return ""
	}
	return g
}

// Match reports whether s looks like a puzz.link URL of one of the genre
// names (with or without a host): its query starts with one of them and a
// '/'.
func Match(s string, names ...string) bool {
	s = strings.TrimSpace(s)
	q, _ := query(s)
	if !strings.Contains(q, "/") {
		return false
	}
	g := genreOf(q)
	for _, n := range names {
		if g == n {
			return true
		}
	}
	return false
}

// Parse reads the skeleton of a puzz.link URL of a genre: names are the
// genre's canonical name, then its aliases. The host does not matter;
// "_edit" and "_play" after the name are dropped, a first field "v:..."
// is the variant and a next field that is not a number is the flag, as in
// pzprjs. The body may be empty. Errors are *Error, at a column of s.
func Parse(s string, names ...string) (*URL, error) {
	if len(names) == 0 {
		panic("puzzlink: Parse needs a genre name")
	}
	lead := len(s) - len(strings.TrimLeft(s, " \t"))
	s = strings.TrimRight(s[lead:], " \t\r\n")
	q, qoff := query(s)
	if i := strings.IndexAny(q, "#&"); i >= 0 {
		q = q[:i]
	}
	shape := names[0] + "/COLS/ROWS/BODY"
	col := lead + qoff + 1
	if !Match(s, names...) {
		return nil, scan.Errorf(col, "%q: expected %s", clip.Text(q, 24), shape)
	}
	// The readers read bytes: a character beyond ASCII (which a URL
	// would carry percent-encoded) would be named by its first byte.
	if i, r := clip.Unprintable(q); i >= 0 {
		return nil, scan.Errorf(col+i, "%q: expected a printable ASCII character in a puzz.link URL", r)
	}
	parts := strings.Split(q, "/")
	cols := make([]int, len(parts)+1) // the column of each part, and of the end
	at := col
	for i, p := range parts {
		cols[i] = at
		at += len(p) + 1
	}
	cols[len(parts)] = at - 1
	if parts[len(parts)-1] == "" {
		parts = parts[:len(parts)-1] // pzprjs drops a trailing '/'
	}
	u := &URL{Genre: names[0]}
	i := 1
	if i < len(parts) {
		u.flagCol = cols[i]
	}
	if i < len(parts) && strings.HasPrefix(parts[i], "v:") {
		u.Variant = parts[i][2:]
		i++
	}
	if i < len(parts) && parts[i] != "" && !isNumber(parts[i]) && !strings.ContainsRune("+-0123456789", rune(parts[i][0])) {
		// A flag is letters (pzprjs's "b", "e"); "-3" is a bad size.
		u.Flag = parts[i]
		i++
	}
	var size [2]int
	for j, what := range []string{"columns", "rows"} {
		if i+j >= len(parts) {
			return nil, scan.Errorf(cols[len(parts)], "the URL ends: expected the number of %s (%s)", what, shape)
		}
		v, ok := atoi(parts[i+j])
		if !ok || v < 1 || v > MaxSide {
			return nil, scan.Errorf(cols[i+j], "%q: expected the number of %s, 1 to %d (%s)", clip.Text(parts[i+j], 24), what, MaxSide, shape)
		}
		size[j] = v
	}
	u.Cols, u.Rows = size[0], size[1]
	u.colsCol, u.rowsCol = cols[i], cols[i+1]
	i += 2
	u.BodyCol = cols[len(parts)]
	if i < len(parts) {
		u.BodyCol = cols[i]
		u.Body = strings.Join(parts[i:], "/")
	}
	return u, nil
}

// Format writes a URL on Host: genre/cols/rows/body, and a '/' after a
// body that ends in neither a letter nor a digit ('.', '-'), as pzprjs's
// outputURLData does so that the end survives link shorteners.
func Format(genre string, cols, rows int, body string) string {
	if n := len(body); n > 0 && !isAlnum(body[n-1]) {
		body += "/"
	}
	return fmt.Sprintf("%s%s/%d/%d/%s", Host, genre, cols, rows, body)
}

func isAlnum(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

func isNumber(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

func atoi(s string) (int, bool) {
	if !isNumber(s) || len(s) > 6 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		n = n*10 + int(s[i]-'0')
	}
	return n, true
}
