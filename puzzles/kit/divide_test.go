package kit

import (
	"context"
	"fmt"
	"math/rand"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/sat"
)

// divisions counts the ways to cut s into regions of k cells, by trying
// every set of borders.
func divisions(s grid.Shape, k int) int {
	n := 0
	border := make([]bool, s.NumEdges())
	for bits := 0; bits < 1<<len(border); bits++ {
		for e := range border {
			border[e] = bits>>e&1 == 1
		}
		regions := s.RegionsFromBorders(border)
		label := s.Labels(regions)
		ok := true
		for _, reg := range regions {
			ok = ok && len(reg) == k
		}
		for e, b := range border {
			a, c := s.Edge(e)
			ok = ok && !(b && label[a] == label[c])
		}
		if ok {
			n++
		}
	}
	return n
}

// TestDivide: the divisions of small grids into regions of k cells,
// counted under every way Divide states them, are those of an
// exhaustive search.
func TestDivide(t *testing.T) {
	for _, c := range []struct{ rows, cols, k int }{{1, 4, 2}, {2, 2, 2}, {2, 3, 3}, {2, 4, 4}, {3, 3, 3}, {3, 4, 4}, {3, 4, 6}, {2, 6, 4}, {3, 4, 2}, {3, 3, 1}, {3, 3, 9}} {
		s := grid.Shape{Rows: c.rows, Cols: c.cols}
		want := divisions(s, c.k)
		for _, cfg := range []encode.Config{{}, {Connect: encode.Tree}, {Connect: encode.Reach}, {Card: encode.Totalizer, AMO: encode.Sequential}} {
			m := NewModel(cfg)
			border := m.Bools(s.NumEdges(), func(e int, on bool) string { return fmt.Sprint(e, on) })
			same := make([]sat.Lit, s.NumEdges())
			for e := range same {
				same[e] = border.Lit(e).Not()
			}
			m.Divide(s, same, c.k, func(i, n int) sat.Lit {
				if n == c.k {
					return m.True()
				}
				return 0
			})
			m.Close()
			res, err := sat.Enumerate(context.Background(), m.F, m.Projection(), nil, 0, func([]bool) bool { return true })
			if err != nil {
				t.Fatal(err)
			}
			if int(res.Count) != want {
				t.Errorf("%v in regions of %d under %+v: %d divisions, exhaustive search %d", s, c.k, cfg, res.Count, want)
			}
		}
	}
}

// TestGrowRegions: the divisions drawn are divisions, into regions that
// fit.
func TestGrowRegions(t *testing.T) {
	s := grid.Shape{Rows: 6, Cols: 10}
	rng := rand.New(rand.NewSource(1))
	from := make([]int, s.N())
	for i := range from {
		from[i] = -1
	}
	from[0], from[1] = 7, 7
	for try := 0; try < 20; try++ {
		label := s.GrowRegions(rng, from, func() int { return 1 + rng.Intn(5) }, func(label, cells []int) bool { return len(cells) <= 4 }, 50)
		if label == nil {
			t.Fatal("no division")
		}
		if err := s.CheckRegions(label); err != nil {
			t.Fatal(err)
		}
		for _, reg := range s.Regions(label) {
			if len(reg) > 4 && label[reg[0]] != 7 {
				t.Fatalf("a region of %d cells", len(reg))
			}
		}
		if label[0] != 7 || label[1] != 7 || label[2] == 7 {
			t.Fatalf("the given region changed: %v", label[:3])
		}
	}
}
