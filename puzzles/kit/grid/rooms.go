package grid

import (
	"slices"
	"strings"
)

// Rooms is a division of a grid into rooms as a typed grid gives it (see
// Text.Rooms): the genres of rooms or regions drawn with thick borders
// (Heyawake, LITS).
type Rooms struct {
	Label []int   // each cell's room, numbered by first cell in row-major order
	Cells [][]int // each room's cells, in increasing order
	// Clue is each room's clue: what follows the label in one of its
	// cells ("a3": "3"), with its place; Text "" when no cell has one.
	// Rooms sets it; Labelled leaves it nil.
	Clue []Token
	// Tokens are the cells' tokens, and Marks what follows the label in
	// each, with its place (Text "" for nothing, at the token).
	Tokens, Marks []Token
}

// Rooms reads a grid of room labels, a token a cell: letters, the same in
// every cell of a room (one connected area), and in at most one cell of
// each room something after the letters, its clue ("a3 a b"). Labels
// may be used again for rooms apart from each other only if they are
// not typed twice: each label is one room. noun names a room in messages
// ("room", "cage").
func (t *Text) Rooms(noun string) (Shape, Rooms, error) {
	s, r, err := t.Labelled(noun, "with a clue after it in one cell of the "+noun)
	if err != nil {
		return s, Rooms{}, err
	}
	r.Clue = make([]Token, len(r.Cells))
	for k, reg := range r.Cells {
		r.Clue[k] = r.Marks[reg[0]]
		at := -1
		for _, i := range reg {
			if r.Marks[i].Text == "" {
				continue
			}
			if at >= 0 {
				return s, Rooms{}, r.Tokens[i].Errorf("a second clue in %s %q: expected one, in %s", noun, r.label(i), s.Name(at))
			}
			at, r.Clue[k] = i, r.Marks[i]
		}
	}
	return s, r, nil
}

// label is the label typed in cell i.
func (r Rooms) label(i int) string {
	return r.Tokens[i].Text[:len(r.Tokens[i].Text)-len(r.Marks[i].Text)]
}

// Labelled reads a grid of region labels, a token a cell: letters, the
// same in every cell of a region (one connected area; each label one
// region), then what the cell holds, if anything (Rooms.Marks). noun
// names a region in messages ("room"), what says what may follow a
// label ("with the cell's digit after it").
func (t *Text) Labelled(noun, what string) (Shape, Rooms, error) {
	s, toks, err := t.Cells()
	if err != nil {
		return s, Rooms{}, err
	}
	ids, label := map[string]int{}, make([]int, s.N())
	r := Rooms{Tokens: toks, Marks: make([]Token, s.N())}
	for i, tok := range toks {
		if t.Holes && tok.Text == NoRoom {
			label[i], r.Marks[i] = -1, Token{Where: tok.Where, Line: tok.Line, Col: tok.Col}
			continue
		}
		j := strings.IndexFunc(tok.Text, func(r rune) bool { return (r < 'a' || r > 'z') && (r < 'A' || r > 'Z') })
		if j < 0 {
			j = len(tok.Text)
		}
		if j == 0 {
			return s, Rooms{}, tok.Errorf("%q: expected a %s's label (letters), %s", tok.Text, noun, what)
		}
		if _, ok := ids[tok.Text[:j]]; !ok {
			ids[tok.Text[:j]] = len(ids)
		}
		label[i] = ids[tok.Text[:j]]
		r.Marks[i] = Token{Where: tok.Where, Line: tok.Line, Col: tok.Col}
		if j < len(tok.Text) {
			r.Marks[i].Text, r.Marks[i].Col = tok.Text[j:], tok.Col+j
		}
	}
	r.Cells = slices.DeleteFunc(s.Regions(label), func(reg []int) bool { return label[reg[0]] < 0 })
	at := map[int]int{}
	for _, reg := range r.Cells {
		if j, ok := at[label[reg[0]]]; ok {
			return s, Rooms{}, toks[reg[0]].Errorf("%s %q falls apart: %s and %s are not joined", noun, r.label(reg[0]), s.Name(j), s.Name(reg[0]))
		}
		at[label[reg[0]]] = reg[0]
	}
	r.Label = s.Labels(r.Cells)
	return s, r, nil
}

// NoRoom is the token of a cell in no room (label −1), where the genre
// has such cells (Text.Holes); RoomText writes it.
const NoRoom = "."

// RoomLabel is the label of room k in a typed grid that RoomText writes:
// a to z, A to Z, then two letters (aa to ZZ), then three.
func RoomLabel(k int) string {
	const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	if k < len(letters) {
		return letters[k : k+1]
	}
	return RoomLabel(k/len(letters)-1) + letters[k%len(letters):k%len(letters)+1]
}

// RoomText writes a division into rooms (label per cell, see
// Shape.Labels) as Text.Rooms reads it: each cell its room's label, the
// first cell of room k followed by clue(k) (nil: none), aligned.
func (s Shape) RoomText(label []int, clue func(k int) string) string {
	rows := make([][]string, s.Rows)
	first := map[int]bool{}
	for i, k := range label {
		if k < 0 {
			rows[i/s.Cols] = append(rows[i/s.Cols], NoRoom)
			continue
		}
		tok := RoomLabel(k)
		if !first[k] && clue != nil {
			tok += clue(k)
		}
		first[k] = true
		rows[i/s.Cols] = append(rows[i/s.Cols], tok)
	}
	return FormatText(rows, nil)
}
