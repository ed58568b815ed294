package kit

import (
	"cmp"
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/jsonpos"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// Genre is a grid genre as the kit registers it: P is its puzzle, S its
// decoded board (a solution, or what every solution agrees on, with
// Unknown where they differ).
type Genre[P, S any] struct {
	Name    string   // the command: "akari"
	Aliases []string // other names: "lightup"
	Summary string   // one line: "Akari (Light Up): ..."
	// Doc tells the rules, the formats and an example, for 'puzzlesat
	// genres NAME': the package's doc comment, say.
	Doc string

	// Text is the typed grid, the format every genre reads and writes.
	Text TextFormat[P]
	// JSON reads and writes the puzzle as JSON; nil gives the kit's:
	// {"grid": [row, ...]}, each row a line of the typed grid (a string,
	// or an array of its tokens), read by Text.
	JSON *JSONFormat[P]
	// Janko, when set, reads Otto Janko's data blocks (janko.at).
	Janko *JankoFormat
	// Links are the genre's one-line formats: a puzz.link URL, a game ID
	// of Simon Tatham's collection.
	Links []Link[P]
	// Flags, when set, registers the genre's own flags and returns what
	// they do to each puzzle read (a variant of the rules, say); it may
	// refuse a puzzle with an error.
	Flags func(fs *pflag.FlagSet) func(p P) (P, error)
	// Options, when set, chooses the encodings the genre measured best
	// (o.PreferNative, say) before the puzzles are encoded.
	Options func(o *solve.Options)
	// OptionsFor, when set, does the same for one puzzle, after Options:
	// for an encoding that measured best up to some size only.
	OptionsFor func(p P, o *solve.Options)

	// Model states the puzzle's rules on m and returns the decoder of a
	// board from the values of m's variables.
	Model func(p P, m *Model) func(v Values) S
	// Verify checks a decoded board against the rules without looking
	// at the model: every solution shown has passed it.
	Verify func(p P, s S) error
	// Show draws a board, as text and as the fields of the JSON answer;
	// the board may hold Unknowns (--forced). colour says the text may
	// use colour.
	Show func(p P, s S, colour bool) solve.Answer
	// ShowForced, when set, draws what every solution agrees on in place
	// of Show (whose fields then go under "forced").
	ShowForced func(p P, s S, colour bool) solve.Answer
	// NoSolution, when set, says why a puzzle cannot have a solution
	// without a search, or "".
	NoSolution func(p P) string
	// IfNone, when set, says what to note beside an answer of no
	// solution, or "" (solve.Problem.IfNone).
	IfNone func(p P) string
	// Sole, when set, says that the clauses of Model.Guide settle
	// uniqueness with its help: when the guided model has exactly one
	// solution s, the puzzle is unique if Sole(p, s) holds. --unique then
	// searches the guided model, and the whole one only when Sole fails
	// (solve.Problem.Sole).
	Sole func(p P, s S) bool

	// Full, when set, returns p with every clue that its solution s
	// shows added to p's own (the generator's full puzzle, made from s),
	// each clue tagged as p's are: --suggest then suggests clues, which
	// a setter can type, in place of values of cells that no input of
	// the genre holds (Akari's lights). p is not changed.
	Full func(p P, s S) P

	// Split, when set, cuts the search of a hard puzzle into cubes that
	// workers search side by side.
	Split *Split[P]

	// Generate, when set, makes puzzles with one solution.
	Generate *Generator[P]
	// Bench, when set, makes the genre's test data a workload of the
	// benchmark.
	Bench *Bench[P]
}

// Bench is a genre's benchmark workloads (see solve.Bench).
type Bench[P any] struct {
	// Files are glob patterns of puzzle files under the testdata folder
	// ("akari/*.txt"), any format the genre reads.
	Files []string
	// Axes are the encodings that change the genre's formula: "amo",
	// "card", "connect".
	Axes []string
	// Facts, when set, writes a puzzle as the facts of the genre's ASP
	// program, bench/asp/NAME.lp, for the comparison with clingo.
	Facts func(p P) string
	// Small, when set, splits the files' puzzles by size, for a genre
	// whose eager encodings time out on large puzzles: the files whose
	// first puzzle has at most Small cells (its N, when it has one) make
	// the workload "up to Small cells", in the quick suite; the others
	// "over Small cells", in the full suite only.
	Small int
	// Variants, when set, make a workload of the files under each
	// variant of the model (Skyscraper's encodings of the heights), in
	// place of one workload of them all.
	Variants []Variant[P]
	// Workloads, when set, are the genre's own workloads in place of
	// those of Files, which then serve the comparison with clingo alone
	// (Star Battle's, a workload per size and number of stars).
	Workloads func(src solve.BenchSource) ([]*solve.Workload, []string)
}

// Variant is a benchmark workload of a genre's files under a variant of
// its model: Apply sets it on each puzzle read, and Name follows the
// genre's in the workload's ("skyscraper direct").
type Variant[P any] struct {
	Name  string
	Apply func(p P) P
}

// TextFormat reads and writes the typed grid.
type TextFormat[P any] struct {
	// Read reads a puzzle from a typed grid; errors name the token
	// (grid.Token.Errorf).
	Read func(t *grid.Text) (P, error)
	// Write writes the puzzle as Read reads it, ending in a newline.
	Write func(p P) string
	// Comment, when set, starts a line that is not part of the grid: Read
	// gets the grid without such lines, and a part of a batch of nothing
	// else is no puzzle. A genre whose Parse skips comments itself sets
	// it too, for its batches.
	Comment string
	// Parse, when set, reads a puzzle from its text itself, instead of
	// Read from the kit's tokens: for a genre whose typed form is no grid
	// of tokens, or whose reader came before the kit.
	Parse func(data []byte, name string) (P, error)
}

// JSONFormat reads and writes a genre's own JSON.
type JSONFormat[P any] struct {
	Read  func(v *jsonpos.Value) (P, error)
	Write func(p P) any
	// Keys are the object's keys, but "genre": any other is refused,
	// since a misspelt optional key would leave its part out unnoticed.
	Keys []string
}

// Link is a one-line format: a puzz.link URL or a game ID.
type Link[P any] struct {
	// Format is the --format that writes it: "url" or "tatham".
	Format string
	// Is reports whether a line is such a link.
	Is func(s string) bool
	// Read reads one; its errors are *puzzlink.Error or *tatham.Error,
	// which give the column.
	Read func(s string) (P, error)
	// Write writes a puzzle, or says why this format cannot hold it.
	Write func(p P) (string, error)
	// Example is a link that reads, shown in messages.
	Example string
	// Types are the puzz.link types a URL format reads (URL's names).
	Types []string
	// Sure, when set, says that a puzzle read from such a link is surely
	// the genre's, beyond the link's form: where two genres' links share
	// one (Tatham's Rectangles and Range), the page reads the input as the
	// sure one first (solve.Page.Sure).
	Sure func(p P) bool
}

// Register hands the genre to the driver. It panics on a genre that
// lacks a part, which is a programming error.
func Register[P, S any](g *Genre[P, S]) {
	if g.Text.Read == nil && g.Text.Parse == nil || g.Text.Write == nil || g.Model == nil || g.Verify == nil || g.Show == nil {
		panic("kit: genre " + g.Name + " without a text format, model, verifier or rendering")
	}
	if g.JSON != nil && g.JSON.Keys == nil {
		panic("kit: genre " + g.Name + " has a JSON form without its keys")
	}
	if g.Janko != nil && g.Text.Read == nil {
		panic("kit: genre " + g.Name + " reads Janko's blocks through Text.Read, and has none")
	}
	for _, l := range g.Links {
		if l.Format != "url" && l.Format != "tatham" {
			panic("kit: link format " + l.Format)
		}
	}
	solve.RegisterLazy(g.Name, g.Aliases, g.Summary, g.solveGenre)
}

// solveGenre is the genre as the driver takes it, built when the genre is
// first looked up (solve.RegisterLazy).
func (g *Genre[P, S]) solveGenre() *solve.Genre {
	inputs := []string{"text grid", "json"}
	outputs := []string{"text", "json"}
	args := "FILE"
	var types []string
	for _, l := range g.Links {
		switch l.Format {
		case "url":
			inputs = append(inputs, "puzz.link URL")
			args += "|URL"
			types = append(types, l.Types...)
		case "tatham":
			inputs = append(inputs, "Simon Tatham's game ID")
			args += "|ID"
		}
		outputs = append(outputs, l.Format)
	}
	if g.Janko != nil {
		inputs = append(inputs, "Janko's data block")
	}
	sg := &solve.Genre{
		Name: g.Name, Aliases: g.Aliases, Summary: g.Summary, Doc: g.Doc,
		Usage:    "[flags] [" + args + "...]  (no FILE or -: standard input)",
		Inputs:   inputs,
		URLTypes: types,
		Outputs:  outputs,
		Flags:    g.flags,
	}
	sg.Page = g.page()
	if g.Generate != nil {
		sg.Generate = g.generator()
	}
	if g.Bench != nil {
		sg.Bench = &solve.Bench{Files: g.Bench.Files, Load: g.benchLoad}
		for _, a := range g.Bench.Axes {
			sg.Bench.Axes = append(sg.Bench.Axes, solve.Axis(a))
		}
		if g.Bench.Small > 0 {
			sg.Workloads = g.bySize(sg.Bench.Axes)
		}
		if len(g.Bench.Variants) > 0 {
			sg.Workloads = g.variants(sg.Bench.Axes)
		}
		if g.Bench.Workloads != nil {
			sg.Workloads = g.Bench.Workloads
		}
	}
	return sg
}

// flags registers the genre's flags and returns its command.
func (g *Genre[P, S]) flags(fs *pflag.FlagSet) solve.Command {
	var apply func(P) (P, error)
	if g.Flags != nil {
		apply = g.Flags(fs)
	}
	return func(_ context.Context, env *solve.Env) (solve.Source, error) {
		o := env.Options
		if g.Options != nil {
			g.Options(o)
		}
		inputs := env.Args
		if len(inputs) == 0 {
			inputs = []string{"-"}
		}
		if err := solve.StdinOnce(inputs); err != nil {
			return nil, err
		}
		// read returns an input's puzzles, with the flags applied; on an
		// error, those before it too (solve.Inputs answers them first).
		read := func(in string) ([]*Named[P], string, error) {
			ps, name, err := g.Read(env.Open, in)
			for k, p := range ps {
				var aerr error
				if apply != nil {
					p.P, aerr = apply(p.P)
				}
				if aerr != nil {
					return ps[:k], name, fmt.Errorf("%s: %v", cmp.Or(p.Name, name), aerr)
				}
			}
			return ps, name, err
		}
		for _, l := range g.Links {
			if o.Format == l.Format { // the command line refuses solving flags with it
				return nil, g.writeLinks(env, inputs, read, l)
			}
		}
		nameOf := func(p *Named[P]) string { return p.Name }
		return solve.Inputs(o.Jobs, inputs, read, nameOf, func(p *Named[P], name string) *solve.Problem {
			return g.Problem(p.P, name, o, env.Colour)
		}), nil
	}
}

// Problem returns the driver's view of puzzle p under the run's options:
// its model, and the decoded, verified and drawn solutions. The genre's
// Options and OptionsFor choose the encodings that o leaves to Auto, as
// on the command line (o itself is not changed).
func (g *Genre[P, S]) Problem(p P, name string, o *solve.Options, colour bool) *solve.Problem {
	run := o // the caller's, which Split reads when the search starts
	if g.Options != nil || g.OptionsFor != nil {
		c := *o
		if g.Options != nil {
			g.Options(&c)
		}
		if g.OptionsFor != nil {
			g.OptionsFor(p, &c)
		}
		o = &c
	}
	// --explain of a puzzle that has a solution has nothing to switch
	// off: the model without names says so, and is the problem's. The
	// switchable model can be far larger (a 30×30 Shikaku's rectangles of
	// any area: 3.7 million clauses and 8 s, where its solution takes
	// 0.06 s). Not when the run writes the question's CNF: that is
	// written as the model is built, before any search.
	var m *Model
	var decode func(Values) S
	known, knownStats := sat.Unknown, sat.Stats{}
	if o.Explain && !o.NeedsCNF() {
		m, decode = g.plainModel(p, o.Encoding)
		if known, knownStats = searchOne(context.Background(), m); known != sat.Sat {
			m = nil
		}
	}
	if m == nil {
		m, decode = g.build(p, o.Encoding, o.Explain && known != sat.Sat, o.Guided || o.GuidedUnique && g.Sole != nil)
	}
	prob := &solve.Problem{
		Name:       name,
		Formula:    m.F,
		Projection: m.Projection(),
		Show: func(model []bool) (solve.Answer, error) {
			s := decode(Solution(model))
			if err := g.Verify(p, s); err != nil {
				return solve.Answer{}, err
			}
			return g.Show(p, s, colour), nil
		},
		ShowForced: func(values []int8) (solve.Answer, error) {
			if g.ShowForced != nil {
				v := Forced(values)
				a := g.ShowForced(p, decode(v), colour)
				m.fillEdgesOff(a.Fields, v)
				return a, nil
			}
			a := g.Show(p, decode(Forced(values)), colour)
			a.Fields = map[string]any{"forced": a.Fields}
			return a, nil
		},
		Cells:   m.Cells(),
		Stated:  m.Stated,
		LitName: m.LitName,
	}
	if len(m.derived) > 0 {
		prob.Define = m.defineDerived
	}
	if known != sat.Unknown { // asked already
		prob.Solvable = func(context.Context) (sat.Status, sat.Stats) { return known, knownStats }
	} else if m.forQuestions {
		// The model for questions states connectivity for unit
		// propagation at the cost of search (ConnectForQuestions):
		// whether there is a solution is asked of the model without names.
		// Guided (Model.Guide), with its hope: a guide keeps a solution
		// wherever there is one, and leads the search to it. Unguided,
		// a Numberlink 10×10 of the site's took 0.27 s to find one
		// before each hint, where the hint alone took 0.02 s.
		prob.Solvable = func(ctx context.Context) (sat.Status, sat.Stats) { return g.plainSolve(ctx, p, o.Encoding) }
	}
	if g.Full != nil {
		var own []int // p's tags, found once for all the solutions tried
		found := false
		prob.Clues = func(model []bool) (*solve.Problem, []int) {
			if !found {
				own, found = g.tags(p), true
			}
			return g.clues(g.Full(p, decode(Solution(model))), o.Encoding), own
		}
	}
	if g.NoSolution != nil {
		prob.NoSolution = g.NoSolution(p)
	}
	if g.Split != nil {
		g.Split.split(prob, p, m, run)
	}
	if g.IfNone != nil {
		prob.IfNone = g.IfNone(p)
	}
	if gen := g.Generate; gen != nil && gen.Keep != nil {
		// The puzzle typed with only the givens of tags, the others
		// removed (Keep) or open (Open): Explain asks it only whether it
		// has a solution, of the model without names.
		typed := func(with func(full P, kept []int) P) func(tags []int) *solve.Problem {
			return func(tags []int) *solve.Problem {
				q := with(p, tags)
				kept := &solve.Problem{Name: name, Solvable: func(ctx context.Context) (sat.Status, sat.Stats) { return g.plainSolve(ctx, q, o.Encoding) }}
				if g.NoSolution != nil {
					kept.NoSolution = g.NoSolution(q)
				}
				return kept
			}
		}
		prob.KeepGivens = typed(gen.Keep)
		if gen.Open != nil {
			prob.OpenGivens = typed(gen.Open)
		}
	}
	if m.guides > 0 && !o.Guided {
		// For uniqueness: Run builds the whole model only when Sole does
		// not vouch for the guided one's solution.
		prob.Sole = func(model []bool) bool { return g.Sole(p, decode(Solution(model))) }
		prob.Whole = func() *sat.Formula {
			w, _ := g.Build(p, o.Encoding)
			if w.F.NumVars() != m.F.NumVars() {
				// Guide adds no variable, so only a model that numbers
				// them otherwise when built again gets here: a bug.
				panic("kit: genre " + g.Name + " numbers its variables otherwise when its model is built again")
			}
			return w.F
		}
	}
	return prob
}

// writeLinks writes the puzzles of inputs as links of format l: the link
// alone for one puzzle, "name<TAB>link" lines (which a list reads back)
// for several (linklist.Format.WriteLinks).
func (g *Genre[P, S]) writeLinks(env *solve.Env, inputs []string, read func(string) ([]*Named[P], string, error), l Link[P]) error {
	return g.list().WriteLinks(env.Stdout, inputs, read, func(p *Named[P]) (string, error) {
		link, err := l.Write(p.P)
		if err != nil {
			return "", fmt.Errorf("--format %s: %v", l.Format, err)
		}
		return link, nil
	})
}

// plainSolve searches p for a solution on its model without names
// (plainModel).
func (g *Genre[P, S]) plainSolve(ctx context.Context, p P, enc encode.Config) (sat.Status, sat.Stats) {
	m, _ := g.plainModel(p, enc)
	return searchOne(ctx, m)
}

// plainModel builds p's model without names, guided (Model.Guide): a
// guide keeps a solution wherever there is one, and leads the search to
// it.
func (g *Genre[P, S]) plainModel(p P, enc encode.Config) (*Model, func(Values) S) {
	enc.Select = encode.SelectNone
	return g.build(p, enc, false, true)
}

// searchOne searches m for a solution: Sat, Unsat, or Unknown when ctx
// stopped it.
func searchOne(ctx context.Context, m *Model) (sat.Status, sat.Stats) {
	res, err := sat.Enumerate(ctx, m.F, m.Projection(), nil, 1, func([]bool) bool { return true })
	switch {
	case err != nil:
		return sat.Unknown, res.Stats
	case res.Count > 0:
		return sat.Sat, res.Stats
	}
	return sat.Unsat, res.Stats
}
