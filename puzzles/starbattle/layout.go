package starbattle

import (
	"context"
	"math/rand"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// The generator's search for a layout whose only solution is the
// intended stars: second solutions found, and regions changed to rule
// them out.

// counterexample is a second solution of a layout of the search: its
// stars (cells), and how many of them each region of the current layout
// holds.
type counterexample struct {
	cells  []int
	counts []int
	bad    int // regions whose count is not k: 0 means a solution
}

// layoutSearch changes a layout until its intended stars are its only
// solution.
type layoutSearch struct {
	n, k   int
	star   []bool // the intended stars, by cell
	region []int  // the layout, by cell
	size   []int  // cells per region
	rng    *rand.Rand
	opts   searchOptions
	st     *GenerateStats
	ces    []*counterexample
	cellCE [][]int // the counterexamples with a star in each cell
	// Scratch: visit marks by stamp (connectedWithout, piece), counts
	// by counterexample (delta).
	seen    []int
	stamp   int
	moved   []int
	touched []int
}

func newLayoutSearch(n, k int, star []bool, region []int, rng *rand.Rand, opts searchOptions, st *GenerateStats) *layoutSearch {
	s := &layoutSearch{n: n, k: k, star: star, region: region, rng: rng, opts: opts, st: st,
		size: make([]int, n), cellCE: make([][]int, n*n), seen: make([]int, n*n)}
	for _, g := range region {
		s.size[g]++
	}
	return s
}

// Limits of a search, after which it starts again from new stars.
const (
	maxChecks = 200 // checks of layouts, times n/10
	maxMoves  = 10  // moves after a check, times n
)

// run changes the layout until the intended stars are its only solution
// (true), or until the search stalls (false).
func (s *layoutSearch) run(ctx context.Context) (bool, error) {
	limit := maxChecks * max(s.n, 10) / 10
	for checks := 0; checks < limit; checks++ {
		sols, err := s.check(ctx)
		if err != nil || len(sols) == 0 {
			return err == nil, err
		}
		if s.opts.Forget {
			s.ces = s.ces[:0]
			s.moved = s.moved[:0]
			for i := range s.cellCE {
				s.cellCE[i] = s.cellCE[i][:0]
			}
		}
		for _, sol := range sols {
			s.add(sol)
		}
		// Move cells until no counterexample is a solution.
		for moves := 0; ; moves++ {
			alive := s.alive()
			if len(alive) == 0 {
				break
			}
			if moves == maxMoves*s.n {
				return false, nil
			}
			if !s.kill(s.ces[alive[s.rng.Intn(len(alive))]]) && (s.opts.NoShake || !s.shake()) {
				return false, nil
			}
			s.st.Moves++
		}
	}
	return false, nil
}

// check asks the solver for solutions of the layout other than the
// intended one, up to opts.Counterexamples, each as its cells with stars.
func (s *layoutSearch) check(ctx context.Context) ([][]int, error) {
	s.st.Layouts++
	n := s.n
	p := &Puzzle{Rows: n, Cols: n, K: s.k, Region: s.region, Regions: n}
	f := sat.NewFormula()
	x := f.NewVars(n * n)
	opts := Default
	if s.opts.Plain {
		opts = Options{}
	}
	cs := p.Constraints(f, x, opts)
	var intended []sat.Lit
	for i, b := range s.star {
		if b {
			intended = append(intended, x[i].Pos())
		}
	}
	// Not every intended star: another solution.
	cs = append(cs, encode.Constraint{Lits: intended, Op: encode.LE, K: len(intended) - 1})
	encode.Add(f, encode.Default, cs...)
	if s.opts.Prefer {
		var vs []sat.Var
		for _, l := range intended {
			vs = append(vs, l.Var())
		}
		f.PreferTrue(vs...)
	}
	var sols [][]int
	res, err := sat.Enumerate(ctx, f, sat.Projection{Vars: x, TrueOnly: true}, nil, int64(max(s.opts.Counterexamples, 1)), func(m []bool) bool {
		var cells []int
		for i, v := range x {
			if m[v] {
				cells = append(cells, i)
			}
		}
		sols = append(sols, cells)
		return true
	})
	s.st.Counterexamples += len(sols)
	s.st.Conflicts += res.Stats.Conflicts
	return sols, err
}

// add remembers a counterexample.
func (s *layoutSearch) add(cells []int) {
	ce := &counterexample{cells: cells, counts: make([]int, s.n)}
	for _, i := range cells {
		ce.counts[s.region[i]]++
	}
	for _, c := range ce.counts {
		if c != s.k {
			ce.bad++
		}
	}
	j := len(s.ces)
	s.ces = append(s.ces, ce)
	s.moved = append(s.moved, 0)
	for _, i := range cells {
		s.cellCE[i] = append(s.cellCE[i], j)
	}
}

// alive lists the counterexamples that are solutions of the layout.
func (s *layoutSearch) alive() []int {
	var out []int
	for j, ce := range s.ces {
		if ce.bad == 0 {
			out = append(out, j)
		}
	}
	return out
}

// delta scores the move of the cells of piece from region g to region h,
// the lower the better: the change in the number of living
// counterexamples, then (unless opts.AnyTie) the opposite of the change
// in how far the counterexamples' counts in g and h are from k, so that
// of the moves that revive the fewest, one that takes the counterexamples
// furthest from being solutions, where a later move is less likely to
// revive them.
func (s *layoutSearch) delta(piece []int, g, h int) int {
	touched := s.touched[:0]
	for _, i := range piece {
		for _, j := range s.cellCE[i] {
			if s.moved[j] == 0 {
				touched = append(touched, j)
			}
			s.moved[j]++
		}
	}
	d, spread := 0, 0
	for _, j := range touched {
		ce, m := s.ces[j], s.moved[j]
		s.moved[j] = 0
		bad := ce.bad - b2i(ce.counts[g] != s.k) - b2i(ce.counts[h] != s.k)
		bad += b2i(ce.counts[g]-m != s.k) + b2i(ce.counts[h]+m != s.k)
		d += b2i(bad == 0) - b2i(ce.bad == 0)
		spread += abs(ce.counts[g]-m-s.k) + abs(ce.counts[h]+m-s.k) - abs(ce.counts[g]-s.k) - abs(ce.counts[h]-s.k)
	}
	s.touched = touched
	if s.opts.AnyTie {
		return d
	}
	return d*1_000_000 - spread
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// move is a candidate change of the layout: the cells of piece go to
// region h.
type move struct {
	piece []int
	h     int
}

// best adds the moves of piece (from region g to each neighbouring region
// of cell i) to the moves that revive the fewest counterexamples so far,
// of which there are d.
func (s *layoutSearch) best(moves []move, d *int, i, g int, piece []int) []move {
	var nbuf [4]int
	var tried [4]int
	nt := 0
	for _, x := range neighbours4(s.n, i, nbuf[:0]) {
		h := s.region[x]
		dup := h == g
		for _, t := range tried[:nt] {
			dup = dup || t == h
		}
		if dup {
			continue
		}
		tried[nt] = h
		nt++
		switch dh := s.delta(piece, g, h); {
		case moves == nil || dh < *d:
			moves, *d = []move{{piece, h}}, dh
		case dh == *d:
			moves = append(moves, move{piece, h})
		}
	}
	return moves
}

// kill makes ce, a living counterexample, no solution: one of its stars
// that is not an intended star moves to a neighbouring region, with the
// pieces of its region that it alone joins to the intended stars (unless
// opts.Single); of these moves, the best by delta, ties at random. It
// returns false when no cell can move.
func (s *layoutSearch) kill(ce *counterexample) bool {
	var moves []move
	d := 0
	for _, i := range ce.cells {
		if s.star[i] {
			continue
		}
		piece := s.piece(i)
		if piece == nil || s.size[s.region[i]]-len(piece) < minRegion {
			continue
		}
		moves = s.best(moves, &d, i, s.region[i], piece)
	}
	return s.apply(moves)
}

// shake moves a cell that holds no intended star to a neighbouring region,
// keeping its region connected, the best by delta, ties at random: a step
// that may open the way for the moves that kill a counterexample. It
// returns false when no cell can move.
func (s *layoutSearch) shake() bool {
	var moves []move
	d := 0
	for i := range s.region {
		if s.star[i] || s.size[s.region[i]] <= minRegion || !s.connectedWithout(i) {
			continue
		}
		moves = s.best(moves, &d, i, s.region[i], []int{i})
	}
	return s.apply(moves)
}

// apply makes one of moves, at random, and reports whether there was one.
func (s *layoutSearch) apply(moves []move) bool {
	if len(moves) == 0 {
		return false
	}
	m := moves[s.rng.Intn(len(moves))]
	for _, i := range m.piece {
		g := s.region[i]
		for _, j := range s.cellCE[i] {
			ce := s.ces[j]
			ce.bad -= b2i(ce.counts[g] != s.k) + b2i(ce.counts[m.h] != s.k)
			ce.counts[g]--
			ce.counts[m.h]++
			ce.bad += b2i(ce.counts[g] != s.k) + b2i(ce.counts[m.h] != s.k)
		}
		s.region[i] = m.h
		s.size[g]--
		s.size[m.h]++
	}
	return true
}

// piece returns the cells that leave the region of cell i with it: i
// alone when the region stays connected without it; unless opts.Single,
// i and the parts of the region that it alone joins to the intended
// stars, when those stars stay together. It returns nil when i cannot
// leave.
func (s *layoutSearch) piece(i int) []int {
	if s.connectedWithout(i) {
		return []int{i}
	}
	if s.opts.Single {
		return nil
	}
	g := s.region[i]
	s.stamp++
	s.seen[i] = s.stamp
	out := []int{i}
	withStars := 0
	var nbuf, nbuf2 [4]int
	for _, start := range neighbours4(s.n, i, nbuf[:0]) {
		if s.region[start] != g || s.seen[start] == s.stamp {
			continue
		}
		s.seen[start] = s.stamp
		part := []int{start}
		stars := 0
		for q := 0; q < len(part); q++ {
			c := part[q]
			if s.star[c] {
				stars++
			}
			for _, x := range neighbours4(s.n, c, nbuf2[:0]) {
				if s.region[x] == g && s.seen[x] != s.stamp {
					s.seen[x] = s.stamp
					part = append(part, x)
				}
			}
		}
		if stars > 0 {
			withStars++
		} else {
			out = append(out, part...)
		}
	}
	if withStars != 1 {
		return nil
	}
	return out
}

// connectedWithout reports whether the region of cell i is connected
// without it (and not empty).
func (s *layoutSearch) connectedWithout(i int) bool {
	g := s.region[i]
	var nbuf [4]int
	start := -1
	for _, x := range neighbours4(s.n, i, nbuf[:0]) {
		if s.region[x] == g {
			start = x
			break
		}
	}
	if start < 0 {
		return false
	}
	s.stamp++
	s.seen[i] = s.stamp
	s.seen[start] = s.stamp
	stack := []int{start}
	count := 1
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, x := range neighbours4(s.n, c, nbuf[:0]) {
			if s.region[x] == g && s.seen[x] != s.stamp {
				s.seen[x] = s.stamp
				count++
				stack = append(stack, x)
			}
		}
	}
	return count == s.size[g]-1
}
