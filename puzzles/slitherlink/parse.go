package slitherlink

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/internal/linklist"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/puzzlink"
)

// MaxInput is the largest input read, in bytes.
const MaxInput = 16 << 20

// Parse reads one or more puzzles and tells the format by the content: a
// JSON object (ParseJSON); lines of puzz.link URLs or Loopy game IDs, one
// puzzle a line (ParseList); or text grids (ParseText), several separated
// by "---" lines (as generate writes a batch; a row of three cells
// without clues is then typed ". . ." rather than "---"), each named
// name:LINE. name is used in error messages, which give the line and
// column, numbered as in the whole input.
func Parse(r io.Reader, name string) ([]*Puzzle, error) {
	text := func(data []byte, name string) (*Puzzle, error) { return ParseText(bytes.NewReader(data), name) }
	return links.ReadAll(r, name, MaxInput, ParseJSON, text)
}

// IsLink reports whether s is a puzz.link Slitherlink URL or a Loopy
// game ID.
func IsLink(s string) bool { return IsURL(s) || IsTatham(s) }

// ParseLink reads a puzz.link URL or a Loopy game ID. Errors give the
// column (from 1) of the offending part of s.
func ParseLink(s string) (*Puzzle, error) {
	if IsURL(s) || !IsTatham(s) && strings.Contains(s, "?") {
		return ParseURL(s)
	}
	return ParseTatham(s)
}

// links are the genre's links, for lists (ParseList).
var links = linklist.Format[*Puzzle]{
	Is:       IsLink,
	Parse:    ParseLink,
	Name:     func(p *Puzzle) string { return p.Name },
	SetName:  func(p *Puzzle, name string) { p.Name = name },
	Expected: "a puzz.link URL such as " + puzzlink.Host + "slither/5/5/cbcbcddad or a Loopy game ID such as 4x4t0:1b0d1a21a23a",
	Plural:   "puzz.link URLs or Loopy game IDs",
}

// ParseList reads puzzles one per line, each a puzz.link URL or a Loopy
// game ID. Blank lines and lines starting with '#' are skipped, and so is
// a first line with a tab that holds no puzzle (a table's header). A line
// may start with a name and a tab, which names the puzzle.
func ParseList(text, name string) ([]*Puzzle, error) { return links.List(text, name) }

// drawing are the characters of the lines of dots that Text draws.
const drawing = DotMark + "─│┌┐└┘├┤┬┴┼╵╷╴╶"

// ParseText reads a grid as a person types it: a line per row, a
// character per cell, a digit 0 to 4 for a clue and '.' (or '-' or '?')
// for none. Spaces between the cells are allowed and ignored, '#' starts
// a comment to the end of the line, and blank lines are skipped:
//
//	# janko.at Slitherlink 0001
//	1 . . 0
//	. . . .
//	1 . 2 1
//	. 2 3 .
//
// It also reads back the drawing that Text writes (a line of dots, a line
// of cells, and so on; the loop drawn in it is ignored), and the partly
// solved board of ForcedText (its crosses ignored too): a first line that
// holds a dot '·' or a box-drawing character says so.
func ParseText(r io.Reader, name string) (*Puzzle, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxInput+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	if len(data) > MaxInput {
		return nil, fmt.Errorf("%s: more than %d bytes: expected one puzzle", name, MaxInput)
	}
	lines := strings.Split(strings.TrimSuffix(strings.ReplaceAll(string(data), "\r\n", "\n"), "\n"), "\n")
	for i, s := range lines {
		if strings.HasPrefix(strings.TrimSpace(s), "#") {
			continue
		}
		if strings.ContainsAny(s, drawing) {
			return parseDrawing(lines, i, name)
		}
		if strings.TrimSpace(s) != "" {
			break
		}
	}
	type row struct {
		num   int
		cells []int // the clues
		cols  []int // the column (from 1) of each cell
		end   int   // the column after the last character
	}
	var rows []row
	last := 0
	for i, s := range lines {
		if s != "" || i < len(lines)-1 {
			last = i + 1
		}
		if j := strings.IndexByte(s, '#'); j >= 0 {
			s = s[:j]
		}
		rw := row{num: i + 1}
		for j, ch := range []rune(s) {
			rw.end = j + 2
			switch {
			case ch == ' ' || ch == '\t' || ch == '\r' || ch == '\v' || ch == '\f':
				continue
			case ch >= '0' && ch <= '4':
				rw.cells = append(rw.cells, int(ch-'0'))
			case ch == '.' || ch == '-' || ch == '?':
				rw.cells = append(rw.cells, None)
			default:
				return nil, fmt.Errorf("%s:%d:%d: unexpected %q: expected a clue 0 to 4, or '.' for a cell without one", name, i+1, j+1, ch)
			}
			rw.cols = append(rw.cols, j+1)
		}
		if len(rw.cells) > 0 {
			rows = append(rows, rw)
		}
	}
	if len(rows) == 0 {
		return nil, fmt.Errorf("%s:%d:1: no grid: expected a line per row, a clue 0 to 4 or '.' per cell", name, last+1)
	}
	cols := len(rows[0].cells)
	p, err := Empty(len(rows), cols)
	if err != nil {
		return nil, fmt.Errorf("%s:%d:1: %v", name, rows[min(len(rows)-1, MaxSide)].num, err)
	}
	for r, rw := range rows {
		if len(rw.cells) != cols {
			col := rw.end
			if len(rw.cells) > cols {
				col = rw.cols[cols]
			}
			return nil, fmt.Errorf("%s:%d:%d: a row of %d cells: expected %d, as in the first row", name, rw.num, col, len(rw.cells), cols)
		}
		copy(p.Clue[r*cols:], rw.cells)
	}
	return p, nil
}

// parseDrawing reads the drawing Text writes, from line first on: lines
// of dots (a mark every four characters) and lines of cells (a clue in
// the middle of each cell's three characters) in turn.
func parseDrawing(lines []string, first int, name string) (*Puzzle, error) {
	end := len(lines)
	for end > first && strings.TrimSpace(lines[end-1]) == "" {
		end--
	}
	body := lines[first:end]
	if len(body)%2 == 0 {
		return nil, fmt.Errorf("%s:%d:1: %d lines in the drawing: expected lines of dots and of cells in turn, dots first and last", name, end+1, len(body))
	}
	top := []rune(strings.TrimRight(body[0], " \t\r"))
	if len(top) < 5 || len(top)%4 != 1 {
		return nil, fmt.Errorf("%s:%d:%d: a line of %d characters: expected a dot, then three characters and a dot per column", name, first+1, len(top)+1, len(top))
	}
	p, err := Empty(len(body)/2, len(top)/4)
	if err != nil {
		return nil, fmt.Errorf("%s:%d:1: %v", name, first+1, err)
	}
	for i, s := range body {
		num := first + i + 1
		rs := []rune(strings.TrimRight(s, " \t\r"))
		if len(rs) > 4*p.Cols+1 {
			return nil, fmt.Errorf("%s:%d:%d: a line of %d characters: expected %d at most, as the first", name, num, 4*p.Cols+2, len(rs), 4*p.Cols+1)
		}
		at := func(j int) rune {
			if j < len(rs) {
				return rs[j]
			}
			return ' '
		}
		for j := 0; j <= 4*p.Cols; j++ {
			ch := at(j)
			switch {
			case i%2 == 0 && j%4 == 0:
				if ch == ' ' || !strings.ContainsRune(drawing, ch) {
					return nil, fmt.Errorf("%s:%d:%d: unexpected %q: expected a dot %s or a corner of the loop", name, num, j+1, ch, DotMark)
				}
			case i%2 == 0:
				if ch != ' ' && ch != '─' && (j%4 != 2 || string(ch) != CrossMark) {
					return nil, fmt.Errorf("%s:%d:%d: unexpected %q between two dots: expected ─, %s or a space", name, num, j+1, ch, CrossMark)
				}
			case j%4 == 0:
				if ch != ' ' && ch != '│' && string(ch) != CrossMark {
					return nil, fmt.Errorf("%s:%d:%d: unexpected %q between two cells: expected │, %s or a space", name, num, j+1, ch, CrossMark)
				}
			case j%4 == 2:
				switch {
				case ch >= '0' && ch <= '4':
					p.Clue[i/2*p.Cols+j/4] = int(ch - '0')
				case ch != ' ' && ch != '.':
					return nil, fmt.Errorf("%s:%d:%d: unexpected %q in a cell: expected a clue 0 to 4, or a space", name, num, j+1, ch)
				}
			default:
				if ch != ' ' {
					return nil, fmt.Errorf("%s:%d:%d: unexpected %q: expected a space beside a cell's clue", name, num, j+1, ch)
				}
			}
		}
	}
	return p, nil
}

// clip shortens s for a message.
func clip(s string) string {
	if r := []rune(s); len(r) > 20 {
		return string(r[:20]) + "…"
	}
	return s
}
