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
	err    error // a read error, returned once the lines before it are used
	start  int   // the line where the last puzzle began
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

// readLine returns the next line without its end of line, or io.EOF.
func (r *Reader) readLine() (*rawLine, error) {
	if r.peeked != nil {
		l := r.peeked
		r.peeked = nil
		return l, nil
	}
	if r.err != nil {
		return nil, r.err
	}
	text, err := r.br.ReadSlice('\n')
	if err == bufio.ErrBufferFull {
		long := append([]byte(nil), text...)
		for err == bufio.ErrBufferFull {
			text, err = r.br.ReadSlice('\n')
			long = append(long, text...)
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
	default:
		return r.readGrid(l)
	}
}

// detect guesses the layout from the first line of content.
func (r *Reader) detect(l *rawLine) Layout {
	t := bytes.TrimSpace(l.text)
	if t[0] == '{' {
		return Layout{Format: JSON}
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

func allInts(fields [][]byte) bool {
	for _, f := range fields {
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
	} else if rows > 0 && cols > 0 && rows*cols == n {
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
	p, err := New(br, bc)
	if err != nil {
		return nil, r.errf(line, 1, "%v", err)
	}
	return p, nil
}

// readLine1 reads a one-line puzzle of characters.
func (r *Reader) readLine1(l *rawLine) (*Puzzle, error) {
	t := bytes.TrimRight(l.text, " \t")
	lead := len(l.text) - len(bytes.TrimLeft(l.text, " \t"))
	t = t[lead:]
	if r.size == 0 {
		n := isqrt(len(t))
		if n*n != len(t) || n > MaxChar {
			return nil, r.errf(l.num, 1, "a line of %d characters: expected N² for an N×N grid (81 for 9×9, 256 for 16×16)", len(t))
		}
		r.size = n
	}
	n := r.size
	if len(t) != n*n {
		return nil, r.errf(l.num, 1, "a line of %d characters: expected %d, one per cell of a %d×%d grid like the first puzzle", len(t), n*n, n, n)
	}
	p, err := r.newPuzzle(n, 0, 0, l.num)
	if err != nil {
		return nil, err
	}
	for i, b := range t {
		v, ok := charValue(b)
		if !ok || v > n {
			return nil, r.badChar(l.num, lead+i+1, b, n)
		}
		p.Cells[i] = v
	}
	return p, nil
}

func (r *Reader) badChar(line, col int, b byte, n int) error {
	if v, ok := charValue(b); ok && v > n {
		return r.errf(line, col, "%q is %d: expected a value from 1 to %d (%s) or '.'/'0' for a blank", b, v, n, alphabet(n))
	}
	return r.errf(line, col, "unexpected %q: expected %s, or '.'/'0' for a blank", b, alphabet(n))
}

// gridRow is one row of a character grid.
type gridRow struct {
	vals     []int
	cols     []int // the column of each cell in the line
	firstSep int   // cells before the first '|', or 0
}

// scanGridRow reads the cells of a grid line; sepOnly is true for a line
// of separators alone.
func scanGridRow(t []byte) (row gridRow, sepOnly bool, bad int) {
	for i, b := range t {
		switch {
		case b == ' ' || b == '\t':
		case isSep(b):
			if b == '|' && row.firstSep == 0 {
				row.firstSep = len(row.vals)
			}
		default:
			v, ok := charValue(b)
			if !ok {
				return row, false, i + 1
			}
			row.vals = append(row.vals, v)
			row.cols = append(row.cols, i+1)
		}
	}
	return row, len(row.vals) == 0, 0
}

// readGrid reads a grid of characters starting at line l.
func (r *Reader) readGrid(l *rawLine) (*Puzzle, error) {
	var rows []gridRow
	n := 0
	boxRows := 0 // rows before the first separator line
	start := l.num
	for {
		row, sepOnly, bad := scanGridRow(l.text)
		if bad > 0 {
			return nil, r.badChar(l.num, bad, l.text[bad-1], max(n, 9))
		}
		if sepOnly {
			if len(rows) > 0 && boxRows == 0 {
				boxRows = len(rows)
			}
		} else {
			if n == 0 {
				n = len(row.vals)
				if n > MaxChar {
					return nil, r.errf(l.num, 1, "a row of %d cells: the character formats go up to %d×%d; expected integers for larger grids", n, MaxChar, MaxChar)
				}
				if _, _, ok := DefaultBox(n); r.opt.BoxRows == 0 && (!ok || n < 4) {
					return nil, r.errf(l.num, 1, "a line of %d cells: expected a puzzle on one line (81 characters for 9×9) or the first row of an N×N grid with N = R·C such as 4, 6, 9, 16 (or give --box RxC)", n)
				}
			}
			if len(row.vals) != n {
				return nil, r.errf(l.num, 1, "a row of %d cells: expected %d like the first row (line %d)", len(row.vals), n, start)
			}
			for i, v := range row.vals {
				if v > n {
					return nil, r.badChar(l.num, row.cols[i], l.text[row.cols[i]-1], n)
				}
			}
			rows = append(rows, row)
			if len(rows) == n {
				break
			}
		}
		var err error
		l, err = r.nextContent()
		if err == io.EOF {
			return nil, r.errf(r.line+1, 1, "the input ends after %d rows: expected %d rows of a %d×%d grid", len(rows), n, n, n)
		}
		if err != nil {
			return nil, err
		}
	}
	p, err := r.newPuzzle(n, boxRows, rows[0].firstSep, start)
	if err != nil {
		return nil, err
	}
	for i, row := range rows {
		copy(p.Cells[i*n:], row.vals)
	}
	return p, nil
}

// readInts reads a puzzle of integers starting at line l: N² on the line,
// or N on each of N lines.
func (r *Reader) readInts(l *rawLine) (*Puzzle, error) {
	vals, cols, err := r.ints(l)
	if err != nil {
		return nil, err
	}
	k := len(vals)
	if r.size == 0 {
		n := isqrt(k)
		one := n*n == k && r.lineSize(n) && maxOf(vals) <= n
		if r.opt.BoxRows > 0 {
			one = k == n*n && n == r.opt.BoxRows*r.opt.BoxCols
		}
		r.layout.OneLine = one
		if one {
			r.size = n
		} else {
			r.size = k
		}
	}
	n := r.size
	p := (*Puzzle)(nil)
	if r.layout.OneLine {
		if k != n*n {
			return nil, r.errf(l.num, 1, "a line of %d integers: expected %d, one per cell of a %d×%d grid like the first puzzle", k, n*n, n, n)
		}
		if p, err = r.newPuzzle(n, 0, 0, l.num); err != nil {
			return nil, err
		}
		if err := r.fill(p, 0, vals, cols, l.num); err != nil {
			return nil, err
		}
		return p, nil
	}
	if k != n {
		return nil, r.errf(l.num, 1, "a row of %d integers: expected %d, one per column of a %d×%d grid", k, n, n, n)
	}
	if p, err = r.newPuzzle(n, 0, 0, l.num); err != nil {
		return nil, err
	}
	for row := 0; ; {
		if err := r.fill(p, row*n, vals, cols, l.num); err != nil {
			return nil, err
		}
		row++
		if row == n {
			return p, nil
		}
		l, err = r.nextContent()
		if err == io.EOF {
			return nil, r.errf(r.line+1, 1, "the input ends after %d rows: expected %d rows of a %d×%d grid", row, n, n, n)
		}
		if err != nil {
			return nil, err
		}
		if vals, cols, err = r.ints(l); err != nil {
			return nil, err
		}
		if len(vals) != n {
			return nil, r.errf(l.num, 1, "a row of %d integers: expected %d like the rows above", len(vals), n)
		}
	}
}

func maxOf(vs []int) int {
	m := 0
	for _, v := range vs {
		m = max(m, v)
	}
	return m
}

// fill copies vals into p's cells from index at, checking their range.
func (r *Reader) fill(p *Puzzle, at int, vals, cols []int, line int) error {
	for i, v := range vals {
		if v > p.N {
			return r.errf(line, cols[i], "%d: expected a value from 1 to %d, or 0 for a blank", v, p.N)
		}
		p.Cells[at+i] = v
	}
	return nil
}

// ints reads the whitespace-separated integers of a line.
func (r *Reader) ints(l *rawLine) (vals, cols []int, err error) {
	t := l.text
	for i := 0; i < len(t); {
		if t[i] == ' ' || t[i] == '\t' {
			i++
			continue
		}
		j, v := i, 0
		for j < len(t) && t[j] != ' ' && t[j] != '\t' {
			b := t[j]
			if b < '0' || b > '9' {
				return nil, nil, r.errf(l.num, j+1, "unexpected %q: expected whitespace-separated integers, 0 for a blank", b)
			}
			if v > MaxN {
				return nil, nil, r.errf(l.num, i+1, "%s: expected a value of at most %d", t[i:j+1], MaxN)
			}
			v = v*10 + int(b-'0')
			j++
		}
		vals = append(vals, v)
		cols = append(cols, i+1)
		i = j
	}
	return vals, cols, nil
}
