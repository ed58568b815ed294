package grid

import "fmt"

// The bridges of Hashiwokakero and its kind are counts over sights (a
// count per Sight, in the order of a Sights list): the bridges between
// the two islands of each sight. An island is a cell whose clue is not
// 0: its number of bridges when above 0, none told when below.

// CheckBridges checks n, the bridges of each of sights, against the
// rules: each count from 0 to most (−1 is undecided), no two bridged
// sights crossing, each island with as many bridges as its clue, every
// island joined to the others and, with tree, no loop. The first rule
// broken is named: "r1c3-r3c3: 3 bridges, expected 0 to 2".
func (s Shape) CheckBridges(sights []Sight, n, clue []int, most int, tree bool) error {
	if len(n) != len(sights) {
		return fmt.Errorf("%d pairs of islands, expected %d", len(n), len(sights))
	}
	dirs, sets := make([]int, s.N()), NewSets(s.N())
	for k, sg := range sights {
		switch {
		case n[k] == -1:
			return fmt.Errorf("%s: undecided", s.SightName(sg))
		case n[k] < 0 || n[k] > most:
			return fmt.Errorf("%s: %d bridges, expected 0 to %d", s.SightName(sg), n[k], most)
		case n[k] == 0:
			continue
		}
		for _, c := range sg.Between {
			if dirs[c] |= map[bool]int{false: 1, true: 2}[sg.Down]; dirs[c] == 3 {
				return fmt.Errorf("%s: bridges cross", s.Name(c))
			}
		}
		if !sets.Union(sg.A, sg.B) && tree {
			return fmt.Errorf("%s: the bridges make a loop", s.SightName(sg))
		}
	}
	deg, root := s.Degrees(sights, n), -1
	for i, c := range clue {
		if err := CheckCount(s.Name(i), deg[i], c, "bridges"); c > 0 && err != nil {
			return err
		} else if c != 0 && root < 0 {
			root = i
		} else if c != 0 && sets.Find(i) != sets.Find(root) {
			return fmt.Errorf("the islands fall apart: %s and %s are not joined", s.Name(root), s.Name(i))
		}
	}
	return nil
}

// SightName names a sight by its ends: "r1c1-r1c3".
func (s Shape) SightName(sg Sight) string { return s.Name(sg.A) + "-" + s.Name(sg.B) }

// Degrees returns each cell's bridges: the sum of n over the sights it
// ends, counts below 0 left out.
func (s Shape) Degrees(sights []Sight, n []int) []int {
	deg := make([]int, s.N())
	for k, sg := range sights {
		if n[k] > 0 {
			deg[sg.A], deg[sg.B] = deg[sg.A]+n[k], deg[sg.B]+n[k]
		}
	}
	return deg
}

// BridgeList returns the sights with bridges as a JSON answer lists them,
// [r1, c1, r2, c2, n] from 0, in the order of sights; n is nil where it
// is below 0 (undecided).
func (s Shape) BridgeList(sights []Sight, n []int) [][]any {
	list := [][]any{}
	for k, sg := range sights {
		if n[k] != 0 {
			r1, c1 := s.RC(sg.A)
			r2, c2 := s.RC(sg.B)
			list = append(list, []any{r1, c1, r2, c2, map[bool]any{true: nil, false: n[k]}[n[k] < 0]})
		}
	}
	return list
}
