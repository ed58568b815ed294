package binox

import (
	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// Model states the rules of p on m and returns the decoder of its boards.
// Two symbols take a variable per cell (true for the first: X); more take
// one per cell and symbol, exactly one true ("cell r3c4"). Givens are
// named "r3c4=X" and tagged with their cell; each line's rules are one
// group, "row 3" or "column 4": no window of Run+1 cells of one symbol,
// each symbol a k-th of the line (two symbols: the first's count alone);
// with Distinct, "rows 2 and 5 differ" through a variable per position
// that implies the two cells differ there, one of them true.
func Model(p *Puzzle, m *kit.Model) func(kit.Values) Board {
	k := len(p.Symbols)
	var is func(i, s int) sat.Lit
	var decode func(v kit.Values, i int) int
	if k == 2 {
		x := m.Bools(p.N(), func(i int, on bool) string {
			if on {
				return p.Name(i) + "=" + p.Symbols[:1]
			}
			return p.Name(i) + "=" + p.Symbols[1:]
		})
		m.TrueOnly() // half of every line is X
		is = func(i, s int) sat.Lit { return x.Lit(i).Var().Lit(s == 0) }
		decode = func(v kit.Values, i int) int {
			if x := x.Get(v, i); x != kit.Unknown {
				return 1 - x
			}
			return None
		}
	} else {
		x := m.OneHot(p.N(), 0, k-1, p.Name, func(s int) string { return p.Symbols[s : s+1] })
		is, decode = x.Is, x.Get
	}
	for i, g := range p.Given {
		if g != None {
			m.Given(i, encode.GE, 1, []sat.Lit{is(i, g)}, "%s=%c", p.Name(i), p.Symbols[g])
		}
	}
	for l, line := range p.Lines() {
		for s := 0; s < k; s++ {
			of := func(cells []int) []sat.Lit {
				out := make([]sat.Lit, len(cells))
				for j, i := range cells {
					out[j] = is(i, s)
				}
				return out
			}
			for j := 0; j+p.Run < len(line); j++ {
				m.Rule(encode.LE, p.Run, of(line[j:j+p.Run+1]), "%s", p.LineName(l))
			}
			if k > 2 || s == 0 {
				m.Rule(encode.EQ, len(line)/k, of(line), "%s", p.LineName(l))
			}
		}
	}
	if p.Distinct {
		lines := p.Lines()
		distinct(m, p, lines[:p.Rows], "rows", is)
		distinct(m, p, lines[p.Rows:], "columns", is)
	}
	return func(v kit.Values) Board {
		b := make(Board, p.N())
		for i := range b {
			b[i] = decode(v, i)
		}
		return b
	}
}

// distinct states that the lines are pairwise distinct (see Model).
func distinct(m *kit.Model, p *Puzzle, lines [][]int, what string, is func(i, s int) sat.Lit) {
	for a := range lines {
		for b := a + 1; b < len(lines); b++ {
			mark := m.Mark()
			d := m.Aux(len(lines[a]))
			for j := range lines[a] {
				for s := 0; s < len(p.Symbols); s++ {
					// d → the cells do not both hold s.
					m.Add(encode.LE, 2, d.Lit(j), is(lines[a][j], s), is(lines[b][j], s))
				}
			}
			m.Add(encode.GE, 1, d.All()...)
			m.Name(mark, "%s %d and %d differ", what, a+1, b+1)
		}
	}
}

// Show draws a board: its rows of symbols, '.' where it has none.
func Show(p *Puzzle, b Board, _ bool) solve.Answer {
	return solve.Answer{Text: b.Text(p), Fields: map[string]any{"grid": b.Rows(p)}}
}

// ShowForced draws what every solution agrees on, as the series' tool did:
// "forced" holds the rows.
func ShowForced(p *Puzzle, b Board, _ bool) solve.Answer {
	return solve.Answer{Text: b.Text(p), Fields: map[string]any{"forced": b.Rows(p)}}
}
