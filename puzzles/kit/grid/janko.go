package grid

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"
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
	// rowsBy and colsBy are the properties that gave Rows and Cols, as
	// written ("size 5", "cols 6"), for messages.
	rowsBy, colsBy string
}

// JankoLayout is how a block's problem grid stands to the block's size:
// what each of Janko's puzzles writes (his Gokigen on the cells' corners,
// his Futoshiki with the signs between the cells).
type JankoLayout int

const (
	// JankoCells is a token a cell: Rows rows of Cols tokens.
	JankoCells JankoLayout = iota
	// JankoBetween is the cells with signs between them, and rows of
	// signs between their rows: 2·Rows−1 rows of 2·Cols−1 tokens.
	JankoBetween
	// JankoCorners is a token a corner of the cells: Rows+1 rows of
	// Cols+1 tokens.
	JankoCorners
	// JankoAny is a reader that knows not the puzzle: each grid's layout
	// is told by its first row's length, one of the three above.
	JankoAny
)

// shape returns the rows and columns of a grid of the layout.
func (l JankoLayout) shape(rows, cols int) (int, int) {
	switch l {
	case JankoBetween:
		return 2*rows - 1, 2*cols - 1
	case JankoCorners:
		return rows + 1, cols + 1
	}
	return rows, cols
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

// JankoFirst reports whether the first line of data (blank lines passed
// over) begins a Janko block: "[setup]" there is no JSON array.
func JankoFirst(data []byte) bool {
	first, _, _ := bytes.Cut(bytes.TrimSpace(data), []byte{'\n'})
	return isJankoStart(string(first))
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
// rest of a saved page) is passed over. where names data in messages. It
// knows not the puzzle: a grid's first row tells its layout (JankoAny).
// A genre's reader knows it, and calls ReadJankoAs.
func ReadJanko(data []byte, where string) ([]*Janko, error) {
	return ReadJankoAs(data, where, JankoAny)
}

// ReadJankoAs reads the Janko blocks of data as ReadJanko does, each
// block's problem grid in the layout problem and its other grids
// (solution, areas, labels) a token a cell, all of the size that the
// block states; a grid of another shape is refused. JankoAny reads every
// grid as ReadJanko does. With an error, it returns the blocks ended
// before it, which a batch answers first.
func ReadJankoAs(data []byte, where string, problem JankoLayout) ([]*Janko, error) {
	if err := CheckText(data, where); err != nil {
		return nil, err
	}
	out, err := readJankoBlocks(data, where, problem)
	if err == nil && len(out) == 0 {
		err = fmt.Errorf("%s:1:1: no Janko block (begin ... end)", where)
	}
	return out, err
}

// readJankoBlocks is ReadJankoAs without its checks of the whole.
func readJankoBlocks(data []byte, where string, problem JankoLayout) ([]*Janko, error) {
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
			return out, at.Errorf("%q inside the block begun on line %d: expected its end line first", strings.TrimSpace(line), j.Begin.Line)
		case key == "end":
			out, j = append(out, j), nil
		case slices.Contains(jankoGrids, key) && value == "":
			if j.Rows == 0 {
				return out, at.Errorf("%s before the grid's size (size, or rows and cols)", key)
			}
			layout := problem
			if key != "problem" && layout != JankoAny {
				layout = JankoCells
			}
			g, err := j.readGrid(lines, n+1, where, layout)
			if err != nil {
				return out, err
			}
			if old, ok := j.Grids[key]; ok && !sameTexts(old, g) {
				// The same grid twice is taken (janko.at's Hakyuu 109 and
				// Yajilin 203 and 230 give their solution twice).
				return out, at.Errorf("a second %s, not the same as the first", key)
			}
			j.Grids[key] = g
			n += len(g)
			if n+1 < len(lines) && isGridRow(lines[n+1], g) {
				// Rows beyond the size were read as properties, and the
				// puzzle cut short without a word.
				return out, Token{Where: where, Line: n + 2, Col: 1}.Errorf("a row of %s beyond its %d rows: expected the rows that %s gives", key, len(g), j.rowsBy)
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
				return out, err
			}
		}
	}
	if j != nil {
		return out, j.Begin.Errorf("a Janko block without its end line")
	}
	return out, nil
}

// isGridRow reports whether a line after grid g is another row of it: as
// many tokens as its columns, the first not a property's name. A name is a
// word of three letters or more (puzzle, size, end, moves...) that is not
// one of the grid's own tokens; a word of two letters is a token (an
// arrow of Signpost's: nw, se).
func isGridRow(line string, g [][]Token) bool {
	cols := len(g[0])
	row := tokens(strings.TrimRight(line, "\r"), true, "", 0, cols+1)
	if len(row) != cols {
		return false
	}
	first := row[0].Text
	if len(first) > 2 && first[0] == '[' && strings.HasSuffix(first, "]") {
		return false // a section in brackets
	}
	word := len(first) >= 3
	for _, c := range first {
		word = word && (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z')
	}
	if !word {
		return true
	}
	for _, r := range g {
		for _, t := range r {
			if t.Text == first {
				return true
			}
		}
	}
	return false
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
	by := key + " " + strconv.Itoa(v)
	switch key {
	case "size":
		j.Rows, j.Cols, j.rowsBy, j.colsBy = v, v, by, by
	case "rows":
		j.Rows, j.rowsBy = v, by
	case "cols":
		j.Cols, j.colsBy = v, by
	}
	return nil
}

// readGrid reads the grid on the lines from lines[first], in the layout:
// Rows lines of Cols tokens (JankoCells); 2·Rows−1 lines of 2·Cols−1, the
// cells with the signs between them (JankoBetween, Janko's Futoshiki);
// Rows+1 lines of Cols+1, the cells' corners (JankoCorners, his Gokigen);
// or, for JankoAny, the one of the three that its first line's length
// tells.
func (j *Janko) readGrid(lines []string, first int, where string, layout JankoLayout) ([][]Token, error) {
	if j.Cols == 0 {
		return nil, Token{Where: where, Line: first, Col: 1}.Errorf("a grid without its number of columns (cols)")
	}
	rows, cols := layout.shape(j.Rows, j.Cols)
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
			return nil, at.Errorf("%q after %d rows: expected %d rows, as %s says", key, r, rows, j.rowsBy)
		}
		if r == 0 && layout == JankoAny {
			layout = JankoCells
			switch {
			case j.Cols > 1 && len(row) == 2*j.Cols-1:
				layout = JankoBetween
			case len(row) == j.Cols+1:
				layout = JankoCorners
			}
			rows, cols = layout.shape(j.Rows, j.Cols)
		}
		if len(row) != cols {
			what := "cells"
			if layout != JankoCells {
				what = "tokens"
			}
			return nil, at.Errorf("%s %s: expected %d, %s", cellCount(len(row), jankoRowMax), what, cols, j.columns(layout))
		}
		g = append(g, row)
	}
	return g, nil
}

// columns says what a row of a grid of the layout holds, for messages:
// "the columns that size 5 gives".
func (j *Janko) columns(layout JankoLayout) string {
	switch layout {
	case JankoBetween:
		return fmt.Sprintf("the %d columns that %s gives, with a sign or . between each two", j.Cols, j.colsBy)
	case JankoCorners:
		return fmt.Sprintf("the corners of the %d columns that %s gives", j.Cols, j.colsBy)
	}
	return "the columns that " + j.colsBy + " gives"
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
