package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// decodeRun shows the solutions that another SAT solver found for the CNF
// of the run's one puzzle (--decode, once per answer). Answer i is for the
// CNF with the solutions of answers 1 to i−1 blocked, which --dimacs then
// writes; so answer by answer, another solver enumerates the solutions as
// puzzlesat's own loop does. Each answer must satisfy every clause of its
// CNF, and it is decoded and checked by the genre's verifier as a solution
// of puzzlesat's own would be. An answer of no solution is reported as the
// solver's word: it is not checked (--proof writes a proof that can be).
// next gives the puzzle, refused unless its formula is all clauses; the
// --dimacs file is written here, once every answer is good.
func decodeRun(ctx context.Context, c *common, next func() (*solve.Problem, error), stdout, stderr io.Writer) error {
	p, err := onlyPuzzle(next, "--decode")
	if err != nil {
		return err
	}
	f := p.Formula.Clone() // all clauses: next refuses any other
	o := &solve.Outcome{Problem: p}
	none := "" // the answer that says there is no further solution
	for _, path := range c.decode {
		if none != "" {
			return usageErr("--decode %s: follows %s, which says there is no further solution", path, none)
		}
		model, found, err := readAnswer(path, f.NumVars())
		if err != nil {
			return err
		}
		if !found {
			none = path
			continue
		}
		if i := f.Falsified(model); i > 0 {
			what := "its CNF"
			switch {
			case o.Count == 1:
				what = "its CNF (with the solution before it blocked, as --dimacs writes it then)"
			case o.Count > 1:
				what = fmt.Sprintf("its CNF (with the %d solutions before it blocked, as --dimacs writes it then)", o.Count)
			}
			return usageErr("%s: not a solution: clause %d of %s is false (an answer for the CNF of other flags, or of another puzzle?)", path, i, what)
		}
		answer, err := p.Show(model)
		if err != nil {
			// Every clause holds, yet a rule is broken: a bug of the model.
			return fmt.Errorf("%s: the answer satisfies the CNF but breaks a rule: %v", path, err)
		}
		o.Count++
		o.Solutions = append(o.Solutions, answer)
		o.Models = append(o.Models, model)
		f.AddClause(p.Blocking(model)...)
	}
	// Every answer is good: the next solver call's CNF, every solution
	// shown blocked (written only now, so that a refused answer leaves the
	// last good one in place).
	if c.dimacs != "" && none == "" {
		name := fmt.Sprintf("%s (the %d solutions shown blocked)", p.Name, o.Count)
		if o.Count == 1 {
			name = p.Name + " (the solution shown blocked)"
		}
		if err := writeDIMACS(ctx, c.dimacs, &solve.Problem{Name: name, Formula: f}); err != nil {
			return err
		}
	}
	// The solver's word that there is no (further) solution is not
	// checked: --proof writes a proof that can be, of no solution, or
	// under --unique of no second one.
	unchecked := "the solver's word, not checked here"
	switch o.Count {
	case 0:
		unchecked += "; --proof writes a proof that can be"
	case 1:
		unchecked += "; --unique --proof writes a proof that can be"
	}
	if o.Count == 0 {
		if c.format == "json" {
			if err := solve.WriteJSONLine(stdout, p.Name, "unsat", map[string]any{"count": 0, "says": none, "checked": false}); err != nil {
				return err
			}
		}
		fmt.Fprintf(stderr, "%s: no solution, says %s (%s)\n", p.Name, none, unchecked)
		return silent(exitNoSolve)
	}
	// Shown as --all shows them, with their number on stderr; whether
	// there are more is said below.
	o.Complete = true
	several := *c
	several.all = len(c.decode) > 1
	if err := report(&several, o, stdout, stderr); err != nil {
		return err
	}
	switch {
	case c.format == "json" && none != "":
		// The other solver's word that there is no other, as a line of
		// its own after the solutions: their count, and who says so.
		return solve.WriteJSONLine(stdout, p.Name, "sat", map[string]any{"count": o.Count, "says": none, "checked": false})
	case c.format == "json":
	case none != "":
		fmt.Fprintf(stderr, "%s: no other solution, says %s (%s)\n", p.Name, none, unchecked)
	case c.dimacs != "":
		fmt.Fprintf(stderr, "%s: for another solution, solve %s (the solutions shown blocked), then add --decode with its answer\n", p.Name, c.dimacs)
	}
	return nil
}

// readAnswer reads the solver's answer in the file at path, for a formula
// of nvars variables.
func readAnswer(path string, nvars int) (model []bool, found bool, err error) {
	file, err := os.Open(path)
	if err != nil {
		return nil, false, usageErr("--decode: %v", err)
	}
	defer file.Close()
	model, found, err = sat.ReadModel(&bomless{r: file}, nvars)
	var pe *sat.ParseError
	switch {
	case errors.As(err, &pe):
		return nil, false, usageErr("%s:%v", path, err)
	case err != nil:
		return nil, false, usageErr("--decode %s: %v", path, err)
	}
	return model, found, nil
}
