package skyscraper

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/internal/linklist"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/puzzlink"
)

// MaxInput is the largest input read, in bytes.
const MaxInput = 16 << 20

// Parse reads one or more puzzles and tells the format by the content: a
// JSON object (ParseJSON); lines of puzz.link URLs or Towers game IDs, one
// puzzle a line (ParseList); or text grids (ParseText), several separated
// by "---" lines. name is used in error messages, which give the line and
// column.
func Parse(r io.Reader, name string) ([]*Puzzle, error) {
	text := func(data []byte, name string) (*Puzzle, error) { return ParseText(bytes.NewReader(data), name) }
	return links.ReadAll(r, name, MaxInput, ParseJSON, text)
}

// IsLink reports whether s is a puzz.link URL or a Towers game ID.
func IsLink(s string) bool { return IsURL(s) || IsTatham(s) }

// ParseLink reads a puzz.link URL or a Towers game ID. Errors give the
// column (from 1) of the offending part of s.
func ParseLink(s string) (*Puzzle, error) {
	if IsURL(s) || !IsTatham(s) && strings.Contains(s, "?") {
		return ParseURL(s)
	}
	return ParseTatham(s)
}

// links are the genre's links, for lists (ParseList).
var links = linklist.Format[*Puzzle]{
	Is:       IsLink,
	Parse:    ParseLink,
	Name:     func(p *Puzzle) string { return p.Name },
	SetName:  func(p *Puzzle, name string) { p.Name = name },
	Expected: "a puzz.link URL such as " + puzzlink.Host + "skyscrapers/4/4/k13h4j3g or a Towers game ID such as 4:4/////2/2///2/2/1/3/2//",
	Plural:   "puzz.link URLs or Towers game IDs",
}

// ParseList reads puzzles one per line, each a puzz.link URL or a Towers
// game ID. Blank lines and lines starting with '#' are skipped, and so is
// a first line with a tab that holds no puzzle (a table's header). A line
// may start with a name and a tab, which names the puzzle.
func ParseList(text, name string) ([]*Puzzle, error) { return links.List(text, name) }

// ParseText reads the text grid, n+2 lines of tokens separated by spaces:
//
//	    . 3 3 . .
//	.   . . . . .   3
//	.   . . . . .   .
//	.   . . . 1 .   .
//	2   . . . . .   2
//	.   2 . . . .   .
//	    3 2 2 . 3
//
// The first line holds the top clues (one per column), the next n lines
// a row each: its left clue, its n cells and its right clue, and the last
// line the bottom clues. A clue or a cell is a number from 1 to n, or
// '.', '-' or 0 for none; a top or bottom line may also have a token for
// each corner, which must be none. '#' starts a comment, to the end of
// the line; blank lines are skipped. n is the number of tokens of the
// first row, less two.
func ParseText(r io.Reader, name string) (*Puzzle, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxInput+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	if len(data) > MaxInput {
		return nil, fmt.Errorf("%s: more than %d bytes: expected one puzzle", name, MaxInput)
	}
	type token struct {
		s   string
		col int
	}
	type line struct {
		num  int
		toks []token
	}
	var lines []line
	text := strings.TrimSuffix(string(data), "\n")
	last := 0 // the number of the last line
	for i, s := range strings.Split(text, "\n") {
		if text != "" {
			last = i + 1
		}
		if j := strings.IndexByte(s, '#'); j >= 0 {
			s = s[:j]
		}
		var toks []token
		rs := []rune(s + " ")
		start := -1
		for j, ch := range rs {
			space := ch == ' ' || ch == '\t' || ch == '\r' || ch == '\v' || ch == '\f'
			switch {
			case space && start >= 0:
				toks = append(toks, token{string(rs[start:j]), start + 1})
				start = -1
			case !space && start < 0:
				start = j
			}
		}
		if len(toks) > 0 {
			lines = append(lines, line{i + 1, toks})
		}
	}
	const shape = "the top clues, a line per row (left clue, cells, right clue), the bottom clues"
	if len(lines) < 2 {
		return nil, fmt.Errorf("%s:%d:1: %d lines: expected %s", name, last+1, len(lines), shape)
	}
	n := len(lines[1].toks) - 2
	if n < 1 || n > MaxSide {
		return nil, fmt.Errorf("%s:%d:1: a row of %d tokens: expected a left clue, 1 to %d cells and a right clue", name, lines[1].num, len(lines[1].toks), MaxSide)
	}
	if len(lines) != n+2 {
		at := last + 1
		if len(lines) > n+2 {
			at = lines[n+2].num
		}
		return nil, fmt.Errorf("%s:%d:1: %d lines: expected %d for a grid of %d×%d (%s)", name, at, len(lines), n+2, n, n, shape)
	}
	p, _ := Empty(n)
	value := func(l line, t token, what string) (int, error) {
		switch t.s {
		case ".", "-", "0":
			return 0, nil
		}
		v, err := strconv.Atoi(t.s)
		if err != nil || v < 1 || v > n {
			return 0, fmt.Errorf("%s:%d:%d: %q: expected a %s from 1 to %d, or '.' for none", name, l.num, t.col, clip(t.s), what, n)
		}
		return v, nil
	}
	for _, edge := range []struct {
		l    line
		side Side
	}{{lines[0], Top}, {lines[n+1], Bottom}} {
		toks := edge.l.toks
		switch len(toks) {
		case n + 2:
			for _, t := range []token{toks[0], toks[n+1]} {
				if v, err := value(edge.l, t, "clue"); err != nil || v != 0 {
					return nil, fmt.Errorf("%s:%d:%d: %q in a corner: expected '.' or nothing there", name, edge.l.num, t.col, clip(t.s))
				}
			}
			toks = toks[1 : n+1]
		case n:
		default:
			col := toks[len(toks)-1].col
			if len(toks) > n {
				col = toks[n].col
			}
			return nil, fmt.Errorf("%s:%d:%d: %d %s clues: expected %d, one per column", name, edge.l.num, col, len(toks), edge.side, n)
		}
		for c, t := range toks {
			v, err := value(edge.l, t, "clue")
			if err != nil {
				return nil, err
			}
			p.Clues[edge.side][c] = v
		}
	}
	for r := 0; r < n; r++ {
		l := lines[r+1]
		if len(l.toks) != n+2 {
			col := l.toks[len(l.toks)-1].col
			if len(l.toks) > n+2 {
				col = l.toks[n+2].col
			}
			return nil, fmt.Errorf("%s:%d:%d: a row of %d tokens: expected %d (left clue, %d cells, right clue)", name, l.num, col, len(l.toks), n+2, n)
		}
		for j, t := range l.toks {
			what := "height"
			if j == 0 || j == n+1 {
				what = "clue"
			}
			v, err := value(l, t, what)
			if err != nil {
				return nil, err
			}
			switch j {
			case 0:
				p.Clues[Left][r] = v
			case n + 1:
				p.Clues[Right][r] = v
			default:
				p.Given[r*n+j-1] = v
			}
		}
	}
	return p, nil
}

// clip shortens s for a message.
func clip(s string) string {
	if r := []rune(s); len(r) > 20 {
		return string(r[:20]) + "…"
	}
	return s
}
