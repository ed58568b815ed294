package tents

import (
	"context"
	"fmt"
	"math/rand"
	"slices"
	"strconv"
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

// Puzzle is a Tents grid: its trees (row-major), and the tents of each
// line, rows first then columns (grid.Shape.Lines), −1 where not given.
type Puzzle struct {
	grid.Shape
	Trees  []bool
	Counts []int
	every  bool // the generator keeps every count (--every-count)
}

// Tents is a solution: 1 where a tent stands, 0 where none does (trees
// included), kit.Unknown where --forced leaves it open.
type Tents []int

// Genre is Tents as the kit registers it.
var Genre = &kit.Genre[*Puzzle, Tents]{
	Name:    "tents",
	Summary: "Tents: a tent beside each tree, paired one to one, tents never touching, tents counted in each row and column; typed grids, JSON, puzz.link URLs, Tatham IDs",
	Text:    kit.TextFormat[*Puzzle]{Read: readText, Write: writeText},
	Links: []kit.Link[*Puzzle]{
		kit.URL(readURL, writeURL, "https://puzz.link/p?tents/5/5/2g0h1i1j82323", "tents"),
		kit.TathamID(readTatham, writeTatham, "4x4:b_h_b,1,0,1,0,0,1,0,1"),
	},
	Options: func(o *solve.Options) { o.PreferNativeCard() }, // measured fastest on Tatham's puzzles
	Model:   model,
	Verify:  Verify,
	Show:    show,
	Full: func(p *Puzzle, t Tents) *Puzzle {
		counts := p.CountLines(grid.Where(t, 1))
		return &Puzzle{Shape: p.Shape, Trees: p.Trees, Counts: kit.Filled(p.Counts, -1, func(k int) int { return counts[k] })}
	},
	Bench: &kit.Bench[*Puzzle]{Files: []string{"tents/tatham.tsv"}, Axes: []string{"amo", "card"}, Facts: facts},
}

func init() {
	Genre.Doc = readme
	Genre.Generate = generator
	kit.Register(Genre)
}

var generator = &kit.Generator[*Puzzle]{
	Usage: "[--size N] [--symmetric] [--no-minimal] [--every-count]",
	Side:  [3]int{8, 4, 50},
	Flags: generateFlags,
	Keep: func(full *Puzzle, kept []int) *Puzzle {
		return &Puzzle{Shape: full.Shape, Trees: full.Trees, Counts: kit.Kept(full.Counts, kept, -1)}
	},
	Partner: func(full *Puzzle, k int) int { return full.OppositeLine(k) },
	Rank:    func(full *Puzzle, k int) int { return map[bool]int{false: 0, true: -1}[full.every] },
}

// newPuzzle returns an empty puzzle, no count given.
func newPuzzle(s grid.Shape) *Puzzle {
	return &Puzzle{Shape: s, Trees: make([]bool, s.N()), Counts: slices.Repeat([]int{-1}, s.Rows+s.Cols)}
}

// checkCount refuses a count larger than its line.
func (p *Puzzle) checkCount(k, n int) error {
	if l := len(p.Lines()[k]); n > l {
		return fmt.Errorf("%s: %d tents in %d cells", p.LineName(k), n, l)
	}
	return nil
}

func readText(t *grid.Text) (*Puzzle, error) {
	s, toks, sides, err := t.Frame(true, false, false, true)
	if err != nil {
		return nil, err
	}
	p := newPuzzle(s)
	for i, tok := range toks {
		if p.Trees[i] = tok.Text == "T"; !p.Trees[i] && !tok.Blank() {
			return nil, tok.Errorf("%q: expected . (empty) or T (a tree)", tok.Text)
		}
	}
	p.Counts, err = s.LineCounts(sides.Left, sides.Top, "the tents")
	return p, err
}

func writeText(p *Puzzle) string {
	return p.frame(func(i int) string { return map[bool]string{false: ".", true: "T"}[p.Trees[i]] })
}

// frame draws the cells with the counts above and left.
func (p *Puzzle) frame(glyph func(i int) string) string {
	return grid.FrameText(p.FrameCells(glyph), grid.MarginText(p.Counts[p.Rows:]), nil, nil, grid.MarginText(p.Counts[:p.Rows]))
}

// readURL reads pzprjs's tents: the counts (decodeNumber16ExCell, the
// columns then the rows), then the trees (decode1Cell).
func readURL(s string) (*Puzzle, error) {
	u, err := puzzlink.ParseWithin(s, grid.MaxSide, "tents")
	if err != nil {
		return nil, err
	}
	p := newPuzzle(u.Shape())
	r := u.Reader()
	err = r.Numbers16(u.Cols+u.Rows, "counts", func(pos, v int) error {
		k := p.ColumnsFirst(pos)
		p.Counts[k] = max(v, -1)
		return p.checkCount(k, v)
	})
	if err == nil {
		err = r.Cells1(p.N(), func(pos int) { p.Trees[pos] = true })
	}
	if err == nil && !r.Done() {
		err = r.Errorf("%q after the last cell", r.Rest())
	}
	return p, err
}

func writeURL(p *Puzzle) (string, error) {
	var w puzzlink.Writer
	for k := range p.Counts {
		w.Optional(p.Counts[p.ColumnsFirst(k)])
	}
	w.Cells1(p.Trees)
	return puzzlink.Format("tents", p.Cols, p.Rows, w.String()), nil
}

// readTatham reads a game ID of Tatham's Tents: the trees, each run of
// empty cells before one a letter ('_' none, 'a'-'y' 1 to 25, 'z' 25
// cells and no tree), a tree past the end closing it; then ",N" for each
// column and each row.
func readTatham(s string) (*Puzzle, error) {
	id, w, h, rest, err := tatham.ParseSized(s, "a Tents game ID such as 4x4:b_h_b,1,0,1,0,0,1,0,1", grid.MaxSide)
	if err == nil {
		_, _, err = id.Options(rest, "et", "")
	}
	if err != nil {
		return nil, err
	}
	p := newPuzzle(grid.Shape{Rows: h, Cols: w})
	d := id.Reader()
	for i := 0; i < p.N()+1; d.Next() {
		switch c := d.Peek(); {
		case c == '_' || c >= 'a' && c <= 'y':
			if c != '_' {
				i += int(c-'a') + 1
			}
			if i < p.N() {
				p.Trees[i] = true
			}
			i++
		case c == 'z':
			i += 25
		case c == '!' || c == '-':
			return nil, d.Errorf("%q: tents and non-tents placed in the description are not supported", c)
		case c == 0 || c == ',':
			return nil, d.Errorf("the trees end after %d of %d cells", i, p.N())
		default:
			return nil, d.Errorf("unexpected %q: expected a-z or _ (the trees)", c)
		}
		if i > p.N()+1 {
			return nil, d.Errorf("%q: the run passes the end of the %d cells", d.Peek(), p.N())
		}
	}
	for k := 0; k < w+h; k++ {
		k := p.ColumnsFirst(k)
		n, ok := 0, d.Accept(',')
		col := d.Col()
		if ok {
			n, ok = d.Int()
		}
		if !ok {
			return nil, d.Errorf("expected ',' and the tents of %s", p.LineName(k))
		}
		if err := d.TooLarge(col, n, "count"); err != nil {
			return nil, err
		}
		if err := p.checkCount(k, n); err != nil {
			return nil, &tatham.Error{Col: col, Msg: err.Error()}
		}
		p.Counts[k] = n
	}
	return p, d.End()
}

func writeTatham(p *Puzzle) (string, error) {
	var b strings.Builder
	run := 0
	for i := 0; i <= p.N(); i++ {
		if i < p.N() && !p.Trees[i] {
			if run++; run > 25 {
				b.WriteByte('z')
				run -= 25
			}
			continue
		}
		if run == 0 {
			b.WriteByte('_')
		} else {
			b.WriteByte(byte('a' + run - 1))
		}
		run = 0
	}
	for k := range p.Counts {
		if k = p.ColumnsFirst(k); p.Counts[k] < 0 {
			return "", fmt.Errorf("%s has no count: Tatham's Tents gives every count", p.LineName(k))
		}
		b.WriteString("," + strconv.Itoa(p.Counts[k]))
	}
	return fmt.Sprintf("%dx%d:%s", p.Cols, p.Rows, b.String()), nil
}

func model(p *Puzzle, m *kit.Model) func(kit.Values) Tents {
	tent := m.Bools(p.N(), func(i int, on bool) string { return p.Name(i) + map[bool]string{true: "=tent", false: "=no tent"}[on] })
	// A variable per tree and cell beside it: the cell holds its tent.
	ofTree, ofCell := make([][]sat.Lit, p.N()), make([][]sat.Lit, p.N())
	for t, tree := range p.Trees {
		for _, c := range p.Neighbours(t) {
			if tree && !p.Trees[c] {
				pair := m.Aux(1).Lit(0)
				ofTree[t], ofCell[c] = append(ofTree[t], pair), append(ofCell[c], pair)
			}
		}
	}
	for i := range p.Trees {
		switch {
		case p.Trees[i]:
			m.Fix(tent.Lit(i).Not()) // no tent on a tree
			m.Rule(encode.EQ, 1, ofTree[i], "%s has one tent", p.Name(i))
		case len(ofCell[i]) == 0:
			m.Rule(encode.EQ, 0, []sat.Lit{tent.Lit(i)}, "%s beside no tree", p.Name(i))
		default: // a tent is matched to one tree beside it
			m.Rule(encode.EQ, 1, append(ofCell[i], tent.Lit(i).Not()), "%s paired", p.Name(i))
		}
	}
	for _, b := range p.Blocks() {
		m.Rule(encode.LE, 1, tent.Lits(b[:]), "tents apart at %s-%s", p.Name(b[0]), p.Name(b[3]))
	}
	for k, line := range p.Lines() {
		if n := p.Counts[k]; n >= 0 {
			m.Given(k, encode.EQ, n, tent.Lits(line), "%s=%d", p.LineName(k), n)
		}
	}
	return func(v kit.Values) Tents { return tent.Decode(v) }
}

// Verify checks the tents against the rules, reading the board only.
func Verify(p *Puzzle, s Tents) error {
	on, err := p.Shaded(grid.Shading(s))
	if err != nil {
		return err
	}
	for i := range s {
		if on[i] && p.Trees[i] {
			return fmt.Errorf("%s: a tent on a tree", p.Name(i))
		}
	}
	if err := p.CheckNoTouch(on, true, "tents"); err != nil {
		return err
	}
	for k, line := range p.Lines() {
		if n := p.Counts[k]; n >= 0 {
			if err := grid.CheckCount(p.LineName(k), grid.Count(line, on), n, "tents"); err != nil {
				return err
			}
		}
	}
	if owner, t := p.match(on); t >= 0 {
		return fmt.Errorf("%s: no tent of its own beside it", p.Name(t))
	} else {
		for i := range on {
			if _, ok := owner[i]; on[i] && !ok {
				return fmt.Errorf("%s: a tent without a tree of its own", p.Name(i))
			}
		}
	}
	return nil
}

// match pairs the trees with the tents beside them, one to one
// (augmenting paths): it returns each paired tent's tree, and the first
// tree left without a tent (−1 when none is).
func (p *Puzzle) match(on []bool) (map[int]int, int) {
	owner := map[int]int{}
	var try func(t int, seen map[int]bool) bool
	try = func(t int, seen map[int]bool) bool {
		for _, c := range p.Neighbours(t) {
			if on[c] && !seen[c] {
				seen[c] = true
				if o, ok := owner[c]; !ok || try(o, seen) {
					owner[c] = t
					return true
				}
			}
		}
		return false
	}
	for t, tree := range p.Trees {
		if tree && !try(t, map[int]bool{}) {
			return owner, t
		}
	}
	return owner, -1
}

func show(p *Puzzle, s Tents, _ bool) solve.Answer {
	glyph := func(i int) string {
		if p.Trees[i] {
			return "T"
		}
		return map[int]string{0: ".", 1: "^", kit.Unknown: "?"}[s[i]]
	}
	return solve.Answer{Text: p.frame(glyph), Fields: map[string]any{"grid": p.RowStrings(glyph)}}
}

// generateFlags makes full puzzles: tents placed at random apart from
// each other, a fifth of the cells as Tatham's, each with a tree beside
// it, and every count given. With --every-count the counts all stay, as
// in Tatham's Tents (whose game IDs give every count), and a layout they
// leave with several solutions is dropped for another. --format tatham
// asks for them as well: a game ID has every count (generate wrote a
// minimal puzzle, then refused it).
func generateFlags(fs *pflag.FlagSet) func(context.Context, *rand.Rand, int) (*Puzzle, error) {
	every := fs.Bool("every-count", false, "keep every row and column count, as Tatham's Tents gives them (the puzzle then writes as his game ID too; --format tatham implies it)")
	format := fs.Lookup("format")
	return func(ctx context.Context, rng *rand.Rand, size int) (*Puzzle, error) {
		p := newPuzzle(grid.Shape{Rows: size, Cols: size})
		p.every = *every || format != nil && format.Value.String() == "tatham"
		on := make([]bool, p.N())
		placed := 0
		for _, i := range rng.Perm(p.N()) {
			var free []int
			for _, j := range p.Neighbours(i) {
				if !on[j] && !p.Trees[j] {
					free = append(free, j)
				}
			}
			if p.Trees[i] || len(free) == 0 || grid.Count(p.Around(i), on) > 0 {
				continue
			}
			on[i], p.Trees[free[rng.Intn(len(free))]] = true, true
			if placed++; placed == p.N()/5 {
				break
			}
		}
		p.Counts = p.CountLines(on)
		return p, nil
	}
}

// facts writes the puzzle for bench/asp/tents.lp.
func facts(p *Puzzle) string {
	b := kit.GridFacts(p.Shape, func(i int, fact kit.Fact) {
		if p.Trees[i] {
			fact("tree")
		}
	})
	for k, n := range p.Counts {
		if n >= 0 {
			b += fmt.Sprintf("count(%d,%d).\n", k, n)
		}
	}
	return b
}
