package grid

import (
	"strings"
	"unicode/utf8"
)

// ClueLattice returns the lattice of BorderLattice (the borders between
// labels) whose cells each show a clue at the left and value(i) at the
// right: clue(k) in the first cell (row-major) of label k, a cage's
// target say, "" in its other cells, and the cell's number. The clues
// take the width of the widest, the values valueWidth characters
// (right-aligned), with a space between them and one at either side.
func (s Shape) ClueLattice(label []int, clue func(k int) string, value func(i int) string, valueWidth int) Lattice {
	clues, seen, cw := make([]string, len(label)), map[int]bool{}, 0
	for i, k := range label {
		if !seen[k] {
			seen[k], clues[i] = true, clue(k)
			cw = max(cw, utf8.RuneCountInString(clues[i]))
		}
	}
	l := s.BorderLattice(label, func(i int) string {
		c, v := clues[i], value(i)
		return c + strings.Repeat(" ", max(0, cw-utf8.RuneCountInString(c)+1+valueWidth-utf8.RuneCountInString(v))) + v
	})
	l.Width = cw + valueWidth + 3
	return l
}
