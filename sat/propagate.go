package sat

import (
	"slices"

	"github.com/puzzlesat/puzzlesat/internal/lists"
)

// Propagator does unit propagation on a formula's clauses with the reason
// of every literal it derives, for reasoning a person can follow: a
// puzzle's hints and its difficulty (package solve). It is not a solver: it
// assigns what is given and what follows by unit propagation, and can take
// assignments back to a mark. Native constraints are not propagated: build
// the formula with clauses (encode.Config.Select makes every named
// constraint clauses). The formula's checks that are PartialChecks judge
// each assignment that propagation leaves: a conflict one finds becomes a
// clause of the propagator's own (Clause), kept for good.
//
// Propagation works on copies of the clauses, as a CDCL solver's does: a
// clause of two literals is an implication each way, a longer one
// watches two of its literals, kept first in its copy, with a blocker,
// another of its literals, whose truth spares looking at the clause. Fix
// shortens the copies by what is assigned for good. A reason names a
// clause by its index, and Clause gives it as the formula has it.
type Propagator struct {
	f       *Formula
	nf      int            // the formula's clauses; those from nf on are extra's
	extra   [][]Lit        // clauses from the partial checks' conflicts
	partial []PartialCheck // the formula's checks that judge partial assignments
	n       int            // the variables
	vals    []int8         // by literal l at n+l: 1 true, −1 false, 0 free
	reason  []int32        // by variable: the clause that derived it, −1 for an assumption
	trail   []Lit          // assigned literals in order
	head    int            // trail position of the next literal to propagate
	floor   int            // the trail below it is fixed (Fix): Undo stops there
	// long holds, by clause index, the copy of each clause of three or
	// more literals that propagation uses, its two watched literals
	// first; nil for the others.
	long [][]Lit
	// arena holds the copies of long, one after another (index).
	arena []Lit
	// pos is, by clause index, where a long clause's last search for a
	// literal to watch ended: the next starts there (Gent's circular
	// search), not at the third literal again.
	pos []int32
	// watches[litIndex(l)] are the clauses looked at when l becomes
	// false: the long ones watching l, and those of two literals with l,
	// whose other literal that implies.
	watches [][]watch
	// seen marks, by variable, those met in the search of collect whose
	// stamp it holds; stack is that search's.
	seen  []uint32
	stamp uint32
	stack []Var
	// conflict is the clause found false, −1 for none, −2 for an
	// assumption against a literal already assigned (against).
	conflict int32
	against  Lit
}

// watch is a clause seen from one of its literals: a long one, ci its
// index, with a blocker (a literal of the clause other than the watched
// one); a clause of two literals, ci the complement (^) of its index, with
// its other literal.
type watch struct {
	ci    int32
	other Lit
}

// NewPropagator returns a propagator over the clauses of f, with nothing
// assigned. A clause of one literal is assigned at once (with that clause
// as reason); Conflicting says whether that already failed.
func NewPropagator(f *Formula) *Propagator {
	n := f.NumVars()
	p := &Propagator{f: f, n: n, vals: make([]int8, 2*n+1), reason: make([]int32, n+1), conflict: -1}
	p.nf = f.NumClauses()
	for _, c := range f.Checks() {
		if pc, ok := c.(PartialCheck); ok {
			p.partial = append(p.partial, pc)
		}
	}
	for i := 0; i < p.nf; i++ {
		c := f.Clause(i)
		switch len(c) {
		case 0:
			p.conflict = int32(i)
		case 1:
			if !p.assign(c[0], int32(i)) {
				p.conflict = int32(i)
			}
		}
	}
	p.index(false)
	if p.conflict < 0 {
		p.settle()
	}
	return p
}

// index builds the copies of the clauses (long, watches) from the
// formula's and extra's. When shorten is set, what is assigned is for
// good: a clause it satisfies is left out, and its false literals are
// dropped from the copies (never from Clause). The copies lie in one
// slice, and each literal's lists are carved from one: a clause at a
// time, the allocations were a third of a Masyu's first hint.
//
// Indexed again (Fix), it reuses what the first index allocated: the
// lists, emptied, and the room of the copies, which the shortened ones
// fit in. Allocated afresh, they doubled the memory of a reasoner set up,
// and a Masyu's first hint took 1.6 times as long, most of it faults of
// fresh pages.
func (p *Propagator) index(shorten bool) {
	nc := p.nf + len(p.extra)
	size := len(p.f.lits)
	for _, c := range p.extra {
		size += len(c)
	}
	again := p.watches != nil
	if again && cap(p.arena) >= size {
		clear(p.long)
		clear(p.pos)
	} else {
		p.long, p.pos, p.arena = make([][]Lit, nc), make([]int32, nc), make([]Lit, 0, size)
	}
	arena := p.arena[:0]
	ends := make([]int32, nc) // the end of clause i's copy in arena
	var nw []int              // each literal's watches, for a first index
	if !again {
		nw = make([]int, 2*p.n+2)
	}
	for i := range nc {
		start := len(arena)
		if !shorten {
			arena = append(arena, p.Clause(i)...)
		} else {
			done := false
			for _, l := range p.Clause(i) {
				if v := p.Value(l); v == 1 {
					done = true
					break
				} else if v == 0 {
					arena = append(arena, l)
				}
			}
			if done {
				arena = arena[:start]
			}
		}
		// Left out: a clause satisfied for good, an empty one or a unit
		// (NewPropagator assigns those), or, shortened to one literal,
		// a partial check's clause learned with one literal free, which
		// the check itself finds again if that literal goes false.
		switch c := arena[start:]; len(c) {
		case 0, 1:
			arena = arena[:start]
		default:
			if !again {
				nw[litIndex(c[0])]++
				nw[litIndex(c[1])]++
			}
		}
		ends[i] = int32(len(arena))
	}
	if again {
		for l := range p.watches {
			p.watches[l] = p.watches[l][:0]
		}
	} else {
		p.watches = lists.WithRoom[watch](nw)
	}
	start := 0
	for i, end := range ends {
		c := arena[start:end:end]
		start = int(end)
		if len(c) > 0 {
			p.watch(int32(i), c)
		}
	}
}

// add indexes clause ci, of the literals c, a copy of them when
// they are three or more; a clause of fewer than two is not indexed.
func (p *Propagator) add(ci int32, c []Lit) {
	if len(c) > 2 {
		c = slices.Clone(c)
	}
	if len(c) >= 2 {
		p.watch(ci, c)
	}
}

// watch adds clause ci, of the literals c (at least two: the copy itself
// when more), to the lists of c[0] and c[1].
func (p *Propagator) watch(ci int32, c []Lit) {
	w0, w1 := watch{ci, c[1]}, watch{ci, c[0]}
	if len(c) == 2 {
		w0.ci, w1.ci = ^ci, ^ci
	} else {
		p.long[ci], p.pos[ci] = c, 2
	}
	p.watches[litIndex(c[0])] = append(p.watches[litIndex(c[0])], w0)
	p.watches[litIndex(c[1])] = append(p.watches[litIndex(c[1])], w1)
}

// Fix keeps what is assigned now for good: Undo no longer takes it back,
// and propagation from here on works on clauses without what it decides
// (those it satisfies set aside, its false literals dropped), which for a
// formula with selectors (encode.Config.Select) makes most clauses
// shorter by one. Reasons still give the formula's clauses whole. Fix
// does nothing while Conflicting.
func (p *Propagator) Fix() {
	if p.conflict != -1 {
		return
	}
	p.floor = len(p.trail)
	p.index(true)
}

// Clause returns clause i of a reason (Reason, ConflictReason): the
// formula's clause i, or one that a partial check's conflict added.
func (p *Propagator) Clause(i int) []Lit {
	if i < p.nf {
		return p.f.Clause(i)
	}
	return p.extra[i-p.nf]
}

// Conflicting reports whether the assignments so far contradict a clause.
func (p *Propagator) Conflicting() bool { return p.conflict >= 0 }

// Value returns 1 when l is true, −1 when false, 0 when free.
func (p *Propagator) Value(l Lit) int8 {
	return p.vals[p.n+int(l)]
}

// Mark returns the current position, for Undo.
func (p *Propagator) Mark() int { return len(p.trail) }

// Undo takes back every assignment made after mark (but none that Fix
// kept), and a conflict.
func (p *Propagator) Undo(mark int) {
	if mark = max(mark, p.floor); mark < len(p.trail) {
		for _, l := range p.trail[mark:] {
			p.vals[p.n+int(l)], p.vals[p.n-int(l)] = 0, 0
		}
		p.trail = p.trail[:mark]
	}
	p.head = min(p.head, len(p.trail))
	p.conflict = -1
}

// Assume assigns l and propagates. It returns false on a conflict (the
// assignments then stay, for ConflictReason, until Undo).
func (p *Propagator) Assume(l Lit) bool {
	if p.conflict < 0 && p.Value(l) == 1 {
		return true
	}
	return p.place(l) && p.settle()
}

// AssumeAll assumes each of lits in turn, as Assume does, but asks the
// partial checks once, after the last: each costs a pass over the puzzle
// (a connectivity check over every cell), and the givens of a large grid
// are tens of thousands. What it reaches is what Assume reaches, a
// literal at a time: a partial check's conflict stays one as more is
// assigned.
func (p *Propagator) AssumeAll(lits []Lit) bool {
	for _, l := range lits {
		if !p.place(l) {
			return false
		}
	}
	return p.conflict < 0 && p.settle()
}

// place assigns l, unless it holds already, and propagates it by the
// clauses alone (not the partial checks); false on a conflict, or when
// there is one already.
func (p *Propagator) place(l Lit) bool {
	if p.conflict >= 0 {
		return false
	}
	switch p.Value(l) {
	case 1:
		return true
	case -1:
		p.conflict, p.against = -2, l
		return false
	}
	p.assign(l, -1)
	return p.propagate()
}

// settle propagates, then asks the partial checks about the assignment
// left; false on a conflict of either.
func (p *Propagator) settle() bool {
	if !p.propagate() {
		return false
	}
	for _, c := range p.partial {
		if nogood := c.Conflict(p.Value); nogood != nil {
			p.conflict = p.learn(nogood)
			return false
		}
	}
	return true
}

// learn adds the clause that no literal of nogood (all true, at least
// two) is true, and returns its index. It watches the two literals
// assigned last, so that taking either back frees it to propagate again.
func (p *Propagator) learn(nogood []Lit) int32 {
	at := make(map[Var]int, len(nogood)) // each literal's place on the trail
	for _, l := range nogood {
		at[l.Var()] = -1
	}
	for i, found := len(p.trail)-1, 0; i >= 0 && found < len(at); i-- {
		if v := p.trail[i].Var(); at[v] == -1 {
			at[v], found = i, found+1
		}
	}
	c := make([]Lit, len(nogood))
	for i, l := range nogood {
		c[i] = l.Not()
	}
	slices.SortFunc(c, func(a, b Lit) int { return at[b.Var()] - at[a.Var()] })
	ci := int32(p.nf + len(p.extra))
	p.extra = append(p.extra, c)
	p.long, p.pos = append(p.long, nil), append(p.pos, 0)
	p.add(ci, c)
	return ci
}

func (p *Propagator) assign(l Lit, reason int32) bool {
	switch p.Value(l) {
	case 1:
		return true
	case -1:
		return false
	}
	p.vals[p.n+int(l)], p.vals[p.n-int(l)] = 1, -1
	p.reason[l.Var()] = reason
	p.trail = append(p.trail, l)
	return true
}

// propagate runs unit propagation from the trail's head; false on a
// conflict. A literal's becoming false implies the other literal of each
// of its two-literal clauses, and makes each long clause watching it look
// for another literal to watch that is not false: failing that, its other
// watched literal is implied (or the clause fails).
func (p *Propagator) propagate() bool {
	for p.head < len(p.trail) {
		f := p.trail[p.head].Not() // the literal now false
		p.head++
		ws := p.watches[litIndex(f)]
		keep := ws[:0]
		for k, w := range ws {
			if w.ci < 0 { // a clause of two literals: the other is implied
				keep = append(keep, w)
				switch p.Value(w.other) {
				case 1:
					continue
				case -1:
					p.conflict = ^w.ci
					keep = append(keep, ws[k+1:]...)
					p.watches[litIndex(f)] = keep
					return false
				}
				p.assign(w.other, ^w.ci)
				continue
			}
			if p.Value(w.other) == 1 {
				keep = append(keep, w)
				continue
			}
			c := p.long[w.ci]
			if c[0] == f {
				c[0], c[1] = c[1], f
			}
			first := c[0]
			if first != w.other && p.Value(first) == 1 {
				keep = append(keep, watch{w.ci, first})
				continue
			}
			moved := false
			for j, k := int(p.pos[w.ci]), 2; k < len(c); k++ {
				if l := c[j]; p.Value(l) != -1 {
					c[1], c[j] = l, f
					p.watches[litIndex(l)] = append(p.watches[litIndex(l)], watch{w.ci, first})
					p.pos[w.ci] = int32(j)
					moved = true
					break
				}
				if j++; j == len(c) {
					j = 2
				}
			}
			if moved {
				continue
			}
			keep = append(keep, watch{w.ci, first})
			if p.Value(first) == -1 {
				p.conflict = w.ci
				keep = append(keep, ws[k+1:]...)
				p.watches[litIndex(f)] = keep
				return false
			}
			p.assign(first, w.ci)
		}
		p.watches[litIndex(f)] = keep
	}
	return true
}

// Reason returns the clauses of the derivation of l (true by propagation):
// the clause that implied it, and those of the literals that clause needed,
// back to the assumptions. Nil for an assumption or a free literal.
func (p *Propagator) Reason(l Lit) []int {
	var out []int
	p.collect(&out, l.Var())
	return out
}

// ConflictReason returns the clauses of the derivation of the conflict:
// the clause found false and the derivations of its literals.
func (p *Propagator) ConflictReason() []int {
	if p.conflict == -2 {
		return p.Reason(p.against.Not())
	}
	if p.conflict < 0 {
		return nil
	}
	out := []int{int(p.conflict)}
	c := p.Clause(int(p.conflict))
	vars := make([]Var, len(c))
	for i, l := range c {
		vars[i] = l.Var()
	}
	p.collect(&out, vars...)
	return out
}

// collect appends the clauses of the derivations of vars' values to out,
// each clause once: a search back through the reasons, marking the
// variables met with this search's stamp.
func (p *Propagator) collect(out *[]int, vars ...Var) {
	if p.seen == nil {
		p.seen = make([]uint32, len(p.reason))
	}
	if p.stamp++; p.stamp == 0 {
		clear(p.seen)
		p.stamp = 1
	}
	stack := append(p.stack[:0], vars...)
	for len(stack) > 0 {
		v := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if p.seen[v] == p.stamp || p.Value(v.Pos()) == 0 {
			continue
		}
		p.seen[v] = p.stamp
		r := p.reason[v]
		if r < 0 {
			continue
		}
		*out = append(*out, int(r))
		for _, l := range p.Clause(int(r)) {
			if l.Var() != v {
				stack = append(stack, l.Var())
			}
		}
	}
	p.stack = stack
}

// ConflictAssumptions returns the assumptions (made with Assume) that the
// derivation of the conflict rests on: with the formula's clauses, they
// alone already propagate to it. Nil without a conflict.
func (p *Propagator) ConflictAssumptions() []Lit {
	var clauses []int
	var out []Lit
	switch {
	case p.conflict == -2:
		out = append(out, p.against)
		clauses = p.Reason(p.against.Not())
		if p.reason[p.against.Var()] < 0 {
			// The opposite was itself assumed.
			out = append(out, p.against.Not())
		}
	case p.conflict >= 0:
		clauses = p.ConflictReason()
	default:
		return nil
	}
	seen := map[Var]bool{}
	for _, ci := range clauses {
		for _, l := range p.Clause(ci) {
			v := l.Var()
			if !seen[v] && p.Value(v.Pos()) != 0 && p.reason[v] < 0 {
				seen[v] = true
				out = append(out, p.trueLit(v))
			}
		}
	}
	return out
}

// trueLit returns the literal of v that is true.
func (p *Propagator) trueLit(v Var) Lit {
	if p.Value(v.Pos()) > 0 {
		return v.Pos()
	}
	return v.Neg()
}
