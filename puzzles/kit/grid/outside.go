package grid

import (
	"strings"
	"unicode/utf8"
)

// Margin is a side of the grid where clues stand outside it (Skyscraper's
// viewers, the mirror maze's lines of sight), in the order of pzprjs's and
// Simon Tatham's lists of outside clues: top, bottom, left, right.
type Margin int

// The margins: above and below the grid a clue per column, left and right
// of it a clue per row.
const (
	MarginTop Margin = iota
	MarginBottom
	MarginLeft
	MarginRight
)

// Margins are the four margins in order.
var Margins = [4]Margin{MarginTop, MarginBottom, MarginLeft, MarginRight}

// String returns "top", "bottom", "left" or "right", as clues are named
// ("top 3=2").
func (m Margin) String() string { return [4]string{"top", "bottom", "left", "right"}[m] }

// Line returns "column" for the margins above and below, "row" for the
// others: what a clue of m speaks of.
func (m Margin) Line() string {
	if m < MarginLeft {
		return "column"
	}
	return "row"
}

// MarginLen returns the number of clues of margin m: a column each above
// and below, a row each left and right.
func (s Shape) MarginLen(m Margin) int {
	if m < MarginLeft {
		return s.Cols
	}
	return s.Rows
}

// Inward returns the cell of line k next to margin m, and the direction
// from it into the grid.
func (s Shape) Inward(m Margin, k int) (int, Dir) {
	switch m {
	case MarginTop:
		return s.Index(0, k), Down
	case MarginBottom:
		return s.Index(s.Rows-1, k), Up
	case MarginLeft:
		return s.Index(k, 0), Right
	}
	return s.Index(k, s.Cols-1), Left
}

// Seen returns the cells of line k as a viewer in margin m sees them,
// nearest first.
func (s Shape) Seen(m Margin, k int) []int {
	i, d := s.Inward(m, k)
	return append([]int{i}, s.Ray(i, d)...)
}

// Of returns the clues of margin m that Frame read.
func (sd Sides) Of(m Margin) []Token {
	return [4][]Token{sd.Top, sd.Bottom, sd.Left, sd.Right}[m]
}

// FrameTextEven writes a grid with clues in its margins as FrameText does,
// but with every token right-aligned to one width (width, or the widest
// token's) and gap blanks between the margins and the cells: the drawing
// of Skyscraper (gap 2) and of the mirror maze (gap 1).
func FrameTextEven(cells [][]string, top, right, bottom, left []string, width, gap int) string {
	for _, row := range append(cells, top, right, bottom, left) {
		for _, tok := range row {
			width = max(width, utf8.RuneCountInString(tok))
		}
	}
	pad := func(tok string) string { return strings.Repeat(" ", width-utf8.RuneCountInString(tok)) + tok }
	join := func(toks []string) string {
		out := make([]string, len(toks))
		for k, tok := range toks {
			out[k] = pad(tok)
		}
		return strings.Join(out, " ")
	}
	var b strings.Builder
	line := func(s string) { b.WriteString(strings.TrimRight(s, " ") + "\n") }
	indent := ""
	if left != nil {
		indent = strings.Repeat(" ", width+gap)
	}
	sep := strings.Repeat(" ", gap)
	if top != nil {
		line(indent + join(top))
	}
	for r, row := range cells {
		s := join(row)
		if left != nil {
			s = pad(left[r]) + sep + s
		}
		if right != nil {
			s += sep + pad(right[r])
		}
		line(s)
	}
	if bottom != nil {
		line(indent + join(bottom))
	}
	return b.String()
}
