package sudoku

import (
	"bytes"
	"strconv"
)

// Render writes the grid g of p the way the layout says, with a final
// newline: one line for Line and one-line Ints, N lines for Grid and Ints
// rows, an object for JSON, and a grid with the blocks drawn for Link.
// Values above MaxChar cannot be written as characters; Line, Grid and
// Link then fall back to integers.
func (l Layout) Render(p *Puzzle, g []int) string {
	var b bytes.Buffer
	n := p.N
	chars := n <= MaxChar
	switch {
	case l.Format == JSON:
		writeJSON(&b, p, g)
	case l.Format == Line && chars:
		for _, v := range g {
			b.WriteByte(valueChar(v))
		}
		b.WriteByte('\n')
	case l.Format == Ints && l.OneLine:
		writeInts(&b, g)
		b.WriteByte('\n')
	case l.Format == Ints || !chars:
		for r := 0; r < n; r++ {
			writeInts(&b, g[r*n:(r+1)*n])
			b.WriteByte('\n')
		}
	default: // Grid, and Link, whose answers are grids with the blocks drawn
		writeGrid(&b, p, g, l.Separators || l.Format == Link, l.Spaced || l.Format == Link)
	}
	return b.String()
}

func writeInts(b *bytes.Buffer, vs []int) {
	for i, v := range vs {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(v))
	}
}

// writeGrid draws the grid in characters, with block separators when seps:
// '|' between blocks across, and between block rows a rule that repeats the
// row with '-' for every character and '+' where a '|' stands.
func writeGrid(b *bytes.Buffer, p *Puzzle, g []int, seps, spaced bool) {
	n := p.N
	var row []byte
	for r := 0; r < n; r++ {
		row = row[:0]
		for c := 0; c < n; c++ {
			if c > 0 {
				if spaced {
					row = append(row, ' ')
				}
				if seps && c%p.BoxCols == 0 {
					row = append(row, '|')
					if spaced {
						row = append(row, ' ')
					}
				}
			}
			row = append(row, valueChar(g[r*n+c]))
		}
		if seps && r > 0 && r%p.BoxRows == 0 {
			for _, ch := range row {
				if ch == '|' {
					b.WriteByte('+')
				} else {
					b.WriteByte('-')
				}
			}
			b.WriteByte('\n')
		}
		b.Write(row)
		b.WriteByte('\n')
	}
}
