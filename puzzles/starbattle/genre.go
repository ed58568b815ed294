package starbattle

import (
	"context"
	"fmt"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

func init() {
	solve.Register(&solve.Genre{
		Name:      "starbattle",
		Doc:       readme,
		Summary:   "Star Battle: region grids, JSON or puzz.link URLs; solve, count, check uniqueness, write URLs",
		Usage:     "[flags] [FILE|URL...]",
		Inputs:    []string{"region grid", "json", "puzz.link URL (starbattle)"},
		Outputs:   []string{"text", "json", "url"},
		Flags:     flags,
		Workloads: workloads,
		// For bench --clingo only (Workloads makes the benchmark's own).
		Bench: &solve.Bench{Files: []string{"starbattle/*.txt"}, Axes: []solve.Axis{solve.AxisAMO, solve.AxisCard}, Load: func(path string) ([]solve.BenchPuzzle, error) {
			return kit.BenchFile(path, Parse, func(p *Puzzle, cfg encode.Config) (*sat.Formula, sat.Projection) {
				m := p.Encode(cfg, Default)
				return m.Formula, m.Projection
			}, facts)
		}},
		Generate: generator(),
	})
}

func flags(fs *pflag.FlagSet) solve.Command {
	notouch := fs.String("notouch", Default.NoTouch.String(), "how no-touch is stated: windows (at most one star per 2×2 window) or pairs (per two touching cells)")
	bands := fs.Bool("bands", Default.Bands, "add the redundant band constraints (two adjacent rows or columns hold 2k stars, one per column at most)")
	blocks := fs.Bool("blocks", Default.Blocks, "add the redundant block constraints (a band of two rows or columns cut into 2×2 blocks has at most ⌈n/2⌉−2k empty blocks)")
	counting := fs.Bool("counting", Default.Counting, "add the redundant counting constraints (regions inside or across runs of rows and columns)")
	return func(_ context.Context, env *solve.Env) (solve.Source, error) {
		nt, err := ParseNoTouch(*notouch)
		if err != nil {
			return nil, fmt.Errorf("--notouch: %v", err)
		}
		// gophersat's native cardinality constraints for the k stars of
		// each row, column and region, measured on the 53 shared
		// puzzles (same run, --unique -j 1): 0.69× the sequential
		// counter's time (median), 0.47× in total, 0.25× to 0.50× on the
		// hard 21×21 ones (sbn_f10_l11 9.7 s against 19.3 s); the
		// benchmark agrees (docs/bench/REPORT.md, 0.45×). Native
		// at-most-one does not win here (sbn_f10_l11: 2.4× slower).
		env.Options.PreferNativeCard()
		opts := Options{NoTouch: nt, Bands: *bands, Blocks: *blocks, Counting: *counting}
		render := RenderOptions{Colour: env.Colour}
		inputs := env.Args
		if len(inputs) == 0 {
			inputs = []string{"-"}
		}
		o := env.Options
		if o.Format == "url" { // the command line refuses solving flags with it
			return nil, writeURLs(env, inputs)
		}
		readIn := func(in string) ([]*Puzzle, string, error) { return read(env, in) }
		nameOf := func(p *Puzzle) string { return p.Name }
		return solve.Inputs(1, inputs, readIn, nameOf, func(p *Puzzle, name string) *solve.Problem {
			return p.Problem(name, o, opts, render)
		}), nil
	}
}

// read reads the puzzles of one input: a file, "-" for standard input,
// or a URL given as the argument (named by itself, as every genre names
// its links), through the list reader the genres share.
func read(env *solve.Env, in string) ([]*Puzzle, string, error) {
	return urls.Read(env.Open, in, Parse)
}

// Problem returns the driver's view of the puzzle: its model under the
// run's encodings and opts, and the verified rendering (Titled puts the
// name above it).
func (p *Puzzle) Problem(name string, run *solve.Options, opts Options, render RenderOptions) *solve.Problem {
	m := p.Encode(run.Encoding, opts)
	var after, alone time.Duration // no budget for a grid too small to split
	if p.Rows >= splitFrom {
		after, alone = splitAfter, splitAloneAfter
	}
	return &solve.Problem{
		Name:       name,
		Formula:    m.Formula,
		Projection: m.Projection,
		NoSolution: p.Infeasible(),
		// From 20×20 the hard published layouts take seconds: split
		// into cubes, the workers share one (splitFrom), once the whole
		// search has run past its budget (alone: splitAloneAfter).
		SplitAlone:      true,
		SplitAfter:      after,
		SplitAloneAfter: alone,
		Split: func(bool) []solve.Part {
			// Cubes pay off side by side (-j above 1), and job files
			// carry them whatever -j; a proof is of the whole formula.
			if p.Rows < splitFrom || (run.Jobs < 2 && run.Split == "" && run.Merge == "") || run.NeedsCNF() {
				return nil
			}
			if cubes := m.cubes(); len(cubes) > 1 {
				return []solve.Part{{Cubes: cubes, Weight: 1}}
			}
			return nil
		},
		Show: func(model []bool) (solve.Answer, error) {
			sol := m.Decode(model)
			if err := Verify(p, sol); err != nil {
				return solve.Answer{}, err
			}
			text := Text(p, sol, render)
			return solve.Answer{Text: text, Fields: map[string]any{"stars": sol.Pairs()}}, nil
		},
		ShowForced: func(values []int8) (solve.Answer, error) {
			stars, blanks := m.DecodeForced(values)
			text := TextMarked(p, stars, blanks, render)
			return solve.Answer{Text: text, Fields: map[string]any{"forced_stars": stars.Pairs(), "forced_blanks": blanks.Pairs()}}, nil
		},
		LitName: m.LitName,
		Cells:   solve.OneEach(m.Cells),
	}
}

// writeURLs writes each puzzle as a puzz.link URL: the URL alone for a
// single puzzle, "name<TAB>URL" lines (the form the list reader takes
// back) for more.
func writeURLs(env *solve.Env, inputs []string) error {
	return urls.WriteLinks(env.Stdout, inputs, func(in string) ([]*Puzzle, string, error) { return read(env, in) }, (*Puzzle).URL)
}

// splitFrom is the side from which a puzzle's search is split into cubes
// (Problem.Split, Model.cubes) run side by side at -j above 1. Measured on
// the nine shared puzzles of 21×21 and 25×25, --unique -j 2, in one run:
// 0.26× to 1.51× the time of racing two seeded searches (median 0.81×;
// sbn_f10_l11 1.9 s against 7.5 s, the one loss 0.06 s against 0.04 s).
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
// the hard ones 1.11× to 1.36×.
const splitAloneAfter = 60 * time.Millisecond

// splitAfter is how long the whole search of a puzzle in a batch runs
// before it is split as a lone one is (solve.Problem.SplitAfter). The 53
// shared puzzles as one batch, --unique -j 2: 4.5 to 5.1 s with 500 ms,
// against 5.4 to 6.4 s with 2 s (three runs each, alternated), where
// they took 9.4 to 10.0 s whole (sbn_f10_l11, the one split, takes 20 s
// whole).
const splitAfter = 500 * time.Millisecond
