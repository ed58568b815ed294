package tatham

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
)

func TestLines(t *testing.T) {
	// Tatham's 9 is right and down; 6 up and left.
	if Mask(9) != grid.Right.Bit()|grid.Down.Bit() || Mask(6) != grid.Up.Bit()|grid.Left.Bit() {
		t.Fatalf("Mask(9) %d, Mask(6) %d", Mask(9), Mask(6))
	}
	for b := 0; b < 16; b++ {
		if Bits(Mask(b)) != b {
			t.Fatalf("%d: back as %d", b, Bits(Mask(b)))
		}
	}
}
