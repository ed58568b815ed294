package skyscraper

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles/internal/puzzlink"
)

// URLNames are the puzz.link genre names of Skyscrapers: pzprjs's name,
// then its aliases.
var URLNames = []string{"skyscrapers", "building", "skyscraper"}

// IsURL reports whether s looks like a puzz.link Skyscrapers URL (with or
// without its host).
func IsURL(s string) bool { return puzzlink.Match(s, URLNames...) }

// ParseURL reads a puzz.link Skyscrapers URL
// (https://puzz.link/p?skyscrapers/N/N/BODY; any host, and the aliases
// building and skyscraper). The body is pzprjs's: first the 4N outside
// clues, top (columns left to right), bottom, left (rows top to bottom),
// right, then optionally the givens row by row; each a number in
// readNumber16 form (0-9 a-f, -xx, +xxx) or a run of 1 to 20 empty
// places written g to z. A '.' (a clue or given whose value is unknown)
// reads as none. Errors are *puzzlink.Error, at a column of s.
func ParseURL(s string) (*Puzzle, error) {
	u, err := puzzlink.Parse(s, URLNames...)
	if err != nil {
		return nil, err
	}
	if u.Cols != u.Rows {
		return nil, &puzzlink.Error{Col: u.ColsCol(), Msg: fmt.Sprintf("grid of %d columns and %d rows: expected a square grid", u.Cols, u.Rows)}
	}
	n := u.Cols
	p, err := Empty(n)
	if err != nil {
		return nil, &puzzlink.Error{Col: u.ColsCol(), Msg: err.Error()}
	}
	r := u.Reader()
	err = r.Numbers16(4*n, "clues", func(pos, v int) error {
		if v > n {
			return fmt.Errorf("clue %d: expected 1 to %d", v, n)
		}
		if v > 0 {
			p.Clues[Sides[pos/n]][pos%n] = v
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	err = r.Numbers16(n*n, "givens", func(pos, v int) error {
		if v > n {
			return fmt.Errorf("height %d: expected 1 to %d", v, n)
		}
		if v > 0 {
			p.Given[pos] = v
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if !r.Done() {
		return nil, r.Errorf("unexpected %q after the givens: expected the end of the URL", clip(r.Rest()))
	}
	return p, nil
}

// URL writes the puzzle as a puzz.link URL, as pzprjs writes it: the
// givens are left out when there are none.
func (p *Puzzle) URL() string {
	var w puzzlink.Writer
	for _, s := range Sides {
		for _, v := range p.Clues[s] {
			if v > 0 {
				w.Number16(v)
			} else {
				w.Empty()
			}
		}
	}
	w.Flush()
	if p.hasGivens() {
		for _, v := range p.Given {
			if v > 0 {
				w.Number16(v)
			} else {
				w.Empty()
			}
		}
	}
	return puzzlink.Format(URLNames[0], p.N, p.N, w.String())
}

func (p *Puzzle) hasGivens() bool {
	for _, v := range p.Given {
		if v > 0 {
			return true
		}
	}
	return false
}
