package bench

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// Chart is a chart file written next to the report.
type Chart struct {
	Title string
	File  string // relative to the report
}

// WriteMarkdown writes the report: how it was made, a summary per kind of
// puzzle ranking the encodings, the charts, and a table per workload.
func WriteMarkdown(w io.Writer, rep *Report, charts []Chart) error {
	b := bufio.NewWriter(w)
	fmt.Fprintf(b, "# Encoding benchmark\n\n")
	fmt.Fprintf(b, "Made by `%s` on %s, started %s, took %s; %d runs per measurement (medians), timeout %s per run.\n\n",
		rep.Command, rep.Machine, rep.Started, rep.Elapsed, rep.Repeat, rep.Timeout)
	fmt.Fprintf(b, "Each workload is encoded and solved under every encoding of an axis: `amo` varies the at-most-one encoding "+
		"(cardinality left to auto; baseline `%s`), `card` varies the cardinality encoding (at-most-one left to auto; baseline `%s`), "+
		"`connect` varies how connectivity is stated (Slitherlink's one loop, Galaxies' connected regions; baseline `lazy`; \"lazy rounds\" are the models cut off). "+
		"Runs are interleaved across encodings; times are medians; **×base** is the median total time (encode + solve) over the baseline's in the same run, "+
		"**×clauses** the clause count over the baseline's. Variables include the puzzle's own.\n\n", Baselines[AMO], Baselines[Card])
	for _, n := range rep.Notes {
		fmt.Fprintf(b, "- Note: %s\n", n)
	}
	if len(rep.Notes) > 0 {
		fmt.Fprintln(b)
	}

	fmt.Fprintf(b, "## Summary\n\nPer kind of puzzle, axis and solver: the geometric mean of the time ratios to the baseline over the workloads (lower is faster), "+
		"how many workloads each encoding was fastest on, and timeouts. Size-only workloads (`card`) compare encoding time.\n\n")
	var last string
	for _, s := range Summarize(rep.Rows) {
		head := fmt.Sprintf("%s · %s · %s", s.Kind, s.Axis, s.Solver)
		if head != last {
			last = head
			fmt.Fprintf(b, "\n### %s (baseline %s)\n\n", head, s.Baseline)
			fmt.Fprintf(b, "| encoding | ×base (geo-mean) | workloads | fastest on | timeouts | ×clauses |\n|---|---:|---:|---:|---:|---:|\n")
		}
		fmt.Fprintf(b, "| %s | %s | %d | %d | %d | %s |\n", s.Encoding, ratio(s.Ratio), s.Measured, s.Wins, s.Timeouts, ratio(s.SizeRatio))
	}

	if len(charts) > 0 {
		fmt.Fprintf(b, "\n## Charts\n\n")
		for _, c := range charts {
			fmt.Fprintf(b, "### %s\n\n![%s](%s)\n\n", c.Title, c.Title, c.File)
		}
	}

	fmt.Fprintf(b, "\n## Workloads\n")
	last = ""
	for _, r := range rep.Rows {
		head := r.Workload + " · " + string(r.Axis)
		if head != last {
			last = head
			fmt.Fprintf(b, "\n### %s\n\n", head)
			if r.Axis == Connect {
				fmt.Fprintf(b, "| method | solver | status | vars | clauses | conflicts | decisions | lazy rounds | encode | solve | ×lazy | ×clauses |\n|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n")
			} else {
				fmt.Fprintf(b, "| encoding | solver | status | vars | clauses | conflicts | decisions | encode | solve | ×base | ×clauses |\n|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|\n")
			}
		}
		status := r.Status
		if r.Note != "" && r.Status != StatusOK {
			status += " (" + strings.ReplaceAll(r.Note, "|", "/") + ")"
		}
		if r.Axis == Connect {
			fmt.Fprintf(b, "| %s | %s | %s | %d | %d | %d | %d | %d | %s | %s | %s | %s |\n",
				r.Encoding, r.Solver, status, r.Vars, r.Clauses, r.Conflicts, r.Decisions, r.Lazy,
				short(r.Encode), short(r.Solve), ratio(r.Ratio), ratio(r.SizeRatio))
			continue
		}
		fmt.Fprintf(b, "| %s | %s | %s | %d | %d | %d | %d | %s | %s | %s | %s |\n",
			r.Encoding, r.Solver, status, r.Vars, r.Clauses, r.Conflicts, r.Decisions,
			short(r.Encode), short(r.Solve), ratio(r.Ratio), ratio(r.SizeRatio))
	}
	return b.Flush()
}
