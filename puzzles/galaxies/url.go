package galaxies

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles/internal/puzzlink"
)

// URLNames are the puzz.link genre names of Galaxies: pzprjs's name (it
// has no alias).
var URLNames = []string{"tentaisho"}

// IsURL reports whether s looks like a puzz.link Galaxies URL (with or
// without its host).
func IsURL(s string) bool { return puzzlink.Match(s, URLNames...) }

// ParseURL reads a puzz.link Galaxies URL
// (https://puzz.link/p?tentaisho/COLS/ROWS/BODY; any host). The body is
// pzprjs's: the centres as dots over the (2·COLS−1)×(2·ROWS−1) points of
// the grid (cells, edges and corners), row by row (decodeDot: a
// hexadecimal digit is a dot, white or black, and the number of points
// without a dot after it, a letter g–z 1 to 20 points without a dot); the
// colour of a dot does not change the rules and is dropped. An optional
// bit map of the cells that are holes may follow (decodeEmpty); holes are
// not part of these rules, so one that marks a hole is rejected. Errors
// are *puzzlink.Error, at a column of s.
func ParseURL(s string) (*Puzzle, error) {
	u, err := puzzlink.Parse(s, URLNames...)
	if err != nil {
		return nil, err
	}
	if u.Cols > MaxSide || u.Rows > MaxSide {
		return nil, &puzzlink.Error{Col: u.ColsCol(), Msg: fmt.Sprintf("grid of %d×%d cells: expected 1 to %d rows and columns", u.Rows, u.Cols, MaxSide)}
	}
	w := 2*u.Cols - 1
	var centres []Point
	r := u.Reader()
	err = r.Dots(w*(2*u.Rows-1), func(pos, _ int) error {
		centres = append(centres, Point{pos/w + 1, pos%w + 1})
		return nil
	})
	if err != nil {
		return nil, err
	}
	if !r.Done() {
		col := r.Col()
		holes, err := r.Bits(u.Rows * u.Cols)
		if err != nil {
			return nil, err
		}
		for i, h := range holes {
			if h {
				return nil, &puzzlink.Error{Col: col + i/5, Msg: fmt.Sprintf("cell %d,%d is a hole: Galaxies with holes are not supported (every cell belongs to a galaxy)", i/u.Cols, i%u.Cols)}
			}
		}
		if !r.Done() {
			return nil, r.Errorf("unexpected %q after the holes: expected the end of the URL", clip(r.Rest()))
		}
	}
	p, err := New(u.Rows, u.Cols, centres)
	if err != nil {
		return nil, &puzzlink.Error{Col: u.BodyCol, Msg: err.Error()}
	}
	return p, nil
}

// URL writes the puzzle as a puzz.link URL, as pzprjs writes it, every
// centre a white dot and no holes.
func (p *Puzzle) URL() string {
	w := 2*p.Cols - 1
	dots := make([]int, w*(2*p.Rows-1))
	for _, pt := range p.Centres {
		dots[(pt.Y-1)*w+pt.X-1] = puzzlink.WhiteDot
	}
	var wr puzzlink.Writer
	wr.WriteDots(dots)
	return puzzlink.Format(URLNames[0], p.Cols, p.Rows, wr.String())
}
