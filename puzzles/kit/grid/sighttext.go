package grid

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// SightText draws the grid in cells of w+2 characters, label(i)
// right-aligned in the middle w, and each of the sights whose glyph(k) is
// not "" as a line of that glyph: across, over the whole of the cells
// between, the inner margins of its ends and up to the label at its right
// end; down, right-aligned in the
// middle of the cells between and of a line drawn between each two rows,
// so that a line down between cells in rows next to each other shows.
// Each line of text loses its trailing blanks.
func (s Shape) SightText(sights []Sight, w int, label func(i int) string, glyph func(k int) string) string {
	cells := make([][]string, s.N())
	below := make([]string, s.N()) // the glyph down from a cell to the one below it
	for i := range cells {
		cells[i] = []string{" ", fmt.Sprintf("%*s", w, label(i)), " "}
	}
	for k, sg := range sights {
		g := glyph(k)
		if g == "" {
			continue
		}
		for _, c := range sg.Between {
			if sg.Down {
				cells[c] = []string{" ", fmt.Sprintf("%*s", w, g), " "}
				below[c] = g
			} else {
				cells[c] = []string{g, strings.Repeat(g, w), g}
			}
		}
		if sg.Down {
			below[sg.A] = g
		} else {
			cells[sg.A][2], cells[sg.B][0] = g, g
			// Up to its label, which stands right in its cell: a short
			// label's blanks once broke the line ("3≡≡≡≡≡≡ 3").
			l := label(sg.B)
			cells[sg.B][1] = strings.Repeat(g, max(0, w-utf8.RuneCountInString(l))) + l
		}
	}
	var text strings.Builder
	line := func(r int, slot func(c int) []string) {
		var parts []string
		for _, c := range s.Row(r) {
			parts = append(parts, slot(c)...)
		}
		text.WriteString(strings.TrimRight(strings.Join(parts, ""), " ") + "\n")
	}
	for r := 0; r < s.Rows; r++ {
		if r > 0 {
			line(r-1, func(c int) []string { return []string{" ", fmt.Sprintf("%*s", w, below[c]), " "} })
		}
		line(r, func(c int) []string { return cells[c] })
	}
	return text.String()
}
