package galaxies

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// TathamError is an error at a column (from 1) of a Galaxies game ID.
type TathamError = tatham.Error

// tathamID splits s into the parameters and the description of a
// Galaxies game ID, with the columns (from 1) of both, or returns ok false
// when s is not one (tatham.Split).
func tathamID(s string) (params, desc string, pcol, dcol int, ok bool) {
	params, desc, pcol, dcol, ok = tatham.Split(s)
	if !ok {
		return "", "", 0, 0, false
	}
	if _, _, ok := parseParams(params); !ok {
		return "", "", 0, 0, false
	}
	return params, desc, pcol, dcol, true
}

// parseParams reads Galaxies' parameters: W, or WxH, then optionally 'd'
// and a difficulty letter. The numbers are not checked for size.
func parseParams(s string) (w, h int, ok bool) {
	digits := func() (int, bool) {
		i := 0
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		if i == 0 || i > 6 {
			return 0, false
		}
		n, _ := strconv.Atoi(s[:i])
		s = s[i:]
		return n, true
	}
	if w, ok = digits(); !ok {
		return 0, 0, false
	}
	h = w
	if strings.HasPrefix(s, "x") {
		s = s[1:]
		if h, ok = digits(); !ok {
			return 0, 0, false
		}
	}
	ok = s == "" || len(s) == 2 && s[0] == 'd' && s[1] >= 'a' && s[1] <= 'z'
	return w, h, ok
}

// IsTatham reports whether s looks like a Galaxies game ID "WxH:DESC",
// with or without a web link before a '#'.
func IsTatham(s string) bool {
	_, _, _, _, ok := tathamID(s)
	return ok
}

// ParseTatham reads a game ID of Simon Tatham's Galaxies, "WxH:DESC"
// (W columns, H rows; "W" alone is a square; a difficulty "dn" or "du" may
// follow, and a link such as
// https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/galaxies.html#
// may come before it). DESC walks the (2W−1)×(2H−1) points of the grid
// (cells, edges and corners) row by row: a letter a–y (or A–Y, a black
// dot) passes over 0 to 24 points and puts a centre on the next one, and
// z passes over 25 points. Galaxies itself takes sides of 3 or more; any
// side up to MaxSide is read. Errors are *TathamError, at a column of s.
func ParseTatham(s string) (*Puzzle, error) {
	params, desc, pcol, dcol, ok := tathamID(s)
	if !ok {
		if _, after, ok := strings.Cut(s, "#"); ok && strings.Contains(after, "#") && !strings.Contains(after, ":") {
			return nil, &TathamError{Col: 1, Msg: "a link with a random seed (#WxH#SEED), not a game ID: expected WxH:DESC"}
		}
		return nil, &TathamError{Col: 1, Msg: fmt.Sprintf("%q: expected a Galaxies game ID WxH:DESC", clip(strings.TrimSpace(s)))}
	}
	w, h, _ := parseParams(params)
	if w < 1 || h < 1 || w > MaxSide || h > MaxSide {
		return nil, &TathamError{Col: pcol, Msg: fmt.Sprintf("grid of %d×%d: expected 1 to %d columns and rows", w, h, MaxSide)}
	}
	pw := 2*w - 1
	area := pw * (2*h - 1)
	var centres []Point
	i := 0 // the next point
	for k := 0; k < len(desc); k++ {
		ch := desc[k]
		switch {
		case ch == 'z':
			i += 25
		case ch >= 'a' && ch <= 'y' || ch >= 'A' && ch <= 'Y':
			i += int(ch|0x20) - 'a'
			if i >= area {
				return nil, &TathamError{Col: dcol + k, Msg: fmt.Sprintf("the description runs past the %d points of a %d×%d grid", area, w, h)}
			}
			centres = append(centres, Point{i/pw + 1, i%pw + 1})
			i++
		default:
			return nil, &TathamError{Col: dcol + k, Msg: fmt.Sprintf("unexpected %q: expected a-y or A-Y (points passed over, then a centre) or z (25 points)", ch)}
		}
		if i > area {
			return nil, &TathamError{Col: dcol + k, Msg: fmt.Sprintf("the description runs past the %d points of a %d×%d grid", area, w, h)}
		}
	}
	p, err := New(h, w, centres)
	if err != nil {
		return nil, &TathamError{Col: dcol, Msg: err.Error()}
	}
	return p, nil
}

// Tatham writes the puzzle as a Galaxies game ID, as Galaxies writes it
// (white dots, no trailing run). Galaxies itself only plays sides of 3 or
// more.
func (p *Puzzle) Tatham() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%dx%d:", p.Cols, p.Rows)
	run := 0
	for _, pt := range p.Sorted() {
		pos := (pt.Y-1)*(2*p.Cols-1) + pt.X - 1
		for ; run+25 <= pos; run += 25 {
			b.WriteByte('z')
		}
		b.WriteByte(byte('a' + pos - run))
		run = pos + 1
	}
	return b.String()
}

// clip shortens s for a message.
func clip(s string) string {
	if r := []rune(s); len(r) > 20 {
		return string(r[:20]) + "…"
	}
	return s
}
