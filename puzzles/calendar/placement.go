package calendar

import "slices"

// Placement is one piece put on the board: the piece's index in the set and
// the cells it covers (row-major indices of the board's grid, ascending).
type Placement struct {
	Piece int
	Cells []int
}

// orientations returns the distinct shapes of p under rotation and, with
// flip, reflection, each normalized.
func orientations(p Piece, flip bool) [][]Cell {
	var out [][]Cell
	cells := p.Cells
	for f := 0; f < 2; f++ {
		if f == 1 && !flip {
			break
		}
		for rot := 0; rot < 4; rot++ {
			t := make([]Cell, len(cells))
			for i, c := range cells {
				r, col := c.Row, c.Col
				if f == 1 {
					col = -col
				}
				for k := 0; k < rot; k++ {
					r, col = col, -r
				}
				t[i] = Cell{r, col}
			}
			t = normalize(t)
			if !slices.ContainsFunc(out, func(o []Cell) bool { return slices.Equal(o, t) }) {
				out = append(out, t)
			}
		}
	}
	return out
}

// placements returns every placement of every piece on the board's cells
// that leaves the cells in open uncovered. A shape fits where each of its
// rows, as a mask of columns shifted to its place, falls within the free
// cells of the board's row under it (a board has fewer than 64 columns).
// It walks the board twice, to count and then to fill: the placements and
// their cells are then two allocations, which a short run (one date)
// feels.
func placements(b *Board, pieces []Piece, flip bool, open []bool) []Placement {
	free := make([]uint64, b.Rows) // free[r]: bit c for a cell of row r a piece may cover
	for i, on := range b.on {
		if on && !open[i] {
			free[i/b.Cols] |= 1 << (i % b.Cols)
		}
	}
	type shape struct {
		piece int
		cells []Cell
		rows  []uint64 // rows[j]: the columns the shape covers in its row j
		cols  int
	}
	var shapes []shape
	for pi, p := range pieces {
		for _, cells := range orientations(p, flip) {
			s := shape{piece: pi, cells: cells, rows: make([]uint64, cells[len(cells)-1].Row+1)}
			for _, c := range cells {
				s.rows[c.Row] |= 1 << c.Col
				s.cols = max(s.cols, c.Col+1)
			}
			shapes = append(shapes, s)
		}
	}
	// each calls fn with every placement that fits.
	each := func(fn func(s *shape, r, c int)) {
		for k := range shapes {
			s := &shapes[k]
			for r := 0; r+len(s.rows) <= b.Rows; r++ {
				for c := 0; c+s.cols <= b.Cols; c++ {
					fits := true
					for j, m := range s.rows {
						if m<<c&^free[r+j] != 0 {
							fits = false
							break
						}
					}
					if fits {
						fn(s, r, c)
					}
				}
			}
		}
	}
	var n, ncells int
	each(func(s *shape, _, _ int) { n, ncells = n+1, ncells+len(s.cells) })
	out := make([]Placement, 0, n)
	cells := make([]int, 0, ncells)
	each(func(s *shape, r, c int) {
		start := len(cells)
		for _, x := range s.cells {
			cells = append(cells, (r+x.Row)*b.Cols+c+x.Col)
		}
		out = append(out, Placement{Piece: s.piece, Cells: cells[start:len(cells):len(cells)]})
	})
	return out
}

// regionCheck tells whether the free cells of a board can still be tiled as
// far as region sizes go: every region of free cells, edge to edge, must
// have a size that some set of the unused pieces adds up to.
type regionCheck struct {
	b     *Board
	sizes []int
	grid  *bitGrid
	free  cellBits // scratch
}

func newRegionCheck(b *Board, pieces []Piece) *regionCheck {
	sizes := make([]int, len(pieces))
	for i, p := range pieces {
		sizes[i] = p.Size()
	}
	return &regionCheck{b: b, sizes: sizes, grid: newBitGrid(b.Rows, b.Cols), free: newCellBits(b.Rows * b.Cols)}
}

// sums returns which totals (index) a subset of the pieces not in used
// can make.
func (rc *regionCheck) sums(used []bool) []bool {
	total := 0
	for i, s := range rc.sizes {
		if !used[i] {
			total += s
		}
	}
	ok := make([]bool, total+1)
	ok[0] = true
	for i, s := range rc.sizes {
		if used[i] {
			continue
		}
		for t := total; t >= s; t-- {
			ok[t] = ok[t] || ok[t-s]
		}
	}
	return ok
}

// fits reports whether every region of the free cells has a size in sums.
func (rc *regionCheck) fits(free cellBits, sums []bool) bool {
	f := rc.free
	copy(f, free)
	for {
		size := rc.grid.takeRegion(f)
		if size == 0 {
			return true
		}
		if size >= len(sums) || !sums[size] {
			return false
		}
	}
}

// prune drops the placements after which some region of the remaining free
// cells has a size no set of the other pieces can fill. It filters ps in
// place.
func (rc *regionCheck) prune(ps []Placement, open []bool) []Placement {
	sumsWithout := make([][]bool, len(rc.sizes))
	used := make([]bool, len(rc.sizes))
	for i := range rc.sizes {
		used[i] = true
		sumsWithout[i] = rc.sums(used)
		used[i] = false
	}
	b := rc.b
	base := newCellBits(b.Rows * b.Cols)
	for i, on := range b.on {
		if on && !open[i] {
			base.add(i)
		}
	}
	free := newCellBits(b.Rows * b.Cols)
	out := ps[:0]
	for _, p := range ps {
		copy(free, base)
		for _, c := range p.Cells {
			free.remove(c)
		}
		if rc.fits(free, sumsWithout[p.Piece]) {
			out = append(out, p)
		}
	}
	return out
}
