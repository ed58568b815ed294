package mirrormaze

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/puzzlesat/puzzlesat/puzzles/batch"
)

// MaxInput is the largest input read, in bytes.
const MaxInput = 16 << 20

// Parse reads one or more puzzles and tells the format by the content: a
// JSON object (ParseJSON), Undead game IDs one per line (ParseTathamList),
// or text grids (ParseText), several separated by "---" lines. name is
// used in error messages, which give the line and column.
func Parse(r io.Reader, name string) ([]*Puzzle, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxInput+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	if len(data) > MaxInput {
		return nil, fmt.Errorf("%s: more than %d bytes: expected one puzzle or a list of game IDs", name, MaxInput)
	}
	text := string(data)
	switch {
	case strings.HasPrefix(strings.TrimSpace(text), "{"):
		p, err := ParseJSON(data, name)
		if err != nil {
			return nil, err
		}
		return []*Puzzle{p}, nil
	case hasTatham(text):
		return ParseTathamList(text, name)
	}
	// Grids separated by "---" lines, as generate writes a batch.
	return batch.Parse(data, name, func(b []byte, name string) (*Puzzle, error) { return ParseText(string(b), name) },
		func(p *Puzzle, n string) { p.Name = n })
}

// hasTatham reports whether a line of text is an Undead game ID, or a
// name, a tab and an ID.
func hasTatham(text string) bool {
	for _, line := range strings.Split(text, "\n") {
		_, after, _ := strings.Cut(line, "\t")
		if IsTatham(line) || IsTatham(after) {
			return true
		}
	}
	return false
}

// ParseTathamList reads Undead game IDs (or links), one per line, each
// alone or after a name and a tab; the name becomes the puzzle's Name.
// Blank lines, lines starting with '#', and a first line "name<TAB>id"
// (a header) are skipped.
func ParseTathamList(text, name string) ([]*Puzzle, error) {
	var out []*Puzzle
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimRight(line, " \t\r")
		trimmed := strings.TrimLeft(line, " \t")
		if trimmed == "" || strings.HasPrefix(trimmed, "#") {
			continue
		}
		id, off, label := trimmed, len(line)-len(trimmed), ""
		if before, after, ok := strings.Cut(trimmed, "\t"); ok {
			if len(out) == 0 && !IsTatham(after) && !IsTatham(before) {
				continue // a header
			}
			rest := strings.TrimLeft(after, " \t")
			label, id, off = strings.TrimSpace(before), rest, off+len(trimmed)-len(rest)
		}
		p, err := parseTatham(id, name, n+1, utf8.RuneCountInString(line[:off]))
		if err != nil {
			return nil, err
		}
		p.Name = label
		out = append(out, p)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s:1:1: no game ID: expected one per line", name)
	}
	return out, nil
}

// token is a word of a text grid and where it stands.
type token struct {
	s         string
	line, col int // 1-based; col counts runes
}

// ParseText reads the text grid, janko.at's layout:
//
//	# janko.at Spukschloss 001
//	G 0 V 2 Z 6
//	  2 1 1 1
//	1 \ \ . / 2
//	0 \ . / . 2
//	0 / . / . 2
//	3 . . . \ 2
//	  3 3 2 2
//
// An optional line of totals names the monsters (G, V, Z, or ghosts,
// vampires, zombies, in any case, with or without a colon) each followed
// by its number ('-' or '?' when not given). Then come rows+2 lines of
// words separated by spaces: the clues above the columns, a line per row
// (its left clue, a word per cell, its right clue), and the clues below
// the columns. A cell is '/' or '\' (a mirror), '.' or '-' (a monster to
// find), or G, V, Z (a monster given; lower case too). A clue is a whole
// number, or '.' or '-' for none. The top and bottom lines may start with
// a '.' or '-' for the corner, and end with another. Lines "same R,C R,C
// ..." name a group of cells (0-based) that hold the same monster. '#'
// starts a comment; blank lines are ignored.
func ParseText(text, name string) (*Puzzle, error) {
	var grid [][]token
	var totals, same [][]token
	for n, line := range strings.Split(text, "\n") {
		if i := strings.Index(line, "#"); i >= 0 {
			line = line[:i]
		}
		toks := words(line, n+1)
		if len(toks) == 0 {
			continue
		}
		switch first := toks[0].s; {
		case strings.EqualFold(first, "same"):
			same = append(same, toks)
		case isLetter(first[0]):
			totals = append(totals, toks)
		default:
			grid = append(grid, toks)
		}
	}
	errAt := func(t token, format string, args ...any) error {
		return fmt.Errorf("%s:%d:%d: %s", name, t.line, t.col, fmt.Sprintf(format, args...))
	}
	if len(grid) < 3 {
		line := 1
		if len(grid) > 0 {
			line = grid[len(grid)-1][0].line + 1
		}
		return nil, fmt.Errorf("%s:%d:1: %d lines of the grid: expected the clues above, a line per row, and the clues below", name, line, len(grid))
	}
	rows := len(grid) - 2
	cols := len(grid[1]) - 2
	if cols < 1 {
		return nil, errAt(grid[1][0], "a row of %d words: expected its left clue, a cell or more, its right clue", len(grid[1]))
	}
	p, err := NewPuzzle(rows, cols)
	if err != nil {
		return nil, errAt(grid[0][0], "%v", err)
	}
	clue := func(t token) (int, error) {
		if t.s == "." || t.s == "-" {
			return NoClue, nil
		}
		k, ok := atoi(t.s)
		if !ok || k > MaxClue {
			return 0, errAt(t, "%q: expected a clue (a whole number up to %d) or '.' for none", clip(t.s), MaxClue)
		}
		return k, nil
	}
	for r := 0; r < rows; r++ {
		toks := grid[r+1]
		if len(toks) != cols+2 {
			at := toks[len(toks)-1]
			if len(toks) > cols+2 {
				at = toks[cols+2]
			}
			return nil, errAt(at, "a row of %d words: expected %d (the left clue, %d cells, the right clue)", len(toks), cols+2, cols)
		}
		if p.Clues[Left][r], err = clue(toks[0]); err != nil {
			return nil, err
		}
		if p.Clues[Right][r], err = clue(toks[cols+1]); err != nil {
			return nil, err
		}
		for c, t := range toks[1 : cols+1] {
			var cell Cell
			switch t.s {
			case "/":
				cell = Slash
			case `\`:
				cell = Backslash
			case ".", "-":
				cell = Unknown
			default:
				if len(t.s) != 1 || !monsterOf(t.s[0]).IsMonster() {
					return nil, errAt(t, "%q: expected a cell: / or \\ (a mirror), . (a monster to find), or G, V, Z (a monster given)", clip(t.s))
				}
				cell = monsterOf(t.s[0])
			}
			p.Grid[r*cols+c] = cell
		}
	}
	for _, side := range []struct {
		s    Side
		toks []token
		what string
	}{{Top, grid[0], "above"}, {Bottom, grid[rows+1], "below"}} {
		toks := side.toks
		corner := func(t token) error {
			if t.s != "." && t.s != "-" {
				return errAt(t, "%q in a corner: expected '.' or '-' (or %d clues alone)", clip(t.s), cols)
			}
			return nil
		}
		switch len(toks) {
		case cols:
		case cols + 1:
			if err := corner(toks[0]); err != nil {
				return nil, err
			}
			toks = toks[1:]
		case cols + 2:
			if err := corner(toks[0]); err != nil {
				return nil, err
			}
			if err := corner(toks[cols+1]); err != nil {
				return nil, err
			}
			toks = toks[1 : cols+1]
		default:
			at := toks[len(toks)-1]
			if len(toks) > cols+2 {
				at = toks[cols+2]
			}
			return nil, errAt(at, "%d clues %s the grid: expected %d, one per column ('.' for none)", len(toks), side.what, cols)
		}
		for c, t := range toks {
			if p.Clues[side.s][c], err = clue(t); err != nil {
				return nil, err
			}
		}
	}
	for _, toks := range totals {
		if len(toks)%2 != 0 {
			return nil, errAt(toks[len(toks)-1], "%q without a number: expected totals such as G 7 V 7 Z 7", clip(toks[len(toks)-1].s))
		}
		for i := 0; i < len(toks); i += 2 {
			m := monsterNamed(toks[i].s)
			if !m.IsMonster() {
				return nil, errAt(toks[i], "%q: expected G, V or Z (ghosts, vampires, zombies) and its number, or a line \"same R,C R,C ...\"", clip(toks[i].s))
			}
			if p.Totals[m.index()] != NoClue {
				return nil, errAt(toks[i], "the number of %s given twice", monsterName[m.index()])
			}
			v := toks[i+1]
			if v.s == "-" || v.s == "?" || v.s == "." {
				continue
			}
			k, ok := atoi(v.s)
			if !ok || k > MaxClue {
				return nil, errAt(v, "%q: expected the number of %s, or - when not given", clip(v.s), monsterName[m.index()])
			}
			p.Totals[m.index()] = k
		}
	}
	for _, toks := range same {
		var g []Pos
		for _, t := range toks[1:] {
			rs, cs, ok := strings.Cut(t.s, ",")
			r, ok1 := atoi(rs)
			c, ok2 := atoi(cs)
			if !ok || !ok1 || !ok2 {
				return nil, errAt(t, "%q: expected a cell ROW,COL (0-based), such as 1,2", clip(t.s))
			}
			if r >= rows || c >= cols {
				return nil, errAt(t, "cell %d,%d: off the %d×%d grid (0-based)", r, c, rows, cols)
			}
			if p.At(r, c).IsMirror() {
				return nil, errAt(t, "cell %d,%d is a mirror: a mirror holds no monster", r, c)
			}
			g = append(g, Pos{r, c})
		}
		if len(g) > 1 {
			p.Same = append(p.Same, g)
		}
	}
	if err := p.Check(); err != nil {
		return nil, errAt(grid[0][0], "%v", err)
	}
	return p, nil
}

// words splits a line into its words, with their 1-based columns.
func words(line string, n int) []token {
	var out []token
	col, start, startCol := 0, -1, 0
	for i, ch := range line + " " {
		col++
		if ch == ' ' || ch == '\t' || ch == '\r' {
			if start >= 0 {
				out = append(out, token{line[start:i], n, startCol})
				start = -1
			}
			continue
		}
		if start < 0 {
			start, startCol = i, col
		}
	}
	return out
}

func isLetter(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' }

// monsterNamed reads a monster's name in a line of totals.
func monsterNamed(s string) Cell {
	switch strings.ToLower(strings.TrimSuffix(s, ":")) {
	case "g", "ghost", "ghosts":
		return Ghost
	case "v", "vampire", "vampires":
		return Vampire
	case "z", "zombie", "zombies":
		return Zombie
	}
	return Unknown
}

func atoi(s string) (int, bool) {
	if s == "" || len(s) > 6 {
		return 0, false
	}
	n, err := strconv.Atoi(s)
	return n, err == nil && n >= 0 && strings.Trim(s, "0123456789") == ""
}
