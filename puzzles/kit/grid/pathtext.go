package grid

import (
	"strings"
	"unicode/utf8"
)

// PathText draws connections through the centres of the cells (a mask
// per cell, see Masks) a line of text per row, each cell as wide as its
// widest label and two characters more (3 at least): a cell's label
// (label(i), a clue, a shaded cell's mark) or, for "", the box-drawing
// character of its connections, centred, with the lines to its left and
// right drawn across the cell's sides. It suits loops and paths through
// cells that also hold clues of several characters (Yajilin's arrows,
// Numberlink's numbers), where PathLattice draws a character a cell.
func (s Shape) PathText(mask []int, label func(i int) string) string {
	labels := make([]string, s.N())
	w := 3
	for i := range labels {
		if labels[i] = label(i); labels[i] == "" {
			labels[i] = JunctionOf(mask[i])
		}
		w = max(w, utf8.RuneCountInString(labels[i])+2)
	}
	side := func(on bool, n int) string {
		if on {
			return strings.Repeat("─", n)
		}
		return strings.Repeat(" ", n)
	}
	var b strings.Builder
	for r := 0; r < s.Rows; r++ {
		var line strings.Builder
		for _, i := range s.Row(r) {
			n := utf8.RuneCountInString(labels[i])
			left := (w - n) / 2
			line.WriteString(side(mask[i]&Left.Bit() != 0, left))
			line.WriteString(labels[i])
			line.WriteString(side(mask[i]&Right.Bit() != 0, w-n-left))
		}
		b.WriteString(strings.TrimRight(line.String(), " "))
		b.WriteByte('\n')
	}
	return b.String()
}
