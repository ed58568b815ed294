package skyscraper

import (
	"fmt"
)

// MaxSide is the largest grid accepted, to keep a typo from asking for
// millions of variables.
const MaxSide = 40

// Side is where a clue's viewer stands.
type Side int

// The sides, in the order of puzz.link and of Simon Tatham's Towers.
const (
	Top    Side = iota // above the grid, looking down a column
	Bottom             // below, looking up a column
	Left               // left of the grid, looking along a row
	Right              // right, looking back along a row
)

// Sides lists the four sides in order.
var Sides = [4]Side{Top, Bottom, Left, Right}

// String returns "top", "bottom", "left" or "right", the keys of the JSON
// form.
func (s Side) String() string {
	switch s {
	case Top:
		return "top"
	case Bottom:
		return "bottom"
	case Left:
		return "left"
	case Right:
		return "right"
	}
	return fmt.Sprintf("Side(%d)", int(s))
}

// Puzzle is an N×N Skyscraper puzzle: a Latin square of heights 1..N to
// fill, clues around it and givens in it.
type Puzzle struct {
	Name string // where the puzzle came from, when the input named it; may be empty
	N    int
	// Clues[s][k] is the clue of line k (a column for Top and Bottom, a
	// row for Left and Right) seen from side s, 1 to N; 0 is no clue.
	Clues [4][]int
	// Given[r*N+c] is the height given in cell (r, c), 1 to N; 0 is none.
	Given []int
}

// Empty returns an n×n puzzle without clues or givens, for filling in.
func Empty(n int) (*Puzzle, error) {
	if n < 1 || n > MaxSide {
		return nil, fmt.Errorf("grid of %d×%d cells: expected 1 to %d a side", n, n, MaxSide)
	}
	p := &Puzzle{N: n, Given: make([]int, n*n)}
	for s := range p.Clues {
		p.Clues[s] = make([]int, n)
	}
	return p, nil
}

// Check returns an error naming the first clue or given out of range, or
// a slice of the wrong length: what a parser checks before it returns a
// puzzle. Puzzles that Check accepts may still have no solution.
func (p *Puzzle) Check() error {
	if p.N < 1 || p.N > MaxSide {
		return fmt.Errorf("grid of %d×%d cells: expected 1 to %d a side", p.N, p.N, MaxSide)
	}
	for _, s := range Sides {
		if len(p.Clues[s]) != p.N {
			return fmt.Errorf("%d %s clues: expected %d", len(p.Clues[s]), s, p.N)
		}
		for k, v := range p.Clues[s] {
			if v < 0 || v > p.N {
				return fmt.Errorf("%s clue %d of %s %d: expected 1 to %d, or none", s, v, s.lineName(), k, p.N)
			}
		}
	}
	if len(p.Given) != p.N*p.N {
		return fmt.Errorf("%d cells given: expected %d", len(p.Given), p.N*p.N)
	}
	for i, v := range p.Given {
		if v < 0 || v > p.N {
			return fmt.Errorf("height %d at %d,%d: expected 1 to %d, or none", v, i/p.N, i%p.N, p.N)
		}
	}
	return nil
}

// lineName returns "column" for the sides that look down columns and
// "row" for the others.
func (s Side) lineName() string {
	if s == Top || s == Bottom {
		return "column"
	}
	return "row"
}

// Line returns the cells (row-major indexes) of line k as the viewer on
// side s sees them, nearest first.
func (p *Puzzle) Line(s Side, k int) []int {
	n := p.N
	out := make([]int, n)
	for i := range out {
		switch s {
		case Top:
			out[i] = i*n + k
		case Bottom:
			out[i] = (n-1-i)*n + k
		case Left:
			out[i] = k*n + i
		case Right:
			out[i] = k*n + n - 1 - i
		}
	}
	return out
}

// Equal reports whether p and q are the same puzzle (names aside).
func (p *Puzzle) Equal(q *Puzzle) bool {
	if p.N != q.N || len(p.Given) != len(q.Given) {
		return false
	}
	for i := range p.Given {
		if p.Given[i] != q.Given[i] {
			return false
		}
	}
	for s := range p.Clues {
		if len(p.Clues[s]) != len(q.Clues[s]) {
			return false
		}
		for k := range p.Clues[s] {
			if p.Clues[s][k] != q.Clues[s][k] {
				return false
			}
		}
	}
	return true
}

// Infeasible explains why the puzzle can have no solution, from what
// can be seen at once (no search), or returns "": a height given twice in
// a row or column, or two clues facing each other along a line that add
// up to more than N+1 (the tallest building is seen from both ends, and
// the buildings on either side of it from one end at most).
func (p *Puzzle) Infeasible() string {
	n := p.N
	for _, s := range []Side{Left, Top} {
		for k := 0; k < n; k++ {
			seen := map[int]int{}
			for _, i := range p.Line(s, k) {
				if v := p.Given[i]; v > 0 {
					if j, dup := seen[v]; dup {
						return fmt.Sprintf("height %d is given twice in %s %d (at %d,%d and %d,%d)", v, s.lineName(), k, j/n, j%n, i/n, i%n)
					}
					seen[v] = i
				}
			}
		}
	}
	for _, pair := range [][2]Side{{Top, Bottom}, {Left, Right}} {
		for k := 0; k < n; k++ {
			a, b := p.Clues[pair[0]][k], p.Clues[pair[1]][k]
			if a > 0 && b > 0 && a+b > n+1 {
				return fmt.Sprintf("%s %d: clues %d (%s) and %d (%s) add up to more than %d", pair[0].lineName(), k, a, pair[0], b, pair[1], n+1)
			}
		}
	}
	return ""
}
