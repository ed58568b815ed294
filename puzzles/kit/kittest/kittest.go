// Package kittest is the conformance test of the genre kit: the checks
// every genre runs on its test data, so that a genre's own tests cover
// its rules only.
//
// Conform checks, for each puzzle of the files given: that every format
// writes what reads back as the same puzzle; that the solutions found
// pass the verifier, and that for a unique puzzle the verifier rejects
// every board one variable away; that the cells --forced reports hold in
// every solution; that --unique agrees with --count --limit 2; and that
// the generator's puzzles read back with one solution.
package kittest

import (
	"context"
	"math/rand"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/internal/cli"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/tatham"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// Main is a genre package's TestMain: it lets the test binary serve as the
// command line and as a worker process of the pool, as the puzzlesat
// binary does, so that the command line's tests in the package (CLI) can
// run with -j 2 and generate in worker processes.
func Main(m *testing.M) {
	if os.Getenv("PUZZLESAT_CLI") == "1" {
		os.Exit(cli.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	if os.Getenv("PUZZLESAT_WORKER") == "1" {
		if err := sat.ServeWorker(os.Stdin, os.Stdout); err != nil {
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// Read reads the puzzles of a file with the genre's readers, failing the
// test on an error.
func Read[P, S any](t testing.TB, g *kit.Genre[P, S], file string) []P {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	ps, err := g.Parse(data, file)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]P, len(ps))
	for i, p := range ps {
		out[i] = p.P
	}
	return out
}

// Solutions returns the boards of up to limit solutions of p (0: all),
// each checked by the verifier, and whether they are all.
func Solutions[P, S any](t testing.TB, g *kit.Genre[P, S], p P, cfg encode.Config, limit int64) (boards []S, models [][]bool, complete bool) {
	t.Helper()
	m, decode := g.Build(p, cfg)
	res, err := sat.Enumerate(context.Background(), m.F, m.Projection(), nil, limit, func(x []bool) bool {
		s := decode(kit.Solution(x))
		if err := g.Verify(p, s); err != nil {
			t.Fatalf("a solution fails the verifier: %v", err)
		}
		boards = append(boards, s)
		models = append(models, append([]bool(nil), x...))
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	return boards, models, res.Complete
}

// Conform runs the conformance checks on the puzzles of files (see the
// package's doc), and on puzzles given as they are (Tatham's, say).
func Conform[P, S any](t *testing.T, g *kit.Genre[P, S], files []string, puzzles ...P) {
	type item struct {
		name string
		p    P
	}
	var items []item
	for _, file := range files {
		for k, p := range Read(t, g, file) {
			items = append(items, item{file + "#" + itoa(k+1), p})
		}
	}
	for k, p := range puzzles {
		items = append(items, item{"puzzle " + itoa(k+1), p})
	}
	if len(items) == 0 {
		t.Fatal("no test puzzles")
	}
	// An input without a puzzle is refused: blank, or batch separators
	// alone (which a genre whose empty cell is '-' once read as a row).
	for _, in := range []string{"", "\n \n", "---\n", "\n---\n---\n"} {
		if ps, err := g.Parse([]byte(in), "empty"); err == nil || len(ps) > 0 {
			t.Errorf("input %q: %d puzzles read, error %v; expected an error and none", in, len(ps), err)
		}
	}
	// Lines ended by CR alone read as those ended by LF.
	text := g.Text.Write(items[0].p)
	if ps, err := g.Parse([]byte(strings.ReplaceAll(text, "\n", "\r")), "cr"); err != nil || len(ps) != 1 || g.Text.Write(ps[0].P) != text {
		t.Errorf("%s with CR line ends: %d puzzles read, error %v", items[0].name, len(ps), err)
	}
	// A genre's comments (TextFormat.Comment) before the first puzzle of a
	// batch and after its last make no puzzle.
	if c := g.Text.Comment; c != "" {
		in := c + " before\n---\n" + text + "---\n" + c + " after\n"
		if ps, err := g.Parse([]byte(in), "noted"); err != nil || len(ps) != 1 || g.Text.Write(ps[0].P) != text {
			t.Errorf("%s between comments: %d puzzles read, error %v", items[0].name, len(ps), err)
		}
	}
	var unique []item
	for _, it := range items {
		t.Run(it.name, func(t *testing.T) {
			RoundTrip(t, g, it.p)
			if checkSolutions(t, g, it.p) {
				unique = append(unique, it)
			}
		})
	}
	if len(unique) == 0 {
		t.Error("no test puzzle has one solution: the verifier's mutation check never ran")
	}
	if g.Full != nil {
		// On the smallest few, by their text: --suggest asks a search
		// for each clue it could add.
		slices.SortStableFunc(unique, func(a, b item) int { return len(g.Text.Write(a.p)) - len(g.Text.Write(b.p)) })
		several, suggested := 0, 0
		for _, it := range unique[:min(len(unique), 3)] {
			t.Run("suggest "+it.name, func(t *testing.T) {
				m, s := SuggestsClues(t, g, it.p)
				several, suggested = several+b2i(m), suggested+b2i(s)
			})
		}
		if several > 0 && suggested == 0 {
			t.Error("no test puzzle with some clues taken off was given clues by --suggest")
		}
	}
	if g.Generate != nil {
		t.Run("generate", func(t *testing.T) { Generates(t, g, 0, 3) })
	}
}

// Tatham is a line of a genre's testdata tatham.tsv (testdata/tatham/
// make.sh): a puzzle made by Simon Tatham's generator, and its solution
// as his SOLVE move.
type Tatham struct{ Name, ID, Params, Solve string }

// TathamFile reads a tatham.tsv, failing the test unless it holds at least
// min puzzles.
func TathamFile(t testing.TB, path string, min int) []Tatham {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []Tatham
	for _, line := range strings.Split(string(data), "\n") {
		if cols := strings.Split(line, "\t"); len(cols) == 4 && !strings.HasPrefix(line, "#") {
			out = append(out, Tatham{cols[0], cols[1], cols[2], cols[3]})
		}
	}
	if len(out) < min {
		t.Fatalf("%s: %d puzzles, expected %d or more", path, len(out), min)
	}
	return out
}

// RoundTrip checks that each format writes p as what reads back as p.
func RoundTrip[P, S any](t *testing.T, g *kit.Genre[P, S], p P) {
	t.Helper()
	check := func(what string, data []byte) {
		t.Helper()
		qs, err := g.Parse(data, what)
		if err != nil {
			t.Fatalf("%s: written as %q, read back: %v", what, data, err)
		}
		if len(qs) != 1 || !reflect.DeepEqual(qs[0].P, p) {
			t.Fatalf("%s: written as %q, read back as another puzzle", what, data)
		}
	}
	check("text", []byte(g.Text.Write(p)))
	js, err := jsonOf(g.WriteJSON(p))
	if err != nil {
		t.Fatal(err)
	}
	check("json", js)
	for _, l := range g.Links {
		s, err := l.Write(p)
		if err != nil {
			continue // a puzzle this format cannot hold
		}
		q, err := l.Read(s)
		if err != nil {
			t.Fatalf("%s: %q read back: %v", l.Format, s, err)
		}
		if !reflect.DeepEqual(q, p) {
			t.Fatalf("%s: %q read back as another puzzle", l.Format, s)
		}
		check(l.Format+" list", []byte(s+"\n"))
		if short, ok := squareShort(s); ok && l.Format == "tatham" {
			// Tatham's games read "N:" as "NxN:"; it was taken for a file.
			if q, err := l.Read(short); err != nil || !l.Is(short) || !reflect.DeepEqual(q, p) {
				t.Fatalf("%s: %q, the size as one number: a link %v, read back as another puzzle or %v", l.Format, short, l.Is(short), err)
			}
			check(l.Format+" list, N:", []byte(short+"\n"))
		}
	}
}

// squareShort returns a game ID "NxN...:DESC" with its size written as
// one number, "N...:DESC", or false when the ID's grid is not square or
// its size is one number already (read as Tatham's games read it:
// tatham.ID.Size).
func squareShort(s string) (string, bool) {
	id, err := tatham.Parse(s, "")
	if err != nil {
		return "", false
	}
	w, h, rest, err := id.Size(grid.MaxSide)
	if err != nil || w != h || !strings.Contains(id.Params[:len(id.Params)-len(rest)], "x") {
		return "", false
	}
	return itoa(w) + rest + ":" + id.Desc, true
}

// checkSolutions checks the verifier, forced cells and uniqueness of p,
// and reports whether p has one solution.
func checkSolutions[P, S any](t *testing.T, g *kit.Genre[P, S], p P) bool {
	boards, models, complete := Solutions(t, g, p, encode.Config{}, 50)
	ctx := context.Background()
	prob := g.Problem(p, "p", &solve.Options{}, false)
	// --unique and --count --limit 2 agree, and agree with enumeration.
	var unique bool
	var count int64
	if _, err := solve.Run(ctx, &solve.Options{Unique: true}, solve.Problems(prob), func(o *solve.Outcome) error {
		unique = o.Unique()
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if _, err := solve.Run(ctx, &solve.Options{Count: true, Limit: 2}, solve.Problems(g.Problem(p, "p", &solve.Options{}, false)), func(o *solve.Outcome) error {
		count = o.Count
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if unique != (count == 1) || int64(min(len(boards), 2)) != count {
		t.Fatalf("--unique says %v, --count --limit 2 says %d, enumeration %d", unique, count, len(boards))
	}
	// Each of the puzzle's variables has a name of its own, as --suggest
	// and --hint print it: a name that two share says nothing.
	seen := map[string]sat.Var{}
	for _, v := range prob.Projection.Vars {
		name := prob.NameOf(v.Pos())
		if w, ok := seen[name]; ok {
			t.Fatalf("variables %d and %d are both named %q", w, v, name)
		}
		seen[name] = v
	}
	if len(boards) == 0 {
		return false
	}
	// What --forced reports holds in every solution; for a complete
	// enumeration, it is all that does.
	values, found, _, err := solve.Forced(ctx, prob)
	if err != nil || !found {
		t.Fatalf("forced: found %v, %v", found, err)
	}
	for v := 1; v <= prob.Formula.NumVars(); v++ { // not those Define adds: the genre's tests check them
		if values[v] == 0 {
			continue
		}
		for _, m := range models {
			if m[v] != (values[v] > 0) {
				t.Fatalf("forced: variable %d forced %d, but a solution differs", v, values[v])
			}
		}
	}
	if unique {
		// Every board one projected variable away from the solution
		// that differs from it is refused by the verifier.
		mm, decode := g.Build(p, encode.Config{})
		for _, v := range mm.Projection().Vars {
			x := append([]bool(nil), models[0]...)
			x[v] = !x[v]
			s := decode(kit.Solution(x))
			if !reflect.DeepEqual(s, boards[0]) && g.Verify(p, s) == nil {
				t.Fatalf("the verifier accepts the solution with variable %d flipped", v)
			}
		}
	}
	_ = complete
	return unique
}

// Generates makes n puzzles of the given size (0: the genre's usual)
// and checks that each reads back from its text, JSON and link with one
// solution, the one generated.
func Generates[P, S any](t *testing.T, g *kit.Genre[P, S], size, n int) {
	gen := g.Generate
	for seed := int64(1); seed <= int64(n); seed++ {
		rng := rand.New(rand.NewSource(seed))
		var out *solve.Generated
		var err error
		symmetric := seed%2 == 0 && (gen.Partner != nil || gen.OwnSymmetric) // where followed
		if gen.Own != nil {
			out, err = gen.Own(flagSet())(context.Background(), &solve.GenerateOptions{Size: size, Symmetric: symmetric, Minimal: true}, rng)
		} else {
			out, err = g.Make(context.Background(), gen.Flags(flagSet()), rng, size, symmetric, true)
		}
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		var reads [][]byte
		reads = append(reads, []byte(out.Text))
		js, _ := jsonOf(out.JSON)
		reads = append(reads, js)
		if out.Link != "" {
			reads = append(reads, []byte(out.Link+"\n"))
		}
		var first P
		for k, data := range reads {
			ps, err := g.Parse(data, "generated")
			if err != nil || len(ps) != 1 {
				t.Fatalf("seed %d: %q reads back as %d puzzles: %v", seed, data, len(ps), err)
			}
			if k == 0 {
				first = ps[0].P
			} else if !reflect.DeepEqual(ps[0].P, first) {
				t.Fatalf("seed %d: the forms of the generated puzzle read back differently", seed)
			}
		}
		boards, _, _ := Solutions(t, g, first, encode.Config{}, 2)
		if len(boards) != 1 {
			t.Fatalf("seed %d: the generated puzzle has %d solutions", seed, len(boards))
		}
	}
}

// Reasoned checks that the first n puzzles of file are rated by --rate's
// reasoning (solve.Rate on the model for questions) at a level below
// search: a rating that stalls where people reason on says the model for
// questions hides a rule from unit propagation (a loop's connectivity
// under the lazy check, say).
func Reasoned[P, S any](t *testing.T, g *kit.Genre[P, S], file string, n int) {
	t.Helper()
	ps := Read(t, g, file)
	for k, p := range ps[:min(n, len(ps))] {
		prob := g.Problem(p, "p", &solve.Options{Encoding: encode.Config{Select: encode.SelectAll}}, false)
		r, err := solve.Rate(context.Background(), prob)
		if err != nil {
			t.Fatalf("%s #%d: %v", file, k+1, err)
		}
		if r.Level == solve.Search {
			t.Errorf("%s #%d: rated search (steps %v)", file, k+1, r.Steps)
		}
	}
}
