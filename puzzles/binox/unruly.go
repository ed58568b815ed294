package binox

import (
	"fmt"
	"strconv"
	"strings"
)

// isGameID reports whether text looks like a Tatham game ID: an optional
// address ending in '#', then digits, parameters and ':'.
func isGameID(text string) bool {
	if i := strings.LastIndexByte(text, '#'); i >= 0 && strings.Contains(text[:i], "://") {
		text = text[i+1:]
	}
	params, _, ok := strings.Cut(text, ":")
	return ok && params != "" && params[0] >= '0' && params[0] <= '9' && !strings.ContainsAny(params, " \n\t")
}

// ParseUnruly reads a Simon Tatham Unruly game ID, W[xH][u][dD]:DESC (the
// parameters and description of unruly.c), optionally after the address of
// the web player and '#'. W is the number of columns, H of rows (W when
// absent); 'u' asks for distinct rows and columns. DESC places the givens
// in row-major order: a letter a–y skips that many cells (a none, y 24),
// then gives white (lower case: O) or black (upper case: X); z or Z skips
// 25. It ends with one placement just past the grid.
func ParseUnruly(id, name string) (*Puzzle, error) {
	id = strings.TrimSpace(id)
	if i := strings.LastIndexByte(id, '#'); i >= 0 {
		id = id[i+1:]
	}
	params, desc, ok := strings.Cut(id, ":")
	if !ok {
		return nil, fmt.Errorf("%s: Unruly game ID %q: expected W[xH][u]:DESC (an ID W[xH]#SEED is a random seed, not a puzzle)", name, id)
	}
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%s: Unruly game ID %q: %s", name, id, fmt.Sprintf(format, args...))
	}
	i := 0
	num := func() (int, bool) {
		j := i
		for i < len(params) && params[i] >= '0' && params[i] <= '9' {
			i++
		}
		n, err := strconv.Atoi(params[j:i])
		return n, err == nil
	}
	w, ok := num()
	if !ok {
		return nil, bad("expected the width first")
	}
	h := w
	if i < len(params) && params[i] == 'x' {
		i++
		if h, ok = num(); !ok {
			return nil, bad("expected the height after 'x'")
		}
	}
	unique := false
	for i < len(params) {
		switch params[i] {
		case 'u':
			unique = true
			i++
		case 'd':
			i += 2 // the difficulty: one letter, not a rule
		default:
			return nil, bad("unknown parameter %q: expected u or dD", params[i:])
		}
	}
	p, err := New(h, w)
	if err != nil {
		return nil, bad("%v", err)
	}
	p.Distinct = unique
	s := w * h
	pos := 0
	for k := 0; k < len(desc); k++ {
		ch := desc[k]
		switch {
		case ch == 'z' || ch == 'Z':
			pos += 25
		case ch >= 'a' && ch < 'z', ch >= 'A' && ch < 'Z':
			lower := ch >= 'a'
			skip := int(ch - 'A')
			if lower {
				skip = int(ch - 'a')
			}
			pos += skip
			if pos < s {
				p.Given[pos] = 0 // black: X
				if lower {
					p.Given[pos] = 1 // white: O
				}
			}
			pos++
		default:
			return nil, bad("character %q at %d of the description: expected letters", ch, k+1)
		}
		if pos > s+1 {
			return nil, bad("the description covers more than the %d cells", s)
		}
	}
	if pos != s+1 {
		return nil, bad("the description covers %d cells, expected %d and the end mark", min(pos, s), s)
	}
	return p, nil
}

// Unruly returns the puzzle as a Tatham Unruly game ID, with 'u' when rows
// and columns must be distinct.
func (p *Puzzle) Unruly() string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%dx%d", p.Cols, p.Rows)
	if p.Distinct {
		sb.WriteByte('u')
	}
	sb.WriteByte(':')
	last := 0
	place := func(pos int, upper bool) {
		gap := pos - last
		for ; gap >= 25; gap -= 25 {
			sb.WriteByte('z')
		}
		if upper {
			sb.WriteByte(byte('A' + gap))
		} else {
			sb.WriteByte(byte('a' + gap))
		}
		last = pos + 1
	}
	for i, g := range p.Given {
		if g >= 0 {
			place(i, g == 0)
		}
	}
	place(len(p.Given), false)
	return sb.String()
}
