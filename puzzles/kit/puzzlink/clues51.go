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
// column whose top cell is white, the sum of the frame's cell above it,
// and for each row whose left cell is white, that of the frame's cell
// left of it. It returns the (cols+1)×(rows+1) grid, row-major, frame
// included: its first row and column black, with those sums.
func (r *Reader) Clues51(cols, rows int) (cells []Clue51, err error) {
	w := cols + 1
	cells = make([]Clue51, w*(rows+1))
	for i := range cells {
		cells[i].Black = i < w || i%w == 0
	}
	for pos := 0; pos < cols*rows; pos++ {
		x := &cells[w*(pos/cols+1)+pos%cols+1]
		switch ch := r.Peek(); {
		case r.Done():
			return nil, r.Errorf("the URL ends after %d of %d cells", pos, cols*rows)
		case ch >= 'k' && ch <= 'z':
			r.Advance(1)
			pos += int(ch - 'k')
		case r.Accept('.'):
			x.Black = true
		default:
			x.Black = true
			if x.Down, err = r.sum51("down sum"); err == nil {
				x.Right, err = r.sum51("right sum")
			}
			if err != nil {
				return nil, err
			}
		}
	}
	for c := 1; c <= cols && rows > 0 && err == nil; c++ {
		if !cells[w+c].Black {
			cells[c].Down, err = r.sum51("sum above column " + strconv.Itoa(c))
		}
	}
	for y := 1; y <= rows && cols > 0 && err == nil; y++ {
		if !cells[w*y+1].Black {
			cells[w*y].Right, err = r.sum51("sum left of row " + strconv.Itoa(y))
		}
	}
	if err != nil {
		return nil, err
	}
	return cells, nil
}

func (r *Reader) sum51(what string) (int, error) {
	switch ch := r.Peek(); {
	case r.Done():
		return 0, r.Errorf("the URL ends: expected the %s", what)
	case ch == '-':
	case Digit(ch, 20) >= 0:
		r.Advance(1)
		return Digit(ch, 20), nil
	case ch >= 'A' && ch <= 'Z':
		r.Advance(1)
		return int(ch-'A') + 20, nil
	default:
		return 0, r.Errorf("unexpected %q: expected the %s (0-9, a-j for 10-19, A-Z for 20-45, - for none)", ch, what)
	}
	r.Advance(1)
	return 0, nil
}

// Clues51 writes a (cols+1)×(rows+1) grid, frame included, as
// Reader.Clues51 reads it, as pzprjs's encodeKakuro does (a missing sum
// as '-'): of the frame, only the down sums of its first row and the
// right sums of its first column, above and left of white cells. Sums
// are 0 to MaxClue51.
func (w *Writer) Clues51(cols, rows int, cells []Clue51) {
	w.Flush()
	white, wd := 0, cols+1
	flush := func() {
		if white > 0 {
			w.b.WriteByte(byte('k' + white - 1))
			white = 0
		}
	}
	for i, c := range cells {
		switch {
		case i < wd || i%wd == 0: // the frame's, written last
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
	for c := 1; c <= cols && rows > 0; c++ {
		if !cells[wd+c].Black {
			w.b.WriteString(enc51(cells[c].Down))
		}
	}
	for y := 1; y <= rows && cols > 0; y++ {
		if !cells[wd*y+1].Black {
			w.b.WriteString(enc51(cells[wd*y].Right))
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
