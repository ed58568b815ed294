package mirrormaze

import (
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/sat"
)

// Crossing is one passage of a line of sight through a cell free of
// mirrors: the cell, and whether the line had bounced off a mirror before
// (the monster is then seen reflected, else head-on).
type Crossing struct {
	Cell      int
	Reflected bool
}

// bounce[mirror][d] is the direction after meeting the mirror heading d
// (up, right, down, left): '/' turns up to right, right to up, down to
// left, left to down; '\' turns up to left, right to down, down to right,
// left to up.
var bounce = map[Cell][4]grid.Dir{
	Slash:     {grid.Right, grid.Up, grid.Left, grid.Down},
	Backslash: {grid.Left, grid.Down, grid.Right, grid.Up},
}

// Sight traces the line of sight of clue i on side s through the mirrors
// and returns its crossings of cells free of mirrors, in order (a cell
// crossed twice appears twice). Each cell and heading is passed at most
// once: the motion runs backwards too, and it started outside the grid.
func (p *Puzzle) Sight(s Side, i int) []Crossing {
	var out []Crossing
	reflected := false
	for c, d := p.Inward(s, i); c >= 0; c, _ = p.Step(c, d) {
		if m := p.Grid[c]; m.IsMirror() {
			d, reflected = bounce[m][d], true
		} else {
			out = append(out, Crossing{c, reflected})
		}
	}
	return out
}

// Seen counts the monsters of a filled grid that the clue i on side s
// sees: zombies, vampires head-on and ghosts reflected.
func (p *Puzzle) Seen(s Side, i int, board []Cell) int {
	n := 0
	for _, cr := range p.Sight(s, i) {
		if m := board[cr.Cell]; m == Zombie || m == Vampire && !cr.Reflected || m == Ghost && cr.Reflected {
			n++
		}
	}
	return n
}

// seen returns the literals a clue counts: the vampire and the zombie of
// each cell crossed head-on, the ghost and the zombie of each crossed in
// a mirror.
func seen(cr []Crossing, is func(cell int, m Cell) sat.Lit) []sat.Lit {
	var out []sat.Lit
	for _, c := range cr {
		first := Vampire
		if c.Reflected {
			first = Ghost
		}
		out = append(out, is(c.Cell, first), is(c.Cell, Zombie))
	}
	return out
}
