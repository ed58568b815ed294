package kit

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solve"
)

// TestProblemTakesGenreOptions: Genre.Problem, as a library calls it,
// builds the model under the encodings the genre's Options prefer, as the
// command line does (QA: a library's Star Battle was built without
// gophersat's cardinality constraints, and ran up to six times as long);
// an encoding the caller names, or a run that needs clauses, keeps them
// out; the caller's Options are not changed.
func TestProblemTakesGenreOptions(t *testing.T) {
	g := *pick
	g.Model = func(k int, m *Model) func(Values) []int {
		b := m.Bools(4, func(i int, on bool) string { return "" })
		m.Rule(encode.EQ, k, b.All(), "pick")
		return b.Decode
	}
	g.Options = func(o *solve.Options) { o.PreferNativeCard() }
	for _, c := range []struct {
		o      solve.Options
		native bool
	}{
		{solve.Options{}, true},
		{solve.Options{Encoding: encode.Config{Card: encode.Auto}}, true},
		{solve.Options{Encoding: encode.Config{Card: encode.SeqCounter}}, false},
		{solve.Options{DIMACS: "-"}, false},
	} {
		o := c.o
		f := g.Problem(2, "p", &o, false).Formula
		if got := f.NumCards() > 0; got != c.native {
			t.Errorf("%+v: native constraints %v, want %v", c.o.Encoding, got, c.native)
		}
		if o.Encoding != c.o.Encoding {
			t.Errorf("%+v: the caller's encodings became %+v", c.o.Encoding, o.Encoding)
		}
	}
	g.Options = nil
	if n := g.Problem(2, "p", &solve.Options{}, false).Formula.NumCards(); n != 0 {
		t.Errorf("no Options: %d native constraints", n)
	}
}

