package sat

import "slices"

// Propagator does unit propagation on a formula's clauses with the reason
// of every literal it derives, for reasoning a person can follow: a
// puzzle's hints and its difficulty (package solve). It is not a solver: it
// assigns what is given and what follows by unit propagation, and can take
// assignments back to a mark. Native constraints are not propagated: build
// the formula with clauses (encode.Config.Select makes every named
// constraint clauses). The formula's checks that are PartialChecks judge
// each assignment that propagation leaves: a conflict one finds becomes a
// clause of the propagator's own (Clause), kept for good.
type Propagator struct {
	f       *Formula
	nf      int            // the formula's clauses; those from nf on are extra's
	extra   [][]Lit        // clauses from the partial checks' conflicts
	partial []PartialCheck // the formula's checks that judge partial assignments
	val     []int8         // by variable: 1 true, −1 false, 0 free
	reason  []int32        // by variable: the clause that derived it, −1 for an assumption
	trail   []Lit          // assigned literals in order
	watches [][]int32      // by literal index: clauses watching the literal's negation becoming true... see watch
	w1, w2  []Lit          // each clause's two watched literals
	head    int            // trail position of the next literal to propagate
	// conflict is the clause found false, −1 for none, −2 for an
	// assumption against a literal already assigned (against).
	conflict int32
	against  Lit
}

// NewPropagator returns a propagator over the clauses of f, with nothing
// assigned. A clause of one literal is assigned at once (with that clause
// as reason); Conflicting says whether that already failed.
func NewPropagator(f *Formula) *Propagator {
	n := f.NumVars()
	p := &Propagator{f: f, val: make([]int8, n+1), reason: make([]int32, n+1),
		watches: make([][]int32, 2*n+2), conflict: -1}
	nc := f.NumClauses()
	p.w1, p.w2, p.nf = make([]Lit, nc), make([]Lit, nc), nc
	for _, c := range f.Checks() {
		if pc, ok := c.(PartialCheck); ok {
			p.partial = append(p.partial, pc)
		}
	}
	for i := 0; i < nc; i++ {
		c := f.Clause(i)
		switch len(c) {
		case 0:
			p.conflict = int32(i)
		case 1:
			if !p.assign(c[0], int32(i)) {
				p.conflict = int32(i)
			}
		default:
			p.w1[i], p.w2[i] = c[0], c[1]
			p.watches[litIndex(c[0])] = append(p.watches[litIndex(c[0])], int32(i))
			p.watches[litIndex(c[1])] = append(p.watches[litIndex(c[1])], int32(i))
		}
	}
	if p.conflict < 0 {
		p.settle()
	}
	return p
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
	v := p.val[l.Var()]
	if l < 0 {
		return -v
	}
	return v
}

// Mark returns the current position, for Undo.
func (p *Propagator) Mark() int { return len(p.trail) }

// Undo takes back every assignment made after mark, and a conflict.
func (p *Propagator) Undo(mark int) {
	for len(p.trail) > mark {
		l := p.trail[len(p.trail)-1]
		p.trail = p.trail[:len(p.trail)-1]
		p.val[l.Var()] = 0
	}
	p.head = min(p.head, mark)
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
	p.w1, p.w2 = append(p.w1, c[0]), append(p.w2, c[1])
	p.watches[litIndex(c[0])] = append(p.watches[litIndex(c[0])], ci)
	p.watches[litIndex(c[1])] = append(p.watches[litIndex(c[1])], ci)
	return ci
}

func (p *Propagator) assign(l Lit, reason int32) bool {
	switch p.Value(l) {
	case 1:
		return true
	case -1:
		return false
	}
	v := l.Var()
	p.val[v] = 1
	if l < 0 {
		p.val[v] = -1
	}
	p.reason[v] = reason
	p.trail = append(p.trail, l)
	return true
}

// propagate runs unit propagation from the trail's head; false on a
// conflict. Each clause watches two literals that are not false while
// it is not satisfied; when one becomes false, the clause looks for another
// to watch, and otherwise the other one is implied (or the clause fails).
func (p *Propagator) propagate() bool {
	for p.head < len(p.trail) {
		falseLit := p.trail[p.head].Not()
		p.head++
		ws := p.watches[litIndex(falseLit)]
		keep := ws[:0]
		for k, ci := range ws {
			c := p.Clause(int(ci))
			other := p.w1[ci]
			if other == falseLit {
				other = p.w2[ci]
			}
			if p.Value(other) == 1 {
				keep = append(keep, ci)
				continue
			}
			moved := false
			for _, l := range c {
				if l != p.w1[ci] && l != p.w2[ci] && p.Value(l) != -1 {
					if p.w1[ci] == falseLit {
						p.w1[ci] = l
					} else {
						p.w2[ci] = l
					}
					p.watches[litIndex(l)] = append(p.watches[litIndex(l)], ci)
					moved = true
					break
				}
			}
			if moved {
				continue
			}
			keep = append(keep, ci)
			if !p.assign(other, ci) {
				p.conflict = ci
				keep = append(keep, ws[k+1:]...)
				p.watches[litIndex(falseLit)] = keep
				return false
			}
		}
		p.watches[litIndex(falseLit)] = keep
	}
	return true
}

// Reason returns the clauses of the derivation of l (true by propagation):
// the clause that implied it, and those of the literals that clause needed,
// back to the assumptions. Nil for an assumption or a free literal.
func (p *Propagator) Reason(l Lit) []int {
	seen := map[Var]bool{}
	var out []int
	p.collect(l.Var(), seen, &out)
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
	seen := map[Var]bool{}
	out := []int{int(p.conflict)}
	for _, l := range p.Clause(int(p.conflict)) {
		p.collect(l.Var(), seen, &out)
	}
	return out
}

func (p *Propagator) collect(v Var, seen map[Var]bool, out *[]int) {
	if seen[v] || p.val[v] == 0 {
		return
	}
	seen[v] = true
	r := p.reason[v]
	if r < 0 {
		return
	}
	*out = append(*out, int(r))
	for _, l := range p.Clause(int(r)) {
		if l.Var() != v {
			p.collect(l.Var(), seen, out)
		}
	}
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
			if !seen[v] && p.val[v] != 0 && p.reason[v] < 0 {
				seen[v] = true
				out = append(out, p.trueLit(v))
			}
		}
	}
	return out
}

// trueLit returns the literal of v that is true.
func (p *Propagator) trueLit(v Var) Lit {
	if p.val[v] > 0 {
		return v.Pos()
	}
	return v.Neg()
}
