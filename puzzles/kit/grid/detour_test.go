package grid

import (
	"math/rand"
	"testing"
)

// detourByWalk is Detour written another way: for each line, a walk from
// the unused cells beside one end, through unused cells, to one beside
// the other end.
func detourByWalk(s Shape, lines []int) bool {
	for a := range lines {
		for _, d := range Dirs {
			b, ok := s.Step(a, d)
			if !ok || lines[a]&d.Bit() == 0 {
				continue
			}
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
