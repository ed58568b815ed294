package grid

import (
	"math/rand"
	"slices"
	"testing"
)

// detourByWalk is Detour written another way: for each two cells of one
// line (a walk along lines from one reaches the other), a walk from the
// unused cells beside one, through unused cells, to one beside the other.
func detourByWalk(s Shape, lines []int) bool {
	joined := func(a, b int) bool {
		for _, d := range Dirs {
			if j, ok := s.Step(a, d); ok && j == b {
				return lines[a]&d.Bit() != 0
			}
		}
		return false
	}
	walk := func(a, b int, through func(int) bool, step func(i, j int) bool) bool {
		seen := make([]bool, s.N())
		seen[a] = true
		for stack := []int{a}; len(stack) > 0; {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, j := range s.Neighbours(i) {
				if j == b && step(i, j) {
					return true
				}
				if !seen[j] && through(j) && step(i, j) {
					seen[j], stack = true, append(stack, j)
				}
			}
		}
		return false
	}
	free := func(i int) bool { return lines[i] == 0 }
	for a := 0; a < s.N(); a++ {
		for b := 0; b < s.N(); b++ {
			if a == b || free(a) || free(b) || !walk(a, b, func(int) bool { return true }, joined) {
				continue
			}
			// From a into an unused cell, through unused cells, to b.
			if walk(a, b, free, func(i, j int) bool { return i != a || free(j) }) {
				return true
			}
		}
	}
	return false
}

// board draws lines from a picture: each line lists cells joined one to
// the next.
func board(s Shape, paths ...[]int) []int {
	lines := make([]int, s.N())
	for _, p := range paths {
		for k := 1; k < len(p); k++ {
			for _, d := range Dirs {
				if j, ok := s.Step(p[k-1], d); ok && j == p[k] {
					lines[p[k-1]] |= d.Bit()
					lines[p[k]] |= d.Opposite().Bit()
				}
			}
		}
	}
	return lines
}

func TestDetour(t *testing.T) {
	s := Shape{Rows: 2, Cols: 3}
	for _, c := range []struct {
		paths [][]int
		want  bool
	}{
		{[][]int{{0, 1, 2}}, true},             // the row below is free: 0-1 can go round by 3, 4
		{[][]int{{0, 1, 2}, {3, 4}}, false},    // the row below is used
		{[][]int{{0, 1}, {4, 5}}, false},       // 3 touches 0 but not 1; 2 touches 1 but not 0
		{[][]int{{0, 3, 4, 5}}, true},          // 4-5 round by 1, 2
		{[][]int{{0, 1, 4, 3}, {2, 5}}, false}, // no unused cell
		{[][]int{{1, 4}}, true},                // 0 and 3 touch 1 and 4
		{[][]int{{0, 3, 4, 5, 2}}, true},       // 0-3-4 round by 1, leaving 3
		{[][]int{{0, 1, 2}, {4, 5}}, false},    // 3 touches 0 and 4, of two lines
		{[][]int{{0, 1, 2, 5, 4}}, true},       // 3 touches 0 and 4, four steps apart along one line
	} {
		if got := s.Detour(board(s, c.paths...)); got != c.want {
			t.Errorf("%v: Detour %v, want %v", c.paths, got, c.want)
		}
	}
	rng := rand.New(rand.NewSource(1))
	both := 0
	for trial := 0; trial < 3000; trial++ {
		s := Shape{Rows: 1 + rng.Intn(5), Cols: 1 + rng.Intn(5)}
		lines := make([]int, s.N())
		for i := range lines {
			for _, d := range [2]Dir{Right, Down} {
				if j, ok := s.Step(i, d); ok && rng.Intn(3) == 0 {
					lines[i] |= d.Bit()
					lines[j] |= d.Opposite().Bit()
				}
			}
		}
		got, want := s.Detour(lines), detourByWalk(s, lines)
		if got != want {
			t.Fatalf("%v %v: Detour %v, by walking %v", s, lines, got, want)
		}
		if got {
			both++
		}
	}
	if both < 300 || both > 2700 {
		t.Errorf("%d of 3000 random boards have a detour: the test shows little", both)
	}
}

// TestShortcuts: each pair of a cell's neighbours, once, with the other
// cell beside both (found by a scan) as its corner.
func TestShortcuts(t *testing.T) {
	for _, s := range []Shape{{Rows: 1, Cols: 1}, {Rows: 1, Cols: 4}, {Rows: 3, Cols: 3}, {Rows: 4, Cols: 5}} {
		want := map[Shortcut]bool{}
		for v := 0; v < s.N(); v++ {
			for _, a := range s.Neighbours(v) {
				for _, b := range s.Neighbours(v) {
					if a >= b {
						continue
					}
					corner := -1
					for c := 0; c < s.N(); c++ {
						if c != v && slices.Contains(s.Neighbours(a), c) && slices.Contains(s.Neighbours(b), c) {
							corner = c
						}
					}
					want[Shortcut{v, a, b, corner}] = true
				}
			}
		}
		var got []Shortcut
		for v, around := range s.Shortcuts() {
			for k, x := range around {
				if x.Via != v || k > 0 && x.Corner < 0 && around[k-1].Corner >= 0 {
					t.Errorf("%v: %+v out of place", s, x)
				}
			}
			got = append(got, around...)
		}
		for _, x := range got {
			if x.A > x.B {
				x.A, x.B = x.B, x.A
			}
			if !want[x] {
				t.Errorf("%v: %+v is not a shortcut, or twice", s, x)
			}
			delete(want, x)
		}
		if len(want) > 0 {
			t.Errorf("%v: %d shortcuts missing, e.g. %+v", s, len(want), want)
		}
	}
}

// TestGaps: every two cells of a row or column with two to most cells
// between them, found by a scan of all pairs, once each, with the cells
// between them in order.
func TestGaps(t *testing.T) {
	for _, c := range []struct {
		s    Shape
		most int
	}{{Shape{Rows: 1, Cols: 3}, 5}, {Shape{Rows: 1, Cols: 4}, 5}, {Shape{Rows: 4, Cols: 6}, 3}, {Shape{Rows: 5, Cols: 5}, 9}} {
		want := map[[2]int][]int{}
		for a := 0; a < c.s.N(); a++ {
			for b := a + 1; b < c.s.N(); b++ {
				ra, ca := c.s.RC(a)
				rb, cb := c.s.RC(b)
				var via []int
				switch {
				case ra == rb && cb-ca-1 >= 2 && cb-ca-1 <= c.most:
					for k := ca + 1; k < cb; k++ {
						via = append(via, c.s.Index(ra, k))
					}
				case ca == cb && rb-ra-1 >= 2 && rb-ra-1 <= c.most:
					for k := ra + 1; k < rb; k++ {
						via = append(via, c.s.Index(k, ca))
					}
				default:
					continue
				}
				want[[2]int{a, b}] = via
			}
		}
		got := c.s.Gaps(c.most)
		for _, g := range got {
			via, ok := want[[2]int{g.A, g.B}]
			if !ok || !slices.Equal(via, g.Via) {
				t.Errorf("%v most %d: %+v is not a gap, or twice (want via %v)", c.s, c.most, g, via)
			}
			delete(want, [2]int{g.A, g.B})
		}
		if len(want) > 0 {
			t.Errorf("%v most %d: %d gaps missing, e.g. %v", c.s, c.most, len(want), want)
		}
	}
}
