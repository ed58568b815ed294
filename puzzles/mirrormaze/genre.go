package mirrormaze

import (
	"context"
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

func init() {
	solve.Register(&solve.Genre{
		Name:     "mirrormaze",
		Summary:  "Haunted Mirror Maze (Undead, Spukschloss): text grids, the series' JSON or Undead game IDs; solve, count, check uniqueness, write IDs",
		Usage:    "[flags] [FILE|ID...]",
		Inputs:   []string{"text grid", "json", "Undead game ID (Simon Tatham)"},
		Outputs:  []string{"text", "json", "tatham"},
		Flags:    flags,
		Bench:    bench,
		Generate: generator(),
	})
}

func flags(*pflag.FlagSet) solve.Command {
	return func(_ context.Context, env *solve.Env) (solve.Source, error) {
		// The benchmark's card axis (docs/bench/REPORT.md): gophersat's
		// native constraints took 0.22× the sequential counter's time on
		// the shared puzzles, the fastest encoding there.
		env.Options.PreferNativeCard()
		inputs := env.Args
		if len(inputs) == 0 {
			inputs = []string{"-"}
		}
		o := env.Options
		if o.Format == "tatham" {
			if o.Count || o.All || o.Unique || o.Limit > 0 || o.NeedsCNF() {
				return nil, fmt.Errorf("--format tatham writes the puzzles as Undead game IDs without solving: it takes no --count, --all, --unique, --limit, --dimacs, --proof or --decode")
			}
			return nil, writeIDs(env, inputs)
		}
		readIn := func(in string) ([]*Puzzle, string, error) { return read(env, in) }
		nameOf := func(p *Puzzle) string { return p.Name }
		return solve.Inputs(inputs, readIn, nameOf, func(p *Puzzle, name string) *solve.Problem {
			return p.Problem(name, o)
		}), nil
	}
}

// read reads the puzzles of one input: a file, "-" for standard input, or
// an Undead game ID given as the argument.
func read(env *solve.Env, in string) ([]*Puzzle, string, error) {
	if in == "-" {
		f, _ := env.Open("-")
		ps, err := Parse(f, "<stdin>")
		return ps, "<stdin>", err
	}
	f, err := env.Open(in)
	if err != nil {
		if IsTatham(in) {
			p, err := ParseTatham(strings.TrimSpace(in), "<argument>")
			if err != nil {
				return nil, "", err
			}
			return []*Puzzle{p}, in, nil
		}
		return nil, "", err
	}
	defer f.Close()
	ps, err := Parse(f, in)
	return ps, in, err
}

// Problem returns the driver's view of the puzzle: its model under the
// run's encodings, and the verified rendering (Titled puts the name
// above it).
func (p *Puzzle) Problem(name string, run *solve.Options) *solve.Problem {
	m := p.Encode(run.Encoding)
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
			return solve.Answer{Text: text, Fields: map[string]any{"grid": sol.Rows(p.Cols)}}, nil
		},
		// What every solution agrees on: the grid with '.' where the
		// solutions differ (text, and the row strings of JSON "forced").
		ShowForced: func(values []int8) (solve.Answer, error) {
			sol := m.DecodeForced(values)
			for i, c := range p.Grid {
				if c.IsMonster() && sol[i] != c {
					return solve.Answer{}, fmt.Errorf("fixed monster r%dc%d=%s lost", i/p.Cols+1, i%p.Cols+1, c)
				}
			}
			text := Text(p, sol)
			return solve.Answer{Text: text, Fields: map[string]any{"forced": sol.Rows(p.Cols)}}, nil
		},
		LitName: m.LitName,
		Cells:   m.Cells(),
	}
}

// writeIDs writes each puzzle as an Undead game ID: the ID alone for a
// single puzzle, "name<TAB>ID" lines (the form the list reader takes back)
// for more.
func writeIDs(env *solve.Env, inputs []string) error {
	var lines []string
	named := len(inputs) > 1
	for _, in := range inputs {
		ps, name, err := read(env, in)
		if err != nil {
			return err
		}
		named = named || len(ps) > 1
		for _, p := range ps {
			id, err := p.Tatham()
			if err != nil {
				return fmt.Errorf("%s: %v", name, err)
			}
			n := p.Name
			if n == "" {
				n = name[strings.LastIndex(name, "/")+1:]
				n = strings.TrimSuffix(strings.TrimSuffix(n, ".json"), ".txt")
			}
			lines = append(lines, n+"\t"+id)
		}
	}
	for _, l := range lines {
		if !named {
			_, l, _ = strings.Cut(l, "\t")
		}
		if _, err := fmt.Fprintln(env.Stdout, l); err != nil {
			return err
		}
	}
	return nil
}
