package queens

import (
	"context"
	"fmt"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// countCubes counts the solutions of m in this process, cube by cube, with
// the mirror weights.
func countCubes(m *Model, depth int, mirror bool) int64 {
	if depth == 0 {
		res, _ := sat.Enumerate(context.Background(), m.Formula, m.Projection, nil, 0, nil)
		return res.Count
	}
	cubes, weights := m.Cubes(depth, mirror)
	var total int64
	for i, cube := range cubes {
		res, _ := sat.Enumerate(context.Background(), m.Formula, m.Projection, cube, 0, nil)
		total += weights[i] * res.Count
	}
	return total
}

func BenchmarkCount(b *testing.B) {
	for _, n := range []int{8, 10, 12, 13} {
		for _, depth := range []int{0, 2, 3, 4} {
			if n >= 12 && depth < 2 {
				continue
			}
			b.Run(fmt.Sprintf("n=%d/depth=%d", n, depth), func(b *testing.B) {
				p, _ := New(n)
				m := p.Encode(encode.Config{AMO: encode.Pairwise})
				for i := 0; i < b.N; i++ {
					countCubes(m, depth, true)
				}
			})
		}
	}
}

// BenchmarkLarge times one solution of a large board with the default
// encodings (Encode, the model of a count, --unique or --limit, and of one
// solution when repair finds none): encoding, then the solver's set-up and
// search. The generic sub-benchmark, at N = 200 only
// (at 500 it takes 20 s), uses encode's per-length choice for every line
// (EncodeCNF): the model Encode used for large boards before they had one
// of their own, as the baseline. The guided one is EncodeGuided, the model
// of a run that asks for one solution alone: repair's placement as the
// hint, native lines.
func BenchmarkLarge(b *testing.B) {
	for _, n := range []int{200, 500} {
		for _, v := range []struct {
			name string
			enc  func(p *Puzzle) *Model
		}{
			{"default", func(p *Puzzle) *Model { return p.Encode(encode.Default) }},
			{"generic", func(p *Puzzle) *Model { return p.EncodeCNF(encode.Default) }},
			{"guided", func(p *Puzzle) *Model { return p.EncodeGuided(encode.Default) }},
		} {
			if v.name == "generic" && n > 200 {
				continue
			}
			b.Run(fmt.Sprintf("n=%d/%s", n, v.name), func(b *testing.B) {
				p, _ := New(n)
				var m *Model
				for i := 0; i < b.N; i++ {
					m = v.enc(p)
					s := sat.NewSolver(m.Formula)
					if s.Solve(context.Background()) != sat.Sat {
						b.Fatal("no solution")
					}
					if err := Verify(p, m.Decode(s.Model())); err != nil {
						b.Fatal(err)
					}
				}
				vars, clauses, cards := m.Formula.Size()
				b.ReportMetric(float64(vars), "vars")
				b.ReportMetric(float64(clauses), "clauses")
				b.ReportMetric(float64(cards), "native")
			})
		}
	}
}
