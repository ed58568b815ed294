package binox

import (
	"context"

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
		return func() (*solve.Problem, error) {
			if len(inputs) == 0 {
				return nil, nil
			}
			in := inputs[0]
			inputs = inputs[1:]
			p, name, err := read(env, in)
			if err != nil {
				return nil, err
			}
			if *noDistinct {
				p.Distinct = false
			}
			return p.Problem(name, env.Options, named), nil
		}, nil
	}
}

// read reads the puzzle of one input: a file, "-" for standard input, or
// a game ID given as the argument.
func read(env *solve.Env, in string) (*Puzzle, string, error) {
	f, err := env.Open(in)
	if err != nil {
		if isGameID(in) {
			p, err := ParseUnruly(in, "game ID")
			return p, "unruly", err
		}
		return nil, "", err
	}
	defer f.Close()
	name := in
	if in == "-" {
		name = "<stdin>"
	}
	p, err := Parse(f, name)
	if err != nil {
		return nil, "", err
	}
	return p, name, nil
}

// Problem returns the driver's view of the puzzle: its model under the
// run's encodings, and the verified rendering (under the puzzle's name
// when named, as in a run of several).
func (p *Puzzle) Problem(name string, run *solve.Options, named bool) *solve.Problem {
	m := p.Encode(run.Encoding)
	return &solve.Problem{
		Name:       name,
		Formula:    m.Formula,
		Projection: m.Projection,
		Show: func(model []bool) (solve.Answer, error) {
			b := m.Decode(model)
			if err := Verify(p, b); err != nil {
				return solve.Answer{}, err
			}
			text := b.Text(&p.Puzzle)
			if named {
				text = name + "\n" + text
			}
			return solve.Answer{Text: text, Fields: map[string]any{"grid": b.Rows(&p.Puzzle)}}, nil
		},
		ShowForced: func(values []int8) (solve.Answer, error) {
			b := m.DecodeForced(values)
			text := b.Text(&p.Puzzle)
			if named {
				text = name + "\n" + text
			}
			return solve.Answer{Text: text, Fields: map[string]any{"forced": b.Rows(&p.Puzzle)}}, nil
		},
		LitName: m.LitName,
		Cells:   oneEach(m.Cells),
	}
}

// oneEach makes each variable a cell of its own: a cell of two values.
func oneEach(vs []sat.Var) [][]sat.Var {
	out := make([][]sat.Var, len(vs))
	for i, v := range vs {
		out[i] = []sat.Var{v}
	}
	return out
}
