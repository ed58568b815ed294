package slitherlink

import (
	"reflect"
	"strings"
	"testing"
)

// square returns a board of rows×cols cells whose loop goes around the
// cells from (r0, c0) to (r1, c1), corners included.
func square(rows, cols, r0, c0, r1, c1 int) Loop {
	s := newLoop(rows, cols)
	h, v := hv(s, rows, cols)
	for c := c0; c <= c1; c++ {
		h[r0*cols+c], h[(r1+1)*cols+c] = 1, 1
	}
	for r := r0; r <= r1; r++ {
		v[r*(cols+1)+c0], v[r*(cols+1)+c1+1] = 1, 1
	}
	return s
}

// union returns the edges on in a or b.
func union(a, b Loop) Loop {
	out := append(Loop(nil), a...)
	for e := range out {
		out[e] |= b[e]
	}
	return out
}

// TestVerify breaks each rule on a loop that keeps them all. The loop's
// checks are grid.Shape.CheckLoop's, over the dots, named as the rules
// name them (dot r1c1 the grid's top-left corner).
func TestVerify(t *testing.T) {
	// A 3×3 grid whose loop goes around the top left 2×2 cells.
	p, _ := Empty(3, 3)
	p.Clue[0], p.Clue[1], p.Clue[4], p.Clue[8] = 2, 2, 2, 0
	good := square(3, 3, 0, 0, 1, 1)
	if err := Verify(p, good); err != nil {
		t.Fatalf("a good loop: %v\n%s", err, text(p, good))
	}
	edit := func(f func(h, v []int)) Loop {
		s := append(Loop(nil), good...)
		f(hv(s, 3, 3))
		return s
	}
	empty, _ := Empty(3, 3)
	zero, _ := Empty(3, 3)
	zero.Clue[8] = 0
	for _, tc := range []struct {
		name string
		p    *Puzzle
		sol  Loop
		want string
	}{
		{"wrong size", p, newLoop(3, 4), "31 edges, expected 24"},
		{"short edges", p, good[1:], "23 edges, expected 24"},
		{"undecided", p, edit(func(h, v []int) { h[0] = -1 }), "edge r1c1-r1c2 undecided"},
		{"no loop", empty, newLoop(3, 3), "there is no loop"},
		{"dead end", p, edit(func(h, v []int) { h[0] = 0 }), "r1c1: the loop branches or ends there (1 lines)"},
		{"a path", empty, edit(func(h, v []int) { v[0], v[4] = 0, 0 }), "the loop branches or ends there (1 lines)"},
		{"branch", p, edit(func(h, v []int) { h[1*3+0] = 1 }), "r2c1: the loop branches or ends there (3 lines)"},
		// Two squares that share the dot r2c2: four edges there.
		{"crossing", empty, union(square(3, 3, 0, 0, 0, 0), square(3, 3, 1, 1, 1, 1)), "r2c2: the loop branches or ends there (4 lines)"},
		{"two loops", empty, union(square(3, 3, 0, 0, 0, 0), square(3, 3, 2, 2, 2, 2)), "more than one loop: through r1c1 and through r3c3"},
		{"clue", p, square(3, 3, 0, 0, 2, 2), "r1c2 holds 1 side on the loop, expected 2"},
		{"clue of 0", zero, square(3, 3, 2, 2, 2, 2), "r3c3 holds 4 sides on the loop, expected 0"},
		{"another clue", p, square(3, 3, 0, 0, 1, 0), "r1c1 holds 3 sides on the loop, expected 2"},
	} {
		err := Verify(tc.p, tc.sol)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, expected %q", tc.name, err, tc.want)
		}
	}
	// A loop that meets a clue of 4.
	one, _ := Empty(1, 1)
	one.Clue[0] = 4
	if err := Verify(one, square(1, 1, 0, 0, 0, 0)); err != nil {
		t.Errorf("a 4 around the only cell: %v", err)
	}
}

// TestLoop checks the order of the JSON output: from the smallest dot,
// first to the smaller neighbour, the start not repeated.
func TestLoop(t *testing.T) {
	p, _ := Empty(3, 3)
	got := show(p, square(3, 3, 1, 1, 1, 2)).Fields["loop"]
	want := [][2]int{{1, 1}, {1, 2}, {1, 3}, {2, 3}, {2, 2}, {2, 1}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got %v, expected %v", got, want)
	}
}
