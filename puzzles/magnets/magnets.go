package magnets

import (
	"cmp"
	"context"
	"fmt"
	"math/rand"
	"slices"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/puzzlink"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/tatham"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// Puzzle is a Magnets board. Mate is each cell's other half of its
// domino, or the cell itself for a cell in none (always blank). Counts
// are the + poles of each line, rows first then columns (grid.Shape.Lines),
// then the − poles of each; −1 where not given; an index is a count's tag.
type Puzzle struct {
	grid.Shape
	Mate   []int
	Counts []int
}

// The values of a cell of a Board.
const (
	Blank = 0
	Plus  = 1
	Minus = 2
)

// Board is a solution: Blank, Plus or Minus a cell, kit.Unknown where
// --forced leaves it open.
type Board []int

// Genre is Magnets as the kit registers it.
var Genre = &kit.Genre[*Puzzle, Board]{
	Name:    "magnets",
	Summary: "Magnets: each domino a magnet (+ and −) or blank, like poles never side by side, poles counted in each row and column; typed grids, JSON, puzz.link URLs, Tatham IDs",
	Text:    kit.TextFormat[*Puzzle]{Read: readText, Write: writeText},
	Links: []kit.Link[*Puzzle]{
		kit.URL(readURL, writeURL, "https://puzz.link/p?magnets/2/2/111111110o", "magnets"),
		kit.TathamID(readTatham, writeTatham, "2x2:11,11,11,11,LRLR"),
	},
	Options: func(o *solve.Options) { o.PreferNativeCard() }, // measured fastest on Tatham's puzzles
	Model:   model,
	Verify:  Verify,
	Show:    show,
	Full: func(p *Puzzle, b Board) *Puzzle {
		counts := poles(p, b)
		return &Puzzle{p.Shape, p.Mate, kit.Filled(p.Counts, -1, func(t int) int { return counts[t] })}
	},
	Bench: &kit.Bench[*Puzzle]{Files: []string{"magnets/tatham.tsv"}, Axes: []string{"amo", "card"}, Facts: facts},
}

func init() {
	Genre.Doc = readme
	Genre.Generate = generator
	kit.Register(Genre)
}

var generator = &kit.Generator[*Puzzle]{
	Usage: "[--size N] [--symmetric] [--no-minimal]",
	Side:  [3]int{6, 2, 40},
	Flags: generateFlags,
	Keep: func(full *Puzzle, kept []int) *Puzzle {
		return &Puzzle{full.Shape, full.Mate, kit.Kept(full.Counts, kept, -1)}
	},
	// The half-turn takes a row's + count on the left to the − count of
	// the opposite row on the right, and a column's above to the
	// opposite column's below: the other pole's count of the opposite
	// line (it kept the pole, and mirrored each side along itself).
	Partner: func(full *Puzzle, t int) int {
		n := full.Rows + full.Cols
		return (1-t/n)*n + full.OppositeLine(t%n)
	},
}

func newPuzzle(s grid.Shape) *Puzzle {
	p := &Puzzle{Shape: s, Mate: make([]int, s.N()), Counts: slices.Repeat([]int{-1}, 2*(s.Rows+s.Cols))}
	for i := range p.Mate {
		p.Mate[i] = i
	}
	return p
}

// count returns the count of pole v (Plus or Minus) in line k.
func (p *Puzzle) count(v, k int) *int { return &p.Counts[(v-1)*(p.Rows+p.Cols)+k] }

// check refuses a tiling whose halves do not match (returning the cell),
// then counts that do not fit in their line (returning −1 less the line,
// as Lines numbers them).
func (p *Puzzle) check() (int, error) {
	if i, err := p.CheckTiling(p.Mate); err != nil {
		return i, err
	}
	for k, line := range p.Lines() {
		if a, b := *p.count(Plus, k), *p.count(Minus, k); max(a, 0)+max(b, 0) > len(line) {
			return -1 - k, fmt.Errorf("%s: %d + and %d − poles in %d cells", p.LineName(k), a, b, len(line))
		}
	}
	return 0, nil
}

func readText(t *grid.Text) (*Puzzle, error) {
	s, toks, sides, err := t.Frame(true, true, true, true)
	if err != nil {
		return nil, err
	}
	p := newPuzzle(s)
	for i, tok := range toks {
		if len(tok.Text) != 1 || !p.SetHalf(p.Mate, i, tok.Text[0]) {
			return nil, tok.Errorf("%q: expected a domino's half, L R (left, right) T B (top, bottom), or * (a cell in none)", tok.Text)
		}
	}
	plus, err := s.LineCounts(sides.Left, sides.Top, "the + poles")
	minus, err2 := s.LineCounts(sides.Right, sides.Bottom, "the − poles")
	if err = cmp.Or(err, err2); err != nil {
		return nil, err
	}
	p.Counts = append(plus, minus...)
	if i, err := p.check(); err != nil && i >= 0 {
		return nil, toks[i].Errorf("%q: the domino's other half does not match", toks[i].Text)
	} else if err != nil {
		plus, _ := sides.Line(-1-i, p.Rows) // told, or one count alone (at most the line's cells) would fit
		return nil, plus.Errorf("%v", err)
	}
	return p, nil
}

func writeText(p *Puzzle) string {
	r, n := p.Rows, p.Rows+p.Cols
	m := func(a, b int) []string { return grid.MarginText(p.Counts[a:b]) }
	return grid.FrameText(p.FrameCells(func(i int) string { return string(p.Half(p.Mate, i)) }), m(r, n), m(n, n+r), m(n+r, 2*n), m(0, r))
}

// readURL reads pzprjs's magnets: the counts (two a column then two a
// row, − nearer the grid), the borders, then optionally circles and empty
// cells: only dominoes and empty cells (in none), no larger regions, given
// poles or the anti-magnet variant.
func readURL(s string) (*Puzzle, error) {
	u, err := puzzlink.Parse(s, "magnets")
	if err == nil && (u.Flag != "" || u.Variant != "") {
		err = &puzzlink.Error{Col: u.FlagCol(), Msg: fmt.Sprintf("flag %q, variant %q: only plain Magnets is read (not the anti-magnet variant)", u.Flag, u.Variant)}
	} else if err == nil {
		err = u.Within(grid.MaxSide)
	}
	if err != nil {
		return nil, err
	}
	p := newPuzzle(u.Shape())
	r := u.Reader()
	err = r.Numbers16(len(p.Counts), "counts", func(pos, v int) error {
		*p.count(2-pos%2, p.ColumnsFirst(pos/2)) = max(v, -1)
		return nil
	})
	var border, empty []bool
	if err == nil {
		border, err = r.Borders(p.Cols, p.Rows)
	}
	if err == nil && !r.Done() {
		if err = r.Circles(p.N(), func(pos, v int) error { return fmt.Errorf("a given pole: not supported") }); err == nil {
			empty, err = r.Bits(p.N())
		}
	}
	if err == nil && !r.Done() {
		err = r.Errorf("%q after the last cell", r.Rest())
	}
	if err != nil {
		return nil, err
	}
	for _, reg := range p.Components(func(i int) bool { return empty == nil || !empty[i] }, func(a, b int) bool {
		e, _ := p.EdgeBetween(a, b)
		return !border[e]
	}) {
		if len(reg) != 2 {
			return nil, &puzzlink.Error{Col: u.BodyCol, Msg: fmt.Sprintf("a region of %d cells at %s: only dominoes are supported", len(reg), p.Name(reg[0]))}
		}
		p.Mate[reg[0]], p.Mate[reg[1]] = reg[1], reg[0]
	}
	if _, err := p.check(); err != nil {
		return nil, &puzzlink.Error{Col: u.BodyCol, Msg: err.Error()}
	}
	return p, nil
}

func writeURL(p *Puzzle) (string, error) {
	var w puzzlink.Writer
	for pos := range p.Counts {
		w.Optional(*p.count(2-pos%2, p.ColumnsFirst(pos/2)))
	}
	w.Flush()
	empty, some := make([]bool, p.N()), false
	for i := range empty {
		empty[i] = p.Mate[i] == i
		some = some || empty[i]
	}
	w.Borders(p.Cols, p.Rows, p.Borders(grid.TilingLabels(p.Mate)))
	if some {
		w.Circles(make([]int, p.N()))
		w.Bits(empty)
	}
	return puzzlink.Format("magnets", p.Cols, p.Rows, w.String()), nil
}

// readTatham reads a game ID of Tatham's Magnets: the + counts of the
// columns, of the rows, the − counts ('.' none), each part ending in ',',
// then a letter a cell (LRTB*). The long parameters' difficulty and
// strip-clues flag S are passed over: the description strips the counts.
func readTatham(s string) (*Puzzle, error) {
	id, w, h, rest, err := tatham.ParseSized(s, "a Magnets game ID such as 2x2:11,11,11,11,LRLR", min(grid.MaxSide, len(tatham.Base62)-1))
	if err == nil {
		_, _, err = id.Options(rest, "et", "S")
	}
	if err != nil {
		return nil, err
	}
	p := newPuzzle(grid.Shape{Rows: h, Cols: w})
	d := id.Reader()
	for k := range p.Counts {
		v, line, col := Plus+k/(w+h), p.ColumnsFirst(k%(w+h)), d.Col()
		c := d.Next()
		n := strings.IndexByte(tatham.Base62, c)
		if c == 0 {
			return nil, d.Errorf("the description ends after %d of %d counts", k, len(p.Counts))
		}
		if c != '.' && (n < 0 || n > len(p.Lines()[line])) {
			return nil, &tatham.Error{Col: col, Msg: fmt.Sprintf("unexpected %q: expected the count of %s, 0 to %d of its cells (0-9 a-z A-Z, . for none)", c, p.LineName(line), len(p.Lines()[line]))}
		}
		*p.count(v, line) = n
		if end := (k+1)%(w+h) == w || (k+1)%(w+h) == 0; end && !d.Accept(',') {
			return nil, d.Errorf("expected ',' after the counts")
		}
	}
	for i := 0; i < p.N(); {
		col := d.Col()
		switch c := d.Next(); {
		case c == ',':
		case c == 0:
			return nil, d.Errorf("the description ends after %d of %d cells", i, p.N())
		case !p.SetHalf(p.Mate, i, c):
			return nil, &tatham.Error{Col: col, Msg: fmt.Sprintf("unexpected %q at cell %d of %d: expected a domino's half (L R T B) or *", c, i+1, p.N())}
		default:
			i++
		}
	}
	if _, err := p.check(); err != nil {
		return nil, &tatham.Error{Col: id.DescCol, Msg: err.Error()}
	}
	return p, d.End()
}

func writeTatham(p *Puzzle) (string, error) {
	var b strings.Builder
	n := p.Rows + p.Cols
	for k := range p.Counts {
		v := p.Counts[k/n*n+p.ColumnsFirst(k%n)]
		b.WriteByte(map[bool]byte{true: '.', false: tatham.Base62[max(v, 0)]}[v < 0])
		if (k+1)%n == p.Cols || (k+1)%n == 0 {
			b.WriteByte(',')
		}
	}
	for i := range p.Mate {
		b.WriteByte(p.Half(p.Mate, i))
	}
	return fmt.Sprintf("%dx%d:%s", p.Cols, p.Rows, b.String()), nil
}

// model gives each domino one of three values: blank, + on its first
// cell (and − on its second), or − on its first.
func model(p *Puzzle, m *kit.Model) func(kit.Values) Board {
	doms := grid.Dominoes(p.Mate)
	mag := m.OneHot(len(doms), Blank, Minus, func(d int) string {
		return p.Name(doms[d][0]) + "-" + p.Name(doms[d][1])
	}, func(v int) string { return []string{"blank", "+−", "−+"}[v] })
	pole := make([][3]sat.Lit, p.N()) // a cell's literals of being + and −
	for i := range pole {
		pole[i] = [3]sat.Lit{0, m.True().Not(), m.True().Not()} // a cell in none
	}
	for d, dom := range doms {
		pole[dom[0]] = [3]sat.Lit{0, mag.Is(d, Plus), mag.Is(d, Minus)}
		pole[dom[1]] = [3]sat.Lit{0, mag.Is(d, Minus), mag.Is(d, Plus)}
	}
	for e := 0; e < p.NumEdges(); e++ {
		a, b := p.Edge(e)
		for v := Plus; v <= Minus && p.Mate[a] != b; v++ {
			m.Rule(encode.LE, 1, []sat.Lit{pole[a][v], pole[b][v]}, "%s and %s not both %s", p.Name(a), p.Name(b), []string{"", "+", "−"}[v])
		}
	}
	for t, n := range p.Counts {
		v, k := Plus+t/(p.Rows+p.Cols), t%(p.Rows+p.Cols)
		var lits []sat.Lit
		for _, i := range p.Lines()[k] {
			lits = append(lits, pole[i][v])
		}
		if n >= 0 {
			m.Given(t, encode.EQ, n, lits, "%s %s=%d", p.LineName(k), []string{"", "+", "−"}[v], n)
		}
	}
	return func(vals kit.Values) Board {
		out := make(Board, p.N())
		for d, dom := range doms {
			x := mag.Get(vals, d)
			out[dom[0]], out[dom[1]] = x, [...]int{kit.Unknown, Blank, Minus, Plus}[x+1] // the other end
		}
		return out
	}
}

// Verify checks the board against the rules, reading the board only.
func Verify(p *Puzzle, s Board) error {
	if len(s) != p.N() {
		return fmt.Errorf("%d cells, expected %d", len(s), p.N())
	}
	for i, x := range s {
		switch {
		case x != Blank && x != Plus && x != Minus:
			return fmt.Errorf("%s: undecided", p.Name(i))
		case p.Mate[i] == i && x != Blank:
			return fmt.Errorf("%s: a pole outside the dominoes", p.Name(i))
		case p.Mate[i] > i && (x == Blank) != (s[p.Mate[i]] == Blank), x != Blank && x == s[p.Mate[i]]:
			return fmt.Errorf("%s-%s: a magnet's ends are a + and a −, a blank domino's both blank", p.Name(i), p.Name(p.Mate[i]))
		}
	}
	on := [3][]bool{nil, grid.Where(s, Plus), grid.Where(s, Minus)}
	names := []string{"", "+ poles", "− poles"}
	for v := Plus; v <= Minus; v++ {
		if err := p.CheckNoTouch(on[v], false, names[v]); err != nil {
			return err
		}
	}
	for t, n := range p.Counts {
		v, k := Plus+t/(p.Rows+p.Cols), t%(p.Rows+p.Cols)
		if err := grid.CheckCount(p.LineName(k), grid.Count(p.Lines()[k], on[v]), n, names[v]); n >= 0 && err != nil {
			return err
		}
	}
	return nil
}

func show(p *Puzzle, s Board, _ bool) solve.Answer {
	glyph := func(i int) string { return map[int]string{Blank: ".", Plus: "+", Minus: "-", kit.Unknown: "?"}[s[i]] }
	return solve.Answer{Text: p.BorderLattice(grid.TilingLabels(p.Mate), glyph).String(), Fields: map[string]any{"grid": p.RowStrings(glyph)}}
}

// generateFlags makes full puzzles: a random tiling by dominoes, a cell
// left out where none fits, the poles of a random solution, every count
// given.
func generateFlags(fs *pflag.FlagSet) func(context.Context, *rand.Rand, int) (*Puzzle, error) {
	return func(ctx context.Context, rng *rand.Rand, size int) (*Puzzle, error) {
		p := newPuzzle(grid.Shape{Rows: size, Cols: size})
		p.Mate = p.RandomTiling(rng)
		s, _, err := Genre.RandomSolution(ctx, p, rng)
		if err != nil {
			return nil, err
		}
		p.Counts = poles(p, s)
		return p, nil
	}
}

// poles returns the counts of board b: its + poles in each line, then
// its − poles (Puzzle.Counts).
func poles(p *Puzzle, b Board) []int {
	return append(p.CountLines(grid.Where(b, Plus)), p.CountLines(grid.Where(b, Minus))...)
}

// facts writes the puzzle for bench/asp/magnets.lp.
func facts(p *Puzzle) string {
	b := fmt.Sprintf("size(%d,%d).\n", p.Rows, p.Cols)
	for _, d := range grid.Dominoes(p.Mate) {
		b += fmt.Sprintf("domino(%d,%d,%d,%d).\n", d[0]/p.Cols, d[0]%p.Cols, d[1]/p.Cols, d[1]%p.Cols)
	}
	for t, n := range p.Counts {
		if n >= 0 {
			b += fmt.Sprintf("count(%s,%d,%d).\n", []string{"plus", "minus"}[t/(p.Rows+p.Cols)], t%(p.Rows+p.Cols), n)
		}
	}
	return b
}
