package mirrormaze

import (
	"strconv"
	"strings"
)

// Text draws the puzzle in the text grid format (see ParseText): the
// totals that are given, the grid with its clues around it ('.' for none),
// and a line per group of same cells. With a solution, the cells show its
// monsters; without (sol nil), the monsters given and '.' elsewhere.
// ParseText reads the drawing back: the puzzle, or, with a solution, the
// puzzle with every monster given.
func Text(p *Puzzle, sol Solution) string {
	var b strings.Builder
	var totals []string
	for t, k := range p.Totals {
		if k != NoClue {
			totals = append(totals, Monsters[t].String()+" "+strconv.Itoa(k))
		}
	}
	if len(totals) > 0 {
		b.WriteString(strings.Join(totals, " ") + "\n")
	}
	word := func(k int) string {
		if k == NoClue {
			return "."
		}
		return strconv.Itoa(k)
	}
	w := 1
	for _, s := range Sides {
		for _, k := range p.Clues[s] {
			w = max(w, len(word(k)))
		}
	}
	line := func(ws []string) {
		var l strings.Builder
		for i, s := range ws {
			if i > 0 {
				l.WriteByte(' ')
			}
			l.WriteString(strings.Repeat(" ", w-len([]rune(s))) + s)
		}
		b.WriteString(strings.TrimRight(l.String(), " ") + "\n")
	}
	edge := func(s Side) {
		ws := []string{""}
		for _, k := range p.Clues[s] {
			ws = append(ws, word(k))
		}
		line(ws)
	}
	edge(Top)
	for r := 0; r < p.Rows; r++ {
		ws := []string{word(p.Clues[Left][r])}
		for c := 0; c < p.Cols; c++ {
			cell := p.At(r, c)
			if len(sol) == len(p.Grid) {
				cell = sol[r*p.Cols+c]
			}
			ws = append(ws, cell.String())
		}
		line(append(ws, word(p.Clues[Right][r])))
	}
	edge(Bottom)
	for _, g := range p.Same {
		b.WriteString("same")
		for _, c := range g {
			b.WriteString(" " + strconv.Itoa(c.Row) + "," + strconv.Itoa(c.Col))
		}
		b.WriteByte('\n')
	}
	return b.String()
}
