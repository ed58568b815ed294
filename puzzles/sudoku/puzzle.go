package sudoku

import "fmt"

// MaxN is the largest grid side accepted, to keep a typo from asking for
// billions of variables. 400×400 grids exist in the wild.
const MaxN = 1024

// Puzzle is an N×N grid with blocks of BoxRows×BoxCols cells and its
// givens.
type Puzzle struct {
	N       int   // side of the grid: BoxRows·BoxCols
	BoxRows int   // rows of a block
	BoxCols int   // columns of a block
	Cells   []int // Cells[r*N+c] is the given value 1…N, or 0 for a blank
}

// New returns an empty grid with blocks of boxRows×boxCols cells.
func New(boxRows, boxCols int) (*Puzzle, error) {
	n := boxRows * boxCols
	if boxRows < 1 || boxCols < 1 || n < 1 || n > MaxN {
		return nil, fmt.Errorf("blocks of %d×%d: expected a grid side R·C from 1 to %d", boxRows, boxCols, MaxN)
	}
	return &Puzzle{N: n, BoxRows: boxRows, BoxCols: boxCols, Cells: make([]int, n*n)}, nil
}

// latin reports whether blocks of rows×cols are of one row or one column
// on a side that has blocks of 2 or more each way (DefaultBox).
func latin(rows, cols int) bool {
	_, _, ok := DefaultBox(rows * cols)
	return (rows == 1 || cols == 1) && rows*cols > 1 && ok
}

// DefaultBox returns the block shape used for an N×N grid when none is
// given: square blocks when N is a square, otherwise R×C with R the largest
// divisor of N not above √N (2×3 for 6, 3×4 for 12, 2×5 for 10). ok is false
// when N has no such shape with R ≥ 2 other than 1×N, i.e. N is prime
// (N = 1 is accepted as 1×1).
func DefaultBox(n int) (rows, cols int, ok bool) {
	if n == 1 {
		return 1, 1, true
	}
	best := 1
	for r := 2; r*r <= n; r++ {
		if n%r == 0 {
			best = r
		}
	}
	if best == 1 {
		return 1, n, false
	}
	return best, n / best, true
}

// Box returns the index of the block of cell (r, c), row-major over blocks.
func (p *Puzzle) Box(r, c int) int {
	return (r/p.BoxRows)*(p.N/p.BoxCols) + c/p.BoxCols
}

// Given returns the given value of cell (r, c), or 0.
func (p *Puzzle) Given(r, c int) int { return p.Cells[r*p.N+c] }

// Clues returns the number of givens.
func (p *Puzzle) Clues() int {
	k := 0
	for _, v := range p.Cells {
		if v != 0 {
			k++
		}
	}
	return k
}

// Conflict returns a description of two givens that break a rule (the same
// value twice in a row, column or block), or "" when there are none. Such a
// puzzle has no solution; it is not a malformed input.
func (p *Puzzle) Conflict() string {
	n := p.N
	row := make([]int, n*(n+1))
	col := make([]int, n*(n+1))
	box := make([]int, n*(n+1))
	for i, v := range p.Cells {
		if v == 0 {
			continue
		}
		r, c := i/n, i%n
		b := p.Box(r, c)
		if j := row[r*(n+1)+v]; j != 0 {
			return fmt.Sprintf("two %ds in row %d (columns %d and %d)", v, r+1, (j-1)%n+1, c+1)
		}
		if j := col[c*(n+1)+v]; j != 0 {
			return fmt.Sprintf("two %ds in column %d (rows %d and %d)", v, c+1, (j-1)/n+1, r+1)
		}
		if j := box[b*(n+1)+v]; j != 0 {
			return fmt.Sprintf("two %ds in block %d (cells r%dc%d and r%dc%d)", v, b+1, (j-1)/n+1, (j-1)%n+1, r+1, c+1)
		}
		row[r*(n+1)+v], col[c*(n+1)+v], box[b*(n+1)+v] = i+1, i+1, i+1
	}
	return ""
}
