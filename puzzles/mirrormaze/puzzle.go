package mirrormaze

import (
	"fmt"
	"strings"
)

// MaxSide is the largest number of rows or columns accepted, to keep a
// typo from asking for millions of variables.
const MaxSide = 100

// MaxClue is the largest clue or total accepted. A line of sight crosses
// each cell at most twice, so no clue above 2·MaxSide² can be met.
const MaxClue = 2 * MaxSide * MaxSide

// NoClue marks an edge position without a clue, and a total not given.
const NoClue = -1

// Cell is what a cell of the grid holds: a mirror, a monster, or (in a
// puzzle) a monster still to find.
type Cell byte

// The cells.
const (
	Unknown   Cell = iota // a monster not given: '.'
	Ghost                 // 'G': counted only when seen in a mirror
	Vampire               // 'V': counted only when seen head-on
	Zombie                // 'Z': counted always
	Slash                 // the mirror '/'
	Backslash             // the mirror '\'
)

// Monsters are the three kinds of monster, in the order of Puzzle.Totals.
var Monsters = [3]Cell{Ghost, Vampire, Zombie}

// Byte returns the character that stands for the cell in every format:
// '.', 'G', 'V', 'Z', '/' or '\'.
func (c Cell) Byte() byte {
	if int(c) < len(cellBytes) {
		return cellBytes[c]
	}
	return '?'
}

const cellBytes = `.GVZ/\`

// String returns the cell's character as a string.
func (c Cell) String() string { return string(c.Byte()) }

// IsMirror reports whether the cell is a mirror.
func (c Cell) IsMirror() bool { return c == Slash || c == Backslash }

// IsMonster reports whether the cell is a ghost, a vampire or a zombie.
func (c Cell) IsMonster() bool { return c == Ghost || c == Vampire || c == Zombie }

// index returns the monster's index in Monsters.
func (c Cell) index() int { return int(c - Ghost) }

// monsterName is the plural name of Monsters[i], for messages.
var monsterName = [3]string{"ghosts", "vampires", "zombies"}

// Side is the side of the grid a clue stands on.
type Side int

// The sides, in the order of Puzzle.Clues.
const (
	Top Side = iota
	Bottom
	Left
	Right
)

// Sides lists the four sides.
var Sides = [4]Side{Top, Bottom, Left, Right}

// String returns "top", "bottom", "left" or "right", the keys of the
// series' JSON.
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

// Pos is a cell's place, 0-based: row 0 is the top, column 0 the left.
type Pos struct{ Row, Col int }

// Puzzle is a haunted mirror maze: a Rows×Cols grid of mirrors and
// monsters, clues around it, and optional totals and groups of equal cells.
type Puzzle struct {
	Name       string // where the puzzle came from, when the input named it; may be empty
	Rows, Cols int
	// Grid[r*Cols+c] is a mirror, a monster given in advance (fixed), or
	// Unknown.
	Grid []Cell
	// Clues[Top][c] and Clues[Bottom][c] are the clues above and below
	// column c, Clues[Left][r] and Clues[Right][r] those left and right of
	// row r: how many monsters the line of sight entering the grid there
	// sees. NoClue where none is given (0 is a real clue).
	Clues [4][]int
	// Totals are the numbers of ghosts, vampires and zombies in the grid,
	// NoClue where not given.
	Totals [3]int
	// Same holds groups of cells that all hold the same monster (the
	// series' same_cells is one group).
	Same [][]Pos
}

// NewPuzzle returns a Rows×Cols puzzle without mirrors, clues or totals,
// for a parser or a program to fill in.
func NewPuzzle(rows, cols int) (*Puzzle, error) {
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, fmt.Errorf("grid of %d×%d cells: expected 1 to %d rows and columns", rows, cols, MaxSide)
	}
	p := &Puzzle{Rows: rows, Cols: cols, Grid: make([]Cell, rows*cols), Totals: [3]int{NoClue, NoClue, NoClue}}
	for _, s := range Sides {
		p.Clues[s] = make([]int, p.SideLen(s))
		for i := range p.Clues[s] {
			p.Clues[s][i] = NoClue
		}
	}
	return p, nil
}

// SideLen returns the number of clue positions on side s: Cols above and
// below, Rows left and right.
func (p *Puzzle) SideLen(s Side) int {
	if s == Top || s == Bottom {
		return p.Cols
	}
	return p.Rows
}

// At returns the cell at (r, c).
func (p *Puzzle) At(r, c int) Cell { return p.Grid[r*p.Cols+c] }

// Check reports an error when the puzzle is malformed: sizes that do not
// agree, a clue or total out of range, a group of same cells off the grid
// or on a mirror.
func (p *Puzzle) Check() error {
	if p.Rows < 1 || p.Cols < 1 || p.Rows > MaxSide || p.Cols > MaxSide {
		return fmt.Errorf("grid of %d×%d cells: expected 1 to %d rows and columns", p.Rows, p.Cols, MaxSide)
	}
	if len(p.Grid) != p.Rows*p.Cols {
		return fmt.Errorf("%d cells: expected %d (%d×%d)", len(p.Grid), p.Rows*p.Cols, p.Rows, p.Cols)
	}
	for i, c := range p.Grid {
		if c > Backslash {
			return fmt.Errorf("cell %d,%d: unknown content %d", i/p.Cols, i%p.Cols, c)
		}
	}
	for _, s := range Sides {
		if len(p.Clues[s]) != p.SideLen(s) {
			return fmt.Errorf("%d %s clues: expected %d", len(p.Clues[s]), s, p.SideLen(s))
		}
		for i, k := range p.Clues[s] {
			if k != NoClue && (k < 0 || k > MaxClue) {
				return fmt.Errorf("%s clue %d is %d: expected 0 to %d, or none", s, i, k, MaxClue)
			}
		}
	}
	for i, k := range p.Totals {
		if k != NoClue && (k < 0 || k > MaxClue) {
			return fmt.Errorf("%d %s: expected 0 to %d, or not given", k, monsterName[i], MaxClue)
		}
	}
	for _, g := range p.Same {
		for _, c := range g {
			if c.Row < 0 || c.Row >= p.Rows || c.Col < 0 || c.Col >= p.Cols {
				return fmt.Errorf("same cell %d,%d: off the %d×%d grid (0-based)", c.Row, c.Col, p.Rows, p.Cols)
			}
			if p.At(c.Row, c.Col).IsMirror() {
				return fmt.Errorf("same cell %d,%d: a mirror holds no monster", c.Row, c.Col)
			}
		}
	}
	return nil
}

// Infeasible explains why no filling can meet the rules, from what can be
// seen without a search, or returns "": totals that do not add up to the
// cells free of mirrors, fixed monsters beyond a total, a group of same
// cells given two different monsters, or a clue larger than the number of
// crossings of monsters on its line of sight.
func (p *Puzzle) Infeasible() string {
	free := 0
	var fixed [3]int
	for _, c := range p.Grid {
		if !c.IsMirror() {
			free++
		}
		if c.IsMonster() {
			fixed[c.index()]++
		}
	}
	sum, known := 0, 0
	for i, k := range p.Totals {
		if k == NoClue {
			continue
		}
		known++
		sum += k
		if fixed[i] > k {
			return fmt.Sprintf("%d %s are given in the grid, more than the total %d", fixed[i], monsterName[i], k)
		}
	}
	switch {
	case known == 3 && sum != free:
		return fmt.Sprintf("the totals add up to %d monsters, but %d cells hold no mirror", sum, free)
	case sum > free:
		return fmt.Sprintf("the totals given add up to %d monsters, but only %d cells hold no mirror", sum, free)
	}
	for _, g := range p.Same {
		var seen Cell
		for _, c := range g {
			m := p.At(c.Row, c.Col)
			if m.IsMonster() && seen != Unknown && m != seen {
				return fmt.Sprintf("the same cells hold a %s and a %s given in the grid", seen, m)
			}
			if m.IsMonster() {
				seen = m
			}
		}
	}
	for _, s := range Sides {
		for i, k := range p.Clues[s] {
			if k == NoClue {
				continue
			}
			if n := len(p.Sight(s, i)); k > n {
				return fmt.Sprintf("the %s clue of %s %d is %d, but its line of sight crosses cells free of mirrors %s", s, lineName(s), i, k, times(n))
			}
		}
	}
	return ""
}

// times says how often: "never", "once", "only 2 times".
func times(n int) string {
	switch n {
	case 0:
		return "never"
	case 1:
		return "once"
	}
	return fmt.Sprintf("only %d times", n)
}

// lineName is "column" for the clues above and below, "row" for the others.
func lineName(s Side) string {
	if s == Top || s == Bottom {
		return "column"
	}
	return "row"
}

// Clone returns a deep copy of the puzzle.
func (p *Puzzle) Clone() *Puzzle {
	q := *p
	q.Grid = append([]Cell(nil), p.Grid...)
	for _, s := range Sides {
		q.Clues[s] = append([]int(nil), p.Clues[s]...)
	}
	q.Same = nil
	for _, g := range p.Same {
		q.Same = append(q.Same, append([]Pos(nil), g...))
	}
	return &q
}

// Key returns a canonical string of the puzzle's content (not its name):
// two puzzles with equal keys are the same puzzle.
func (p *Puzzle) Key() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%dx%d:", p.Rows, p.Cols)
	for _, c := range p.Grid {
		b.WriteByte(c.Byte())
	}
	for _, s := range Sides {
		fmt.Fprintf(&b, " %s%v", s, p.Clues[s])
	}
	fmt.Fprintf(&b, " totals%v same%v", p.Totals, p.Same)
	return b.String()
}
