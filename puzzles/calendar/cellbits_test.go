package calendar

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
)

// regionSizes returns the sizes of the regions of free cells, edge to
// edge, in the order of their first cells, as the kit's grid finds them
// (a search over neighbour lists, apart from the bit sets).
func regionSizes(rows, cols int, free []bool) []int {
	var sizes []int
	for _, g := range (grid.Shape{Rows: rows, Cols: cols}).Components(func(i int) bool { return free[i] }, func(a, b int) bool { return true }) {
		sizes = append(sizes, len(g))
	}
	return sizes
}

// TestTakeRegion compares the bit-parallel flood fill with the grid's
// Components on random grids up to the largest board, where a region crosses
// words and rows wrap inside a word; every grid up to 3×3 is tried whole.
func TestTakeRegion(t *testing.T) {
	check := func(rows, cols int, free []bool) {
		t.Helper()
		want := regionSizes(rows, cols, free)
		g := newBitGrid(rows, cols)
		s := newCellBits(rows * cols)
		for i, f := range free {
			if f {
				s.add(i)
			}
		}
		var got []int
		for {
			n := g.takeRegion(s)
			if n == 0 {
				break
			}
			got = append(got, n)
		}
		if !slices.Equal(got, want) {
			t.Fatalf("%d×%d grid %v: regions %v, want %v", rows, cols, free, got, want)
		}
		for i := range free {
			if s.has(i) {
				t.Fatalf("%d×%d grid: cell %d left after every region was taken", rows, cols, i)
			}
		}
	}
	for rows := 1; rows <= 3; rows++ {
		for cols := 1; cols <= 3; cols++ {
			n := rows * cols
			for mask := 0; mask < 1<<n; mask++ {
				free := make([]bool, n)
				for i := range free {
					free[i] = mask&(1<<i) != 0
				}
				check(rows, cols, free)
			}
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 3000 {
		rows, cols := 1+rng.IntN(MaxBoardSide), 1+rng.IntN(MaxBoardSide)
		p := rng.Float64()
		free := make([]bool, rows*cols)
		for i := range free {
			free[i] = rng.Float64() < p
		}
		check(rows, cols, free)
	}
}
