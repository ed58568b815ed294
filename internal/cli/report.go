package cli

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// report prints one problem's outcome under the common flags: the
// solutions shown, the count, and what stderr says of it (no solution,
// unique or not, how many were listed).
func report(c *common, o *solve.Outcome, stdout, stderr io.Writer) error {
	p := o.Problem
	status := o.Status()
	stopped := o.Stopped
	jsonOut := c.format == "json"
	emit := func(fields map[string]any) error {
		if c.stats {
			fields["stats"] = statsJSON(p, o.Stats)
		}
		return solve.WriteJSONLine(stdout, p.Name, status, fields)
	}
	// The solutions shown: none when only counting; in a batch of lines,
	// exactly one line per problem, an empty line when there is no answer
	// to give (no solution, not unique under --unique, stopped), so that
	// answer i stays on line i.
	lines := p.OneLine && !jsonOut && !c.lists() && !c.count
	shown := o.Solutions
	switch {
	case c.count && !c.lists():
		shown = nil
	case lines && (stopped || (c.unique && o.Count != 1)):
		shown = nil
	case lines && len(shown) > 1:
		shown = shown[:1]
	}
	if lines && len(shown) == 0 {
		fmt.Fprintln(stdout)
	}
	for i, a := range shown {
		if jsonOut {
			fields := make(map[string]any, len(a.Fields)+1)
			for k, v := range a.Fields {
				fields[k] = v
			}
			if c.unique {
				fields["unique"] = o.Unique()
			}
			if stopped {
				// A list cut short, or a solution not proven unique
				// ("unique": false says no more).
				fields["partial"] = true
			}
			if err := emit(fields); err != nil {
				return err
			}
			continue
		}
		if (c.lists() || c.unique) && i > 0 && !oneLineText(a.Text) {
			fmt.Fprintln(stdout)
		}
		fmt.Fprint(stdout, a.Text)
	}
	if c.stats && !jsonOut {
		fmt.Fprintf(stderr, "%s: %s\n", p.Name, statsText(p, o.Stats, o.Stopped))
	}
	switch {
	case c.count:
		// A count that reached --limit is a floor, as a stopped one is:
		// JSON says "limit", the text a line on stderr (but in a batch of
		// lines, which a setter may count by the thousand).
		atLimit := !stopped && !o.Complete && c.limit > 0 && o.Count >= int64(c.limit)
		if jsonOut {
			fields := map[string]any{"count": o.Count}
			if stopped {
				fields["partial"] = true
			}
			if atLimit {
				fields["limit"] = c.limit
			}
			return emit(fields)
		}
		if stopped {
			fmt.Fprintf(stdout, "%d (partial)\n", o.Count)
		} else {
			fmt.Fprintf(stdout, "%d\n", o.Count)
		}
		if atLimit && !p.OneLine {
			fmt.Fprintf(stderr, "%s: stopped at --limit %d: there may be more\n", p.Name, c.limit)
		}
	case stopped:
		if !jsonOut {
			fmt.Fprintf(stderr, "%s: %s\n", p.Name, stoppedText(c, o))
		} else if len(o.Solutions) == 0 {
			fields := map[string]any{"count": o.Count, "partial": true}
			if c.unique {
				fields["unique"] = false // not proven
			}
			return emit(fields)
		}
	case o.Count == 0:
		if jsonOut {
			fields := map[string]any{}
			if c.unique {
				fields["unique"] = false // as the flag's answer says: exit 1
			}
			if p.NoSolution != "" {
				fields["reason"] = p.NoSolution
			} else if p.IfNone != "" {
				fields["note"] = p.IfNone
			}
			return emit(fields)
		}
		fmt.Fprintf(stderr, "%s: %s\n", p.Name, noSolution(p))
	case c.unique:
		switch {
		case jsonOut:
		case o.Count == 1:
			fmt.Fprintf(stderr, "%s: unique\n", p.Name)
		default:
			fmt.Fprintf(stderr, "%s: not unique: at least 2 solutions\n", p.Name)
		}
	case c.lists() && !jsonOut:
		complete := ""
		if !o.Complete {
			complete = " (stopped at --limit)"
		}
		noun := "solutions"
		if o.Count == 1 {
			noun = "solution"
		}
		fmt.Fprintf(stderr, "%s: %d %s%s\n", p.Name, o.Count, noun, complete)
	}
	return nil
}

// stoppedText says what a search stopped by --timeout or an interrupt
// found, and how far it got when it was split into cubes: "stopped with
// 1 solution found, not proven unique; 23 of 32 cubes searched to the
// end".
func stoppedText(c *common, o *solve.Outcome) string {
	s := "stopped with no solution found"
	switch {
	case o.Count == 1 && c.unique:
		s = "stopped with 1 solution found, not proven unique"
	case o.Count == 1:
		s = "stopped with 1 solution found"
	case o.Count > 1:
		s = fmt.Sprintf("stopped with %d solutions found", o.Count)
	}
	if st := o.Stats; st.Cubes > 1 {
		s += fmt.Sprintf("; %d of %d cubes searched to the end", st.Exhausted, st.Cubes)
	}
	return s
}

func stopReason(ctx context.Context) string {
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return "--timeout"
	}
	return "interrupt"
}

// oneLineText reports whether a rendered solution is a single line, as in
// the batch formats, where no blank line separates answers.
func oneLineText(s string) bool {
	for i, ch := range s {
		if ch == '\n' && i != len(s)-1 {
			return false
		}
	}
	return true
}

func statsText(p *solve.Problem, s sat.Stats, stopped bool) string {
	v, cl, cards := p.Formula.Size()
	lazy := ""
	if len(p.Formula.Checks()) > 0 {
		lazy = fmt.Sprintf(", %d models cut off by lazy checks", s.Lazy)
	}
	elim := ""
	if s.Eliminated > 0 {
		elim = fmt.Sprintf("; %d variables eliminated", s.Eliminated)
	}
	race := ""
	if s.Racers > 0 {
		race = fmt.Sprintf("; raced %d seeded searches, seed %d answered first", s.Racers, s.Winner)
	}
	if s.Cubes > 0 {
		race += fmt.Sprintf("; split into %d cubes", s.Cubes)
		if stopped && s.Exhausted < s.Cubes {
			race += fmt.Sprintf(", %d searched to the end", s.Exhausted)
		}
	}
	return fmt.Sprintf("%d variables, %d clauses, %d native constraints%s; %d solver calls, %d conflicts, %d decisions%s, %v searching%s",
		v, cl, cards, elim, s.Solves, s.Conflicts, s.Decisions, lazy, s.Time.Round(1000), race)
}

func statsJSON(p *solve.Problem, s sat.Stats) map[string]any {
	v, cl, cards := p.Formula.Size()
	return map[string]any{
		"variables": v, "clauses": cl, "native": cards,
		"solves": s.Solves, "conflicts": s.Conflicts, "decisions": s.Decisions,
		"lazy": s.Lazy, "seconds": s.Time.Seconds(), "racers": s.Racers, "winner": s.Winner, "cubes": s.Cubes, "exhausted": s.Exhausted, "eliminated": s.Eliminated,
	}
}
