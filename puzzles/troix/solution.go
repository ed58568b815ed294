package troix

import "github.com/puzzlesat/puzzlesat/puzzles/internal/symgrid"

// Verify checks b against the rules of p, reading only the board: the
// givens kept, each symbol a third of every row and column, and no three
// equal in a row. Troix has no rule beyond those it shares with Binox.
func Verify(p *Puzzle, b Board) error { return symgrid.Check(&p.Puzzle, b) }
