package sudoku

import (
	"bufio"
	"bytes"

	"fmt"
	"io"
)

// ParseError is bad input: where it is and what was expected.
type ParseError struct {
	Name string // the input's name, such as a file name
	Line int    // 1-based
	Col  int    // 1-based byte column
	Msg  string
}

// Error returns "name:line:col: message".
func (e *ParseError) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.Name, e.Line, e.Col, e.Msg)
}

// Options say how to read an input.
type Options struct {
	Format  Format // Auto to detect it from the first puzzle
	BoxRows int    // block shape; 0 to take it from the input or DefaultBox
	BoxCols int
}

// Reader reads the puzzles of one input one at a time, so that a batch of
// any length is streamed.
type Reader struct {
	name   string
	opt    Options
	br     *bufio.Reader
	line   int
	layout Layout
	size   int // N of the batch's first puzzle, for Line and one-line Ints
	json   *jsonReader
	peeked *rawLine
	err    error  // a read error, returned once the lines before it are used
	start  int    // the line where the last puzzle began
	label  string // the last puzzle's name, given before its link and a tab
	links  int    // the lines of links read, for a table's header
	rest   []byte // the lines after a CR that ends one alone, not yet read
}

type rawLine struct {
	text []byte
	num  int
}

// NewReader returns a Reader of r; name is used in error messages.
func NewReader(r io.Reader, name string, opt Options) *Reader {
	return &Reader{name: name, opt: opt, br: bufio.NewReaderSize(r, 1<<16), layout: Layout{Format: opt.Format}}
}

// Line returns the line where the puzzle Next returned last began.
func (r *Reader) Line() int { return r.start }

// Place returns the place (from 1) in its input of the puzzle Next
// returned last when the input is JSON in which one line starts two
// puzzles (an array on one line), which are then named by their places
// as the kit's genres name them ("file#2"); 0 otherwise.
func (r *Reader) Place() int {
	if r.json == nil || !r.json.shared {
		return 0
	}
	return r.json.read
}

// Label returns the name that a line of links gave the puzzle Next
// returned last, before a tab, or "".
func (r *Reader) Label() string { return r.label }

// Layout returns how the input is written. It is known after the first
// successful Next.
func (r *Reader) Layout() Layout { return r.layout }

// Parse reads exactly one puzzle from r, detecting its format. It is an
// error for r to hold no puzzle or more than one.
func Parse(r io.Reader, name string, opt Options) (*Puzzle, Layout, error) {
	rd := NewReader(r, name, opt)
	p, err := rd.Next()
	if err == io.EOF {
		return nil, rd.layout, rd.errf(1, 1, "empty input: expected a sudoku")
	}
	if err != nil {
		return nil, rd.layout, err
	}
	if _, err := rd.Next(); err != io.EOF {
		if err != nil {
			return nil, rd.layout, err
		}
		return nil, rd.layout, rd.errf(rd.Line(), 1, "a second puzzle: expected only one")
	}
	return p, rd.layout, nil
}

func (r *Reader) errf(line, col int, format string, args ...any) error {
	return &ParseError{Name: r.name, Line: line, Col: col, Msg: fmt.Sprintf(format, args...)}
}

// maxLine bounds a line of the input, so that a stray stream (/dev/zero)
// does not fill the memory: a 1024×1024 grid of ints on one line is about
// 5 MB. maxJSON bounds JSON's text, which is read whole: 50,835 9×9
// puzzles are 68 MB (an endless stream of newlines would fill it).
const (
	maxLine = 64 << 20
	maxJSON = 1 << 30
)

// readLine returns the next line without its end of line, or io.EOF.
func (r *Reader) readLine() (*rawLine, error) {
	if r.peeked != nil {
		l := r.peeked
		r.peeked = nil
		return l, nil
	}
	if r.rest != nil { // lines ended by CR alone
		text := r.rest
		if i := bytes.IndexByte(text, '\r'); i >= 0 {
			text, r.rest = text[:i], text[i+1:]
		} else {
			r.rest = nil
		}
		r.line++
		return &rawLine{text: text, num: r.line}, nil
	}
	if r.err != nil {
		return nil, r.err
	}
	text, err := r.br.ReadSlice('\n')
	if err == bufio.ErrBufferFull {
		long := append([]byte(nil), text...)
		for err == bufio.ErrBufferFull {
			text, err = r.br.ReadSlice('\n')
			if long = append(long, text...); len(long) > maxLine {
				r.err = r.errf(r.line+1, 1, "a line longer than %d MB: not a puzzle", maxLine>>20)
				return nil, r.err
			}
		}
		text = long
	}
	if err != nil {
		if err != io.EOF {
			err = fmt.Errorf("%s: %w", r.name, err)
		}
		r.err = err
		if len(text) == 0 {
			return nil, err
		}
	}
	r.line++
	text = bytes.TrimRight(text, "\r\n")
	if i := bytes.IndexByte(text, '\r'); i >= 0 {
		// A CR alone ends a line too: the lines after it are kept (a
		// copy, since the reader's buffer is reused) for the next calls.
		r.rest = append([]byte(nil), text[i+1:]...)
		text = text[:i]
	}
	return &rawLine{text: text, num: r.line}, nil
}

// nextContent returns the next line that is neither blank nor a comment
// ('#' first), or io.EOF.
func (r *Reader) nextContent() (*rawLine, error) {
	for {
		l, err := r.readLine()
		if err != nil {
			return nil, err
		}
		t := bytes.TrimSpace(l.text)
		if len(t) == 0 || t[0] == '#' {
			continue
		}
		return l, nil
	}
}

// Next returns the next puzzle, or io.EOF after the last. Errors are
// *ParseError for bad input.
func (r *Reader) Next() (*Puzzle, error) {
	if r.json != nil {
		return r.json.next()
	}
	l, err := r.nextContent()
	if err != nil {
		return nil, err
	}
	r.start = l.num
	if r.layout.Format == Auto {
		r.layout = r.detect(l)
	}
	switch r.layout.Format {
	case JSON:
		r.json = newJSONReader(r, l)
		return r.json.next()
	case Ints:
		return r.readInts(l)
	case Line:
		return r.readLine1(l)
	case Link:
		return r.readLink(l)
	default:
		return r.readGrid(l)
	}
}

// detect guesses the layout from the first line of content.
func (r *Reader) detect(l *rawLine) Layout {
	t := bytes.TrimSpace(l.text)
	if t[0] == '{' || t[0] == '[' {
		return Layout{Format: JSON}
	}
	if r.startsLinks(l) {
		return Layout{Format: Link}
	}
	fields := bytes.Fields(t)
	if len(fields) >= 2 && allInts(fields) {
		return Layout{Format: Ints}
	}
	cells, seps, spaced := 0, false, false
	for _, b := range t {
		switch {
		case isSep(b):
			seps = true
		case b == ' ' || b == '\t':
			spaced = true
		default:
			cells++
		}
	}
	if !seps && !spaced {
		// N² characters are one puzzle, unless they can be the first row
		// of a grid: at most MaxChar cells, all of the alphabet, one of
		// them too big for an N×N puzzle, or a side that cannot be one.
		if cells > MaxChar {
			return Layout{Format: Line}
		}
		if n := isqrt(cells); n*n == cells && r.lineSize(n) {
			ok := true
			for _, b := range t {
				if v, good := charValue(b); good && v > n {
					ok = false
					break
				}
			}
			if ok {
				return Layout{Format: Line}
			}
		}
	}
	return Layout{Format: Grid, Separators: seps, Spaced: spaced}
}

// lineSize reports whether n² cells on a line can be one puzzle: n fits
// the forced block shape, or has a default one.
func (r *Reader) lineSize(n int) bool {
	if r.opt.BoxRows > 0 {
		return n == r.opt.BoxRows*r.opt.BoxCols
	}
	_, _, ok := DefaultBox(n)
	return ok && n >= 4
}

// allInts reports whether each field is an integer, a sign allowed:
// "-3" is no cell of a character grid, and readInts refuses it in place.
func allInts(fields [][]byte) bool {
	for _, f := range fields {
		if f = bytes.TrimLeft(f, "+-"); len(f) == 0 {
			return false
		}
		for _, b := range f {
			if b < '0' || b > '9' {
				return false
			}
		}
	}
	return true
}

func isSep(b byte) bool { return b == '|' || b == '-' || b == '+' }

func isqrt(x int) int {
	if x <= 0 {
		return 0
	}
	n := 1
	for (n+1)*(n+1) <= x {
		n++
	}
	return n
}

// newPuzzle makes the puzzle of side n with the forced or default block
// shape, or the one the separators showed (rows, cols when > 0).
func (r *Reader) newPuzzle(n, rows, cols, line int) (*Puzzle, error) {
	br, bc := r.opt.BoxRows, r.opt.BoxCols
	if br > 0 {
		if br*bc != n {
			return nil, r.errf(line, 1, "a %d×%d grid: expected %d×%d to match --box %dx%d", n, n, br*bc, br*bc, br, bc)
		}
	} else if rows > 0 || cols > 0 {
		// The separators: '|' after C cells, a rule after R rows; one
		// of them alone gives the other (bars alone were passed over, a
		// 3×2-block grid read with 2×3 blocks: a tester's find).
		switch {
		case rows == 0 && n%cols == 0:
			rows = n / cols
		case cols == 0 && n%rows == 0:
			cols = n / rows
		}
		if rows*cols != n {
			return nil, r.errf(line, 1, "a %d×%d grid whose separators make blocks of %d×%d: expected rows × columns of a block = %d (a rule after R rows, '|' after C cells; or give --box RxC)", n, n, rows, cols, n)
		}
		br, bc = rows, cols
	} else {
		var ok bool
		br, bc, ok = DefaultBox(n)
		if !ok {
			return nil, r.errf(line, 1, "a %d×%d grid: %d is prime, so the block shape is not clear: expected a side R·C such as 4, 6, 9, 12, 16, or give --box RxC", n, n, n)
		}
	}
	if n > MaxN {
		return nil, r.errf(line, 1, "a %d×%d grid: expected a side of at most %d", n, n, MaxN)
	}
	if latin(br, bc) {
		return nil, r.errf(line, 1, "a %d×%d grid with blocks of %d×%d: "+latinWhy, n, n, br, bc)
	}
	p, err := New(br, bc)
	if err != nil {
		return nil, r.errf(line, 1, "%v", err)
	}
	return p, nil
}
