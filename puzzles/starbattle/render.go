package starbattle

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
)

// RenderOptions chooses how Text draws a grid.
type RenderOptions struct {
	// Colour paints each region's cells with a background colour (ANSI
	// escape sequences), touching regions in different colours. The caller
	// decides whether its output is a terminal that wants colour.
	Colour bool
}

// StarMark is the mark Text draws for a star.
const StarMark = "★"

// Text draws the grid with the region borders in box-drawing characters and
// the stars of sol (which may be nil, to draw the puzzle alone). Each cell is
// three characters wide.
func Text(p *Puzzle, sol Solution, opts RenderOptions) string {
	return TextMarked(p, sol, nil, opts)
}

// BlankMark is the mark TextMarked draws for a cell known to hold no star.
const BlankMark = "·"

// TextMarked draws the grid as Text does, with the stars of sol and a
// BlankMark in the cells of blanks: what every solution agrees on, where
// the cells left empty are undetermined.
func TextMarked(p *Puzzle, sol, blanks Solution, opts RenderOptions) string {
	mark := make([]string, p.Rows*p.Cols)
	for k, ss := range []Solution{blanks, sol} {
		for _, s := range ss {
			if s.Row >= 0 && s.Row < p.Rows && s.Col >= 0 && s.Col < p.Cols {
				mark[s.Row*p.Cols+s.Col] = []string{BlankMark, StarMark}[k]
			}
		}
	}
	shape := grid.Shape{Rows: p.Rows, Cols: p.Cols}
	l := shape.BorderLattice(p.Region, func(i int) string { return mark[i] })
	if opts.Colour {
		colours := shape.Colours(p.Region, p.Regions)
		l.Fill = func(r, c int) int { return colours[p.At(r, c)] }
	}
	return l.String()
}

// GridText writes the puzzle in the region grid format that ParseGrid
// reads: a line "rows cols k", then a line per row with a letter per cell
// naming its region (A to Z, then a to z), or, with more than 52 regions,
// the regions' names (RegionName) separated by spaces.
func (p *Puzzle) GridText() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d %d %d\n", p.Rows, p.Cols, p.K)
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			g := p.At(r, c)
			switch {
			case p.Regions > 52:
				if c > 0 {
					b.WriteByte(' ')
				}
				b.WriteString(RegionName(g))
			case g < 26:
				b.WriteByte(byte('A' + g))
			default:
				b.WriteByte(byte('a' + g - 26))
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}
