package grid

import (
	"math/rand"
	"reflect"
	"testing"
)

// TestBorderLabels: the labels are those of RegionsFromBorders, on random
// borders of grids from 1×1 to 7×7, few borders and many.
func TestBorderLabels(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for k := 0; k < 500; k++ {
		s := Shape{Rows: 1 + rng.Intn(7), Cols: 1 + rng.Intn(7)}
		border := make([]bool, s.NumEdges())
		p := rng.Float64()
		for e := range border {
			border[e] = rng.Float64() < p
		}
		if got, want := s.BorderLabels(border), s.Labels(s.RegionsFromBorders(border)); !reflect.DeepEqual(got, want) {
			t.Fatalf("%dx%d %v: %v, expected %v", s.Rows, s.Cols, border, got, want)
		}
	}
}
