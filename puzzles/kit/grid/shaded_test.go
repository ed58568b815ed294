package grid

import (
	"slices"
	"testing"
)

func TestShaded(t *testing.T) {
	s := Shape{Rows: 2, Cols: 2}
	on, err := s.Shaded(Shading{1, 0, 0, 1})
	if err != nil || !slices.Equal(on, []bool{true, false, false, true}) {
		t.Errorf("Shaded = %v, %v", on, err)
	}
	if _, err := s.Shaded(Shading{1, 0, -1, 1}); err == nil || err.Error() != "r2c1: undecided" {
		t.Errorf("an open cell: %v", err)
	}
	if _, err := s.Shaded(Shading{1, 0, 0}); err == nil || err.Error() != "3 cells, expected 4" {
		t.Errorf("a short board: %v", err)
	}
}

func TestDecided(t *testing.T) {
	s := Shape{Rows: 2, Cols: 2}
	on, err := Decided([]int{0, 1, 1, 0}, s.EdgeName)
	if err != nil || !slices.Equal(on, []bool{false, true, true, false}) {
		t.Errorf("Decided = %v, %v", on, err)
	}
	if _, err := Decided([]int{0, 1, 2, 0}, s.EdgeName); err == nil || err.Error() != s.EdgeName(2)+": undecided" {
		t.Errorf("an open edge: %v", err)
	}
}
