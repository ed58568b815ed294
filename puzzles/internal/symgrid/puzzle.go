// Package symgrid holds what Binox and Troix share: a grid whose cells each
// take one of a few symbols (X and O; X, O and I), some given; the series'
// JSON and a plain text grid to read it from; the rules common to both
// (each symbol equally often in every row and column, no run longer than
// the limit) checked on a decoded board; and the board's rendering.
package symgrid

import (
	"fmt"
	"strings"
)

// MaxSide is the largest number of rows or columns accepted, to keep a
// typo from asking for millions of variables.
const MaxSide = 100

// None marks a cell without a given symbol.
const None = -1

// Puzzle is a Rows×Cols grid over Symbols (one letter each: "XO", "XOI"),
// in which no line holds a run of more than Run equal symbols and every
// symbol appears equally often in every row and column.
type Puzzle struct {
	Name       string // where the puzzle came from, when the input named it
	Rows, Cols int
	Symbols    string
	Run        int // the longest run of one symbol allowed in a row or column
	// Given[r*Cols+c] is the index in Symbols of the symbol given in cell
	// (r, c), or None.
	Given []int
}

// New checks the shape against the symbols (each must fit equally often
// in every row and column) and returns a puzzle without givens.
func New(rows, cols int, symbols string, run int) (*Puzzle, error) {
	k := len(symbols)
	switch {
	case rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide:
		return nil, fmt.Errorf("grid of %d×%d cells: expected 1 to %d rows and columns", rows, cols, MaxSide)
	case rows%k != 0 || cols%k != 0:
		return nil, fmt.Errorf("grid of %d×%d cells: each of the %d symbols %s must appear equally often in every row and column, so both sides must be multiples of %d", rows, cols, k, spaced(symbols), k)
	case run < 1:
		return nil, fmt.Errorf("longest run %d: expected 1 or more", run)
	}
	p := &Puzzle{Rows: rows, Cols: cols, Symbols: symbols, Run: run, Given: make([]int, rows*cols)}
	for i := range p.Given {
		p.Given[i] = None
	}
	return p, nil
}

// Symbol returns the index of the symbol letter ch (either case), or None.
func (p *Puzzle) Symbol(ch byte) int {
	i := strings.IndexByte(p.Symbols, upper(ch))
	if i < 0 {
		return None
	}
	return i
}

func upper(ch byte) byte {
	if ch >= 'a' && ch <= 'z' {
		return ch - 'a' + 'A'
	}
	return ch
}

func spaced(symbols string) string {
	parts := make([]string, len(symbols))
	for i := range symbols {
		parts[i] = symbols[i : i+1]
	}
	return strings.Join(parts, ", ")
}

// Lines returns the cells of every row, then of every column, as indexes
// row-major: the lines the rules speak of.
func (p *Puzzle) Lines() [][]int {
	var out [][]int
	for r := 0; r < p.Rows; r++ {
		line := make([]int, p.Cols)
		for c := range line {
			line[c] = r*p.Cols + c
		}
		out = append(out, line)
	}
	for c := 0; c < p.Cols; c++ {
		line := make([]int, p.Rows)
		for r := range line {
			line[r] = r*p.Cols + c
		}
		out = append(out, line)
	}
	return out
}

// Windows returns every run of Run+1 consecutive cells of a line: no such
// window may hold one symbol only.
func (p *Puzzle) Windows() [][]int {
	var out [][]int
	for _, line := range p.Lines() {
		for i := 0; i+p.Run < len(line); i++ {
			out = append(out, line[i:i+p.Run+1])
		}
	}
	return out
}
