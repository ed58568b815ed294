package mirrormaze

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/solve"
)

// ParseText reads the text grid, janko.at's layout: an optional line of
// totals (G, V, Z, or ghosts, vampires, zombies, each followed by its
func ParseText(text, name string) (*Puzzle, error) {
	t, err := grid.ReadText(grid.StripComments([]byte(text), "#"), name, "")
	if err != nil {
		return nil, err
	}
	body := &grid.Text{Where: name}
	var totals, same [][]grid.Token
	for _, row := range t.Rows {
		switch first := row[0].Text; {
		case strings.EqualFold(first, "same"):
			same = append(same, row)
		case first[0]|0x20 >= 'a' && first[0]|0x20 <= 'z':
			totals = append(totals, row)
		default:
			for k := range row {
				if row[k].Text == "-" {
					row[k].Text = "."
				}
			}
			body.Rows = append(body.Rows, row)
		}
	}
	if n := len(body.Rows); n < 3 {
		at := grid.Token{Where: name, Line: 1, Col: 1}
		if n > 0 {
			at.Line = body.Rows[n-1][0].Line + 1
		}
		return nil, at.Errorf("%d lines of the grid: expected the clues above, a line per row, and the clues below", n)
	}
	if rows := body.Rows; len(rows) > 2 { // a corner before the clues above or below
		for _, k := range []int{0, len(rows) - 1} {
			if len(rows[k]) == len(rows[1])-1 && rows[k][0].Blank() {
				rows[k] = rows[k][1:]
			}
		}
	}
	s, cells, sides, err := body.Frame(true, true, true, true)
	if err != nil {
		return nil, err
	}
	p, err := NewPuzzle(s.Rows, s.Cols)
	if err != nil {
		return nil, body.Start().Errorf("%v", err)
	}
	for i, tok := range cells {
		switch m := monsterOf(tok.Text); {
		case tok.Text == "/":
			p.Grid[i] = Slash
		case tok.Text == `\`:
			p.Grid[i] = Backslash
		case m.IsMonster():
			p.Grid[i] = m
		case !tok.Blank():
			return nil, tok.Errorf("%s: expected a cell: / or \\ (a mirror), . (a monster to find), or G, V, Z (a monster given)", grid.Quote(tok.Text))
		}
	}
	for _, m := range Sides {
		for k, tok := range sides.Of(m) {
			if !tok.Blank() {
				if p.Clues[m][k] = number(tok.Text); p.Clues[m][k] < 0 {
					return nil, tok.Errorf("%q: expected a clue (a whole number up to %d) or '.' for none", tok.Text, MaxClue)
				}
			}
		}
	}
	for _, toks := range totals {
		if len(toks)%2 != 0 {
			last := toks[len(toks)-1]
			return nil, last.Errorf("%q without a number: expected totals such as G 7 V 7 Z 7", last.Text)
		}
		for i := 0; i < len(toks); i += 2 {
			m := map[string]Cell{"g": Ghost, "ghost": Ghost, "ghosts": Ghost, "v": Vampire, "vampire": Vampire, "vampires": Vampire, "z": Zombie, "zombie": Zombie, "zombies": Zombie}[strings.ToLower(strings.TrimSuffix(toks[i].Text, ":"))]
			switch v := toks[i+1]; {
			case !m.IsMonster():
				return nil, toks[i].Errorf("%q: expected G, V or Z (ghosts, vampires, zombies) and its number, or a line \"same R,C R,C ...\"", toks[i].Text)
			case p.Totals[m.index()] != NoClue:
				return nil, toks[i].Errorf("the number of %s given twice", monsterName[m.index()])
			case v.Text == "-" || v.Text == "?" || v.Text == ".":
			case number(v.Text) < 0:
				return nil, v.Errorf("%q: expected the number of %s, or - when not given", v.Text, monsterName[m.index()])
			default:
				p.Totals[m.index()] = number(v.Text)
			}
		}
	}
	for _, toks := range same {
		var g []Pos
		for _, tok := range toks[1:] {
			rs, cs, ok := strings.Cut(tok.Text, ",")
			r, c := number(rs), number(cs)
			switch {
			case !ok || r < 0 || c < 0:
				return nil, tok.Errorf("%q: expected a cell ROW,COL (0-based), such as 1,2", tok.Text)
			case r >= p.Rows || c >= p.Cols:
				return nil, tok.Errorf("cell %d,%d: off the %d×%d grid (0-based)", r, c, p.Rows, p.Cols)
			case p.At(r, c).IsMirror():
				return nil, tok.Errorf("cell %d,%d is a mirror: a mirror holds no monster", r, c)
			}
			g = append(g, Pos{r, c})
		}
		if len(g) > 1 {
			p.Same = append(p.Same, g)
		}
	}
	return p, nil
}

// number, or - when not given), then the clues above the columns, a line
// per row (its left clue, its cells, its right clue) and the clues below.
// A cell is '/' or '\' (a mirror), '.' or '-' (a monster to find), or G,
// V, Z (a monster given, either case); a clue a whole number, or '.' or
// '-' for none. The top and bottom lines may start with a corner '.'.
// Lines "same R,C R,C ..." name cells (0-based) that hold the same
// monster; '#' starts a comment.
// number reads a whole number of digits up to MaxClue, or returns −1.
func number(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil || len(s) > 6 || strings.Trim(s, "0123456789") != "" || n > MaxClue {
		return -1
	}
	return n
}

// Text draws the puzzle as the text grid: the totals given, the grid with
// its clues around it ('.' for none), a line per group of same cells.
// With a solution the cells show its monsters; without (nil), the
// monsters given. ParseText reads it back.
func Text(p *Puzzle, sol Solution) string {
	var b strings.Builder
	var totals []string
	for t, k := range p.Totals {
		if k != NoClue {
			totals = append(totals, Monsters[t].String()+" "+strconv.Itoa(k))
		}
	}
	if len(totals) > 0 {
		b.WriteString(strings.Join(totals, " ") + "\n")
	}
	clues := func(s Side) []string {
		out := make([]string, len(p.Clues[s]))
		for k, v := range p.Clues[s] {
			out[k] = "."
			if v != NoClue {
				out[k] = strconv.Itoa(v)
			}
		}
		return out
	}
	if len(sol) != len(p.Grid) {
		sol = Solution(p.Grid)
	}
	cells := p.FrameCells(func(i int) string { return sol[i].String() })
	b.WriteString(grid.FrameTextEven(cells, clues(Top), clues(Right), clues(Bottom), clues(Left), 1, 1))
	for _, g := range p.Same {
		b.WriteString("same")
		for _, c := range g {
			fmt.Fprintf(&b, " %d,%d", c.Row, c.Col)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// show draws a board, and gives its rows as strings as the JSON field key.
func show(p *Puzzle, s Solution, key string) solve.Answer {
	return solve.Answer{Text: Text(p, s), Fields: map[string]any{key: p.RowStrings(func(i int) string { return s[i].String() })}}
}
