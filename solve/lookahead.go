package solve

import (
	"sort"

	"github.com/puzzlesat/puzzlesat/sat"
)

// lookaheadCells is how many cells (or other groups, see LookaheadCubes),
// of those with the fewest open values, a split looks ahead on, the first
// in the order given. Looking ahead on every such cell made no difference
// on Frisch's 25×25 puzzles 1, 9, 10 and 15 (0.88× to 1.11× the time,
// same run; 32 cubes at -j 2). With Sudoku's places as well (some 85
// groups of two at the root of Frisch 3, so rows and columns are looked
// at before blocks), 96 took 1.16× and 16 took 1.04× the time of 48 over
// Frisch 1, 4, 9, 10, 15 and 16, one run each.
const lookaheadCells = 48

// LookaheadCubes splits the search of the formula f into about n cubes
// for cube and conquer, by look-ahead on its cells (as Problem.Cells: one
// variable for a cell of two values, else one per value, exactly one
// true). Any group of variables of which exactly one is true serves as a
// cell, such as a value's places in a Sudoku's row. The whole formula is
// split on one cell's values, then each part again, breadth first, until
// there are n parts or none can be split.
//
// A split propagates its cube (unit propagation over the clauses; native
// constraints are not propagated), then looks ahead on each open value
// of the cells with the fewest: it assumes the value and counts what
// follows. The cell whose values propagate the most (their product, as
// march's look-ahead scores a variable) is split on, so that each part is
// smaller than the cube by as much as possible and the parts are alike.
// A value whose propagation fails is false in every solution of the cube:
// it gets no part, and its negation joins the other parts. Parts that
// propagation refutes are left out.
//
// The parts of a cell whose open values are the literals l1..lk (v1..vk
// for a cell of several variables, v and ¬v for a cell of one) are
// cube∧l1, cube∧¬l1∧l2, ..., cube∧¬l1∧...∧¬l(k−1): disjoint, and covering
// whatever the variables mean. The cubes are therefore disjoint and cover
// every solution. The result depends on f and cells only. It is nil when
// f lists no cells, or propagation refutes f before any split.
func LookaheadCubes(f *sat.Formula, cells [][]sat.Var, n int) [][]sat.Lit {
	if len(cells) == 0 {
		return nil
	}
	prop := sat.NewPropagator(f)
	if prop.Conflicting() {
		return nil
	}
	cubes := [][]sat.Lit{{}}
	for len(cubes) < n {
		var next [][]sat.Lit
		grew := false
		for i, c := range cubes {
			if len(next)+len(cubes)-i >= n {
				next = append(next, cubes[i:]...)
				break
			}
			parts, ok := splitCube(prop, cells, c)
			if !ok {
				next = append(next, c)
				continue
			}
			grew = true
			next = append(next, parts...)
		}
		cubes = next
		if !grew {
			break
		}
	}
	return cubes
}

// splitCube splits cube on the cell that look-ahead picks (see
// LookaheadCubes). It returns false when no cell is open under the cube,
// and no parts when propagation refutes the cube. prop is left as it was.
func splitCube(prop *sat.Propagator, cells [][]sat.Var, cube []sat.Lit) ([][]sat.Lit, bool) {
	base := prop.Mark()
	defer prop.Undo(base)
	for _, l := range cube {
		if !prop.Assume(l) {
			return nil, true
		}
	}
	// The open cells with the fewest open values, each by its values.
	var open [][]sat.Lit
	for _, c := range cells {
		if vals := openValues(prop, c); len(vals) >= 2 {
			open = append(open, vals)
		}
	}
	if len(open) == 0 {
		return nil, false
	}
	sort.SliceStable(open, func(i, j int) bool { return len(open[i]) < len(open[j]) })
	k := 0
	for k < len(open) && k < lookaheadCells && len(open[k]) == len(open[0]) {
		k++
	}
	open = open[:k]

	// Look ahead on each value of each of them.
	var failed []sat.Lit
	best, bestScore := -1, -1.0
	for i, vals := range open {
		mark := prop.Mark()
		score := 1.0
		for _, l := range vals {
			if prop.Value(l) != 0 {
				continue // decided by a failed value found before
			}
			ok := prop.Assume(l)
			grown := prop.Mark() - mark
			prop.Undo(mark)
			if !ok {
				failed = append(failed, l.Not())
				continue
			}
			score *= float64(1 + grown)
		}
		if score > bestScore {
			best, bestScore = i, score
		}
		// A failed value's negation holds in the whole cube: keep it,
		// so that the look-aheads after see it.
		for _, l := range failed {
			if prop.Value(l) == 0 && !prop.Assume(l) {
				return nil, true
			}
		}
	}
	prefix := append(append([]sat.Lit(nil), cube...), failed...)
	// The chosen cell's values not failed, l1..lk, give the parts l1,
	// ¬l1∧l2, ..., ¬l1∧...∧¬l(k−1) after the prefix.
	var left []sat.Lit
	for _, l := range open[best] {
		if prop.Value(l) >= 0 {
			left = append(left, l)
		}
	}
	var lits [][]sat.Lit // each part's literals after the prefix
	var not []sat.Lit
	for i, l := range left {
		part := append([]sat.Lit(nil), not...)
		if i < len(left)-1 {
			part = append(part, l)
		}
		lits = append(lits, part)
		not = append(not, l.Not())
	}
	var parts [][]sat.Lit
	for _, ls := range lits {
		mark := prop.Mark()
		ok := true
		for _, l := range ls {
			ok = ok && prop.Assume(l)
		}
		prop.Undo(mark)
		if ok {
			parts = append(parts, append(append([]sat.Lit(nil), prefix...), ls...))
		}
	}
	return parts, true
}
