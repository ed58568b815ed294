package skyscraper

import (
	"strconv"
	"strings"
)

// Text writes the puzzle in the text format ParseText reads: the top
// clues, a line per row (left clue, cells, right clue), the bottom clues;
// '.' for no clue and for an empty cell. With a solution, the cells hold
// its heights (sol may be nil, to write the puzzle alone). Tokens are
// right-aligned in columns, and the clues stand two spaces off the grid.
func Text(p *Puzzle, sol Solution) string {
	n := p.N
	w := len(strconv.Itoa(n))
	tok := func(v int) string {
		s := "."
		if v > 0 {
			s = strconv.Itoa(v)
		}
		return strings.Repeat(" ", w-len(s)) + s
	}
	var b strings.Builder
	line := func(parts ...string) {
		b.WriteString(strings.TrimRight(strings.Join(parts, ""), " "))
		b.WriteByte('\n')
	}
	cells := func(vals func(i int) int) string {
		out := make([]string, n)
		for i := range out {
			out[i] = tok(vals(i))
		}
		return strings.Join(out, " ")
	}
	margin := strings.Repeat(" ", w+2)
	line(margin, cells(func(c int) int { return p.Clues[Top][c] }))
	for r := 0; r < n; r++ {
		row := cells(func(c int) int {
			if sol != nil && r < len(sol) && c < len(sol[r]) {
				return sol[r][c]
			}
			return p.Given[r*n+c]
		})
		line(tok(p.Clues[Left][r]), "  ", row, "  ", tok(p.Clues[Right][r]))
	}
	line(margin, cells(func(c int) int { return p.Clues[Bottom][c] }))
	return b.String()
}

// Rows returns the solution as rows of ints, the "grid" of the JSON
// output.
func (s Solution) Rows() [][]int {
	out := make([][]int, len(s))
	for r, row := range s {
		out[r] = append([]int(nil), row...)
	}
	return out
}
