package hashi

import (
	"cmp"
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/puzzlink"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/tatham"
	"github.com/spf13/pflag"
)

// digits are the numbers of islands in Tatham's IDs, and in a typed grid
// of a character a cell.
const digits = "0123456789ABCDEFG"

// option sets a rule option, written as the genre's flag is named:
// "max-bridges=N" or "no-loops"; it reports whether s is one (fits then
// checks the islands' numbers against it).
func (p *Puzzle) option(s string) bool {
	v, ok := strings.CutPrefix(s, "max-bridges=")
	switch n, err := strconv.Atoi(v); {
	case s == "no-loops":
		p.Tree = true
	case ok && err == nil && n >= 1 && n <= 4:
		p.MaxB = n
	default:
		return false
	}
	return true
}

// fits says which island has more bridges than its pairs can hold.
func (p *Puzzle) fits() error {
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
		if fs.Changed("max-bridges") && (*maxb < 1 || *maxb > 4) {
			// It was blamed on the puzzle's option line.
			return nil, fmt.Errorf("--max-bridges %d: expected 1 to 4", *maxb)
		}
		if fs.Changed("max-bridges") || q.MaxB == 0 {
			q.MaxB = *maxb
			return &q, q.fits()
		}
		return &q, nil
	}
}

func readText(t *grid.Text) (*Puzzle, error) {
	p := &Puzzle{MaxB: 2}
	opts, t := t.Options()
	for _, o := range opts {
		if !p.option(o.Text) {
			return nil, o.Errorf("%q: expected an option max-bridges=N (N from 1 to 4) or no-loops", o.Typed())
		}
	}
	if err := grid.OptionsOnce(opts); err != nil {
		return nil, err
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

// cellText holds the typed grid's character for a cell c at c+1:
// Unknown, Empty, then 1 to 16 (10 to 16 as A to G, so that a grid of
// one column reads back).
const cellText = "?.123456789ABCDEFG"

func writeText(p *Puzzle) string {
	rows := p.FrameCells(func(i int) string { return cellText[p.Cells[i]+1 : p.Cells[i]+2] })
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
	return &Puzzle{Shape: u.Shape(), Cells: cells, MaxB: 2}, nil
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
	id, w, h, rest, err := tatham.ParseSized(s, "a Bridges game ID such as 7x7m2:2c3a2b1a1c2b", grid.MaxSide)
	if err != nil {
		return nil, err
	}
	f, err := id.Fields(rest, "iemLd", "L", " (m: 1 to 4 bridges a pair)", func(f byte, n int) bool { return f != 'm' || n >= 1 && n <= 4 })
	if err != nil {
		return nil, err
	}
	_, tree := f['L']
	p := &Puzzle{Shape: grid.Shape{Rows: h, Cols: w}, Cells: make([]int, w*h), MaxB: cmp.Or(f['m'], 2), Tree: tree}
	err = id.Reader().Digits(p.Cells, digits, "1-9 or A-G (an island)")
	if err == nil {
		if err = p.fits(); err != nil {
			err = &tatham.Error{Col: id.DescCol, Msg: err.Error()}
		}
	}
	return p, err
}

func writeTatham(p *Puzzle) (string, error) {
	for i, c := range p.Cells {
		switch {
		case c == Unknown || p.Rows < 3 || p.Cols < 3:
			return "", fmt.Errorf("%s: Tatham's Bridges has no island without a number, nor a side under 3", p.Name(i))
		case c != Empty && (i%p.Cols > 0 && p.island(i-1) || i >= p.Cols && p.island(i-p.Cols)):
			return "", fmt.Errorf("%s: Tatham's Bridges has no islands side by side", p.Name(i))
		}
	}
	return fmt.Sprintf("%dx%dm%d%s:%s", p.Cols, p.Rows, p.MaxB, map[bool]string{true: "L"}[p.Tree], tatham.WriteDigits(p.Cells, digits)), nil
}
