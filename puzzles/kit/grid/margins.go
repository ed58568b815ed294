package grid

import "strconv"

// MarginCounts reads the clues of a margin (Text.Frame's Sides) as counts
// from 0 to max, "." for a count not given (−1): the tents of a row in
// Tents, the poles of a column in Magnets. what names the count in
// errors ("the tents of a row").
func MarginCounts(toks []Token, max int, what string) ([]int, error) {
	out := make([]int, len(toks))
	for k, t := range toks {
		if t.Blank() {
			out[k] = -1
			continue
		}
		n, err := strconv.Atoi(t.Text)
		if err != nil || n < 0 || n > max || len(t.Text) > 4 {
			return nil, t.Errorf("%q: expected %s, 0 to %d, or . for none", t.Text, what, max)
		}
		out[k] = n
	}
	return out, nil
}

// FrameText writes a grid of tokens with clues in its margins as Frame
// reads it back: top and bottom a token per column (written without
// corners), left and right a token per row; a nil margin is not written.
// MarginText gives the tokens of counts.
func FrameText(cells [][]string, top, right, bottom, left []string) string {
	var rows [][]string
	var pad []int
	shift := 0
	if left != nil {
		shift = 1
	}
	if top != nil {
		rows, pad = append(rows, top), append(pad, shift)
	}
	for r, row := range cells {
		var line []string
		if left != nil {
			line = append(line, left[r])
		}
		line = append(line, row...)
		if right != nil {
			line = append(line, right[r])
		}
		rows, pad = append(rows, line), append(pad, 0)
	}
	if bottom != nil {
		rows, pad = append(rows, bottom), append(pad, shift)
	}
	return FormatText(rows, pad)
}

// MarginText returns counts as the tokens of a margin: the number, or
// "." for −1 (none given); nil for nil.
func MarginText(counts []int) []string {
	if counts == nil {
		return nil
	}
	out := make([]string, len(counts))
	for k, n := range counts {
		out[k] = "."
		if n >= 0 {
			out[k] = strconv.Itoa(n)
		}
	}
	return out
}

// ColumnsFirst returns the line (an index of Lines, rows first) that
// comes k-th when the columns come first: the order of the counts in
// Simon Tatham's game IDs and of the outside clues in pzprjs's URLs.
func (s Shape) ColumnsFirst(k int) int { return (k + s.Rows) % (s.Rows + s.Cols) }

// FrameCells returns the cells of s as rows of tokens, glyph giving each,
// for FrameText.
func (s Shape) FrameCells(glyph func(i int) string) [][]string {
	rows := make([][]string, s.Rows)
	for i := 0; i < s.N(); i++ {
		rows[i/s.Cols] = append(rows[i/s.Cols], glyph(i))
	}
	return rows
}

// OppositeLine returns the line (an index of Lines) that the half-turn
// takes line k to: row r to row Rows−1−r, column c to column Cols−1−c.
func (s Shape) OppositeLine(k int) int {
	if k < s.Rows {
		return s.Rows - 1 - k
	}
	return 2*s.Rows + s.Cols - 1 - k
}

// RowStrings returns the cells as row strings, glyph giving each cell's
// characters: the JSON answers' "grid".
func (s Shape) RowStrings(glyph func(i int) string) []string {
	out := make([]string, s.Rows)
	for i := 0; i < s.N(); i++ {
		out[i/s.Cols] += glyph(i)
	}
	return out
}

// LineCounts reads the counts of the rows (a margin left or right of the
// grid) and of the columns (above or below) as counts of Lines: rows
// first, each from 0 to its line's length, −1 for "." (see MarginCounts).
func (s Shape) LineCounts(rows, cols []Token, what string) ([]int, error) {
	r, err := MarginCounts(rows, s.Cols, what+" of a row")
	if err != nil {
		return nil, err
	}
	c, err := MarginCounts(cols, s.Rows, what+" of a column")
	return append(r, c...), err
}

// RunsOf returns the lengths of the runs of cells of line (in order)
// where on holds: what a nonogram's clue says of a line.
func RunsOf(line []int, on []bool) []int {
	var out []int
	n := 0
	for _, i := range append(line, -1) {
		if i >= 0 && on[i] {
			n++
		} else if n > 0 {
			out, n = append(out, n), 0
		}
	}
	return out
}
