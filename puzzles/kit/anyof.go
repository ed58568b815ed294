package kit

import (
	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// AnyOf adds a variable that holds when one of lits does, and only then:
// each of lits implies it, and it implies one of them. The constraints
// are added with Add, for the caller to name.
func (m *Model) AnyOf(lits []sat.Lit) sat.Lit {
	v := m.Aux(1).Lit(0)
	for _, l := range lits {
		m.Add(encode.GE, 1, l.Not(), v)
	}
	m.Add(encode.GE, 1, append(lits[:len(lits):len(lits)], v.Not())...)
	return v
}
