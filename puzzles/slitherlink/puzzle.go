package slitherlink

import "fmt"

// MaxSide is the largest number of rows or columns accepted, to keep a
// typo from asking for millions of variables.
const MaxSide = 200

// None is the clue of a cell without a number.
const None = -1

// Puzzle is a Slitherlink grid of Rows×Cols cells and (Rows+1)×(Cols+1)
// dots, some cells numbered.
type Puzzle struct {
	Name       string // where the puzzle came from, when the input named it; may be empty
	Rows, Cols int
	// Clue[r*Cols+c] is the number in cell (r, c), 0 to 4, or None.
	Clue []int
}

// Empty returns a puzzle of rows×cols cells without clues, for filling in.
func Empty(rows, cols int) (*Puzzle, error) {
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, fmt.Errorf("grid of %d×%d cells: expected 1 to %d rows and columns", rows, cols, MaxSide)
	}
	p := &Puzzle{Rows: rows, Cols: cols, Clue: make([]int, rows*cols)}
	for i := range p.Clue {
		p.Clue[i] = None
	}
	return p, nil
}

// Check returns an error naming the first clue out of range, or a grid of
// the wrong size: what a parser checks before it returns a puzzle.
// Puzzles that Check accepts may still have no solution.
func (p *Puzzle) Check() error {
	if p.Rows < 1 || p.Cols < 1 || p.Rows > MaxSide || p.Cols > MaxSide {
		return fmt.Errorf("grid of %d×%d cells: expected 1 to %d rows and columns", p.Rows, p.Cols, MaxSide)
	}
	if len(p.Clue) != p.Rows*p.Cols {
		return fmt.Errorf("%d cells: expected %d (%d×%d)", len(p.Clue), p.Rows*p.Cols, p.Rows, p.Cols)
	}
	for i, v := range p.Clue {
		if v != None && (v < 0 || v > 4) {
			return fmt.Errorf("clue %d at %d,%d: expected 0 to 4, or none", v, i/p.Cols, i%p.Cols)
		}
	}
	return nil
}

// At returns the clue of cell (r, c), or None.
func (p *Puzzle) At(r, c int) int { return p.Clue[r*p.Cols+c] }

// Clues returns the number of numbered cells.
func (p *Puzzle) Clues() int {
	n := 0
	for _, v := range p.Clue {
		if v != None {
			n++
		}
	}
	return n
}

// Equal reports whether p and q are the same grid with the same clues
// (their names aside).
func (p *Puzzle) Equal(q *Puzzle) bool {
	if p.Rows != q.Rows || p.Cols != q.Cols || len(p.Clue) != len(q.Clue) {
		return false
	}
	for i := range p.Clue {
		if p.Clue[i] != q.Clue[i] {
			return false
		}
	}
	return true
}

// Infeasible explains why no loop can meet the clues, from the clues
// alone (no search), or returns "": a 4 is a loop around its cell alone,
// so it leaves no room for another 4.
func (p *Puzzle) Infeasible() string {
	four := -1
	for i, v := range p.Clue {
		if v != 4 {
			continue
		}
		if four >= 0 {
			return fmt.Sprintf("cells %d,%d and %d,%d both hold 4: a 4 is a loop around its cell alone, and there is one loop", four/p.Cols, four%p.Cols, i/p.Cols, i%p.Cols)
		}
		four = i
	}
	return ""
}
