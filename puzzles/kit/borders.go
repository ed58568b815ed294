package kit

import (
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/solve"
)

// BorderLabels returns a label per cell of a division of s into regions,
// given per edge (grid.Shape.Edge) as 1 for a border between its cells, 0
// for none and Unknown when open: the cells joined by edges without a
// border share a label, numbered from 0 in row-major order of their first
// cells. It returns the number of labels too.
func BorderLabels(s grid.Shape, border []int) ([]int, int) {
	regions := s.Components(nil, func(a, b int) bool {
		e, _ := s.EdgeBetween(a, b)
		return border[e] == 0
	})
	return s.Labels(regions), len(regions)
}

// ShowBorders draws a division of s into regions (see BorderLabels): the
// text answer is the lattice of the borders, those left open dotted, each
// cell's text (cell, nil for none) in it, the regions painted with
// colour; the JSON answer is "regions", rows of labels.
func ShowBorders(s grid.Shape, border []int, cell func(i int) string, colour bool) solve.Answer {
	label, n := BorderLabels(s, border)
	on := func(a, b int) bool {
		e, _ := s.EdgeBetween(a, b)
		return border[e] != 0
	}
	l := grid.Lattice{Shape: s}
	l.H = func(r, c int) bool { return r == 0 || r == s.Rows || on(s.Index(r-1, c), s.Index(r, c)) }
	l.V = func(r, c int) bool { return c == 0 || c == s.Cols || on(s.Index(r, c-1), s.Index(r, c)) }
	if cell != nil {
		l.Cell = func(r, c int) string { return cell(s.Index(r, c)) }
	}
	complete := true
	for _, b := range border {
		complete = complete && b != Unknown
	}
	if colour && complete {
		fill := s.Colours(label, n)
		l.Fill = func(r, c int) int { return fill[label[s.Index(r, c)]] }
	}
	rows := make([][]int, s.Rows)
	for i, x := range label {
		rows[i/s.Cols] = append(rows[i/s.Cols], x)
	}
	text := l.String()
	if !complete {
		text = dotted(s, border, text)
	}
	return solve.Answer{Text: text, Fields: map[string]any{"regions": rows}}
}

// dotted redraws the edges left open in a lattice of borders (cells 3
// wide) as dotted lines.
func dotted(s grid.Shape, border []int, text string) string {
	lines := strings.Split(text, "\n")
	grid := make([][]rune, len(lines))
	for k, line := range lines {
		grid[k] = []rune(line)
	}
	set := func(line, col int, r rune) {
		for len(grid[line]) <= col {
			grid[line] = append(grid[line], ' ')
		}
		grid[line][col] = r
	}
	for e, b := range border {
		if b != Unknown {
			continue
		}
		_, c := s.Edge(e)
		r, col := s.RC(c)
		if s.Horizontal(e) {
			set(2*r+1, 4*col, '┆')
		} else {
			for k := 1; k <= 3; k++ {
				set(2*r, 4*col+k, '┄')
			}
		}
	}
	// A crossing on a dotted line that no border meets: a region left
	// open on both sides of it (ShowLabels' labels below Unknown).
	at := func(a, b int) int {
		e, _ := s.EdgeBetween(a, b)
		return border[e]
	}
	for r := 1; r < s.Rows; r++ {
		for c := 1; c < s.Cols; c++ {
			ul, ur, dl, dr := s.Index(r-1, c-1), s.Index(r-1, c), s.Index(r, c-1), s.Index(r, c)
			up, down, left, right := at(ul, ur), at(dl, dr), at(ul, dl), at(ur, dr)
			switch {
			case up == 0 && down == 0 && left == Unknown && right == Unknown:
				set(2*r, 4*c, '┄')
			case left == 0 && right == 0 && up == Unknown && down == Unknown:
				set(2*r, 4*c, '┆')
			}
		}
	}
	for k := range lines {
		lines[k] = string(grid[k])
	}
	return strings.Join(lines, "\n")
}
