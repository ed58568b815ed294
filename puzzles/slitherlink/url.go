package slitherlink

import (
	"github.com/puzzlesat/puzzlesat/puzzles/internal/puzzlink"
)

// URLNames are the puzz.link genre names of Slitherlink: pzprjs's name,
// then its alias.
var URLNames = []string{"slither", "slitherlink"}

// IsURL reports whether s looks like a puzz.link Slitherlink URL (with or
// without its host).
func IsURL(s string) bool { return puzzlink.Match(s, URLNames...) }

// ParseURL reads a puzz.link Slitherlink URL
// (https://puzz.link/p?slither/COLS/ROWS/BODY; any host, and the alias
// slitherlink; a flag such as pzprjs's "f" is ignored). The body is
// pzprjs's decode4Cell, cells row by row: '0'-'4' a clue, '5'-'9' a clue
// (less 5) and one empty cell, 'a'-'e' a clue (less 10) and two empty
// cells, g to z a run of 1 to 20 empty cells, and '.' a clue left unknown
// ("?"), which reads as none. Errors are *puzzlink.Error, at a column of
// s.
func ParseURL(s string) (*Puzzle, error) {
	u, err := puzzlink.Parse(s, URLNames...)
	if err != nil {
		return nil, err
	}
	p, err := Empty(u.Rows, u.Cols)
	if err != nil {
		return nil, &puzzlink.Error{Col: u.ColsCol(), Msg: err.Error()}
	}
	r := u.Reader()
	err = r.Cells4(u.Rows*u.Cols, "clues", func(pos, v int) error {
		if v != puzzlink.Unknown {
			p.Clue[pos] = v
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if !r.Done() {
		return nil, r.Errorf("unexpected %q after the clues: expected the end of the URL", clip(r.Rest()))
	}
	return p, nil
}

// URL writes the puzzle as a puzz.link URL, as pzprjs writes it.
func (p *Puzzle) URL() string {
	var w puzzlink.Writer
	w.Cells4(len(p.Clue), func(pos int) (int, bool) {
		v := p.Clue[pos]
		return v, v != None
	})
	return puzzlink.Format(URLNames[0], p.Cols, p.Rows, w.String())
}
