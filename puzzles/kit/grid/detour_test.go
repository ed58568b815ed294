package grid

import (
	"math/rand"
	"slices"
	"testing"
)

// detourByWalk is Detour written another way: for each two cells one or
// two steps apart along a line, a walk from the unused cells beside one,
// through unused cells, to one beside the other.
func detourByWalk(s Shape, lines []int) bool {
	joined := func(a, b int) bool {
		for _, d := range Dirs {
			if j, ok := s.Step(a, d); ok && j == b {
				return lines[a]&d.Bit() != 0
			}
		}
		return false
	}
	walks := func(a, b int) bool {
		seen := make([]bool, s.N())
		var stack []int
		for _, j := range s.Neighbours(a) {
			if lines[j] == 0 {
				seen[j], stack = true, append(stack, j)
			}
		}
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, j := range s.Neighbours(i) {
				if j == b {
					return true
				}
				if lines[j] == 0 && !seen[j] {
					seen[j], stack = true, append(stack, j)
				}
			}
		}
		return false
	}
	for a := 0; a < s.N(); a++ {
		for b := 0; b < s.N(); b++ {
			if a == b {
				continue
			}
			if joined(a, b) && walks(a, b) {
				return true
			}
			for c := 0; c < s.N(); c++ {
				if c != a && c != b && joined(a, c) && joined(c, b) && walks(a, b) {
					return true
				}
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
		{[][]int{{0, 1, 2}, {4, 5}}, false},    // 3 touches 0 and 4, no two cells near on a line
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
