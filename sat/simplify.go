package sat

// Simplification under unit literals, before a formula reaches gophersat.
// A cube fixes a few literals; unit propagation then decides many more
// (a queen in a square empties its row, column and diagonals), and the
// clauses they satisfy or shorten need not be parsed by the solver at all.
// For the many small cubes of a parallel count this halves the cost of
// setting up each solver.

// litIndex maps a literal to 2v or 2v+1.
func litIndex(l Lit) int {
	if l > 0 {
		return 2 * int(l)
	}
	return 2*int(-l) + 1
}

// occurrences returns, for each literal index, the clauses that contain the
// literal. It is built once and kept until a clause is added.
func (f *Formula) occurrences() [][]int32 {
	if f.occ != nil && f.occClauses == len(f.ends) && len(f.occ) == 2*f.nvars+2 {
		return f.occ
	}
	counts := make([]int32, 2*f.nvars+2)
	for _, l := range f.lits {
		counts[litIndex(l)]++
	}
	flat := make([]int32, len(f.lits))
	occ := make([][]int32, len(counts))
	off := int32(0)
	for i, c := range counts {
		occ[i] = flat[off : off : off+c]
		off += c
	}
	start := 0
	for ci, end := range f.ends {
		for _, l := range f.lits[start:end] {
			k := litIndex(l)
			occ[k] = append(occ[k], int32(ci))
		}
		start = end
	}
	f.occ, f.occClauses = occ, len(f.ends)
	return occ
}

// propagate fixes units and everything unit propagation over the clauses
// derives from them. val[v] is 1 (true), −1 (false) or 0 (free). ok is false
// on a conflict.
func (f *Formula) propagate(units []Lit) (val []int8, ok bool) {
	val = make([]int8, f.nvars+1)
	// The occurrence lists are built when a literal is first propagated:
	// a formula without units needs none (1000-queens: 97 MB of them).
	var occ [][]int32
	queue := make([]Lit, 0, 64)
	assign := func(l Lit) bool {
		v := l.Var()
		want := int8(1)
		if l < 0 {
			want = -1
		}
		if val[v] != 0 {
			return val[v] == want
		}
		val[v] = want
		queue = append(queue, l)
		return true
	}
	value := func(l Lit) int8 {
		if l > 0 {
			return val[l]
		}
		return -val[-l]
	}
	for _, u := range units {
		if !assign(u) {
			return val, false
		}
	}
	start := 0
	for _, end := range f.ends {
		if end-start == 1 && !assign(f.lits[start]) {
			return val, false
		}
		start = end
	}
	for {
		if len(queue) > 0 && occ == nil {
			occ = f.occurrences()
		}
		if !f.propagateClauses(&queue, occ, assign, value) {
			return val, false
		}
		// Native cardinality constraints, checked whole each round: they
		// are few, and gophersat must never see one with an assigned
		// literal (its simplifyCard miscounts true literals in v1.4.0).
		for _, c := range f.cards {
			t, free := 0, 0
			for _, l := range c.Lits {
				switch value(l) {
				case 1:
					t++
				case 0:
					free++
				}
			}
			if t+free < c.AtLeast {
				return val, false
			}
			if t < c.AtLeast && t+free == c.AtLeast {
				for _, l := range c.Lits {
					if value(l) == 0 {
						assign(l)
					}
				}
			}
		}
		if len(queue) == 0 {
			return val, true
		}
	}
}

// propagateClauses empties the queue of newly true literals, assigning what
// the clauses force. It returns false on a conflict.
func (f *Formula) propagateClauses(queue *[]Lit, occ [][]int32, assign func(Lit) bool, value func(Lit) int8) bool {
	for len(*queue) > 0 {
		q := *queue
		l := q[len(q)-1]
		*queue = q[:len(q)-1]
		for _, ci := range occ[litIndex(-l)] {
			c := f.Clause(int(ci))
			var free Lit
			nfree := 0
			sat := false
			for _, x := range c {
				switch value(x) {
				case 1:
					sat = true
				case 0:
					nfree++
					free = x
				}
				if sat || nfree > 1 {
					break
				}
			}
			if sat || nfree > 1 {
				continue
			}
			if nfree == 0 || !assign(free) {
				return false
			}
		}
	}
	return true
}

// appendFree appends to buf the literals of c that val leaves free, each as
// conv gives it, and returns buf and those literals (a slice of buf). When
// val makes a literal of c true, it returns buf as it was and no literals.
func appendFree[T any](buf []T, c []Lit, val []int8, conv func(Lit) T) ([]T, []T) {
	start := len(buf)
	for _, l := range c {
		switch v := val[l.Var()]; {
		case v == 0:
			buf = append(buf, conv(l))
		case (v > 0) == (l > 0):
			return buf[:start], nil
		}
	}
	return buf, buf[start:len(buf):len(buf)]
}
