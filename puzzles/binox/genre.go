package binox

import (
	"bytes"
	"context"

	"github.com/puzzlesat/puzzlesat/puzzles/batch"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/symgrid"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

func init() {
	solve.Register(&solve.Genre{
		Name:     "binox",
		Summary:  "Binox (Takuzu, Binairo, Unruly): X and O, no three in a row, balanced, distinct lines",
		Usage:    "[flags] [FILE|ID...]  (no FILE or -: standard input)",
		Inputs:   []string{"json (the series')", "text grid (X, O and .)", "Simon Tatham Unruly game ID"},
		Outputs:  []string{"text", "json"},
		Flags:    flags,
		Bench:    bench,
		Generate: generator(),
	})
}

func flags(fs *pflag.FlagSet) solve.Command {
	noDistinct := fs.Bool("no-distinct", false, "drop the rule that all rows and all columns are distinct (as Unruly and Tohu-Wa-Vohu do)")
	return func(_ context.Context, env *solve.Env) (solve.Source, error) {
		// The benchmark's card axis (docs/bench/REPORT.md): gophersat's
		// native constraints took 0.68× the sequential counter's time on
		// the shared puzzles, the fastest encoding there.
		env.Options.PreferNativeCard()
		inputs := env.Args
		if len(inputs) == 0 {
			inputs = []string{"-"}
		}
		named := len(inputs) > 1
		var queue []*Puzzle
		var names []string
		return func() (*solve.Problem, error) {
			for len(queue) == 0 {
				if len(inputs) == 0 {
					return nil, nil
				}
				in := inputs[0]
				inputs = inputs[1:]
				ps, ns, err := read(env, in)
				if err != nil {
					return nil, err
				}
				queue, names = ps, ns
				named = named || len(ps) > 1
			}
			p, name := queue[0], names[0]
			queue, names = queue[1:], names[1:]
			if *noDistinct {
				p.Distinct = false
			}
			prob := p.Problem(name, env.Options)
			if named {
				prob = prob.Titled()
			}
			return prob, nil
		}, nil
	}
}

// read reads the puzzles of one input: a file, "-" for standard input, or
// a game ID given as the argument. A file holds one puzzle, or several:
// grids separated by "---" lines, or game IDs one per line. It returns
// each puzzle's name, the file's or file:LINE in a file of several.
func read(env *solve.Env, in string) ([]*Puzzle, []string, error) {
	f, err := env.Open(in)
	if err != nil {
		if isGameID(in) {
			p, err := ParseUnruly(in, "game ID")
			return []*Puzzle{p}, []string{"unruly"}, err
		}
		return nil, nil, err
	}
	defer f.Close()
	name := in
	if in == "-" {
		name = "<stdin>"
	}
	data, err := symgrid.ReadAll(f, name)
	if err != nil {
		return nil, nil, err
	}
	parts := batch.Expand(data, isGameID)
	var ps []*Puzzle
	var names []string
	for k, part := range parts {
		var p *Puzzle
		if part.Listed {
			p, err = ParseUnruly(string(part.Data), part.Where(name))
		} else {
			p, err = Parse(bytes.NewReader(part.Data), part.Where(name))
		}
		if err != nil {
			return nil, nil, err
		}
		ps, names = append(ps, p), append(names, batch.Name(name, parts, k))
	}
	return ps, names, nil
}

// Problem returns the driver's view of the puzzle: its model under the
// run's encodings, and the verified rendering (Titled puts the name above
// it).
func (p *Puzzle) Problem(name string, run *solve.Options) *solve.Problem {
	m := p.Encode(run.Encoding)
	e := symgrid.Encoded{
		Formula: m.Formula, Projection: m.Projection, Cells: oneEach(m.Cells),
		Decode: m.Decode, DecodeForced: m.DecodeForced, LitName: m.LitName,
	}
	return symgrid.Problem(name, &p.Puzzle, e, func(b Board) error { return Verify(p, b) })
}

// oneEach makes each variable a cell of its own: a cell of two values.
func oneEach(vs []sat.Var) [][]sat.Var {
	out := make([][]sat.Var, len(vs))
	for i, v := range vs {
		out[i] = []sat.Var{v}
	}
	return out
}
