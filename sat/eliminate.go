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
// their order. The clauses of cs are not changed.
//
// A variable is eliminated only when a gate defines it, and the resolvents
// of the gate's clauses with its others, tautologies left out, are no more
// than the clauses it is in, none longer than elimMaxLen nor shorter than
// two literals (units are left to the solver). The variables are tried
// once each, fewest resolution pairs first.
func eliminate(cs [][]Lit, nvars int, frozen []bool) ([][]Lit, []elimStep) {
	return newClauseSet(cs).eliminate(nvars, frozen)
}

// eliminate is the package's eliminate on the clauses of set, which it
// takes over: the clauses it returns share set's literals.
func (set *clauseSet) eliminate(nvars int, frozen []bool) ([][]Lit, []elimStep) {
	occ := newOccLists(set, 2*nvars+2)
	alive := make([]bool, len(set.spans), cap(set.spans))
	for i := range alive {
		alive[i] = true
	}
	var order []Var
	for v := 1; v <= nvars; v++ {
		if (v >= len(frozen) || !frozen[v]) && occ.at[2*v].n > 0 && occ.at[2*v+1].n > 0 {
			order = append(order, Var(v))
		}
	}
	cost := func(v Var) int { return int(occ.at[2*v].n) * int(occ.at[2*v+1].n) }
	slices.SortStableFunc(order, func(a, b Var) int { return cost(a) - cost(b) })
	// Only the lists of the variables still to try are read: the
	// resolvents go into those alone (on a 25×25 Star Battle, whose
	// frozen variables gather most resolvents, keeping every list took
	// 1.4 times as long).
	pending := make([]bool, nvars+1)
	for _, v := range order {
		pending[v] = true
	}

	mark := make([]int32, 2*nvars+2) // literal index → stamp of the clause marked
	stamp := int32(0)
	type step struct {
		v        Var
		from, to int // in removed
	}
	var steps []step
	var removed []int32     // the clauses of every step
	var negGate []bool      // whether each clause with ¬v is in the gate
	var gate, other []int32 // the clauses of its gate, one side and the other
	for _, v := range order {
		pending[v] = false
		pos, neg := occ.live(2*int(v), alive), occ.live(2*int(v)+1, alive)
		if len(pos) == 0 || len(neg) == 0 || len(pos)+len(neg) > 2*elimMaxOcc {
			continue
		}
		// Overlapping constraints state some pairs twice (two cells in
		// one row and one block): the copies go, or they would hide
		// the gates' sizes.
		for _, side := range [][]int32{pos, neg} {
			stamp++
			for _, ci := range side {
				if c := set.at(ci); len(c) == 2 {
					k := litIndex(otherLit(c, v))
					if mark[k] == stamp {
						alive[ci] = false
					}
					mark[k] = stamp
				}
			}
		}
		pos, neg = occ.live(2*int(v), alive), occ.live(2*int(v)+1, alive)
		if len(pos)+len(neg) > elimMaxOcc {
			continue
		}
		// The gate of v or of ¬v, whichever leaves fewer pairs.
		stamp++
		gate = findGate(set, v, pos, neg, mark, stamp, gate[:0])
		stamp++
		other = findGate(set, v, neg, pos, mark, stamp, other[:0])
		if len(gate) == 0 || (len(other) > 0 && gatePairs(other, neg, pos) < gatePairs(gate, pos, neg)) {
			gate, other = other, gate
		}
		if len(gate) == 0 {
			continue
		}
		// The resolvents are counted and measured first, and made only
		// for a variable that goes: most are tried in vain (each value
		// of a Latin square's cell, say, whose resolvents outnumber its
		// clauses).
		negGate = negGate[:0]
		for _, ni := range neg {
			negGate = append(negGate, slices.Contains(gate, ni))
		}
		// pairs calls fn with each clause with v and each with ¬v whose
		// resolvent is not a tautology by the gate (one in it, one out),
		// the first's literals marked, until fn returns false; it
		// returns whether fn never did.
		pairs := func(fn func(p, n []Lit) bool) bool {
			for _, pi := range pos {
				stamp++
				for _, l := range set.at(pi) {
					mark[litIndex(l)] = stamp
				}
				inGate := slices.Contains(gate, pi)
				for j, ni := range neg {
					if inGate != negGate[j] && !fn(set.at(pi), set.at(ni)) {
						return false
					}
				}
			}
			return true
		}
		n := 0
		ok := pairs(func(p, q []Lit) bool {
			k := resolventLen(p, q, v, mark, stamp)
			if k < 0 {
				return true // a tautology
			}
			n++
			return k >= 2 && k <= elimMaxLen && n <= len(pos)+len(neg)
		})
		if !ok {
			continue
		}
		first := int32(len(set.spans)) // the first resolvent's index
		pairs(func(p, q []Lit) bool {
			set.addResolvent(p, q, v, mark, stamp)
			return true
		})
		from := len(removed)
		for _, side := range [][]int32{pos, neg} {
			for _, ci := range side {
				alive[ci] = false
				removed = append(removed, ci)
			}
		}
		steps = append(steps, step{v, from, len(removed)})
		for ci := first; ci < int32(len(set.spans)); ci++ {
			alive = append(alive, true)
			for _, l := range set.at(ci) {
				if pending[l.Var()] {
					occ.add(litIndex(l), ci)
				}
			}
		}
	}
	clauses := make([][]Lit, len(removed))
	for i, ci := range removed {
		clauses[i] = set.at(ci)
	}
	out := make([]elimStep, len(steps))
	for i, st := range steps {
		out[i] = elimStep{v: st.v, clauses: clauses[st.from:st.to:st.to]}
	}
	n := 0
	for _, a := range alive {
		if a {
			n++
		}
	}
	left := make([][]Lit, 0, n)
	for i, a := range alive {
		if a {
			left = append(left, set.at(int32(i)))
		}
	}
	return left, out
}

// clauseSet holds clauses as spans of one buffer of literals: the
// collector has no pointer to follow in it, and it grows without copying
// a slice of slices. With a slice of clauses, a resolvent allocated
// each, elimination of a 25×25 Star Battle's clauses (psb_kr11, as
// newSolver hands them over) took 12 ms, much of it in the collector;
// with the spans 4 ms.
type clauseSet struct {
	lits  []Lit
	spans []clauseSpan
}

// clauseSpan is a clause's place in clauseSet.lits.
type clauseSpan struct{ start, end int32 }

// newClauseSet copies cs into a new set (newClauseSetFor).
func newClauseSet(cs [][]Lit) *clauseSet {
	total := 0
	for _, c := range cs {
		total += len(c)
	}
	s := newClauseSetFor(len(cs), total)
	for _, c := range cs {
		start := int32(len(s.lits))
		s.lits = append(s.lits, c...)
		s.spans = append(s.spans, clauseSpan{start, int32(len(s.lits))})
	}
	return s
}

// newClauseSetFor returns an empty set with room for clauses of lits
// literals and their resolvents: on a 25×25 Star Battle these are half as
// many clauses again and longer ones, half again as many literals.
func newClauseSetFor(clauses, lits int) *clauseSet {
	return &clauseSet{lits: make([]Lit, 0, 3*lits), spans: make([]clauseSpan, 0, 2*clauses)}
}

// at returns clause ci, capped: an append to it copies.
func (s *clauseSet) at(ci int32) []Lit {
	sp := s.spans[ci]
	return s.lits[sp.start:sp.end:sp.end]
}

// addResolvent adds the resolvent on v of p (which holds v, its literals
// marked with stamp) and n (which holds ¬v), unless it is a tautology.
// p and n may be clauses of s.
func (s *clauseSet) addResolvent(p, n []Lit, v Var, mark []int32, stamp int32) {
	start := len(s.lits)
	for _, l := range p {
		if l != v.Pos() {
			s.lits = append(s.lits, l)
		}
	}
	for _, l := range n {
		switch {
		case l == v.Neg():
		case mark[litIndex(-l)] == stamp:
			s.lits = s.lits[:start]
			return
		case mark[litIndex(l)] != stamp:
			s.lits = append(s.lits, l)
		}
	}
	s.spans = append(s.spans, clauseSpan{int32(start), int32(len(s.lits))})
}

// resolventLen returns the length of the resolvent that addResolvent
// makes of p and n, without making it, or −1 for a tautology.
func resolventLen(p, n []Lit, v Var, mark []int32, stamp int32) int {
	k := len(p) - 1
	for _, l := range n {
		switch {
		case l == v.Neg():
		case mark[litIndex(-l)] == stamp:
			return -1
		case mark[litIndex(l)] != stamp:
			k++
		}
	}
	return k
}

// occLists are the clauses in which each literal occurs, by literal
// index, in one buffer: each list with room for its clauses of the set it
// was made from and half as many again; one that outgrows its room moves
// to the buffer's end.
type occLists struct {
	flat []int32
	at   []occList
}

// occList is one list's place in occLists.flat: n clauses from off, room
// for room.
type occList struct{ off, n, room int32 }

// newOccLists returns the lists of the clauses of s, over literal
// indexes below n.
func newOccLists(s *clauseSet, n int) *occLists {
	o := &occLists{at: make([]occList, n)}
	for _, l := range s.lits {
		o.at[litIndex(l)].room++
	}
	off := int32(0)
	for k := range o.at {
		room := o.at[k].room
		room += room/2 + 1
		o.at[k] = occList{off: off, room: room}
		off += room
	}
	o.flat = make([]int32, off)
	for ci := range s.spans {
		for _, l := range s.at(int32(ci)) {
			o.add(litIndex(l), int32(ci))
		}
	}
	return o
}

// add appends clause ci to list k.
func (o *occLists) add(k int, ci int32) {
	l := &o.at[k]
	if l.n == l.room {
		room := 2*l.room + 2
		off := int32(len(o.flat))
		o.flat = slices.Grow(o.flat, int(room))[:len(o.flat)+int(room)]
		copy(o.flat[off:], o.flat[l.off:l.off+l.n])
		l.off, l.room = off, room
	}
	o.flat[l.off+l.n] = ci
	l.n++
}

// live drops the clauses no longer alive from list k, and returns it (in
// the buffer: until the next add).
func (o *occLists) live(k int, alive []bool) []int32 {
	l := &o.at[k]
	out := o.flat[l.off:l.off]
	for _, ci := range o.flat[l.off : l.off+l.n] {
		if alive[ci] {
			out = append(out, ci)
		}
	}
	l.n = int32(len(out))
	return out
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
func findGate(cs *clauseSet, v Var, on, off []int32, mark []int32, stamp int32, gate []int32) []int32 {
	// Mark the literal that each binary clause of off negates: a clause of
	// on whose other literals are all marked defines v.
	for _, ci := range off {
		if c := cs.at(ci); len(c) == 2 {
			mark[litIndex(-otherLit(c, v))] = stamp
		}
	}
	best := int32(-1)
	for _, ci := range on {
		c := cs.at(ci)
		if best >= 0 && len(c) >= len(cs.at(best)) {
			continue
		}
		if !slices.ContainsFunc(c, func(l Lit) bool { return l.Var() != v && mark[litIndex(l)] != stamp }) {
			best = ci
		}
	}
	if best < 0 {
		return gate
	}
	gate = append(gate, best)
	for _, ci := range off {
		if c := cs.at(ci); len(c) == 2 && slices.Contains(cs.at(best), -otherLit(c, v)) {
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
