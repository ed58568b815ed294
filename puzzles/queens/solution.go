package queens

import (
	"fmt"
	"strings"
)

// Solution gives, for each row, the column of its queen (0-based).
type Solution []int

// Verify checks sol against the rules and the placed queens of p, reading
// only the board: one queen per row, per column, at most one per diagonal.
func Verify(p *Puzzle, sol Solution) error {
	if len(sol) != p.N {
		return fmt.Errorf("%d rows, expected %d", len(sol), p.N)
	}
	cols := make(map[int]int, p.N)
	diag := make(map[int]int, p.N)
	anti := make(map[int]int, p.N)
	for r, c := range sol {
		if c < 0 || c >= p.N {
			return fmt.Errorf("row %d has no queen", r)
		}
		if f := p.fixed[r]; f >= 0 && f != c {
			return fmt.Errorf("row %d: queen at column %d, but one was placed at column %d", r, c, f)
		}
		if r2, ok := cols[c]; ok {
			return fmt.Errorf("rows %d and %d both have their queen in column %d", r2, r, c)
		}
		if r2, ok := diag[r-c]; ok {
			return fmt.Errorf("queens in rows %d and %d share a diagonal", r2, r)
		}
		if r2, ok := anti[r+c]; ok {
			return fmt.Errorf("queens in rows %d and %d share an anti-diagonal", r2, r)
		}
		cols[c], diag[r-c], anti[r+c] = r, r, r
	}
	return nil
}

// Text draws the board: 'Q' for a queen, '.' for an empty square.
func (s Solution) Text() string {
	var b strings.Builder
	n := len(s)
	for _, c := range s {
		b.WriteString(strings.Repeat(". ", c))
		b.WriteString("Q")
		if c < n-1 {
			b.WriteString(" " + strings.Repeat(". ", n-c-2) + ".")
		}
		b.WriteByte('\n')
	}
	return b.String()
}
