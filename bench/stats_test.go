package bench

import (
	"math"
	"testing"
	"time"
)

func TestMedian(t *testing.T) {
	for _, c := range []struct {
		in   []time.Duration
		want time.Duration
	}{
		{nil, 0},
		{[]time.Duration{7}, 7},
		{[]time.Duration{9, 1, 5}, 5},
		{[]time.Duration{4, 1, 3, 2}, 2}, // (2+3)/2 rounded down
		{[]time.Duration{10, 30, 20, 40}, 25},
		{[]time.Duration{100, 1, 1}, 1}, // an outlier does not move it
	} {
		in := append([]time.Duration(nil), c.in...)
		if got := Median(c.in); got != c.want {
			t.Errorf("Median(%v) = %v, want %v", c.in, got, c.want)
		}
		for i := range in {
			if in[i] != c.in[i] {
				t.Fatalf("Median changed its input: %v, was %v", c.in, in)
			}
		}
	}
	if got := MedianInt([]int{3, 1, 2, 10}); got != 2 {
		t.Errorf("MedianInt = %d, want 2", got)
	}
	if got := MedianInt([]int{5, 1, 9}); got != 5 {
		t.Errorf("MedianInt = %d, want 5", got)
	}
}

func TestRatioAndGeoMean(t *testing.T) {
	if got := Ratio(3, 2); got != 1.5 {
		t.Errorf("Ratio(3, 2) = %v", got)
	}
	if got := Ratio(3, 0); got != 0 {
		t.Errorf("Ratio(3, 0) = %v, want 0 (no ratio)", got)
	}
	g, n := GeoMean([]float64{2, 8, 0, -1})
	if n != 2 || math.Abs(g-4) > 1e-12 {
		t.Errorf("GeoMean = %v over %d, want 4 over 2", g, n)
	}
	if g, n := GeoMean(nil); g != 0 || n != 0 {
		t.Errorf("GeoMean(nil) = %v, %d", g, n)
	}
}

func TestSetRatios(t *testing.T) {
	row := func(w, enc, solver, status string, total time.Duration, clauses int) Row {
		return Row{Workload: w, Axis: AMO, Encoding: enc, Baseline: "pairwise", Solver: solver,
			Status: status, Runs: 3, Solve: total, Clauses: clauses}
	}
	rows := []Row{
		row("a", "pairwise", Gophersat, StatusOK, 100, 1000),
		row("a", "sequential", Gophersat, StatusOK, 50, 250),
		row("a", "product", Gophersat, StatusTimeout, 900, 300),
		row("a", "pairwise", "minisat", StatusOK, 10, 1000),
		row("a", "sequential", "minisat", StatusOK, 40, 250),
		row("b", "sequential", Gophersat, StatusOK, 50, 250), // no baseline
	}
	SetRatios(rows)
	want := []struct{ ratio, size float64 }{{1, 1}, {0.5, 0.25}, {0, 0.3}, {1, 1}, {4, 0.25}, {0, 0}}
	for i, w := range want {
		if rows[i].Ratio != w.ratio || rows[i].SizeRatio != w.size {
			t.Errorf("row %d (%s %s %s): ratio %v, size %v; want %v, %v",
				i, rows[i].Workload, rows[i].Encoding, rows[i].Solver, rows[i].Ratio, rows[i].SizeRatio, w.ratio, w.size)
		}
	}
}

func TestSummarize(t *testing.T) {
	mk := func(w, enc string, total time.Duration, ratio float64, status string) Row {
		return Row{Workload: w, Kind: "queens", Axis: AMO, Encoding: enc, Baseline: "pairwise",
			Solver: Gophersat, Status: status, Runs: 1, Solve: total, Ratio: ratio, SizeRatio: ratio}
	}
	rows := []Row{
		mk("n=1", "pairwise", 100, 1, StatusOK),
		mk("n=1", "binary", 25, 0.25, StatusOK),
		mk("n=1", "product", 400, 4, StatusOK),
		mk("n=2", "pairwise", 100, 1, StatusOK),
		mk("n=2", "binary", 400, 4, StatusOK),
		mk("n=2", "product", 0, 0, StatusTimeout),
	}
	s := Summarize(rows)
	if len(s) != 3 {
		t.Fatalf("%d summaries, want 3", len(s))
	}
	// binary: geo-mean of 0.25 and 4 is 1, like pairwise; product: 4.
	if s[2].Encoding != "product" || s[2].Ratio != 4 || s[2].Timeouts != 1 || s[2].Wins != 0 {
		t.Errorf("last = %+v, want product ×4 with one timeout", s[2])
	}
	wins := map[string]int{}
	for _, x := range s {
		wins[x.Encoding] = x.Wins
		if x.Encoding == "binary" && (math.Abs(x.Ratio-1) > 1e-12 || x.Measured != 2) {
			t.Errorf("binary = %+v, want ratio 1 over 2 workloads", x)
		}
	}
	if wins["binary"] != 1 || wins["pairwise"] != 1 {
		t.Errorf("wins = %v, want binary 1, pairwise 1", wins)
	}
}

// A run skipped because a smaller size timed out counts as a timeout of
// its encoding; one skipped because another's abandoned search still held
// the solver does not (the report said every encoding of a genre timed
// out, where none had run).
func TestSummarizeSkipped(t *testing.T) {
	rows := []Row{
		{Workload: "n=1", Kind: "queens", Axis: AMO, Encoding: "pairwise", Solver: Gophersat, Status: StatusSkipped, Note: SkippedSmaller},
		{Workload: "n=2", Kind: "queens", Axis: AMO, Encoding: "pairwise", Solver: Gophersat, Status: StatusSkipped, Note: SkippedBusy},
		{Workload: "n=3", Kind: "queens", Axis: AMO, Encoding: "pairwise", Solver: Gophersat, Status: StatusTimeout},
	}
	if s := Summarize(rows); len(s) != 1 || s[0].Timeouts != 2 {
		t.Errorf("%+v: want one summary with 2 timeouts", s)
	}
}
