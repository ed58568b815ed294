package grid

import (
	"fmt"
	"strings"
)

// The checks below are the rules that many genres share, for verifiers
// that read a decoded board only. Each returns nil when the rule holds,
// else an error naming the place as people do ("r3c4", "row 3"). what
// names the cells concerned in messages: "shaded cells", "lights".

// CheckConnected checks that the cells where on holds are joined through
// their sides (no cell at all is connected too).
func (s Shape) CheckConnected(on []bool, what string) error {
	parts := s.Components(func(i int) bool { return on[i] }, func(a, b int) bool { return true })
	if len(parts) > 1 {
		return fmt.Errorf("the %s fall apart: %s and %s are not joined", what, s.Name(parts[0][0]), s.Name(parts[1][0]))
	}
	return nil
}

// CheckNoBlock checks that no 2×2 block has every cell on.
func (s Shape) CheckNoBlock(on []bool, what string) error {
	for _, b := range s.Blocks() {
		if on[b[0]] && on[b[1]] && on[b[2]] && on[b[3]] {
			return fmt.Errorf("%s-%s: a 2×2 block of %s", s.Name(b[0]), s.Name(b[3]), what)
		}
	}
	return nil
}

// CheckNoTouch checks that no two cells that are on share a side (with
// corners, a corner either).
func (s Shape) CheckNoTouch(on []bool, corners bool, what string) error {
	for i := range on {
		if !on[i] {
			continue
		}
		near := s.Neighbours(i)
		if corners {
			near = s.Around(i)
		}
		for _, j := range near {
			if j > i && on[j] {
				return fmt.Errorf("%s and %s: two %s touch", s.Name(i), s.Name(j), what)
			}
		}
	}
	return nil
}

// CheckCount checks a count against the number wanted: "row 3 holds 2
// tents, expected 3". what is plural, its noun the first word ending in
// s ("shaded cells", "borders around it"), which a count of 1 makes
// singular: "row 3 holds 1 tent".
func CheckCount(place string, got, want int, what string) error {
	if got != want {
		return fmt.Errorf("%s holds %d %s, expected %d", place, got, counted(got, what), want)
	}
	return nil
}

// counted returns the plural what for a count of n: the same, but with its
// noun singular when n is 1 (see CheckCount).
func counted(n int, what string) string {
	if n != 1 {
		return what
	}
	words := strings.Split(what, " ")
	for i, w := range words {
		if len(w) > 1 && strings.HasSuffix(w, "s") {
			words[i] = w[:len(w)-1]
			break
		}
	}
	return strings.Join(words, " ")
}

// Count returns the number of cells of cells where on holds.
func Count(cells []int, on []bool) int {
	n := 0
	for _, i := range cells {
		if on[i] {
			n++
		}
	}
	return n
}

// CheckMasks checks that the connections of the cells agree: a cell that
// connects to a neighbour is connected back by it, and none connects off
// the grid.
func (s Shape) CheckMasks(mask []int) error {
	if len(mask) != s.N() {
		return fmt.Errorf("%d cells, expected %d", len(mask), s.N())
	}
	for i, m := range mask {
		if m < 0 || m > 15 {
			return fmt.Errorf("%s: connections %d undecided", s.Name(i), m)
		}
		for _, d := range Dirs {
			if m&d.Bit() == 0 {
				continue
			}
			j, ok := s.Step(i, d)
			if !ok {
				return fmt.Errorf("%s: a line leaves the grid %s", s.Name(i), d)
			}
			if mask[j]&d.Opposite().Bit() == 0 {
				return fmt.Errorf("%s: a line goes %s to %s, which does not take it", s.Name(i), d, s.Name(j))
			}
		}
	}
	return nil
}

// Degree returns the number of connections in a mask.
func Degree(m int) int { return m&1 + m>>1&1 + m>>2&1 + m>>3&1 }

// CheckLoop checks that the connections (a mask per cell, see Masks) form
// one loop: consistent, two connections at every cell the loop passes,
// none elsewhere, all of it joined, and not empty.
func (s Shape) CheckLoop(mask []int) error {
	if err := s.CheckMasks(mask); err != nil {
		return err
	}
	on := make([]bool, len(mask))
	any := false
	for i, m := range mask {
		switch Degree(m) {
		case 0:
		case 2:
			on[i], any = true, true
		default:
			return fmt.Errorf("%s: the loop branches or ends there (%d lines)", s.Name(i), Degree(m))
		}
	}
	if !any {
		return fmt.Errorf("there is no loop")
	}
	parts := s.pieces(mask, on)
	if len(parts) > 1 {
		return fmt.Errorf("more than one loop: through %s and through %s", s.Name(parts[0][0]), s.Name(parts[1][0]))
	}
	return nil
}

// CheckPath checks that the connections form one path from cell from to
// cell to: consistent, one connection at each end, two at every other
// cell it passes, none elsewhere, and all of it joined.
func (s Shape) CheckPath(mask []int, from, to int) error {
	if err := s.CheckMasks(mask); err != nil {
		return err
	}
	on := make([]bool, len(mask))
	for i, m := range mask {
		want := 2
		if i == from || i == to {
			want = 1
		}
		if d := Degree(m); d != 0 && d != want || d == 0 && want == 1 {
			return fmt.Errorf("%s: %d lines, expected %d", s.Name(i), d, want)
		}
		on[i] = m != 0
	}
	parts := s.pieces(mask, on)
	if len(parts) > 1 {
		return fmt.Errorf("the path falls apart: %s and %s are not joined", s.Name(parts[0][0]), s.Name(parts[1][0]))
	}
	return nil
}

// MaskEdges returns, for each edge of s, whether the masks of directions
// (a loop's or a path's cells, Dir.Bit) have it on.
func (s Shape) MaskEdges(mask []int) []bool {
	on := make([]bool, s.NumEdges())
	for e := range on {
		on[e] = linked(s, mask, e)
	}
	return on
}

// pieces returns the pieces of the cells on that the masks' connections
// join.
func (s Shape) pieces(mask []int, on []bool) [][]int {
	return s.Components(func(i int) bool { return on[i] }, func(a, b int) bool {
		e, _ := s.EdgeBetween(a, b)
		return linked(s, mask, e)
	})
}

// linked reports whether edge e is on in the masks.
func linked(s Shape, mask []int, e int) bool {
	a, _ := s.Edge(e)
	if s.Horizontal(e) {
		return mask[a]&Right.Bit() != 0
	}
	return mask[a]&Down.Bit() != 0
}

// Trace returns the cells of a loop in order (see CheckLoop), from its
// smallest cell in row-major order towards the smaller of its two
// neighbours, the start not repeated: the order of the JSON "loop".
// It returns nil when mask holds no loop.
func (s Shape) Trace(mask []int) []int {
	start := -1
	for i, m := range mask {
		if m > 0 {
			start = i
			break
		}
	}
	if start < 0 {
		return nil
	}
	next := func(i, prev int) int {
		best := -1
		for _, d := range Dirs {
			if mask[i]&d.Bit() != 0 {
				if j, ok := s.Step(i, d); ok && j != prev && (best < 0 || j < best) {
					best = j
				}
			}
		}
		return best
	}
	out := []int{start}
	prev, cur := -1, next(start, -1)
	for prev = start; cur >= 0 && cur != start && len(out) <= len(mask); {
		out = append(out, cur)
		prev, cur = cur, next(cur, prev)
	}
	return out
}

// Walk returns the cells of a path in order from cell from (see
// CheckPath).
func (s Shape) Walk(mask []int, from int) []int {
	out := []int{from}
	prev, cur := -1, from
	for len(out) <= len(mask) {
		nxt := -1
		for _, d := range Dirs {
			if mask[cur]&d.Bit() != 0 {
				if j, ok := s.Step(cur, d); ok && j != prev {
					nxt = j
					break
				}
			}
		}
		if nxt < 0 {
			break
		}
		out = append(out, nxt)
		prev, cur = cur, nxt
	}
	return out
}

// Pairs returns cells as [row, col] pairs, 0-based: the form of the
// JSON answers.
func (s Shape) Pairs(cells []int) [][2]int {
	out := make([][2]int, len(cells))
	for k, i := range cells {
		r, c := s.RC(i)
		out[k] = [2]int{r, c}
	}
	return out
}

// CountLines returns the cells of each line (Lines: rows, then columns)
// where on holds: the counts at a grid's sides (Tents', Magnets').
func (s Shape) CountLines(on []bool) []int {
	var out []int
	for _, line := range s.Lines() {
		out = append(out, Count(line, on))
	}
	return out
}
