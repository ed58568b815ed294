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
	s, _, clues, err := t.numbers(top, true)
	return s, clues, err
}

// Numbers reads a typed grid of numbers, the Numberlink kind: Clues
// without "?", each cell a number from 1 to hi or "." (or "-") for
// NoClue. It returns the cells' tokens too, to place a later error.
func (t *Text) Numbers(hi int) (Shape, []Token, []int, error) {
	return t.numbers(func(Shape) int { return hi }, false)
}

// numbers is Clues, and Numbers when unknown is false.
func (t *Text) numbers(top func(s Shape) int, unknown bool) (Shape, []Token, []int, error) {
	s, toks, err := t.Cells()
	if err != nil {
		return s, nil, nil, err
	}
	hi, clues := top(s), make([]int, s.N())
	for i, tok := range toks {
		n, err := strconv.Atoi(tok.Text)
		switch clues[i] = n; {
		case tok.Text == "." || tok.Text == "-":
			clues[i] = NoClue
		case tok.Text == "?" && unknown:
			clues[i] = NotTold
		case (err != nil || tok.Text[0] == '+' || n < 1 || n > hi) && unknown:
			return s, nil, nil, tok.Errorf("%q: expected a number 1 to %d, . (no number) or ? (a number not told)", tok.Text, hi)
		case err != nil || tok.Text[0] == '+' || n < 1 || n > hi:
			return s, nil, nil, tok.Errorf("%q: expected . (an empty cell) or a number 1 to %d", tok.Text, hi)
		}
	}
	return s, toks, clues, nil
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
