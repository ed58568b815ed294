package grid

import "strconv"

// Shape is a grid of Rows×Cols cells, numbered row-major from 0.
type Shape struct{ Rows, Cols int }

// N returns the number of cells.
func (s Shape) N() int { return s.Rows * s.Cols }

// Index returns the number of cell (r, c).
func (s Shape) Index(r, c int) int { return r*s.Cols + c }

// RC returns the row and column of cell i.
func (s Shape) RC(i int) (r, c int) { return i / s.Cols, i % s.Cols }

// In reports whether (r, c) is on the grid.
func (s Shape) In(r, c int) bool { return r >= 0 && r < s.Rows && c >= 0 && c < s.Cols }

// Name is the community's name of cell i, 1-based: "r3c4".
func (s Shape) Name(i int) string {
	return "r" + strconv.Itoa(i/s.Cols+1) + "c" + strconv.Itoa(i%s.Cols+1)
}

// String returns "ROWSxCOLS".
func (s Shape) String() string { return strconv.Itoa(s.Rows) + "x" + strconv.Itoa(s.Cols) }

// Dir is one of the four directions, clockwise from up.
type Dir int

// The directions.
const (
	Up Dir = iota
	Right
	Down
	Left
)

// Dirs are the four directions, clockwise from up.
var Dirs = [4]Dir{Up, Right, Down, Left}

var deltas = [4][2]int{{-1, 0}, {0, 1}, {1, 0}, {0, -1}}

// Delta returns the change of row and column of a step in d.
func (d Dir) Delta() (dr, dc int) { return deltas[d][0], deltas[d][1] }

// Opposite returns the direction back.
func (d Dir) Opposite() Dir { return (d + 2) % 4 }

// Bit is d as a bit of a mask of directions (a cell's connections).
func (d Dir) Bit() int { return 1 << d }

// String returns "up", "right", "down" or "left".
func (d Dir) String() string { return [4]string{"up", "right", "down", "left"}[d] }

// Step returns the cell next to i in direction d, and false off the grid.
func (s Shape) Step(i int, d Dir) (int, bool) {
	r, c := s.RC(i)
	dr, dc := d.Delta()
	if !s.In(r+dr, c+dc) {
		return -1, false
	}
	return s.Index(r+dr, c+dc), true
}

// Neighbours returns the cells that share a side with i, clockwise from
// the one above.
func (s Shape) Neighbours(i int) []int {
	out := make([]int, 0, 4)
	for _, d := range Dirs {
		if j, ok := s.Step(i, d); ok {
			out = append(out, j)
		}
	}
	return out
}

// Around returns the cells that share a side or a corner with i, in
// row-major order.
func (s Shape) Around(i int) []int {
	r, c := s.RC(i)
	out := make([]int, 0, 8)
	for dr := -1; dr <= 1; dr++ {
		for dc := -1; dc <= 1; dc++ {
			if (dr != 0 || dc != 0) && s.In(r+dr, c+dc) {
				out = append(out, s.Index(r+dr, c+dc))
			}
		}
	}
	return out
}

// Ray returns the cells from i (not included) in direction d to the edge
// of the grid, nearest first.
func (s Shape) Ray(i int, d Dir) []int {
	var out []int
	for j, ok := s.Step(i, d); ok; j, ok = s.Step(j, d) {
		out = append(out, j)
	}
	return out
}

// Row returns the cells of row r, left to right.
func (s Shape) Row(r int) []int {
	out := make([]int, s.Cols)
	for c := range out {
		out[c] = s.Index(r, c)
	}
	return out
}

// Rect returns the cells of rows r0 to r1−1 and columns c0 to c1−1, in
// row-major order.
func (s Shape) Rect(r0, c0, r1, c1 int) []int {
	var out []int
	for r := r0; r < r1; r++ {
		for c := c0; c < c1; c++ {
			out = append(out, s.Index(r, c))
		}
	}
	return out
}

// Col returns the cells of column c, top to bottom.
func (s Shape) Col(c int) []int {
	out := make([]int, s.Rows)
	for r := range out {
		out[r] = s.Index(r, c)
	}
	return out
}

// Lines returns every row, then every column.
func (s Shape) Lines() [][]int {
	out := make([][]int, 0, s.Rows+s.Cols)
	for r := 0; r < s.Rows; r++ {
		out = append(out, s.Row(r))
	}
	for c := 0; c < s.Cols; c++ {
		out = append(out, s.Col(c))
	}
	return out
}

// LineName names line k of Lines, 1-based: "row 3" or "column 4".
func (s Shape) LineName(k int) string {
	if k < s.Rows {
		return "row " + strconv.Itoa(k+1)
	}
	return "column " + strconv.Itoa(k-s.Rows+1)
}

// Runs returns the maximal runs of cells that are not walls, in the rows
// (left to right), then in the columns (top to bottom): the lines a light
// shines along in Light Up, or a number sees along in Kurodoko. Runs of
// one cell are included.
func (s Shape) Runs(wall func(i int) bool) [][]int {
	var out [][]int
	for _, line := range s.Lines() {
		var run []int
		for _, i := range line {
			if wall(i) {
				if len(run) > 0 {
					out = append(out, run)
				}
				run = nil
				continue
			}
			run = append(run, i)
		}
		if len(run) > 0 {
			out = append(out, run)
		}
	}
	return out
}

// BlockEdges returns the four edges between the cells of a 2×2 block b (as
// Blocks gives it), round the block: top, right, bottom, left.
func (s Shape) BlockEdges(b [4]int) [4]int {
	var out [4]int
	for k, pair := range [4][2]int{{b[0], b[1]}, {b[1], b[3]}, {b[3], b[2]}, {b[2], b[0]}} {
		out[k], _ = s.EdgeBetween(pair[0], pair[1])
	}
	return out
}

// Blocks returns the cells of every 2×2 block, top-left first.
func (s Shape) Blocks() [][4]int {
	var out [][4]int
	for r := 0; r+1 < s.Rows; r++ {
		for c := 0; c+1 < s.Cols; c++ {
			i := s.Index(r, c)
			out = append(out, [4]int{i, i + 1, i + s.Cols, i + s.Cols + 1})
		}
	}
	return out
}

// Dots returns the shape of the dots at the corners of the cells: one
// row and one column more. A loop along the cells' sides (Slitherlink)
// is a loop through the centres of the dots' shape.
func (s Shape) Dots() Shape { return Shape{s.Rows + 1, s.Cols + 1} }
