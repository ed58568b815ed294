package nurikabe

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/puzzlink"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// The cells without a number's value: a cell without a clue, and a clue
// whose number is not told ('?'): an island of any size.
const (
	Blank   = 0
	Unknown = puzzlink.Unknown
)

// Puzzle is a Nurikabe grid.
type Puzzle struct {
	grid.Shape
	Clues []int // 1 to N, Blank or Unknown; row-major
}

// Genre is Nurikabe as the kit registers it.
var Genre = &kit.Genre[*Puzzle, grid.Shading]{
	Name:    "nurikabe",
	Aliases: []string{"islands"},
	Summary: "Nurikabe: shaded cells one piece without 2x2 blocks, each number in an unshaded island of that size; typed grids, JSON, puzz.link URLs",
	Text:    kit.TextFormat[*Puzzle]{Read: readText, Write: writeText},
	Links: []kit.Link[*Puzzle]{
		{Format: "url", Is: func(s string) bool { return puzzlink.Match(s, "nurikabe") }, Read: readURL, Write: writeURL, Example: "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"},
	},
	Model:  model,
	Verify: Verify,
	Show:   show,
	Bench:  &kit.Bench[*Puzzle]{Files: []string{"nurikabe/*.txt"}, Axes: []string{"card", "connect"}, Facts: facts},
}

func init() {
	Genre.Doc = readme
	Genre.Generate = &kit.Generator[*Puzzle]{Usage: "[--size N] [--island MAX]", Own: generator}
	kit.Register(Genre)
}

// clue reads a clue's text: a number 1 to N, "?", or "." or "-" (Janko's
// empty cell) for none.
func (p *Puzzle) clue(s string) (int, bool) {
	switch s {
	case ".", "-":
		return Blank, true
	case "?":
		return Unknown, true
	}
	n, err := strconv.Atoi(s)
	return n, err == nil && s[0] != '+' && n >= 1 && n <= p.N()
}

func clueText(c int) string {
	switch c {
	case Blank:
		return "."
	case Unknown:
		return "?"
	}
	return strconv.Itoa(c)
}

func readText(t *grid.Text) (*Puzzle, error) {
	s, toks, err := t.Cells()
	if err != nil {
		return nil, err
	}
	p := &Puzzle{s, make([]int, s.N())}
	for i, tok := range toks {
		c, ok := p.clue(tok.Text)
		if !ok {
			return nil, tok.Errorf("%q: expected a number 1 to %d, . (no number) or ? (a number not told)", tok.Text, p.N())
		}
		p.Clues[i] = c
	}
	return p, nil
}

func writeText(p *Puzzle) string {
	return grid.FormatText(p.FrameCells(func(i int) string { return clueText(p.Clues[i]) }), nil)
}

// readURL reads pzprjs's decodeNumber16: hexadecimal numbers, '.' a
// number not told, skip letters g-z for cells without one.
func readURL(s string) (*Puzzle, error) {
	n := 0 // the number of cells, for the numbers' range
	if u, err := puzzlink.Parse(s, "nurikabe"); err == nil {
		n = u.Cols * u.Rows
	}
	u, cells, err := puzzlink.ReadNumbers(s, grid.MaxSide, Blank, func(v int) error {
		if v != Unknown && (v < 1 || v > n) {
			return fmt.Errorf("a number %d, expected 1 to %d", v, n)
		}
		return nil
	}, "nurikabe")
	if err != nil {
		return nil, err
	}
	return &Puzzle{grid.Shape{Rows: u.Rows, Cols: u.Cols}, cells}, nil
}

func writeURL(p *Puzzle) (string, error) {
	return puzzlink.WriteNumbers("nurikabe", p.Cols, p.Rows, p.Clues, Blank), nil
}

// reach returns, for each clue, the cells its island may take: those
// within its number less one steps of it through cells that are neither
// another clue nor beside one (an island would join the other's), all
// reachable ones for a number not told.
func (p *Puzzle) reach() (clues []int, cells [][]int) {
	near := make([]int, p.N()) // how many clues a cell is or touches
	for i, c := range p.Clues {
		if c != Blank {
			clues = append(clues, i)
			near[i]++
			for _, j := range p.Neighbours(i) {
				near[j]++
			}
		}
	}
	for _, i := range clues {
		limit := p.Clues[i] - 1
		if p.Clues[i] == Unknown {
			limit = p.N()
		}
		dist := map[int]int{i: 0}
		queue := []int{i}
		for k := 0; k < len(queue); k++ {
			a := queue[k]
			if dist[a] == limit {
				continue
			}
			for _, b := range p.Neighbours(a) {
				mine := 0
				if isNeighbour(p.Shape, b, i) {
					mine = 1 // the clue itself is near b
				}
				if _, seen := dist[b]; !seen && p.Clues[b] == Blank && near[b]-mine == 0 {
					dist[b] = dist[a] + 1
					queue = append(queue, b)
				}
			}
		}
		cells = append(cells, queue)
	}
	return clues, cells
}

func isNeighbour(s grid.Shape, a, b int) bool {
	for _, j := range s.Neighbours(a) {
		if j == b {
			return true
		}
	}
	return false
}

// model states the rules. A variable a cell says it is shaded; an island
// variable a cell and clue (only where reach allows) says the cell is in
// that clue's island. An unshaded cell is in one island, two unshaded
// neighbours in the same, each island connected (Model.Connected, from
// its clue) and as large as its number; the shaded cells connected, no
// 2x2 block shaded.
func model(p *Puzzle, m *kit.Model) func(kit.Values) grid.Shading {
	if m.Config.Card == "" || m.Config.Card == encode.Auto {
		m.Config.Card = encode.Totalizer // the islands' sizes: see README
	}
	sh := m.Bools(p.N(), func(i int, on bool) string {
		if on {
			return p.Name(i) + " shaded"
		}
		return p.Name(i) + " unshaded"
	})
	clues, cells := p.reach()
	in := make([][]sat.Lit, len(clues)) // in[k][i]: cell i in clue k's island, 0 never
	for k, island := range cells {
		x := m.Aux(len(island))
		in[k] = make([]sat.Lit, p.N())
		for n, i := range island {
			in[k][i] = x.Lit(n)
		}
	}
	for i := 0; i < p.N(); i++ {
		one := []sat.Lit{sh.Lit(i)}
		for k := range clues {
			if l := in[k][i]; l != 0 {
				one = append(one, l)
			}
		}
		m.Rule(encode.EQ, 1, one, "%s shaded or in one island", p.Name(i))
		for _, j := range p.Neighbours(i) {
			mark := m.Mark()
			for k := range clues {
				if l, o := in[k][i], in[k][j]; l != 0 && o != 0 {
					m.Add(encode.GE, 1, l.Not(), sh.Lit(j), o)
				} else if l != 0 {
					m.Add(encode.GE, 1, l.Not(), sh.Lit(j))
				}
			}
			m.Name(mark, "%s and %s in one island or apart", p.Name(i), p.Name(j))
		}
	}
	for k, c := range clues {
		mark := m.Mark()
		m.Add(encode.GE, 1, in[k][c])
		if n := p.Clues[c]; n > 0 {
			lits := make([]sat.Lit, len(cells[k]))
			for t, i := range cells[k] {
				lits[t] = in[k][i]
			}
			m.Add(encode.EQ, n, lits...)
		}
		m.GivenName(mark, c, "%s=%s", p.Name(c), clueText(p.Clues[c]))
		m.ConnectedCells(p.Shape, in[k], c, "island of %s connected", p.Name(c))
		if p.Clues[c] > 1 {
			p.within(m, c, cells[k], in[k])
		}
	}
	m.ConnectedCells(p.Shape, sh.All(), -1, "shaded connected")
	for _, b := range p.Blocks() {
		m.Rule(encode.LE, 3, sh.Lits(b[:]), "no 2x2 shaded at %s", p.Name(b[0]))
	}
	return func(v kit.Values) grid.Shading { return sh.Decode(v) }
}

// within states, implied by the connection of island island (the cells
// of clue c's reach, in breadth-first order, in[i] true for those in the
// island), that each of its cells is at most the number less one steps
// from c through the island: a unary distance per cell, from its
// distance on the grid up. The lazy check of Connected sees such
// islands whole; these clauses let the solver see them grow (13x13, few
// large islands: 100 s without, see README).
func (p *Puzzle) within(m *kit.Model, c int, island []int, in []sat.Lit) {
	top := p.Clues[c] - 1
	dist, first := make([]int, p.N()), make([]int, p.N())
	for i := range dist {
		dist[i] = -1
	}
	dist[c] = 0
	total := 0
	for _, a := range island {
		for _, b := range p.Neighbours(a) {
			if in[b] != 0 && dist[b] < 0 {
				dist[b] = dist[a] + 1
			}
		}
		first[a] = total
		total += top - dist[a] + 1
	}
	d := m.Aux(total)
	at := func(i, t int) sat.Lit { // i within t steps: 0 for t below its distance
		if t < dist[i] {
			return 0
		}
		return d.Lit(first[i] + min(t, top) - dist[i])
	}
	mark := m.Mark()
	m.Add(encode.GE, 1, at(c, 0))
	for _, i := range island {
		m.Add(encode.GE, 1, in[i].Not(), at(i, top))
		for t := dist[i]; t <= top; t++ {
			m.Add(encode.GE, 1, at(i, t).Not(), in[i])
			if t == 0 {
				continue
			}
			from := []sat.Lit{at(i, t).Not()}
			if l := at(i, t-1); l != 0 {
				from = append(from, l)
				m.Add(encode.GE, 1, l.Not(), at(i, t))
			}
			for _, j := range p.Neighbours(i) {
				if l := at(j, t-1); in[j] != 0 && l != 0 {
					from = append(from, l)
				}
			}
			m.Add(encode.GE, 1, from...)
		}
	}
	m.Name(mark, "island of %s within %d steps", p.Name(c), top)
}

// Verify checks the shading against the rules, reading the board only.
func Verify(p *Puzzle, b grid.Shading) error {
	if len(b) != p.N() {
		return fmt.Errorf("%d cells, expected %d", len(b), p.N())
	}
	on := make([]bool, len(b))
	for i, x := range b {
		if x != 0 && x != 1 {
			return fmt.Errorf("%s: undecided", p.Name(i))
		}
		if on[i] = x == 1; on[i] && p.Clues[i] != Blank {
			return fmt.Errorf("%s: a numbered cell is shaded", p.Name(i))
		}
	}
	if err := p.CheckConnected(on, "shaded cells"); err != nil {
		return err
	}
	if err := p.CheckNoBlock(on, "shaded cells"); err != nil {
		return err
	}
	for _, island := range p.Components(func(i int) bool { return !on[i] }, func(a, b int) bool { return true }) {
		var numbers []int
		for _, i := range island {
			if p.Clues[i] != Blank {
				numbers = append(numbers, i)
			}
		}
		switch {
		case len(numbers) == 0:
			return fmt.Errorf("%s: an island without a number", p.Name(island[0]))
		case len(numbers) > 1:
			return fmt.Errorf("%s and %s: two numbers in one island", p.Name(numbers[0]), p.Name(numbers[1]))
		}
		if c := numbers[0]; p.Clues[c] > 0 {
			if err := grid.CheckCount(p.Name(c)+"'s island", len(island), p.Clues[c], "cells"); err != nil {
				return err
			}
		}
	}
	return nil
}

func show(p *Puzzle, b grid.Shading, _ bool) solve.Answer {
	text := p.ShadedText(b, func(i int) string { return clueText(p.Clues[i]) })
	return solve.Answer{Text: text, Fields: map[string]any{"shaded": p.ShadedRows(b)}}
}

// facts writes the puzzle for bench/asp/nurikabe.lp.
func facts(p *Puzzle) string {
	var b strings.Builder
	fmt.Fprintf(&b, "size(%d,%d).\n", p.Rows, p.Cols)
	for i, c := range p.Clues {
		r, col := p.RC(i)
		if c != Blank {
			fmt.Fprintf(&b, "clue(%d,%d).\n", r, col)
		}
		if c > 0 {
			fmt.Fprintf(&b, "number(%d,%d,%d).\n", r, col, c)
		}
	}
	return b.String()
}
