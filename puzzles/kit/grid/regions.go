package grid

import "fmt"

// Components returns the groups of cells joined through sides where join
// holds (join(a, b) for neighbours a and b), each in increasing order,
// the groups ordered by their first cell. Cells for which keep is false
// belong to none (keep nil keeps all).
func (s Shape) Components(keep func(i int) bool, join func(a, b int) bool) [][]int {
	seen := make([]bool, s.N())
	var out [][]int
	for i := range seen {
		if seen[i] || keep != nil && !keep(i) {
			continue
		}
		seen[i] = true
		group := []int{i}
		for k := 0; k < len(group); k++ {
			a := group[k]
			for _, b := range s.Neighbours(a) {
				if !seen[b] && (keep == nil || keep(b)) && join(a, b) {
					seen[b] = true
					group = append(group, b)
				}
			}
		}
		sortInts(group)
		out = append(out, group)
	}
	return out
}

// Regions returns the regions of a grid given a label per cell: the
// components of equal labels (two separate areas of one label are two
// regions).
func (s Shape) Regions(label []int) [][]int {
	return s.Components(nil, func(a, b int) bool { return label[a] == label[b] })
}

// RegionsFromBorders returns the regions that the borders cut the grid
// into: border[e] is true when edge e (see Edge) is a border between its
// two cells.
func (s Shape) RegionsFromBorders(border []bool) [][]int {
	return s.Components(nil, func(a, b int) bool {
		e, _ := s.EdgeBetween(a, b)
		return !border[e]
	})
}

// Labels returns a label per cell from regions: the index of its region,
// −1 for a cell in none.
func (s Shape) Labels(regions [][]int) []int {
	out := make([]int, s.N())
	for i := range out {
		out[i] = -1
	}
	for k, reg := range regions {
		for _, i := range reg {
			out[i] = k
		}
	}
	return out
}

// Borders returns the edges between cells of different labels.
func (s Shape) Borders(label []int) []bool {
	out := make([]bool, s.NumEdges())
	for e := range out {
		a, b := s.Edge(e)
		out[e] = label[a] != label[b]
	}
	return out
}

// CheckRegions checks that labels cut the grid into regions as it should:
// every cell labelled (0 or more) and each label one connected area.
func (s Shape) CheckRegions(label []int) error {
	if len(label) != s.N() {
		return fmt.Errorf("%d cells labelled, expected %d", len(label), s.N())
	}
	first := map[int]int{}
	for _, reg := range s.Regions(label) {
		l := label[reg[0]]
		if l < 0 {
			return fmt.Errorf("%s is in no region", s.Name(reg[0]))
		}
		if j, ok := first[l]; ok {
			return fmt.Errorf("region %d falls apart: %s and %s are not joined", l, s.Name(j), s.Name(reg[0]))
		}
		first[l] = reg[0]
	}
	return nil
}

func sortInts(a []int) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] < a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
}
