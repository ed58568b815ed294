package grid

import (
	"fmt"
	"math/rand"
	"testing"
)

func TestTiling(t *testing.T) {
	s := Shape{Rows: 2, Cols: 3}
	mate := make([]int, s.N())
	for i, c := range []byte("LRTLRB") {
		if !s.SetHalf(mate, i, c) {
			t.Fatalf("%c at %d", c, i)
		}
	}
	if i, err := s.CheckTiling(mate); err != nil || i != -1 || fmt.Sprint(Dominoes(mate)) != "[[0 1] [2 5] [3 4]]" {
		t.Errorf("%v %v: %v", Dominoes(mate), i, err)
	}
	var back []byte
	for i := range mate {
		back = append(back, s.Half(mate, i))
	}
	if string(back) != "LRTLRB" {
		t.Errorf("written %q", back)
	}
	if s.SetHalf(mate, 2, 'L') || s.SetHalf(mate, 0, 'x') {
		t.Error("a half off the grid, or no letter, taken")
	}
	s.SetHalf(mate, 5, '*')
	if i, err := s.CheckTiling(mate); i != 2 || err == nil || err.Error() != "r1c3: the domino's other half does not match" {
		t.Errorf("a broken tiling: %d, %v", i, err)
	}
	for seed := int64(0); seed < 20; seed++ {
		m := Shape{Rows: 5, Cols: 7}.RandomTiling(rand.New(rand.NewSource(seed)))
		if i, err := (Shape{Rows: 5, Cols: 7}).CheckTiling(m); err != nil {
			t.Fatalf("seed %d: %d %v", seed, i, err)
		}
	}
}
