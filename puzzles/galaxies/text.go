package galaxies

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
)

// marks are the characters that mark a centre in the text grid.
const marks = "oO*●○"

// parseText reads the text grid: the grid drawn with its points doubled,
// 2·rows+1 lines of 2·cols+1 characters, where the centre of cell (r, c)
// is line 2r+1, column 2c+1 (both from 0), the characters between two
// cells are the side between them, those between four cells their common
// dot, and the first and last lines and columns the frame. A centre is
// marked o, O, * (or ● or ○) at its point; every other point holds a
// space, '.', '+', '-', '|', '_', '=', ':' or a box-drawing character,
// and a cell's point may also hold a letter (a region's name, as Tatham's
// text form writes W and B). A grid drawn with box-drawing characters in
// its first line is read as the answer draws one (drawing), each cell
// three characters wide (4·cols+1 characters a line), so that an answer
// reads back as its puzzle.
//
// The first line of the grid, its top frame, gives the width; lines may
// stop short of it (trailing spaces are often lost). Lines starting with
// '#' are comments, blank lines before and after the grid are skipped,
// the indentation that all its lines share is passed over, and colour
// escape sequences are ignored.
func parseText(data []byte, name string) (*Puzzle, error) {
	if err := grid.TooManyLines(data, name); err != nil {
		return nil, err
	}
	type line struct {
		num   int
		runes []rune
	}
	var lines []line
	text := stripEscapes(strings.ReplaceAll(string(data), "\r\n", "\n"))
	last := 0 // the number of the last line
	for i, s := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		if text != "" {
			last = i + 1
		}
		if strings.HasPrefix(strings.TrimLeft(s, " "), "#") {
			continue
		}
		lines = append(lines, line{i + 1, []rune(strings.TrimRight(s, " \t\r"))})
	}
	for len(lines) > 0 && len(lines[0].runes) == 0 {
		lines = lines[1:]
	}
	for len(lines) > 0 && len(lines[len(lines)-1].runes) == 0 {
		lines = lines[:len(lines)-1]
	}
	// An indented grid (copied from a page that indents its examples) is
	// read without the indentation all its lines share: the first line's
	// spaces were taken for the frame, and a 4-space indent read the
	// README's 5×5 as a 5×3 (a tester's find).
	indent := -1
	for _, l := range lines {
		if n := len(l.runes) - len(strings.TrimLeft(string(l.runes), " ")); len(l.runes) > 0 && (indent < 0 || n < indent) {
			indent = n
		}
	}
	for i := range lines {
		lines[i].runes = lines[i].runes[min(max(indent, 0), len(lines[i].runes)):]
	}
	const expected = "the grid with doubled points, 2·rows+1 lines of 2·cols+1 characters, a centre marked o or * (see the package documentation)"
	if len(lines) == 0 {
		return nil, fmt.Errorf("%s:%d:1: no grid: expected %s", name, last+1, expected)
	}
	h := len(lines)
	if h < 3 || h%2 == 0 || (h-1)/2 > MaxSide {
		return nil, fmt.Errorf("%s:%d:1: %d lines: expected an odd number from 3 to %d (2·rows+1, the frame included), %s", name, lines[0].num, h, 2*MaxSide+1, expected)
	}
	top := lines[0].runes
	wide := false
	for _, ch := range top {
		if isBox(ch) {
			wide = true
		}
	}
	w := len(top)
	step := 2 // characters from one point to the next
	if wide {
		step = 4
	}
	if w < step+1 || (w-1)%step != 0 || (w-1)/step > MaxSide {
		what := "an odd number from 3 (2·cols+1)"
		if wide {
			what = "4·cols+1, as Text draws a grid with box-drawing characters"
		}
		return nil, fmt.Errorf("%s:%d:%d: a first line of %d characters: expected %s, the frame included, %d columns at most", name, lines[0].num, w+1, w, what, MaxSide)
	}
	rows, cols := (h-1)/2, (w-1)/step
	var centres []Point
	for y, l := range lines {
		if len(l.runes) > w {
			return nil, fmt.Errorf("%s:%d:%d: a line of %d characters: expected %d at most, as the first line (the top frame)", name, l.num, w+1, len(l.runes), w)
		}
		for j, ch := range l.runes {
			onPoint := wide && j%2 == 0 || !wide
			x := j
			if wide {
				x = j / 2
			}
			if strings.ContainsRune(marks, ch) {
				if !onPoint {
					return nil, fmt.Errorf("%s:%d:%d: centre mark %q between two points: in a grid drawn with box-drawing characters, marks stand in the middle of a cell's three characters or on a border", name, l.num, j+1, ch)
				}
				if y == 0 || y == h-1 || x == 0 || x == 2*cols {
					return nil, fmt.Errorf("%s:%d:%d: centre mark %q on the frame: expected centres inside the grid", name, l.num, j+1, ch)
				}
				centres = append(centres, Point{y, x})
				continue
			}
			ok := ch == ' ' || strings.ContainsRune(".+-|_=:", ch) || isBox(ch)
			if !ok && onPoint && y%2 == 1 && x%2 == 1 {
				ok = ch >= 'A' && ch <= 'Z' || ch >= 'a' && ch <= 'z'
			}
			if !ok {
				return nil, fmt.Errorf("%s:%d:%d: unexpected %q: expected a centre mark (o or *), or a space, '.', '+', '-' or '|' where there is none", name, l.num, j+1, ch)
			}
		}
	}
	p, err := New(rows, cols, centres)
	if err != nil {
		return nil, fmt.Errorf("%s:%d:1: %v", name, lines[0].num, err)
	}
	return p, nil
}

// isBox reports whether ch is a box-drawing character.
func isBox(ch rune) bool { return ch >= 0x2500 && ch <= 0x257F }

// stripEscapes removes ANSI escape sequences (ESC [ ... letter), the
// colours Text may paint.
func stripEscapes(s string) string {
	if !strings.Contains(s, "\x1b[") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == 0x1b && i+1 < len(s) && s[i+1] == '[' {
			j := i + 2
			for j < len(s) && (s[j] >= '0' && s[j] <= '9' || s[j] == ';') {
				j++
			}
			if j < len(s) && (s[j] >= 'a' && s[j] <= 'z' || s[j] >= 'A' && s[j] <= 'Z') {
				i = j
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// writeText writes the text grid in its plain form: '+' at the dots, '.'
// at the cells, an o at each centre, the frame drawn with '-' and '|'.
func writeText(p *Puzzle) string {
	centre := map[Point]bool{}
	for _, pt := range p.Centres {
		centre[pt] = true
	}
	var b strings.Builder
	for y := 0; y <= 2*p.Rows; y++ {
		for x := 0; x <= 2*p.Cols; x++ {
			frame := y == 0 || y == 2*p.Rows || x == 0 || x == 2*p.Cols
			switch {
			case centre[Point{y, x}]:
				b.WriteByte('o')
			case y%2 == 0 && x%2 == 0:
				b.WriteByte('+')
			case frame && y%2 == 0:
				b.WriteByte('-')
			case frame:
				b.WriteByte('|')
			case y%2 == 1 && x%2 == 1:
				b.WriteByte('.')
			default:
				b.WriteByte(' ')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}
