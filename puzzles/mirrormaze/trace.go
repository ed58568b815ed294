package mirrormaze

// Crossing is one passage of a line of sight through a cell free of
// mirrors: the cell (row-major index) and whether the line had bounced off
// a mirror before (the monster is then seen reflected, else head-on).
type Crossing struct {
	Cell      int
	Reflected bool
}

// direction is where a line of sight heads.
type direction int

const (
	down direction = iota
	up
	right
	left
)

// step is the move of one cell in each direction: {rows, columns}.
var step = [4][2]int{down: {1, 0}, up: {-1, 0}, right: {0, 1}, left: {0, -1}}

// bounce[mirror][d] is the direction after meeting the mirror heading d:
// '/' turns down to left, up to right, right to up, left to down; '\'
// turns down to right, up to left, right to down, left to up.
var bounce = map[Cell][4]direction{
	Slash:     {down: left, up: right, right: up, left: down},
	Backslash: {down: right, up: left, right: down, left: up},
}

// Sight traces the line of sight of clue i on side s through the mirrors
// of p and returns the crossings of cells free of mirrors, in order. A cell
// crossed twice appears twice. It depends on the mirrors alone.
func (p *Puzzle) Sight(s Side, i int) []Crossing {
	var r, c int
	var d direction
	switch s {
	case Top:
		r, c, d = 0, i, down
	case Bottom:
		r, c, d = p.Rows-1, i, up
	case Left:
		r, c, d = i, 0, right
	default:
		r, c, d = i, p.Cols-1, left
	}
	var out []Crossing
	reflected := false
	// Each (cell, direction) is visited at most once: the motion can be
	// run backwards, and it started from outside the grid.
	for n := 0; r >= 0 && r < p.Rows && c >= 0 && c < p.Cols; n++ {
		if n > 4*p.Rows*p.Cols {
			panic("mirrormaze: a line of sight that does not leave the grid")
		}
		cell := p.Grid[r*p.Cols+c]
		if cell.IsMirror() {
			d = bounce[cell][d]
			reflected = true
		} else {
			out = append(out, Crossing{Cell: r*p.Cols + c, Reflected: reflected})
		}
		r += step[d][0]
		c += step[d][1]
	}
	return out
}
