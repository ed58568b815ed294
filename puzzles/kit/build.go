package kit

import "github.com/puzzlesat/puzzlesat/encode"

// Build states puzzle p's rules on a new model under cfg and closes it,
// returning the model and the decoder of a board from its values: what
// every question but the run's own (Problem) asks of a puzzle.
func (g *Genre[P, S]) Build(p P, cfg encode.Config) (*Model, func(Values) S) {
	m := NewModel(cfg)
	decode := g.Model(p, m)
	m.Close()
	return m, decode
}
