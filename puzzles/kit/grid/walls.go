package grid

import "slices"

// The cells of a grid of numbered walls (Text.Walls), the Akari and
// Shakashaka kind: White, a Wall without a number, or a wall numbered 0
// to 4 (its number).
const (
	White = -2
	Wall  = -1
)

// Walls reads a typed grid of numbered walls: "." for White, "#" for a
// Wall, 0 to 4 for a numbered wall. wall names a wall in errors ("wall",
// "black cell").
func (t *Text) Walls(wall string) (Shape, []int, error) {
	s, toks, err := t.Cells()
	if err != nil {
		return s, nil, err
	}
	cells := make([]int, s.N())
	for i, tok := range toks {
		switch c := tok.Text; {
		case c == ".":
			cells[i] = White
		case c == "#":
			cells[i] = Wall
		case len(c) == 1 && c[0] >= '0' && c[0] <= '4':
			cells[i] = int(c[0] - '0')
		default:
			return s, nil, tok.Errorf("%q: expected . (white), # (a %s) or a numbered %s 0-4", c, wall, wall)
		}
	}
	return s, cells, nil
}

// WallText writes a cell as Text.Walls reads it.
func WallText(c int) string {
	switch c {
	case White:
		return "."
	case Wall:
		return "#"
	}
	return string(rune('0' + c))
}

// WallsText writes a grid of numbered walls as Text.Walls reads it.
func (s Shape) WallsText(cells []int) string {
	return FormatText(s.FrameCells(func(i int) string { return WallText(cells[i]) }), nil)
}

// KeptWalls returns a generator's puzzle (kit.Generator.Keep) of numbered
// walls: the walls of full without their numbers, but for those of the
// cells kept.
func KeptWalls(full, kept []int) []int {
	cells := make([]int, len(full))
	for i, c := range full {
		cells[i] = min(c, Wall)
	}
	for _, i := range kept {
		cells[i] = full[i]
	}
	return cells
}

// NumberedWalls returns cells (White, Wall or a numbered wall) with every
// wall numbered: its count of neighbours where on holds (a light beside
// it, say). A wall numbered already keeps its number when on agrees with
// it, as a solution of the puzzle does (kit.Genre.Full).
func (s Shape) NumberedWalls(cells []int, on func(j int) bool) []int {
	out := slices.Clone(cells)
	for i, c := range cells {
		if c != White {
			out[i] = 0
			for _, j := range s.Neighbours(i) {
				if on(j) {
					out[i]++
				}
			}
		}
	}
	return out
}
