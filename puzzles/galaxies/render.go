package galaxies

import (
	"strconv"
	"strings"
)

// RenderOptions chooses how Text draws a grid.
type RenderOptions struct {
	// Colour paints each galaxy's cells with a background colour (ANSI
	// escape sequences), touching galaxies in different colours. The
	// caller decides whether its output is a terminal that wants colour.
	Colour bool
}

// CentreMark is the mark Text draws at a centre.
const CentreMark = "●"

// palette is the background colours of the galaxies (xterm-256 numbers,
// pale so that the marks stay readable).
var palette = [...]int{224, 194, 189, 230, 195, 223, 253, 219, 157, 217}

// Text draws the grid with the galaxies' borders in box-drawing
// characters, as Star Battle draws its regions, and a CentreMark at each
// centre: in the middle of a cell, on an edge, or on a corner. Each cell
// is three characters wide, so a line is 4·Cols+1 characters. sol may be
// nil, to draw the puzzle alone (its centres in an empty frame), and may
// hold -1 for a cell whose galaxy is not known (a partly solved board: a
// border is drawn only between cells known to be in different galaxies).
// The drawing reads back as the puzzle (ParseText).
func Text(p *Puzzle, sol Solution, opts RenderOptions) string {
	if len(sol) != p.Rows*p.Cols {
		sol = nil
	}
	at := func(r, c int) int {
		if sol == nil {
			return 0
		}
		return sol[r*p.Cols+c]
	}
	// apart reports whether two cells are known to be in different
	// galaxies.
	apart := func(r1, c1, r2, c2 int) bool {
		g, h := at(r1, c1), at(r2, c2)
		return g != h && g >= 0 && h >= 0
	}
	// hEdge(i, c): a border above row i (0..Rows) in column c.
	hEdge := func(i, c int) bool {
		return i == 0 || i == p.Rows || apart(i-1, c, i, c)
	}
	// vEdge(r, j): a border left of column j (0..Cols) in row r.
	vEdge := func(r, j int) bool {
		return j == 0 || j == p.Cols || apart(r, j-1, r, j)
	}
	centre := map[Point]bool{}
	for _, pt := range p.Centres {
		centre[pt] = true
	}
	// mark returns the mark of point (y, x), or blank.
	mark := func(y, x int, blank string) string {
		if centre[Point{y, x}] {
			return CentreMark
		}
		return blank
	}
	var colours []int
	if opts.Colour && sol != nil && Verify(p, sol) == nil {
		colours = regionColours(p, sol)
	}
	paint := func(r, c int, s string) string {
		if colours == nil {
			return s
		}
		return "\x1b[30;48;5;" + strconv.Itoa(palette[colours[at(r, c)]%len(palette)]) + "m" + s + "\x1b[0m"
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
				// No border meets here: the four cells are one galaxy.
				b.WriteString(paint(i, j, mark(2*i, 2*j, " ")))
			}
			if j < p.Cols {
				if hEdge(i, j) {
					b.WriteString("───")
				} else {
					b.WriteString(paint(i, j, " "+mark(2*i, 2*j+1, " ")+" "))
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
				b.WriteString(paint(i, j, mark(2*i+1, 2*j, " ")))
			}
			if j < p.Cols {
				b.WriteString(paint(i, j, " "+mark(2*i+1, 2*j+1, " ")+" "))
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
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

// regionColours gives each galaxy an index into the palette, different
// from its neighbours' where the palette allows (greedy colouring in
// order).
func regionColours(p *Puzzle, sol Solution) []int {
	k := len(p.Centres)
	adj := make([]map[int]bool, k)
	for g := range adj {
		adj[g] = map[int]bool{}
	}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			g := sol[r*p.Cols+c]
			if c+1 < p.Cols {
				if h := sol[r*p.Cols+c+1]; h != g {
					adj[g][h], adj[h][g] = true, true
				}
			}
			if r+1 < p.Rows {
				if h := sol[(r+1)*p.Cols+c]; h != g {
					adj[g][h], adj[h][g] = true, true
				}
			}
		}
	}
	colours := make([]int, k)
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
