package bench

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/queens"
	"github.com/puzzlesat/puzzlesat/sat"
)

// TestRunCountsAgree counts 6-queens under every at-most-one encoding: each
// row must find the 4 solutions, and the baseline's ratio must be 1.
func TestRunCountsAgree(t *testing.T) {
	rows, err := Run(context.Background(), []*Workload{queens.Workload(6, CountAll)}, Options{Repeat: 2})
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != len(AMO.Encodings()) {
		t.Fatalf("%d rows, want one per encoding (%d)", len(rows), len(AMO.Encodings()))
	}
	for _, r := range rows {
		if r.Status != StatusOK || r.Count != 4 || r.Runs != 2 {
			t.Errorf("%s: status %s, count %d, runs %d; want ok, 4, 2", r.Encoding, r.Status, r.Count, r.Runs)
		}
		if r.Encoding == "pairwise" && r.Ratio != 1 {
			t.Errorf("baseline ratio %v, want 1", r.Ratio)
		}
		if r.Ratio <= 0 {
			t.Errorf("%s: no ratio", r.Encoding)
		}
	}
}

// TestRunFilterKeepsBaseline keeps one encoding: its baseline runs too.
func TestRunFilterKeepsBaseline(t *testing.T) {
	rows, err := Run(context.Background(), []*Workload{CardSize("card k=n/2", 20, 10)}, Options{Encodings: []string{"totalizer"}})
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2 || rows[0].Encoding != "seqcounter" || rows[1].Encoding != "totalizer" {
		t.Fatalf("rows %+v, want seqcounter then totalizer", rows)
	}
	// Sinz's LTseq: k(n−1) auxiliaries and 2nk + n − 3k − 1 clauses.
	if r := rows[0]; r.Vars != 20+10*19 || r.Clauses != 2*20*10+20-3*10-1 {
		t.Errorf("seqcounter n=20 k=10: %d vars, %d clauses", r.Vars, r.Clauses)
	}
}

// TestRunRecordsErrors keeps a workload that fails, marked as such.
func TestRunRecordsErrors(t *testing.T) {
	w := &Workload{Name: "broken", Kind: "test", Axes: []Axis{Card}, Items: 1,
		Encode: func(int, encode.Config) (Instance, error) { return Instance{}, errors.New("no such puzzle") }}
	rows, err := Run(context.Background(), []*Workload{w}, Options{Repeat: 3})
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != len(Card.Encodings()) {
		t.Fatalf("%d rows, want %d", len(rows), len(Card.Encodings()))
	}
	for _, r := range rows {
		if r.Status != StatusError || r.Note != "no such puzzle" || r.Runs != 0 {
			t.Errorf("%+v, want an error row", r)
		}
	}
}

// TestRunStopsOnCancel returns no rows, and the context's error, when
// cancelled before it starts.
func TestRunStopsOnCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	rows, err := Run(ctx, []*Workload{queens.Workload(8, SolveOne)}, Options{})
	if !errors.Is(err, context.Canceled) || len(rows) != 0 {
		t.Errorf("rows %d, err %v", len(rows), err)
	}
}

// TestRunStopWhenBusy: under StopWhenBusy, the first run to reach its
// timeout stops Run with ErrBusy, and neither its workload nor a later
// one has a row (the caller runs them in fresh processes).
func TestRunStopWhenBusy(t *testing.T) {
	hard := &Workload{Name: "pigeons 9 in 8", Kind: "test", Axes: []Axis{Card}, Items: 1,
		Encode: func(int, encode.Config) (Instance, error) { return Instance{Formula: pigeons(9, 8)}, nil }}
	rows, err := Run(context.Background(), []*Workload{CardSize("card k=1", 10, 1), hard, queens.Workload(6, CountAll)},
		Options{Timeout: 50 * time.Millisecond, Encodings: []string{"seqcounter"}, StopWhenBusy: true})
	if !errors.Is(err, ErrBusy) {
		t.Fatalf("err %v, want ErrBusy; rows %+v", err, rows)
	}
	for _, r := range rows {
		if r.Workload != "card n=10 k=1" {
			t.Errorf("a row of %s (%s)", r.Workload, r.Status)
		}
	}
	if len(rows) == 0 {
		t.Error("no row of the workload before")
	}
}

// pigeons returns the pigeonhole formula of n pigeons in h holes: no
// model when n > h, and hard to prove so (9 in 8: about 2 s).
func pigeons(n, h int) *sat.Formula {
	f := sat.NewFormula()
	in := make([][]sat.Var, n)
	for p := range in {
		var some []sat.Lit
		for range h {
			v := f.NewVar()
			in[p], some = append(in[p], v), append(some, v.Pos())
		}
		f.AddClause(some...)
	}
	for k := range h {
		for p := range n {
			for q := p + 1; q < n; q++ {
				f.AddClause(in[p][k].Pos().Not(), in[q][k].Pos().Not())
			}
		}
	}
	return f
}
