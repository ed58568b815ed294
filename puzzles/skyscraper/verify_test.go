package skyscraper

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
)

// TestVerifyRejects breaks a solved board in each rule in turn.
func TestVerifyRejects(t *testing.T) {
	p := loadFile(t, "puzzle_1.json") // all 20 clues and 5 givens
	sols, _ := solveAll(t, p, encode.Default, Order, 1)
	good := sols[0]
	if err := Verify(p, good); err != nil {
		t.Fatalf("the solution fails: %v", err)
	}
	change := func(f func(b Board)) Board {
		b := append(Board(nil), good...)
		f(b)
		return b
	}
	swapCols := func(a, c int) func(Board) {
		return func(b Board) {
			for r := 0; r < 5; r++ {
				b[r*5+a], b[r*5+c] = b[r*5+c], b[r*5+a]
			}
		}
	}
	for _, tc := range []struct {
		name string
		b    Board
		want string
	}{
		{"no cells", nil, "0 values on a 5x5 grid"},
		{"short", good[:24], "24 values"},
		{"undecided", change(func(b Board) { b[6] = -1 }), "r2c2: undecided"},
		{"height 6", change(func(b Board) { b[6] = 6 }), "r2c2 holds 6, expected 1 to 5"},
		{"row twice", change(func(b Board) { b[15] = b[16] }), "row 4 holds"},
		// Swapping two rows keeps rows and columns Latin: the givens object.
		{"given", change(func(b Board) {
			for c := 0; c < 5; c++ {
				b[c], b[5+c] = b[5+c], b[c]
			}
		}), "is given there"},
		// Two cells of a row swap places: every row stays Latin.
		{"column twice", change(func(b Board) { b[10], b[11] = b[11], b[10] }), "column 1 holds"},
	} {
		err := Verify(p, tc.b)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Verify = %v, expected an error with %q", tc.name, err, tc.want)
		}
	}
	// Each margin's clues on their own: the puzzle without givens and
	// with one clue, which the board breaks once the clue changes.
	for _, m := range grid.Margins {
		q := newPuzzle(5)
		q.Clues[m][2] = p.Clues[m][2]
		if err := Verify(q, good); err != nil {
			t.Fatalf("%s clue alone: the solution fails: %v", m, err)
		}
		q.Clues[m][2] = p.Clues[m][2]%5 + 1
		if err := Verify(q, good); err == nil || !strings.HasPrefix(err.Error(), m.String()+" 3=") {
			t.Errorf("%s clue changed: Verify = %v", m, err)
		}
	}
	// A board that is Latin and keeps the givens, but breaks a clue.
	q := clone(p)
	q.Given = make([]int, 25)
	if err := Verify(q, change(swapCols(0, 4))); err == nil || !strings.Contains(err.Error(), "buildings seen") {
		t.Errorf("columns swapped: Verify = %v", err)
	}
}

func TestVisible(t *testing.T) {
	for _, tc := range []struct {
		hs   Board
		want int
	}{
		{Board{1, 2, 3, 4, 5}, 5}, {Board{5, 4, 3, 2, 1}, 1}, {Board{2, 1, 4, 3, 5}, 3}, {Board{3}, 1},
	} {
		line := make([]int, len(tc.hs))
		for i := range line {
			line[i] = i
		}
		if got := visible(tc.hs, line); got != tc.want {
			t.Errorf("visible(%v) = %d, expected %d", tc.hs, got, tc.want)
		}
	}
}
