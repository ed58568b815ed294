package skyscraper

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/internal/clip"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/jsonpos"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/puzzlink"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/tatham"
)

// parseText reads the typed grid: the top clues, a line per row (its left
// clue, its cells, its right clue), the bottom clues; '.', '-' or 0 for
// none, '#' a comment to the end of the line.
func parseText(data []byte, name string) (*Puzzle, error) {
	t, err := grid.ReadText(grid.StripComments(data, "#"), name, "")
	if err != nil {
		return nil, err
	}
	for _, row := range t.Rows {
		for k := range row {
			if row[k].Text == "-" || row[k].Text == "0" {
				row[k].Text = "."
			}
		}
	}
	s, cells, sides, err := t.Frame(true, true, true, true)
	if err != nil {
		return nil, err
	}
	if s.Rows != s.Cols || s.Cols > MaxSide {
		return nil, t.Start().Errorf("a %d×%d grid: expected a square of 1 to %d a side", s.Rows, s.Cols, MaxSide)
	}
	n := s.Cols
	p := newPuzzle(n)
	value := func(tok grid.Token, what string) (v int, err error) {
		if !tok.Blank() {
			if v, err = strconv.Atoi(tok.Text); err != nil || v < 1 || v > n {
				return 0, tok.Errorf("%q: expected a %s from 1 to %d, or '.' for none", tok.Text, what, n)
			}
		}
		return v, nil
	}
	for i, tok := range cells {
		if p.Given[i], err = value(tok, "height"); err != nil {
			return nil, err
		}
	}
	for _, m := range grid.Margins {
		for k, tok := range sides.Of(m) {
			if p.Clues[m][k], err = value(tok, "clue"); err != nil {
				return nil, err
			}
		}
	}
	return p, nil
}

// readJSON reads the series' JSON form: {"shape": N (or [N, N]),
// "fixed_cells": [{"row": r, "col": c, "val": h}, ...], "visible":
// {"left": [...], "right": [...], "top": [...], "bottom": [...]}}, rows and
// columns from 0, a clue of 0 or null for none; a side or fixed_cells
// may be missing.
func readJSON(v *jsonpos.Value) (*Puzzle, error) {
	shape, err := v.Need("shape", "the puzzle")
	if err != nil {
		return nil, err
	}
	n, err := shape.IntIn("shape", 1, MaxSide)
	if shape.Kind == jsonpos.Array {
		dims, err := shape.Ints("shape")
		if err != nil {
			return nil, err
		}
		if len(dims) != 2 || dims[0] != dims[1] {
			return nil, shape.Errorf("shape %v: expected N, or [N, N] (the grid is square)", dims)
		}
		if n = dims[0]; n < 1 || n > MaxSide {
			return nil, shape.Errorf("shape %d: expected 1 to %d", n, MaxSide)
		}
	} else if err != nil {
		return nil, err
	}
	p := newPuzzle(n)
	if vis := v.Field("visible"); !vis.IsNull() {
		if err := vis.Only("visible", "top", "bottom", "left", "right"); err != nil {
			return nil, err
		}
		for _, m := range grid.Margins {
			side := vis.Field(m.String())
			if side.IsNull() {
				continue
			}
			es, err := side.Elems(m.String() + " clues")
			if err != nil {
				return nil, err
			}
			if len(es) != n {
				return nil, side.Errorf("%d %s clues: expected %d (0 or null for no clue)", len(es), m, n)
			}
			for k, e := range es {
				if !e.IsNull() {
					if p.Clues[m][k], err = e.IntIn(m.String()+" clue", 0, n); err != nil {
						return nil, err
					}
				}
			}
		}
	}
	if fixed := v.Field("fixed_cells"); !fixed.IsNull() {
		cells, err := fixed.Elems("fixed_cells")
		if err != nil {
			return nil, err
		}
		for _, cell := range cells {
			var x [3]int
			for k, key := range []string{"row", "col", "val"} {
				f, err := cell.Need(key, `a fixed cell {"row": r, "col": c, "val": height}`)
				if err != nil {
					return nil, err
				}
				if x[k], err = f.IntIn(key, k/2, n-1+k/2); err != nil {
					return nil, err
				}
			}
			i := p.Index(x[0], x[1])
			if p.Given[i] != 0 {
				return nil, cell.Errorf("cell %d,%d given twice: expected each cell once", x[0], x[1])
			}
			p.Given[i] = x[2]
		}
	}
	return p, nil
}

// writeJSON writes the series' JSON form, as generate gives it.
func writeJSON(p *Puzzle) any {
	fixed := []any{}
	for i, h := range p.Given {
		if h > 0 {
			fixed = append(fixed, map[string]any{"row": i / p.Cols, "col": i % p.Cols, "val": h})
		}
	}
	vis := map[string]any{}
	for _, m := range grid.Margins {
		vis[m.String()] = p.Clues[m]
	}
	return map[string]any{"shape": p.Cols, "fixed_cells": fixed, "visible": vis}
}

// urlNames are the puzz.link names of Skyscrapers: pzprjs's, then its
// aliases.
var urlNames = []string{"skyscrapers", "building", "skyscraper"}

// readURL reads pzprjs's skyscrapers: the 4N outside clues (top, bottom,
// left, right) and then, optionally, the givens, each in readNumber16
// form or a run of empty places g to z; '.' (a value unknown) reads as
// none.
func readURL(s string) (*Puzzle, error) {
	u, err := puzzlink.Parse(s, urlNames...)
	if err != nil {
		return nil, err
	}
	if u.Cols != u.Rows {
		return nil, &puzzlink.Error{Col: u.ColsCol(), Msg: fmt.Sprintf("grid of %d columns and %d rows: expected a square grid", u.Cols, u.Rows)}
	}
	n := u.Cols
	if n < 1 || n > MaxSide {
		return nil, &puzzlink.Error{Col: u.ColsCol(), Msg: fmt.Sprintf("grid of %d×%d cells: expected 1 to %d a side", n, n, MaxSide)}
	}
	p := newPuzzle(n)
	r := u.Reader()
	err = r.Numbers16(4*n, "clues", func(pos, v int) error {
		if v > n {
			return fmt.Errorf("clue %d: expected 1 to %d", v, n)
		}
		p.Clues[pos/n][pos%n] = max(v, 0)
		return nil
	})
	if err == nil {
		err = r.Numbers16(n*n, "givens", func(pos, v int) error {
			if v > n {
				return fmt.Errorf("height %d: expected 1 to %d", v, n)
			}
			p.Given[pos] = max(v, 0)
			return nil
		})
	}
	if err == nil && !r.Done() {
		err = r.Errorf("unexpected %q after the givens: expected the end of the URL", r.Rest())
	}
	return p, err
}

// writeURL writes the puzzle as pzprjs does: the givens left out when
// there are none.
func writeURL(p *Puzzle) (string, error) {
	var w puzzlink.Writer
	for _, m := range grid.Margins {
		w.Numbers16(p.Clues[m], 0)
	}
	w.Flush()
	if p.hasGivens() {
		w.Numbers16(p.Given, 0)
	}
	return puzzlink.Format(urlNames[0], p.Cols, p.Rows, w.String()), nil
}

func (p *Puzzle) hasGivens() bool {
	for _, v := range p.Given {
		if v > 0 {
			return true
		}
	}
	return false
}

// isTatham reports whether s is a Towers game ID "N:DESC" (N, or N, 'd'
// and a difficulty letter), with or without a web link before a '#'.
func isTatham(s string) bool {
	params, _, _, _, ok := tatham.Split(s)
	i := 0
	for i < len(params) && params[i] >= '0' && params[i] <= '9' {
		i++
	}
	rest := params[i:]
	return ok && i > 0 && (rest == "" || len(rest) == 2 && rest[0] == 'd' && rest[1] >= 'a' && rest[1] <= 'z')
}

// readTatham reads a game ID of Simon Tatham's Towers, N:CLUES[,GRID]:
// CLUES is 4N fields separated by '/', each a clue or empty, in the
// order top, bottom, left, right; GRID the givens row by row, a-z a run
// of 1 to 26 empty cells, '_' between two numbers. A GRID that stops
// short leaves the cells after it empty (some published IDs leave out
// the last run). Towers plays N from 3 to 9; any N up to MaxSide reads.
func readTatham(s string) (*Puzzle, error) {
	if _, after, ok := strings.Cut(s, "#"); ok && strings.Contains(after, "#") && !strings.Contains(after, ":") {
		return nil, &tatham.Error{Col: 1, Msg: "a link with a random seed (#N#SEED), not a game ID: expected N:CLUES[,GRID]"}
	}
	id, err := tatham.Parse(s, "a Towers game ID N:CLUES[,GRID]")
	if err == nil && !isTatham(s) {
		err = &tatham.Error{Col: id.ParamsCol, Msg: fmt.Sprintf("%q: expected the size N of a Towers game ID N:CLUES[,GRID]", id.Params)}
	}
	if err != nil {
		return nil, err
	}
	n, _, _, err := id.Size(MaxSide)
	if err != nil {
		return nil, err
	}
	p := newPuzzle(n)
	d := id.Reader()
	for k := 0; k < 4*n; k++ {
		if k > 0 && !d.Accept('/') {
			if d.Done() || d.Peek() == ',' {
				return nil, d.Errorf("%d clue fields: expected %d (4N, separated by '/')", k, 4*n)
			}
			return nil, d.Errorf("unexpected %q: expected '/' between the clues", d.Peek())
		}
		col := d.Col()
		if v, ok := d.Int(); ok {
			if v < 1 || v > n {
				return nil, &tatham.Error{Col: col, Msg: fmt.Sprintf("clue %s: expected 1 to %d, or nothing for no clue", clip.Text(d.Since(col), 24), n)}
			}
			p.Clues[k/n][k%n] = v
		}
	}
	switch {
	case d.Peek() == '/':
		return nil, d.Errorf("more than %d clue fields: expected 4N for N = %d", 4*n, n)
	case d.Done():
		return p, nil
	case !d.Accept(','):
		return nil, d.Errorf("unexpected %q: expected ',' and the grid, or the end", d.Peek())
	}
	for pos := 0; !d.Done(); {
		col := d.Col()
		switch c := d.Peek(); {
		case c >= 'a' && c <= 'z':
			if pos += int(c-'a') + 1; pos > n*n {
				return nil, d.Errorf("the grid runs past its %d cells", n*n)
			}
			d.Next()
		case c == '_':
			d.Next()
		case c >= '1' && c <= '9':
			v, _ := d.Int()
			if v > n {
				return nil, &tatham.Error{Col: col, Msg: fmt.Sprintf("height %s: expected 1 to %d", clip.Text(d.Since(col), 24), n)}
			}
			if pos >= n*n {
				return nil, &tatham.Error{Col: col, Msg: fmt.Sprintf("the grid runs past its %d cells", n*n)}
			}
			p.Given[pos] = v
			pos++
		default:
			return nil, d.Errorf("unexpected %q in the grid: expected a-z (empty cells), a height, or '_'", c)
		}
	}
	return p, nil
}

// writeTatham writes the puzzle as Towers writes its IDs.
func writeTatham(p *Puzzle) (string, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "%d:", p.Cols)
	for k := 0; k < 4*p.Cols; k++ {
		if k > 0 {
			b.WriteByte('/')
		}
		if v := p.Clues[k/p.Cols][k%p.Cols]; v > 0 {
			b.WriteString(strconv.Itoa(v))
		}
	}
	if !p.hasGivens() {
		return b.String(), nil
	}
	var w tatham.Runs
	for i, v := range p.Given {
		switch {
		case v == 0:
			w.Blank()
		case i > 0 && p.Given[i-1] > 0:
			w.Item("_" + strconv.Itoa(v))
		default:
			w.Item(strconv.Itoa(v))
		}
	}
	return b.String() + "," + w.String(), nil
}

// facts writes the puzzle for bench/asp/skyscraper.lp.
func facts(p *Puzzle) string {
	var w strings.Builder
	fmt.Fprintf(&w, "n(%d).\n", p.Cols)
	for _, m := range grid.Margins {
		for k, v := range p.Clues[m] {
			if v > 0 {
				fmt.Fprintf(&w, "clue(%s,%d,%d).\n", m, k, v)
			}
		}
	}
	for i, h := range p.Given {
		if h > 0 {
			fmt.Fprintf(&w, "given(%d,%d,%d).\n", i/p.Cols, i%p.Cols, h)
		}
	}
	return w.String()
}
