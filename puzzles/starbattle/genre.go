package starbattle

import (
	"strconv"
	"time"

	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// Genre is Star Battle as the kit registers it: the command, its
// formats, its model and its generator.
var Genre = &kit.Genre[*Puzzle, Board]{
	Name:    "starbattle",
	Summary: "Star Battle: the same number of stars in every row, column and region, no two stars touching, even diagonally; region grids, JSON, puzz.link URLs",
	Text: kit.TextFormat[*Puzzle]{
		Parse:   parseGrid,
		Write:   (*Puzzle).GridText,
		Comment: "#",
	},
	JSON:  &kit.JSONFormat[*Puzzle]{Read: readJSON, Write: func(p *Puzzle) any { return p.JSON() }, Keys: []string{"shape", "star_number", "cages"}},
	Links: []kit.Link[*Puzzle]{kit.URL(readURL, (*Puzzle).URL, URLHost+"starbattle/6/6/1/4ilbhgdnmhou", "starbattle")},
	Flags: flags,
	// gophersat's native cardinality constraints for the k stars of each
	// row, column and region, measured on the 53 shared puzzles (same
	// run, --unique -j 1): 0.69× the sequential counter's time (median),
	// 0.47× in total, 0.25× to 0.50× on the hard 21×21 ones (sbn_f10_l11
	// 9.7 s against 19.3 s); the benchmark agrees (docs/bench/REPORT.md,
	// 0.45×). Native at-most-one does not win here (sbn_f10_l11: 2.4×
	// slower).
	Options:    func(o *solve.Options) { o.PreferNativeCard() },
	Model:      model,
	Verify:     func(p *Puzzle, b Board) error { return Verify(p, b.Stars(p)) },
	Show:       show,
	ShowForced: showForced,
	NoSolution: (*Puzzle).Infeasible,
	Split: &kit.Split[*Puzzle]{Cubes: func(p *Puzzle, cells [][]sat.Var) [][]sat.Lit {
		if p.Rows < splitFrom {
			return nil
		}
		return cubes(p, cells)
	}, After: splitAfter, AloneAfter: splitAloneAfter},
	Bench: &kit.Bench[*Puzzle]{Files: []string{"starbattle/*.txt"}, Axes: []string{"amo", "card"}, Facts: facts},
}

func init() {
	Genre.Doc = readme
	// Set here, for they build models through Genre.
	Genre.Generate = generator
	Genre.Bench.Workloads = workloads
	kit.Register(Genre)
}

// flags registers the model's options and returns what sets them on each
// puzzle read.
func flags(fs *pflag.FlagSet) func(*Puzzle) (*Puzzle, error) {
	notouch := Default.NoTouch
	fs.Var(&notouch, "notouch", "how no-touch is stated: windows (at most one star per 2×2 window) or pairs (per two touching cells)")
	bands := fs.Bool("bands", Default.Bands, "add the redundant band constraints (two adjacent rows or columns hold 2k stars, one per column at most)")
	blocks := fs.Bool("blocks", Default.Blocks, "add the redundant block constraints (a band of two rows or columns cut into 2×2 blocks has at most ⌈n/2⌉−2k empty blocks)")
	counting := fs.Bool("counting", Default.Counting, "add the redundant counting constraints (regions inside or across runs of rows and columns)")
	return func(p *Puzzle) (*Puzzle, error) {
		p.Options = &Options{NoTouch: notouch, Bands: *bands, Blocks: *blocks, Counting: *counting}
		return p, nil
	}
}

// Board is a decoded grid: each cell's value, row by row, 1 for a star, 0
// for none, and kit.Unknown where solutions differ (--forced).
type Board []int

// Stars returns the cells of b that hold a star.
func (b Board) Stars(p *Puzzle) Solution { return b.cells(p, 1) }

// cells returns the cells of b whose value is v.
func (b Board) cells(p *Puzzle, v int) Solution {
	var out Solution
	for i, x := range b {
		if x == v {
			out = append(out, Star{i / p.Cols, i % p.Cols})
		}
	}
	return out
}

// show draws a solution and gives its stars as [row, col] pairs.
func show(p *Puzzle, b Board, colour bool) solve.Answer {
	sol := b.Stars(p)
	return solve.Answer{Text: Text(p, sol, RenderOptions{Colour: colour}), Fields: map[string]any{"stars": sol.Pairs()}}
}

// showForced draws what every solution agrees on: the stars, and the
// cells that hold none.
func showForced(p *Puzzle, b Board, colour bool) solve.Answer {
	stars, blanks := b.Stars(p), b.cells(p, 0)
	return solve.Answer{
		Text:   TextMarked(p, stars, blanks, RenderOptions{Colour: colour}),
		Fields: map[string]any{"forced_stars": stars.Pairs(), "forced_blanks": blanks.Pairs()},
	}
}

// model states the puzzle's rules, and the redundant constraints of its
// options, on m: a variable per cell, true for a star.
func model(p *Puzzle, m *kit.Model) func(kit.Values) Board {
	opts := p.options()
	star := m.Bools(p.Rows*p.Cols, func(i int, on bool) string {
		if on {
			return p.cellName(i) + "=star"
		}
		return p.cellName(i) + "=blank"
	})
	// Every solution has Rows·K stars, so blocking its stars alone
	// excludes exactly that solution.
	m.TrueOnly()
	x := make([]sat.Var, star.Len())
	for i := range x {
		x[i] = star.Var(i)
		m.F.SetName(x[i], "star("+strconv.Itoa(i/p.Cols)+","+strconv.Itoa(i%p.Cols)+")")
	}
	if m.Named() {
		// A conflict is named in the rules' own terms: the redundant
		// constraints, implied by the rules, would stand in for them.
		opts = Options{NoTouch: opts.NoTouch}
	}
	cs := p.Constraints(m.F, x, opts)
	if m.Named() {
		p.name(cs, x)
	}
	m.AddAll(cs...)
	return func(v kit.Values) Board { return Board(star.Decode(v)) }
}

// cubes splits the search on where the first star of the smallest region
// with more cells than stars stands (in row-major order): a cube per cell
// that can be it, that cell a star and the region's cells before it empty.
// Every solution has a first star in the region, so the cubes are disjoint
// and cover them all. Nil when every region has just K cells.
func cubes(p *Puzzle, cells [][]sat.Var) [][]sat.Lit {
	regions := p.Cells()
	small := -1
	for g := range regions {
		if len(regions[g]) > p.K && (small < 0 || len(regions[g]) < len(regions[small])) {
			small = g
		}
	}
	if small < 0 {
		return nil
	}
	at := func(s Star) sat.Var { return cells[s.Row*p.Cols+s.Col][0] }
	in := regions[small]
	var out [][]sat.Lit
	for i := 0; i+p.K <= len(in); i++ {
		cube := []sat.Lit{at(in[i]).Pos()}
		for _, c := range in[:i] {
			cube = append(cube, at(c).Neg())
		}
		out = append(out, cube)
	}
	return out
}

// splitFrom is the side from which a puzzle's search is split into cubes
// (cubes) run side by side at -j above 1. Measured on the nine shared
// puzzles of 21×21 and 25×25, --unique -j 2, in one run: 0.26× to 1.51×
// the time of racing two seeded searches (median 0.81×; sbn_f10_l11 1.9 s
// against 7.5 s, the one loss 0.06 s against 0.04 s).
const splitFrom = 20

// splitAloneAfter is how long the whole search of a lone puzzle runs, in a
// worker, before it is split (solve.Problem.SplitAloneAfter). Most
// published puzzles end sooner whole than in cubes, whose searches share
// no learnt clauses: the nine shared 21×21 and 25×25 puzzles, --unique
// -j 2, wall time against their split at once, medians of three
// alternated runs (2026-12-05): with 60 ms, 0.58× to 0.85× on the six
// that end in 20 to 50 ms whole, and 1.05×, 1.17×, 1.20× on the three
// hard ones (1.4 s, 0.39 s, 0.32 s split at once), which lose the budget
// and a worker's start; 30 ms split a 50 ms puzzle (1.49×), 120 ms cost
// the hard ones 1.11× to 1.36×. The budget runs from the search's start
// in the worker, after its solver's set-up (sat.Job.Budget): on a machine
// where a worker took 35 ms to start and read the formula and 30 ms more
// to set up, the 25×25 ones had been split for it, at 2.8 times the time
// of -j 1 (2026-12-05: now 0.53× to 0.54× the time of that split, and the
// two hard ones that split 1.10× and 1.11×, 5 runs alternated).
const splitAloneAfter = 60 * time.Millisecond

// splitAfter is how long the whole search of a puzzle in a batch runs
// before it is split as a lone one is (solve.Problem.SplitAfter). The 53
// shared puzzles as one batch, --unique -j 2: 4.5 to 5.1 s with 500 ms,
// against 5.4 to 6.4 s with 2 s (three runs each, alternated), where
// they took 9.4 to 10.0 s whole (sbn_f10_l11, the one split, takes 20 s
// whole).
const splitAfter = 500 * time.Millisecond
