package bench

import (
	"encoding/csv"
	"io"
	"strconv"
)

// csvHeader names the CSV columns; times are in milliseconds.
var csvHeader = []string{
	"workload", "kind", "family", "param", "axis", "encoding", "baseline", "solver",
	"status", "note", "items", "runs", "vars", "clauses", "cards", "count",
	"conflicts", "decisions", "lazy", "encode_ms", "solve_ms", "total_ms", "ratio", "size_ratio",
}

// WriteCSV writes the rows as CSV with a header line, times in
// milliseconds.
func WriteCSV(w io.Writer, rows []Row) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(csvHeader); err != nil {
		return err
	}
	for _, r := range rows {
		rec := []string{
			r.Workload, r.Kind, r.Family, strconv.Itoa(r.Param), string(r.Axis), r.Encoding,
			r.Baseline, r.Solver, r.Status, r.Note, strconv.Itoa(r.Items), strconv.Itoa(r.Runs),
			strconv.Itoa(r.Vars), strconv.Itoa(r.Clauses), strconv.Itoa(r.Cards),
			strconv.FormatInt(r.Count, 10), strconv.Itoa(r.Conflicts), strconv.Itoa(r.Decisions),
			strconv.Itoa(r.Lazy), ms(r.Encode), ms(r.Solve), ms(r.Total()),
			strconv.FormatFloat(r.Ratio, 'f', 3, 64), strconv.FormatFloat(r.SizeRatio, 'f', 3, 64),
		}
		if err := cw.Write(rec); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}
