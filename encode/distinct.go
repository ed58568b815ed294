package encode

import (
	"slices"

	"github.com/puzzlesat/puzzlesat/sat"
)

// distinctLits returns a list of literals of distinct variables and a bound
// that state the same count as lits and k, for the encodings, which assume
// distinct variables (gophersat's native constraints require them).
//
// A literal and its negation add up to one whatever the values: each such
// pair is dropped and the bound lowered by one. A literal that appears
// again (a cell that a line of sight crosses twice counts twice) is
// replaced by a fresh variable made equal to it with two clauses. Lists
// without repeats, the usual case, come back as they are, without
// allocation for short lists.
func distinctLits(f *sat.Formula, lits []sat.Lit, k int) ([]sat.Lit, int) {
	if !hasRepeatedVar(lits) {
		return lits, k
	}
	out := make([]sat.Lit, 0, len(lits))
	used := make([]bool, len(lits)) // consumed by a complementary pair
	for i, l := range lits {
		if used[i] {
			continue
		}
		paired := false
		for j := i + 1; j < len(lits); j++ {
			if !used[j] && lits[j] == -l {
				used[j], paired = true, true
				k--
				break
			}
		}
		if !paired {
			out = append(out, l)
		}
	}
	seen := make(map[sat.Lit]bool, len(out))
	for i, l := range out {
		if seen[l] {
			c := f.NewVar().Pos()
			f.AddClause(c.Not(), l)
			f.AddClause(c, l.Not())
			out[i] = c
			continue
		}
		seen[l] = true
	}
	return out, k
}

// hasRepeatedVar reports whether two literals of lits share a variable.
func hasRepeatedVar(lits []sat.Lit) bool {
	if len(lits) <= 16 {
		for i, l := range lits {
			for _, m := range lits[i+1:] {
				if l.Var() == m.Var() {
					return true
				}
			}
		}
		return false
	}
	// A bit per variable number modulo 4096, on the stack: no two bits
	// alike, no two variables alike. A clash may be two variables 4096
	// apart, which sorting tells apart.
	var seen [64]uint64
	clash := false
	for _, l := range lits {
		b := uint(l.Var()) & 4095
		if seen[b>>6]&(1<<(b&63)) != 0 {
			clash = true
			break
		}
		seen[b>>6] |= 1 << (b & 63)
	}
	if !clash {
		return false
	}
	vars := make([]sat.Var, len(lits))
	for i, l := range lits {
		vars[i] = l.Var()
	}
	slices.Sort(vars)
	for i := 1; i < len(vars); i++ {
		if vars[i] == vars[i-1] {
			return true
		}
	}
	return false
}
