package slitherlink

import (
	"strings"
	"testing"
)

// square returns a solution of rows×cols cells whose loop goes around the
// cells from (r0, c0) to (r1, c1), corners included.
func square(rows, cols, r0, c0, r1, c1 int) Solution {
	s := NewSolution(rows, cols)
	for c := c0; c <= c1; c++ {
		s.H[r0*cols+c] = true
		s.H[(r1+1)*cols+c] = true
	}
	for r := r0; r <= r1; r++ {
		s.V[r*(cols+1)+c0] = true
		s.V[r*(cols+1)+c1+1] = true
	}
	return s
}

// TestVerify breaks each rule on a loop that keeps them all.
func TestVerify(t *testing.T) {
	// A 3×3 grid whose loop goes around the top left 2×2 cells.
	p, _ := Empty(3, 3)
	p.Clue[0], p.Clue[1], p.Clue[4], p.Clue[8] = 2, 2, 2, 0
	good := square(3, 3, 0, 0, 1, 1)
	if err := Verify(p, good); err != nil {
		t.Fatalf("a good loop: %v\n%s", err, Text(p, good))
	}
	edit := func(f func(s *Solution)) Solution {
		s := Solution{Rows: good.Rows, Cols: good.Cols, H: append([]bool(nil), good.H...), V: append([]bool(nil), good.V...)}
		f(&s)
		return s
	}
	empty, _ := Empty(3, 3)
	zero, _ := Empty(3, 3)
	zero.Clue[8] = 0
	for _, tc := range []struct {
		name string
		p    *Puzzle
		sol  Solution
		want string
	}{
		{"wrong size", p, NewSolution(3, 4), "expected 3×3 cells"},
		{"short edges", p, Solution{Rows: 3, Cols: 3, H: good.H, V: good.V[1:]}, "expected 3×3 cells"},
		{"no loop", empty, NewSolution(3, 3), "no loop"},
		{"dead end", p, edit(func(s *Solution) { s.H[0] = false }), "the loop ends at dot 0,0"},
		{"a path", empty, edit(func(s *Solution) { s.V[0], s.V[4] = false, false }), "the loop ends"},
		{"branch", p, edit(func(s *Solution) { s.H[1*3+0] = true }), "branches at dot 1,0 (3 edges)"},
		{"crossing", empty, func() Solution {
			// Two squares that share the dot 1,1: four edges there.
			s := square(3, 3, 0, 0, 0, 0)
			t := square(3, 3, 1, 1, 1, 1)
			for i := range s.H {
				s.H[i] = s.H[i] || t.H[i]
			}
			for i := range s.V {
				s.V[i] = s.V[i] || t.V[i]
			}
			return s
		}(), "branches at dot 1,1 (4 edges)"},
		{"two loops", empty, func() Solution {
			s := square(3, 3, 0, 0, 0, 0)
			t := square(3, 3, 2, 2, 2, 2)
			for i := range s.H {
				s.H[i] = s.H[i] || t.H[i]
			}
			for i := range s.V {
				s.V[i] = s.V[i] || t.V[i]
			}
			return s
		}(), "a second loop, through dot 2,2"},
		{"clue", p, square(3, 3, 0, 0, 2, 2), "cell 0,1 has 1 sides on the loop: its clue is 2"},
		{"clue of 0", zero, square(3, 3, 2, 2, 2, 2), "cell 2,2 has 4 sides on the loop: its clue is 0"},
		{"another clue", p, square(3, 3, 0, 0, 1, 0), "cell 0,0 has 3 sides on the loop: its clue is 2"},
	} {
		err := Verify(tc.p, tc.sol)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, expected %q", tc.name, err, tc.want)
		}
	}
	// A loop that meets every clue of 0 to 4.
	one, _ := Empty(1, 1)
	one.Clue[0] = 4
	if err := Verify(one, square(1, 1, 0, 0, 0, 0)); err != nil {
		t.Errorf("a 4 around the only cell: %v", err)
	}
}

// TestLoop checks the order of the JSON output: from the smallest dot,
// first to the smaller neighbour, the start not repeated; nil for edges
// that are not one loop.
func TestLoop(t *testing.T) {
	s := square(3, 3, 1, 1, 1, 2)
	got := s.Pairs()
	want := [][2]int{{1, 1}, {1, 2}, {1, 3}, {2, 3}, {2, 2}, {2, 1}}
	if len(got) != len(want) {
		t.Fatalf("got %v, expected %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("got %v, expected %v", got, want)
		}
	}
	two := square(3, 3, 0, 0, 0, 0)
	two.H[2*3+2], two.H[3*3+2], two.V[2*4+2], two.V[2*4+3] = true, true, true, true
	if l := two.Loop(); l != nil {
		t.Errorf("two loops give %v, expected nil", l)
	}
	if l := NewSolution(2, 2).Loop(); l != nil {
		t.Errorf("no edge gives %v", l)
	}
	branch := square(3, 3, 0, 0, 1, 1)
	branch.H[1*3+0] = true
	if l := branch.Loop(); l != nil {
		t.Errorf("a branch gives %v", l)
	}
}
