package slitherlink

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/internal/clip"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
)

// drawing's characters: a dot off the loop, the loop's lines and corners.
const drawn = "·─│┌┐└┘├┤┬┴┼╵╷╴╶"

// parseText reads a grid as a person types it: a line per row, a
// character per cell, a digit 0 to 4 for a clue and '.' (or '-' or '?')
// for none; blanks between the cells are ignored, '#' starts a comment to
// the end of the line, and blank lines are skipped. It also reads back
// the drawing of an answer (drawing: the loop and the crosses in it are
// ignored): a first line that holds a dot '·' or a box-drawing character
// says so.
func parseText(data []byte, name string) (*Puzzle, error) {
	if err := grid.TooManyLines(data, name); err != nil {
		return nil, err
	}
	lines := strings.Split(strings.TrimSuffix(strings.ReplaceAll(string(data), "\r\n", "\n"), "\n"), "\n")
	for i, s := range lines {
		if strings.HasPrefix(strings.TrimSpace(s), "#") {
			continue
		}
		if strings.ContainsAny(s, drawn) {
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
		// A carriage return ends a line only before its newline: alone,
		// it ran five rows into one of 25 cells.
		j := -1 // the character's index in the line
		for _, ch := range strings.TrimSuffix(s, "\r") {
			j++
			rw.end = j + 2
			switch {
			case ch == ' ' || ch == '\t' || ch == '\v' || ch == '\f':
				continue
			case ch >= '0' && ch <= '4':
				rw.cells = append(rw.cells, int(ch-'0'))
			case ch == '.' || ch == '-' || ch == '?':
				rw.cells = append(rw.cells, None)
			default:
				return nil, fmt.Errorf("%s:%d:%d: unexpected %q: expected a clue 0 to 4, or '.' for a cell without one", name, i+1, j+1, ch)
			}
			if rw.cols = append(rw.cols, j+1); len(rw.cells) > grid.MaxSide {
				return nil, fmt.Errorf("%s:%d:%d: more than %d cells in a row", name, i+1, j+1, grid.MaxSide)
			}
		}
		if len(rw.cells) > 0 {
			rows = append(rows, rw)
		}
		if len(rows) > grid.MaxSide {
			return nil, fmt.Errorf("%s:%d:1: more than %d rows", name, i+1, grid.MaxSide)
		}
	}
	if len(rows) == 0 {
		return nil, fmt.Errorf("%s:%d:1: no grid: expected a line per row, a clue 0 to 4 or '.' per cell", name, last+1)
	}
	cols := len(rows[0].cells)
	p, err := Empty(len(rows), cols)
	if err != nil {
		return nil, fmt.Errorf("%s:%d:1: %v", name, rows[min(len(rows)-1, 200)].num, err)
	}
	for r, rw := range rows {
		if len(rw.cells) != cols {
			col := rw.end
			if len(rw.cells) > cols {
				col = rw.cols[cols]
			}
			return nil, fmt.Errorf("%s:%d:%d: a row of %s: expected %d, as in the first row", name, rw.num, col, clip.Count(len(rw.cells), "cell"), cols)
		}
		copy(p.Clue[r*cols:], rw.cells)
	}
	return p, nil
}

// parseDrawing reads the drawing of an answer from line first on: lines
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
		for j := 0; j <= 4*p.Cols; j++ {
			ch := ' '
			if j < len(rs) {
				ch = rs[j]
			}
			switch {
			case i%2 == 0 && j%4 == 0:
				if ch == ' ' || !strings.ContainsRune(drawn, ch) {
					return nil, fmt.Errorf("%s:%d:%d: unexpected %q: expected a dot · or a corner of the loop", name, num, j+1, ch)
				}
			case i%2 == 0:
				if ch != ' ' && ch != '─' && (j%4 != 2 || ch != '×') {
					return nil, fmt.Errorf("%s:%d:%d: unexpected %q between two dots: expected ─, × or a space", name, num, j+1, ch)
				}
			case j%4 == 0:
				if ch != ' ' && ch != '│' && ch != '×' {
					return nil, fmt.Errorf("%s:%d:%d: unexpected %q between two cells: expected │, × or a space", name, num, j+1, ch)
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

// writeText writes the typed grid: a clue or '.' per cell.
func writeText(p *Puzzle) string {
	rows := make([][]string, p.Rows)
	for i, k := range p.Clue {
		tok := "."
		if k != None {
			tok = string(rune('0' + k))
		}
		rows[i/p.Cols] = append(rows[i/p.Cols], tok)
	}
	return grid.FormatText(rows, nil)
}
