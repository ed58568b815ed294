package kit

import (
	"context"
	"math/rand"
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/sat"
)

// TestJoined: every choice of pieces, exhaustively on small random sets
// of pieces, gives each asked edge one value, true exactly when a chosen
// piece holds both its cells; an edge between two cells not both open
// is not asked (Get: Unknown), and before --forced defines them the
// variables are not in the formula.
func TestJoined(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	ctx := context.Background()
	for trial := 0; trial < 40; trial++ {
		s := grid.Shape{Rows: 1 + rng.Intn(3), Cols: 1 + rng.Intn(3)}
		pieces := make([][]int, 1+rng.Intn(4))
		for k := range pieces {
			for i := range s.N() {
				if rng.Intn(2) == 0 {
					pieces[k] = append(pieces[k], i)
				}
			}
		}
		closed := rng.Intn(s.N()) // a cell that is not open
		m := NewModel(encode.Config{})
		chosen := m.Aux(len(pieces))
		joined := m.Joined(s, len(pieces), func(k int) []int { return pieces[k] }, chosen, func(Values) func(int) bool {
			return func(i int) bool { return i != closed }
		})
		m.Close()
		base := m.F.NumVars()
		if s.NumEdges() > 0 && joined.Get(Forced(make([]int8, base+1)), 0) != Unknown {
			t.Fatalf("trial %d: a joined variable before --forced defines it", trial)
		}
		f := m.F.Clone()
		asked := m.defineDerived(f, make([]int8, base+1))
		if m.F.NumVars() != base {
			t.Fatalf("trial %d: the model's formula grew from %d variables to %d", trial, base, m.F.NumVars())
		}
		for e := range s.NumEdges() {
			a, b := s.Edge(e)
			if isAsked := slices.Contains(asked, joined.Var(e)); isAsked != (a != closed && b != closed) {
				t.Fatalf("trial %d: edge %d-%d asked %v, cell %d closed", trial, a, b, isAsked, closed)
			}
		}
		for set := range 1 << len(pieces) {
			units := make([]sat.Lit, len(pieces))
			for k := range pieces {
				units[k] = chosen.Var(k).Lit(set>>k&1 == 1)
			}
			for _, v := range asked {
				e := int(v - joined.Var(0))
				a, b := s.Edge(e)
				want := false
				for k, cells := range pieces {
					want = want || set>>k&1 == 1 && slices.Contains(cells, a) && slices.Contains(cells, b)
				}
				if st, _, _ := sat.Solve(ctx, f, append(slices.Clone(units), v.Lit(want))...); st != sat.Sat {
					t.Fatalf("trial %d: pieces %v chosen %b: edge %d-%d joined=%v refused", trial, pieces, set, a, b, want)
				}
				if st, _, _ := sat.Solve(ctx, f, append(slices.Clone(units), v.Lit(!want))...); st != sat.Unsat {
					t.Fatalf("trial %d: pieces %v chosen %b: edge %d-%d joined=%v allowed", trial, pieces, set, a, b, !want)
				}
			}
		}
	}
}
