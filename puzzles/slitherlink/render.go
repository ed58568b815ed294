package slitherlink

import "strings"

// DotMark is the mark Text draws for a dot the loop does not pass.
const DotMark = "·"

// Text draws the grid: a line of dots, then a line of cells, and so on,
// ending with a line of dots. The loop of sol is drawn between the dots
// with box-drawing characters (─ and │ along its edges, ┌ ┐ └ ┘ where it
// turns), the dots it does not pass as ·, and each cell's clue in the
// middle of its three characters:
//
//	┌───────┐   ·
//	│ 2     │
//	│   ┌───┘   ·
//	│ 3 │ 2   0
//	└───┘   ·   ·
//
// sol may be the zero Solution, to draw the puzzle alone. ParseText reads
// the drawing back as the puzzle (the loop is ignored).
func Text(p *Puzzle, sol Solution) string { return draw(p, sol, Solution{}) }

// CrossMark is the mark ForcedText draws on an edge known to be off the
// loop.
const CrossMark = "×"

// ForcedText draws what every solution agrees on (see Model.DecodeForced):
// the edges on the loop in every solution drawn as Text draws a loop, the
// edges off it in every solution crossed out with CrossMark (in the middle
// of a horizontal edge's three characters, in place of a vertical edge's
// │), and the edges that solutions differ on left blank:
//
//	┌───────┐ × ·
//	│ 2     │   ×
//	│   ┌── ┘   ·
//	│ 3 │ 2   0
//	└───┘   · × ·
//
// When every edge is known (a puzzle with one solution), the drawing is
// the solution's, without crosses. ParseText reads it back as the puzzle.
func ForcedText(p *Puzzle, on, off Solution) string {
	known := len(on.H) == len(off.H) && len(on.V) == len(off.V)
	for i := range on.H {
		known = known && (on.H[i] || off.H[i])
	}
	for i := range on.V {
		known = known && (on.V[i] || off.V[i])
	}
	if known {
		return Text(p, on)
	}
	return draw(p, on, off)
}

// draw draws the grid with the edges of sol on the loop and those of off
// crossed out (off may be the zero Solution).
func draw(p *Puzzle, sol, off Solution) string {
	has := len(sol.H) == (p.Rows+1)*p.Cols && len(sol.V) == p.Rows*(p.Cols+1)
	hasOff := len(off.H) == (p.Rows+1)*p.Cols && len(off.V) == p.Rows*(p.Cols+1)
	h := func(r, c int) bool { return has && c >= 0 && c < p.Cols && sol.H[r*p.Cols+c] }
	v := func(r, c int) bool { return has && r >= 0 && r < p.Rows && sol.V[r*(p.Cols+1)+c] }
	var b strings.Builder
	for r := 0; r <= p.Rows; r++ {
		var line strings.Builder
		for c := 0; c <= p.Cols; c++ {
			line.WriteString(corner(v(r-1, c), v(r, c), h(r, c-1), h(r, c)))
			if c < p.Cols {
				switch {
				case h(r, c):
					line.WriteString("───")
				case hasOff && off.H[r*p.Cols+c]:
					line.WriteString(" " + CrossMark + " ")
				default:
					line.WriteString("   ")
				}
			}
		}
		b.WriteString(strings.TrimRight(line.String(), " "))
		b.WriteByte('\n')
		if r == p.Rows {
			break
		}
		line.Reset()
		for c := 0; c <= p.Cols; c++ {
			switch {
			case v(r, c):
				line.WriteString("│")
			case hasOff && off.V[r*(p.Cols+1)+c]:
				line.WriteString(CrossMark)
			default:
				line.WriteString(" ")
			}
			if c < p.Cols {
				if k := p.At(r, c); k != None {
					line.WriteString(" " + string(rune('0'+k)) + " ")
				} else {
					line.WriteString("   ")
				}
			}
		}
		b.WriteString(strings.TrimRight(line.String(), " "))
		b.WriteByte('\n')
	}
	return b.String()
}

// corner returns the mark of a dot with loop edges in the given
// directions: a box-drawing character, or DotMark when none.
func corner(up, down, left, right bool) string {
	i := 0
	for k, arm := range []bool{up, down, left, right} {
		if arm {
			i |= 1 << k
		}
	}
	return [16]string{
		DotMark, "╵", "╷", "│", "╴", "┘", "┐", "┤",
		"╶", "└", "┌", "├", "─", "┴", "┬", "┼",
	}[i]
}
