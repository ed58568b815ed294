package grid

// The edges of a shape join cells that share a side: the horizontal
// edges (r, c)–(r, c+1) first, row by row, then the vertical edges
// (r, c)–(r+1, c). A loop or a path through the cells' centres is a set
// of edges; so are region borders, each edge then the side between its
// two cells.

// NumEdges returns the number of edges.
func (s Shape) NumEdges() int { return s.Rows*(s.Cols-1) + (s.Rows-1)*s.Cols }

// Edge returns the two cells of edge e, the first above or left of the
// second.
func (s Shape) Edge(e int) (a, b int) {
	h := s.Rows * (s.Cols - 1)
	if e < h {
		r, c := e/(s.Cols-1), e%(s.Cols-1)
		return s.Index(r, c), s.Index(r, c+1)
	}
	e -= h
	return e, e + s.Cols
}

// Horizontal reports whether edge e joins two cells of a row (a to its
// right, b); otherwise it joins a to the cell below. (Not b == a+1: on a
// grid of one column that holds for the vertical edges too.)
func (s Shape) Horizontal(e int) bool { return e < s.Rows*(s.Cols-1) }

// EdgeAt returns the edge from cell i in direction d, and false at the
// grid's border.
func (s Shape) EdgeAt(i int, d Dir) (int, bool) {
	r, c := s.RC(i)
	switch d {
	case Right:
		if c+1 < s.Cols {
			return r*(s.Cols-1) + c, true
		}
	case Left:
		if c > 0 {
			return r*(s.Cols-1) + c - 1, true
		}
	case Down:
		if r+1 < s.Rows {
			return s.Rows*(s.Cols-1) + i, true
		}
	case Up:
		if r > 0 {
			return s.Rows*(s.Cols-1) + i - s.Cols, true
		}
	}
	return -1, false
}

// EdgeBetween returns the edge between cells a and b, and false when
// they do not share a side.
func (s Shape) EdgeBetween(a, b int) (int, bool) {
	for _, d := range Dirs {
		if j, ok := s.Step(a, d); ok && j == b {
			return s.EdgeAt(a, d)
		}
	}
	return -1, false
}

// EdgesAt returns the edges at cell i, clockwise from up.
func (s Shape) EdgesAt(i int) []int {
	out := make([]int, 0, 4)
	for _, d := range Dirs {
		if e, ok := s.EdgeAt(i, d); ok {
			out = append(out, e)
		}
	}
	return out
}

// EdgeName names edge e by its cells: "r3c4-r3c5".
func (s Shape) EdgeName(e int) string {
	a, b := s.Edge(e)
	return s.Name(a) + "-" + s.Name(b)
}

// EdgePairs returns the edges between cells that masks hold (Masks), each
// once, as the pairs of their cells [[r, c], [r, c]], in row-major order.
func (s Shape) EdgePairs(masks []int) [][2][2]int {
	out := [][2][2]int{}
	for i, m := range masks {
		for _, d := range []Dir{Right, Down} {
			if j, ok := s.Step(i, d); ok && m&d.Bit() != 0 {
				p := s.Pairs([]int{i, j})
				out = append(out, [2][2]int{p[0], p[1]})
			}
		}
	}
	return out
}

// Masks returns, for a set of edges, each cell's connections as a mask of
// directions (Dir.Bit): the form a loop or a path is drawn and checked in.
func (s Shape) Masks(on []bool) []int {
	out := make([]int, s.N())
	for e, x := range on {
		if x {
			a, b := s.Edge(e)
			if s.Horizontal(e) {
				out[a] |= Right.Bit()
				out[b] |= Left.Bit()
			} else {
				out[a] |= Down.Bit()
				out[b] |= Up.Bit()
			}
		}
	}
	return out
}
