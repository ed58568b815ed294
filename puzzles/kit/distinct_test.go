package kit

import (
	"context"
	"strconv"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// TestDistinct: three cells of 1 to 2 all different have no solution,
// two have two, one has two (no constraint); the constraints are named.
func TestDistinct(t *testing.T) {
	for n, want := range map[int]int64{1: 2, 2: 2, 3: 0} {
		m := NewModel(encode.Config{})
		x := m.OneHot(n, 1, 2, strconv.Itoa, strconv.Itoa)
		m.Distinct(x, []int{0, 1, 2}[:n], "cells %d differ", n)
		m.Close()
		res, err := sat.Enumerate(context.Background(), m.F, m.Projection(), nil, 0, func([]bool) bool { return true })
		if err != nil || res.Count != want {
			t.Errorf("%d cells: %d solutions (%v), expected %d", n, res.Count, err, want)
		}
		m = NewModel(encode.Config{Select: encode.SelectAll})
		x = m.OneHot(n, 1, 2, strconv.Itoa, strconv.Itoa)
		m.Distinct(x, []int{0, 1, 2}[:n], "cells %d differ", n)
		m.Close()
		names := map[string]bool{}
		for _, sel := range m.F.Selectors() {
			names[sel.Name] = true
		}
		if names["cells "+strconv.Itoa(n)+" differ"] != (n > 1) {
			t.Errorf("%d cells: rules %v", n, names)
		}
	}
}
