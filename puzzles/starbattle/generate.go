package starbattle

import (
	"context"
	"fmt"
	"math/rand"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// generator makes Star Battle layouts with one solution (see Generate).
// A layout has no givens: the kit refuses --symmetric and --no-minimal.
var generator = &kit.Generator[*Puzzle]{
	Usage: "[--size N] [--stars K] [flags]",
	Own: func(fs *pflag.FlagSet) solve.Make {
		stars := fs.Int("stars", 0, "stars per row, column and region (0: as published puzzles of the side have: 1 up to 8, 2 up to 13, then ⌊(side−1)/4⌋, so 3 for 14, 4 for 17, 6 for 25)")
		return func(ctx context.Context, g *solve.GenerateOptions, rng *rand.Rand) (*solve.Generated, error) {
			n := g.Size
			if n == 0 {
				n = 10
			}
			if n < 4 || n > MaxGenerateSide {
				return nil, fmt.Errorf("--size %d: expected a side from 4 to %d", n, MaxGenerateSide)
			}
			k := *stars
			if k == 0 {
				k = DefaultStars(n)
			}
			if k < 0 {
				return nil, fmt.Errorf("--stars %d: expected 1 or more (0: as published for the size)", k)
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
		out := &solve.Generated{
			Text:     p.GridText(),
			JSON:     p.JSON(),
			Solution: solve.Answer{Text: Text(p, sol, RenderOptions{}), Fields: map[string]any{"stars": sol.Pairs()}},
		}
		out.AddLink("url", link, nil)
		return out, st, nil
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
