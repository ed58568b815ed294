package nurikabe

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/puzzlink"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// A cell without a number, and a number not told ('?', any size).
const (
	Blank   = grid.NoClue
	Unknown = grid.NotTold
)

// Puzzle is a Nurikabe grid.
type Puzzle struct {
	grid.Shape
	Clues []int // 1 to N, Blank or Unknown; row-major
}

// Genre is Nurikabe as the kit registers it.
var Genre = &kit.Genre[*Puzzle, grid.Shading]{
	Name:    "nurikabe",
	Summary: "Nurikabe: shaded cells one piece without 2x2 blocks, each number in an unshaded island of that size; typed grids, JSON, puzz.link URLs",
	Text:    kit.TextFormat[*Puzzle]{Read: readText, Write: writeText},
	Janko:   kit.Janko("nurikabe"),
	Links:   []kit.Link[*Puzzle]{kit.URL(readURL, writeURL, "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "nurikabe")},
	Model:   model,
	Verify:  Verify,
	Show:    show,
	Bench:   &kit.Bench[*Puzzle]{Files: []string{"nurikabe/*.txt"}, Axes: []string{"card", "connect"}, Facts: facts},
}

func init() {
	Genre.Doc = readme
	Genre.Generate = &kit.Generator[*Puzzle]{Usage: "[--size N] [--island MAX]", Own: generator, Keep: keep, Open: open}
	kit.Register(Genre)
}

// keep is the puzzle with only the numbers of the cells kept (the tags of
// its givens), for --explain (kit.Generator.Keep).
func keep(p *Puzzle, kept []int) *Puzzle {
	return &Puzzle{p.Shape, kit.Kept(p.Clues, kept, Blank)}
}

// open is keep with the other numbers made '?', islands of any size
// (kit.Generator.Open): removed, a number takes its island with it, and a
// typo's number, which has to change, could not be named.
func open(p *Puzzle, kept []int) *Puzzle {
	return &Puzzle{p.Shape, kit.Opened(p.Clues, kept, Blank, Unknown)}
}

func readText(t *grid.Text) (*Puzzle, error) {
	s, clues, err := t.Clues(grid.Shape.N)
	if err != nil {
		return nil, err
	}
	return &Puzzle{s, clues}, nil
}

func writeText(p *Puzzle) string { return p.CluesText(p.Clues) }

// readURL reads pzprjs's decodeNumber16: hexadecimal numbers, '.' a
// number not told, skip letters g-z for cells without one.
func readURL(s string) (*Puzzle, error) {
	u, clues, err := puzzlink.ReadClues(s, grid.MaxSide, "number", func(cols, rows int) int { return cols * rows }, "nurikabe")
	if err != nil {
		return nil, err
	}
	return &Puzzle{u.Shape(), clues}, nil
}

func writeURL(p *Puzzle) (string, error) {
	return puzzlink.WriteNumbers("nurikabe", p.Cols, p.Rows, p.Clues, Blank), nil
}

// reach returns each clue, each cell's distance from it through free cells
// (cells with no other number on or beside them: the islands would
// touch), and the cells within its number less one steps (or all, for a
// '?').
func (p *Puzzle) reach() (clues []int, dist, cells [][]int) {
	links, near := make([][]int, p.N()), make([]int, p.N()) // near: the numbers on or beside a cell
	for b := range links {
		links[b] = p.Neighbours(b)
		for _, j := range append(links[b][:len(links[b]):len(links[b])], b) {
			if p.Clues[j] != Blank {
				near[b]++
			}
		}
	}
	for i, c := range p.Clues {
		if c == Blank {
			continue
		}
		d := grid.DistancesThrough(links, i, func(b int) bool { // no number on or beside b but i
			r, c, ri, ci := b/p.Cols, b%p.Cols, i/p.Cols, i%p.Cols
			if abs(r-ri)+abs(c-ci) <= 1 {
				return near[b] == 1
			}
			return near[b] == 0
		})
		var island []int
		for j, x := range d {
			if x < p.Clues[i] || x <= p.N() && p.Clues[i] == Unknown {
				island = append(island, j)
			}
		}
		clues, dist, cells = append(clues, i), append(dist, d), append(cells, island)
	}
	return clues, dist, cells
}

// model states the rules on a variable a cell (shaded) and one a clue
// and cell of its reach (in its island): see README.
func model(p *Puzzle, m *kit.Model) func(kit.Values) grid.Shading {
	if m.Config.Card == "" || m.Config.Card == encode.Auto {
		m.Config.Card = encode.Totalizer // the islands' sizes: see README
	}
	sh := m.ShadedCells(p.Shape)
	clues, dist, cells := p.reach()
	in := make([][]sat.Lit, len(clues)) // in[k][i]: cell i in clue k's island, 0 never
	for k, island := range cells {
		x, lits := m.Aux(len(island)), make([]sat.Lit, p.N())
		for n, i := range island {
			lits[i] = x.Lit(n)
		}
		in[k] = lits
	}
	for i := 0; i < p.N(); i++ {
		one := []sat.Lit{sh.Lit(i)}
		for k := range clues {
			one = append(one, in[k][i])
		}
		m.Rule(encode.EQ, 1, kit.NonZero(one...), "%s shaded or in one island", p.Name(i))
		for _, j := range p.Neighbours(i) {
			mark := m.Mark()
			for k := range clues {
				if l := in[k][i]; l != 0 {
					m.Add(encode.GE, 1, kit.NonZero(l.Not(), sh.Lit(j), in[k][j])...)
				}
			}
			m.Name(mark, "%s and %s in one island or apart", p.Name(i), p.Name(j))
		}
	}
	wall := p.N() // the shaded cells, if every number is told
	for k, c := range clues {
		mark, n := m.Mark(), p.Clues[c]
		m.Add(encode.GE, 1, sh.Lit(c).Not()) // a number's cell is unshaded: its given says so, not a hint
		if m.Add(encode.GE, 1, in[k][c]); n > 0 {
			m.GrownSize(n, cells[k], dist[k], in[k]) // counted a distance at a time: see README
		}
		m.GivenName(mark, c, "%s=%s", p.Name(c), grid.ClueText(n))
		switch wall -= n; {
		case n > 1: // within joins each cell to one a step nearer the clue
			p.within(m, c, dist[k], cells[k], in[k])
		case n != 1: // a '?': the island is only known to be connected
			wall = -p.N()
			m.ConnectedCells(p.Shape, in[k], c, "island of %s connected", p.Name(c))
		}
	}
	m.ConnectedCells(p.Shape, sh.All(), p.root(in), "shaded connected")
	if wall > 3 {
		m.NoSmallPieces(p.Shape, sh.All(), 3) // see README
	}
	for _, b := range p.Blocks() {
		m.Rule(encode.LE, 3, sh.Lits(b[:]), "no 2x2 shaded at %s", p.Name(b[0]))
	}
	return func(v kit.Values) grid.Shading { return sh.Decode(v) }
}

// root returns a cell that no island can reach, nearest the centre of the
// grid (-1 if none): shaded in every solution, it roots the lazy check of
// the shaded cells, whose cuts are then one literal shorter (see README).
func (p *Puzzle) root(in [][]sat.Lit) int {
	root, best := -1, 0
cells:
	for i := 0; i < p.N(); i++ {
		for _, lits := range in {
			if lits[i] != 0 {
				continue cells
			}
		}
		r, c := i/p.Cols, i%p.Cols
		if d := abs(2*r-p.Rows+1) + abs(2*c-p.Cols+1); root < 0 || d < best {
			root, best = i, d
		}
	}
	return root
}

func abs(x int) int { return max(x, -x) }

// within states, in unary distances, that clue c's island (in, of island)
// is within its number less one steps of c: implied, and fast (README).
func (p *Puzzle) within(m *kit.Model, c int, dist, island []int, in []sat.Lit) {
	top, first, total := p.Clues[c]-1, make([]int, p.N()), 0
	for _, a := range island {
		first[a], total = total, total+top-dist[a]+1
	}
	d := m.Aux(total)
	at := func(i, t int) sat.Lit { // i within t steps; 0 below its distance
		if in[i] == 0 || t < dist[i] {
			return 0
		}
		return d.Lit(first[i] + t - dist[i])
	}
	mark := m.Mark()
	m.Add(encode.GE, 1, at(c, 0))
	for _, i := range island {
		m.Add(encode.GE, 1, in[i].Not(), at(i, top))
		for t := dist[i]; t <= top; t++ {
			if m.Add(encode.GE, 1, at(i, t).Not(), in[i]); t == 0 {
				continue
			}
			from := []sat.Lit{at(i, t).Not()}
			for _, j := range append(p.Neighbours(i), i) {
				from = append(from, at(j, t-1))
			}
			if m.Add(encode.GE, 1, kit.NonZero(from...)...); t > dist[i] {
				m.Add(encode.GE, 1, at(i, t-1).Not(), at(i, t))
			}
		}
	}
	m.Name(mark, "island of %s within %d steps", p.Name(c), top)
}

// Verify checks the shading against the rules, reading the board only.
func Verify(p *Puzzle, b grid.Shading) error {
	on, err := p.Shaded(b)
	if err != nil {
		return err
	}
	for i, c := range p.Clues {
		if on[i] && c != Blank {
			return fmt.Errorf("%s: a numbered cell is shaded", p.Name(i))
		}
	}
	if err := cmp.Or(p.CheckConnected(on, "shaded cells"), p.CheckNoBlock(on, "shaded cells")); err != nil {
		return err
	}
	for _, island := range islands(p.Shape, b) {
		numbers := slices.DeleteFunc(slices.Clone(island), func(i int) bool { return p.Clues[i] == Blank })
		switch c := append(numbers, -1)[0]; {
		case c < 0:
			return fmt.Errorf("%s: an island without a number", p.Name(island[0]))
		case len(numbers) > 1:
			return fmt.Errorf("%s and %s: two numbers in one island", p.Name(numbers[0]), p.Name(numbers[1]))
		case p.Clues[c] > 0 && p.Clues[c] != len(island):
			return grid.CheckCount(p.Name(c)+"'s island", len(island), p.Clues[c], "cells")
		}
	}
	return nil
}

func show(p *Puzzle, b grid.Shading, _ bool) solve.Answer {
	return solve.Answer{Text: p.ShadedText(b, func(i int) string { return grid.ClueText(p.Clues[i]) }), Fields: map[string]any{"shaded": p.ShadedRows(b)}}
}

// facts writes the puzzle for bench/asp/nurikabe.lp (0: a number not told).
func facts(p *Puzzle) string {
	return kit.GridFacts(p.Shape, func(i int, fact kit.Fact) {
		if c := p.Clues[i]; c != Blank {
			fact("number", max(c, 0))
		}
	})
}
