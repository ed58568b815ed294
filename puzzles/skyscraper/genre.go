package skyscraper

import (
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

func init() {
	solve.Register(&solve.Genre{
		Name:      "skyscraper",
		Summary:   "Skyscraper (Towers): text grids, JSON, puzz.link URLs or Towers game IDs; solve, count, check uniqueness, write URLs",
		Usage:     "[flags] [FILE|URL|ID...]",
		Inputs:    []string{"text grid", "json", "puzz.link URL (skyscrapers, building)", "Tatham Towers game ID"},
		Outputs:   []string{"text", "json", "url", "tatham"},
		Flags:     flags,
		Bench:     bench,
		Workloads: workloads,
		Generate:  generator(),
	})
}

func flags(fs *pflag.FlagSet) solve.Command {
	heights := fs.String("heights", Default.Heights.String(), "how visibility reads the heights: direct (one-hot literals) or order (a ladder \"height ≥ h\" and prefix maxima)")
	return func(_ context.Context, env *solve.Env) (solve.Source, error) {
		h, err := ParseHeights(*heights)
		if err != nil {
			return nil, fmt.Errorf("--heights: %v", err)
		}
		opts := Options{Heights: h}
		inputs := env.Args
		if len(inputs) == 0 {
			inputs = []string{"-"}
		}
		o := env.Options
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

// Problem returns the driver's view of the puzzle: its model under the
// run's encodings and opts, and the verified rendering (Titled puts the
// name above it).
func (p *Puzzle) Problem(name string, run *solve.Options, opts Options) *solve.Problem {
	m := p.Encode(run.Encoding, opts)
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
			return solve.Answer{Text: text, Fields: map[string]any{"grid": sol.Rows()}}, nil
		},
		// What every solution agrees on: the grid with '.' (text) or 0
		// (JSON "forced") where the solutions differ.
		ShowForced: func(values []int8) (solve.Answer, error) {
			sol := m.DecodeForced(values)
			for i, g := range p.Given {
				if g != 0 && sol[i/p.N][i%p.N] != g {
					return solve.Answer{}, fmt.Errorf("given r%dc%d=%d lost", i/p.N+1, i%p.N+1, g)
				}
			}
			text := Text(p, sol)
			return solve.Answer{Text: text, Fields: map[string]any{"forced": sol.Rows()}}, nil
		},
		LitName: m.LitName,
		Cells:   m.Cells(),
	}
}

// writeLinks writes each puzzle as a puzz.link URL or a Towers game ID:
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
