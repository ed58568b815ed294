package slitherlink

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// TathamError is an error at a column (from 1) of a Loopy game ID.
type TathamError = tatham.Error

// loopyParams are the parameters of a Loopy game ID.
type loopyParams struct {
	w, h, t int
	hasT    bool
}

// parseParams reads Loopy's parameters W[xH][tT][dD], or returns ok
// false when s does not have that form.
func parseParams(s string) (loopyParams, bool) {
	i := 0
	num := func() (int, bool) {
		start := i
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		if i == start || i-start > 6 {
			return 0, false
		}
		n, _ := strconv.Atoi(s[start:i])
		return n, true
	}
	var p loopyParams
	var ok bool
	if p.w, ok = num(); !ok {
		return p, false
	}
	p.h = p.w
	if i < len(s) && s[i] == 'x' {
		i++
		if p.h, ok = num(); !ok {
			return p, false
		}
	}
	if i < len(s) && s[i] == 't' {
		i++
		if p.t, ok = num(); !ok {
			return p, false
		}
		p.hasT = true
	}
	if i < len(s) && s[i] == 'd' {
		i += 2 // a difficulty letter
		if i > len(s) || s[i-1] < 'a' || s[i-1] > 'z' {
			return p, false
		}
	}
	return p, i == len(s)
}

// tathamID splits s into the parameters and the description of a Loopy
// game ID, with the columns (from 1) of each, or returns ok false when s
// is not one (tatham.Split).
func tathamID(s string) (params loopyParams, desc string, pcol, dcol int, ok bool) {
	ps, desc, pcol, dcol, ok := tatham.Split(s)
	if !ok {
		return params, "", 0, 0, false
	}
	params, ok = parseParams(ps)
	return params, desc, pcol, dcol, ok
}

// IsTatham reports whether s looks like a Loopy game ID "W[xH]t0:DESC",
// with or without a web link before a '#'.
func IsTatham(s string) bool {
	_, _, _, _, ok := tathamID(s)
	return ok
}

// ParseTatham reads a game ID of Simon Tatham's Loopy on a square grid,
// "WxHt0:DESC" (W columns, H rows; "W" alone for a square of W; an
// optional difficulty "d" and a letter; with or without a link such as
// https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/loopy.html#
// before it). Grid types other than t0, the square grid, are other
// puzzles and are refused; an ID without a type is read as t0. DESC gives
// the cells row by row: a digit is the clue of the next cell, a letter
// a-z a run of 1 to 26 cells without one; it covers the grid exactly.
// Errors are *TathamError, at a column of s.
func ParseTatham(s string) (*Puzzle, error) {
	params, desc, pcol, dcol, ok := tathamID(s)
	if !ok {
		if _, after, ok := strings.Cut(s, "#"); ok && strings.Contains(after, "#") && !strings.Contains(after, ":") {
			return nil, &TathamError{Col: 1, Msg: "a link with a random seed (#PARAMS#SEED), not a game ID: expected WxHt0:DESC"}
		}
		return nil, &TathamError{Col: 1, Msg: fmt.Sprintf("%q: expected a Loopy game ID WxHt0:DESC", clip(strings.TrimSpace(s)))}
	}
	if params.t != 0 {
		return nil, &TathamError{Col: pcol, Msg: fmt.Sprintf("grid type t%d: expected t0, the square grid (the other tilings are not Slitherlink grids)", params.t)}
	}
	p, err := Empty(params.h, params.w)
	if err != nil {
		return nil, &TathamError{Col: pcol, Msg: err.Error()}
	}
	n := p.Rows * p.Cols
	pos := 0
	for i := 0; i < len(desc); i++ {
		ch := desc[i]
		switch {
		case ch >= '0' && ch <= '9':
			if ch > '4' {
				return nil, &TathamError{Col: dcol + i, Msg: fmt.Sprintf("clue %c: expected 0 to 4 on a square grid", ch)}
			}
			if pos >= n {
				return nil, &TathamError{Col: dcol + i, Msg: fmt.Sprintf("the description runs past the %d cells of a %d×%d grid", n, p.Cols, p.Rows)}
			}
			p.Clue[pos] = int(ch - '0')
			pos++
		case ch >= 'a' && ch <= 'z':
			pos += int(ch-'a') + 1
			if pos > n {
				return nil, &TathamError{Col: dcol + i, Msg: fmt.Sprintf("the description runs past the %d cells of a %d×%d grid", n, p.Cols, p.Rows)}
			}
		default:
			return nil, &TathamError{Col: dcol + i, Msg: fmt.Sprintf("unexpected %q: expected a clue 0 to 4, or a-z for 1 to 26 cells without one", ch)}
		}
	}
	if pos < n {
		return nil, &TathamError{Col: dcol + len(desc), Msg: fmt.Sprintf("the description covers %d cells: expected %d (%d×%d)", pos, n, p.Cols, p.Rows)}
	}
	return p, nil
}

// Tatham writes the puzzle as a Loopy game ID, WxHt0:DESC, as Loopy writes
// it (runs of more than 26 cells without a clue are cut into 'z's).
func (p *Puzzle) Tatham() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%dx%dt0:", p.Cols, p.Rows)
	run := 0
	flush := func() {
		for ; run > 0; run -= min(run, 26) {
			b.WriteByte(byte('a' + min(run, 26) - 1))
		}
	}
	for _, v := range p.Clue {
		if v == None {
			run++
			continue
		}
		flush()
		b.WriteByte(byte('0' + v))
	}
	flush()
	return b.String()
}
