package puzzlink

// Cells4 reads n cells of clues from 0 to 4, as pzprjs's decode4Cell
// writes them (Slitherlink's body): '0'-'4' is a clue in the next cell;
// '5'-'9' is a clue (the digit less 5) and one empty cell after it;
// 'a'-'e' is a clue (the digit less 10) and two empty cells; '.' is a
// clue whose value is unknown (Unknown); a skip letter g–z passes over 1
// to 20 empty cells. set is called with the position and value of each
// clue; what names the cells in errors ("clues"). Reading stops once n
// cells are passed; cells not reached are empty. An error from set that
// is not an *Error is returned as one, at the column of the clue.
// (pzprjs passes over a character it does not know, counting it as a
// cell; Cells4 reports it.)
func (r *Reader) Cells4(n int, what string, set func(pos, v int) error) error {
	return r.Items(n, func(pos int) (int, error) {
		col := r.Col()
		ch := r.Peek()
		var v, k int
		switch {
		case ch >= '0' && ch <= '4':
			v, k = int(ch-'0'), 1
		case ch >= '5' && ch <= '9':
			v, k = int(ch-'5'), 2
		case ch >= 'a' && ch <= 'e':
			v, k = int(ch-'a'), 3
		case ch == '.':
			v, k = Unknown, 1
		default:
			return 0, r.Errorf("unexpected %q in the %s: expected 0-9 or a-e (a clue and the empty cells after it), '.' or a skip letter g-z", ch, what)
		}
		r.Advance(1)
		if err := set(pos, v); err != nil {
			if _, ok := err.(*Error); !ok {
				err = &Error{Col: col, Msg: err.Error()}
			}
			return 0, err
		}
		return k, nil
	})
}

// Cells4 writes n cells as Reader.Cells4 reads them, the way pzprjs's
// encode4Cell writes them: clue returns the clue of cell pos (0 to 4, or
// Unknown) and whether it has one. A clue followed by one empty cell and
// then a clue is written '5'-'9', a clue followed by two empty cells (or
// by the end of the grid) 'a'-'e', and runs of empty cells as skip
// letters. It panics on a value out of range, which a genre rules out
// first.
func (w *Writer) Cells4(n int, clue func(pos int) (int, bool)) {
	has := func(pos int) bool {
		_, ok := clue(pos)
		return pos < n && ok
	}
	for pos := 0; pos < n; pos++ {
		v, ok := clue(pos)
		switch {
		case !ok:
			w.Empty()
		case v == Unknown:
			w.Write(".")
		case v < 0 || v > 4:
			panic("puzzlink: Cells4 clue out of range")
		case pos+1 < n && has(pos+1):
			w.Write(string(rune('0' + v)))
		case pos+2 < n && has(pos+2):
			w.Write(string(rune('5' + v)))
			pos++
		default:
			w.Write(string(rune('a' + v)))
			pos += 2
		}
	}
	w.Flush()
}
