package kit

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
)

// TestLoopReachOnlyItself: for the questions a loop states its
// connectivity by reachability, and a rule stated after it keeps the
// run's choice (as it is stated in a model without the loop), while the
// model still answers whether there is a solution through Solvable.
func TestLoopReachOnlyItself(t *testing.T) {
	s := grid.Shape{Rows: 20, Cols: 20} // auto: lazy for a region this large
	cfg := encode.Config{Select: encode.SelectAll}
	cost := func(loop bool) (vars, checks int, forQuestions bool) {
		m := NewModel(cfg)
		if loop {
			m.Loop(s, nil)
		}
		on := m.Aux(s.N())
		m.Close()
		before, checks := m.F.NumVars(), len(m.F.Checks())
		m.ConnectedCells(s, on.All(), -1, "cells")
		m.Close()
		return m.F.NumVars() - before, len(m.F.Checks()) - checks, m.forQuestions
	}
	v1, c1, q1 := cost(true)
	v0, c0, q0 := cost(false)
	if v1 != v0 || c1 != c0 || c0 != 1 || !q1 || q0 {
		t.Errorf("the rule after a loop: %d variables, %d lazy checks (for questions %v); alone: %d, %d (%v)", v1, c1, q1, v0, c0, q0)
	}
}
