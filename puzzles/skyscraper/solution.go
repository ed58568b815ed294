package skyscraper

import "fmt"

// Solution is a filled grid: Solution[r][c] is the height in cell (r, c).
type Solution [][]int

// Verify checks sol against the rules of p, reading only the grid: N rows
// of N heights from 1 to N, each height once in every row and every
// column, the givens kept, and from each clue's side exactly that many
// buildings seen, a building being seen when it is taller than all those
// in front of it.
func Verify(p *Puzzle, sol Solution) error {
	n := p.N
	if len(sol) != n {
		return fmt.Errorf("%d rows: expected %d", len(sol), n)
	}
	for r, row := range sol {
		if len(row) != n {
			return fmt.Errorf("row %d has %d cells: expected %d", r, len(row), n)
		}
		for c, h := range row {
			if h < 1 || h > n {
				return fmt.Errorf("height %d at %d,%d: expected 1 to %d", h, r, c, n)
			}
		}
	}
	for r := 0; r < n; r++ {
		where := map[int]int{}
		for c := 0; c < n; c++ {
			if c0, dup := where[sol[r][c]]; dup {
				return fmt.Errorf("row %d holds height %d twice (columns %d and %d)", r, sol[r][c], c0, c)
			}
			where[sol[r][c]] = c
		}
	}
	for c := 0; c < n; c++ {
		where := map[int]int{}
		for r := 0; r < n; r++ {
			if r0, dup := where[sol[r][c]]; dup {
				return fmt.Errorf("column %d holds height %d twice (rows %d and %d)", c, sol[r][c], r0, r)
			}
			where[sol[r][c]] = r
		}
	}
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			if g := p.Given[r*n+c]; g != 0 && sol[r][c] != g {
				return fmt.Errorf("cell %d,%d holds %d: %d is given there", r, c, sol[r][c], g)
			}
		}
	}
	// The heights along each line, from each end.
	for k := 0; k < n; k++ {
		row := sol[k]
		col := make([]int, n)
		for r := 0; r < n; r++ {
			col[r] = sol[r][k]
		}
		views := []struct {
			side    string
			line    string
			clue    int
			heights []int
		}{
			{"left", "row", p.Clues[Left][k], row},
			{"right", "row", p.Clues[Right][k], reversed(row)},
			{"top", "column", p.Clues[Top][k], col},
			{"bottom", "column", p.Clues[Bottom][k], reversed(col)},
		}
		for _, v := range views {
			if v.clue == 0 {
				continue
			}
			if got := visible(v.heights); got != v.clue {
				return fmt.Errorf("%s %d seen from the %s shows %d buildings: the clue is %d", v.line, k, v.side, got, v.clue)
			}
		}
	}
	return nil
}

// visible counts the buildings seen along heights, nearest first.
func visible(heights []int) int {
	seen, tallest := 0, 0
	for _, h := range heights {
		if h > tallest {
			seen++
			tallest = h
		}
	}
	return seen
}

func reversed(s []int) []int {
	out := make([]int, len(s))
	for i, v := range s {
		out[len(s)-1-i] = v
	}
	return out
}
