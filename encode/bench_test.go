package encode

import (
	"fmt"
	"testing"

	"github.com/puzzlesat/puzzlesat/sat"
)

// BenchmarkEncode times one encoding call for n = 100 and 1000 literals and
// reports the auxiliary variables and clauses it adds: k = 1 for at-most-one
// encodings; k = 2 and k = n/10, at most and exactly, for cardinality ones.
func BenchmarkEncode(b *testing.B) {
	for _, info := range Encodings() {
		for _, n := range []int{100, 1000} {
			type bound struct {
				op Op
				k  int
			}
			bounds := []bound{{LE, 1}}
			if !info.AMOOnly {
				bounds = []bound{{LE, 2}, {LE, n / 10}, {EQ, n / 10}}
			}
			for _, bd := range bounds {
				cfg := Config{AMO: info.Name, Card: info.Name}
				name := fmt.Sprintf("%s/n=%d/%v/k=%d", info.Name, n, bd.op, bd.k)
				b.Run(name, func(b *testing.B) {
					var vars, clauses int
					for b.Loop() {
						f := sat.NewFormula()
						x := sat.Lits(f.NewVars(n))
						Add(f, cfg, Constraint{Lits: x, Op: bd.op, K: bd.k})
						vars, clauses = f.NumVars()-n, f.NumClauses()
					}
					b.ReportMetric(float64(vars), "vars")
					b.ReportMetric(float64(clauses), "clauses")
				})
			}
		}
	}
}
