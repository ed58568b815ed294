package slitherlink

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/internal/clip"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/jsonpos"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/puzzlink"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/tatham"
)

// readJSON reads the series' JSON: {"shape": [rows, cols],
// "surrounded_line_number": [{"row": r, "col": c, "val": n}, ...]}.
func readJSON(v *jsonpos.Value) (*Puzzle, error) {
	rows, cols, err := v.Shape(grid.MaxSide)
	if err != nil {
		return nil, err
	}
	p, err := Empty(rows, cols)
	if err != nil {
		return nil, v.Field("shape").Errorf("%v", err)
	}
	cells, err := v.List("surrounded_line_number")
	if err != nil {
		return nil, err
	}
	const what = `a clue {"row": r, "col": c, "val": n}`
	for _, cell := range cells {
		r, c, err := cell.Cell(what, rows, cols)
		if err != nil {
			return nil, err
		}
		val, err := cell.Need("val", what)
		if err != nil || val.IsNull() {
			if err != nil {
				return nil, err
			}
			continue
		}
		n, err := val.IntIn("val", 0, 4)
		if err != nil {
			return nil, err
		}
		i := p.Index(r, c)
		if p.Clue[i] != None {
			return nil, cell.Errorf("cell %d,%d given twice: expected each cell once", r, c)
		}
		p.Clue[i] = n
	}
	return p, nil
}

// writeJSON writes the series' JSON, the clues row by row.
func writeJSON(p *Puzzle) any {
	clues := []map[string]int{}
	for i, k := range p.Clue {
		if k != None {
			clues = append(clues, map[string]int{"row": i / p.Cols, "col": i % p.Cols, "val": k})
		}
	}
	return map[string]any{"shape": []int{p.Rows, p.Cols}, "surrounded_line_number": clues}
}

// urlNames are the puzz.link genre names: pzprjs's, then its alias.
var urlNames = []string{"slither", "slitherlink"}

// readURL reads a puzz.link URL: pzprjs's decode4Cell, '.' a clue left
// unknown (read as none). pzprjs's flag f (slither_full: the loop visits
// every dot) is refused, as any other flag or variant.
func readURL(s string) (*Puzzle, error) {
	u, err := puzzlink.Parse(s, urlNames...)
	if err != nil {
		return nil, err
	}
	if u.Flag != "" || u.Variant != "" {
		return nil, &puzzlink.Error{Col: u.FlagCol(), Msg: fmt.Sprintf("flag %q, variant %q: only plain Slitherlink is read (not the loop through every dot)", u.Flag, u.Variant)}
	}
	p, err := Empty(u.Rows, u.Cols)
	if err != nil {
		return nil, &puzzlink.Error{Col: u.ColsCol(), Msg: err.Error()}
	}
	r := u.Reader()
	err = r.Cells4(p.N(), "clues", func(pos, v int) error {
		if v != puzzlink.Unknown {
			p.Clue[pos] = v
		}
		return nil
	})
	if err == nil && !r.Done() {
		err = r.Errorf("unexpected %q after the clues: expected the end of the URL", clip.Text(r.Rest(), 20))
	}
	return p, err
}

func writeURL(p *Puzzle) (string, error) {
	var w puzzlink.Writer
	w.Cells4(p.N(), func(pos int) (int, bool) { return p.Clue[pos], p.Clue[pos] != None })
	return puzzlink.Format(urlNames[0], p.Cols, p.Rows, w.String()), nil
}

// loopyFields are Loopy's parameters after the size, W[xH][tT][dD]
// (tatham.Tail).
const loopyFields = "t#d@"

// readLoopy reads a game ID of Simon Tatham's Loopy on the square grid,
// WxHt0:DESC: a digit the clue of the next cell, a-z a run of 1 to 26
// cells without one. Other grid types (t1 and on) are refused.
func readLoopy(s string) (*Puzzle, error) {
	id, w, h, rest, err := tatham.ParseSized(s, "a Loopy game ID WxHt0:DESC (an ID WxHt0#SEED is a random seed, not a puzzle)", grid.MaxSide)
	if err != nil {
		return nil, err
	}
	if f, ok := tatham.Tail(rest, loopyFields); !ok {
		return nil, id.RestError(rest, "%q: expected t0 and a difficulty dD", rest)
	} else if t, given := f['t']; given && t != "0" {
		return nil, &tatham.Error{Col: id.ParamsCol, Msg: fmt.Sprintf("grid type %s: expected t0, the square grid (puzzlesat reads Loopy's square grid only, not its other tilings)", clip.Text("t"+t, 24))}
	}
	p, _ := Empty(h, w)
	d := id.Reader()
	const expected = "expected a clue 0 to 4, or a-z for 1 to 26 cells without one"
	err = d.Whole(p.N(), func(pos int) (int, error) {
		switch c := d.Peek(); {
		case c > '4' && c <= '9':
			return 0, d.Errorf("clue %c: expected 0 to 4 on a square grid", c)
		case c < '0' || c > '9':
			return 0, d.Errorf("unexpected %q: %s", c, expected)
		default:
			p.Clue[pos] = int(d.Next() - '0')
			return 1, nil
		}
	})
	return p, err
}

// writeLoopy writes the puzzle as a Loopy game ID, as Loopy writes it.
func writeLoopy(p *Puzzle) (string, error) {
	var w tatham.Runs
	for _, k := range p.Clue {
		if k == None {
			w.Blank()
		} else {
			w.Item(string(rune('0' + k)))
		}
	}
	return fmt.Sprintf("%dx%dt0:%s", p.Cols, p.Rows, w.String()), nil
}

// facts writes the puzzle for bench/asp/slitherlink.lp.
func facts(p *Puzzle) string {
	var w strings.Builder
	fmt.Fprintf(&w, "rows(%d). cols(%d).\n", p.Rows, p.Cols)
	for i, k := range p.Clue {
		if k != None {
			fmt.Fprintf(&w, "clue(%d,%d,%d).\n", i/p.Cols, i%p.Cols, k)
		}
	}
	return w.String()
}
