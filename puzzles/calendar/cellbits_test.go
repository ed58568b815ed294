package calendar

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// regionSizesDFS returns the sizes of the regions of free cells, edge to
// edge, in the order of their first cells: a depth-first search over the
// grid, written apart from the bit sets.
func regionSizesDFS(rows, cols int, free []bool) []int {
	seen := make([]bool, len(free))
	var sizes []int
	for start := range free {
		if !free[start] || seen[start] {
			continue
		}
		size, stack := 0, []int{start}
		seen[start] = true
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			size++
			r, c := i/cols, i%cols
			for _, n := range [][2]int{{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}} {
				j := n[0]*cols + n[1]
				if n[0] >= 0 && n[0] < rows && n[1] >= 0 && n[1] < cols && free[j] && !seen[j] {
					seen[j] = true
					stack = append(stack, j)
				}
			}
		}
		sizes = append(sizes, size)
	}
	return sizes
}

// TestTakeRegion compares the bit-parallel flood fill with a depth-first
// search on random grids up to the largest board, where a region crosses
// words and rows wrap inside a word; every grid up to 3×3 is tried whole.
func TestTakeRegion(t *testing.T) {
	check := func(rows, cols int, free []bool) {
		t.Helper()
		want := regionSizesDFS(rows, cols, free)
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
