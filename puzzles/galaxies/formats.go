package galaxies

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/internal/clip"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/jsonpos"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/puzzlink"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/tatham"
)

// readJSON reads the series' JSON: {"shape": [rows, cols], "galaxies":
// [[{"row": r, "col": c}, ...], ...]}, each galaxy's centre given by the
// 1, 2 or 4 cells that touch it, in any order.
func readJSON(v *jsonpos.Value) (*Puzzle, error) {
	rows, cols, err := v.Shape(MaxSide)
	if err != nil {
		return nil, err
	}
	list, err := v.Need("galaxies", "the puzzle")
	if err != nil {
		return nil, err
	}
	gs, err := list.Elems("galaxies")
	if err != nil {
		return nil, err
	}
	centres := make([]Point, len(gs))
	seen := map[Point]int{}
	for g, gv := range gs {
		cells, err := gv.Elems("a galaxy's centre (the list of the cells that touch it)")
		if err != nil {
			return nil, err
		}
		if len(cells) == 0 || len(cells) == 3 || len(cells) > 4 {
			return nil, gv.Errorf("galaxy %d: %d cells: expected the 1, 2 or 4 cells that touch its centre", g, len(cells))
		}
		var rcs [][2]int
		for _, cv := range cells {
			r, c, err := cv.Cell(`a cell {"row": r, "col": c}`, rows, cols)
			if err != nil {
				return nil, err
			}
			rcs = append(rcs, [2]int{r, c})
		}
		pt, ok := centreOf(rcs)
		if !ok {
			var list []string
			for _, rc := range rcs {
				list = append(list, fmt.Sprintf("%d,%d", rc[0], rc[1]))
			}
			return nil, gv.Errorf("galaxy %d: cells %s: expected one cell, two side by side, or a 2×2 block", g, strings.Join(list, " "))
		}
		if h, dup := seen[pt]; dup {
			return nil, gv.Errorf("galaxy %d has the centre of galaxy %d: expected each centre once", g, h)
		}
		seen[pt] = g
		centres[g] = pt
	}
	p, err := New(rows, cols, centres)
	if err != nil {
		return nil, v.Errorf("%v", err)
	}
	return p, nil
}

// centreOf returns the point that exactly the cells [row, col] touch, if
// any.
func centreOf(cs [][2]int) (Point, bool) {
	r0, r1, c0, c1 := cs[0][0], cs[0][0], cs[0][1], cs[0][1]
	seen := map[[2]int]bool{}
	for _, c := range cs {
		r0, r1, c0, c1 = min(r0, c[0]), max(r1, c[0]), min(c0, c[1]), max(c1, c[1])
		seen[c] = true
	}
	if r1-r0 > 1 || c1-c0 > 1 || (r1-r0+1)*(c1-c0+1) != len(cs) || len(seen) != len(cs) {
		return Point{}, false
	}
	return Point{r0 + r1 + 1, c0 + c1 + 1}, true
}

// writeJSON writes the series' JSON, the centres in their order.
func writeJSON(p *Puzzle) any {
	gs := [][]map[string]int{}
	for _, pt := range p.Centres {
		var cells []map[string]int
		for _, i := range p.touching(pt) {
			cells = append(cells, map[string]int{"row": i / p.Cols, "col": i % p.Cols})
		}
		gs = append(gs, cells)
	}
	return map[string]any{"shape": []int{p.Rows, p.Cols}, "galaxies": gs}
}

// readURL reads a puzz.link URL: the centres as pzprjs's dots over the
// points of the grid (decodeDot; a dot's colour does not change the rules
// and is dropped), then an optional bit map of the cells that are holes
// (decodeEmpty), which these rules do not have: one that marks a hole is
// refused.
func readURL(s string) (*Puzzle, error) {
	u, err := puzzlink.Parse(s, "tentaisho")
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
			return nil, r.Errorf("unexpected %q after the holes: expected the end of the URL", clip.Text(r.Rest(), 20))
		}
	}
	p, err := New(u.Rows, u.Cols, centres)
	if err != nil {
		return nil, &puzzlink.Error{Col: u.BodyCol, Msg: err.Error()}
	}
	return p, nil
}

// writeURL writes a puzz.link URL as pzprjs does, every centre a white
// dot and no holes.
func writeURL(p *Puzzle) (string, error) {
	w := 2*p.Cols - 1
	dots := make([]int, w*(2*p.Rows-1))
	for _, pt := range p.Centres {
		dots[(pt.Y-1)*w+pt.X-1] = puzzlink.WhiteDot
	}
	var wr puzzlink.Writer
	wr.WriteDots(dots)
	return puzzlink.Format("tentaisho", p.Cols, p.Rows, wr.String()), nil
}

// tathamFields are Galaxies' parameters after the size, W[xH][dD]
// (tatham.Tail).
const tathamFields = "d@"

// readTatham reads a game ID of Simon Tatham's Galaxies, WxH:DESC: DESC
// walks the (2W−1)×(2H−1) points of the grid row by row, a letter a–y (or
// A–Y, a black dot) passing over 0 to 24 points and putting a centre on
// the next one, z passing over 25. Galaxies itself takes sides of 3 or
// more; any side up to MaxSide is read.
func readTatham(s string) (*Puzzle, error) {
	id, w, h, rest, err := tatham.ParseSized(s, "a Galaxies game ID WxH:DESC (an ID WxH#SEED is a random seed, not a puzzle)", MaxSide)
	if err != nil {
		return nil, err
	}
	if _, ok := tatham.Tail(rest, tathamFields); !ok {
		return nil, id.RestError(rest, "%q: expected a difficulty dD", rest)
	}
	pw := 2*w - 1
	area := pw * (2*h - 1)
	past := fmt.Sprintf("the description runs past the %d points of a %d×%d grid", area, w, h)
	var centres []Point
	d := id.Reader()
	for i := 0; !d.Done(); d.Next() {
		switch ch := d.Peek(); {
		case ch == 'z':
			i += 25
		case ch >= 'a' && ch <= 'y' || ch >= 'A' && ch <= 'Y':
			i += int(ch|0x20) - 'a'
			if i >= area {
				return nil, d.Errorf("%s", past)
			}
			centres = append(centres, Point{i/pw + 1, i%pw + 1})
			i++
		default:
			return nil, d.Errorf("unexpected %q: expected a-y or A-Y (points passed over, then a centre) or z (25 points)", ch)
		}
		if i > area {
			return nil, d.Errorf("%s", past)
		}
	}
	p, err := New(h, w, centres)
	if err != nil {
		return nil, &tatham.Error{Col: id.DescCol, Msg: err.Error()}
	}
	return p, nil
}

// writeTatham writes a Galaxies game ID as Galaxies does (white dots, no
// trailing run).
func writeTatham(p *Puzzle) (string, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "%dx%d:", p.Cols, p.Rows)
	run := 0
	for _, pt := range p.sorted() {
		pos := (pt.Y-1)*(2*p.Cols-1) + pt.X - 1
		for ; run+25 <= pos; run += 25 {
			b.WriteByte('z')
		}
		b.WriteByte(byte('a' + pos - run))
		run = pos + 1
	}
	return b.String(), nil
}

// facts writes the puzzle for bench/asp/galaxies.lp.
func facts(p *Puzzle) string {
	var w strings.Builder
	fmt.Fprintf(&w, "rows(%d). cols(%d).\n", p.Rows, p.Cols)
	for g, pt := range p.Centres {
		fmt.Fprintf(&w, "centre(%d,%d,%d).\n", g, pt.Y-1, pt.X-1)
		for _, i := range p.touching(pt) {
			fmt.Fprintf(&w, "touch(%d,%d,%d).\n", g, i/p.Cols, i%p.Cols)
		}
	}
	return w.String()
}
