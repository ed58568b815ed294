package kit

import (
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/solve"
)

// ShowLabels draws a division of s given a label per cell, Unknown for a
// cell left open (--forced), as ShowBorders does: a border between cells
// of different labels, left open beside an Unknown cell. A label below
// Unknown is a region left open that its cells share (--forced: every
// solution puts them in one region, not always the same): no border
// between them, one left open around them.
func ShowLabels(s grid.Shape, label []int, cell func(i int) string, colour bool) solve.Answer {
	border := make([]int, s.NumEdges())
	for e := range border {
		switch a, b := s.Edge(e); {
		case label[a] == label[b] && label[a] != Unknown:
		case label[a] < 0 || label[b] < 0:
			border[e] = Unknown
		default:
			border[e] = 1
		}
	}
	return ShowBorders(s, border, cell, colour)
}

// ShowNumbersIn draws the numbers v (a "?" for Unknown) in the division
// of s that label gives, as ShowLabels does, and answers them as "grid",
// a row of numbers for each row: Ripple's digits in their regions,
// Fillomino's sizes in their own.
func ShowNumbersIn(s grid.Shape, label, v []int, colour bool) solve.Answer {
	a := ShowLabels(s, label, func(i int) string { return grid.NumberText(v[i], "?") }, colour)
	a.Fields = map[string]any{"grid": s.NumberRows(v)}
	return a
}
