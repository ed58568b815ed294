package grid

import (
	"fmt"
	"strings"
)

// SightText draws the grid in cells of w+2 characters, label(i)
// right-aligned in the middle w, and each of the sights whose glyph(k) is
// not "" as a line of that glyph: across, over the whole of the cells
// between and the inner margins of its ends; down, right-aligned in the
// middle of the cells between. Each line of text loses its trailing
// blanks.
func (s Shape) SightText(sights []Sight, w int, label func(i int) string, glyph func(k int) string) string {
	cells := make([][]string, s.N())
	for i := range cells {
		cells[i] = []string{" ", fmt.Sprintf("%*s", w, label(i)), " "}
	}
	for k, sg := range sights {
		g := glyph(k)
		for _, c := range sg.Between {
			if g != "" && sg.Down {
				cells[c] = []string{" ", fmt.Sprintf("%*s", w, g), " "}
			} else if g != "" {
				cells[c] = []string{g, strings.Repeat(g, w), g}
			}
		}
		if g != "" && !sg.Down {
			cells[sg.A][2], cells[sg.B][0] = g, g
		}
	}
	var text strings.Builder
	for r := 0; r < s.Rows; r++ {
		var line []string
		for _, c := range s.Row(r) {
			line = append(line, cells[c]...)
		}
		text.WriteString(strings.TrimRight(strings.Join(line, ""), " ") + "\n")
	}
	return text.String()
}
