package grid

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/puzzlesat/puzzlesat/internal/clip"
)

// MaxSide is the largest number of rows or columns a typed grid may have,
// to keep a typo from asking for millions of variables.
const MaxSide = 200

// Token is the text of one cell of a typed grid, and where it was read.
type Token struct {
	Text string
	// Where names the input ("file.txt", "<stdin>") and Line and Col the
	// place of the token's first character, from 1.
	Where     string
	Line, Col int
	typed     string // an option line's tokens as typed (Options), for messages
}

// Typed returns the token's text as typed: an option line's (Options)
// with a blank wherever its tokens had blanks between them, which Text
// leaves out so that "max-bridges = 4" reads as "max-bridges=4".
func (t Token) Typed() string {
	if t.typed != "" {
		return t.typed
	}
	return t.Text
}

// Quote returns s in double quotes for a message, as %q does but for a
// backslash, which stays single: Kakuro's 16\ and a mirror \ read as
// typed, while a control character is still escaped.
func Quote(s string) string {
	return strings.ReplaceAll(strconv.Quote(s), `\\`, `\`)
}

// Errorf returns an error at the token: "file:line:col: message".
func (t Token) Errorf(format string, args ...any) error {
	return fmt.Errorf("%s:%d:%d: %s", t.Where, t.Line, t.Col, fmt.Sprintf(format, args...))
}

// Blank reports whether the token stands for an empty cell: ".", "-",
// "_" or "?" would be a genre's choice, so only "." is blank here.
func (t Token) Blank() bool { return t.Text == "." }

// Text is a grid typed as text: a line per row. Cells are separated by
// blanks, or, when no line has a blank between two cells, one character
// each ("..1#" is four cells). Blank lines are skipped; so are lines
// starting with the comment prefix, when the reader is given one.
type Text struct {
	Where string
	Rows  [][]Token
	// Holes, for a genre whose grid may have cells in no room (LITS),
	// makes Labelled read NoRoom as such a cell.
	Holes bool
	// taken names the lines that Options or Frame took off the text
	// this one is the rest of, and took is the first token of the last:
	// a rest without rows is told to end after them, not to be empty.
	taken string
	took  Token
}

// empty returns the error of a grid without rows, expected as want.
func (t *Text) empty(want string) error {
	if t.taken != "" {
		return t.took.Errorf("the input ends after %s: expected %s", t.taken, want)
	}
	return t.Start().Errorf("empty input: expected %s", want)
}

// ReadText reads a typed grid from data; where names it in messages.
// comment, when not empty, starts a line that is skipped. Rows may have
// different lengths (a margin of clues): Cells or Frame checks them.
func ReadText(data []byte, where, comment string) (*Text, error) {
	spaced := false
	type line struct {
		text string
		n    int
	}
	var kept []line
	// Line by line, so that input of millions of lines stops at the
	// first rows too many rather than after splitting it all.
	n := 0
	for l := range bytes.Lines(data) {
		n++
		s := strings.TrimRight(string(l), " \t\r\n")
		t := strings.TrimSpace(s)
		switch {
		case t == "" || comment != "" && strings.HasPrefix(t, comment):
		case NotUTF8(s) > 0:
			return nil, NotText(where, n, NotUTF8(s))
		default:
			spaced = spaced || strings.ContainsAny(t, " \t")
			kept = append(kept, line{s, n})
			if len(kept) > MaxSide+2 {
				return nil, fmt.Errorf("%s:%d:1: more than %d rows", where, n, MaxSide)
			}
		}
	}
	t := &Text{Where: where}
	for _, l := range kept {
		row := tokens(l.text, spaced, where, l.n, MaxSide+3)
		if len(row) > MaxSide+2 {
			return nil, row[MaxSide+2].Errorf("more than %d cells in a row", MaxSide)
		}
		t.Rows = append(t.Rows, row)
	}
	return t, nil
}

// MaxLines is the most lines that are not blank a puzzle's text may have:
// a grid of MaxSide rows drawn with a line between each two, and room for
// comments.
const MaxLines = 10 * MaxSide

// TooManyLines refuses data of more than MaxLines lines that are not
// blank, for a reader that keeps every line before it looks at the grid
// (millions of lines took gigabytes before their first error). Blank
// lines are not counted: a batch's part comes after as many empty lines
// as there are before it in its file (batch.Split), for its line numbers.
func TooManyLines(data []byte, where string) error {
	n, kept := 0, 0
	for l := range bytes.Lines(data) {
		n++
		if len(bytes.TrimSpace(l)) > 0 {
			if kept++; kept > MaxLines {
				return fmt.Errorf("%s:%d:1: more than %d lines: expected a grid of at most %d rows", where, n, MaxLines, MaxSide)
			}
		}
	}
	return nil
}

// tokens splits line number n of where into its cells, with their
// columns: at blanks when spaced, else a character a cell (blanks are
// passed over either way). It stops after max cells: the caller refuses
// a row that long, and a line of millions of cells made a token each.
func tokens(line string, spaced bool, where string, n, max int) []Token {
	var row []Token
	col := 1
	for i := 0; i < len(line) && len(row) < max; {
		r, size := utf8.DecodeRuneInString(line[i:])
		j := i + size
		if r == ' ' || r == '\t' {
			i, col = j, col+1
			continue
		}
		for spaced && j < len(line) && line[j] != ' ' && line[j] != '\t' {
			j++
		}
		row = append(row, Token{Text: line[i:j], Where: where, Line: n, Col: col})
		col += utf8.RuneCountInString(line[i:j])
		i = j
	}
	return row
}

// Start returns a token at the text's first row, for messages about the
// grid as a whole.
func (t *Text) Start() Token {
	if len(t.Rows) > 0 && len(t.Rows[0]) > 0 {
		return t.Rows[0][0]
	}
	return Token{Where: t.Where, Line: 1, Col: 1}
}

// OddRow finds, among rows of widths cells, the first row whose width is
// not the grid's, and says so; k is −1 when they agree. The grid's width
// is the first row's, but when the next two agree against it: then the
// first row is the odd one, not the second. first is the first row's line.
func OddRow(widths []int, first int) (k int, msg string) {
	if len(widths) > 2 && widths[1] != widths[0] && widths[2] == widths[1] {
		return 0, fmt.Sprintf("%s in this row, %d in the rows below", clip.Count(widths[0], "cell"), widths[1])
	}
	for k, w := range widths {
		if w != widths[0] {
			return k, fmt.Sprintf("%s in this row, %d in the first (line %d)", clip.Count(w, "cell"), widths[0], first)
		}
	}
	return -1, ""
}

// Cells returns the shape of a text grid without margins and its cells
// row-major. Every row must have as many cells as the first.
func (t *Text) Cells() (Shape, []Token, error) {
	if err := t.EmptyRow(); err != nil {
		return Shape{}, nil, err
	}
	if len(t.Rows) == 0 {
		return Shape{}, nil, t.empty("a grid, one row a line")
	}
	w := len(t.Rows[0])
	widths := make([]int, len(t.Rows))
	for k, row := range t.Rows {
		widths[k] = len(row)
	}
	if k, msg := OddRow(widths, t.Rows[0][0].Line); k >= 0 {
		return Shape{}, nil, t.Rows[k][0].Errorf("%s", msg)
	}
	var out []Token
	for _, row := range t.Rows {
		out = append(out, row...)
	}
	s := Shape{len(t.Rows), w}
	if s.Rows > MaxSide || s.Cols > MaxSide {
		at := t.Rows[0][min(s.Cols-1, MaxSide)] // the first cell past the limit
		if s.Rows > MaxSide {
			at = t.Rows[MaxSide][0]
		}
		return Shape{}, nil, at.Errorf("a %d×%d grid: expected at most %d rows and columns", s.Rows, s.Cols, MaxSide)
	}
	return s, out, nil
}

// Sides are the clues typed in the margins of a grid, each nil when the
// grid has no such margin: Top and Bottom a token per column, Left and
// Right a token per row.
type Sides struct{ Top, Right, Bottom, Left []Token }

// Line returns the margin tokens of line k, numbered as Shape.Lines does
// (the rows of a grid of rows rows, then its columns): Left and Right of
// a row, Top and Bottom of a column.
func (s Sides) Line(k, rows int) (first, second Token) {
	if k < rows {
		return s.Left[k], s.Right[k]
	}
	return s.Top[k-rows], s.Bottom[k-rows]
}

// Frame returns the shape and cells of a text grid with clues in the
// margins that top, right, bottom and left say it has. A margin row holds
// a clue per column, with or without tokens for the corners (which must
// then be "."); a margin column is the first or last token of each row.
func (t *Text) Frame(top, right, bottom, left bool) (Shape, []Token, Sides, error) {
	var sides Sides
	if err := t.EmptyRow(); err != nil {
		return Shape{}, nil, sides, err
	}
	rows := t.Rows
	var topRow, bottomRow []Token
	if top {
		if len(rows) == 0 {
			return Shape{}, nil, sides, t.empty("a grid with clues above it")
		}
		topRow, rows = rows[0], rows[1:]
	}
	if bottom {
		if len(rows) == 0 {
			return Shape{}, nil, sides, t.Start().Errorf("the grid ends: expected a row of clues below it")
		}
		bottomRow, rows = rows[len(rows)-1], rows[:len(rows)-1]
	}
	extra := 0
	if left {
		extra++
	}
	if right {
		extra++
	}
	body := &Text{Where: t.Where}
	if len(rows) == 0 && len(t.Rows) > 0 {
		body.taken, body.took = "the clues", t.Rows[len(t.Rows)-1][0]
	}
	for _, row := range rows {
		if len(row) < extra+1 {
			return Shape{}, nil, sides, row[0].Errorf("a row of %s: expected its clues and cells", clip.Count(len(row), "cell"))
		}
		if left {
			sides.Left = append(sides.Left, row[0])
			row = row[1:]
		}
		if right {
			sides.Right = append(sides.Right, row[len(row)-1])
			row = row[:len(row)-1]
		}
		body.Rows = append(body.Rows, row)
	}
	s, cells, err := body.Cells()
	if err != nil {
		return s, cells, sides, err
	}
	margin := func(row []Token, where string) ([]Token, error) {
		switch len(row) {
		case s.Cols:
			return row, nil
		case s.Cols + extra:
			var corners []Token
			if left {
				corners, row = append(corners, row[0]), row[1:]
			}
			if right {
				corners, row = append(corners, row[len(row)-1]), row[:len(row)-1]
			}
			for _, c := range corners {
				if !c.Blank() {
					return nil, c.Errorf("%q in a corner: expected . (the clues %s are one a column)", c.Text, where)
				}
			}
			return row, nil
		}
		return nil, row[0].Errorf("%d clues %s: expected %d, one a column", len(row), where, s.Cols)
	}
	if top {
		if sides.Top, err = margin(topRow, "above the grid"); err != nil {
			return s, cells, sides, err
		}
	}
	if bottom {
		if sides.Bottom, err = margin(bottomRow, "below the grid"); err != nil {
			return s, cells, sides, err
		}
	}
	return s, cells, sides, nil
}

// FormatText writes rows of tokens as a typed grid: the tokens of a
// column right-aligned and separated by a blank, a line per row. Rows may
// differ in length (a margin of clues): pad says how many empty columns
// a row starts with.
func FormatText(rows [][]string, pad []int) string {
	width := map[int]int{}
	for r, row := range rows {
		for c, tok := range row {
			k := c
			if pad != nil {
				k += pad[r]
			}
			width[k] = max(width[k], utf8.RuneCountInString(tok))
		}
	}
	var b strings.Builder
	for r, row := range rows {
		start := 0
		if pad != nil {
			start = pad[r]
		}
		var line strings.Builder
		for k := 0; k < start; k++ {
			line.WriteString(strings.Repeat(" ", width[k]+1))
		}
		for c, tok := range row {
			if c > 0 {
				line.WriteByte(' ')
			}
			line.WriteString(strings.Repeat(" ", width[start+c]-utf8.RuneCountInString(tok)))
			line.WriteString(tok)
		}
		b.WriteString(strings.TrimRight(line.String(), " "))
		b.WriteByte('\n')
	}
	return b.String()
}

// ScanError is the error of a bufio.Scanner of buffer size max that
// stopped at line n (from 1) of where: a line too long names its place,
// the limit and what was expected there ("a row of the board"), not the
// scanner's "token too long".
func ScanError(err error, where string, n, max int, what string) error {
	if errors.Is(err, bufio.ErrTooLong) {
		return fmt.Errorf("%s:%d:1: a line of %d bytes or more: expected %s", where, n, max, what)
	}
	return fmt.Errorf("%s: %v", where, err)
}
