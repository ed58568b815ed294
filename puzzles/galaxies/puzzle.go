package galaxies

import (
	"fmt"
	"sort"
)

// MaxSide is the largest number of rows or columns accepted, to keep a
// typo from asking for millions of variables.
const MaxSide = 100

// Point is a place a centre can be, in doubled coordinates: the centre of
// cell (r, c) is (2r+1, 2c+1), the edge between cells (r, c) and (r, c+1)
// is (2r+1, 2c+2), the edge between (r, c) and (r+1, c) is (2r+2, 2c+1),
// and the grid corner shared by (r, c) and (r+1, c+1) is (2r+2, 2c+2). The
// points inside a Rows×Cols grid have Y from 1 to 2·Rows−1 and X from 1
// to 2·Cols−1: pzprjs's (by, bx) and Tatham's (y, x).
type Point struct{ Y, X int }

// Cell is a cell of the grid, 0-based, row 0 at the top.
type Cell struct{ Row, Col int }

// Point returns the point at the centre of the cell.
func (c Cell) Point() Point { return Point{2*c.Row + 1, 2*c.Col + 1} }

// Kind names what a point lies on: "cell", "edge" or "corner".
func (p Point) Kind() string {
	switch {
	case p.Y%2 == 1 && p.X%2 == 1:
		return "cell"
	case p.Y%2 == 0 && p.X%2 == 0:
		return "corner"
	}
	return "edge"
}

// Cells returns the 1, 2 or 4 cells that touch the point, row by row.
func (p Point) Cells() []Cell {
	var out []Cell
	for r := (p.Y - 1) / 2; r <= p.Y/2; r++ {
		for c := (p.X - 1) / 2; c <= p.X/2; c++ {
			out = append(out, Cell{r, c})
		}
	}
	return out
}

// Name names the centre by the cells that touch it, 1-based: "r3c4" for
// the middle of a cell, "r3c4-r3c5" for the edge between two, "r3c4-r4c5"
// for the corner of four (the first and the last of them).
func (p Point) Name() string {
	cs := p.Cells()
	first, last := cs[0], cs[len(cs)-1]
	if len(cs) == 1 {
		return fmt.Sprintf("r%dc%d", first.Row+1, first.Col+1)
	}
	return fmt.Sprintf("r%dc%d-r%dc%d", first.Row+1, first.Col+1, last.Row+1, last.Col+1)
}

// Mirror returns the image of cell c under the half-turn about p.
func (p Point) Mirror(c Cell) Cell { return Cell{p.Y - 1 - c.Row, p.X - 1 - c.Col} }

// Puzzle is a Rows×Cols grid and the centres of its galaxies. Every cell
// belongs to exactly one galaxy; a galaxy holds the cells that touch its
// centre, is connected, and is symmetric under the half-turn about its
// centre.
type Puzzle struct {
	Name       string // where the puzzle came from, when the input named it; may be empty
	Rows, Cols int
	// Centres are the galaxies' centres in input order; a galaxy's index
	// is its centre's index here.
	Centres []Point
}

// New checks and returns a puzzle: the size, and each centre inside the
// grid and given once.
func New(rows, cols int, centres []Point) (*Puzzle, error) {
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, fmt.Errorf("grid of %d×%d cells: expected 1 to %d rows and columns", rows, cols, MaxSide)
	}
	p := &Puzzle{Rows: rows, Cols: cols, Centres: append([]Point(nil), centres...)}
	seen := map[Point]int{}
	for g, pt := range centres {
		if !p.Inside(pt) {
			return nil, fmt.Errorf("centre %d at point (%d, %d): expected a point inside the %d×%d grid, Y from 1 to %d and X from 1 to %d", g, pt.Y, pt.X, rows, cols, 2*rows-1, 2*cols-1)
		}
		if h, dup := seen[pt]; dup {
			return nil, fmt.Errorf("centre %d is centre %d again (%s): expected each centre once", g, h, p.Describe(pt))
		}
		seen[pt] = g
	}
	return p, nil
}

// Inside reports whether a point lies inside the grid (not on its outer
// border).
func (p *Puzzle) Inside(pt Point) bool {
	return pt.Y >= 1 && pt.Y <= 2*p.Rows-1 && pt.X >= 1 && pt.X <= 2*p.Cols-1
}

// In reports whether a cell lies on the grid.
func (p *Puzzle) In(c Cell) bool {
	return c.Row >= 0 && c.Row < p.Rows && c.Col >= 0 && c.Col < p.Cols
}

// Index returns the row-major index of a cell.
func (p *Puzzle) Index(c Cell) int { return c.Row*p.Cols + c.Col }

// Describe names a point for messages: "cell 2,3", "the edge between
// cells 2,3 and 2,4", "the corner of cells 2,3 to 3,4" (0-based).
func (p *Puzzle) Describe(pt Point) string {
	cs := pt.Cells()
	switch len(cs) {
	case 1:
		return fmt.Sprintf("cell %d,%d", cs[0].Row, cs[0].Col)
	case 2:
		return fmt.Sprintf("the edge between cells %d,%d and %d,%d", cs[0].Row, cs[0].Col, cs[1].Row, cs[1].Col)
	}
	return fmt.Sprintf("the corner of cells %d,%d to %d,%d", cs[0].Row, cs[0].Col, cs[3].Row, cs[3].Col)
}

// Infeasible explains why the puzzle has no solution, from the centres
// alone (no search), or returns "": a cell that touches two centres would
// have to be in both galaxies, and a grid without centres has nowhere to
// put its cells.
func (p *Puzzle) Infeasible() string {
	if len(p.Centres) == 0 {
		return "no centres: every cell must belong to a galaxy"
	}
	owner := map[Cell]int{}
	for g, pt := range p.Centres {
		for _, c := range pt.Cells() {
			if h, ok := owner[c]; ok {
				return fmt.Sprintf("cell %d,%d touches centre %d (%s) and centre %d (%s): it cannot be in both galaxies", c.Row, c.Col, h, p.Describe(p.Centres[h]), g, p.Describe(pt))
			}
			owner[c] = g
		}
	}
	return ""
}

// Sorted returns the centres in row-major order of their points, the
// order the URL and game ID formats give them in.
func (p *Puzzle) Sorted() []Point {
	out := append([]Point(nil), p.Centres...)
	sort.Slice(out, func(i, j int) bool {
		if out[i].Y != out[j].Y {
			return out[i].Y < out[j].Y
		}
		return out[i].X < out[j].X
	})
	return out
}

// Same reports whether two puzzles have the same grid and the same
// centres, in any order.
func Same(a, b *Puzzle) bool {
	if a.Rows != b.Rows || a.Cols != b.Cols || len(a.Centres) != len(b.Centres) {
		return false
	}
	sa, sb := a.Sorted(), b.Sorted()
	for i := range sa {
		if sa[i] != sb[i] {
			return false
		}
	}
	return true
}
