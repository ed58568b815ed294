package grid

import (
	"strings"
	"testing"
)

// TestLatticeMarks: marks on segments that are not drawn, in the middle
// of a horizontal one and in place of a vertical one, and painted with
// their cells under Fill, as the marks at dots are.
func TestLatticeMarks(t *testing.T) {
	l := Lattice{Shape: Shape{Rows: 1, Cols: 2}, Blank: "·"}
	l.H = func(r, c int) bool { return c == 0 }
	l.V = func(r, c int) bool { return c == 0 }
	l.HMark = func(r, c int) string {
		if r == 0 && c == 1 {
			return "×"
		}
		return ""
	}
	l.VMark = func(r, c int) string {
		if c == 2 {
			return "×"
		}
		return ""
	}
	l.Cell = func(r, c int) string { return "3" }
	if got, want := l.String(), "┌───╴ × ·\n│ 3   3 ×\n└───╴   ·\n"; got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	// Painted: the marks at dots and on segments with their cells.
	l = Lattice{Shape: Shape{Rows: 1, Cols: 1}}
	l.Mark = func(r, c int) string { return "●" }
	l.VMark = func(r, c int) string { return "o" }
	l.Fill = func(r, c int) int { return 0 }
	got := l.String()
	for _, want := range []string{paintOf("●"), paintOf("o")} {
		if !strings.Contains(got, want) {
			t.Errorf("%q lacks %q", got, want)
		}
	}
}

func paintOf(s string) string { return "\x1b[30;48;5;224m" + s + "\x1b[0m" }
