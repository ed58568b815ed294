package grid

import "slices"

// A grid typed with a token between each two neighbouring cells (a
// Futoshiki's signs) has 2·Rows−1 rows of 2·Cols−1 tokens: cell (r, c)
// at (2r, 2c), the edge between two cells at the token between them,
// and a corner at each token between four cells.

// BetweenText returns the tokens of such a grid: cell's for the cells,
// edge's for the edges, corner for the corners.
func (s Shape) BetweenText(cell, edge func(int) string, corner string) [][]string {
	rows := make([][]string, 2*s.Rows-1)
	for r := range rows {
		rows[r] = slices.Repeat([]string{corner}, 2*s.Cols-1)
	}
	for i := 0; i < s.N(); i++ {
		r, c := s.RC(i)
		rows[2*r][2*c] = cell(i)
	}
	for e := 0; e < s.NumEdges(); e++ {
		a, _ := s.Edge(e)
		r, c := s.RC(a)
		if s.Horizontal(e) {
			rows[2*r][2*c+1] = edge(e)
		} else {
			rows[2*r+1][2*c] = edge(e)
		}
	}
	return rows
}

// BetweenAt returns what the token at row r, column c of such a grid
// stands for: cell i (e −1), edge e (i −1), or a corner (both −1).
func (s Shape) BetweenAt(r, c int) (i, e int) {
	switch {
	case r%2 == 0 && c%2 == 0:
		return s.Index(r/2, c/2), -1
	case r%2 != c%2:
		e, _ := s.EdgeBetween(s.Index(r/2, c/2), s.Index((r+1)/2, (c+1)/2))
		return -1, e
	}
	return -1, -1
}
