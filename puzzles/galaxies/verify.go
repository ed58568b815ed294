package galaxies

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/solve"
)

// Verify checks a board against the rules of p, reading only the board:
// every cell in one galaxy, the cells touching each centre in its galaxy,
// each galaxy symmetric under the half-turn about its centre, and each
// galaxy connected (grid.Shape.CheckRegions).
func Verify(p *Puzzle, s Regions) error {
	if len(s) != p.N() {
		return fmt.Errorf("%d cells given a galaxy, expected %d (%d×%d)", len(s), p.N(), p.Rows, p.Cols)
	}
	for i, g := range s {
		if g < 0 || g >= len(p.Centres) {
			return fmt.Errorf("cell %d,%d is in galaxy %d: expected one of the %d centres (0 to %d)", i/p.Cols, i%p.Cols, g, len(p.Centres), len(p.Centres)-1)
		}
	}
	for g, pt := range p.Centres {
		for _, i := range p.touching(pt) {
			if s[i] != g {
				return fmt.Errorf("cell %d,%d touches centre %d but is in galaxy %d", i/p.Cols, i%p.Cols, g, s[i])
			}
		}
	}
	for i, g := range s {
		j, ok := p.mirror(p.Centres[g], i)
		if !ok {
			return fmt.Errorf("cell %d,%d is in galaxy %d, whose half-turn takes it off the grid", i/p.Cols, i%p.Cols, g)
		}
		if s[j] != g {
			return fmt.Errorf("cell %d,%d is in galaxy %d but its image %d,%d under the half-turn is in galaxy %d", i/p.Cols, i%p.Cols, g, j/p.Cols, j%p.Cols, s[j])
		}
	}
	return p.CheckRegions(s)
}

// show draws a board (see drawing), its JSON field key the galaxy of each
// cell as rows.
func show(p *Puzzle, s Regions, colour bool, key string) solve.Answer {
	rows := make([][]int, p.Rows)
	for i, g := range s {
		rows[i/p.Cols] = append(rows[i/p.Cols], g)
	}
	return solve.Answer{Text: drawing(p, s, colour), Fields: map[string]any{key: rows}}
}

// drawing draws the grid with the galaxies' borders in box-drawing
// characters (grid.Lattice), a border only between cells known to be in
// different galaxies, and a ● at each centre: in the middle of a cell, on
// a side or at a dot. Each galaxy is painted with colour. It reads back
// as the puzzle (parseText).
func drawing(p *Puzzle, s Regions, colour bool) string {
	apart := func(a, b int) bool { return s[a] != s[b] && s[a] >= 0 && s[b] >= 0 }
	centre := map[Point]bool{}
	for _, pt := range p.Centres {
		centre[pt] = true
	}
	mark := func(y, x int) string {
		if centre[Point{y, x}] {
			return "●"
		}
		return ""
	}
	l := grid.Lattice{Shape: p.Shape}
	l.H = func(r, c int) bool { return r == 0 || r == p.Rows || apart(p.Index(r-1, c), p.Index(r, c)) }
	l.V = func(r, c int) bool { return c == 0 || c == p.Cols || apart(p.Index(r, c-1), p.Index(r, c)) }
	l.Mark = func(r, c int) string { return mark(2*r, 2*c) }
	l.HMark = func(r, c int) string { return mark(2*r, 2*c+1) }
	l.VMark = func(r, c int) string { return mark(2*r+1, 2*c) }
	l.Cell = func(r, c int) string { return mark(2*r+1, 2*c+1) }
	if colour {
		fill := p.Colours(s, len(p.Centres))
		l.Fill = func(r, c int) int { return fill[s[p.Index(r, c)]] }
	}
	return l.String()
}
