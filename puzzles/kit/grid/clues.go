package grid

import "strconv"

// The cells of a grid of numbered clues (Text.Clues) that hold no
// number: a cell without a clue, and a clue whose number is not told
// ('?', as puzz.link's '.'), which matches any number.
const (
	NoClue  = 0
	NotTold = -1
)

// Clues reads a typed grid of numbered clues, the Hitori, Kurodoko and
// Nurikabe kind: in each cell a number from 1 to top(the grid's shape),
// "." (or "-", Janko's empty cell) for NoClue, or "?" for NotTold.
func (t *Text) Clues(top func(s Shape) int) (Shape, []int, error) {
	s, toks, err := t.Cells()
	if err != nil {
		return s, nil, err
	}
	hi, clues := top(s), make([]int, s.N())
	for i, tok := range toks {
		n, err := strconv.Atoi(tok.Text)
		switch clues[i] = n; {
		case tok.Text == "." || tok.Text == "-":
			clues[i] = NoClue
		case tok.Text == "?":
			clues[i] = NotTold
		case err != nil || tok.Text[0] == '+' || n < 1 || n > hi:
			return s, nil, tok.Errorf("%q: expected a number 1 to %d, . (no number) or ? (a number not told)", tok.Text, hi)
		}
	}
	return s, clues, nil
}

// ClueText writes a clue as Text.Clues reads it.
func ClueText(c int) string {
	switch c {
	case NoClue:
		return "."
	case NotTold:
		return "?"
	}
	return strconv.Itoa(c)
}

// CluesText writes a grid of clues as Text.Clues reads it.
func (s Shape) CluesText(clues []int) string {
	return FormatText(s.FrameCells(func(i int) string { return ClueText(clues[i]) }), nil)
}
