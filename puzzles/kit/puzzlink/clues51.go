package puzzlink

import "strconv"

// Clue51 is a cell of pzprjs's clue grids with a black frame (its "51"
// cells: Kakuro's): white, or black with the sums of the run below it
// and the run right of it, 0 for none.
type Clue51 struct {
	Black       bool
	Down, Right int
}

// MaxClue51 is the largest sum a Clue51 URL holds.
const MaxClue51 = 45

// Clues51 reads pzprjs's decodeKakuro: the cols×rows cells inside the
// frame, row by row, 'k'–'z' for 1 to 16 white cells, '.' a black cell
// without sums, or the down and the right sum of a black cell, a
// character each (0-9, a-j 10–19, A-Z 20–45, '-' none); then, for each
// column whose top cell is white, the sum of the frame's cell above it
// (top), and for each row whose left cell is white, that of the frame's
// cell left of it (left). top and left hold 0 elsewhere.
func (r *Reader) Clues51(cols, rows int) (cells []Clue51, top, left []int, err error) {
	cells = make([]Clue51, cols*rows)
	for pos := 0; pos < len(cells); pos++ {
		switch ch := r.Peek(); {
		case r.Done():
			return nil, nil, nil, r.Errorf("the URL ends after %d of %d cells", pos, len(cells))
		case ch >= 'k' && ch <= 'z':
			r.i++
			pos += int(ch - 'k')
		case r.Accept('.'):
			cells[pos].Black = true
		default:
			cells[pos].Black = true
			if cells[pos].Down, err = r.sum51("down sum"); err == nil {
				cells[pos].Right, err = r.sum51("right sum")
			}
			if err != nil {
				return nil, nil, nil, err
			}
		}
	}
	top, left = make([]int, cols), make([]int, rows)
	for c := range top {
		if rows > 0 && !cells[c].Black {
			if top[c], err = r.sum51("sum above column " + strconv.Itoa(c+1)); err != nil {
				return nil, nil, nil, err
			}
		}
	}
	for y := range left {
		if cols > 0 && !cells[y*cols].Black {
			if left[y], err = r.sum51("sum left of row " + strconv.Itoa(y+1)); err != nil {
				return nil, nil, nil, err
			}
		}
	}
	return cells, top, left, nil
}

func (r *Reader) sum51(what string) (int, error) {
	switch ch := r.Peek(); {
	case r.Done():
		return 0, r.Errorf("the URL ends: expected the %s", what)
	case ch == '-':
	case ch >= '0' && ch <= '9':
		r.i++
		return int(ch - '0'), nil
	case ch >= 'a' && ch <= 'j':
		r.i++
		return int(ch-'a') + 10, nil
	case ch >= 'A' && ch <= 'Z':
		r.i++
		return int(ch-'A') + 20, nil
	default:
		return 0, r.Errorf("unexpected %q: expected the %s (0-9, a-j for 10-19, A-Z for 20-45, - for none)", ch, what)
	}
	r.i++
	return 0, nil
}

// Clues51 writes cells, top and left as Reader.Clues51 reads them, as
// pzprjs's encodeKakuro does (a missing sum as '-'). Sums are 0 to
// MaxClue51.
func (w *Writer) Clues51(cols, rows int, cells []Clue51, top, left []int) {
	w.Flush()
	white := 0
	flush := func() {
		if white > 0 {
			w.b.WriteByte(byte('k' + white - 1))
			white = 0
		}
	}
	for _, c := range cells {
		switch {
		case !c.Black:
			if white++; white == 16 {
				flush()
			}
		case c.Down == 0 && c.Right == 0:
			flush()
			w.b.WriteByte('.')
		default:
			flush()
			w.b.WriteString(enc51(c.Down) + enc51(c.Right))
		}
	}
	flush()
	for c, v := range top {
		if rows > 0 && !cells[c].Black {
			w.b.WriteString(enc51(v))
		}
	}
	for y, v := range left {
		if cols > 0 && !cells[y*cols].Black {
			w.b.WriteString(enc51(v))
		}
	}
}

func enc51(v int) string {
	switch {
	case v <= 0:
		return "-"
	case v < 20:
		return string("0123456789abcdefghij"[v])
	}
	return string(rune('A' + v - 20))
}
