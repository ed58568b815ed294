package akari

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/solve"
)

// BenchmarkForcedEmpty finds the forced cells of an empty 10×10 grid, as
// the page's setter's mode does after each edit of a new grid: nothing is
// forced, and every question of solve.Forced has an easy model. On one
// incremental solver it took 3.1 s an operation; with a new solver after
// each model, 15 ms (go test -bench, 2026-12-06; solve/forced.go).
func BenchmarkForcedEmpty(b *testing.B) {
	p := &Puzzle{grid.Shape{Rows: 10, Cols: 10}, make([]int, 100)}
	for i := range p.Cells {
		p.Cells[i] = White
	}
	for b.Loop() {
		prob := Genre.Problem(p, "empty", &solve.Options{}, false)
		values, found, _, err := solve.Forced(context.Background(), prob)
		if err != nil || !found {
			b.Fatal(found, err)
		}
		for _, v := range prob.Projection.Vars {
			if values[v] != 0 {
				b.Fatalf("%s forced in an empty grid", prob.LitName(v.Lit(values[v] > 0)))
			}
		}
	}
}
