package starbattle

import (
	"context"
	"fmt"
	"math/rand"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// generator makes Star Battle layouts with one solution (see Generate).
// A layout has no givens: --symmetric is refused, and --no-minimal changes
// nothing.
func generator() *solve.Generator {
	return &solve.Generator{
		Usage: "[--size N] [--stars K] [flags]",
		Flags: func(fs *pflag.FlagSet) solve.Make {
			stars := fs.Int("stars", 0, "stars per row, column and region (0: as published puzzles of the side have: 1 up to 8, 2 up to 13, then ⌊(side−1)/4⌋, so 3 for 14, 4 for 17, 6 for 25)")
			return func(ctx context.Context, g *solve.GenerateOptions, rng *rand.Rand) (*solve.Generated, error) {
				n := g.Size
				if n == 0 {
					n = 10
				}
				if g.Symmetric {
					return nil, fmt.Errorf("--symmetric: a Star Battle puzzle is its layout of regions, with no givens to place symmetrically")
				}
				if n < 4 || n > MaxGenerateSide {
					return nil, fmt.Errorf("--size %d: expected a side from 4 to %d", n, MaxGenerateSide)
				}
				k := *stars
				if k == 0 {
					k = DefaultStars(n)
				}
				if k < 1 || 4*k > n {
					return nil, fmt.Errorf("--stars %d: expected 1 to %d on a side of %d (two rows hold 2×%d stars, at most one in each 2×2 block)", k, n/4, n, k)
				}
				gen, st, err := Generate(ctx, rng, n, k)
				if gen != nil {
					gen.Work = map[string]int{"layouts": st.Layouts}
				}
				return gen, err
			}
		},
	}
}

// MaxGenerateSide is the largest side Generate takes.
const MaxGenerateSide = 30

// DefaultStars is the number of stars published puzzles of side n have:
// 1 up to 8×8, 2 up to 13×13, then ⌊(n−1)/4⌋ (3 for 14×14 to 16×16, 4
// for 17×17, 5 for 21×21, 6 for 25×25).
func DefaultStars(n int) int {
	switch {
	case n <= 8:
		return 1
	case n <= 13:
		return 2
	}
	return (n - 1) / 4
}

// GenerateStats counts the work of Generate.
type GenerateStats struct {
	Layouts         int // layouts checked by the solver
	Counterexamples int // second solutions the checks found
	Moves           int // cells (or pieces) moved from region to region
	Restarts        int // new stars and regions, after a search that stalled
	Conflicts       int // the solver's conflicts in the checks
}

// Generate makes an n×n layout with k stars per row, column and region
// that has exactly one solution, the Solution of the result:
//
//  1. stars are placed at random, k per row and column, none touching
//     (placeStars);
//  2. a region of k stars grows around them: a blob around each star, the
//     blobs then joined k by k (growRegions);
//  3. while the solver finds solutions other than the intended one, the
//     layout changes where they differ: a cell where a second solution
//     has a star and the intended one has none moves to a neighbouring
//     region, which leaves two regions with k−1 and k+1 of its stars.
//     Every second solution met is remembered, and of the moves that kill
//     the current ones, one that revives the fewest remembered ones is
//     made, and of those one that takes them furthest from being
//     solutions (layoutSearch). A search that stalls (no cell can move, or
//     the moves cannot kill every second solution known) starts again
//     from new stars.
//
// The same rng gives the same layout.
func Generate(ctx context.Context, rng *rand.Rand, n, k int) (*solve.Generated, GenerateStats, error) {
	return generate(ctx, rng, n, k, defaultSearch)
}

// searchOptions are the choices of the generator, compared by
// TestGenerateReport; the zero value is the default but for
// Counterexamples.
type searchOptions struct {
	Counterexamples int  // second solutions asked of each check
	Forget          bool // forget the second solutions of earlier checks
	Single          bool // move single cells only, never the pieces they alone join to their region
	NoShake         bool // restart when no cell of a counterexample can move, instead of a neutral move
	Prefer          bool // the solver tries the intended stars first
	Balanced        bool // the blobs grow evenly, not each as fast as its size
	Plain           bool // check with the plain model instead of Default
	AnyTie          bool // of the moves that revive the fewest, any (not one that takes the counterexamples furthest from solutions)
}

// defaultSearch is the generator's choice, from TestGenerateReport (15
// seeds on 10×10 and 14×14, 8 on 25×25; mean time, layouts checked per
// unique one): 0.04 s and 6.5 layouts on 10×10 with 2 stars, 0.96 s and
// 15.5 on 14×14 with 3, 5.6 s and 8.9 on 25×25 with 6. The plain
// loop (one second solution per check, forgotten after it, single cells,
// a restart when none can move) takes 0.10 s and 25, 3.7 s and 80, 36 s
// and 45 (a run of 3 minutes stopped). Forgetting, single cells, no
// neutral moves, evenly grown blobs and ties taken at random each cost
// 1.2x to 2x on 14×14; checking with the plain model costs 4x on 25×25;
// 1, 3 or 30 second solutions a check, and the solver trying the intended
// stars first, are within the noise.
var defaultSearch = searchOptions{Counterexamples: 10}

func generate(ctx context.Context, rng *rand.Rand, n, k int, opts searchOptions) (*solve.Generated, GenerateStats, error) {
	var st GenerateStats
	for {
		if err := ctx.Err(); err != nil {
			return nil, st, err
		}
		star, err := placeStars(ctx, rng, n, k)
		if err != nil {
			return nil, st, err
		}
		region := growRegions(rng, n, k, star, opts.Balanced)
		if region == nil {
			st.Restarts++
			continue
		}
		s := newLayoutSearch(n, k, star, region, rng, opts, &st)
		ok, err := s.run(ctx)
		if err != nil {
			return nil, st, err
		}
		if !ok {
			st.Restarts++
			continue
		}
		p, err := New(n, n, k, s.region)
		if err != nil {
			return nil, st, err
		}
		var sol Solution
		for i, b := range star {
			if b {
				sol = append(sol, Star{i / n, i % n})
			}
		}
		if err := Verify(p, sol); err != nil {
			return nil, st, fmt.Errorf("the generated stars break the rules (a bug): %v", err)
		}
		link, err := p.URL()
		if err != nil {
			return nil, st, err
		}
		return &solve.Generated{
			Text:     p.GridText(),
			JSON:     p.JSON(),
			Link:     link,
			Solution: solve.Answer{Text: Text(p, sol, RenderOptions{}), Fields: map[string]any{"stars": sol.Pairs()}},
		}, st, nil
	}
}

// placeStars returns a random placement of k stars per row and column, no
// two touching (indexed by cell): stars go on cells in random order, while
// their row and column have room and they touch no other, up to half the
// stars; then the solver completes the placement (a solution of the model
// of a puzzle whose regions are its rows, under those stars). When it
// cannot, a smaller share is placed first.
func placeStars(ctx context.Context, rng *rand.Rand, n, k int) ([]bool, error) {
	rows := make([]int, n*n)
	for i := range rows {
		rows[i] = i / n
	}
	p, err := New(n, n, k, rows)
	if err != nil {
		return nil, err
	}
	m := p.Encode(encode.Default, Default)
	for share := n * k / 2; ; share /= 2 {
		star := make([]bool, n*n)
		rowN, colN := make([]int, n), make([]int, n)
		var units []sat.Lit
		for _, i := range rng.Perm(n * n) {
			if len(units) >= share {
				break
			}
			r, c := i/n, i%n
			if rowN[r] >= k || colN[c] >= k || touches(star, n, r, c) {
				continue
			}
			star[i] = true
			rowN[r]++
			colN[c]++
			units = append(units, m.Cells[i].Pos())
		}
		status, model, _ := sat.Solve(ctx, m.Formula, units...)
		switch {
		case status == sat.Unknown:
			return nil, ctx.Err()
		case status == sat.Sat:
			for i, v := range m.Cells {
				star[i] = model[v]
			}
			return star, nil
		case share == 0:
			return nil, fmt.Errorf("no %d×%d grid holds %d stars per row and column that do not touch", n, n, k)
		}
	}
}

// touches reports whether a star of the n×n grid star touches cell (r, c).
func touches(star []bool, n, r, c int) bool {
	for rr := max(r-1, 0); rr <= min(r+1, n-1); rr++ {
		for cc := max(c-1, 0); cc <= min(c+1, n-1); cc++ {
			if star[rr*n+cc] {
				return true
			}
		}
	}
	return false
}

// neighbours4 returns the cells beside cell i of an n×n grid, in buf.
func neighbours4(n, i int, buf []int) []int {
	buf = buf[:0]
	r, c := i/n, i%n
	if r > 0 {
		buf = append(buf, i-n)
	}
	if c > 0 {
		buf = append(buf, i-1)
	}
	if c+1 < n {
		buf = append(buf, i+1)
	}
	if r+1 < n {
		buf = append(buf, i+n)
	}
	return buf
}

// minRegion is the fewest cells a region has: a region of one cell would
// be a given star.
const minRegion = 2

// growRegions divides the n×n grid into n connected regions of k stars
// each (region numbers by cell). A blob grows around each star until the
// grid is covered: each step adds a free neighbour of a random cell of a
// blob, the blob chosen with a chance as its number of cells that may have
// free neighbours (or evenly, when balanced), after each blob has
// minRegion cells when k is 1. Then the blobs are joined k by k into
// connected regions, each from the free blob with the fewest free
// neighbours, adding the free neighbour blob with the fewest. It returns
// nil when the joining strands blobs in 50 tries.
func growRegions(rng *rand.Rand, n, k int, star []bool, balanced bool) []int {
	blob := make([]int, n*n)
	for i := range blob {
		blob[i] = -1
	}
	// front[b] is the cells of blob b that may have a free neighbour;
	// growing lists the blobs whose front is not empty.
	var front [][]int
	var growing, size []int
	nb := 0
	for i, s := range star {
		if s {
			blob[i] = nb
			front = append(front, []int{i})
			growing = append(growing, nb)
			size = append(size, 1)
			nb++
		}
	}
	var nbuf [4]int
	var small []int
	for len(growing) > 0 {
		small = small[:0]
		total := 0
		for _, b := range growing {
			if k == 1 && size[b] < minRegion {
				small = append(small, b)
			}
			total += len(front[b])
		}
		var gj int
		switch {
		case len(small) > 0:
			b := small[rng.Intn(len(small))]
			for gj = range growing {
				if growing[gj] == b {
					break
				}
			}
		case balanced:
			gj = rng.Intn(len(growing))
		default:
			r := rng.Intn(total)
			for gj = range growing {
				if r -= len(front[growing[gj]]); r < 0 {
					break
				}
			}
		}
		b := growing[gj]
		j := rng.Intn(len(front[b]))
		var free []int
		for _, x := range neighbours4(n, front[b][j], nbuf[:0]) {
			if blob[x] < 0 {
				free = append(free, x)
			}
		}
		if len(free) == 0 {
			f := front[b]
			f[j] = f[len(f)-1]
			front[b] = f[:len(f)-1]
			if len(front[b]) == 0 {
				growing = append(growing[:gj], growing[gj+1:]...)
			}
			continue
		}
		next := free[rng.Intn(len(free))]
		blob[next] = b
		size[b]++
		front[b] = append(front[b], next)
	}
	if k == 1 {
		return blob
	}
	// The blobs' neighbours, in the order met (deterministic).
	adj := make([][]int, nb)
	has := make([]bool, nb*nb)
	for i := range blob {
		for _, x := range neighbours4(n, i, nbuf[:0]) {
			a, b := blob[i], blob[x]
			if a != b && !has[a*nb+b] {
				has[a*nb+b] = true
				adj[a] = append(adj[a], b)
			}
		}
	}
	group := make([]int, nb)
	freeDeg := func(b int) int {
		d := 0
		for _, x := range adj[b] {
			if group[x] < 0 {
				d++
			}
		}
		return d
	}
	// pick returns the blob of candidates with the fewest free
	// neighbours, ties at random, or -1.
	pick := func(candidates []int) int {
		best, bestDeg, ties := -1, 0, 0
		for _, b := range candidates {
			d := freeDeg(b)
			switch {
			case best < 0 || d < bestDeg:
				best, bestDeg, ties = b, d, 1
			case d == bestDeg:
				ties++
				if rng.Intn(ties) == 0 {
					best = b
				}
			}
		}
		return best
	}
	for try := 0; try < 50; try++ {
		for i := range group {
			group[i] = -1
		}
		ok := true
		for g := 0; g < n && ok; g++ {
			var free []int
			for b := range group {
				if group[b] < 0 {
					free = append(free, b)
				}
			}
			members := []int{pick(free)}
			group[members[0]] = g
			for len(members) < k {
				var next []int
				for _, m := range members {
					for _, x := range adj[m] {
						if group[x] < 0 {
							group[x] = -2 // listed once
							next = append(next, x)
						}
					}
				}
				for _, x := range next {
					group[x] = -1
				}
				b := pick(next)
				if b < 0 {
					ok = false
					break
				}
				group[b] = g
				members = append(members, b)
			}
		}
		if ok {
			region := make([]int, n*n)
			for i, b := range blob {
				region[i] = group[b]
			}
			return region
		}
	}
	return nil
}

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

// GridText writes the puzzle in the region grid format that ParseGrid
// reads: a line "rows cols k", then a line per row with a letter per cell
// naming its region (A to Z, then a to z), or, with more than 52 regions,
// the regions' names (RegionName) separated by spaces.
func (p *Puzzle) GridText() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d %d %d\n", p.Rows, p.Cols, p.K)
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			g := p.At(r, c)
			switch {
			case p.Regions > 52:
				if c > 0 {
					b.WriteByte(' ')
				}
				b.WriteString(RegionName(g))
			case g < 26:
				b.WriteByte(byte('A' + g))
			default:
				b.WriteByte(byte('a' + g - 26))
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// JSONCell is a cell of the JSON form, 0-based.
type JSONCell struct {
	Row int `json:"row"`
	Col int `json:"col"`
}

// JSONPuzzle is the JSON form of a puzzle, which ParseJSON reads.
type JSONPuzzle struct {
	Shape      [2]int       `json:"shape"`
	StarNumber int          `json:"star_number"`
	Cages      [][]JSONCell `json:"cages"` // a cage per region, its cells row by row
}

// JSON returns the puzzle in its JSON form.
func (p *Puzzle) JSON() JSONPuzzle {
	out := JSONPuzzle{Shape: [2]int{p.Rows, p.Cols}, StarNumber: p.K, Cages: make([][]JSONCell, p.Regions)}
	for g, cells := range p.Cells() {
		for _, s := range cells {
			out.Cages[g] = append(out.Cages[g], JSONCell(s))
		}
	}
	return out
}
