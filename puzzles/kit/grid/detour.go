package grid

import "slices"

// Detour reports whether a board of lines between cell centres (each
// cell's lines as a mask of directions, Dir.Bit; 0 for a cell no line
// uses) has two cells of one line that both touch one piece of unused
// cells: the line could go round through that piece between them
// instead (leaving the cells between them along it unused), and the
// board would join the same ends another way. In a path puzzle that lets
// cells stay unused (Numberlink under Nikoli's rule) that is a second
// solution.
func (s Shape) Detour(lines []int) bool {
	free := s.Labels(s.Components(func(i int) bool { return lines[i] == 0 }, func(int, int) bool { return true }))
	line := s.LinePieces(lines)
	first := map[[2]int]int{} // a piece and a line: the first cell of the line beside the piece
	for i, l := range line {
		for _, j := range s.Neighbours(i) {
			if l < 0 || free[j] < 0 {
				continue
			}
			k := [2]int{free[j], l}
			if a, ok := first[k]; ok && a != i {
				return true
			}
			first[k] = i
		}
	}
	return false
}

// LinePieces returns the piece of each cell of a board of lines between
// cell centres (masks, Dir.Bit): the cells joined by lines, one label a
// line (Labels), -1 for a cell no line uses.
func (s Shape) LinePieces(lines []int) []int {
	on := s.MaskEdges(lines)
	return s.Labels(s.Components(func(i int) bool { return lines[i] != 0 }, func(a, b int) bool {
		k, _ := s.EdgeBetween(a, b)
		return on[k]
	}))
}

// Shortcut is a cell (Via) and two of its neighbours (A, B): a path
// from A to B that leaves Via unused and is longer than two steps could
// go through Via instead. Corner is the cell beside both A and B, the
// only other way of two steps, or -1 where A and B are in line with Via.
type Shortcut struct{ Via, A, B, Corner int }

// Shortcuts returns the shortcuts of s by cell (Via): for each cell,
// its pairs of neighbours in line (up and down, left and right), then
// its pairs round a corner (up or down, then left or right).
func (s Shape) Shortcuts() [][]Shortcut {
	out := make([][]Shortcut, s.N())
	for v := range out {
		for _, p := range [][2]Dir{{Up, Down}, {Left, Right}} {
			a, ok1 := s.Step(v, p[0])
			if b, ok2 := s.Step(v, p[1]); ok1 && ok2 {
				out[v] = append(out[v], Shortcut{v, a, b, -1})
			}
		}
		for _, d := range [2]Dir{Up, Down} {
			a, ok1 := s.Step(v, d)
			for _, e := range [2]Dir{Left, Right} {
				if b, ok2 := s.Step(v, e); ok1 && ok2 {
					c, _ := s.Step(a, e)
					out[v] = append(out[v], Shortcut{v, a, b, c})
				}
			}
		}
	}
	return out
}

// Gap is two cells of one row or column (A, B) and the cells between them
// (Via), two or more: a path from A to B that leaves them all unused is
// longer than the straight way through them, which could replace it.
type Gap struct {
	A, B int
	Via  []int
}

// Gaps returns the gaps of s with two to most cells between their ends:
// for each cell A in turn, those to its right, then those below it, the
// nearest B first.
func (s Shape) Gaps(most int) []Gap {
	var out []Gap
	for a := 0; a < s.N(); a++ {
		for _, d := range [2]Dir{Right, Down} {
			var via []int
			for b, ok := s.Step(a, d); ok && len(via) <= most; b, ok = s.Step(b, d) {
				if len(via) >= 2 {
					out = append(out, Gap{a, b, slices.Clone(via)})
				}
				via = append(via, b)
			}
		}
	}
	return out
}
