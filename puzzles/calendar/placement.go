package calendar

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
	seen := map[string]bool{}
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
			key := shapeKey(t)
			if !seen[key] {
				seen[key] = true
				out = append(out, t)
			}
		}
	}
	return out
}

func shapeKey(cells []Cell) string {
	b := make([]byte, 0, 2*len(cells))
	for _, c := range cells {
		b = append(b, byte(c.Row), byte(c.Col))
	}
	return string(b)
}

// placements returns every placement of every piece on the board's cells
// that leaves the cells in open uncovered. It walks the board twice, to
// count and then to fill: the placements and their cells are then two
// allocations, which a short run (one date) feels.
func placements(b *Board, pieces []Piece, flip bool, open []bool) []Placement {
	shapes := make([][][]Cell, len(pieces))
	for pi, p := range pieces {
		shapes[pi] = orientations(p, flip)
	}
	fits := func(shape []Cell, r, c int) bool {
		for _, s := range shape {
			rr, cc := r+s.Row, c+s.Col
			if !b.On(rr, cc) || open[rr*b.Cols+cc] {
				return false
			}
		}
		return true
	}
	// each calls fn with every placement that fits.
	each := func(fn func(pi int, shape []Cell, r, c int)) {
		for pi, ss := range shapes {
			for _, shape := range ss {
				for r := range b.Rows {
					for c := range b.Cols {
						if fits(shape, r, c) {
							fn(pi, shape, r, c)
						}
					}
				}
			}
		}
	}
	var n, ncells int
	each(func(_ int, shape []Cell, _, _ int) { n, ncells = n+1, ncells+len(shape) })
	out := make([]Placement, 0, n)
	cells := make([]int, 0, ncells)
	each(func(pi int, shape []Cell, r, c int) {
		start := len(cells)
		for _, s := range shape {
			cells = append(cells, (r+s.Row)*b.Cols+c+s.Col)
		}
		out = append(out, Placement{Piece: pi, Cells: cells[start:len(cells):len(cells)]})
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
