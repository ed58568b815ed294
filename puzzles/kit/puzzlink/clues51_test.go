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
	cells, err := r.Clues51(5, 5)
	if err != nil || !r.Done() {
		t.Fatalf("%v, left %q", err, r.Rest())
	}
	if c := cells[7]; !c.Black || c.Down != 4 || c.Right != 8 {
		t.Errorf("cell 1: %+v, want black 4\\8", c)
	}
	if c := cells[25]; !c.Black || c.Down != 0 || c.Right != 21 {
		t.Errorf("cell 16: %+v, want black \\21", c)
	}
	var top, left []int
	for i := 1; i < 6; i++ {
		top, left = append(top, cells[i].Down), append(left, cells[6*i].Right)
	}
	if fmt.Sprint(top, left) != "[0 12 4 0 0] [0 10 3 0 0]" || !cells[0].Black || cells[0].Down != 0 || cells[0].Right != 0 {
		t.Errorf("frame: %v %v, corner %+v", top, left, cells[0])
	}
	var w Writer
	w.Clues51(5, 5, cells)
	if got := w.String(); got != "48la-.na-lh3l-Bn.-cl.c4a3" {
		t.Errorf("written as %q", got)
	}
	// Random grids read back as written.
	rng := rand.New(rand.NewSource(1))
	for trial := 0; trial < 200; trial++ {
		cols, rows := 1+rng.Intn(20), 1+rng.Intn(4)
		w := cols + 1
		cells := make([]Clue51, w*(rows+1))
		for i := range cells {
			switch r, c := i/w, i%w; {
			case r == 0 && c == 0:
				cells[i].Black = true
			case r == 0 || c == 0: // a frame's sum stays only beside a white cell
				cells[i].Black = true
				if j := i + map[bool]int{true: w, false: 1}[r == 0]; rng.Intn(3) > 0 {
					cells[j].Black = false
					cells[i].Down, cells[i].Right = map[bool]int{true: rng.Intn(MaxClue51 + 1)}[r == 0], map[bool]int{true: rng.Intn(MaxClue51 + 1)}[c == 0]
				}
			case rng.Intn(3) == 0:
				cells[i] = Clue51{true, rng.Intn(MaxClue51 + 1), rng.Intn(2) * rng.Intn(MaxClue51+1)}
			}
		}
		for i := range cells { // a sum beside a black cell is not written: none
			if r, c := i/w, i%w; r == 0 && c > 0 && rows > 0 && cells[i+w].Black || c == 0 && r > 0 && cols > 0 && cells[i+1].Black {
				cells[i].Down, cells[i].Right = 0, 0
			}
		}
		var wr Writer
		wr.Clues51(cols, rows, cells)
		s := wr.String()
		r := NewReader(s, 1)
		c2, err := r.Clues51(cols, rows)
		if err != nil || !r.Done() || fmt.Sprint(c2) != fmt.Sprint(cells) {
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
		_, err := NewReader(tc.body, 1).Clues51(2, 2)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.body, err, tc.want)
		}
	}
}

// FuzzClues51: any body of any small size reads without a panic, an
// error at a column of the body; what reads is written back and reads
// the same, written alike.
func FuzzClues51(f *testing.F) {
	f.Add("48la0.na0lh3l0Bn.0cl.c4a3", 5, 5)
	f.Add("43k..", 2, 2)
	f.Add("zk-A", 20, 1)
	f.Fuzz(func(t *testing.T, body string, cols, rows int) {
		if cols < 0 || rows < 0 || cols > 40 || rows > 40 {
			return
		}
		r := NewReader(body, 1)
		cells, err := r.Clues51(cols, rows)
		if err != nil {
			if e, ok := err.(*Error); !ok || e.Col < 1 || e.Col > len(body)+1 {
				t.Fatalf("error %v (%T) outside the body", err, err)
			}
			return
		}
		if len(cells) != (cols+1)*(rows+1) {
			t.Fatalf("%d cells for %dx%d", len(cells), cols, rows)
		}
		var w Writer
		w.Clues51(cols, rows, cells)
		back, err := NewReader(w.String(), 1).Clues51(cols, rows)
		var w2 Writer
		if err == nil {
			w2.Clues51(cols, rows, back)
		}
		if err != nil || fmt.Sprint(back) != fmt.Sprint(cells) || w2.String() != w.String() {
			t.Fatalf("%q read, written %q, read back %v %v", body, w.String(), back, err)
		}
	})
}
