package galaxies

import (
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

func init() {
	solve.Register(&solve.Genre{
		Name:      "galaxies",
		Summary:   "Galaxies (Tentai Show): text grids, JSON, puzz.link URLs or Tatham game IDs; solve, count, check uniqueness, write URLs",
		Usage:     "[flags] [FILE|URL|ID...]",
		Inputs:    []string{"text grid", "json", "puzz.link URL (tentaisho)", "Tatham Galaxies game ID"},
		Outputs:   []string{"text", "json", "url", "tatham"},
		Flags:     flags,
		Bench:     bench,
		Workloads: workloads,
		Generate:  generator(),
	})
}

func flags(fs *pflag.FlagSet) solve.Command {
	quotient := fs.Bool("quotient", Default.Quotient, "state connectivity over the pairs of cells each half-turn swaps (half the vertices) instead of over the cells")
	neighbours := fs.Bool("neighbours", Default.Neighbours, "add the redundant rule that a cell of a galaxy, other than its centre's, has a neighbour in it")
	return func(_ context.Context, env *solve.Env) (solve.Source, error) {
		o := env.Options
		render := RenderOptions{Colour: env.Colour}
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
			return p.Problem(name, o, Options{Quotient: *quotient, Neighbours: *neighbours}, render)
		}), nil
	}
}

// read reads the puzzles of one input: a file, "-" for standard input,
// or a URL or game ID given as the argument.
func read(env *solve.Env, in string) ([]*Puzzle, string, error) {
	return links.Read(env.Open, in, Parse)
}

// Problem returns the driver's view of the puzzle: its model under the
// run's encodings (run.Encoding.Connect names the connectivity method)
// and opts, and the verified rendering (Titled puts the name above it).
func (p *Puzzle) Problem(name string, run *solve.Options, opts Options, render RenderOptions) *solve.Problem {
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
			text := Text(p, sol, render)
			return solve.Answer{Text: text, Fields: map[string]any{"regions": sol.Rows(p.Cols)}}, nil
		},
		ShowForced: func(values []int8) (solve.Answer, error) {
			sol := m.DecodeForced(values)
			for g, pt := range p.Centres {
				for _, c := range pt.Cells() {
					if sol[p.Index(c)] != g {
						return solve.Answer{}, fmt.Errorf("cell %d,%d touches centre %d but is not forced into its galaxy", c.Row, c.Col, g)
					}
				}
			}
			text := Text(p, sol, RenderOptions{})
			return solve.Answer{Text: text, Fields: map[string]any{"forced": sol.Rows(p.Cols)}}, nil
		},
		LitName: m.LitName,
		Cells:   m.Cells(),
	}
}

// writeLinks writes each puzzle as a puzz.link URL or a Galaxies game ID:
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
