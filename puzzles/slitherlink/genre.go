package slitherlink

import (
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

func init() {
	solve.Register(&solve.Genre{
		Name:      "slitherlink",
		Summary:   "Slitherlink (Loopy): text grids, JSON, puzz.link URLs or Loopy game IDs; solve, count, check uniqueness, write URLs",
		Usage:     "[flags] [FILE|URL|ID...]",
		Inputs:    []string{"text grid", "json", "puzz.link URL (slither, slitherlink)", "Tatham Loopy game ID (square grid, t0)"},
		Outputs:   []string{"text", "json", "url", "tatham"},
		Flags:     flags,
		Bench:     bench,
		Workloads: workloads,
		Generate:  generator(),
	})
}

func flags(fs *pflag.FlagSet) solve.Command {
	inside := fs.Bool("inside", Default.Inside, "add the redundant inside/outside colouring of the cells (an edge is on the loop when it parts an inside cell from an outside one)")
	return func(_ context.Context, env *solve.Env) (solve.Source, error) {
		opts := Options{Inside: *inside}
		o := env.Options
		inputs := env.Args
		if len(inputs) == 0 {
			inputs = []string{"-"}
		}
		if o.Format == "url" || o.Format == "tatham" {
			if o.Count || o.All || o.Unique || o.Limit > 0 || o.NeedsCNF() {
				return nil, fmt.Errorf("--format %s writes the puzzles without solving: it takes no --count, --all, --unique, --limit, --dimacs, --proof or --decode", o.Format)
			}
			return nil, writeLinks(env, inputs, o.Format)
		}
		readIn := func(in string) ([]*Puzzle, string, error) { return read(env, in) }
		nameOf := func(p *Puzzle) string { return p.Name }
		return solve.Inputs(inputs, readIn, nameOf, func(p *Puzzle, name string) *solve.Problem {
			return p.Problem(name, o, opts)
		}), nil
	}
}

// read reads the puzzles of one input: a file, "-" for standard input,
// or a URL or game ID given as the argument.
func read(env *solve.Env, in string) ([]*Puzzle, string, error) {
	return links.Read(env.Open, in, Parse)
}

// ReachDots is the largest number of dots on which Auto states "one loop"
// by unary reachability (encode.Reach) when every rule is named
// (encode.SelectAll: --explain, --hint, --rate); above it, and when rules
// are not named, Auto is lazy. Unit propagation sees a second loop through
// reachability, not through the lazy check: rated by --rate, the shared
// puzzles of 4×4 to 20×20 all rate level 1 with reach (0.01 s on 4×4, 0.09
// s on 10×10, 0.8 s on 12×16, 6 s and 270 MB on 17×17, 12 s and 500 MB on
// 20×20), while with the lazy check (or the spanning tree) all but one
// stall at "search" (43 s on the 17×17, which tries level 2 everywhere).
const ReachDots = 400

// Problem returns the driver's view of the puzzle: its model under the
// run's encodings (run.Encoding.Connect states "one loop"; see ReachDots
// for Auto under encode.SelectAll) and opts, and the verified rendering
// (Titled puts the name above it); the drawing of what every solution
// agrees on (ForcedText, and JSON "forced": {"on": edges, "off": edges});
// the edges named and as the cells of hints.
func (p *Puzzle) Problem(name string, run *solve.Options, opts Options) *solve.Problem {
	cfg := run.Encoding
	if cfg.Select == encode.SelectAll && (cfg.Connect == encode.Auto || cfg.Connect == "") && (p.Rows+1)*(p.Cols+1) <= ReachDots {
		cfg.Connect = encode.Reach
	}
	m := p.Encode(cfg, opts)
	return &solve.Problem{
		Name:       name,
		Formula:    m.Formula,
		Projection: m.Projection,
		NoSolution: p.Infeasible(),
		Show: func(model []bool) (solve.Answer, error) {
			sol := m.Decode(model)
			if err := Verify(p, sol); err != nil {
				return solve.Answer{}, err
			}
			text := Text(p, sol)
			return solve.Answer{Text: text, Fields: map[string]any{"loop": sol.Pairs()}}, nil
		},
		// What every solution agrees on: the edges on the loop in every
		// one drawn, those off it in every one crossed out (ForcedText);
		// JSON "forced": {"on": edges, "off": edges}.
		ShowForced: func(values []int8) (solve.Answer, error) {
			on, off := m.DecodeForced(values)
			text := ForcedText(p, on, off)
			return solve.Answer{Text: text, Fields: map[string]any{"forced": map[string]any{"on": on.Edges(), "off": off.Edges()}}}, nil
		},
		LitName: m.LitName,
		Cells:   m.Cells(),
	}
}

// writeLinks writes each puzzle as a puzz.link URL or a Loopy game ID:
// the link alone for a single puzzle, "name<TAB>link" lines (the form
// ParseList reads back) for more.
func writeLinks(env *solve.Env, inputs []string, format string) error {
	return links.Write(env.Stdout, env.Open, inputs, Parse, func(p *Puzzle) string {
		if format == "tatham" {
			return p.Tatham()
		}
		return p.URL()
	})
}
