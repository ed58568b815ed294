package calendar

import (
	"fmt"
	"sort"
	"strings"
)

// Grid values other than a piece index.
const (
	Empty   = -1 // no piece covers the cell
	Overlap = -2 // two pieces cover the cell (only a broken model decodes so)
)

// Solution is a tiling of the board for a date: Grid gives, row-major, the
// index in Puzzle.Pieces of the piece covering each cell, or Empty.
type Solution struct {
	Puzzle *Puzzle
	Date   Date
	Grid   []int
}

func newSolution(p *Puzzle, d Date) *Solution {
	g := make([]int, p.Board.Rows*p.Board.Cols)
	for i := range g {
		g[i] = Empty
	}
	return &Solution{Puzzle: p, Date: d, Grid: g}
}

// Verify checks s against the rules, reading only the board it shows: the
// cells off the board and the date's cells are empty, every other cell is
// covered by one piece, and the cells of each piece are the piece itself,
// rotated, reflected only when the puzzle allows flips, and shifted.
func Verify(p *Puzzle, d Date, s *Solution) error {
	b := p.Board
	if len(s.Grid) != b.Rows*b.Cols {
		return fmt.Errorf("grid of %d cells, expected %d", len(s.Grid), b.Rows*b.Cols)
	}
	open, err := b.DateCells(d)
	if err != nil {
		return err
	}
	isOpen := map[int]bool{}
	for _, c := range open {
		isOpen[c] = true
	}
	cells := make([][]Cell, len(p.Pieces))
	for i, v := range s.Grid {
		r, c := i/b.Cols, i%b.Cols
		switch {
		case !b.On(r, c) || isOpen[i]:
			if v != Empty {
				return fmt.Errorf("cell %d,%d (%s) must stay uncovered", r, c, cellName(b, i))
			}
		case v == Empty:
			return fmt.Errorf("cell %d,%d (%s) is not covered", r, c, cellName(b, i))
		case v < 0 || v >= len(p.Pieces):
			return fmt.Errorf("cell %d,%d (%s) is covered twice", r, c, cellName(b, i))
		default:
			cells[v] = append(cells[v], Cell{r, c})
		}
	}
	for i, pc := range p.Pieces {
		if len(cells[i]) == 0 {
			return fmt.Errorf("piece %c is not on the board", pc.Letter)
		}
		if !congruent(pc.Cells, cells[i], p.Flip) {
			return fmt.Errorf("piece %c: its cells %v are not its shape", pc.Letter, cells[i])
		}
	}
	return nil
}

// congruent reports whether the cells got are the shape want moved by one
// of the plane's rotations (and reflections, with flip) and a shift. It is
// written apart from the placement generator on purpose.
func congruent(want, got []Cell, flip bool) bool {
	if len(want) != len(got) {
		return false
	}
	in := map[Cell]bool{}
	for _, c := range got {
		in[c] = true
	}
	if len(in) != len(got) {
		return false
	}
	// The eight linear maps of the square: (r, c) → (a·r + b·c, d·r + e·c).
	maps := [8][4]int{{1, 0, 0, 1}, {0, 1, -1, 0}, {-1, 0, 0, -1}, {0, -1, 1, 0},
		{1, 0, 0, -1}, {0, 1, 1, 0}, {-1, 0, 0, 1}, {0, -1, -1, 0}}
	for k, m := range maps {
		if k >= 4 && !flip {
			break
		}
		// Map want, then shift so that its smallest cell (row-major) lands
		// on got's smallest cell.
		t := make([]Cell, len(want))
		for i, c := range want {
			t[i] = Cell{m[0]*c.Row + m[1]*c.Col, m[2]*c.Row + m[3]*c.Col}
		}
		lo, glo := t[0], got[0]
		for _, c := range t {
			if c.Row < lo.Row || (c.Row == lo.Row && c.Col < lo.Col) {
				lo = c
			}
		}
		for _, c := range got {
			if c.Row < glo.Row || (c.Row == glo.Row && c.Col < glo.Col) {
				glo = c
			}
		}
		ok := true
		for _, c := range t {
			if !in[Cell{c.Row - lo.Row + glo.Row, c.Col - lo.Col + glo.Col}] {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

func cellName(b *Board, i int) string {
	if l := b.labels[i]; l != "" {
		return l
	}
	if !b.on[i] {
		return "off the board"
	}
	return "unlabelled"
}

// Text renders the tiling: a line with the date, then the board, each cell
// the letter of its piece, '*' for the date's cells, a blank off the board.
func (s *Solution) Text() string {
	return s.TextStyled(nil)
}

// TextStyled renders the tiling as Text does, passing each covered cell's
// letter through style (with the piece's index) when style is not nil, for
// colour on a terminal.
func (s *Solution) TextStyled(style func(piece int, letter string) string) string {
	b := s.Puzzle.Board
	var sb strings.Builder
	sb.WriteString(s.Date.String())
	sb.WriteByte('\n')
	for r := 0; r < b.Rows; r++ {
		var line strings.Builder
		pending := 0 // blanks not yet written, so that lines have no trailing space
		for c := 0; c < b.Cols; c++ {
			i := r*b.Cols + c
			cell := ""
			switch v := s.Grid[i]; {
			case !b.on[i]:
			case v >= 0:
				cell = string(s.Puzzle.Pieces[v].Letter)
				if style != nil {
					cell = style(v, cell)
				}
			case v == Empty:
				cell = "*"
			default:
				cell = "!"
			}
			if c > 0 {
				pending++
			}
			if cell == "" {
				pending++
				continue
			}
			line.WriteString(strings.Repeat(" ", pending))
			pending = 0
			line.WriteString(cell)
		}
		sb.WriteString(line.String())
		sb.WriteByte('\n')
	}
	return sb.String()
}

// Pieces returns, for each piece letter, its cells as [row, col] pairs in
// row-major order: the JSON form of the tiling.
func (s *Solution) Pieces() map[string][][2]int {
	b := s.Puzzle.Board
	out := map[string][][2]int{}
	for i, v := range s.Grid {
		if v >= 0 && v < len(s.Puzzle.Pieces) {
			l := string(s.Puzzle.Pieces[v].Letter)
			out[l] = append(out[l], [2]int{i / b.Cols, i % b.Cols})
		}
	}
	for _, cells := range out {
		sort.Slice(cells, func(i, j int) bool {
			return cells[i][0] < cells[j][0] || (cells[i][0] == cells[j][0] && cells[i][1] < cells[j][1])
		})
	}
	return out
}
