package grid

import (
	"math/rand"
	"strings"
)

// Shading is the board of the genres that shade cells (Hitori, Kurodoko):
// a value per cell, row-major, 1 shaded, 0 unshaded, and below 0 (the
// kit's Unknown) where the board leaves a cell open (--forced).
type Shading []int

// CheckShading checks the rules that the shading genres share: every
// cell decided, no two shaded cells share a side, and the unshaded cells
// are one piece. It returns where the cells are shaded, for the genre's
// own rules.
func (s Shape) CheckShading(b Shading) ([]bool, error) {
	on, err := s.Shaded(b)
	if err != nil {
		return nil, err
	}
	off := make([]bool, len(on))
	for i, x := range on {
		off[i] = !x
	}
	if err := s.CheckNoTouch(on, false, "shaded cells"); err != nil {
		return nil, err
	}
	if err := s.CheckConnected(off, "unshaded cells"); err != nil {
		return nil, err
	}
	return on, nil
}

// ShadedRows returns the shading as the JSON answer "shaded" holds it: a
// string a row, '#' shaded, '.' unshaded, '?' open.
func (s Shape) ShadedRows(b Shading) []string {
	rows := make([]string, s.Rows)
	for r := range rows {
		var line strings.Builder
		for _, i := range s.Row(r) {
			line.WriteByte(".#?"[shadeIndex(b[i])])
		}
		rows[r] = line.String()
	}
	return rows
}

func shadeIndex(x int) int {
	if x == 0 || x == 1 {
		return x
	}
	return 2
}

// ShadedText draws the shading as the text answer: '#' for a shaded cell,
// '?' for an open one, and label(i) for an unshaded cell (its clue, or
// "."), aligned in columns.
func (s Shape) ShadedText(b Shading, label func(i int) string) string {
	rows := make([][]string, s.Rows)
	for i, x := range b {
		tok := [3]string{label(i), "#", "?"}[shadeIndex(x)]
		rows[i/s.Cols] = append(rows[i/s.Cols], tok)
	}
	return FormatText(rows, nil)
}

// RandomShading returns a random shading under the shared rules (no two
// shaded cells touch, the unshaded cells one piece), for generators: the
// cells where allowed holds (nil: all) are tried in random order, and each
// that can be shaded is, with a chance of percent in 100 (100 gives a
// shading to which no cell can be added). With symmetric, cells go in
// half-turn pairs.
func (s Shape) RandomShading(rng *rand.Rand, percent int, symmetric bool, allowed func(i int) bool) []bool {
	on := make([]bool, s.N())
	off := make([]bool, s.N())
	for _, i := range rng.Perm(s.N()) {
		group := []int{i}
		if symmetric {
			if j := s.Turn(i); j < i {
				continue // tried with its partner
			} else if j > i {
				group = append(group, j)
			}
		}
		if rng.Intn(100) >= percent || !s.canShade(on, off, group, allowed) {
			continue
		}
		for _, j := range group {
			on[j] = true
		}
	}
	return on
}

// canShade reports whether the cells of group can be shaded on top of on:
// allowed, not beside a shaded cell (nor each other), and the unshaded
// cells left one piece. off is scratch space.
func (s Shape) canShade(on, off []bool, group []int, allowed func(i int) bool) bool {
	for _, i := range group {
		if on[i] || allowed != nil && !allowed(i) {
			return false
		}
		for _, j := range s.Neighbours(i) {
			if on[j] || j != i && inGroup(group, j) {
				return false
			}
		}
	}
	for i := range off {
		off[i] = !on[i] && !inGroup(group, i)
	}
	return len(s.Components(func(i int) bool { return off[i] }, func(a, b int) bool { return true })) <= 1
}

func inGroup(cells []int, i int) bool {
	for _, j := range cells {
		if j == i {
			return true
		}
	}
	return false
}
