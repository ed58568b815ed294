package mirrormaze

import (
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/sat"
)

// model states the rules: a monster a cell free of mirrors ("cell r3c4"),
// and as givens the fixed monsters ("r3c4=Z"), the clues ("top 3=2", a
// cell crossed twice counted twice), the totals ("ghosts=7") and each
// group of same cells ("same r1c2 r4c5").
func model(p *Puzzle, m *kit.Model) func(kit.Values) Solution {
	var free []int
	at := make([]int, p.N())
	for i, c := range p.Grid {
		if at[i] = -1; !c.IsMirror() {
			at[i] = len(free)
			free = append(free, i)
		}
	}
	x := m.OneHot(len(free), 0, 2, func(k int) string { return p.Name(free[k]) }, func(v int) string { return Monsters[v].String() })
	is := func(cell int, c Cell) sat.Lit { return x.Is(at[cell], c.index()) }
	var all [3][]sat.Lit
	tags, side := p.N(), max(p.Rows, p.Cols)
	for _, i := range free {
		for t, mo := range Monsters {
			m.F.SetName(is(i, mo).Var(), mo.String()+"("+strconv.Itoa(i/p.Cols)+","+strconv.Itoa(i%p.Cols)+")")
			all[t] = append(all[t], is(i, mo))
		}
		if c := p.Grid[i]; c.IsMonster() {
			m.Given(i, encode.EQ, 1, []sat.Lit{is(i, c)}, "%s=%s", p.Name(i), c)
		}
	}
	for _, s := range Sides {
		for i, k := range p.Clues[s] {
			if k != NoClue {
				m.Given(tags+int(s)*side+i, encode.EQ, k, seen(p.Sight(s, i), is), "%s %d=%d", s, i+1, k)
			}
		}
	}
	for t, k := range p.Totals {
		if k != NoClue {
			m.Given(tags+4*side+t, encode.EQ, k, all[t], "%s=%d", monsterName[t], k)
		}
	}
	// Each cell of a group holds what its first holds: a ⟺ b is exactly
	// one of a and ¬b. The group is one given.
	for gi, g := range p.Same {
		mark, names := m.Mark(), []string{"same"}
		first := p.Index(g[0].Row, g[0].Col)
		for k, c := range g {
			names = append(names, p.Name(p.Index(c.Row, c.Col)))
			for _, mo := range Monsters {
				if k > 0 {
					m.Add(encode.EQ, 1, is(first, mo), is(p.Index(c.Row, c.Col), mo).Not())
				}
			}
		}
		m.GivenName(mark, tags+4*side+len(p.Totals)+gi, "%s", strings.Join(names, " "))
	}
	return func(v kit.Values) Solution {
		s := make(Solution, p.N())
		for i, c := range p.Grid {
			if s[i] = c; !c.IsMirror() {
				if t := x.Get(v, at[i]); t != kit.Unknown {
					s[i] = Monsters[t]
				} else {
					s[i] = Unknown
				}
			}
		}
		return s
	}
}
