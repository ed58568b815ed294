package kit

import (
	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solve"
)

// clues returns the problem of puzzle p with a selector on each given
// (encode.SelectGivens), under the encodings of cfg: what a generator
// keeps givens of (Minimal) and solve.SuggestClues chooses clues from
// (solve.Problem.Clues).
func (g *Genre[P, S]) clues(p P, cfg encode.Config) *solve.Problem {
	cfg.Select = encode.SelectGivens
	m, _ := g.Build(p, cfg)
	return &solve.Problem{Formula: m.F, Projection: m.Projection()}
}

// tags returns the tags of puzzle p's givens (sat.Selector.Tag).
func (g *Genre[P, S]) tags(p P) []int {
	var out []int
	for _, s := range g.clues(p, encode.Config{}).Formula.Selectors() {
		if s.Given {
			out = append(out, s.Tag)
		}
	}
	return out
}
