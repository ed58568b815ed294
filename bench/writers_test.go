package bench

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"strings"
	"testing"
	"time"
)

func sampleRows() []Row {
	rows := []Row{
		{Workload: "queens-one N=8", Kind: "queens", Family: "queens-one", Param: 8, Axis: AMO,
			Encoding: "pairwise", Baseline: "pairwise", Solver: Gophersat, Status: StatusOK, Items: 1, Runs: 3,
			Vars: 64, Clauses: 728, Conflicts: 3, Decisions: 10, Encode: time.Millisecond, Solve: 3 * time.Millisecond},
		{Workload: "queens-one N=8", Kind: "queens", Family: "queens-one", Param: 8, Axis: AMO,
			Encoding: "sequential", Baseline: "pairwise", Solver: Gophersat, Status: StatusOK, Items: 1, Runs: 3,
			Vars: 200, Clauses: 364, Conflicts: 2, Decisions: 8, Encode: time.Millisecond, Solve: time.Millisecond},
		{Workload: "queens-one N=8", Kind: "queens", Family: "queens-one", Param: 8, Axis: AMO,
			Encoding: "product", Baseline: "pairwise", Solver: Gophersat, Status: StatusTimeout, Note: "time limit reached",
			Items: 1, Vars: 150, Clauses: 300},
	}
	SetRatios(rows)
	return rows
}

func TestWriteCSV(t *testing.T) {
	var b bytes.Buffer
	if err := WriteCSV(&b, sampleRows()); err != nil {
		t.Fatal(err)
	}
	recs, err := csv.NewReader(&b).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 4 || len(recs[0]) != len(csvHeader) {
		t.Fatalf("%d records of %d fields, want 4 of %d", len(recs), len(recs[0]), len(csvHeader))
	}
	col := map[string]int{}
	for i, h := range recs[0] {
		col[h] = i
	}
	seq := recs[2]
	for name, want := range map[string]string{
		"encoding": "sequential", "clauses": "364", "solve_ms": "1.000", "total_ms": "2.000",
		"ratio": "0.500", "size_ratio": "0.500", "status": "ok",
	} {
		if got := seq[col[name]]; got != want {
			t.Errorf("sequential %s = %q, want %q", name, got, want)
		}
	}
	if got := recs[3][col["status"]]; got != StatusTimeout {
		t.Errorf("timed-out row has status %q: it must be kept and marked", got)
	}
}

func TestWriteJSON(t *testing.T) {
	var b bytes.Buffer
	rep := &Report{Command: "puzzlesat bench --quick", Repeat: 3, Rows: sampleRows()}
	if err := WriteJSON(&b, rep); err != nil {
		t.Fatal(err)
	}
	var back Report
	if err := json.Unmarshal(b.Bytes(), &back); err != nil {
		t.Fatal(err)
	}
	if len(back.Rows) != 3 || back.Rows[1].Solve != time.Millisecond || back.Rows[1].Ratio != 0.5 {
		t.Errorf("read back %+v", back.Rows)
	}
}

func TestWriteMarkdown(t *testing.T) {
	var b bytes.Buffer
	rep := &Report{Command: "puzzlesat bench --quick", Repeat: 3, Timeout: "10s", Rows: sampleRows()}
	if err := WriteMarkdown(&b, rep, []Chart{{Title: "queens", File: "charts/q.svg"}}); err != nil {
		t.Fatal(err)
	}
	md := b.String()
	for _, want := range []string{
		"`puzzlesat bench --quick`",
		"### queens · amo · gophersat (baseline pairwise)",
		"| sequential | 0.50× | 1 | 1 | 0 | 0.50× |", // summary: fastest, half the time
		"| product | — | 0 | 0 | 1 | 0.41× |",
		"![queens](charts/q.svg)",
		"### queens-one N=8 · amo",
		"| sequential | gophersat | ok | 200 | 364 | 2 | 8 | 1 ms | 1 ms | 0.50× | 0.50× |",
		"| product | gophersat | timeout (time limit reached) |",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("report lacks %q:\n%s", want, md)
		}
	}
	// The summary ranks sequential before pairwise, and product last.
	if i, j, k := strings.Index(md, "| sequential | 0.50×"), strings.Index(md, "| pairwise | 1.00×"), strings.Index(md, "| product | —"); !(i < j && j < k) {
		t.Errorf("summary order wrong: sequential %d, pairwise %d, product %d", i, j, k)
	}
}

func TestWriteCharts(t *testing.T) {
	dir := t.TempDir()
	rows := sampleRows()
	rows = append(rows, rows[0], rows[1])
	rows[3].Workload, rows[3].Param, rows[4].Workload, rows[4].Param = "queens-one N=9", 9, "queens-one N=9", 9
	charts, err := WriteCharts(dir, "charts", rows)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, c := range charts {
		names = append(names, c.File)
	}
	got := strings.Join(names, " ")
	for _, want := range []string{"charts/queens-amo-time.svg", "charts/queens-amo-clauses.svg", "charts/queens-one-scaling.svg"} {
		if !strings.Contains(got, want) {
			t.Errorf("charts %v lack %s", names, want)
		}
	}
}
