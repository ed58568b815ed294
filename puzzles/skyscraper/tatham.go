package skyscraper

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// TathamError is an error at a column (from 1) of a Towers game ID.
type TathamError = tatham.Error

// tathamID splits s into the parameters and the description of a Towers
// game ID, with the columns (from 1) of both, or returns ok false when s
// is not one (tatham.Split).
func tathamID(s string) (params, desc string, pcol, dcol int, ok bool) {
	params, desc, pcol, dcol, ok = tatham.Split(s)
	if !ok || !isParams(params) {
		return "", "", 0, 0, false
	}
	return params, desc, pcol, dcol, true
}

// isParams reports whether s has the form of Towers' parameters: N, then
// optionally 'd' and a difficulty letter.
func isParams(s string) bool {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	rest := s[i:]
	return i > 0 && (rest == "" || len(rest) == 2 && rest[0] == 'd' && rest[1] >= 'a' && rest[1] <= 'z')
}

// IsTatham reports whether s looks like a Towers game ID "N:DESC", with
// or without a web link before a '#'.
func IsTatham(s string) bool {
	_, _, _, _, ok := tathamID(s)
	return ok
}

// ParseTatham reads a game ID of Simon Tatham's Towers, "N:CLUES[,GRID]"
// (also "N" followed by "d" and a difficulty letter, and with a link
// such as https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/towers.html#
// before it). CLUES is 4N fields separated by '/', each a clue or empty
// for none: top (columns left to right), bottom, left (rows top to
// bottom), right. GRID gives the givens row by row: a letter a-z skips 1
// to 26 cells, a number is the height of the next cell, and '_' separates
// two numbers. A GRID that stops short leaves the cells after it empty
// (Tatham's game would ask for the whole grid; some published IDs leave
// out the last run). Towers itself takes N from 3 to 9; any N up to
// MaxSide is read. Errors are *TathamError, at a column of s.
func ParseTatham(s string) (*Puzzle, error) {
	params, desc, pcol, dcol, ok := tathamID(s)
	if !ok {
		if _, after, ok := strings.Cut(s, "#"); ok && strings.Contains(after, "#") && !strings.Contains(after, ":") {
			return nil, &TathamError{Col: 1, Msg: "a link with a random seed (#N#SEED), not a game ID: expected N:CLUES[,GRID]"}
		}
		return nil, &TathamError{Col: 1, Msg: fmt.Sprintf("%q: expected a Towers game ID N:CLUES[,GRID]", clip(strings.TrimSpace(s)))}
	}
	digits, _, _ := strings.Cut(params, "d") // the size, without the difficulty
	n, err := strconv.Atoi(digits)
	if err != nil || n < 1 || n > MaxSide {
		return nil, &TathamError{Col: pcol, Msg: fmt.Sprintf("grid size %q: expected 1 to %d", digits, MaxSide)}
	}
	p, _ := Empty(n)
	i := 0 // the next byte of desc
	fail := func(format string, args ...any) error {
		return &TathamError{Col: dcol + i, Msg: fmt.Sprintf(format, args...)}
	}
	for k := 0; k < 4*n; k++ {
		if k > 0 {
			if i >= len(desc) || desc[i] != '/' {
				if i >= len(desc) || desc[i] == ',' {
					return nil, fail("%d clue fields: expected %d (4N, separated by '/')", k, 4*n)
				}
				return nil, fail("unexpected %q: expected '/' between the clues", desc[i])
			}
			i++
		}
		start := i
		for i < len(desc) && desc[i] >= '0' && desc[i] <= '9' {
			i++
		}
		if i > start {
			v, err := strconv.Atoi(desc[start:i])
			if err != nil || v < 1 || v > n {
				digits := desc[start:i]
				i = start
				return nil, fail("clue %s: expected 1 to %d, or nothing for no clue", clip(digits), n)
			}
			p.Clues[Sides[k/n]][k%n] = v
		}
	}
	if i < len(desc) && desc[i] == '/' {
		return nil, fail("more than %d clue fields: expected 4N for N = %d", 4*n, n)
	}
	if i >= len(desc) {
		return p, nil
	}
	if desc[i] != ',' {
		return nil, fail("unexpected %q: expected ',' and the grid, or the end", desc[i])
	}
	i++
	pos := 0
	for i < len(desc) {
		ch := desc[i]
		switch {
		case ch >= 'a' && ch <= 'z':
			pos += int(ch-'a') + 1
			if pos > n*n {
				return nil, fail("the grid runs past its %d cells", n*n)
			}
			i++
		case ch == '_':
			i++
		case ch >= '1' && ch <= '9':
			start := i
			for i < len(desc) && desc[i] >= '0' && desc[i] <= '9' {
				i++
			}
			v, err := strconv.Atoi(desc[start:i])
			if err != nil || v > n {
				digits := desc[start:i]
				i = start
				return nil, fail("height %s: expected 1 to %d", clip(digits), n)
			}
			if pos >= n*n {
				i = start
				return nil, fail("the grid runs past its %d cells", n*n)
			}
			p.Given[pos] = v
			pos++
		default:
			return nil, fail("unexpected %q in the grid: expected a-z (empty cells), a height, or '_'", ch)
		}
	}
	return p, nil
}

// Tatham writes the puzzle as a Towers game ID, as Towers writes it. Towers
// itself only plays N from 3 to 9.
func (p *Puzzle) Tatham() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d:", p.N)
	for k := 0; k < 4*p.N; k++ {
		if k > 0 {
			b.WriteByte('/')
		}
		if v := p.Clues[Sides[k/p.N]][k%p.N]; v > 0 {
			b.WriteString(strconv.Itoa(v))
		}
	}
	if !p.hasGivens() {
		return b.String()
	}
	b.WriteByte(',')
	run := 0
	for i, v := range p.Given {
		if v == 0 {
			run++
			continue
		}
		if run == 0 && i > 0 {
			b.WriteByte('_')
		}
		for ; run > 0; run -= min(run, 26) {
			b.WriteByte(byte('a' + min(run, 26) - 1))
		}
		b.WriteString(strconv.Itoa(v))
	}
	for ; run > 0; run -= min(run, 26) {
		b.WriteByte(byte('a' + min(run, 26) - 1))
	}
	return b.String()
}
