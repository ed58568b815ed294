package sat

import "slices"

// Variable elimination by definitions, before a formula reaches gophersat
// (bounded variable elimination, Eén and Biere, SatELite 2005, restricted
// to variables that a gate defines). A variable v that the clauses define
// as an AND of other literals, v ↔ ¬l1 ∧ … ∧ ¬lk, given by a clause
// (v ∨ l1 ∨ … ∨ lk) and the binary clauses (¬v ∨ ¬li) (or the same with v
// negated), is replaced by the resolvents of its gate clauses with its
// other clauses, when they are no more than the clauses it was in. A
// Sudoku's candidates are such variables: a cell's "at least one value"
// clause and its "at most one" pairs define each of its values from the
// others, and so do a row's, a column's and a block's for each digit.
//
// What is left has the same models on the variables left, and each of them
// gives the eliminated variables one value only (the gate decides it;
// restore computes it): two solutions still differ on the variables left.
// Measured on Frisch's 25×25 Sudokus; see the Sudoku README, "What paid:
// eliminating the candidates that gates define".

// elimStep is a variable removed by elimination, with the clauses removed
// with it: enough to give it its value in a model of what is left.
type elimStep struct {
	v       Var
	clauses [][]Lit
}

const (
	// elimMaxOcc: a variable in more clauses than this is kept, which
	// bounds the resolvents tried.
	elimMaxOcc = 64
	// elimMaxLen: so is one that would make a resolvent longer than this.
	elimMaxLen = 32
	// elimMaxClauses: a formula with more clauses than this is not
	// tried (see newSolver).
	elimMaxClauses = 1 << 20
)

// eliminate removes the variables it can of the clauses cs, over variables
// 1..nvars, none of them fixed, leaving those with frozen[v] set. It
// returns the clauses left (those of cs, but for repeated binary clauses
// over the variables tried, then the resolvents) and the eliminations in
// their order. The clauses of cs are not changed; those left and those in
// the steps share their memory.
//
// A variable is eliminated only when a gate defines it, and the resolvents
// of the gate's clauses with its others, tautologies left out, are no more
// than the clauses it is in, none longer than elimMaxLen nor shorter than
// two literals (units are left to the solver). The variables are tried
// once each, fewest resolution pairs first.
func eliminate(cs [][]Lit, nvars int, frozen []bool) ([][]Lit, []elimStep) {
	occ := make([][]int32, 2*nvars+2)
	for i, c := range cs {
		for _, l := range c {
			occ[litIndex(l)] = append(occ[litIndex(l)], int32(i))
		}
	}
	alive := make([]bool, len(cs), len(cs)+len(cs)/4)
	for i := range alive {
		alive[i] = true
	}
	var order []Var
	for v := 1; v <= nvars; v++ {
		if (v >= len(frozen) || !frozen[v]) && len(occ[2*v]) > 0 && len(occ[2*v+1]) > 0 {
			order = append(order, Var(v))
		}
	}
	cost := func(v Var) int { return len(occ[2*v]) * len(occ[2*v+1]) }
	slices.SortStableFunc(order, func(a, b Var) int { return cost(a) - cost(b) })

	// live drops the removed clauses from an occurrence list.
	live := func(k int) []int32 {
		out := occ[k][:0]
		for _, ci := range occ[k] {
			if alive[ci] {
				out = append(out, ci)
			}
		}
		occ[k] = out
		return out
	}
	mark := make([]int32, 2*nvars+2) // literal index → stamp of the clause marked
	stamp := int32(0)
	var steps []elimStep
	var res [][]Lit         // the resolvents of the variable tried
	var gate, other []int32 // the clauses of its gate, one side and the other
	for _, v := range order {
		pos, neg := live(2*int(v)), live(2*int(v)+1)
		if len(pos) == 0 || len(neg) == 0 || len(pos)+len(neg) > 2*elimMaxOcc {
			continue
		}
		// Overlapping constraints state some pairs twice (two cells in
		// one row and one block): the copies go, or they would hide
		// the gates' sizes.
		for _, side := range [][]int32{pos, neg} {
			stamp++
			for _, ci := range side {
				if c := cs[ci]; len(c) == 2 {
					k := litIndex(otherLit(c, v))
					if mark[k] == stamp {
						alive[ci] = false
					}
					mark[k] = stamp
				}
			}
		}
		pos, neg = live(2*int(v)), live(2*int(v)+1)
		if len(pos)+len(neg) > elimMaxOcc {
			continue
		}
		// The gate of v or of ¬v, whichever leaves fewer pairs.
		stamp++
		gate = findGate(cs, v, pos, neg, mark, stamp, gate[:0])
		stamp++
		other = findGate(cs, v, neg, pos, mark, stamp, other[:0])
		if len(gate) == 0 || (len(other) > 0 && gatePairs(other, neg, pos) < gatePairs(gate, pos, neg)) {
			gate, other = other, gate
		}
		if len(gate) == 0 {
			continue
		}
		res = res[:0]
		ok := true
	pairs:
		for _, pi := range pos {
			stamp++
			for _, l := range cs[pi] {
				mark[litIndex(l)] = stamp
			}
			inGate := slices.Contains(gate, pi)
			for _, ni := range neg {
				if inGate == slices.Contains(gate, ni) {
					continue // both in the gate (a tautology) or both out
				}
				r := resolvent(cs[pi], cs[ni], v, mark, stamp)
				if r == nil {
					continue // a tautology
				}
				if len(r) < 2 || len(r) > elimMaxLen || len(res) == len(pos)+len(neg) {
					ok = false
					break pairs
				}
				res = append(res, r)
			}
		}
		if !ok {
			continue
		}
		step := elimStep{v: v, clauses: make([][]Lit, 0, len(pos)+len(neg))}
		for _, ci := range slices.Concat(pos, neg) {
			alive[ci] = false
			step.clauses = append(step.clauses, cs[ci])
		}
		steps = append(steps, step)
		for _, r := range res {
			ci := int32(len(cs))
			cs = append(cs, r)
			alive = append(alive, true)
			for _, l := range r {
				occ[litIndex(l)] = append(occ[litIndex(l)], ci)
			}
		}
	}
	left := make([][]Lit, 0, len(cs))
	for i, c := range cs {
		if alive[i] {
			left = append(left, c)
		}
	}
	return left, steps
}

// resolvent returns the resolvent on v of p (which holds v, its literals
// marked with stamp) and n (which holds ¬v), or nil for a tautology.
func resolvent(p, n []Lit, v Var, mark []int32, stamp int32) []Lit {
	r := make([]Lit, 0, len(p)+len(n)-2)
	for _, l := range p {
		if l != v.Pos() {
			r = append(r, l)
		}
	}
	for _, l := range n {
		switch {
		case l == v.Neg():
		case mark[litIndex(-l)] == stamp:
			return nil
		case mark[litIndex(l)] != stamp:
			r = append(r, l)
		}
	}
	return r
}

// gatePairs is the number of resolvents to make with the gate g, whose
// defining clause is in on and whose binary clauses are in off.
func gatePairs(g, on, off []int32) int {
	return len(off) - (len(g) - 1) + (len(on)-1)*(len(g)-1)
}

// findGate looks for a gate of v: a clause (v ∨ l1 ∨ … ∨ lk) among on,
// the clauses with v, and the binary clauses (¬v ∨ ¬li) for each i among
// off, those with ¬v. (For a gate of ¬v, on holds the clauses with ¬v.) It
// takes the shortest such clause, and appends its index and those of its
// binary clauses to gate; nothing when there is none.
//
// Given a gate, elimination needs only the resolvents of a gate clause with
// a clause out of it: those of two gate clauses are tautologies, and those
// of two clauses out of it follow from the others (Eén and Biere).
func findGate(cs [][]Lit, v Var, on, off []int32, mark []int32, stamp int32, gate []int32) []int32 {
	// Mark the literal that each binary clause of off negates: a clause of
	// on whose other literals are all marked defines v.
	for _, ci := range off {
		if c := cs[ci]; len(c) == 2 {
			mark[litIndex(-otherLit(c, v))] = stamp
		}
	}
	best := -1
	for _, ci := range on {
		c := cs[ci]
		if best >= 0 && len(c) >= len(cs[best]) {
			continue
		}
		if !slices.ContainsFunc(c, func(l Lit) bool { return l.Var() != v && mark[litIndex(l)] != stamp }) {
			best = int(ci)
		}
	}
	if best < 0 {
		return gate
	}
	gate = append(gate, int32(best))
	for _, ci := range off {
		if c := cs[ci]; len(c) == 2 && slices.Contains(cs[best], -otherLit(c, v)) {
			gate = append(gate, ci)
		}
	}
	return gate
}

// otherLit returns the literal of the binary clause c that is not over v.
func otherLit(c []Lit, v Var) Lit {
	if c[0].Var() == v {
		return c[1]
	}
	return c[0]
}

// restore gives the eliminated variables their values in m, a model of the
// clauses left, that make it a model of the clauses before elimination:
// last eliminated first, each false unless a clause of its own needs it
// true.
func restore(m []bool, steps []elimStep) {
	holds := func(l Lit) bool { return m[l.Var()] == l.IsPos() }
	for i := len(steps) - 1; i >= 0; i-- {
		st := steps[i]
		m[st.v] = false
		for _, c := range st.clauses {
			if slices.Contains(c, st.v.Pos()) && !slices.ContainsFunc(c, holds) {
				m[st.v] = true
				break
			}
		}
	}
}
