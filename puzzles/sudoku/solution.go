package sudoku

import "fmt"

// Solution is a filled grid: Solution[r*N+c] is the value of cell (r, c).
type Solution []int

// Verify checks g against the rules and the givens of p, reading only the
// grid: every cell holds a value 1…N, every row, column and block holds each
// value once, and every given is kept.
func Verify(p *Puzzle, g Solution) error {
	n := p.N
	if len(g) != n*n {
		return fmt.Errorf("grid of %d cells, expected %d", len(g), n*n)
	}
	for i, v := range g {
		if v < 1 || v > n {
			return fmt.Errorf("cell r%dc%d holds %d, expected 1 to %d", i/n+1, i%n+1, v, n)
		}
		if gv := p.Cells[i]; gv != 0 && gv != v {
			return fmt.Errorf("cell r%dc%d holds %d, but %d is given", i/n+1, i%n+1, v, gv)
		}
	}
	seen := make([]bool, n+1)
	check := func(kind string, idx int, cell func(k int) int) error {
		clear(seen)
		for k := 0; k < n; k++ {
			v := g[cell(k)]
			if seen[v] {
				return fmt.Errorf("%s %d holds %d twice", kind, idx+1, v)
			}
			seen[v] = true
		}
		return nil
	}
	for i := 0; i < n; i++ {
		if err := check("row", i, func(k int) int { return i*n + k }); err != nil {
			return err
		}
		if err := check("column", i, func(k int) int { return k*n + i }); err != nil {
			return err
		}
		br, bc := (i/(n/p.BoxCols))*p.BoxRows, (i%(n/p.BoxCols))*p.BoxCols
		if err := check("block", i, func(k int) int { return (br+k/p.BoxCols)*n + bc + k%p.BoxCols }); err != nil {
			return err
		}
	}
	return nil
}

// Rows returns the grid as rows of values, the JSON "grid" field.
func (g Solution) Rows(n int) [][]int {
	rows := make([][]int, n)
	for r := range rows {
		rows[r] = append([]int(nil), g[r*n:(r+1)*n]...)
	}
	return rows
}
