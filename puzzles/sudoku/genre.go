package sudoku

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

func init() {
	solve.Register(&solve.Genre{
		Name:      "sudoku",
		Aliases:   []string{"solo"}, // Tatham's Solo, whose game IDs it reads
		Doc:       readme,
		Summary:   "Sudoku of any size: every digit once in each row, column and box; batches of one-line puzzles, grids, JSON, puzz.link URLs, Tatham IDs (Solo)",
		Usage:     "[flags] [FILE|URL|ID...]  (no FILE or -: standard input)",
		Inputs:    []string{"line (a batch, one puzzle per line)", "grid", "ints", "json", "puzz.link URL", "Simon Tatham's game ID (Solo)"},
		Outputs:   []string{"text", "json", "url", "tatham"},
		Flags:     flags,
		Workloads: workloads,
		Generate:  generator(),
	})
}

func flags(fs *pflag.FlagSet) solve.Command {
	var input, box, model string
	fs.StringVar(&input, "input", "auto", "input format: auto, line (N² characters a puzzle), grid, ints, json, link (puzz.link URLs or Solo game IDs, one a line)")
	fs.StringVar(&box, "box", "", "block shape RxC (rows x columns of a block), such as 2x3 for 6×6; default: from the input's separators, else square or the closest to square")
	fs.StringVar(&model, "model", "reduced", "model: full (N³ variables) or reduced (givens and singles propagated first)")
	return func(_ context.Context, env *solve.Env) (solve.Source, error) {
		// Measured on this puzzle (docs/bench/REPORT.md: 0.45× pairwise on
		// top95, 0.16× on 16×16; and with the reduced model, 81×81 and
		// 144×144 grids two to three times faster): gophersat's own
		// cardinality constraints are cheaper to build and to search than
		// any CNF at-most-one, except from 25×25 to 64×64 (AutoAMO).
		chooses := env.Options.Encoding.AMO == encode.Auto || env.Options.Encoding.AMO == ""
		env.Options.PreferNative()
		format, err := ParseFormat(input)
		if err != nil {
			return nil, fmt.Errorf("--input: %v", err)
		}
		kind, err := ParseKind(model)
		if err != nil {
			return nil, fmt.Errorf("--model: %v", err)
		}
		if env.Options.Proof != "" {
			// A proof starts from the puzzle's own clauses: the reduced
			// models decide cells in Go first, a step the proof would
			// not show.
			kind = Full
		}
		opt := Options{Format: format}
		if box != "" {
			r, cl, ok := parseBox(box)
			if !ok {
				return nil, fmt.Errorf("--box %q: expected RxC, the rows and columns of a block, such as 3x3 or 2x3", box)
			}
			if err := latinBox(box, r, cl); err != nil {
				return nil, err
			}
			opt.BoxRows, opt.BoxCols = r, cl
		}
		files := env.Args
		if len(files) == 0 {
			files = []string{"-"}
		}
		if err := solve.StdinOnce(files); err != nil {
			return nil, err
		}
		cfg := env.Options.Encoding
		if f := env.Options.Format; f == "url" || f == "tatham" {
			return nil, writeLinks(env, files, opt, f)
		}
		var src *source
		read := func() (item, bool, error) {
			for {
				if src == nil {
					if len(files) == 0 {
						return item{}, false, nil
					}
					var err error
					if src, err = openSource(env, files[0], opt); err != nil {
						return item{}, false, err
					}
					files = files[1:]
				}
				it, ok, err := src.next()
				if !ok && err == nil {
					src = nil
					continue
				}
				return it, ok, err
			}
		}
		many := false // the run has several puzzles (see below)
		build := func(it item) (*solve.Problem, error) {
			c := cfg
			if chooses {
				c.AMO = it.p.AutoAMO(kind, cfg)
			}
			sp, err := it.p.Problem(it.lay, it.name, kind, c)
			if err != nil {
				return nil, err
			}
			if !splits(env.Options) {
				sp.Split = nil
			}
			sp.InBatch = many
			return sp, nil
		}
		// One puzzle of 9×9 or less takes a few hundred microseconds;
		// sending it to a worker process costs more than solving it
		// (measured: -j 2 ran Royle's 17-clue batch at half the speed of
		// -j 1). A batch of them runs in this process instead, -j at a
		// time on goroutines (solve.Problem.Quick), built as many at once
		// (solve.Ahead): 3.9 s for Royle's batch at -j 2, against 5.5 s
		// one at a time. Larger ones, where a worker's share is worth
		// its pipe, go to the pool.
		first, ok, err := read()
		if err == nil && !ok {
			err = errors.New("empty input: expected a sudoku")
		}
		if err != nil {
			return nil, err
		}
		ahead := 1
		if first.p.N <= quickMax {
			ahead = env.Options.Jobs
		}
		// One more read ahead: a run of several puzzles names each in a
		// one-line answer to a question, as every genre does (QA: a
		// batch's --rate lines had no names). A fault in the second is
		// told after the first is answered.
		pending := []item{first}
		second, more, errSecond := read()
		if more {
			pending = append(pending, second)
		}
		many = more || errSecond != nil
		return solve.Ahead(ahead, func() (item, bool, error) {
			if len(pending) > 0 {
				it := pending[0]
				pending = pending[1:]
				return it, true, nil
			}
			if errSecond != nil {
				return item{}, false, errSecond
			}
			return read()
		}, build), nil
	}
}

// latinBox refuses blocks of one row or one column on a side that has
// others: they are the rows or columns themselves, a Latin square, and
// the blocks' rule would be lost unnoticed (a 9x1 solved top95's first
// puzzle as another). A prime side has no other blocks (latin).
func latinBox(box string, r, c int) error {
	if latin(r, c) {
		return fmt.Errorf(latinMsg, box)
	}
	return nil
}

// latinMsg is latinBox's message, for a --box value; latinWhy its reason,
// which the reader gives too.
const (
	latinWhy = "blocks of one row or one column are the rows or columns themselves (a Latin square): expected 2 or more each way"
	latinMsg = "--box %s: " + latinWhy + ", such as 2x3"
)

func parseBox(s string) (int, int, bool) {
	a, b, ok := strings.Cut(strings.ReplaceAll(strings.ToLower(s), "×", "x"), "x")
	if !ok {
		return 0, 0, false
	}
	r, err1 := strconv.Atoi(a)
	c, err2 := strconv.Atoi(b)
	if err1 != nil || err2 != nil || r < 1 || c < 1 || r*c > MaxN {
		return 0, 0, false
	}
	return r, c, true
}

// Problem returns the driver's view of the puzzle: its model of the given
// kind under cfg, and the verified rendering in the layout it was read in.
func (p *Puzzle) Problem(lay Layout, name string, kind Kind, cfg encode.Config) (*solve.Problem, error) {
	m, err := p.Encode(kind, cfg)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	var after time.Duration // no budget for a grid too small to split
	if p.N >= splitFrom {
		after = splitAfter
	}
	return &solve.Problem{
		Name:       name,
		Formula:    m.Formula,
		Projection: m.Projection,
		NoSolution: m.NoSolution,
		OneLine:    lay.Format == Line || (lay.Format == Ints && lay.OneLine),
		// The published 25×25 and larger puzzles take seconds to hours:
		// split into cubes, the workers share one (splitFrom); alone at
		// once (no SplitAloneAfter: see splitAfter).
		SplitAlone: true,
		SplitAfter: after,
		Quick:      p.N <= quickMax,
		Split: func(bool) []solve.Part {
			if p.N < splitFrom {
				return nil
			}
			cubes := m.cubes(splitCubes)
			if len(cubes) < 2 {
				return nil
			}
			return []solve.Part{{Cubes: cubes, Weight: 1}}
		},
		Show: func(model []bool) (solve.Answer, error) {
			g := m.Decode(model)
			if err := Verify(p, g); err != nil {
				return solve.Answer{}, err
			}
			return solve.Answer{Text: lay.Render(p, g), Fields: map[string]any{"grid": g.Rows(p.N)}}, nil
		},
		ShowForced: func(values []int8) (solve.Answer, error) {
			g := Solution(m.DecodeForced(values))
			for i, v := range p.Cells {
				if v != 0 && g[i] != v {
					return solve.Answer{}, fmt.Errorf("given %s=%d lost", cellName(p.N, i), v)
				}
			}
			return solve.Answer{Text: lay.Render(p, g), Fields: map[string]any{"forced": g.Rows(p.N)}}, nil
		},
		LitName: m.LitName,
		Cells:   m.Cells(),
	}, nil
}

// quickMax is the largest side whose puzzles are quick (solve.Problem's
// Quick): a batch of them at -j above 1 runs on goroutines, not in worker
// processes.
const quickMax = 9

// splits reports whether a run splits a hard puzzle into cubes: when they
// run side by side (-j above 1), and always for job files, whose cubes must
// not depend on -j (--split and --merge may run with different -j); not
// when a proof or the CNF is wanted, which are of the whole formula.
func splits(o *solve.Options) bool {
	return (o.Jobs > 1 || o.Split != "" || o.Merge != "") && !o.NeedsCNF()
}

// splitFrom is the side from which a puzzle's search is split into cubes
// (Problem.Split) run side by side at -j above 1, and splitCubes the
// number of look-ahead cubes (Model.cubes). Measured on the eight hardest
// of Frisch's 25×25 puzzles, --unique -j 2, wall seconds in all: 393 over
// 4 cubes, 386 over 8, 322 over 16, 244 over 32 and 254 over 64. On all
// sixteen in one run, 32 look-ahead cubes took 292 s where the pairs of
// values of two cells with few candidates (the split before) took 498 s
// with puzzle 9 stopped at 150 s: median 0.66× per puzzle (README, "One
// hard puzzle on every core").
//
// In a batch, a puzzle is searched whole, and split so only once its
// search has run for splitAfter (solve.Problem.SplitAfter). Alone, it is
// split at once: searched whole for 60 ms first (Star Battle's lone
// budget), frisch25_3_plus5, whose whole search takes 85 to 140 ms, took
// 242 ms against 184 ms (--unique -j 2, medians of five alternated runs,
// 2026-12-05): look-ahead cubes pay even on an easy 25×25. Frisch's
// sixteen as one batch, --unique -j 2, with elimination and the cubes
// over places: 122 and 140 s in all with 500 ms, against 149 and 167 s
// with 2 s (alternated, same run; 200 ms took 1.4× to 1.6× 500 ms's time
// on the 128 easier ones below). Before elimination: 325 s with 2 s, 309 s
// each split at once, and not ended in 700 s (9 of 16) whole; 128 easier
// 25×25 puzzles (Frisch's with ten givens more each) took 1.02× the time
// of the batch whole with 2 s, and 2.85× split at once (now 9.3 and
// 9.4 s with 500 ms, 4 of the 128 split, against 9.1 and 12.8 s with 2 s).
//
// With the cubes over places, 64 cubes took 119.2 s over the eight
// hardest against 118.8 s for 32, one by one, same run.
const (
	splitFrom  = 25
	splitCubes = 32
	splitAfter = 500 * time.Millisecond
)
