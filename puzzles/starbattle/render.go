package starbattle

import (
	"fmt"
	"strings"
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

// palette is the background colours of the regions (xterm-256 numbers, pale
// so that the stars stay readable).
var palette = [...]int{224, 194, 189, 230, 195, 223, 253, 219, 157, 217}

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
	star := make([]bool, p.Rows*p.Cols)
	for _, s := range sol {
		if s.Row >= 0 && s.Row < p.Rows && s.Col >= 0 && s.Col < p.Cols {
			star[s.Row*p.Cols+s.Col] = true
		}
	}
	blank := make([]bool, p.Rows*p.Cols)
	for _, s := range blanks {
		if s.Row >= 0 && s.Row < p.Rows && s.Col >= 0 && s.Col < p.Cols {
			blank[s.Row*p.Cols+s.Col] = true
		}
	}
	// hEdge(i, c): a border above row i (0..Rows) in column c.
	hEdge := func(i, c int) bool {
		return i == 0 || i == p.Rows || p.At(i-1, c) != p.At(i, c)
	}
	// vEdge(r, j): a border left of column j (0..Cols) in row r.
	vEdge := func(r, j int) bool {
		return j == 0 || j == p.Cols || p.At(r, j-1) != p.At(r, j)
	}
	var colours []int
	if opts.Colour {
		colours = regionColours(p)
	}
	var b strings.Builder
	for i := 0; i <= p.Rows; i++ {
		// The line of corners and horizontal borders above row i.
		for j := 0; j <= p.Cols; j++ {
			up := i > 0 && vEdge(i-1, j)
			down := i < p.Rows && vEdge(i, j)
			left := j > 0 && hEdge(i, j-1)
			right := j < p.Cols && hEdge(i, j)
			if ch := corner(up, down, left, right); ch != " " {
				b.WriteString(ch)
			} else {
				// No border meets here: the four cells are one region.
				b.WriteString(paint(colours, p.At(i, j), " "))
			}
			if j < p.Cols {
				if hEdge(i, j) {
					b.WriteString("───")
				} else {
					b.WriteString(paint(colours, p.At(i, j), "   "))
				}
			}
		}
		b.WriteByte('\n')
		if i == p.Rows {
			break
		}
		for j := 0; j <= p.Cols; j++ {
			if vEdge(i, j) {
				b.WriteString("│")
			} else {
				b.WriteString(paint(colours, p.At(i, j), " "))
			}
			if j < p.Cols {
				cell := "   "
				if star[i*p.Cols+j] {
					cell = " " + StarMark + " "
				} else if blank[i*p.Cols+j] {
					cell = " " + BlankMark + " "
				}
				b.WriteString(paint(colours, p.At(i, j), cell))
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func paint(colours []int, region int, s string) string {
	if colours == nil {
		return s
	}
	return "\x1b[30;48;5;" + itoa(palette[colours[region]%len(palette)]) + "m" + s + "\x1b[0m"
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// corner returns the box-drawing character with arms in the given
// directions.
func corner(up, down, left, right bool) string {
	i := 0
	for k, arm := range []bool{up, down, left, right} {
		if arm {
			i |= 1 << k
		}
	}
	return [16]string{
		" ", "╵", "╷", "│", "╴", "┘", "┐", "┤",
		"╶", "└", "┌", "├", "─", "┴", "┬", "┼",
	}[i]
}

// regionColours gives each region an index into the palette, different
// from its neighbours' where the palette allows (greedy colouring in order).
func regionColours(p *Puzzle) []int {
	adj := make([]map[int]bool, p.Regions)
	for g := range adj {
		adj[g] = map[int]bool{}
	}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			g := p.At(r, c)
			if c+1 < p.Cols && p.At(r, c+1) != g {
				adj[g][p.At(r, c+1)], adj[p.At(r, c+1)][g] = true, true
			}
			if r+1 < p.Rows && p.At(r+1, c) != g {
				adj[g][p.At(r+1, c)], adj[p.At(r+1, c)][g] = true, true
			}
		}
	}
	colours := make([]int, p.Regions)
	for g := range colours {
		used := map[int]bool{}
		for h := range adj[g] {
			if h < g {
				used[colours[h]] = true
			}
		}
		c := 0
		for used[c] && c < len(palette) {
			c++
		}
		colours[g] = c % len(palette)
	}
	return colours
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
