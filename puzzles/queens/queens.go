package queens

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
)

// MaxN is the largest board accepted, to keep a typo from asking for
// billions of variables.
const MaxN = 5000

// Puzzle is an N×N board with queens placed in advance.
type Puzzle struct {
	N     int
	fixed []int // fixed[r] is the column of row r's placed queen, or -1
}

// New returns an empty n×n board.
func New(n int) (*Puzzle, error) {
	if n < 1 || n > MaxN {
		return nil, fmt.Errorf("board size %d: expected 1 to %d", n, MaxN)
	}
	p := &Puzzle{N: n, fixed: make([]int, n)}
	for i := range p.fixed {
		p.fixed[i] = -1
	}
	return p, nil
}

// Place puts a queen at (row, col), 0-based. Placing two queens in one row
// is an error; queens that attack each other are not, since a completion
// without a solution is an answer, not an error.
func (p *Puzzle) Place(row, col int) error {
	if row < 0 || row >= p.N || col < 0 || col >= p.N {
		return fmt.Errorf("queen at %d,%d: expected a row and a column from 0 to %d", row, col, p.N-1)
	}
	if c := p.fixed[row]; c >= 0 && c != col {
		return fmt.Errorf("queen at %d,%d: row %d already has a queen at column %d", row, col, row, c)
	}
	p.fixed[row] = col
	return nil
}

// Placed returns the column of the queen placed in row r (0 to N−1), or
// -1 when none is.
func (p *Puzzle) Placed(r int) int { return p.fixed[r] }

// HasPlaced reports whether any queen is placed in advance.
func (p *Puzzle) HasPlaced() bool {
	for _, c := range p.fixed {
		if c >= 0 {
			return true
		}
	}
	return false
}

// ParseBoard reads a board of 'Q' (a placed queen) and '.' (an empty
// square), one row per line, N lines of N squares, with or without blanks
// between them (". Q . .", as the answers are drawn, or ".Q.."); blank
// lines and lines starting with '#' are skipped. name is used in error
// messages.
func ParseBoard(r io.Reader, name string) (*Puzzle, error) {
	sc := bufio.NewScanner(r)
	sc.Split(grid.ScanLines) // LF, CRLF or CR alone
	var rows []string
	var lines []int
	ln := 0
	for sc.Scan() {
		ln++
		s := strings.TrimRight(sc.Text(), " \t\r")
		if s == "" || strings.HasPrefix(s, "#") {
			continue
		}
		rows = append(rows, s)
		lines = append(lines, ln)
	}
	if err := sc.Err(); err != nil {
		return nil, grid.ScanError(err, name, ln+1, bufio.MaxScanTokenSize, "a row of the board")
	}
	if len(rows) == 0 {
		return nil, fmt.Errorf("%s:1:1: empty board: expected N lines of 'Q' and '.'", name)
	}
	n := len(rows)
	p, err := New(n)
	if err != nil {
		return nil, fmt.Errorf("%s:1:1: %v", name, err)
	}
	for r, row := range rows {
		cols := squares(row)
		if len(cols) != n {
			return nil, fmt.Errorf("%s:%d:1: row of %d squares: expected %d ('Q' or '.'), one per column of a %d×%d board", name, lines[r], len(cols), n, n, n)
		}
		for c, at := range cols {
			switch row[at] {
			case '.', '-', '_':
			case 'Q', 'q':
				if p.fixed[r] >= 0 {
					return nil, fmt.Errorf("%s:%d:%d: a second queen in row %d: expected at most one per row", name, lines[r], at+1, r)
				}
				p.fixed[r] = c
			default:
				return nil, fmt.Errorf("%s:%d:%d: unexpected %q: expected 'Q' or '.'", name, lines[r], at+1, row[at])
			}
		}
	}
	return p, nil
}

// squares returns the places in row of its squares: every byte but the
// blanks between them.
func squares(row string) []int {
	var at []int
	for i := 0; i < len(row); i++ {
		if row[i] != ' ' && row[i] != '\t' {
			at = append(at, i)
		}
	}
	return at
}
