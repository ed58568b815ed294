package skyscraper

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
)

// TestVerifyRejects breaks a solved board in each rule in turn.
func TestVerifyRejects(t *testing.T) {
	p := loadFile(t, "puzzle_1.json") // all 20 clues and 5 givens
	sols, _ := solveAll(t, p, encode.Default, Default, 1)
	good := sols[0]
	if err := Verify(p, good); err != nil {
		t.Fatalf("the solution fails: %v", err)
	}
	change := func(f func(s Solution) Solution) Solution {
		s := make(Solution, len(good))
		for r := range good {
			s[r] = append([]int(nil), good[r]...)
		}
		return f(s)
	}
	swapCols := func(a, b int) func(Solution) Solution {
		return func(s Solution) Solution {
			for r := range s {
				s[r][a], s[r][b] = s[r][b], s[r][a]
			}
			return s
		}
	}
	for _, tc := range []struct {
		name string
		sol  Solution
		want string
	}{
		{"no rows", nil, "0 rows: expected 5"},
		{"short row", change(func(s Solution) Solution { s[2] = s[2][:4]; return s }), "row 2 has 4 cells"},
		{"height 0", change(func(s Solution) Solution { s[1][1] = 0; return s }), "height 0 at 1,1"},
		{"height 6", change(func(s Solution) Solution { s[1][1] = 6; return s }), "height 6 at 1,1"},
		{"row twice", change(func(s Solution) Solution { s[3][0] = s[3][1]; return s }), "row 3 holds height"},
		// Swapping two rows keeps rows and columns Latin: the givens object.
		{"given", change(func(s Solution) Solution { s[0], s[1] = s[1], s[0]; return s }), "is given there"},
	} {
		err := Verify(p, tc.sol)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Verify = %v, expected an error with %q", tc.name, err, tc.want)
		}
	}
	// A column broken while every row stays Latin: two cells of one row
	// swap places.
	bad := change(func(s Solution) Solution { s[2][0], s[2][1] = s[2][1], s[2][0]; return s })
	if err := Verify(p, bad); err == nil || !strings.Contains(err.Error(), "column 0 holds height") {
		t.Errorf("column twice: Verify = %v", err)
	}
	// Each side's clues on their own: the puzzle without givens and with
	// one clue, which the board (columns or rows permuted, still Latin)
	// breaks.
	for _, s := range Sides {
		q, _ := Empty(5)
		k := 2
		q.Clues[s][k] = p.Clues[s][k]
		if err := Verify(q, good); err != nil {
			t.Fatalf("%s clue alone: the solution fails: %v", s, err)
		}
		q.Clues[s][k] = p.Clues[s][k]%5 + 1
		err := Verify(q, good)
		if err == nil || !strings.Contains(err.Error(), "seen from the "+s.String()) {
			t.Errorf("%s clue changed: Verify = %v", s, err)
		}
	}
	// A board that is Latin and keeps the givens, but breaks a clue.
	q := *p
	q.Given = make([]int, 25)
	moved := change(swapCols(0, 4))
	if err := Verify(&q, moved); err == nil || !strings.Contains(err.Error(), "buildings: the clue is") {
		t.Errorf("columns swapped: Verify = %v", err)
	}
}

func TestVisible(t *testing.T) {
	for _, tc := range []struct {
		hs   []int
		want int
	}{
		{[]int{1, 2, 3, 4, 5}, 5}, {[]int{5, 4, 3, 2, 1}, 1}, {[]int{2, 1, 4, 3, 5}, 3}, {[]int{3}, 1},
	} {
		if got := visible(tc.hs); got != tc.want {
			t.Errorf("visible(%v) = %d, expected %d", tc.hs, got, tc.want)
		}
	}
}
