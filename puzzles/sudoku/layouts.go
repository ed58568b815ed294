package sudoku

import (
	"bytes"
	"io"
	"slices"
	"unicode/utf8"

	"github.com/puzzlesat/puzzlesat/internal/clip"
)

// The readers of a puzzle in each layout Reader.detect tells: one line of
// characters (readLine1), a grid of rows (readGrid), numbers (readInts).

// readLine1 reads a one-line puzzle of characters.
func (r *Reader) readLine1(l *rawLine) (*Puzzle, error) {
	t := bytes.TrimRight(l.text, " \t")
	lead := len(l.text) - len(bytes.TrimLeft(l.text, " \t"))
	t = t[lead:]
	if r.size == 0 {
		n := isqrt(len(t))
		if n*n == len(t) && n > MaxChar { // QA: told as no square
			return nil, r.errf(l.num, 1, "a line of %d characters, a %d×%d grid: the character formats go up to %d×%d; expected integers for larger grids", len(t), n, n, MaxChar, MaxChar)
		}
		if n*n != len(t) {
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
			return nil, r.badChar(l.num, lead+i+1, t[i:], n)
		}
		p.Cells[i] = v
	}
	return p, nil
}

// badChar is the error for the character that rest starts with (a
// character of any width: é was told as 'Ã').
func (r *Reader) badChar(line, col int, rest []byte, n int) error {
	if v, ok := charValue(rest[0]); ok && v > n {
		return r.errf(line, col, "%q stands for %d (the letters go on from 9, A for 10): expected a value from 1 to %d (%s) or '.'/'0' for a blank", rest[0], v, n, alphabet(n))
	}
	ch, _ := utf8.DecodeRune(rest)
	return r.errf(line, col, "unexpected %q: expected %s, or '.'/'0' for a blank", ch, alphabet(n))
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
			return nil, r.badChar(l.num, bad, l.text[bad-1:], max(n, 9))
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
				return nil, r.errf(l.num, 1, "a row of %s: expected %d like the first row (line %d)", clip.Count(len(row.vals), "cell"), n, start)
			}
			for i, v := range row.vals {
				if v > n {
					return nil, r.badChar(l.num, row.cols[i], l.text[row.cols[i]-1:], n)
				}
			}
			rows = append(rows, row)
			if len(rows) == n {
				break
			}
		}
		var err error
		l, err = r.nextContent()
		if err == io.EOF && n == 0 {
			return nil, r.errf(r.line+1, 1, "the input ends after separator lines: expected the rows of a sudoku")
		}
		if err == io.EOF {
			return nil, r.errf(r.line+1, 1, "the input ends after %d of the %d rows of a %d×%d grid", len(rows), n, n, n)
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
	// A line of N² integers with one above N reads as the first row of
	// an N²×N² grid; if the input ends after it, a value was more likely
	// too big for an N×N puzzle on one line, and the error says so.
	one, first, firstVals, firstCols := isqrt(k), l.num, vals, cols
	ends := func(row int) error {
		if row == 1 && k == n && one*one == k && r.lineSize(one) {
			if i := slices.IndexFunc(firstVals, func(v int) bool { return v > one }); i >= 0 {
				return r.errf(first, firstCols[i], "%d: expected a value from 1 to %d, or 0 for a blank, for a %d×%d puzzle on one line (as the first row of a %d×%d grid, the input ends after it)", firstVals[i], one, one, one, n, n)
			}
		}
		return r.errf(r.line+1, 1, "the input ends after %d of the %d rows of a %d×%d grid", row, n, n, n)
	}
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
			return nil, ends(row)
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
				ch, _ := utf8.DecodeRune(t[j:])
				return nil, nil, r.errf(l.num, j+1, "unexpected %q: expected whitespace-separated integers, 0 for a blank", ch)
			}
			if v > MaxN {
				end := j
				for end < len(t) && t[end] != ' ' && t[end] != '\t' {
					end++
				}
				return nil, nil, r.errf(l.num, i+1, "%s: expected a value of at most %d", t[i:end], MaxN)
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
