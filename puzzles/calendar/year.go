package calendar

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// yearRow is one date of the year's table.
type yearRow struct {
	d        Date
	count    int64
	complete bool
}

// yearDates returns the dates of the year's table: the 366 dates of a
// leap year, each with every weekday on a board with weekday cells.
func yearDates(p *Puzzle) []Date {
	var out []Date
	for _, d := range AllDates() {
		if !p.Board.HasWeekdays() {
			out = append(out, d)
			continue
		}
		for w := time.Sunday; w <= time.Saturday; w++ {
			out = append(out, Date{Month: d.Month, Day: d.Day, Weekday: w, HasWeekday: true})
		}
	}
	return out
}

// year counts the tilings of every date in the run's worker pool and
// writes the table to env.Stdout. It returns solve.ErrStopped when the run
// was stopped before every date was counted, after the partial table.
func (p *Puzzle) year(ctx context.Context, env *solve.Env, depth int) error {
	o := env.Options
	dates := yearDates(p)
	var rows []yearRow
	i := 0
	next := func() (sat.Job, bool) {
		for i < len(dates) {
			d := dates[i]
			i++
			m, err := p.Encode(d, o.Encoding)
			if err != nil {
				// The board lacks a cell for this date: not a date of it.
				continue
			}
			rows = append(rows, yearRow{d: d})
			job := sat.Job{Formula: m.Formula, Projection: m.Projection}
			job.Cubes = m.Cubes(depth)
			if p.Mismatch() != "" {
				job.Cubes = [][]sat.Lit{}
			}
			return job, true
		}
		return sat.Job{}, false
	}
	done := func(k int, r sat.JobResult) error {
		rows[k].count, rows[k].complete = r.Count, r.Complete
		return nil
	}
	start := time.Now()
	err := o.Pool(o.Jobs).Run(ctx, next, done)
	stopped := false
	if err != nil {
		if !errors.Is(err, context.Canceled) && !errors.Is(err, context.DeadlineExceeded) {
			return err
		}
		stopped = true
	}
	for _, r := range rows {
		stopped = stopped || !r.complete
	}
	if len(rows) == 0 {
		return fmt.Errorf("calendar: board %s has no date: expected month and day cells", p.Board.Name)
	}
	if err := writeYear(o.Format, p, rows, stopped, env.Stdout); err != nil {
		return err
	}
	if o.Stats {
		fmt.Fprintf(env.Stderr, "calendar: %d dates in %v\n", len(rows), time.Since(start).Round(time.Millisecond))
	}
	if stopped {
		return solve.ErrStopped
	}
	return nil
}

// writeYear prints the year's table in the chosen format: csv (a header,
// then a row per date), json (a line per date, then the summary) or text
// (a calendar of counts, the minimum, maximum and total, and the total alone
// on the last line). A minimum and maximum are given only when a date was
// counted (a stop may come before any).
func writeYear(format string, p *Puzzle, rows []yearRow, stopped bool, w io.Writer) error {
	weekdays := p.Board.HasWeekdays()
	lo, hi := rows[0], rows[0]
	var total int64
	done := 0
	for _, r := range rows {
		if !r.complete {
			continue
		}
		if done == 0 || r.count < lo.count {
			lo = r
		}
		if done == 0 || r.count > hi.count {
			hi = r
		}
		total += r.count
		done++
	}
	partial := ""
	if stopped {
		partial = " (partial)"
	}
	switch format {
	case "csv":
		if weekdays {
			fmt.Fprintln(w, "month,day,weekday,solutions")
		} else {
			fmt.Fprintln(w, "month,day,solutions")
		}
		for _, r := range rows {
			if !r.complete {
				continue
			}
			if weekdays {
				fmt.Fprintf(w, "%d,%d,%s,%d\n", r.d.Month, r.d.Day, r.d.Weekday.String()[:3], r.count)
			} else {
				fmt.Fprintf(w, "%d,%d,%d\n", r.d.Month, r.d.Day, r.count)
			}
		}
		return nil
	case "json":
		for _, r := range rows {
			if !r.complete {
				continue
			}
			f := map[string]any{"month": r.d.Month, "day": r.d.Day, "count": r.count}
			if weekdays {
				f["weekday"] = r.d.Weekday.String()[:3]
			}
			status := "sat"
			if r.count == 0 { // as a date alone answers: no tiling
				status = "unsat"
			}
			if err := solve.WriteJSONLine(w, "calendar "+r.d.String(), status, f); err != nil {
				return err
			}
		}
		status := "sat"
		if stopped {
			status = "timeout"
		}
		f := map[string]any{"dates": done, "total": total}
		if done > 0 { // none when no date was counted before the stop
			f["min"], f["max"], f["min_date"], f["max_date"] = lo.count, hi.count, lo.d.String(), hi.d.String()
		}
		if stopped {
			f["partial"] = true // as in every answer: only when so
		}
		return solve.WriteJSONLine(w, "calendar year", status, f)
	}
	if weekdays {
		writeWeekdayYear(rows, w)
	} else {
		writeMonthGrid(rows, w)
	}
	if done > 0 {
		fmt.Fprintf(w, "%d dates%s: min %d (%s), max %d (%s), total %d\n", done, partial, lo.count, lo.d, hi.count, hi.d, total)
	} else {
		fmt.Fprintf(w, "0 dates%s: none counted\n", partial)
	}
	if stopped {
		fmt.Fprintf(w, "%d (partial)\n", total)
	} else {
		fmt.Fprintf(w, "%d\n", total)
	}
	return nil
}

// writeMonthGrid prints the counts as two tables, days 1–16 and 17–31, a
// row per month.
func writeMonthGrid(rows []yearRow, w io.Writer) {
	count := map[[2]int]string{}
	for _, r := range rows {
		if r.complete {
			count[[2]int{r.d.Month, r.d.Day}] = fmt.Sprint(r.count)
		} else {
			count[[2]int{r.d.Month, r.d.Day}] = "?"
		}
	}
	for _, half := range [][2]int{{1, 16}, {17, 31}} {
		var sb strings.Builder
		sb.WriteString("   ")
		for d := half[0]; d <= half[1]; d++ {
			fmt.Fprintf(&sb, " %4d", d)
		}
		fmt.Fprintln(w, sb.String())
		for m := 1; m <= 12; m++ {
			sb.Reset()
			sb.WriteString(MonthAbbr(m))
			for d := half[0]; d <= half[1]; d++ {
				v, ok := count[[2]int{m, d}]
				if !ok {
					v = "-"
				}
				fmt.Fprintf(&sb, " %4s", v)
			}
			fmt.Fprintln(w, strings.TrimRight(sb.String(), " -"))
		}
		fmt.Fprintln(w)
	}
}

// writeWeekdayYear prints a line per date with the count for each weekday.
func writeWeekdayYear(rows []yearRow, w io.Writer) {
	fmt.Fprintln(w, "          Sun  Mon  Tue  Wed  Thu  Fri  Sat")
	for i := 0; i < len(rows); {
		d := rows[i].d
		var sb strings.Builder
		fmt.Fprintf(&sb, "%s %2d ", MonthAbbr(d.Month), d.Day)
		cells := [7]string{"-", "-", "-", "-", "-", "-", "-"}
		for ; i < len(rows) && rows[i].d.Month == d.Month && rows[i].d.Day == d.Day; i++ {
			v := "?"
			if rows[i].complete {
				v = fmt.Sprint(rows[i].count)
			}
			cells[rows[i].d.Weekday] = v
		}
		for _, v := range cells {
			fmt.Fprintf(&sb, " %4s", v)
		}
		fmt.Fprintln(w, sb.String())
	}
}
