package puzzlink

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

func TestClues51(t *testing.T) {
	// pzprjs's test/script/kakuro.js
	r := NewReader("48la0.na0lh3l0Bn.0cl.c4a3", 1)
	cells, top, left, err := r.Clues51(5, 5)
	if err != nil || !r.Done() {
		t.Fatalf("%v, left %q", err, r.Rest())
	}
	if c := cells[0]; !c.Black || c.Down != 4 || c.Right != 8 {
		t.Errorf("cell 1: %+v, want black 4\\8", c)
	}
	if c := cells[15]; !c.Black || c.Down != 0 || c.Right != 21 {
		t.Errorf("cell 16: %+v, want black \\21", c)
	}
	if fmt.Sprint(top, left) != "[0 12 4 0 0] [0 10 3 0 0]" {
		t.Errorf("frame: %v %v", top, left)
	}
	var w Writer
	w.Clues51(5, 5, cells, top, left)
	if got := w.String(); got != "48la-.na-lh3l-Bn.-cl.c4a3" {
		t.Errorf("written as %q", got)
	}
	// Random grids read back as written.
	rng := rand.New(rand.NewSource(1))
	for trial := 0; trial < 200; trial++ {
		cols, rows := 1+rng.Intn(20), 1+rng.Intn(4)
		cells := make([]Clue51, cols*rows)
		for i := range cells {
			if rng.Intn(3) == 0 {
				cells[i] = Clue51{true, rng.Intn(MaxClue51 + 1), rng.Intn(2) * rng.Intn(MaxClue51+1)}
			}
		}
		top, left := make([]int, cols), make([]int, rows)
		for c := range top {
			if !cells[c].Black {
				top[c] = rng.Intn(MaxClue51 + 1)
			}
		}
		for y := range left {
			if !cells[y*cols].Black {
				left[y] = rng.Intn(MaxClue51 + 1)
			}
		}
		var w Writer
		w.Clues51(cols, rows, cells, top, left)
		s := w.String()
		r := NewReader(s, 1)
		c2, t2, l2, err := r.Clues51(cols, rows)
		if err != nil || !r.Done() || fmt.Sprint(c2, t2, l2) != fmt.Sprint(cells, top, left) {
			t.Fatalf("%q read back: %v", s, err)
		}
	}
	for _, tc := range []struct {
		body, want string
	}{
		{"k", "column 2: the URL ends after 1 of 4 cells"},
		{"4", "column 2: the URL ends: expected the right sum"},
		{"4%", `column 2: unexpected '%': expected the right sum`},
		{"43k..", "column 6: the URL ends: expected the sum above column 2"},
		{"n43", "column 4: the URL ends: expected the sum left of row 1"},
	} {
		_, _, _, err := NewReader(tc.body, 1).Clues51(2, 2)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.body, err, tc.want)
		}
	}
}
