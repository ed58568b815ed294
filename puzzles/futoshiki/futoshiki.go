package futoshiki

import (
	"cmp"
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// Rel is what stands between two neighbouring cells: an edge of
// grid.Shape, its first cell above or left of its second.
type Rel int8

// The relations.
const (
	None    Rel = iota // no sign; in Adjacent mode, numbers not one apart
	Less               // the first cell's number is the smaller: < or ^
	Greater            // the first cell's is the larger: > or v
	Bar                // Adjacent mode: numbers one apart
)

// Puzzle is a Futoshiki: a Latin square with numbers given and signs
// between neighbours.
type Puzzle struct {
	grid.Shape
	Adjacent bool  // Tatham's Adjacent mode: every bar shown (None says no bar)
	Givens   []int // a cell's number, 0 for none
	Rels     []Rel // by edge
}

// Grid is a solution: a number per cell, kit.Unknown where --forced
// leaves it open.
type Grid []int

// MaxSide is the largest side read (Tatham's Unequal takes 3 to 32).
const MaxSide = 32

// Genre is Futoshiki as the kit registers it.
var Genre = &kit.Genre[*Puzzle, Grid]{
	Name:    "futoshiki",
	Aliases: []string{"unequal"},
	Summary: "Futoshiki (Unequal): a Latin square with signs < > between neighbours, or bars between numbers one apart (Adjacent); typed grids, JSON, Tatham IDs",
	Text:    kit.TextFormat[*Puzzle]{Read: readText, Write: writeText},
	Janko:   kit.JankoTokens("futoshiki", "?", ".", "-", ".", "A", "^", "V", "v", "«", "<", "»", ">", "Â«", "<", "Â»", ">").Laid(grid.JankoBetween), // some of his pages spell « » as Â« Â»
	Links:   []kit.Link[*Puzzle]{kit.TathamID(readTatham, writeTatham, example)},
	Flags:   flags,
	Model:   model,
	Verify:  Verify,
	Show:    show,
	Bench:   &kit.Bench[*Puzzle]{Files: []string{"futoshiki/tatham.tsv", "futoshiki/guardian.txt"}, Axes: []string{"amo", "card"}, Facts: facts},
}

func init() {
	Genre.Doc = readme
	Genre.Generate = generator
	kit.Register(Genre)
}

// flags gives --adjacent: the puzzles read in Adjacent mode.
func flags(fs *pflag.FlagSet) func(*Puzzle) (*Puzzle, error) {
	adj := fs.Bool("adjacent", false, "Tatham's Adjacent mode: no bar between two cells says their numbers are not one apart")
	return func(p *Puzzle) (*Puzzle, error) {
		for e, r := range p.Rels {
			if *adj && (r == Less || r == Greater) {
				return nil, fmt.Errorf("--adjacent: a sign %s", p.relName(e))
			}
		}
		p.Adjacent = p.Adjacent || *adj
		return p, nil
	}
}

func newPuzzle(n int, adjacent bool) *Puzzle {
	s := grid.Shape{Rows: n, Cols: n}
	return &Puzzle{s, adjacent, make([]int, s.N()), make([]Rel, s.NumEdges())}
}

// holds reports whether numbers u and v of an edge's cells meet rel.
func holds(rel Rel, u, v int) bool {
	switch rel {
	case Less:
		return u < v
	case Greater:
		return u > v
	case Bar:
		return u-v == 1 || v-u == 1
	}
	return u-v != 1 && v-u != 1 // None, in Adjacent mode
}

// relName names an edge's relation as a rule: "r1c1<r1c2", "r1c1 next to
// r1c2" (a bar), "r1c1 not next to r1c2".
func (p *Puzzle) relName(e int) string {
	a, b := p.Edge(e)
	return p.Name(a) + [...]string{" not next to ", "<", ">", " next to "}[p.Rels[e]] + p.Name(b)
}

// signs are the tokens of the relations, between the cells of a row and
// between those of a column.
var signs = [2][4]string{{".", "<", ">", "|"}, {".", "^", "v", "-"}}

// layout returns the typed grid's tokens (grid.BetweenText): the cells
// (cell's), between them the signs, corner elsewhere (and for no sign).
func (p *Puzzle) layout(cell func(i int) string, corner string) [][]string {
	return p.BetweenText(cell, func(e int) string {
		if a, b := p.Edge(e); p.Rels[e] != None {
			return signs[min(b-a-1, 1)][p.Rels[e]] // in a row, or in a column
		}
		return corner
	}, corner)
}

// writeText writes the typed grid, the line "adjacent" first in Adjacent mode.
func writeText(p *Puzzle) string {
	cells := p.layout(func(i int) string { return grid.NumberText(p.Givens[i], ".") }, ".")
	return map[bool]string{true: "adjacent\n"}[p.Adjacent] + grid.FormatText(cells, nil)
}

// readText reads the cells, "." or a number, with a sign or "." between
// each two: < > or | between the cells of a row, ^ v or - between those
// of a column, and "." at the corners between. A first line "adjacent",
// or a bar, says Adjacent mode.
func readText(t *grid.Text) (*Puzzle, error) {
	opts, body, err := t.Switches("adjacent")
	if err != nil {
		return nil, err
	}
	s, toks, err := body.Cells()
	if err == nil && (s.Rows != s.Cols || s.Rows%2 == 0 || s.Rows > 2*MaxSide-1) {
		err = t.Start().Errorf("a %s grid of tokens: expected N cells a row with a sign or . between each two, and between the rows a row of signs, 2N-1 tokens each way (N up to %d)", s, MaxSide)
	}
	if err != nil {
		return nil, err
	}
	n := (s.Rows + 1) / 2
	adj, kind := opts["adjacent"], map[bool]grid.Token{}
	p := newPuzzle(n, adj)
	for k, tok := range toks {
		r, c := k/s.Cols, k%s.Cols
		switch i, e := p.BetweenAt(r, c); {
		case i >= 0 && tok.Text != ".":
			v, err := strconv.Atoi(tok.Text)
			if err != nil || v < 1 || v > n {
				return nil, tok.Errorf("%q: expected . or a number from 1 to %d", tok.Text, n)
			}
			p.Givens[i] = v
		case e >= 0:
			i := strings.Index(strings.Join(signs[r%2][:], ""), tok.Text)
			if len(tok.Text) != 1 || i < 0 {
				return nil, tok.Errorf("%q: expected %s", tok.Text, strings.Join(signs[r%2][:], " "))
			}
			if p.Rels[e] = Rel(i); i > 0 {
				kind[i == 3] = tok
			}
		case tok.Text != "." && r%2 == 1:
			return nil, tok.Errorf("%q: expected . between the signs", tok.Text)
		}
	}
	if sign, ok := kind[false]; ok && (kind[true] != grid.Token{} || adj) {
		return nil, sign.Errorf("%q in Adjacent mode (bars): expected a bar or .", sign.Text)
	}
	p.Adjacent = adj || kind[true] != grid.Token{}
	return p, nil
}

func model(p *Puzzle, m *kit.Model) func(kit.Values) Grid {
	x := m.Latin(p.Shape)
	m.GivenValues(p.Shape, x, p.Givens)
	for e, rel := range p.Rels {
		if rel != None || p.Adjacent {
			a, b := p.Edge(e)
			mark := m.Mark()
			m.Relation(x, a, b, func(u, v int) bool { return holds(rel, u, v) })
			m.GivenName(mark, p.N()+e, "%s", p.relName(e))
		}
	}
	return func(v kit.Values) Grid { return x.Decode(v) }
}

// Verify checks the numbers against the rules, reading the board only.
func Verify(p *Puzzle, g Grid) error {
	if err := cmp.Or(p.CheckLatin(g), p.CheckGiven(g, p.Givens)); err != nil {
		return err
	}
	for e, rel := range p.Rels {
		if a, b := p.Edge(e); (rel != None || p.Adjacent) && !holds(rel, g[a], g[b]) {
			return fmt.Errorf("%s fails: %d and %d", p.relName(e), g[a], g[b])
		}
	}
	return nil
}

func show(p *Puzzle, g Grid, _ bool) solve.Answer {
	text := grid.FormatText(p.layout(func(i int) string { return grid.NumberText(g[i], "?") }, ""), nil)
	return solve.Answer{Text: text, Fields: map[string]any{"grid": p.NumberRows(g)}}
}
