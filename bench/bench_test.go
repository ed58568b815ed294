package bench

import (
	"context"
	"fmt"
	"github.com/puzzlesat/puzzlesat/puzzles/queens"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/sat"
)

// BenchmarkMedian measures the median of a run's samples.
func BenchmarkMedian(b *testing.B) {
	ds := make([]time.Duration, 15)
	for i := range ds {
		ds[i] = time.Duration((i * 7919) % 101)
	}
	for b.Loop() {
		Median(ds)
	}
}

// BenchmarkQueensOne encodes and solves 30-queens under each at-most-one
// encoding, encoding timed apart from solving.
func BenchmarkQueensOne(b *testing.B) {
	w := queens.Workload(30, SolveOne)
	for _, enc := range AMO.Encodings() {
		b.Run(enc, func(b *testing.B) {
			cfg := AMO.Config(enc)
			var encT, solveT time.Duration
			var clauses int
			for b.Loop() {
				start := time.Now()
				inst, err := w.Encode(0, cfg)
				if err != nil {
					b.Fatal(err)
				}
				encT += time.Since(start)
				start = time.Now()
				if st, _, _ := sat.Solve(context.Background(), inst.Formula); st != sat.Sat {
					b.Fatal(st)
				}
				solveT += time.Since(start)
				clauses = inst.Formula.NumClauses()
			}
			b.ReportMetric(float64(clauses), "clauses")
			b.ReportMetric(float64(encT.Microseconds())/float64(b.N), "encode-µs/op")
			b.ReportMetric(float64(solveT.Microseconds())/float64(b.N), "solve-µs/op")
		})
	}
}

// BenchmarkCardSize encodes Σ 1000 literals ≤ 500 under each cardinality
// encoding.
func BenchmarkCardSize(b *testing.B) {
	for _, enc := range Card.Encodings() {
		w := CardSize("card k=n/2", 1000, 500)
		b.Run(fmt.Sprint(enc), func(b *testing.B) {
			var clauses int
			for b.Loop() {
				inst, _ := w.Encode(0, Card.Config(enc))
				clauses = inst.Formula.NumClauses()
			}
			b.ReportMetric(float64(clauses), "clauses")
		})
	}
}
