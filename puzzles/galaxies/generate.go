package galaxies

import (
	"context"
	"fmt"
	"math/rand"
	"sort"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// MaxGenerate is the largest side of a generated grid.
const MaxGenerate = 30

// seedOdds is the odds (one in seedOdds) that filling a partition seeds a
// new galaxy after growing one. Measured over 50 puzzles a size with
// reachability: one in 4 gives 10×10 puzzles of 28 galaxies on average and
// 15×15 ones of 58, each checked in under 0.06 s; one in 8 gives 25 and
// 55, with checks up to 0.4 s; with seeding only when no galaxy can grow
// (bigger galaxies), a few checks took seconds to minutes.
const seedOdds = 4

// MaxRepairs is how many times Generate changes a partition where a
// second solution differs from it before it starts over with a new one.
const MaxRepairs = 50

// generator is the genre's own generator (kit.Generator.Own): a
// Galaxies puzzle is its centres, all needed to cover the grid, so there
// are no clues to remove (see Generate).
func generator(fs *pflag.FlagSet) solve.Make {
	sides := kit.SideFlags(fs, 7)
	return func(ctx context.Context, g *solve.GenerateOptions, rng *rand.Rand) (*solve.Generated, error) {
		c, r := sides(g.Size)
		if r < 1 || c < 1 || r > MaxGenerate || c > MaxGenerate {
			return nil, fmt.Errorf("a %d×%d grid: expected 1 to %d rows and columns", r, c, MaxGenerate)
		}
		p, sol, st, err := Generate(ctx, rng, r, c, g.Symmetric)
		if err != nil {
			return nil, err
		}
		gen, err := Genre.Solved(p, sol, len(p.Centres))
		if gen != nil {
			gen.Work = map[string]int{"partitions": st.Partitions, "checks": st.Checks}
		}
		return gen, err
	}
}

// Stats are the measurements of one generated puzzle.
type Stats struct {
	Partitions int // random partitions drawn (1 when the first one served)
	Checks     int // uniqueness checks: one per partition and per repair
}

// Generate makes a rows×cols puzzle with one solution. The galaxies of a
// random partition of the grid (RandomPartition) give the centres; while
// the puzzle has a second solution, the partition is changed where that
// solution differs from it: the galaxies of the partition that hold a
// cell the two solutions put in different galaxies, chosen at random, are
// taken out and their cells divided afresh into new random galaxies
// (with their half-turn twins when symmetric), and the puzzle checked
// again; after MaxRepairs changes it starts over. It returns the puzzle
// and its one solution.
func Generate(ctx context.Context, rng *rand.Rand, rows, cols int, symmetric bool) (*Puzzle, Regions, Stats, error) {
	var st Stats
	for {
		st.Partitions++
		q := newPartition(rows, cols, symmetric)
		q.fill(rng)
		for repair := 0; repair <= MaxRepairs; repair++ {
			if err := ctx.Err(); err != nil {
				return nil, nil, st, err
			}
			p, sol := q.puzzle()
			st.Checks++
			// Reachability: on the partitions of a few big galaxies the
			// lazy check took seconds (thousands of rounds of cuts) where
			// reach took milliseconds.
			second, found, err := Genre.AnotherUnder(ctx, encode.Config{Connect: encode.Reach}, p, sol)
			if err != nil {
				return nil, nil, st, err
			}
			if !found {
				return p, sol, st, nil
			}
			// The galaxies of cells the second solution places elsewhere.
			var diff []int
			for i := range sol {
				if sol[i] != second[i] {
					diff = append(diff, i)
				}
			}
			i := diff[rng.Intn(len(diff))]
			q.remove(q.owner[i])
			if rng.Intn(2) == 0 {
				// And one more, of another differing cell: the second
				// solution may need two changes to go.
				if j := diff[rng.Intn(len(diff))]; q.owner[j] >= 0 {
					q.remove(q.owner[j])
				}
			}
			q.fill(rng)
		}
	}
}

// partition is a division of a grid, whole or in part, into galaxies:
// each connected and symmetric under the half-turn about its centre.
type partition struct {
	rows, cols int
	symmetric  bool    // the galaxies come in twins under the grid's half-turn
	owner      []int   // each cell's galaxy, or -1
	centres    []Point // by galaxy; a galaxy taken out keeps its place
	cells      [][]int // each galaxy's cells; nil once taken out
	twin       []int   // each galaxy's twin under the grid's half-turn (itself when none or its own)
}

func newPartition(rows, cols int, symmetric bool) *partition {
	q := &partition{rows: rows, cols: cols, symmetric: symmetric, owner: make([]int, rows*cols)}
	for i := range q.owner {
		q.owner[i] = -1
	}
	return q
}

// gridMirror returns the image of cell i under the grid's half-turn.
func (q *partition) gridMirror(i int) int { return q.rows*q.cols - 1 - i }

// free reports whether cell (r, c) lies on the grid in no galaxy.
func (q *partition) free(r, c int) bool {
	return r >= 0 && r < q.rows && c >= 0 && c < q.cols && q.owner[r*q.cols+c] < 0
}

// take gives the cells to galaxy g, and their images under the grid's
// half-turn to its twin.
func (q *partition) take(g int, cells []int) {
	for _, i := range cells {
		if q.owner[i] < 0 {
			q.owner[i] = g
			q.cells[g] = append(q.cells[g], i)
		}
	}
	if q.symmetric && q.twin[g] != g {
		t := q.twin[g]
		for _, i := range cells {
			if j := q.gridMirror(i); q.owner[j] < 0 {
				q.owner[j] = t
				q.cells[t] = append(q.cells[t], j)
			}
		}
	}
}

// seed starts a galaxy at a random free cell: a centre on it, or on an
// edge or a corner whose cells are all free (with a twin galaxy on the
// image of those cells when symmetric, where they are free too and not
// the same cells).
func (q *partition) seed(rng *rand.Rand) {
	var open []int
	for i, g := range q.owner {
		if g < 0 {
			open = append(open, i)
		}
	}
	i := open[rng.Intn(len(open))]
	r, c := i/q.cols, i%q.cols
	type shape struct{ r0, c0, dr, dc int }
	options := []shape{{r, c, 0, 0}, {r, c, 0, 0}, {r, c, 0, 0}} // a cell centre, weighted
	for _, s := range []shape{{r, c, 0, 1}, {r, c - 1, 0, 1}, {r, c, 1, 0}, {r - 1, c, 1, 0},
		{r, c, 1, 1}, {r - 1, c, 1, 1}, {r, c - 1, 1, 1}, {r - 1, c - 1, 1, 1}} {
		if q.fits(s.r0, s.c0, s.dr, s.dc) {
			options = append(options, s)
		}
	}
	var s shape
	for {
		s = options[rng.Intn(len(options))]
		if !q.symmetric || q.fits(s.r0, s.c0, s.dr, s.dc) {
			break
		}
	}
	var cells []int
	for rr := s.r0; rr <= s.r0+s.dr; rr++ {
		for cc := s.c0; cc <= s.c0+s.dc; cc++ {
			cells = append(cells, rr*q.cols+cc)
		}
	}
	pt := Point{2*s.r0 + s.dr + 1, 2*s.c0 + s.dc + 1}
	g := len(q.centres)
	q.centres = append(q.centres, pt)
	q.cells = append(q.cells, nil)
	q.twin = append(q.twin, g)
	if q.symmetric {
		if mp := (Point{2*q.rows - pt.Y, 2*q.cols - pt.X}); mp != pt {
			t := g + 1
			q.centres = append(q.centres, mp)
			q.cells = append(q.cells, nil)
			q.twin = append(q.twin, g)
			q.twin[g] = t
		}
	}
	q.take(g, cells)
}

// fits reports whether the cells of rows r0..r0+dr and columns c0..c0+dc
// are free, and, when symmetric, their images too, which are either the
// same cells or apart from them.
func (q *partition) fits(r0, c0, dr, dc int) bool {
	var cells []int
	for rr := r0; rr <= r0+dr; rr++ {
		for cc := c0; cc <= c0+dc; cc++ {
			if !q.free(rr, cc) {
				return false
			}
			cells = append(cells, rr*q.cols+cc)
		}
	}
	if !q.symmetric {
		return true
	}
	same, apart := true, true
	set := map[int]bool{}
	for _, i := range cells {
		set[i] = true
	}
	for _, i := range cells {
		j := q.gridMirror(i)
		if set[j] {
			apart = false
		} else {
			same = false
		}
		if !q.free(j/q.cols, j%q.cols) {
			return false
		}
	}
	return same || apart
}

// grow adds to a random galaxy a free cell next to it and the cell's image
// under the galaxy's half-turn (next to the image of its neighbour: the
// galaxy stays connected and symmetric), and their images under the
// grid's half-turn to its twin when symmetric. It reports whether it
// found such a cell.
func (q *partition) grow(rng *rand.Rand) bool {
	var live []int
	for g, cs := range q.cells {
		if len(cs) > 0 {
			live = append(live, g)
		}
	}
	if len(live) == 0 {
		return false
	}
	g := live[rng.Intn(len(live))]
	i := q.cells[g][rng.Intn(len(q.cells[g]))]
	d := [4][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}}[rng.Intn(4)]
	r, c := i/q.cols+d[0], i%q.cols+d[1]
	pt := q.centres[g]
	mr, mc := pt.Y-1-r, pt.X-1-c
	if !q.free(r, c) || !q.free(mr, mc) {
		return false
	}
	cells := []int{r*q.cols + c, mr*q.cols + mc}
	if q.symmetric && q.twin[g] != g {
		// The twin takes the images under the grid's half-turn: free, and
		// apart from these two (a galaxy about the grid's centre is its
		// own twin, and its images are its own cells).
		for _, j := range cells {
			k := q.gridMirror(j)
			if k == cells[0] || k == cells[1] || q.owner[k] >= 0 {
				return false
			}
		}
	}
	q.take(g, cells)
	return true
}

// fill divides the free cells into galaxies: it grows random galaxies and
// now and then seeds a new one (always when none can grow), until every
// cell has its galaxy.
func (q *partition) fill(rng *rand.Rand) {
	left := func() bool {
		for _, g := range q.owner {
			if g < 0 {
				return true
			}
		}
		return false
	}
	if left() && len(q.live()) == 0 {
		q.seed(rng)
	}
	for left() {
		grown := false
		for try := 0; try < 30 && !grown; try++ {
			grown = q.grow(rng)
		}
		if !grown || rng.Intn(seedOdds) == 0 {
			if left() {
				q.seed(rng)
			}
		}
	}
}

// live returns the galaxies that hold cells.
func (q *partition) live() []int {
	var out []int
	for g, cs := range q.cells {
		if len(cs) > 0 {
			out = append(out, g)
		}
	}
	return out
}

// remove takes galaxy g out (and its twin), freeing its cells.
func (q *partition) remove(g int) {
	for _, h := range []int{g, q.twin[g]} {
		for _, i := range q.cells[h] {
			q.owner[i] = -1
		}
		q.cells[h] = nil
	}
}

// puzzle returns the puzzle of the galaxies' centres, in row-major order
// of their points (the order of the text grid, the URL and the game ID),
// and the partition as its solution.
func (q *partition) puzzle() (*Puzzle, Regions) {
	var live []int
	for g, cs := range q.cells {
		if len(cs) > 0 {
			live = append(live, g)
		}
	}
	sort.Slice(live, func(a, b int) bool {
		pa, pb := q.centres[live[a]], q.centres[live[b]]
		return pa.Y < pb.Y || pa.Y == pb.Y && pa.X < pb.X
	})
	index := map[int]int{}
	centres := make([]Point, len(live))
	for k, g := range live {
		index[g] = k
		centres[k] = q.centres[g]
	}
	sol := make(Regions, len(q.owner))
	for i, g := range q.owner {
		sol[i] = index[g]
	}
	p, err := New(q.rows, q.cols, centres)
	if err != nil {
		panic(fmt.Sprintf("galaxies: a generated partition is no puzzle (this is a bug): %v", err))
	}
	return p, sol
}
