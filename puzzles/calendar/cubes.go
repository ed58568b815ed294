package calendar

import "github.com/puzzlesat/puzzlesat/sat"

// Cubes splits the search for the model's tilings into disjoint cubes, as
// cube-and-conquer does with a look-ahead: it branches depth times on the
// cell (or the piece) with the fewest placements left, each branch fixing one
// of them, and drops the branches where some cell or piece has no placement
// left or a region of free cells cannot be filled by the unused pieces. Each
// cube is the placements it fixes; every tiling lies in exactly one cube.
// With depth 0 it returns nil: the whole formula is one part. A model
// without tilings may give no cube at all.
func (m *Model) Cubes(depth int) [][]sat.Lit { return m.cubes(depth, 0) }

// FirstCubes is Cubes cut short after its first n cubes, for a search that
// wants one tiling: deep cubes are cheap to search, but the look-ahead would
// walk the whole tree to make them all. The rest of the search follows as
// at most one cube for each level of the branch walked last, deepest first:
// that level's placements fixed, and the branches already taken there
// negated (a rest may hold no tiling, when the look-ahead had no more cubes
// to make).
// Every tiling still lies in exactly one cube. With n ≤ 0 it is Cubes.
func (m *Model) FirstCubes(depth, n int) [][]sat.Lit { return m.cubes(depth, n) }

func (m *Model) cubes(depth, n int) [][]sat.Lit {
	if depth <= 0 {
		return nil
	}
	p := m.Puzzle
	b := p.Board
	cells := len(b.on)
	free := newCellBits(cells) // the cells not yet covered
	for i, on := range b.on {
		if on {
			free.add(i)
		}
	}
	for _, c := range m.Open {
		free.remove(c)
	}
	used := make([]bool, len(p.Pieces))
	rc := newRegionCheck(b, p.Pieces)
	sums := map[uint64][]bool{}
	sumsFor := func() []bool {
		var key uint64
		for i, u := range used {
			if u && i < 64 {
				key |= 1 << i
			}
		}
		if s, ok := sums[key]; ok && len(used) <= 64 {
			return s
		}
		s := rc.sums(used)
		sums[key] = s
		return s
	}
	cellCount := make([]int, cells)
	pieceCount := make([]int, len(p.Pieces))
	cubes := [][]sat.Lit{}
	var cube []sat.Lit
	cut := false // n cubes made: the rest of each level becomes one cube
	all := make([]int, len(m.Placements))
	for i := range all {
		all[i] = i
	}
	var rec func(alive []int, level int)
	rec = func(alive []int, level int) {
		// Count the placements left for each free cell and unused piece.
		for c := range cellCount {
			cellCount[c] = 0
		}
		for i := range pieceCount {
			pieceCount[i] = 0
		}
		for _, k := range alive {
			pl := m.Placements[k]
			pieceCount[pl.Piece]++
			for _, c := range pl.Cells {
				cellCount[c]++
			}
		}
		bestCell, bestPiece, bestN := -1, -1, -1
		for c, k := range cellCount {
			if free.has(c) && (bestN < 0 || k < bestN) {
				bestCell, bestN = c, k
			}
		}
		for pi, k := range pieceCount {
			if !used[pi] && (bestN < 0 || k < bestN) {
				bestCell, bestPiece, bestN = -1, pi, k
			}
		}
		switch {
		case bestN == 0:
			return // a cell or a piece without a placement: no tiling here
		case bestN < 0 || level == depth:
			// Tiled, or deep enough: the cube is the placements fixed.
			cubes = append(cubes, append([]sat.Lit(nil), cube...))
			cut = n > 0 && len(cubes) >= n
			return
		}
		var branch []int
		for _, k := range alive {
			pl := m.Placements[k]
			if pl.Piece == bestPiece || (bestCell >= 0 && contains(pl.Cells, bestCell)) {
				branch = append(branch, k)
			}
		}
		next := make([]int, 0, len(alive))
		for bi, k := range branch {
			pl := m.Placements[k]
			used[pl.Piece] = true
			for _, c := range pl.Cells {
				free.remove(c)
			}
			if rc.fits(free, sumsFor()) {
				next = next[:0]
				for _, j := range alive {
					q := m.Placements[j]
					if used[q.Piece] {
						continue
					}
					ok := true
					for _, c := range q.Cells {
						if !free.has(c) {
							ok = false
							break
						}
					}
					if ok {
						next = append(next, j)
					}
				}
				cube = append(cube, m.Vars[k].Pos())
				rec(next, level+1)
				cube = cube[:len(cube)-1]
			}
			used[pl.Piece] = false
			for _, c := range pl.Cells {
				free.add(c)
			}
			if cut {
				// Exactly one branch holds in a tiling under the cube:
				// the rest are those not taken yet.
				if bi+1 < len(branch) {
					rest := append([]sat.Lit(nil), cube...)
					for _, j := range branch[:bi+1] {
						rest = append(rest, m.Vars[j].Neg())
					}
					cubes = append(cubes, rest)
				}
				return
			}
		}
	}
	rec(all, 0)
	return cubes
}

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if x == y {
			return true
		}
	}
	return false
}
