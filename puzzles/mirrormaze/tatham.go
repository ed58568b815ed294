package mirrormaze

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/tatham"
)

// IsTatham reports whether s looks like an Undead game ID or a web link
// to one (tatham.Split): parameters W[xH][dD] before its ':', or "undead"
// before a '#' (a link to the game, which readTatham refuses with its
// reason when it holds a random seed, not a game ID).
func IsTatham(s string) bool {
	if h := strings.IndexByte(s, '#'); h >= 0 && strings.Contains(strings.ToLower(s[:h]), "undead") {
		return true
	}
	params, _, _, _, ok := tatham.Split(s)
	if !ok {
		return false
	}
	i := 0
	digits := func() int {
		j := i
		for i < len(params) && params[i] >= '0' && params[i] <= '9' {
			i++
		}
		return i - j
	}
	if digits() == 0 || i < len(params) && params[i] == 'x' && func() bool { i++; return digits() == 0 }() {
		return false
	}
	if i+1 < len(params) && params[i] == 'd' {
		i += 2
	}
	return i == len(params)
}

// readTatham reads a game ID of Undead, in Simon Tatham's Portable Puzzle
// Collection: "WxH:G,V,Z,GRID,S0,S1,...", such as
// 4x4:0,2,6,LLaRLaRaRaRdL,2,1,1,1,2,2,2,2,2,2,3,3,3,0,0,1 (W columns, H
// rows; H = W when left out; a difficulty "dn" may follow). G, V and Z are
// the totals; GRID the cells row by row, 'L' the mirror '\', 'R' '/', G,
// V, Z a monster given, a-z a run of empty cells; then the 2(W+H) clues
// clockwise from the top-left corner. The web player's link,
// ".../undead.html#ID", is taken too.
func readTatham(s string) (*Puzzle, error) {
	if h := strings.IndexByte(s, '#'); h >= 0 {
		switch prefix := s[:h]; {
		case !strings.Contains(s[h:], ":"):
			col := h + 1 // Undead's link points at its ID, a seed at its '#'
			if strings.Contains(strings.ToLower(prefix), "undead") {
				col++
			}
			return nil, &tatham.Error{Col: col, Msg: "a random seed (PARAMS#SEED), not a game ID: expected PARAMS:DESC"}
		case strings.Contains(prefix, "/") && !strings.Contains(strings.ToLower(prefix), "undead"):
			return nil, &tatham.Error{Col: 1, Msg: fmt.Sprintf("a link to %q: expected Undead's (…/undead.html#ID)", prefix)}
		}
	}
	id, w, h, rest, err := tatham.ParseSized(s, "an Undead game ID such as 4x4:0,2,6,LLaRLaRaRaRdL,2,1,1,1,2,2,2,2,2,2,3,3,3,0,0,1", MaxSide)
	if err == nil && rest != "" && (len(rest) != 2 || rest[0] != 'd') {
		err = id.RestError(rest, "unexpected %q in the parameters: expected WxH and a difficulty, such as 4x4 or 8x5dn", rest)
	}
	if err != nil {
		return nil, err
	}
	p, _ := NewPuzzle(h, w)
	d := id.Reader()
	// field reads the next number, and the ',' after it unless last.
	field := func(what string, last bool) (int, error) {
		col, f := d.Col(), ""
		for !d.Done() && d.Peek() != ',' {
			f += string(d.Next())
		}
		n, err := strconv.Atoi(f)
		switch {
		case f == "" && d.Done():
			return 0, &tatham.Error{Col: col, Msg: "end of the ID: expected " + what}
		case err != nil || len(f) > 6 || strings.Trim(f, "0123456789") != "":
			return 0, &tatham.Error{Col: col, Msg: fmt.Sprintf("%q: expected %s, a whole number", f, what)}
		case n > MaxClue:
			return 0, &tatham.Error{Col: col, Msg: fmt.Sprintf("%d: expected %s from 0 to %d", n, what, MaxClue)}
		case last && !d.Done():
			return 0, d.Errorf("unexpected %q after the last clue: expected the end of the ID", d.Rest())
		case !last && !d.Accept(','):
			return 0, d.Errorf("end of the ID after %s: expected more numbers", what)
		}
		return n, nil
	}
	for t := range Monsters {
		if p.Totals[t], err = field("the number of "+monsterName[t], false); err != nil {
			return nil, err
		}
	}
	err = d.Runs(p.N(), func(pos int) (int, error) {
		c := map[byte]Cell{'L': Backslash, 'R': Slash, 'G': Ghost, 'V': Vampire, 'Z': Zombie}[d.Peek()]
		switch {
		case d.Peek() == ',':
			return 0, d.Errorf("the grid holds %d cells: expected %d (%d×%d)", pos, p.N(), w, h)
		case c == Unknown:
			return 0, d.Errorf("unexpected %q in the grid: expected L, R, G, V, Z or a to z", d.Peek())
		}
		p.Grid[pos] = c
		d.Next()
		return 1, nil
	})
	switch {
	case err != nil:
		return nil, err
	case d.Done():
		return nil, d.Errorf("end of the ID after the grid: expected %d clues", 2*(w+h))
	case !d.Accept(','):
		return nil, d.Errorf("the grid runs past its %d cells (%d×%d)", p.N(), w, h)
	}
	n := 2 * (w + h)
	for k := 0; k < n; k++ {
		side, j := tathamSlot(k, w, h)
		if p.Clues[side][j], err = field(fmt.Sprintf("clue %d of %d", k+1, n), k == n-1); err != nil {
			return nil, err
		}
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

// Tatham writes the puzzle as an Undead game ID. Undead needs every clue
// and the three totals (a missing total is worked out when the other two
// are given) and has no groups of same cells; without them it returns an
// error saying what is missing.
func (p *Puzzle) Tatham() (string, error) {
	if len(p.Same) > 0 {
		return "", errors.New("an Undead game ID cannot give cells that hold the same monster")
	}
	for _, s := range Sides {
		for i, k := range p.Clues[s] {
			if k == NoClue {
				return "", fmt.Errorf("the %s clue of %s %d is not given: an Undead game ID needs every clue", s, s.Line(), i)
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
	var w tatham.Runs
	for _, c := range p.Grid {
		if c == Unknown {
			w.Blank()
		} else {
			w.Item(strings.NewReplacer("/", "R", `\`, "L").Replace(c.String()))
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%dx%d:%d,%d,%d,%s", p.Cols, p.Rows, totals[0], totals[1], totals[2], w.String())
	for k := 0; k < 2*(p.Cols+p.Rows); k++ {
		side, j := tathamSlot(k, p.Cols, p.Rows)
		fmt.Fprintf(&b, ",%d", p.Clues[side][j])
	}
	return b.String(), nil
}
