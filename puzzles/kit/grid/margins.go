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
