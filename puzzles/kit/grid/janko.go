package grid

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Janko is a puzzle in Otto Janko's data format: the block that each
// puzzle page of janko.at holds in a script element of type
// application/x-janko. A property a line ("puzzle nurikabe", "size 10"
// or "rows 10" and "cols 12"), and the grids on the lines after their
// name, a token a cell:
//
//	begin
//	puzzle nurikabe
//	size 5
//	problem
//	- 5 - - -
//	...
//	solution
//	...
//	moves
//	Z1;L0;gf,0;...
//	end
//
// Sections may also be written in brackets ("[problem]", "[end]", a
// block starting with "[setup]").
type Janko struct {
	Begin Token            // the block's first line, for messages
	Props map[string]Token // the one-line properties, by name
	// Grids are the block's grids by name (problem, solution, areas,
	// labels),
	// each Rows rows of Cols tokens, or 2·Rows−1 of 2·Cols−1 where signs
	// stand between the cells, or Rows+1 of Cols+1 for the cells' corners.
	Grids      map[string][][]Token
	Rows, Cols int
}

// jankoGrids are the properties whose value is a grid.
var jankoGrids = []string{"problem", "solution", "areas", "labels"}

// jankoLine splits a line of a block into its property's name and value,
// with the value's column; a section in brackets is a name alone.
func jankoLine(line string) (key, value string, col int) {
	fields := tokens(line, true, "", 0, 2)
	switch {
	case len(fields) == 0:
		return "", "", 0
	case len(fields) == 1 && len(fields[0].Text) > 2 && fields[0].Text[0] == '[' && strings.HasSuffix(fields[0].Text, "]"):
		return fields[0].Text[1 : len(fields[0].Text)-1], "", 0
	case len(fields) == 1:
		return fields[0].Text, "", 0
	}
	start := len(line) - len(strings.TrimLeft(line, " \t"))
	rest := line[start+len(fields[0].Text):]
	return fields[0].Text, strings.TrimSpace(rest), fields[1].Col
}

// isJankoStart reports whether a line starts a block.
func isJankoStart(line string) bool {
	t := strings.TrimSpace(line)
	return t == "begin" || t == "[setup]"
}

// IsJanko reports whether data holds a Janko block: a line "begin" or
// "[setup]".
func IsJanko(data []byte) bool {
	for l := range bytes.Lines(data) {
		if isJankoStart(string(bytes.TrimSuffix(l, []byte{'\n'}))) {
			return true
		}
	}
	return false
}

// ReadJanko reads the Janko blocks of data; what stands outside them (the
// rest of a saved page) is passed over. where names data in messages.
func ReadJanko(data []byte, where string) ([]*Janko, error) {
	if !utf8.Valid(data) {
		return nil, fmt.Errorf("%s:1:1: not text (UTF-8)", where)
	}
	lines := strings.Split(string(data), "\n")
	var out []*Janko
	var j *Janko
	for n := 0; n < len(lines); n++ {
		line := strings.TrimRight(lines[n], "\r")
		at := Token{Where: where, Line: n + 1, Col: 1}
		if j == nil {
			if isJankoStart(line) {
				j = &Janko{Begin: at, Props: map[string]Token{}, Grids: map[string][][]Token{}}
			}
			continue
		}
		key, value, col := jankoLine(line)
		switch {
		case key == "":
		case isJankoStart(line):
			// A block inside a block: the first one's end is missing,
			// or the block was pasted twice.
			return nil, at.Errorf("%q inside the block begun on line %d: expected its end line first", strings.TrimSpace(line), j.Begin.Line)
		case key == "end":
			out, j = append(out, j), nil
		case slices.Contains(jankoGrids, key) && value == "":
			if j.Rows == 0 {
				return nil, at.Errorf("%s before the grid's size (size, or rows and cols)", key)
			}
			g, err := j.readGrid(lines, n+1, where)
			if err != nil {
				return nil, err
			}
			if old, ok := j.Grids[key]; ok && !sameTexts(old, g) {
				// The same grid twice is taken (janko.at's Hakyuu 109 and
				// Yajilin 203 and 230 give their solution twice).
				return nil, at.Errorf("a second %s, not the same as the first", key)
			}
			j.Grids[key] = g
			n += len(g)
			if n+1 < len(lines) && isGridRow(lines[n+1], len(g[0])) {
				// Rows beyond the size were read as properties, and the
				// puzzle cut short without a word.
				return nil, Token{Where: where, Line: n + 2, Col: 1}.Errorf("a row of %s beyond its %d rows: expected the rows the size gives (size, or rows)", key, len(g))
			}
		case value == "":
			// A property of several lines (the moves of the page's
			// player): its lines hold semicolons.
			for n+1 < len(lines) && strings.Contains(lines[n+1], ";") {
				n++
			}
		default:
			j.Props[key] = Token{Text: value, Where: where, Line: n + 1, Col: col}
			if err := j.size(key, value, j.Props[key]); err != nil {
				return nil, err
			}
		}
	}
	if j != nil {
		return nil, j.Begin.Errorf("a Janko block without its end line")
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s:1:1: no Janko block (begin ... end)", where)
	}
	return out, nil
}

// isGridRow reports whether a line after a grid is another row of it: as
// many tokens as its columns, the first not a property's name (a word of
// two letters or more).
func isGridRow(line string, cols int) bool {
	row := tokens(strings.TrimRight(line, "\r"), true, "", 0, cols+1)
	if len(row) != cols {
		return false
	}
	word := len(row[0].Text) >= 2
	for _, c := range row[0].Text {
		word = word && (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z')
	}
	return !word
}

// size reads the properties that give the grid's size.
func (j *Janko) size(key, value string, at Token) error {
	if key != "size" && key != "rows" && key != "cols" {
		return nil
	}
	v, err := strconv.Atoi(value)
	if err != nil || v < 1 || v > MaxSide {
		return at.Errorf("%s %q: expected 1 to %d", key, value, MaxSide)
	}
	if len(j.Grids) > 0 {
		return at.Errorf("%s after a grid", key)
	}
	switch key {
	case "size":
		j.Rows, j.Cols = v, v
	case "rows":
		j.Rows = v
	case "cols":
		j.Cols = v
	}
	return nil
}

// readGrid reads the grid on the lines from lines[first]: Rows lines of
// Cols tokens; or, when its first line has 2·Cols−1 tokens, 2·Rows−1 lines
// of them, the cells with the signs between them (Janko's Futoshiki); or,
// when it has Cols+1, Rows+1 lines of the cells' corners (his Gokigen).
func (j *Janko) readGrid(lines []string, first int, where string) ([][]Token, error) {
	if j.Cols == 0 {
		return nil, Token{Where: where, Line: first, Col: 1}.Errorf("a grid without its number of columns (cols)")
	}
	rows, cols := j.Rows, j.Cols
	var g [][]Token
	for r := 0; r < rows; r++ {
		at := Token{Where: where, Line: first + r + 1, Col: 1}
		if first+r >= len(lines) || first+r == len(lines)-1 && strings.TrimSpace(lines[first+r]) == "" {
			return nil, at.Errorf("the end of the input: expected row %d of %d", r+1, rows)
		}
		line := strings.TrimRight(lines[first+r], "\r")
		row := tokens(line, true, where, at.Line, jankoRowMax)
		if key, _, _ := jankoLine(line); r > 0 && (key == "end" || slices.Contains(jankoGrids, key)) {
			// The size says more rows than the grid has: the next
			// section was read as a row ("1 cells: expected 10").
			return nil, at.Errorf("%q after %d rows: expected %d rows, as the size says (size, or rows)", key, r, rows)
		}
		switch {
		case r > 0:
		case j.Cols > 1 && len(row) == 2*j.Cols-1:
			rows, cols = 2*j.Rows-1, 2*j.Cols-1
		case len(row) == j.Cols+1:
			rows, cols = j.Rows+1, j.Cols+1
		}
		if len(row) != cols {
			return nil, at.Errorf("%s cells: expected %d, the columns of the grid", cellCount(len(row), jankoRowMax), cols)
		}
		g = append(g, row)
	}
	return g, nil
}

// sameTexts reports whether two grids hold the same tokens.
func sameTexts(a, b [][]Token) bool {
	return slices.EqualFunc(a, b, func(x, y []Token) bool {
		return slices.EqualFunc(x, y, func(u, v Token) bool { return u.Text == v.Text })
	})
}

// jankoRowMax is the most tokens of a grid's row that are read: more than
// any grid's row (a row of sides between cells too), not a line's
// millions (cellCount says "more than").
const jankoRowMax = 2*MaxSide + 3

// cellCount says how many cells a row of n tokens has, read up to max:
// "more than" max-1 when it was cut there.
func cellCount(n, max int) string {
	if n >= max {
		return fmt.Sprintf("more than %d", max-1)
	}
	return strconv.Itoa(n)
}
