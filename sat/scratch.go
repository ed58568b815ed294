package sat

import "sync"

// clauseScratch is the memory in which newSolver writes the reduced
// clauses before gophersat copies them into its own: a slice of clauses
// and one buffer of literals that they alias.
//
// A count in cubes makes a solver per cube: 11,083 for 14-queens, each
// writing 4,214 clauses of 8,428 literals, 170 KB of garbage a cube and
// half of what a worker allocated (1.0 of 2.0 GB). The collector, and the
// scavenger returning the pages that it freed, then cost more than the
// writing; so the scratch is kept for the next solver.
type clauseScratch struct {
	cnf [][]int
	buf []int
}

// scratchMaxLits bounds the formulas whose scratch is kept: a large one
// is made once, and keeping its hundreds of megabytes while gophersat
// allocates its own would only raise the peak (1000-queens: 8.9 million
// literals).
const scratchMaxLits = 1 << 20

var scratchPool = sync.Pool{New: func() any { return new(clauseScratch) }}

// getScratch returns an empty scratch with room for clauses clauses and
// lits literals, kept from an earlier solver when the formula is small.
func getScratch(clauses, lits int) *clauseScratch {
	var sc *clauseScratch
	if lits <= scratchMaxLits {
		sc = scratchPool.Get().(*clauseScratch)
	} else {
		sc = new(clauseScratch)
	}
	if cap(sc.cnf) < clauses {
		sc.cnf = make([][]int, 0, clauses)
	}
	if cap(sc.buf) < lits {
		sc.buf = make([]int, 0, lits)
	}
	sc.cnf, sc.buf = sc.cnf[:0], sc.buf[:0]
	return sc
}

// putScratch hands sc back once gophersat has copied the clauses out of
// cnf, which must have been written in it.
func putScratch(sc *clauseScratch, cnf [][]int) {
	if cap(sc.buf) > scratchMaxLits {
		return
	}
	clear(cnf) // keep no clause's literals alive (after elimination, not sc.buf's)
	sc.cnf = cnf[:0]
	scratchPool.Put(sc)
}
