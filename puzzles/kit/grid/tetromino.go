package grid

import (
	"sort"
	"sync"
)

// Tetromino is a fixed tetromino: its letter (L, I, T, S or O) and its
// four cells as (row, column) offsets, sorted, the first at (0, 0) or on
// row 0.
type Tetromino struct {
	Letter byte
	Cells  [4][2]int
}

// Tetrominoes returns the 19 fixed tetrominoes, each free one (L, I, T,
// S, O) with its rotations and reflections: L 8, I 2, T 4, S 4, O 1. The
// genres that place them (LITS) choose the letters they allow. They are
// made on first use, not at every start.
var Tetrominoes = sync.OnceValue(func() []Tetromino {
	var out []Tetromino
	seen := map[[4][2]int]bool{}
	for _, base := range []Tetromino{{'L', [4][2]int{{0, 0}, {1, 0}, {2, 0}, {2, 1}}}, {'I', [4][2]int{{0, 0}, {0, 1}, {0, 2}, {0, 3}}}, {'T', [4][2]int{{0, 0}, {0, 1}, {0, 2}, {1, 1}}}, {'S', [4][2]int{{0, 1}, {0, 2}, {1, 0}, {1, 1}}}, {'O', [4][2]int{{0, 0}, {0, 1}, {1, 0}, {1, 1}}}} {
		for t := 0; t < 8; t++ {
			var c [4][2]int
			for k, rc := range base.Cells {
				r, col := rc[0], rc[1]
				if t&1 != 0 {
					r = -r
				}
				if t&2 != 0 {
					col = -col
				}
				if t&4 != 0 {
					r, col = col, r
				}
				c[k] = [2]int{r, col}
			}
			if c = normalTetromino(c); !seen[c] {
				seen[c] = true
				out = append(out, Tetromino{base.Letter, c})
			}
		}
	}
	return out
})

// normalTetromino shifts four cells to start at row 0 and column 0,
// sorted.
func normalTetromino(c [4][2]int) [4][2]int {
	r0, c0 := c[0][0], c[0][1]
	for _, rc := range c {
		r0, c0 = min(r0, rc[0]), min(c0, rc[1])
	}
	for k := range c {
		c[k][0] -= r0
		c[k][1] -= c0
	}
	sort.Slice(c[:], func(a, b int) bool { return c[a][0] < c[b][0] || c[a][0] == c[b][0] && c[a][1] < c[b][1] })
	return c
}

// TetrominoOf returns the letter of the tetromino that cells make (L, I,
// T, S or O), or 0 when they are not four cells joined through sides.
func (s Shape) TetrominoOf(cells []int) byte {
	if len(cells) != 4 {
		return 0
	}
	var c [4][2]int
	for k, i := range cells {
		c[k][0], c[k][1] = s.RC(i)
	}
	c = normalTetromino(c)
	for _, t := range Tetrominoes() {
		if t.Cells == c {
			return t.Letter
		}
	}
	return 0
}

// Place returns the cells of t laid with its first cell (in row-major
// order) at cell i, and false when it leaves the grid.
func (t Tetromino) Place(s Shape, i int) ([]int, bool) {
	r, c := s.RC(i)
	out := make([]int, 0, 4)
	for _, d := range t.Cells {
		rr, cc := r+d[0]-t.Cells[0][0], c+d[1]-t.Cells[0][1]
		if !s.In(rr, cc) {
			return nil, false
		}
		out = append(out, s.Index(rr, cc))
	}
	return out, true
}
