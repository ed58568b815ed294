package grid

import "strings"

// Compass is one of the eight directions of a queen's move, clockwise
// from up: the arrows of Signpost, in Simon Tatham's order (his a to h).
type Compass int

var (
	compassSteps  = [8][2]int{{-1, 0}, {-1, 1}, {0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}}
	compassNames  = [8]string{"N", "NE", "E", "SE", "S", "SW", "W", "NW"}
	compassArrows = [8]string{"↑", "↗", "→", "↘", "↓", "↙", "←", "↖"}
)

// Step returns the change of row and column of a step in d.
func (d Compass) Step() (dr, dc int) { return compassSteps[d][0], compassSteps[d][1] }

// String returns the compass point: "N", "NE", ... "NW".
func (d Compass) String() string { return compassNames[d] }

// Arrow returns the arrow: ↑ ↗ → ↘ ↓ ↙ ← ↖.
func (d Compass) Arrow() string { return compassArrows[d] }

// ParseCompass reads a direction as String (in any case) or Arrow
// writes it.
func ParseCompass(s string) (Compass, bool) {
	for d := range compassNames {
		if strings.EqualFold(s, compassNames[d]) || s == compassArrows[d] {
			return Compass(d), true
		}
	}
	return 0, false
}

// Beam returns the cells from i (not included) in direction d to the edge
// of the grid, nearest first: where an arrow points, or a queen goes.
func (s Shape) Beam(i int, d Compass) []int {
	var out []int
	dr, dc := d.Step()
	for r, c := s.RC(i); s.In(r+dr, c+dc); r, c = r+dr, c+dc {
		out = append(out, s.Index(r+dr, c+dc))
	}
	return out
}

// Toward returns the direction from cell i to cell j, and false when
// they share no row, column or diagonal (or are one cell).
func (s Shape) Toward(i, j int) (Compass, bool) {
	r1, c1 := s.RC(i)
	r2, c2 := s.RC(j)
	for d, st := range compassSteps {
		if i != j && (r2-r1)*st[1] == (c2-c1)*st[0] && (r2-r1)*st[0] >= 0 && (c2-c1)*st[1] >= 0 {
			return Compass(d), true
		}
	}
	return 0, false
}
