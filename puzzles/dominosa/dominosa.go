package dominosa

import (
	"context"
	"fmt"
	"math/rand"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/tatham"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// Puzzle is a Dominosa grid: (Max+1)(Max+2) cells of numbers 0 to Max,
// for the set of dominoes 0-0 to Max-Max.
type Puzzle struct {
	grid.Shape
	Max   int
	Cells []int // row-major
}

// Dominoes is a solution: each cell's mate, the other half of its domino
// (grid's tilings: the cell itself when in none), kit.Unknown where
// --forced leaves it open.
type Dominoes []int

// Genre is Dominosa as the kit registers it.
var Genre = &kit.Genre[*Puzzle, Dominoes]{
	Name:    "dominosa",
	Summary: "Dominosa: the full set of dominoes 0-0 to n-n laid on a grid of their numbers; typed grids, JSON, Tatham IDs",
	Text:    kit.TextFormat[*Puzzle]{Read: readText, Write: writeText},
	Janko:   kit.Janko("dominos"),
	Links: []kit.Link[*Puzzle]{
		kit.TathamID(readTatham, writeTatham, "1:001011"),
	},
	Model:      model,
	Verify:     Verify,
	Show:       show,
	ShowForced: showForced,
	NoSolution: unbalanced,
	Bench:      &kit.Bench[*Puzzle]{Files: []string{"dominosa/tatham.tsv"}, Axes: []string{"amo", "card"}, Facts: facts},
}

func init() {
	Genre.Doc = readme
	Genre.Generate = &kit.Generator[*Puzzle]{
		Usage: "[--size N] (N the highest number, 6 when not given)",
		Flags: generateFlags,
		Keep:  func(full *Puzzle, _ []int) *Puzzle { return full },
	}
	kit.Register(Genre)
}

// newPuzzle returns the puzzle of a shape, its N from its cells, and
// false when no set of dominoes covers that many.
func newPuzzle(s grid.Shape) (*Puzzle, bool) {
	n := 0
	for (n+1)*(n+2) < s.N() {
		n++
	}
	return &Puzzle{s, n, make([]int, s.N())}, (n+1)*(n+2) == s.N() && n > 0
}

// domino returns the index of the domino a-b.
func domino(a, b int) int { return max(a, b)*(max(a, b)+1)/2 + min(a, b) }

func readText(t *grid.Text) (*Puzzle, error) {
	s, toks, err := t.Cells()
	if err != nil {
		return nil, err
	}
	p, ok := newPuzzle(s)
	if !ok {
		return nil, t.Start().Errorf("a %d×%d grid: a set of dominoes 0-0 to n-n covers (n+1)×(n+2) cells, n from 1", s.Rows, s.Cols)
	}
	for i, tok := range toks {
		v, err := strconv.Atoi(tok.Text)
		if err != nil || v < 0 || v > p.Max || tok.Text[0] == '+' || tok.Text[0] == '-' {
			return nil, tok.Errorf("%q: expected a number from 0 to %d", tok.Text, p.Max)
		}
		p.Cells[i] = v
	}
	return p, nil
}

func writeText(p *Puzzle) string {
	return grid.FormatText(p.FrameCells(p.number), nil)
}

// readTatham reads a game ID: N, then (a save file's) d and a difficulty
// letter, or the old a; the numbers one digit each, or [N] from 10.
func readTatham(s string) (*Puzzle, error) {
	id, n, h, rest, err := tatham.ParseSized(s, "a Dominosa game ID such as 1:001011", grid.MaxSide-2)
	if err == nil && (h != n || strings.HasPrefix(id.Params[len(strconv.Itoa(n)):], "x")) {
		err = &tatham.Error{Col: id.ParamsCol, Msg: fmt.Sprintf("%q: expected the highest number N", id.Params)}
	}
	if err == nil {
		_, _, err = id.Options(rest, "tbhea", "a")
	}
	if err != nil {
		return nil, err
	}
	p, _ := newPuzzle(grid.Shape{Rows: n + 1, Cols: n + 2})
	d := id.Reader()
	for i := range p.Cells {
		col, c := d.Col(), d.Next()
		v, ok := int(c-'0'), c >= '0' && c <= '9'
		if c == '[' {
			v, ok = d.Int()
			ok = ok && d.Accept(']')
		}
		if !ok || v > n {
			return nil, &tatham.Error{Col: col, Msg: fmt.Sprintf("cell %d of %d: expected a number from 0 to %d (a digit, or [N])", i+1, p.N(), n)}
		}
		p.Cells[i] = v
	}
	return p, d.End()
}

func writeTatham(p *Puzzle) (string, error) {
	if p.Rows != p.Max+1 {
		return "", fmt.Errorf("a %d×%d grid: Tatham's Dominosa has %d rows and %d columns", p.Rows, p.Cols, p.Max+1, p.Max+2)
	}
	var b strings.Builder
	for _, c := range p.Cells {
		b.WriteString(map[bool]string{true: strconv.Itoa(c), false: "[" + strconv.Itoa(c) + "]"}[c < 10])
	}
	return fmt.Sprintf("%d:%s", p.Max, b.String()), nil
}

// unbalanced says why a grid cannot hold the set: each number is on N+2
// halves (N+1 dominoes, the double twice).
func unbalanced(p *Puzzle) string {
	seen := make([]int, p.Max+1)
	for _, c := range p.Cells {
		seen[c]++
	}
	for v, k := range seen {
		if k != p.Max+2 {
			return fmt.Sprintf("%d is in %d cells: the set 0-0 to %d-%d has it on %d halves", v, k, p.Max, p.Max, p.Max+2)
		}
	}
	return ""
}

// model states the rules on a variable per pair of neighbours (a domino
// on them): each cell in one domino, each domino of the set placed once.
func model(p *Puzzle, m *kit.Model) func(kit.Values) Dominoes {
	on := m.Bools(p.NumEdges(), func(e int, on bool) string {
		return p.EdgeName(e) + map[bool]string{true: " domino", false: " no domino"}[on]
	})
	set := make([][]sat.Lit, domino(p.Max, p.Max)+1)
	for e := range p.NumEdges() {
		a, b := p.Edge(e)
		set[domino(p.Cells[a], p.Cells[b])] = append(set[domino(p.Cells[a], p.Cells[b])], on.Lit(e))
	}
	for i := range p.Cells {
		m.Rule(encode.EQ, 1, on.Lits(p.EdgesAt(i)), "cell %s", p.Name(i))
	}
	for a := 0; a <= p.Max; a++ {
		for b := a; b <= p.Max; b++ {
			m.Rule(encode.EQ, 1, set[domino(a, b)], "domino %d-%d", a, b)
		}
	}
	return func(v kit.Values) Dominoes {
		mate := make(Dominoes, p.N())
		for i := range mate {
			mate[i] = i
			for _, e := range p.EdgesAt(i) {
				if a, b := p.Edge(e); on.Get(v, e) == 1 {
					mate[i] = a + b - i
				} else if on.Get(v, e) == kit.Unknown && mate[i] == i {
					mate[i] = kit.Unknown
				}
			}
		}
		return mate
	}
}

// Verify checks the dominoes against the rules, reading the board only.
func Verify(p *Puzzle, d Dominoes) error {
	if len(d) != p.N() {
		return fmt.Errorf("%d cells, expected %d", len(d), p.N())
	}
	for i, j := range d {
		if j == kit.Unknown {
			return fmt.Errorf("%s: undecided", p.Name(i))
		} else if j == i {
			return fmt.Errorf("%s: in no domino", p.Name(i))
		} else if e, ok := p.EdgeBetween(i, j); !ok || e < 0 {
			return fmt.Errorf("%s: its domino's other half is not beside it", p.Name(i))
		}
	}
	if _, err := p.CheckTiling(d); err != nil {
		return err
	}
	at := map[int][2]int{}
	for _, h := range grid.Dominoes(d) {
		a, b := p.Cells[h[0]], p.Cells[h[1]]
		if g, dup := at[domino(a, b)]; dup {
			return fmt.Errorf("domino %d-%d twice: %s-%s and %s-%s", min(a, b), max(a, b), p.Name(g[0]), p.Name(g[1]), p.Name(h[0]), p.Name(h[1]))
		}
		at[domino(a, b)] = h
	}
	return nil
}

// show draws the dominoes as regions of two cells, and lists them.
func show(p *Puzzle, d Dominoes, _ bool) solve.Answer {
	label := make([]int, p.N())
	for i, j := range d {
		if label[i] = i; j >= 0 {
			label[i] = min(i, j)
		}
	}
	l := p.BorderLattice(label, p.number)
	return solve.Answer{Text: l.String(), Fields: map[string]any{"dominoes": p.placed(d)}}
}

// placed lists the dominoes of d as [r1, c1, r2, c2], the first half
// first in row-major order.
func (p *Puzzle) placed(d Dominoes) [][4]int {
	list := [][4]int{}
	for _, h := range grid.Dominoes(d) {
		r1, c1 := p.RC(h[0])
		r2, c2 := p.RC(h[1])
		list = append(list, [4]int{r1, c1, r2, c2})
	}
	return list
}

// number is the text of cell i: its number.
func (p *Puzzle) number(i int) string { return strconv.Itoa(p.Cells[i]) }

// showForced draws what every solution agrees on: no border inside a
// forced domino, one beside a cell whose domino lies elsewhere, the
// others left open (dotted); the forced dominoes listed.
func showForced(p *Puzzle, d Dominoes, _ bool) solve.Answer {
	border := make([]int, p.NumEdges())
	for e := range border {
		switch a, b := p.Edge(e); {
		case d[a] == b:
		case d[a] == kit.Unknown && d[b] == kit.Unknown:
			border[e] = kit.Unknown
		default: // a's domino or b's lies elsewhere
			border[e] = 1
		}
	}
	a := kit.ShowBorders(p.Shape, border, p.number, false)
	return solve.Answer{Text: a.Text, Fields: map[string]any{"forced": map[string]any{"dominoes": p.placed(d)}}}
}

// generateFlags makes full puzzles (deal). While another solution
// remains, a domino where the two differ trades places with another.
func generateFlags(*pflag.FlagSet) func(context.Context, *rand.Rand, int) (*Puzzle, error) {
	return func(ctx context.Context, rng *rand.Rand, n int) (*Puzzle, error) {
		if n == 0 {
			n = 6
		}
		if n < 1 || n > 40 {
			return nil, fmt.Errorf("--size %d: expected the highest number, 1 to 40", n)
		}
		p, mate, tiles, set := deal(rng, n)
		for tries := 0; tries < 50*p.N(); tries++ {
			other, ok, err := Genre.Another(ctx, p, mate)
			if err != nil || !ok {
				return p, err
			}
			var differ []int
			for k, t := range tiles {
				if other[t[0]] != t[1] {
					differ = append(differ, k)
				}
			}
			k, j := differ[rng.Intn(len(differ))], rng.Intn(len(tiles))
			set[k], set[j] = set[j], set[k]
			p.lay(rng, tiles, set, k)
			p.lay(rng, tiles, set, j)
		}
		return p, nil
	}
}

// deal lays the set 0-0 to n-n on a random tiling (mate, its tiles as
// grid.Dominoes lists them), domino set[k] on tile k either way round.
func deal(rng *rand.Rand, n int) (p *Puzzle, mate []int, tiles [][2]int, set []int) {
	p, _ = newPuzzle(grid.Shape{Rows: n + 1, Cols: n + 2})
	mate = p.randomTiling(rng)
	tiles, set = grid.Dominoes(mate), rng.Perm(domino(n, n)+1)
	for k := range tiles {
		p.lay(rng, tiles, set, k)
	}
	return p, mate, tiles, set
}

// lay puts domino set[k] on tile k, either way round.
func (p *Puzzle) lay(rng *rand.Rand, tiles [][2]int, set []int, k int) {
	a := 0
	for domino(a+1, 0) <= set[k] {
		a++
	}
	h := rng.Perm(2)
	p.Cells[tiles[k][h[0]]], p.Cells[tiles[k][h[1]]] = a, set[k]-domino(a, 0)
}

// randomTiling tiles the grid with dominoes: all across (or all down when
// the columns are odd), then two side by side turned in a random square
// again and again.
func (p *Puzzle) randomTiling(rng *rand.Rand) []int {
	mate := make([]int, p.N())
	for i := range mate {
		mate[i] = i + 1 - 2*(i%2)
		if p.Cols%2 == 1 {
			mate[i] = i + p.Cols*(1-2*(i/p.Cols%2))
		}
	}
	blocks := p.Blocks()
	for k := 0; k < 50*p.N(); k++ {
		b := blocks[rng.Intn(len(blocks))]
		if mate[b[0]] == b[1] && mate[b[2]] == b[3] {
			mate[b[0]], mate[b[2]], mate[b[1]], mate[b[3]] = b[2], b[0], b[3], b[1]
		} else if mate[b[0]] == b[2] && mate[b[1]] == b[3] {
			mate[b[0]], mate[b[1]], mate[b[2]], mate[b[3]] = b[1], b[0], b[3], b[2]
		}
	}
	return mate
}

// facts writes the puzzle for bench/asp/dominosa.lp.
func facts(p *Puzzle) string {
	var b strings.Builder
	for i, c := range p.Cells {
		r, col := p.RC(i)
		fmt.Fprintf(&b, "number(%d,%d,%d).\n", r, col, c)
	}
	return b.String()
}
