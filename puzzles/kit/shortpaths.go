package kit

import (
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/sat"
)

// GuideShortPaths states, as guides (Guide), that the paths through the
// cells of s are as short as their own cells allow, in a genre whose
// cells may stay unused (Numberlink under Nikoli's rule): e are the lines
// between cells (as Edges makes them), and col each cell's path, 1 to
// paths, or 0 for none. Any solution shortens, a step at a time, to one
// that meets them all; a genre that states them settles uniqueness with
// grid.Shape.Detour (Genre.Sole: the guided model's one solution is the
// puzzle's only one when no line could go round through unused cells).
// The guides, in this order, which the search is sensitive to (see
// numberlink's README for the measurements):
//   - two neighbouring cells of one path are joined by a line;
//   - two cells of one path beside an unused cell, in line with it or
//     round a corner, are not, unless the corner cell is of the path
//     too (grid.Shape.Shortcuts);
//   - two cells of one row or column with two to maxGap cells between
//     them, all unused, are not of one path (grid.Shape.Gaps), the
//     shortest gaps kept where there would be more than maxGapClauses
//     clauses;
//   - no three lines round a 2×2 block (GuideBlockLines).
func (m *Model) GuideShortPaths(s grid.Shape, e Bools, col OneHot, paths int) {
	if !m.guided {
		return
	}
	m.joins(s, e, col, paths, m.Guide)
	for _, around := range s.Shortcuts() {
		for v := 1; v <= paths; v++ {
			for _, x := range around {
				c := []sat.Lit{col.Is(x.Via, 0).Not(), col.Is(x.A, v).Not(), col.Is(x.B, v).Not()}
				if x.Corner >= 0 {
					c = append(c, col.Is(x.Corner, v))
				}
				m.Guide(c...)
			}
		}
	}
	for _, g := range gapsWithin(s.Gaps(maxGap), paths) {
		for v := 1; v <= paths; v++ {
			c := []sat.Lit{col.Is(g.A, v).Not(), col.Is(g.B, v).Not()}
			for _, x := range g.Via {
				c = append(c, col.Is(x, 0).Not())
			}
			m.Guide(c...)
		}
	}
	m.GuideBlockLines(s, e)
}

// maxGap is the most cells between the ends of a gap that
// GuideShortPaths names: every gap of a grid up to 14×14, as measured on
// Numberlink. maxGapClauses bounds those clauses, one a gap and path,
// which grow as the cube of the side and with the paths: a 14×14 of ten
// numbers has 18,480; Janko's 35×48 Arukone of 39 would have 1.2
// million, and twice the memory.
const (
	maxGap        = 12
	maxGapClauses = 250_000
)

// gapsWithin returns the gaps, up to maxGap cells each, whose guide fits
// in maxGapClauses for so many paths: the longest go first.
func gapsWithin(gaps []grid.Gap, paths int) []grid.Gap {
	for most := maxGap; most >= 2 && len(gaps)*paths > maxGapClauses; most-- {
		gaps = slices.DeleteFunc(gaps, func(g grid.Gap) bool { return len(g.Via) >= most })
	}
	return gaps
}

// joins states, with state (Guide or HopeClause), the first guide of
// GuideShortPaths: two neighbouring cells of one path are joined by a
// line.
func (m *Model) joins(s grid.Shape, e Bools, col OneHot, paths int, state func(...sat.Lit)) {
	for k := range s.NumEdges() {
		a, b := s.Edge(k)
		for v := 1; v <= paths; v++ {
			state(e.Lit(k), col.Is(a, v).Not(), col.Is(b, v).Not())
		}
	}
}

// HopeShortPaths states, as hopes (HopeClause), the guide of
// GuideShortPaths that means something when every cell is used
// (Numberlink under --fill): no three lines round a 2×2 block. There it
// is no guide: no cell may be emptied, so no path can be shortened, and a
// puzzle's only solution may break it. Most do not (see numberlink's
// README), and the search for one solution finds theirs far sooner under
// it. The other, two neighbouring cells of one path joined, was hoped as
// well until Janko's Arukone 190 (35×48): its solution runs a path past
// its own end, so the hope failed, and the search without it found
// nothing in 100 s, where under this one alone it takes 12 s.
func (m *Model) HopeShortPaths(s grid.Shape, e Bools) {
	m.hopeVariable()
	if !m.guided {
		return
	}
	m.blockLines(s, e, m.HopeClause)
}
