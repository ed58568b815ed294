package starbattle

import (
	"fmt"
	"sort"
)

// Star is a cell holding a star, 0-based.
type Star struct{ Row, Col int }

// Solution is the stars of a solved grid, sorted by row, then column.
type Solution []Star

// Sort orders the stars by row, then column.
func (s Solution) Sort() {
	sort.Slice(s, func(i, j int) bool {
		if s[i].Row != s[j].Row {
			return s[i].Row < s[j].Row
		}
		return s[i].Col < s[j].Col
	})
}

// Pairs returns the stars as [row, col] pairs, the form of the JSON output.
func (s Solution) Pairs() [][2]int {
	out := make([][2]int, len(s))
	for i, st := range s {
		out[i] = [2]int{st.Row, st.Col}
	}
	return out
}

// Verify checks sol against the rules of p, reading only the stars: each on
// the grid and listed once, exactly K in each row, column and region, and no
// two touching, not even diagonally.
func Verify(p *Puzzle, sol Solution) error {
	has := make([]bool, p.Rows*p.Cols)
	rows := make([]int, p.Rows)
	cols := make([]int, p.Cols)
	regs := make([]int, p.Regions)
	for _, s := range sol {
		if s.Row < 0 || s.Row >= p.Rows || s.Col < 0 || s.Col >= p.Cols {
			return fmt.Errorf("star at %d,%d: off the %d×%d grid", s.Row, s.Col, p.Rows, p.Cols)
		}
		i := s.Row*p.Cols + s.Col
		if has[i] {
			return fmt.Errorf("star at %d,%d listed twice", s.Row, s.Col)
		}
		has[i] = true
		rows[s.Row]++
		cols[s.Col]++
		regs[p.Region[i]]++
	}
	for r, n := range rows {
		if n != p.K {
			return fmt.Errorf("row %d holds %d stars, expected %d", r, n, p.K)
		}
	}
	for c, n := range cols {
		if n != p.K {
			return fmt.Errorf("column %d holds %d stars, expected %d", c, n, p.K)
		}
	}
	for g, n := range regs {
		if n != p.K {
			cell := p.Cells()[g][0]
			return fmt.Errorf("the region at %d,%d holds %d stars, expected %d", cell.Row, cell.Col, n, p.K)
		}
	}
	for _, s := range sol {
		for dr := -1; dr <= 1; dr++ {
			for dc := -1; dc <= 1; dc++ {
				r, c := s.Row+dr, s.Col+dc
				if (dr != 0 || dc != 0) && r >= 0 && r < p.Rows && c >= 0 && c < p.Cols && has[r*p.Cols+c] {
					return fmt.Errorf("stars at %d,%d and %d,%d touch", s.Row, s.Col, r, c)
				}
			}
		}
	}
	return nil
}
