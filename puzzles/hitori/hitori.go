package hitori

import (
	"context"
	"fmt"
	"iter"
	"maps"
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

// The cells that hold no number: a blank cell, and a number not told
// ('?' in pzprjs), which never repeats another.
const (
	Blank   = grid.NoClue
	Unknown = grid.NotTold
)

// Puzzle is a Hitori grid.
type Puzzle struct {
	grid.Shape
	Nums []int // 1 to the cells' count, or Blank or Unknown; row-major
}

// side is the longer side: the largest number of Tatham's Singles.
func (p *Puzzle) side() int { return max(p.Rows, p.Cols) }

// top is the largest number a cell holds, or the longer side. Numbers
// are most often at most the side, but need not be: Janko's have a 9 in
// an 8×8, an 11 in a 10×10 (a number only has to equal or differ).
func (p *Puzzle) top() int { return max(p.side(), slices.Max(append([]int{0}, p.Nums...))) }

// Genre is Hitori as the kit registers it.
var Genre = &kit.Genre[*Puzzle, grid.Shading]{
	Name:    "hitori",
	Aliases: []string{"singles"},
	Summary: "Hitori (Singles): shade repeated numbers away, shaded cells apart, unshaded connected; typed grids, JSON, puzz.link URLs, Tatham IDs",
	Text:    kit.TextFormat[*Puzzle]{Read: readText, Write: writeText},
	Janko:   kit.Janko("hitori"),
	Links: []kit.Link[*Puzzle]{
		kit.URL(readURL, writeURL, "https://puzz.link/p?hitori/4/4/1114142333214213", "hitori"),
		kit.TathamID(readTatham, writeTatham, "5x5:2251154532232342541351221").SureOf(singles),
	},
	Model:  func(p *Puzzle, m *kit.Model) func(kit.Values) grid.Shading { return model(p, m).decode },
	Verify: Verify,
	Show:   show,
	Bench:  &kit.Bench[*Puzzle]{Files: []string{"hitori/tatham.tsv", "hitori/*.txt"}, Axes: []string{"amo", "card", "connect"}, Facts: facts},
}

func init() {
	Genre.Doc = readme
	Genre.Generate = &kit.Generator[*Puzzle]{
		Usage: "[--size N]",
		Side:  [3]int{8, 2, len(tatham.Base62) - 1},
		Flags: generateFlags,
		Keep:  func(full *Puzzle, _ []int) *Puzzle { return full }, // every number stays
		Rank:  func(*Puzzle, int) int { return -1 },
	}
	kit.Register(Genre)
}

func readText(t *grid.Text) (*Puzzle, error) {
	s, nums, err := t.Clues(grid.Shape.N)
	if err != nil {
		return nil, err
	}
	return &Puzzle{s, nums}, nil
}

func writeText(p *Puzzle) string { return p.CluesText(p.Nums) }

// readURL reads pzprjs's decodeHitori: a character a cell, a base-36
// digit, '-' and two for a number of 36 and up, '%' or '@' a number not
// told, '.' a blank; cells after the body's end are blank.
func readURL(s string) (*Puzzle, error) {
	u, err := puzzlink.ParseWithin(s, grid.MaxSide, "hitori")
	if err != nil {
		return nil, err
	}
	p := &Puzzle{u.Shape(), make([]int, u.Rows*u.Cols)}
	r := u.Reader()
	for i := 0; i < p.N() && !r.Done(); i++ {
		col, c := r.Col(), r.Peek()
		r.Accept(c)
		switch {
		case c == '.':
		case c == '%' || c == '@':
			p.Nums[i] = Unknown
		case c == '-':
			hi, lo := puzzlink.Digit(r.Peek(), 36), -1
			if r.Accept(r.Peek()) {
				lo = puzzlink.Digit(r.Peek(), 36)
				r.Accept(r.Peek())
			}
			if hi < 0 || lo < 0 {
				return nil, &puzzlink.Error{Col: col, Msg: "expected two base-36 digits after '-'"}
			}
			p.Nums[i] = hi*36 + lo
		case puzzlink.Digit(c, 36) >= 0:
			p.Nums[i] = puzzlink.Digit(c, 36)
		default:
			return nil, &puzzlink.Error{Col: col, Msg: fmt.Sprintf("unexpected %q: expected a number (0-9 a-z, or - and two), . (no number) or @ (a number not told)", c)}
		}
		if n := p.Nums[i]; n == 0 && c != '.' || n > p.N() {
			return nil, &puzzlink.Error{Col: col, Msg: fmt.Sprintf("%s: a number %d, expected 1 to %d", p.Name(i), n, p.N())}
		}
	}
	if !r.Done() {
		return nil, r.Errorf("%q after the last cell", r.Rest())
	}
	return p, nil
}

func writeURL(p *Puzzle) (string, error) {
	var w puzzlink.Writer
	for i, n := range p.Nums {
		switch {
		case n >= 36*36:
			return "", fmt.Errorf("%s: a number %d: pzprjs's Hitori writes at most 1295 (two base-36 digits)", p.Name(i), n)
		case n == Blank:
			w.Write(".")
		case n == Unknown:
			w.Write("@")
		case n < 36:
			w.Write(strconv.FormatInt(int64(n), 36))
		default:
			w.Write("-" + strconv.FormatInt(int64(n), 36))
		}
	}
	return puzzlink.Format("hitori", p.Cols, p.Rows, w.String()), nil
}

// singles says that a game ID Singles reads is Singles': Filling's IDs
// have the same form, but read as Filling such an ID leaves no cell
// blank, or only cells apart ("a", Singles' 10), where Tatham's Filling
// puzzles leave runs of them.
func singles(*Puzzle) bool { return true }

// readTatham reads Singles' IDs: WxH, perhaps "d" and a difficulty (e or
// k, read and passed over), then a number a cell.
func readTatham(s string) (*Puzzle, error) {
	id, w, h, rest, err := tatham.ParseSized(s, "a Singles game ID such as 5x5:2251154532232342541351221", len(tatham.Base62)-1)
	if err != nil {
		return nil, err
	}
	if _, _, err := id.Options(rest, "ek", ""); err != nil {
		return nil, err
	}
	p := &Puzzle{grid.Shape{Rows: h, Cols: w}, make([]int, w*h)}
	d := id.Reader()
	for i := range p.Nums {
		c := d.Peek()
		n := strings.IndexByte(tatham.Base62, c)
		switch {
		case c == 0:
			return nil, d.Errorf("the description ends after %d of %d cells", i, p.N())
		case n < 1 || n > p.side():
			return nil, d.Errorf("unexpected %q: expected a number 1 to %d (1-9, a-z, A-Z)", c, p.side())
		}
		p.Nums[i] = n
		d.Next()
	}
	return p, d.End()
}

func writeTatham(p *Puzzle) (string, error) {
	var b strings.Builder
	if p.side() >= len(tatham.Base62) {
		return "", fmt.Errorf("a %s grid: Singles has at most %d rows and columns", p.Shape, len(tatham.Base62)-1)
	}
	if n := p.top(); n > p.side() {
		return "", fmt.Errorf("a number %d in a %s grid: Singles' numbers are at most its longer side", n, p.Shape)
	}
	for i, n := range p.Nums {
		if n < 1 {
			return "", fmt.Errorf("%s: %s: Singles has a number from 1 to 61 in every cell", p.Name(i), grid.ClueText(n))
		}
		b.WriteByte(tatham.Base62[n])
	}
	return fmt.Sprintf("%dx%d:%s", p.Cols, p.Rows, b.String()), nil
}

// rules are a puzzle's model: the shading and its decoder.
type rules struct{ sh kit.Bools }

func (r rules) decode(v kit.Values) grid.Shading { return r.sh.Decode(v) }

// model states the rules: the shading's (kit.Shading), and of each number
// that a row or a column holds more than once, at most one unshaded.
func model(p *Puzzle, m *kit.Model) rules {
	sh := m.Shading(p.Shape)
	top := p.top() // a tag per line and number
	for k, line := range p.Lines() {
		for n, cells := range repeats(p, line) {
			m.Given(k*(top+1)+n, encode.LE, 1, sat.Not(sh.Lits(cells)), "%s: the %ds", p.LineName(k), n)
		}
	}
	return rules{sh}
}

// repeats yields each number that line holds more than once with its
// cells, numbers in increasing order (the same formula every run).
func repeats(p *Puzzle, line []int) iter.Seq2[int, []int] {
	at := map[int][]int{}
	for _, i := range line {
		if n := p.Nums[i]; n > 0 {
			at[n] = append(at[n], i)
		}
	}
	return func(yield func(int, []int) bool) {
		for _, n := range slices.Sorted(maps.Keys(at)) {
			if len(at[n]) > 1 && !yield(n, at[n]) {
				return
			}
		}
	}
}

// Verify checks the shading against the rules, reading the board only.
func Verify(p *Puzzle, b grid.Shading) error {
	if _, err := p.CheckShading(b); err != nil {
		return err
	}
	for k, line := range p.Lines() {
		at := map[int]int{}
		for _, i := range line {
			if n := p.Nums[i]; n > 0 && b[i] == 0 {
				if j, ok := at[n]; ok {
					return fmt.Errorf("%s: two unshaded %ds, at %s and %s", p.LineName(k), n, p.Name(j), p.Name(i))
				}
				at[n] = i
			}
		}
	}
	return nil
}

func show(p *Puzzle, b grid.Shading, _ bool) solve.Answer {
	text := p.ShadedText(b, func(i int) string { return grid.ClueText(p.Nums[i]) })
	return solve.Answer{Text: text, Fields: map[string]any{"shaded": p.ShadedRows(b)}}
}

// generateFlags makes puzzles with one solution, every number shown: a
// Latin rectangle of random numbers, a random shading to which no cell
// can be added, each shaded number copied from an unshaded one of its
// row or column; then while a second shading works, a cell shaded in the
// first and not in the second takes the number of a cell unshaded in the
// second, in its row or column, which rules the second out.
func generateFlags(fs *pflag.FlagSet) func(context.Context, *rand.Rand, int) (*Puzzle, error) {
	return func(ctx context.Context, rng *rand.Rand, size int) (*Puzzle, error) {
		s := grid.Shape{Rows: size, Cols: size}
		p := &Puzzle{s, make([]int, s.N())}
		rows, cols, syms := rng.Perm(size), rng.Perm(size), rng.Perm(size)
		for i := range p.Nums {
			r, c := s.RC(i)
			p.Nums[i] = syms[(rows[r]+cols[c])%size] + 1
		}
		on := s.RandomShading(rng, 100, false, nil)
		b := make(grid.Shading, s.N())
		for i, x := range on {
			if x {
				b[i] = 1
				p.Nums[i] = p.Nums[pick(rng, s, i, func(j int) bool { return !on[j] })]
			}
		}
		for {
			other, found, err := Genre.Another(ctx, p, b)
			if err != nil || !found {
				return p, err
			}
			var xs []int
			for i := range b {
				if b[i] == 1 && other[i] == 0 {
					xs = append(xs, i)
				}
			}
			x := xs[rng.Intn(len(xs))]
			p.Nums[x] = p.Nums[pick(rng, s, x, func(j int) bool { return other[j] == 0 })]
		}
	}
}

// pick returns a random cell of i's row or column, not i, where ok holds.
func pick(rng *rand.Rand, s grid.Shape, i int, ok func(j int) bool) int {
	var js []int
	for _, d := range grid.Dirs {
		for _, j := range s.Ray(i, d) {
			if ok(j) {
				js = append(js, j)
			}
		}
	}
	return js[rng.Intn(len(js))]
}

// facts writes the puzzle for bench/asp/hitori.lp.
func facts(p *Puzzle) string {
	return kit.GridFacts(p.Shape, func(i int, fact kit.Fact) {
		if n := p.Nums[i]; n > 0 {
			fact("number", n)
		}
	})
}
