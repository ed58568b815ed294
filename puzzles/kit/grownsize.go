package kit

import (
	"cmp"
	"slices"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// GrownSize states that exactly n of a region's cells are in it: a region
// grown from a seed, connected through the cells it can reach (Nurikabe's
// island of a number). in holds a literal per cell (0 for a cell the
// region cannot take), cells are those it can take, and dist their
// distances from the seed through them (the seed's 0).
//
// Under the totalizer (the model's Card) and when the model names no rule,
// the count is made a distance at a time, from the seed outwards, with a
// cut at each distance t: a variable "a cell further than t steps" that
// each such cell and the variable of t+1 imply; that implies a cell t+1
// steps away, since a path from the seed passes every distance between
// (neighbours' distances differ by one at most); and that holds unless n
// cells lie within t steps. Connectivity implies the cuts, which unit
// propagation saw only once a whole distance was shaded: on Janko's 50×50
// Nurikabe, 8,862 conflicts instead of 59,637 (puzzles/nurikabe/README.md).
// Otherwise one count of exactly n, its literals nearest first.
func (m *Model) GrownSize(n int, cells, dist []int, in []sat.Lit) {
	near := slices.Clone(cells)
	slices.SortStableFunc(near, func(a, b int) int { return cmp.Compare(dist[a], dist[b]) })
	if n <= 1 || m.Named() || m.Config.Card != encode.Totalizer {
		lits := make([]sat.Lit, len(near))
		for k, i := range near {
			lits[k] = in[i]
		}
		m.Add(encode.EQ, n, lits...)
		return
	}
	var layers [][]sat.Lit // layers[t]: the cells t steps away
	for _, i := range near {
		for len(layers) <= dist[i] {
			layers = append(layers, nil)
		}
		layers[dist[i]] = append(layers[dist[i]], in[i])
	}
	if len(cells) < n || len(layers) < 2 {
		m.Add(encode.GE, 1) // no room for the region
		return
	}
	// The counts' clauses and the cuts go straight into the formula, in
	// their order a distance at a time.
	clause := func(lits ...sat.Lit) { m.F.AddClause(lits...) }
	further := m.Aux(len(layers) - 1)
	var within []sat.Lit // within[j]: more than j of the cells within t steps
	for t, l := range layers {
		if count := encode.UnaryCount(m.F, l, n+1); t == 0 {
			within = count
		} else {
			within = encode.UnarySum(m.F, within, count, n+1)
		}
		if t+1 == len(layers) {
			break
		}
		if len(within) < n {
			clause(further.Lit(t))
		} else {
			clause(within[n-1], further.Lit(t))
		}
		clause(append([]sat.Lit{further.Lit(t).Not()}, layers[t+1]...)...)
		if t > 0 {
			clause(further.Lit(t).Not(), further.Lit(t-1))
		}
	}
	clause(within[n-1])
	if len(within) > n {
		clause(within[n].Not())
	}
	for _, i := range cells {
		if dist[i] > 0 {
			clause(in[i].Not(), further.Lit(dist[i]-1))
		}
	}
}
