package symgrid

import (
	"fmt"
	"strconv"
	"strings"
)

// Board is a filled grid: Board[r*Cols+c] is the index of the symbol in
// cell (r, c).
type Board []int

// Rows returns the board as row strings of symbol letters, the form of the
// JSON output; a cell without a symbol (None, in a partly solved board) is
// '.'.
func (b Board) Rows(p *Puzzle) []string {
	out := make([]string, p.Rows)
	for r := range out {
		var sb strings.Builder
		for c := 0; c < p.Cols; c++ {
			if s := b[r*p.Cols+c]; s >= 0 && s < len(p.Symbols) {
				sb.WriteByte(p.Symbols[s])
			} else {
				sb.WriteByte('.')
			}
		}
		out[r] = sb.String()
	}
	return out
}

// CellName is the community's name of cell i: "r3c4", 1-based.
func (p *Puzzle) CellName(i int) string {
	return "r" + strconv.Itoa(i/p.Cols+1) + "c" + strconv.Itoa(i%p.Cols+1)
}

// LineName names line k of Lines: "row 3" or "column 4", 1-based.
func (p *Puzzle) LineName(k int) string {
	if k < p.Rows {
		return "row " + strconv.Itoa(k+1)
	}
	return "column " + strconv.Itoa(k-p.Rows+1)
}

// Text returns the board as text, a row of symbol letters a line: the text
// grid format, which reads back as the puzzle with every cell given.
func (b Board) Text(p *Puzzle) string {
	return strings.Join(b.Rows(p), "\n") + "\n"
}

// Check verifies the rules Binox and Troix share on a decoded board,
// without looking at any model: the board has a symbol in every cell, keeps
// the givens, holds every symbol equally often in each row and column, and
// has no run of more than Run equal symbols in a row or column.
func Check(p *Puzzle, b Board) error {
	if len(b) != p.Rows*p.Cols {
		return fmt.Errorf("the board has %d cells, expected %d", len(b), p.Rows*p.Cols)
	}
	for i, s := range b {
		if s < 0 || s >= len(p.Symbols) {
			return fmt.Errorf("cell %d,%d holds no symbol", i/p.Cols, i%p.Cols)
		}
		if g := p.Given[i]; g != None && g != s {
			return fmt.Errorf("cell %d,%d holds %c, but %c is given", i/p.Cols, i%p.Cols, p.Symbols[s], p.Symbols[g])
		}
	}
	line := func(name string, at func(j int) int, n int) error {
		count := make([]int, len(p.Symbols))
		run := 0
		for j := 0; j < n; j++ {
			s := b[at(j)]
			count[s]++
			if j > 0 && s == b[at(j-1)] {
				run++
			} else {
				run = 1
			}
			if run > p.Run {
				return fmt.Errorf("%s holds %d %c in a row, more than %d", name, run, p.Symbols[s], p.Run)
			}
		}
		for s, c := range count {
			if c*len(p.Symbols) != n {
				return fmt.Errorf("%s holds %d %c, expected %d", name, c, p.Symbols[s], n/len(p.Symbols))
			}
		}
		return nil
	}
	for r := 0; r < p.Rows; r++ {
		if err := line(fmt.Sprintf("row %d", r), func(j int) int { return r*p.Cols + j }, p.Cols); err != nil {
			return err
		}
	}
	for c := 0; c < p.Cols; c++ {
		if err := line(fmt.Sprintf("column %d", c), func(j int) int { return j*p.Cols + c }, p.Rows); err != nil {
			return err
		}
	}
	return nil
}
