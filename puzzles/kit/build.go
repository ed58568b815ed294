package kit

import "github.com/puzzlesat/puzzlesat/encode"

// Build states puzzle p's rules on a new model under cfg and closes it,
// returning the model and the decoder of a board from its values: what
// every question but the run's own (Problem) asks of a puzzle.
func (g *Genre[P, S]) Build(p P, cfg encode.Config) (*Model, func(Values) S) {
	return g.build(p, cfg, false, false)
}

// build is Build with the model for --explain (Model.Explaining) and
// with its guides (Model.Guide) as asked.
func (g *Genre[P, S]) build(p P, cfg encode.Config, explaining, guided bool) (*Model, func(Values) S) {
	m := NewModel(cfg)
	m.Explaining, m.guided = explaining, guided
	decode := g.Model(p, m)
	m.Close()
	return m, decode
}
