package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// study answers the setter's and player's questions (--forced, --explain,
// --suggest) for each problem of src, in this process, one after another,
// and prints each answer as it comes.
func study(ctx context.Context, c *common, genre string, src solve.Source, prog *progress, stdout *flushWriter, stderr io.Writer) error {
	q := c.question()
	jsonOut := c.format == "json"
	failed, stopped := false, false
	for {
		// Built and answered aside (solve.Within): neither heeds ctx, and
		// on a large grid they went on past --timeout and Ctrl-C
		// (Fillomino's --rate of 120×120: 11 s past a --timeout of 2 s).
		p, built, err := solve.Within(ctx, src)
		if !built {
			stopped = true // the problem gets no answer
			break
		}
		if err != nil {
			return badInput(err)
		}
		if p == nil {
			break
		}
		prog.step()
		if c.dimacs != "" {
			if err := writeDIMACS(ctx, c.dimacs, p); err != nil {
				return badInput(err)
			}
			c.dimacs = ""
		}
		a, answered, err := solve.Within(ctx, func() (answer, error) { return ask(ctx, q, genre, p) })
		if err != nil {
			return err
		}
		fields, status, text, note, st := a.fields, a.status, a.text, a.note, a.st
		stopped = a.stopped || !answered
		if stopped {
			status = "timeout"
			fields = map[string]any{}
		}
		if status == "unsat" {
			failed = true
		}
		if jsonOut {
			if note != "" && status != "timeout" {
				fields["note"] = note
			}
			if c.stats {
				fields["stats"] = statsJSON(p, st)
			}
			if err := solve.WriteJSONLine(stdout, p.Name, status, fields); err != nil {
				return err
			}
		} else {
			if p.InBatch && q != "--forced" && text != "" {
				text = p.Name + ": " + text // --forced's board has its title above
			}
			fmt.Fprint(stdout, text)
			stdout.maybeFlush() // on a terminal, the answer before its note
			if note != "" {
				fmt.Fprintf(stderr, "%s: %s\n", p.Name, note)
			}
			if c.stats {
				fmt.Fprintf(stderr, "%s: %s\n", p.Name, statsText(p, st, false))
			}
		}
		stdout.maybeFlush()
		if stopped {
			break
		}
	}
	stdout.Flush()
	if stopped {
		fmt.Fprintln(stderr, "puzzlesat: stopped by", stopReason(ctx), "before the search ended")
		return silent(exitInterrupt)
	}
	if failed {
		return silent(exitNoSolve)
	}
	return nil
}

// noSolution is what an answer of no solution says: why, when it was
// known before any search (Problem.NoSolution), else the model's bound the
// puzzle may not share (Problem.IfNone).
func noSolution(p *solve.Problem) string {
	switch {
	case p.NoSolution != "":
		return "no solution: " + p.NoSolution
	case p.IfNone != "":
		return "no solution (" + p.IfNone + ")"
	}
	return "no solution"
}

// ask answers the question q (--forced, --explain, --suggest, --hint or
// --rate) for problem p of the genre.
func ask(ctx context.Context, q, genre string, p *solve.Problem) (answer, error) {
	a := answer{fields: map[string]any{}, status: "sat"}
	switch q {
	case "--forced":
		if p.ShowForced == nil {
			return a, usageErr("--forced: %s cannot draw a partly solved board", genre)
		}
		values, found, stats, err := solve.Forced(ctx, p)
		a.st = stats
		switch {
		case err != nil:
		case !found:
			a.status, a.note = "unsat", noSolution(p)
		default:
			shown, serr := p.ShowForced(values)
			if serr != nil {
				return a, fmt.Errorf("%s: %v (this is a bug)", p.Name, serr)
			}
			a.text = shown.Text
			for k, v := range shown.Fields {
				a.fields[k] = v
			}
		}
		if err != nil {
			a.stopped = true
		}
	case "--explain":
		conflict, stats, err := solve.Explain(ctx, p)
		a.st = stats
		switch {
		case errors.Is(err, solve.ErrSolvable):
			a.note = "has a solution: nothing conflicts"
		case errors.Is(err, solve.ErrNoSelectors):
			return a, usageErr("--explain: %s names no givens or rules", genre)
		case err != nil:
			a.stopped = true
		default:
			a.status = "unsat"
			a.fields["conflict"] = conflict.Names
			what := "these givens cannot all hold"
			switch {
			case conflict.Rules:
				what = "the rules alone cannot hold, already these"
				a.fields["rules"] = true
			case conflict.Fixes:
				what = "without any one of these givens the rest have a solution"
				a.fields["fixes"] = true
			case conflict.Opens:
				what = "with the value of any one of these givens left open ('?') the puzzle has a solution"
				a.fields["opens"] = true
			}
			a.text = fmt.Sprintf("%s: %s\n", what, strings.Join(conflict.Names, ", "))
		}
	case "--suggest":
		var names []string
		var err error
		clues := p.Clues != nil
		if clues {
			names, _, a.st, err = solve.SuggestClues(ctx, p)
			clues = !errors.Is(err, solve.ErrNoClue)
		}
		if !clues {
			// Values of cells: the genre's inputs (a Sudoku's), or
			// where no clues of a solution would do.
			var extra []sat.Lit
			var stats sat.Stats
			extra, _, stats, err = solve.Suggest(ctx, p)
			a.st.Add(stats)
			names = make([]string, len(extra))
			for i, l := range extra {
				names[i] = p.NameOf(l)
			}
			if p.Clues != nil && err == nil {
				a.note = "no clues of a solution make it unique (of the first eight tried): values of cells instead"
			}
		}
		switch {
		case errors.Is(err, solve.ErrUnique):
			a.note = "unique already: nothing to add"
			a.fields["suggest"] = []string{}
		case errors.Is(err, solve.ErrUnsolvable):
			a.status, a.note = "unsat", noSolution(p)
		case err != nil && ctx.Err() == nil:
			return a, err // not a stop: a bug, which a timeout's answer would hide
		case err != nil:
			a.stopped = true
		default:
			a.fields["suggest"] = names
			a.text = fmt.Sprintf("add %s\n", strings.Join(names, ", "))
		}
	case "--hint":
		step, done, err := solve.Hint(ctx, p)
		switch {
		case errors.Is(err, solve.ErrNoCells), errors.Is(err, solve.ErrNoSelectors):
			return a, usageErr("--hint: %s does not name its cells and rules", genre)
		case errors.Is(err, solve.ErrUnsolvable):
			a.status, a.note = "unsat", noSolution(p)
			if p.NoSolution == "" && p.IfNone == "" {
				a.note += " (--explain says why)"
			}
		case err != nil:
			a.stopped = true
		case done:
			a.note = "solved already: the givens decide every cell"
		case step.Level == solve.Search:
			a.fields["hint"] = map[string]any{"level": "search"}
			a.text = "no deduction up to level 2: only search goes on from here\n"
		default:
			name := p.NameOf(step.Lit)
			a.fields["hint"] = map[string]any{"cell": name, "level": step.Level, "reason": step.Reason}
			a.text = fmt.Sprintf("%s (level %d: %s)\n", name, step.Level, strings.Join(step.Reason, ", "))
		}
	case "--rate":
		rating, err := solve.Rate(ctx, p)
		switch {
		case errors.Is(err, solve.ErrNoCells), errors.Is(err, solve.ErrNoSelectors):
			return a, usageErr("--rate: %s does not name its cells and rules", genre)
		case errors.Is(err, solve.ErrUnsolvable):
			a.status, a.note = "unsat", noSolution(p)
		case err != nil:
			a.stopped = true
		default:
			level, levelText := levelValue(rating.Level), levelName(rating.Level)
			steps := map[string]int{}
			var parts []string
			for l := 0; l <= solve.MaxLevel; l++ {
				if n := rating.Steps[l]; n > 0 {
					steps[fmt.Sprint(l)] = n
					parts = append(parts, fmt.Sprintf("%d at level %d", n, l))
				}
			}
			if n := rating.Steps[solve.Search]; n > 0 {
				steps["search"] = n
				parts = append(parts, "then search")
			}
			a.fields["rating"] = map[string]any{"level": level, "steps": steps}
			a.text = fmt.Sprintf("level %s (steps: %s)\n", levelText, strings.Join(parts, ", "))
			switch {
			case len(parts) == 1 && steps["search"] > 0:
				a.text = fmt.Sprintf("level search (no cell follows up to level %d: search from the start)\n", solve.MaxLevel)
			case len(parts) == 0:
				a.text = "level 0 (no steps: the givens decide every cell)\n"
			}
		}
	}
	return a, nil
}

// answer is what study found for one problem.
type answer struct {
	fields       map[string]any
	status, text string
	note         string
	st           sat.Stats
	stopped      bool
}
