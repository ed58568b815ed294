package puzzlink

// Cells1 reads a mark (a tree in Tents) in some of n cells, as pzprjs's
// decode1Cell writes them: a base-36 digit 0-9 or a-h (0 to 17) is a
// marked cell followed by that many unmarked cells; i-z (18 to 35) is a
// run of 1 to 18 unmarked cells. set is called with the position of each
// mark. Reading stops once n cells are passed, or at the end of the body
// (the cells left are unmarked); a run that passes the end stops there,
// as in pzprjs.
func (r *Reader) Cells1(n int, set func(pos int)) error {
	for pos := 0; pos < n && !r.Done(); {
		ch := r.Peek()
		v := Digit(ch, 36)
		if v < 0 {
			return r.Errorf("unexpected %q in the marked cells: expected a base-36 digit 0-9 a-z", ch)
		}
		r.Advance(1)
		if v < 18 {
			set(pos)
			pos += v + 1
		} else {
			pos += v - 17
		}
	}
	return nil
}

// Cells1 writes n cells, marked[pos] telling the marked ones, as pzprjs's
// encode1Cell writes them (see Reader.Cells1).
func (w *Writer) Cells1(marked []bool) {
	w.Flush()
	const digits = "0123456789abcdefghijklmnopqrstuvwxyz"
	count, have := -1, false
	put := func() {
		if have {
			w.b.WriteByte(digits[count])
		} else {
			w.b.WriteByte(digits[count+18])
		}
	}
	for _, m := range marked {
		if m {
			if count >= 0 {
				put()
			}
			count, have = 0, true
			continue
		}
		count++
		if count == 17 {
			put()
			count, have = -1, false
		}
	}
	if count >= 0 {
		put()
	}
}
