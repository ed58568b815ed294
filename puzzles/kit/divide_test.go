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
	for bits := 0; bits < 1<<s.NumEdges(); bits++ {
		if isDivision(s, k, bits) {
			n++
		}
	}
	return n
}

// isDivision reports whether the borders bits (edge e a border when bit e
// is set) cut s into regions of k cells, none with a border inside.
func isDivision(s grid.Shape, k, bits int) bool {
	border := make([]bool, s.NumEdges())
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
	return ok
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

// TestDivideConflict: the lazy rule's judgement of partial assignments
// (sizeCheck.Conflict, for --hint and --rate) on small grids cut into
// regions of k cells, under every assignment of the borders, each true,
// false or open: a nogood's literals are all true, and no division (by
// exhaustive search) makes them all true; and under every whole
// assignment that is no division, one is found.
func TestDivideConflict(t *testing.T) {
	found := 0
	for _, c := range []struct{ rows, cols, k int }{{1, 4, 2}, {2, 3, 3}, {2, 4, 4}, {2, 4, 2}, {3, 3, 3}} {
		s := grid.Shape{Rows: c.rows, Cols: c.cols}
		m := NewModel(encode.Config{})
		border := m.Bools(s.NumEdges(), func(e int, on bool) string { return fmt.Sprint(e, on) })
		same := make([]sat.Lit, s.NumEdges())
		for e := range same {
			same[e] = border.Lit(e).Not()
		}
		m.Divide(s, same, c.k, m.EverySize(c.k))
		m.Close()
		check := m.F.Checks()[0].(sat.PartialCheck)
		ne := s.NumEdges()
		var divisions []int
		for bits := 0; bits < 1<<ne; bits++ {
			if isDivision(s, c.k, bits) {
				divisions = append(divisions, bits)
			}
		}
		val := make([]int8, ne) // each border's value: 1 a border, −1 none, 0 open
		value := func(l sat.Lit) int8 {
			if l == m.True() {
				return 1
			}
			for e := range val {
				switch l {
				case border.Lit(e):
					return val[e]
				case border.Lit(e).Not():
					return -val[e]
				}
			}
			t.Fatalf("literal %v of no border", l)
			return 0
		}
		holds := func(l sat.Lit, bits int) bool { // l under the division bits
			if l == m.True() {
				return true
			}
			for e := range val {
				if l.Var() == border.Lit(e).Var() {
					return (l == border.Lit(e)) == (bits>>e&1 == 1)
				}
			}
			return false
		}
		for a := 0; a < pow3(ne); a++ {
			whole, bits := true, 0
			for e, k := 0, a; e < ne; e, k = e+1, k/3 {
				val[e] = int8(k%3) - 1
				whole = whole && val[e] != 0
				if val[e] > 0 {
					bits |= 1 << e
				}
			}
			nogood := check.Conflict(value)
			if whole && !isDivision(s, c.k, bits) && nogood == nil {
				t.Fatalf("%v, k=%d: borders %v are no division, and no conflict found", s, c.k, val)
			}
			if nogood == nil {
				continue
			}
			found++
			for _, l := range nogood {
				if value(l) != 1 {
					t.Fatalf("%v, k=%d: borders %v: nogood %v holds %v, not true", s, c.k, val, nogood, l)
				}
			}
			for _, d := range divisions {
				all := true
				for _, l := range nogood {
					all = all && holds(l, d)
				}
				if all {
					t.Fatalf("%v, k=%d: borders %v: nogood %v all true in the division %b", s, c.k, val, nogood, d)
				}
			}
		}
	}
	if found == 0 {
		t.Fatal("no conflict found at all")
	}
}

func pow3(n int) int {
	p := 1
	for range n {
		p *= 3
	}
	return p
}
