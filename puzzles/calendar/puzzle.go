package calendar

import "fmt"

// Puzzle is an edition of the calendar puzzle: a board, a set of pieces,
// and whether the pieces may be turned over.
type Puzzle struct {
	Board  *Board
	Pieces []Piece
	Flip   bool // pieces may be reflected as well as rotated
}

// New returns the puzzle of board and pieces. The pieces' letters must be
// distinct.
func New(b *Board, pieces []Piece, flip bool) (*Puzzle, error) {
	seen := map[byte]bool{}
	for _, p := range pieces {
		if seen[p.Letter] {
			return nil, fmt.Errorf("two pieces named %c", p.Letter)
		}
		seen[p.Letter] = true
		if len(p.Cells) == 0 {
			return nil, fmt.Errorf("piece %c has no cells", p.Letter)
		}
	}
	if len(pieces) == 0 {
		return nil, fmt.Errorf("no pieces")
	}
	return &Puzzle{Board: b, Pieces: pieces, Flip: flip}, nil
}

// DragonFjordPuzzle returns DragonFjord's A-Puzzle-A-Day with its pieces,
// flips allowed.
func DragonFjordPuzzle() *Puzzle {
	return &Puzzle{Board: DragonFjord(), Pieces: DragonFjordPieces(), Flip: true}
}

// Area returns the cells the pieces cover in all.
func (p *Puzzle) Area() int {
	n := 0
	for _, pc := range p.Pieces {
		n += pc.Size()
	}
	return n
}

// Mismatch explains why no date of the board can be solved when the pieces'
// area differs from the cells a date leaves to cover; it returns "" when
// they agree.
func (p *Puzzle) Mismatch() string {
	open := 2
	if p.Board.HasWeekdays() {
		open = 3
	}
	want := p.Board.NumCells() - open
	if a := p.Area(); a != want {
		return fmt.Sprintf("the pieces cover %d cells, but the board leaves %d to cover (%d cells, %d open)", a, want, p.Board.NumCells(), open)
	}
	return ""
}
