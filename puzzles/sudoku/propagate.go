package sudoku

import (
	"fmt"
	"math/bits"
)

// grid is the candidates of every cell during propagation: a bit set of
// values per cell, the values already placed, and per group (row, column,
// block) and value how many cells may still take it.
type grid struct {
	p          *Puzzle
	n, w       int      // side; 64-bit words per cell's candidate set
	cand       []uint64 // cand[cell*w + v/64] bit v%64: v is a candidate of cell (v 0-based)
	ncand      []int32  // candidates per open cell
	known      []int    // the value of each decided cell, 0 when open
	gcount     []int32  // gcount[g*n+v]: cells of group g with candidate v (v 0-based)
	placed     []bool   // placed[g*n+v]: group g holds value v+1
	queue      []int32  // pending singles: cell i with one candidate as i; value v with one place in group g as -(g*n+v)-1
	singles    bool     // look for naked and hidden singles
	members    []int32  // members[g*n+k]: the k-th cell of group g
	cellGroups []int32  // cellGroups[3i…3i+2]: the row, column and block groups of cell i
	failed     string   // a contradiction found, or ""
}

// groupsOf returns the row, column and block group indices of cell i:
// rows are groups 0…n-1, columns n…2n-1, blocks 2n…3n-1.
func (s *grid) groupsOf(i int) [3]int {
	g := s.cellGroups[3*i : 3*i+3]
	return [3]int{int(g[0]), int(g[1]), int(g[2])}
}

// groupCell returns the k-th cell of group g.
func (s *grid) groupCell(g, k int) int { return int(s.members[g*s.n+k]) }

// groupTables returns the tables of cells by group and groups by cell of
// p's grid, as grid holds them (members, cellGroups): rows are groups
// 0…n-1, columns n…2n-1, blocks 2n…3n-1.
func groupTables(p *Puzzle) (members, cellGroups []int32) {
	n := p.N
	members = make([]int32, 3*n*n)
	cellGroups = make([]int32, 3*n*n)
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			i := r*n + c
			b := p.Box(r, c)
			k := (r%p.BoxRows)*p.BoxCols + c%p.BoxCols // place in the block
			members[r*n+c] = int32(i)
			members[(n+c)*n+r] = int32(i)
			members[(2*n+b)*n+k] = int32(i)
			cellGroups[3*i], cellGroups[3*i+1], cellGroups[3*i+2] = int32(r), int32(n+c), int32(2*n+b)
		}
	}
	return members, cellGroups
}

func groupName(n, g int) string {
	switch {
	case g < n:
		return fmt.Sprintf("row %d", g+1)
	case g < 2*n:
		return fmt.Sprintf("column %d", g-n+1)
	}
	return fmt.Sprintf("block %d", g-2*n+1)
}

func cellName(n, i int) string { return fmt.Sprintf("r%dc%d", i/n+1, i%n+1) }

// newGrid returns every cell open with every candidate.
func newGrid(p *Puzzle, singles bool) *grid {
	n := p.N
	w := (n + 63) / 64
	s := &grid{p: p, n: n, w: w, singles: singles,
		cand:   make([]uint64, n*n*w),
		ncand:  make([]int32, n*n),
		known:  make([]int, n*n),
		gcount: make([]int32, 3*n*n),
		placed: make([]bool, 3*n*n),
	}
	full := make([]uint64, w)
	for v := 0; v < n; v++ {
		full[v/64] |= 1 << (v % 64)
	}
	for i := 0; i < n*n; i++ {
		copy(s.cand[i*w:], full)
		s.ncand[i] = int32(n)
	}
	for i := range s.gcount {
		s.gcount[i] = int32(n)
	}
	s.members, s.cellGroups = groupTables(p)
	return s
}

func (s *grid) has(i, v int) bool { return s.cand[i*s.w+v/64]&(1<<(v%64)) != 0 }

func (s *grid) fail(format string, args ...any) {
	if s.failed == "" {
		s.failed = fmt.Sprintf(format, args...)
	}
}

// remove takes candidate v (0-based) from cell i.
func (s *grid) remove(i, v int) {
	word := &s.cand[i*s.w+v/64]
	bit := uint64(1) << (v % 64)
	if *word&bit == 0 {
		return
	}
	*word &^= bit
	s.ncand[i]--
	for _, g := range s.groupsOf(i) {
		k := g*s.n + v
		s.gcount[k]--
		if s.placed[k] {
			continue
		}
		switch s.gcount[k] {
		case 0:
			s.fail("%s has no place left for %d", groupName(s.n, g), v+1)
		case 1:
			if s.singles {
				s.queue = append(s.queue, int32(-k-1))
			}
		}
	}
	if s.known[i] == 0 {
		switch s.ncand[i] {
		case 0:
			s.fail("cell %s has no value left", cellName(s.n, i))
		case 1:
			if s.singles {
				s.queue = append(s.queue, int32(i))
			}
		}
	}
}

// assign places value v (1-based) in cell i and removes it from the peers.
func (s *grid) assign(i, v int) {
	if s.known[i] != 0 {
		if s.known[i] != v {
			s.fail("cell %s would hold both %d and %d", cellName(s.n, i), s.known[i], v)
		}
		return
	}
	if !s.has(i, v-1) {
		s.fail("cell %s cannot hold %d", cellName(s.n, i), v)
		return
	}
	s.known[i] = v
	gs := s.groupsOf(i)
	for _, g := range gs {
		k := g*s.n + v - 1
		if s.placed[k] {
			s.fail("%s would hold %d twice", groupName(s.n, g), v)
			return
		}
		s.placed[k] = true
	}
	for u := 0; u < s.n; u++ {
		if u != v-1 {
			s.remove(i, u)
		}
	}
	for _, g := range gs {
		for k := 0; k < s.n; k++ {
			if j := s.groupCell(g, k); j != i {
				s.remove(j, v-1)
			}
		}
	}
}

// run places the cells in the queue until it is empty or a contradiction
// is found.
func (s *grid) run() {
	for len(s.queue) > 0 && s.failed == "" {
		q := s.queue[len(s.queue)-1]
		s.queue = s.queue[:len(s.queue)-1]
		if q >= 0 {
			i := int(q)
			if s.known[i] == 0 && s.ncand[i] == 1 {
				s.assign(i, s.firstCand(i)+1)
			}
			continue
		}
		k := int(-q - 1)
		g, v := k/s.n, k%s.n
		if s.placed[k] || s.gcount[k] != 1 {
			continue
		}
		for c := 0; c < s.n; c++ {
			if j := s.groupCell(g, c); s.known[j] == 0 && s.has(j, v) {
				s.assign(j, v+1)
				break
			}
		}
	}
}

// firstCand returns the smallest candidate (0-based) of cell i, or -1.
func (s *grid) firstCand(i int) int {
	for k := 0; k < s.w; k++ {
		if x := s.cand[i*s.w+k]; x != 0 {
			return k*64 + bits.TrailingZeros64(x)
		}
	}
	return -1
}

// cands calls fn with each candidate (0-based) of cell i, in order.
func (s *grid) cands(i int, fn func(v int)) {
	for k := 0; k < s.w; k++ {
		x := s.cand[i*s.w+k]
		for x != 0 {
			fn(k*64 + bits.TrailingZeros64(x))
			x &= x - 1
		}
	}
}

// rank returns the number of candidates of cell i below v (0-based).
func (s *grid) rank(i, v int) int {
	r := 0
	base := i * s.w
	for k := 0; k < v/64; k++ {
		r += bits.OnesCount64(s.cand[base+k])
	}
	return r + bits.OnesCount64(s.cand[base+v/64]&(1<<(v%64)-1))
}

// maxLockedN bounds the grids on which locked candidates are looked for:
// a pass costs 3N³ steps, well spent on small grids, too dear on 400×400.
const maxLockedN = 64

// locked applies one pass of locked candidates: when a value's places in a
// block all lie in one row (or column), the value leaves the rest of that
// row (column) — "pointing"; when its places in a row or column all lie in
// one block, it leaves the rest of the block — "claiming". It reports
// whether a candidate was removed.
func (s *grid) locked() bool {
	n := s.n
	changed := false
	for g := 0; g < 3*n && s.failed == ""; g++ {
		for v := 0; v < n; v++ {
			if s.placed[g*n+v] || s.gcount[g*n+v] < 2 {
				continue
			}
			// The row, column and block shared by every place of v in g.
			row, col, box := -1, -1, -1
			for k := 0; k < n; k++ {
				j := s.groupCell(g, k)
				if s.known[j] != 0 || !s.has(j, v) {
					continue
				}
				r, c, b := j/n, j%n, s.p.Box(j/n, j%n)
				if row == -1 {
					row, col, box = r, c, b
					continue
				}
				if r != row {
					row = -2
				}
				if c != col {
					col = -2
				}
				if b != box {
					box = -2
				}
			}
			var targets []int
			switch {
			case g >= 2*n && row >= 0:
				targets = append(targets, row)
			case g >= 2*n && col >= 0:
				targets = append(targets, n+col)
			case g < 2*n && box >= 0:
				targets = append(targets, 2*n+box)
			}
			for _, t := range targets {
				for k := 0; k < n; k++ {
					j := s.groupCell(t, k)
					if s.known[j] != 0 || !s.has(j, v) || s.inGroup(j, g) {
						continue
					}
					s.remove(j, v)
					changed = true
				}
			}
		}
	}
	return changed
}

// inGroup reports whether cell j belongs to group g.
func (s *grid) inGroup(j, g int) bool {
	for _, h := range s.groupsOf(j) {
		if h == g {
			return true
		}
	}
	return false
}

// propagate runs singles and, on grids up to maxLockedN, locked
// candidates, until neither changes anything.
func (s *grid) propagate(locked bool) {
	s.run()
	for locked && s.n <= maxLockedN && s.failed == "" && s.locked() {
		s.run()
	}
}
