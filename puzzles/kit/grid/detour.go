package grid

import "slices"

// Detour reports whether a board of lines between cell centres (each
// cell's lines as a mask of directions, Dir.Bit; 0 for a cell no line
// uses) has a line between two neighbouring cells that both touch one
// piece of unused cells: the line could go round through that piece
// instead, and the board would join the same cells in the same order
// with more of them. In a path puzzle that lets cells stay unused
// (Numberlink under Nikoli's rule) that is a second solution.
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
	for a, mask := range lines {
		for _, d := range [2]Dir{Right, Down} {
			b, ok := s.Step(a, d)
			if !ok || mask&d.Bit() == 0 {
				continue
			}
			around := touches(b)
			if slices.ContainsFunc(touches(a), func(k int) bool { return slices.Contains(around, k) }) {
				return true
			}
		}
	}
	return false
}
