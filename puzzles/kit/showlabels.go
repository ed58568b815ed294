package kit

import (
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/solve"
)

// ShowLabels draws a division of s given a label per cell, Unknown for a
// cell left open (--forced), as ShowBorders does: a border between cells
// of different labels, left open beside an Unknown cell.
func ShowLabels(s grid.Shape, label []int, cell func(i int) string, colour bool) solve.Answer {
	border := make([]int, s.NumEdges())
	for e := range border {
		switch a, b := s.Edge(e); {
		case label[a] == Unknown || label[b] == Unknown:
			border[e] = Unknown
		case label[a] != label[b]:
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
