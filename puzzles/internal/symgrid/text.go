package symgrid

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strings"
)

// ParseText reads the plain text grid: one line per row, one character per
// cell, a symbol letter (either case) for a given cell and '.', '-', '_' or
// '?' for an empty one. Spaces between cells are allowed; '#' starts a
// comment; blank lines are skipped. The longest run allowed is 2, as in
// every published edition. Errors name the line and column.
func ParseText(data []byte, name, symbols string) (*Puzzle, error) {
	type row struct {
		cells []int
		line  int
	}
	var rows []row
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	ln := 0
	probe := &Puzzle{Symbols: symbols}
	for sc.Scan() {
		ln++
		text := sc.Text()
		if i := strings.IndexByte(text, '#'); i >= 0 {
			text = text[:i]
		}
		if strings.TrimSpace(text) == "" {
			continue
		}
		var cells []int
		for col := 0; col < len(text); col++ {
			ch := text[col]
			switch {
			case ch == ' ' || ch == '\t' || ch == '\r':
				continue
			case strings.IndexByte(".-_?", ch) >= 0:
				cells = append(cells, None)
			case probe.Symbol(ch) != None:
				cells = append(cells, probe.Symbol(ch))
			default:
				return nil, fmt.Errorf("%s:%d:%d: %q: expected a cell (%s, or . for an empty one)", name, ln, col+1, rune(ch), spaced(symbols))
			}
			if len(cells) > MaxSide {
				return nil, fmt.Errorf("%s:%d:%d: more than %d cells in a row", name, ln, col+1, MaxSide)
			}
		}
		if len(rows) > 0 && len(cells) != len(rows[0].cells) {
			return nil, fmt.Errorf("%s:%d:1: %d cells in this row, %d in the first (line %d)", name, ln, len(cells), len(rows[0].cells), rows[0].line)
		}
		rows = append(rows, row{cells: cells, line: ln})
		if len(rows) > MaxSide {
			return nil, fmt.Errorf("%s:%d:1: more than %d rows", name, ln, MaxSide)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s:%d:1: %v", name, ln+1, err)
	}
	if len(rows) == 0 {
		return nil, fmt.Errorf("%s:1:1: empty input: expected a grid of %s and . (one row a line)", name, spaced(symbols))
	}
	p, err := New(len(rows), len(rows[0].cells), symbols, 2)
	if err != nil {
		return nil, fmt.Errorf("%s:%d:1: %v", name, rows[0].line, err)
	}
	for r, rw := range rows {
		copy(p.Given[r*p.Cols:], rw.cells)
	}
	return p, nil
}

// Text returns the puzzle in the text grid format.
func (p *Puzzle) Text() string {
	var sb strings.Builder
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if g := p.Given[r*p.Cols+c]; g == None {
				sb.WriteByte('.')
			} else {
				sb.WriteByte(p.Symbols[g])
			}
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// ReadAll reads r whole, with a bound on the size so that a stray binary
// file does not fill the memory.
func ReadAll(r io.Reader, name string) ([]byte, error) {
	const limit = 16 << 20
	data, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	if len(data) > limit {
		return nil, fmt.Errorf("%s: larger than %d MB: not a puzzle", name, limit>>20)
	}
	return data, nil
}
