package sudoku

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"github.com/puzzlesat/puzzlesat/internal/clip"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/linklist"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/puzzlink"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/tatham"
)

// The links' examples, which the tests read.
const (
	urlExample = "https://puzz.link/p?sudoku/4/4/g1k23k3g"
	idExample  = "2x2:a1e2_3e3a"
)

// linkExpected says what a line of links holds, in messages.
const linkExpected = "a puzz.link URL such as " + urlExample + " or a Solo game ID such as " + idExample

// isLink reports whether s is a puzz.link URL of a Sudoku or a game ID of
// Simon Tatham's Solo (its size first: "3x3:", "3:").
func isLink(s string) bool {
	return puzzlink.Match(s, "sudoku") || tatham.IsID(s)
}

// readLink reads a puzz.link URL or a Solo game ID. Its errors are
// *puzzlink.Error or *tatham.Error, which give the column, or name the
// cell; a link of neither (another genre's URL) is refused whole.
func readLink(s string) (*Puzzle, error) {
	switch {
	case puzzlink.Match(s, "sudoku"):
		return readURL(s)
	case tatham.IsID(s):
		return readTatham(s)
	}
	// A URL of another genre, say.
	return nil, fmt.Errorf("%q: expected %s", clip.Text(strings.TrimSpace(s), 24), linkExpected)
}

// urlBox returns the blocks that pzprjs draws on a side of n: ⌊√n⌋ cells
// each way, but 2 rows of 3 on a side of 6 (sudoku.js's initBoardSize).
// ok is false when they do not make a Sudoku.
func urlBox(n int) (rows, cols int, ok bool) {
	if n == 6 {
		return 2, 3, true
	}
	k := isqrt(n)
	return k, k, k*k == n && k > 1
}

// readURL reads a puzz.link URL: sudoku/COLS/ROWS/BODY, the body a number
// a cell as pzprjs's decodeNumber16 writes them, with the blocks pzprjs
// draws for the side (urlBox).
func readURL(s string) (*Puzzle, error) {
	u, err := puzzlink.ParseWithin(s, MaxN, "sudoku")
	if err != nil {
		return nil, err
	}
	br, bc, ok := urlBox(u.Cols)
	if u.Rows != u.Cols || !ok {
		return nil, u.SizeError("a %d×%d grid: expected the side of a puzz.link Sudoku, whose blocks are square (4, 9, 16, 25, ...) or 2×3 on 6", u.Cols, u.Rows)
	}
	p, err := New(br, bc)
	if err != nil {
		return nil, u.SizeError("%v", err)
	}
	r := u.Reader()
	err = r.Numbers16(len(p.Cells), "givens", func(pos, v int) error {
		switch {
		case v == puzzlink.Unknown:
			return fmt.Errorf("%s: a given whose value is not told ('.'): expected 1 to %d", cellName(p.N, pos), p.N)
		case v < 1 || v > p.N:
			return fmt.Errorf("%s: a given %d, expected 1 to %d", cellName(p.N, pos), v, p.N)
		}
		p.Cells[pos] = v
		return nil
	})
	if err == nil {
		err = r.End("last cell")
	}
	if err != nil {
		return nil, err
	}
	return p, nil
}

// writeURL writes the URL that readURL reads, or says why a puzzle's
// blocks are not the ones puzz.link draws.
func writeURL(p *Puzzle) (string, error) {
	if br, bc, ok := urlBox(p.N); !ok || br != p.BoxRows || bc != p.BoxCols {
		return "", fmt.Errorf("blocks of %d×%d on a side of %d: puzz.link's Sudoku draws square blocks, or 2×3 on a side of 6", p.BoxRows, p.BoxCols, p.N)
	}
	return puzzlink.WriteNumbers("sudoku", p.N, p.N, p.Cells, 0), nil
}

// readTatham reads a game ID of Solo: CxR, blocks of C rows and R
// columns ("3" is "3x3"), then the givens as runs a-z of blank cells and
// numbers in decimal, '_' between two numbers. The long form's letters
// for the generator's symmetry (r2, m4, md2, a) and difficulty (dt, db,
// di, da, de, du) are passed over. Jigsaw (j), X (x) and killer (k)
// Solo have rules beyond the blocks, which puzzlesat's Sudoku does not
// state: they are refused.
func readTatham(s string) (*Puzzle, error) {
	id, c, r, rest, err := tatham.ParseSized(s, "a Solo game ID such as "+idExample, MaxN)
	if err != nil {
		return nil, err
	}
	for i := 0; i < len(rest); {
		at := rest[i:]
		switch ch := rest[i]; {
		case strings.IndexByte("jxk", ch) >= 0:
			variant := map[byte]string{'j': "jigsaw", 'x': "X (diagonals)", 'k': "killer"}[ch]
			return nil, id.RestError(at, "%q: %s Solo, whose rules puzzlesat's Sudoku does not state: expected a Solo of R×C blocks", ch, variant)
		case ch == 'r' || ch == 'm' || ch == 'a':
			i++
			if ch == 'm' && i < len(rest) && rest[i] == 'd' {
				i++
			}
			for i < len(rest) && rest[i] >= '0' && rest[i] <= '9' {
				i++
			}
		case ch == 'd' && i+1 < len(rest) && strings.IndexByte("tbiaeu", rest[i+1]) >= 0:
			i += 2
		default:
			return nil, id.RestError(at, "%q after the size: expected Solo's CxR, then only its generator's symmetry (r2, m4, a) and difficulty (dt to du)", clip.Text(at, 12))
		}
	}
	if c < 2 || r < 2 || c*r > MaxN {
		return nil, &tatham.Error{Col: id.ParamsCol, Msg: fmt.Sprintf("blocks of %d×%d: expected 2 or more each way, and a side C·R of at most %d", c, r, MaxN)}
	}
	p, err := New(c, r)
	if err != nil {
		return nil, err
	}
	p.Cells, err = id.Reader().Numbers(len(p.Cells), 0, "number", func(pos, v int) error {
		if v < 1 || v > p.N {
			return fmt.Errorf("%s: a number %d, expected 1 to %d", cellName(p.N, pos), v, p.N)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return p, nil
}

// soloMax is the most symbols Solo takes (solo.c's validate_params).
const soloMax = 31

// writeTatham writes the short game ID that Solo shows, which readTatham
// reads.
func writeTatham(p *Puzzle) (string, error) {
	if p.N > soloMax {
		return "", fmt.Errorf("a side of %d: Solo takes at most %d symbols", p.N, soloMax)
	}
	return fmt.Sprintf("%dx%d:%s", p.BoxRows, p.BoxCols, tatham.WriteNumbers(p.Cells, 0)), nil
}

// startsLinks reports whether the input's first line of content, l, starts
// lines of links: it is one, or it is a table's header (a line with a tab)
// above one, which it peeks at.
func (r *Reader) startsLinks(l *rawLine) bool {
	if _, link, _ := linklist.Split(string(l.text)); isLink(link) {
		return true
	}
	if bytes.IndexByte(l.text, '\t') < 0 {
		return false
	}
	next, err := r.nextContent()
	if err != nil {
		return false // the error comes again at the next read
	}
	r.peeked = next
	_, link, _ := linklist.Split(string(next.text))
	return isLink(link)
}

// readLink reads a line of links (Link): a link, perhaps after a name and
// a tab. A first line with a tab that holds no link is a table's header,
// passed over. Errors are at the line and column of the fault.
func (r *Reader) readLink(l *rawLine) (*Puzzle, error) {
	for {
		r.links++
		text := strings.TrimRight(string(l.text), " \t")
		label, link, off := linklist.Split(text) // the link's columns count from off+1
		if !isLink(link) {
			if r.links == 1 && off > 0 {
				var err error
				if l, err = r.nextContent(); err == io.EOF {
					return nil, r.errf(r.start, 1, "no puzzle found after the header: expected %s, one a line", linkExpected)
				} else if err != nil {
					return nil, err
				}
				r.start = l.num
				continue
			}
			lead := len(link) - len(strings.TrimLeft(link, " "))
			return nil, r.errf(l.num, off+lead+1, "%q: expected %s", clip.Text(strings.TrimSpace(link), 20), linkExpected)
		}
		p, err := readLink(link)
		if err != nil {
			col, msg := linklist.ErrCol(err)
			return nil, r.errf(l.num, off+max(col, 1), "%s", msg)
		}
		if msg := r.opt.otherBox(p); msg != "" {
			return nil, r.errf(l.num, off+1, "%s", msg)
		}
		r.label = strings.TrimSpace(label)
		return p, nil
	}
}

// linkWriters are Sudoku's link formats and their writers, the URL
// first: the formats of --format, of the page's links, and of the
// generator's link, the first that holds the puzzle (as a kit genre's
// generator gives).
var linkWriters = []struct {
	format string
	write  func(*Puzzle) (string, error)
}{{"url", writeURL}, {"tatham", writeTatham}}

// otherBox says how a link's blocks differ from those --box forces, or
// "" when they do not.
func (opt Options) otherBox(p *Puzzle) string {
	if br, bc := opt.BoxRows, opt.BoxCols; br > 0 && (br != p.BoxRows || bc != p.BoxCols) {
		return fmt.Sprintf("a link of blocks %d×%d: expected %d×%d to match --box %dx%d", p.BoxRows, p.BoxCols, br, bc, br, bc)
	}
	return ""
}
