package troix

import (
	"bytes"
	"context"

	"github.com/puzzlesat/puzzlesat/puzzles/batch"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/symgrid"

	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

func init() {
	solve.Register(&solve.Genre{
		Name:     "troix",
		Summary:  "Troix: X, O and I, no three in a row, each a third of every row and column",
		Usage:    "[flags] [FILE...]  (no FILE or -: standard input)",
		Inputs:   []string{"json (the series')", "text grid (X, O, I and .)"},
		Outputs:  []string{"text", "json"},
		Flags:    flags,
		Bench:    bench,
		Generate: generator(),
	})
}

func flags(*pflag.FlagSet) solve.Command {
	return func(_ context.Context, env *solve.Env) (solve.Source, error) {
		// The benchmark's card axis (docs/bench/REPORT.md): gophersat's
		// native constraints took 0.35× the sequential counter's time on
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
			prob := p.Problem(name, env.Options)
			if named {
				prob = prob.Titled()
			}
			return prob, nil
		}, nil
	}
}

// read reads the puzzles of one input: a file or "-" for standard input,
// which holds one puzzle or several grids separated by "---" lines. It
// returns each puzzle's name, the file's or file:LINE in a file of
// several.
func read(env *solve.Env, in string) ([]*Puzzle, []string, error) {
	f, err := env.Open(in)
	if err != nil {
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
	parts := batch.Expand(data, nil)
	var ps []*Puzzle
	var names []string
	for k, part := range parts {
		p, err := Parse(bytes.NewReader(part.Data), part.Where(name))
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
		Formula: m.Formula, Projection: m.Projection, Cells: m.CellVars(),
		Decode: m.Decode, DecodeForced: m.DecodeForced, LitName: m.LitName,
	}
	return symgrid.Problem(name, &p.Puzzle, e, func(b Board) error { return Verify(p, b) })
}
