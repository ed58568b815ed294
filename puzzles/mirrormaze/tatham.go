package mirrormaze

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// ParseTatham reads a game ID of Undead, in Simon Tatham's Portable Puzzle
// Collection: "W x H : G,V,Z,GRID,S0,S1,...", written without spaces, such
// as
//
//	4x4:0,2,6,LLaRLaRaRaRdL,2,1,1,1,2,2,2,2,2,2,3,3,3,0,0,1
//
// W is the number of columns and H of rows (H = W when left out), and a
// difficulty such as "dn" may follow them. G, V and Z are the numbers of
// ghosts, vampires and zombies. GRID lists the cells row by row: 'L' is
// the mirror '\', 'R' the mirror '/', 'G', 'V' and 'Z' a monster given, and
// 'a' to 'z' a run of 1 to 26 empty cells. Then come 2(W+H) clues going
// clockwise from the top-left corner: the top row left to right, the right
// side top to bottom, the bottom row right to left, the left side bottom
// to top. The link of the web version, ".../undead.html#ID", is taken too.
//
// Errors give name, line 1 and the column of the fault in s.
func ParseTatham(s, name string) (*Puzzle, error) {
	return parseTatham(s, name, 1, 0)
}

// parseTatham reads an ID found on a line of a file; off is the offset of
// s in that line, for the column of errors.
func parseTatham(s, name string, line, off int) (*Puzzle, error) {
	errAt := func(i int, format string, args ...any) error {
		return fmt.Errorf("%s:%d:%d: %s", name, line, off+len([]rune(s[:min(i, len(s))]))+1, fmt.Sprintf(format, args...))
	}
	pos := 0
	if h := strings.Index(s, "#"); h >= 0 && !strings.Contains(s[:h], ":") || h > 0 && strings.Contains(s[:h], "/") {
		prefix := s[:h]
		switch {
		case strings.Contains(strings.ToLower(prefix), "undead"):
			pos = h + 1
		case strings.Trim(prefix, "0123456789xd") == "" || !strings.Contains(prefix, "/"):
			return nil, errAt(h, "a random seed (PARAMS#SEED), not a game ID: expected PARAMS:DESC")
		default:
			return nil, errAt(0, "a link to %q: expected Undead's (…/undead.html#ID)", clip(prefix))
		}
	}
	colon := strings.Index(s[pos:], ":")
	if colon < 0 {
		if strings.Contains(s[pos:], "#") {
			return nil, errAt(pos, "a random seed (PARAMS#SEED), not a game ID: expected PARAMS:DESC")
		}
		return nil, errAt(len(s), "no ':': expected a game ID such as 4x4:0,2,6,LLaRLaRaRaRdL,2,1,1,1,2,2,2,2,2,2,3,3,3,0,0,1")
	}
	params := s[pos : pos+colon]
	// PARAMS: W[xH][dD].
	num := func(i int, what string) (int, int, error) {
		j := i
		for j < pos+colon && j-i < 4 && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		n, err := strconv.Atoi(s[i:j])
		if err != nil || n < 1 || n > MaxSide {
			return 0, j, errAt(i, "%s %q: expected a whole number from 1 to %d", what, s[i:j], MaxSide)
		}
		return n, j, nil
	}
	w, i, err := num(pos, "width")
	if err != nil {
		return nil, err
	}
	h := w
	if i < pos+colon && s[i] == 'x' {
		if h, i, err = num(i+1, "height"); err != nil {
			return nil, err
		}
	}
	if i < pos+colon && s[i] == 'd' {
		i += 2 // a difficulty letter, ignored
	}
	if i != pos+colon {
		return nil, errAt(min(i, pos+colon), "parameters %q: expected WxH, such as 4x4 or 8x5dn", params)
	}
	p, err := NewPuzzle(h, w)
	if err != nil {
		return nil, errAt(pos, "%v", err)
	}
	i++
	// field reads the next comma-separated number.
	field := func(what string, last bool) (int, error) {
		j := i
		for j < len(s) && s[j] != ',' {
			j++
		}
		f := s[i:j]
		if f == "" || len(f) > 6 || strings.Trim(f, "0123456789") != "" {
			if j >= len(s) && f == "" {
				return 0, errAt(i, "end of the ID: expected %s", what)
			}
			return 0, errAt(i, "%q: expected %s, a whole number", clip(f), what)
		}
		n, _ := strconv.Atoi(f)
		if n > MaxClue {
			return 0, errAt(i, "%d: expected %s from 0 to %d", n, what, MaxClue)
		}
		switch {
		case j < len(s):
			i = j + 1
			if last {
				return 0, errAt(j, "unexpected %q after the last clue: expected the end of the ID", clip(s[j:]))
			}
		case !last:
			return 0, errAt(j, "end of the ID after %s: expected more numbers", what)
		default:
			i = j
		}
		return n, nil
	}
	for t := range Monsters {
		if p.Totals[t], err = field("the number of "+monsterName[t], false); err != nil {
			return nil, err
		}
	}
	cell := 0
	for ; i < len(s) && s[i] != ','; i++ {
		ch := s[i]
		n := 1
		c := Unknown
		switch {
		case ch >= 'a' && ch <= 'z':
			n = int(ch-'a') + 1
		case ch == 'L':
			c = Backslash
		case ch == 'R':
			c = Slash
		case ch == 'G' || ch == 'V' || ch == 'Z':
			c = monsterOf(ch)
		default:
			return nil, errAt(i, "unexpected %q in the grid: expected L, R, G, V, Z or a to z", ch)
		}
		if cell+n > len(p.Grid) {
			return nil, errAt(i, "the grid runs past its %d cells (%d×%d)", len(p.Grid), w, h)
		}
		for k := 0; k < n; k++ {
			p.Grid[cell] = c
			cell++
		}
	}
	if cell < len(p.Grid) {
		return nil, errAt(i, "the grid holds %d cells: expected %d (%d×%d)", cell, len(p.Grid), w, h)
	}
	if i >= len(s) {
		return nil, errAt(i, "end of the ID after the grid: expected %d clues", 2*(w+h))
	}
	i++
	n := 2 * (w + h)
	for k := 0; k < n; k++ {
		side, j := tathamSlot(k, w, h)
		if p.Clues[side][j], err = field(fmt.Sprintf("clue %d of %d", k+1, n), k == n-1); err != nil {
			return nil, err
		}
	}
	if err := p.Check(); err != nil {
		return nil, errAt(0, "%v", err)
	}
	return p, nil
}

// tathamSlot returns the side and index of Undead's k-th clue, counted
// clockwise from the top-left corner.
func tathamSlot(k, w, h int) (Side, int) {
	switch {
	case k < w:
		return Top, k
	case k < w+h:
		return Right, k - w
	case k < 2*w+h:
		return Bottom, w - 1 - (k - w - h)
	}
	return Left, h - 1 - (k - 2*w - h)
}

// Tatham writes the puzzle as an Undead game ID (see ParseTatham). Undead
// needs every clue and the three totals (a missing total is worked out
// when the other two are given) and has no groups of same cells; without
// them it returns an error saying what is missing.
func (p *Puzzle) Tatham() (string, error) {
	if err := p.Check(); err != nil {
		return "", err
	}
	if len(p.Same) > 0 {
		return "", errors.New("an Undead game ID cannot give cells that hold the same monster")
	}
	for _, s := range Sides {
		for i, k := range p.Clues[s] {
			if k == NoClue {
				return "", fmt.Errorf("the %s clue of %s %d is not given: an Undead game ID needs every clue", s, lineName(s), i)
			}
		}
	}
	totals := p.Totals
	free, sum, missing := 0, 0, -1
	for _, c := range p.Grid {
		if !c.IsMirror() {
			free++
		}
	}
	for t, k := range totals {
		if k == NoClue {
			if missing >= 0 {
				return "", errors.New("the totals of monsters are not given: an Undead game ID needs them")
			}
			missing = t
			continue
		}
		sum += k
	}
	if missing >= 0 {
		if sum > free {
			return "", fmt.Errorf("the totals given add up to %d, more than the %d cells free of mirrors", sum, free)
		}
		totals[missing] = free - sum
		sum = free
	}
	if sum != free {
		return "", fmt.Errorf("the totals add up to %d monsters, but %d cells hold no mirror: Undead takes no such ID", sum, free)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%dx%d:%d,%d,%d,", p.Cols, p.Rows, totals[0], totals[1], totals[2])
	run := 0
	flush := func() {
		for run > 0 {
			n := min(run, 26)
			b.WriteByte(byte('a' + n - 1))
			run -= n
		}
	}
	for _, c := range p.Grid {
		switch c {
		case Unknown:
			run++
			continue
		case Slash:
			flush()
			b.WriteByte('R')
		case Backslash:
			flush()
			b.WriteByte('L')
		default:
			flush()
			b.WriteByte(c.Byte())
		}
	}
	flush()
	n := 2 * (p.Cols + p.Rows)
	for k := 0; k < n; k++ {
		side, j := tathamSlot(k, p.Cols, p.Rows)
		fmt.Fprintf(&b, ",%d", p.Clues[side][j])
	}
	return b.String(), nil
}

// IsTatham reports whether s looks like an Undead game ID or a link to
// one: "W[xH][dD]:" at its start, or "undead" before a '#'.
func IsTatham(s string) bool {
	s = strings.TrimSpace(s)
	if h := strings.Index(s, "#"); h >= 0 && strings.Contains(strings.ToLower(s[:h]), "undead") {
		return true
	}
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == 0 {
		return false
	}
	if i < len(s) && s[i] == 'x' {
		j := i + 1
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		if j == i+1 {
			return false
		}
		i = j
	}
	if i+1 < len(s) && s[i] == 'd' {
		i += 2
	}
	return i < len(s) && s[i] == ':'
}

func clip(s string) string {
	if r := []rune(s); len(r) > 20 {
		return string(r[:20]) + "…"
	}
	return s
}
