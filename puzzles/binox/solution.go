package binox

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles/internal/symgrid"
)

// Verify checks b against the rules of p, reading only the board: the
// givens kept, as many X as O in every row and column, no three equal in a
// row, and, when p.Distinct, no two equal rows and no two equal columns.
func Verify(p *Puzzle, b Board) error {
	if err := symgrid.Check(&p.Puzzle, b); err != nil {
		return err
	}
	if !p.Distinct {
		return nil
	}
	rows := b.Rows(&p.Puzzle)
	if i, j, ok := repeated(rows); ok {
		return fmt.Errorf("rows %d and %d are equal: %s", i, j, rows[i])
	}
	cols := make([]string, p.Cols)
	for c := range cols {
		col := make([]byte, p.Rows)
		for r := range col {
			col[r] = rows[r][c]
		}
		cols[c] = string(col)
	}
	if i, j, ok := repeated(cols); ok {
		return fmt.Errorf("columns %d and %d are equal: %s", i, j, cols[i])
	}
	return nil
}

// repeated finds two equal strings.
func repeated(ss []string) (int, int, bool) {
	first := map[string]int{}
	for j, s := range ss {
		if i, ok := first[s]; ok {
			return i, j, true
		}
		first[s] = j
	}
	return 0, 0, false
}
