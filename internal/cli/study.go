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
		p, err := src()
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
		fields := map[string]any{}
		status := "sat"
		var text, note string
		var st sat.Stats
		switch q {
		case "--forced":
			if p.ShowForced == nil {
				return usageErr("--forced: %s cannot draw a partly solved board", genre)
			}
			values, found, stats, err := solve.Forced(ctx, p)
			st = stats
			switch {
			case err != nil:
			case !found:
				status, note = "unsat", noSolution(p)
			default:
				a, serr := p.ShowForced(values)
				if serr != nil {
					return fmt.Errorf("%s: %v (this is a bug)", p.Name, serr)
				}
				text = a.Text
				for k, v := range a.Fields {
					fields[k] = v
				}
			}
			if err != nil {
				stopped = true
			}
		case "--explain":
			conflict, stats, err := solve.Explain(ctx, p)
			st = stats
			switch {
			case errors.Is(err, solve.ErrSolvable):
				note = "has a solution: nothing conflicts"
			case errors.Is(err, solve.ErrNoSelectors):
				return usageErr("--explain: %s names no givens or rules", genre)
			case err != nil:
				stopped = true
			default:
				status = "unsat"
				fields["conflict"] = conflict.Names
				what := "these givens cannot all hold"
				switch {
				case conflict.Rules:
					what = "the rules alone cannot hold, already these"
					fields["rules"] = true
				case conflict.Fixes:
					what = "without any one of these givens the rest have a solution"
					fields["fixes"] = true
				case conflict.Opens:
					what = "with the value of any one of these givens left open ('?') the puzzle has a solution"
					fields["opens"] = true
				}
				text = fmt.Sprintf("%s: %s\n", what, strings.Join(conflict.Names, ", "))
			}
		case "--suggest":
			var names []string
			var err error
			clues := p.Clues != nil
			if clues {
				names, _, st, err = solve.SuggestClues(ctx, p)
				clues = !errors.Is(err, solve.ErrNoClue)
			}
			if !clues {
				// Values of cells: the genre's inputs (a Sudoku's), or
				// where no clues of a solution would do.
				var extra []sat.Lit
				var stats sat.Stats
				extra, _, stats, err = solve.Suggest(ctx, p)
				st.Add(stats)
				names = make([]string, len(extra))
				for i, l := range extra {
					names[i] = p.NameOf(l)
				}
				if p.Clues != nil && err == nil {
					note = "no clues of a solution make it unique (of the first eight tried): values of cells instead"
				}
			}
			switch {
			case errors.Is(err, solve.ErrUnique):
				note = "unique already: nothing to add"
				fields["suggest"] = []string{}
			case errors.Is(err, solve.ErrUnsolvable):
				status, note = "unsat", noSolution(p)
			case err != nil && ctx.Err() == nil:
				return err // not a stop: a bug, which a timeout's answer would hide
			case err != nil:
				stopped = true
			default:
				fields["suggest"] = names
				text = fmt.Sprintf("add %s\n", strings.Join(names, ", "))
			}
		case "--hint":
			step, done, err := solve.Hint(ctx, p)
			switch {
			case errors.Is(err, solve.ErrNoCells), errors.Is(err, solve.ErrNoSelectors):
				return usageErr("--hint: %s does not name its cells and rules", genre)
			case errors.Is(err, solve.ErrUnsolvable):
				status, note = "unsat", noSolution(p)
				if p.NoSolution == "" && p.IfNone == "" {
					note += " (--explain says why)"
				}
			case err != nil:
				stopped = true
			case done:
				note = "solved already: the givens decide every cell"
			case step.Level == solve.Search:
				fields["hint"] = map[string]any{"level": "search"}
				text = "no deduction up to level 2: only search goes on from here\n"
			default:
				name := p.NameOf(step.Lit)
				fields["hint"] = map[string]any{"cell": name, "level": step.Level, "reason": step.Reason}
				text = fmt.Sprintf("%s (level %d: %s)\n", name, step.Level, strings.Join(step.Reason, ", "))
			}
		case "--rate":
			rating, err := solve.Rate(ctx, p)
			switch {
			case errors.Is(err, solve.ErrNoCells), errors.Is(err, solve.ErrNoSelectors):
				return usageErr("--rate: %s does not name its cells and rules", genre)
			case errors.Is(err, solve.ErrUnsolvable):
				status, note = "unsat", noSolution(p)
			case err != nil:
				stopped = true
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
				fields["rating"] = map[string]any{"level": level, "steps": steps}
				text = fmt.Sprintf("level %s (steps: %s)\n", levelText, strings.Join(parts, ", "))
				switch {
				case len(parts) == 1 && steps["search"] > 0:
					text = fmt.Sprintf("level search (no cell follows up to level %d: search from the start)\n", solve.MaxLevel)
				case len(parts) == 0:
					text = "level 0 (no steps: the givens decide every cell)\n"
				}
			}
		}
		if stopped {
			status = "timeout"
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
