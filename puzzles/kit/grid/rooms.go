package grid

import "strings"

// Rooms is a division of a grid into rooms as a typed grid gives it (see
// Text.Rooms): the genres of rooms or regions drawn with thick borders
// (Heyawake, LITS).
type Rooms struct {
	Label []int   // each cell's room, numbered by first cell in row-major order
	Cells [][]int // each room's cells, in increasing order
	// Clue is each room's clue: what follows the label in one of its
	// cells ("a3": "3"), with its place; Text "" when no cell has one.
	Clue []Token
}

// Rooms reads a grid of room labels, a token a cell: letters, the same in
// every cell of a room (one connected area), and in at most one cell of
// each room something after the letters, its clue ("a3 a b"). Labels
// may be used again for rooms apart from each other only if they are
// not typed twice: each label is one room.
func (t *Text) Rooms() (Shape, Rooms, error) {
	s, toks, err := t.Cells()
	if err != nil {
		return s, Rooms{}, err
	}
	ids, label := map[string]int{}, make([]int, s.N())
	for i, tok := range toks {
		j := strings.IndexFunc(tok.Text, func(r rune) bool { return (r < 'a' || r > 'z') && (r < 'A' || r > 'Z') })
		if j < 0 {
			j = len(tok.Text)
		}
		if j == 0 {
			return s, Rooms{}, tok.Errorf("%q: expected a room's label (letters), with a clue after it in one cell of the room", tok.Text)
		}
		name := tok.Text[:j]
		if _, ok := ids[name]; !ok {
			ids[name] = len(ids)
		}
		label[i] = ids[name]
	}
	cells := s.Regions(label)
	at := map[int]int{}
	for _, reg := range cells {
		if j, ok := at[label[reg[0]]]; ok {
			name := toks[reg[0]].Text
			return s, Rooms{}, toks[reg[0]].Errorf("room %q falls apart: %s and %s are not joined", strings.TrimRight(name, "0123456789?+-.#*"), s.Name(j), s.Name(reg[0]))
		}
		at[label[reg[0]]] = reg[0]
	}
	r := Rooms{Label: s.Labels(cells), Cells: cells, Clue: make([]Token, len(cells))}
	for k, reg := range cells {
		r.Clue[k] = Token{Where: t.Where, Line: toks[reg[0]].Line, Col: toks[reg[0]].Col}
		at := -1
		for _, i := range reg {
			tok := toks[i]
			j := strings.IndexFunc(tok.Text, func(r rune) bool { return (r < 'a' || r > 'z') && (r < 'A' || r > 'Z') })
			if j < 0 {
				continue
			}
			if at >= 0 {
				return s, Rooms{}, tok.Errorf("a second clue in room %q: expected one, in %s", tok.Text[:j], s.Name(at))
			}
			at = i
			r.Clue[k] = Token{Text: tok.Text[j:], Where: tok.Where, Line: tok.Line, Col: tok.Col + j}
		}
	}
	return s, r, nil
}

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
		tok := RoomLabel(k)
		if !first[k] && clue != nil {
			tok += clue(k)
		}
		first[k] = true
		rows[i/s.Cols] = append(rows[i/s.Cols], tok)
	}
	return FormatText(rows, nil)
}
