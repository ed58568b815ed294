package grid

import (
	"slices"
	"strings"
	"testing"
)

// FuzzCommonGrids feeds arbitrary text to the readers of the common typed
// grids (Clues, Walls, IntOption): none may panic; an error names a place
// of the input ("f:line:col: "); what Clues and Walls read, written back
// and read again, is the same.
func FuzzCommonGrids(f *testing.F) {
	f.Add("1 . ?\n- 3 2\n")
	f.Add(".#0\n4..\n")
	f.Add("size=3\n. .\n")
	f.Add("max=x\n1\n")
	f.Fuzz(func(t *testing.T, in string) {
		text, err := ReadText([]byte(in), "f", "")
		if err != nil {
			return
		}
		placed := func(err error) {
			if err != nil && !strings.HasPrefix(err.Error(), "f:") {
				t.Fatalf("%q: error %q names no place", in, err)
			}
		}
		again := func(out string) *Text {
			t2, err := ReadText([]byte(out), "g", "")
			if err != nil {
				t.Fatalf("%q written as %q, which does not read: %v", in, out, err)
			}
			return t2
		}
		longer := func(s Shape) int { return max(s.Rows, s.Cols) }
		if s, clues, err := text.Clues(longer); err == nil {
			s2, clues2, err := again(s.CluesText(clues)).Clues(longer)
			if err != nil || s2 != s || !slices.Equal(clues2, clues) {
				t.Fatalf("%q: clues %v read back as %v, %v", in, clues, clues2, err)
			}
		} else {
			placed(err)
		}
		if s, cells, err := text.Walls("wall"); err == nil {
			s2, cells2, err := again(s.WallsText(cells)).Walls("wall")
			if err != nil || s2 != s || !slices.Equal(cells2, cells) {
				t.Fatalf("%q: walls %v read back as %v, %v", in, cells, cells2, err)
			}
		} else {
			placed(err)
		}
		if n, body, err := text.IntOption("size=K", 5, 1, 99, "the size"); err == nil {
			if n < 1 || n > 99 || len(body.Rows) > len(text.Rows) {
				t.Fatalf("%q: size %d, %d rows of %d", in, n, len(body.Rows), len(text.Rows))
			}
		} else {
			placed(err)
		}
	})
}
