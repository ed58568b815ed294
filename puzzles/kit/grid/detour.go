package grid

import "slices"

// Detour reports whether a board of lines between cell centres (each
// cell's lines as a mask of directions, Dir.Bit; 0 for a cell no line
// uses) has two cells one or two steps apart along a line that both
// touch one piece of unused cells: the line could go round through that
// piece instead (leaving the cell between them, if any, unused), and the
// board would join the same ends another way. In a path puzzle that lets
// cells stay unused (Numberlink under Nikoli's rule) that is a second
// solution.
func (s Shape) Detour(lines []int) bool {
	label := s.Labels(s.Components(func(i int) bool { return lines[i] == 0 }, func(int, int) bool { return true }))
	touches := func(i int) []int {
		var out []int
		for _, j := range s.Neighbours(i) {
			if label[j] >= 0 {
				out = append(out, label[j])
			}
		}
		return out
	}
	both := func(a, b int) bool {
		around := touches(b)
		return slices.ContainsFunc(touches(a), func(k int) bool { return slices.Contains(around, k) })
	}
	for a, mask := range lines {
		var along []int // the cells a's lines lead to
		for _, d := range Dirs {
			if b, ok := s.Step(a, d); ok && mask&d.Bit() != 0 {
				along = append(along, b)
			}
		}
		for k, b := range along {
			if both(a, b) || slices.ContainsFunc(along[k+1:], func(c int) bool { return both(b, c) }) {
				return true
			}
		}
	}
	return false
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
