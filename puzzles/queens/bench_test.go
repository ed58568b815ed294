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
