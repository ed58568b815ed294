package hashi

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/internal/puzzlink"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/spf13/pflag"
)

// digits are the numbers of islands in Tatham's IDs, and in a typed grid
// of a character a cell.
const digits = "0123456789ABCDEFG"

// option sets a rule option, written as the genre's flag is named:
// "max-bridges=N" or "no-loops"; a number it leaves too large is an error.
func (p *Puzzle) option(s string) error {
	v, ok := strings.CutPrefix(s, "max-bridges=")
	switch n, err := strconv.Atoi(v); {
	case s == "no-loops":
		p.Tree = true
	case ok && err == nil && n >= 1 && n <= 4:
		p.MaxB = n
	default:
		return fmt.Errorf("%q: expected an option max-bridges=N (N from 1 to 4) or no-loops", s)
	}
	for i, c := range p.Cells {
		if c > 4*p.MaxB {
			return fmt.Errorf("%s=%d: more bridges than 4 pairs of %d hold", p.Name(i), c, p.MaxB)
		}
	}
	return nil
}

// options returns the options that differ from the usual rules.
func (p *Puzzle) options() (out []string) {
	if p.MaxB != 2 {
		out = append(out, "max-bridges="+strconv.Itoa(p.MaxB))
	}
	if p.Tree {
		out = append(out, "no-loops")
	}
	return out
}

// flags registers --max-bridges and --no-loops, for solving and for
// generating, and returns what sets them on a copy of a puzzle.
func flags(fs *pflag.FlagSet) func(*Puzzle) (*Puzzle, error) {
	maxb := fs.Int("max-bridges", 2, "the most bridges a pair of islands may have, 1 to 4 (Tatham's option)")
	tree := fs.Bool("no-loops", false, "the bridges may make no loop (Tatham's \"allow loops\" off)")
	return func(p *Puzzle) (*Puzzle, error) {
		q := *p
		if fs.Changed("no-loops") {
			q.Tree = *tree
		}
		if fs.Changed("max-bridges") || q.MaxB == 0 {
			return &q, q.option("max-bridges=" + strconv.Itoa(*maxb))
		}
		return &q, nil
	}
}

func readText(t *grid.Text) (*Puzzle, error) {
	p := &Puzzle{MaxB: 2}
	opts, t := t.Options()
	for _, o := range opts {
		if err := p.option(o.Text); err != nil {
			return nil, o.Errorf("%v", err)
		}
	}
	s, toks, err := t.Cells()
	if err != nil {
		return nil, err
	}
	p.Shape, p.Cells = s, make([]int, s.N())
	for i, tok := range toks {
		c := tok.Text
		n, err := strconv.Atoi(c)
		if len(c) == 1 {
			n, err = strings.IndexByte(digits, c[0]), nil
		}
		switch {
		case c == "?":
			p.Cells[i] = Unknown
		case err == nil && n >= 1 && n <= 4*p.MaxB && c[0] != '+' && c[0] != '0':
			p.Cells[i] = n
		case c != ".":
			return nil, tok.Errorf("%q: expected . (empty), ? (an island without a number) or an island's bridges, 1 to %d", c, 4*p.MaxB)
		}
	}
	return p, nil
}

// cellText writes a cell of the typed grid, a character each (10 to 16
// as A to G), so that a grid of one column reads back.
func cellText(c int) string {
	if c > 0 {
		return digits[c : c+1]
	}
	return map[int]string{Empty: ".", Unknown: "?"}[c]
}

func writeText(p *Puzzle) string {
	rows := p.FrameCells(func(i int) string { return cellText(p.Cells[i]) })
	return strings.Join(append(p.options(), grid.FormatText(rows, nil)), "\n")
}

var urlNames = []string{"hashi", "hashikake", "bridges"}

func readURL(s string) (*Puzzle, error) {
	u, cells, err := puzzlink.ReadNumbers(s, grid.MaxSide, Empty, func(v int) error {
		if v == 0 || v > 8 {
			return fmt.Errorf("an island of %d bridges: expected 1 to 8, or . for one without a number", v)
		}
		return nil
	}, urlNames...)
	if err != nil {
		return nil, err
	}
	return &Puzzle{Shape: grid.Shape{Rows: u.Rows, Cols: u.Cols}, Cells: cells, MaxB: 2}, nil
}

func writeURL(p *Puzzle) (string, error) {
	if p.MaxB != 2 || p.Tree {
		return "", fmt.Errorf("puzz.link's hashikake has 2 bridges a pair at most and loops, not %s", strings.Join(p.options(), ", "))
	}
	return puzzlink.WriteNumbers("hashi", p.Cols, p.Rows, p.Cells, Empty), nil
}

// readTatham reads a game ID: WxH, then Tatham's long parameters i%d
// (islands), e%d (expansion), m%d (most bridges a pair), L (no loops) and
// d%d (difficulty), each optional, in this order; only m and L matter.
func readTatham(s string) (*Puzzle, error) {
	id, err := tatham.Parse(s, "a Bridges game ID such as 7x7m2:2c3a2b1a1c2b")
	if err != nil {
		return nil, err
	}
	w, h, rest, err := id.Size(grid.MaxSide)
	if err != nil {
		return nil, err
	}
	p := &Puzzle{Shape: grid.Shape{Rows: h, Cols: w}, Cells: make([]int, w*h), MaxB: 2}
	d := tatham.NewDesc(rest, id.ParamsCol+len(id.Params)-len(rest))
	for _, f := range []byte("iemLd") {
		if col := d.Col() + 1; !d.Accept(f) {
			continue
		} else if f == 'L' {
			p.Tree = true
		} else if n, ok := d.Int(); !ok || f == 'm' && (n < 1 || n > 4) {
			return nil, &tatham.Error{Col: col, Msg: fmt.Sprintf("expected a number after %q (m: 1 to 4 bridges a pair)", f)}
		} else if f == 'm' {
			p.MaxB = n
		}
	}
	if !d.Done() {
		return nil, d.Errorf("%q: expected the parameters WxH, then i, e, m, L, d", d.Rest())
	}
	d = id.Reader()
	err = d.Runs(p.N(), func(pos int) (int, error) {
		c := d.Next()
		if p.Cells[pos] = strings.IndexByte(digits, c); p.Cells[pos] < 1 {
			return 0, &tatham.Error{Col: d.Col() - 1, Msg: fmt.Sprintf("unexpected %q: expected a-z (empty cells), 1-9 or A-G (an island)", c)}
		}
		return 1, nil
	})
	if err == nil {
		err = d.End()
	}
	if err == nil {
		if err = p.option("max-bridges=" + strconv.Itoa(p.MaxB)); err != nil {
			err = &tatham.Error{Col: id.DescCol, Msg: err.Error()}
		}
	}
	return p, err
}

func writeTatham(p *Puzzle) (string, error) {
	var w tatham.Runs
	for i, c := range p.Cells {
		switch {
		case c == Unknown || p.Rows < 3 || p.Cols < 3:
			return "", fmt.Errorf("%s: Tatham's Bridges has no island without a number, nor a side under 3", p.Name(i))
		case c != Empty && (i%p.Cols > 0 && p.island(i-1) || i >= p.Cols && p.island(i-p.Cols)):
			return "", fmt.Errorf("%s: Tatham's Bridges has no islands side by side", p.Name(i))
		case c == Empty:
			w.Blank()
		default:
			w.Item(cellText(c))
		}
	}
	return fmt.Sprintf("%dx%dm%d%s:%s", p.Cols, p.Rows, p.MaxB, map[bool]string{true: "L"}[p.Tree], w.String()), nil
}
