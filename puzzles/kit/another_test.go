package kit

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/solve"
)

// pick is a toy genre: choose k of n cells.
var pick = &Genre[int, []int]{
	Name: "pick",
	Model: func(k int, m *Model) func(Values) []int {
		b := m.Bools(3, func(i int, on bool) string { return "" })
		m.Rule(encode.EQ, k, b.All(), "pick")
		return b.Decode
	},
	Text:   TextFormat[int]{Read: func(*grid.Text) (int, error) { return 0, nil }, Write: func(int) string { return "" }},
	Verify: func(int, []int) error { return nil },
	Show:   func(int, []int, bool) solve.Answer { return solve.Answer{} },
}

func TestAnother(t *testing.T) {
	ctx := context.Background()
	if s, ok, err := pick.Another(ctx, 1, []int{1, 0, 0}); !ok || err != nil || s[0] == 1 {
		t.Errorf("one of three: another %v, %v, %v", s, ok, err)
	}
	if s, ok, err := pick.Another(ctx, 3, []int{1, 1, 1}); ok || err != nil {
		t.Errorf("three of three: another %v, %v, %v", s, ok, err)
	}
}

func TestAnotherUnder(t *testing.T) {
	var seen encode.Config
	spy := *pick
	spy.Model = func(k int, m *Model) func(Values) []int {
		seen = m.Config
		return pick.Model(k, m)
	}
	cfg := encode.Config{Connect: encode.Reach}
	if s, ok, err := spy.AnotherUnder(context.Background(), cfg, 1, []int{0, 1, 0}); !ok || err != nil || s[1] == 1 {
		t.Errorf("one of three: another %v, %v, %v", s, ok, err)
	}
	if seen.Connect != encode.Reach {
		t.Errorf("the model was built under %+v, want Connect %s", seen, encode.Reach)
	}
}
