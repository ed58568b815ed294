package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"

	"github.com/puzzlesat/puzzlesat/sat"
)

// problem is one puzzle instance, ready for the solver. The command knows
// no puzzle: each puzzle's file builds problems.
type problem struct {
	name    string // the puzzle, for messages and the JSON "puzzle" field
	formula *sat.Formula
	proj    sat.Projection
	// split returns the parts the search is split into, for counting
	// (symmetric true: symmetry may be used, each part weighted) or for
	// enumeration (symmetric false: weights must be 1). Nil means the whole
	// formula as one part.
	split func(symmetric bool) []part
	// show decodes a model, verifies it with the puzzle's own Verify and
	// renders it: text (with its final newline) for the text formats, and
	// the solution's JSON fields.
	show func(model []bool) (text string, fields map[string]any, err error)
	// noSolution, when set, explains why the puzzle cannot have a solution
	// (found before any search).
	noSolution string
	// oneLine says the answers are the lines of a batch (one puzzle per
	// line in, one answer per line out): outside --all and --count, the
	// text formats then write exactly one line per problem, an empty line
	// when there is no answer to give (no solution, not unique under
	// --unique, stopped), so that answer i stays on line i.
	oneLine bool
}

// part is a set of cubes whose solutions count weight times.
type part struct {
	cubes  [][]sat.Lit
	weight int64
}

// outcome is what the driver found for one problem.
type outcome struct {
	count    int64
	complete bool
	models   [][]bool
	stats    sat.Stats
}

// solveProblems runs the problems that next returns (nil at the end) under
// the common flags, writing each problem's answer in order. It returns an
// exit error: 1 when some problem had no solution (or was not unique under
// --unique), 3 when stopped.
func solveProblems(ctx context.Context, c *common, next func() (*problem, error), stdout, stderr io.Writer) error {
	models := !c.count || c.all
	limit := int64(c.limit)
	switch {
	case c.unique:
		limit, models = 2, true
	case !c.all && !c.count:
		limit = 1
	}
	partsOf := func(p *problem) []part {
		switch {
		case p.noSolution != "":
			return []part{{cubes: [][]sat.Lit{}, weight: 1}}
		case p.split != nil:
			if sp := p.split(!models); sp != nil {
				return sp
			}
		}
		return []part{{weight: 1}}
	}

	// Look at the first two problems: a lone problem that is not split
	// has nothing to run in parallel, and sending its formula to a worker
	// only costs time and memory.
	type peeked struct {
		p     *problem
		parts []part
		err   error
	}
	pull := func() peeked {
		p, err := next()
		if p == nil || err != nil {
			return peeked{p: p, err: err}
		}
		return peeked{p: p, parts: partsOf(p)}
	}
	var ahead []peeked
	for len(ahead) < 2 {
		a := pull()
		ahead = append(ahead, a)
		if a.p == nil || a.err != nil {
			break
		}
	}
	lone := len(ahead) == 2 && ahead[0].p != nil && ahead[1].p == nil && ahead[1].err == nil &&
		len(ahead[0].parts) == 1 && len(ahead[0].parts[0].cubes) <= 1
	jobsWanted := c.jobs
	if lone {
		jobsWanted = 1
	}
	pool := workerPool(jobsWanted)
	nextProblem := func() (*problem, []part, error) {
		if len(ahead) == 0 {
			a := pull()
			return a.p, a.parts, a.err
		}
		a := ahead[0]
		ahead = ahead[1:]
		return a.p, a.parts, a.err
	}

	type pending struct {
		p     *problem
		parts []part
		got   int
		out   outcome
	}
	var queue []*pending // problems whose jobs are under way, in order
	var jobs []sat.Job   // jobs of the problem being split, not yet handed out
	var inputErr error
	failed, stopped := false, false
	dimacsDone := false

	nextJob := func() (sat.Job, bool) {
		for len(jobs) == 0 {
			p, parts, err := nextProblem()
			if err != nil {
				inputErr = err
				return sat.Job{}, false
			}
			if p == nil {
				return sat.Job{}, false
			}
			if c.dimacs != "" && !dimacsDone {
				dimacsDone = true
				if err := writeDIMACS(c.dimacs, p); err != nil {
					inputErr = err
					return sat.Job{}, false
				}
			}
			queue = append(queue, &pending{p: p, parts: parts, out: outcome{complete: true}})
			for _, pt := range parts {
				lim := limit
				if pt.weight > 1 && limit > 0 {
					lim = (limit + pt.weight - 1) / pt.weight
				}
				jobs = append(jobs, sat.Job{Formula: p.formula, Projection: p.proj, Cubes: pt.cubes, Limit: lim, Models: models})
			}
		}
		j := jobs[0]
		jobs = jobs[1:]
		return j, true
	}

	done := func(_ int, r sat.JobResult) error {
		pd := queue[0]
		w := pd.parts[pd.got].weight
		pd.got++
		pd.out.count += w * r.Count
		pd.out.complete = pd.out.complete && r.Complete
		pd.out.models = append(pd.out.models, r.Models...)
		pd.out.stats.Add(r.Stats)
		if pd.got < len(pd.parts) {
			return nil
		}
		queue = queue[1:]
		if limit > 0 && pd.out.count > limit {
			pd.out.count = limit
			pd.out.complete = false
		}
		// This problem was cut short by the stop (an earlier one may
		// have been, and a later one may still be complete).
		cut := ctx.Err() != nil && !pd.out.complete && (limit == 0 || pd.out.count < limit)
		stopped = stopped || cut
		ok, err := report(c, pd.p, pd.out, cut, stdout, stderr)
		if !ok {
			failed = true
		}
		return err
	}

	err := pool.Run(ctx, nextJob, done)
	if inputErr != nil {
		return badInput(inputErr)
	}
	if err != nil && !errors.Is(err, context.Canceled) && !errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	if stopped || err != nil {
		fmt.Fprintln(stderr, "puzzlesat: stopped by", stopReason(ctx), "before the search ended")
		return silent(exitInterrupt)
	}
	if failed {
		return silent(exitNoSolve)
	}
	return nil
}

func stopReason(ctx context.Context) string {
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return "--timeout"
	}
	return "interrupt"
}

// report prints one problem's answer and says whether it succeeded (a
// solution, a count, uniqueness under --unique).
func report(c *common, p *problem, out outcome, stopped bool, stdout, stderr io.Writer) (bool, error) {
	status := "sat"
	switch {
	case stopped:
		status = "timeout"
	case out.count == 0:
		status = "unsat"
	}
	jsonOut := c.format == "json"
	emit := func(fields map[string]any) error {
		if c.stats {
			fields["stats"] = statsJSON(p, out.stats)
		}
		return writeJSONLine(stdout, p.name, status, fields)
	}
	// The solutions shown: none when only counting; in a batch of lines,
	// one line per problem (see problem.oneLine). shown is a prefix of
	// out.models.
	lines := p.oneLine && !jsonOut && !c.all && !c.count
	shown := out.models
	switch {
	case c.count && !c.all:
		shown = nil
	case lines && (stopped || (c.unique && out.count != 1)):
		shown = nil
	case lines && len(shown) > 1:
		shown = shown[:1]
	}
	// Every solution passes Verify, shown or not.
	for _, m := range out.models[len(shown):] {
		if _, _, err := p.show(m); err != nil {
			return false, fmt.Errorf("%s: a decoded solution failed verification: %v (this is a bug)", p.name, err)
		}
	}
	if lines && len(shown) == 0 {
		fmt.Fprintln(stdout)
	}
	for i, m := range shown {
		text, fields, err := p.show(m)
		if err != nil {
			return false, fmt.Errorf("%s: a decoded solution failed verification: %v (this is a bug)", p.name, err)
		}
		if jsonOut {
			if c.unique {
				fields["unique"] = out.count == 1
			}
			if err := emit(fields); err != nil {
				return false, err
			}
			continue
		}
		if (c.all || c.unique) && i > 0 && !oneLineText(text) {
			fmt.Fprintln(stdout)
		}
		fmt.Fprint(stdout, text)
	}
	if c.stats && !jsonOut {
		fmt.Fprintf(stderr, "%s: %s\n", p.name, statsText(p, out.stats))
	}
	switch {
	case c.count:
		if jsonOut {
			fields := map[string]any{"count": out.count}
			if stopped {
				fields["partial"] = true
			}
			return true, emit(fields)
		}
		if stopped {
			fmt.Fprintf(stdout, "%d (partial)\n", out.count)
		} else {
			fmt.Fprintf(stdout, "%d\n", out.count)
		}
		return true, nil
	case stopped:
		if jsonOut && len(out.models) == 0 {
			return true, emit(map[string]any{"count": out.count, "partial": true})
		}
		return true, nil
	case out.count == 0:
		msg := "no solution"
		if p.noSolution != "" {
			msg += ": " + p.noSolution
		}
		if jsonOut {
			fields := map[string]any{}
			if p.noSolution != "" {
				fields["reason"] = p.noSolution
			}
			return false, emit(fields)
		}
		fmt.Fprintf(stderr, "%s: %s\n", p.name, msg)
		return false, nil
	case c.unique:
		if out.count == 1 {
			if !jsonOut {
				fmt.Fprintf(stderr, "%s: unique\n", p.name)
			}
			return true, nil
		}
		if !jsonOut {
			fmt.Fprintf(stderr, "%s: not unique: at least 2 solutions\n", p.name)
		}
		return false, nil
	case c.all && !jsonOut:
		complete := ""
		if !out.complete {
			complete = " (stopped at --limit)"
		}
		fmt.Fprintf(stderr, "%s: %d solutions%s\n", p.name, out.count, complete)
	}
	return true, nil
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

func statsText(p *problem, s sat.Stats) string {
	v, cl, cards := p.formula.Size()
	return fmt.Sprintf("%d variables, %d clauses, %d native constraints; %d solver calls, %d conflicts, %d decisions, %v searching",
		v, cl, cards, s.Solves, s.Conflicts, s.Decisions, s.Time.Round(1000))
}

func statsJSON(p *problem, s sat.Stats) map[string]any {
	v, cl, cards := p.formula.Size()
	return map[string]any{
		"variables": v, "clauses": cl, "native": cards,
		"solves": s.Solves, "conflicts": s.Conflicts, "decisions": s.Decisions,
		"seconds": s.Time.Seconds(),
	}
}

func writeDIMACS(path string, p *problem) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("--dimacs: %v", err)
	}
	werr := sat.WriteDIMACS(f, p.formula, "puzzlesat: "+p.name)
	cerr := f.Close()
	if werr != nil {
		return fmt.Errorf("--dimacs %s: %v", path, werr)
	}
	if cerr != nil {
		return fmt.Errorf("--dimacs: %v", cerr)
	}
	return nil
}

// writeJSONLine writes one JSON object on a line: "puzzle" and "status"
// first, then the other fields by name.
func writeJSONLine(w io.Writer, puzzle, status string, fields map[string]any) error {
	var b bytes.Buffer
	name, _ := json.Marshal(puzzle)
	fmt.Fprintf(&b, `{"puzzle":%s,"status":%q`, name, status)
	keys := make([]string, 0, len(fields))
	for k := range fields {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		v, err := json.Marshal(fields[k])
		if err != nil {
			return err
		}
		fmt.Fprintf(&b, ",%q:%s", k, v)
	}
	b.WriteString("}\n")
	_, err := w.Write(b.Bytes())
	return err
}
