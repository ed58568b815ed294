package puzzlink

// The dots of pzprjs's decodeDot and encodeDot (src/variety-common/Encode.js),
// which Galaxies (tentaisho) writes its centres with: the points of a
// lattice (cells, edges and grid corners), row by row, each holding no dot,
// a white dot or a black dot. A hexadecimal digit v is a dot at the next
// point, white when v is even and black when it is odd, followed by v>>1
// points without a dot (0 to 7); a skip letter g–z passes over 1 to 20
// points without a dot.

// The values of a point in Dots and WriteDots, as pzprjs's getDot gives them.
const (
	NoDot    = 0
	WhiteDot = 1
	BlackDot = 2
)

// Dots reads the dots of n points and calls set with the position and the
// colour (WhiteDot or BlackDot) of each. Reading stops once n points are
// passed, or at the end of the body, as in pzprjs; what follows is the
// genre's next section. An error from set that is not an *Error is
// returned as one, at the column of the dot's digit.
func (r *Reader) Dots(n int, set func(pos, colour int) error) error {
	return r.Items(n, func(pos int) (int, error) {
		col := r.Col()
		v, ok := r.Hex()
		if !ok {
			return 0, r.Errorf("unexpected %q in the dots: expected a dot (0-9 a-f) or a skip letter g-z", r.Peek())
		}
		colour := WhiteDot
		if v%2 == 1 {
			colour = BlackDot
		}
		if err := set(pos, colour); err != nil {
			if _, ok := err.(*Error); !ok {
				err = &Error{Col: col, Msg: err.Error()}
			}
			return 0, err
		}
		return v>>1 + 1, nil
	})
}

// WriteDots writes the dots of the points, dots[pos] being NoDot,
// WhiteDot or BlackDot, as pzprjs's encodeDot writes them: a dot's digit
// covers the points up to the next dot when it lies within 7 points, or
// the 7 points after it otherwise; other points without a dot are written
// as skip letters. It panics on any other value, which a genre rules out.
func (w *Writer) WriteDots(dots []int) {
	for pos := 0; pos < len(dots); pos++ {
		d := dots[pos]
		if d == NoDot {
			w.Empty()
			continue
		}
		if d != WhiteDot && d != BlackDot {
			panic("puzzlink: a dot of colour other than NoDot, WhiteDot or BlackDot")
		}
		gap := 7
		for i := 1; i <= 7 && pos+i < len(dots); i++ {
			if dots[pos+i] != NoDot {
				gap = i - 1
				break
			}
		}
		w.Hex(2*gap + d - 1)
		pos += gap
	}
}
