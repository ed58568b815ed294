package masyu

import (
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

// The cells of a puzzle (pzprjs's numbers for them).
const (
	Empty = 0
	White = 1
	Black = 2
)

// Puzzle is a Masyu grid.
type Puzzle struct {
	grid.Shape
	Pearls []int // Empty, White or Black, row-major
}

// Loop is a solution: each cell's lines as a mask of directions
// (grid.Dir.Bit), 0 off the loop. Under --forced it holds the lines that
// every solution has.
type Loop []int

// Genre is Masyu as the kit registers it.
var Genre = &kit.Genre[*Puzzle, Loop]{
	Name:    "masyu",
	Aliases: []string{"pearl", "mashu"},
	Summary: "Masyu (Pearl): one loop that turns on black pearls and goes straight through white ones; typed grids, JSON, puzz.link URLs, Tatham IDs",
	Text:    kit.TextFormat[*Puzzle]{Read: readText, Write: writeText},
	Janko:   kit.JankoTokens("masyu", "-", ".", "1", "W", "2", "B"),
	Links: []kit.Link[*Puzzle]{
		kit.URL(readURL, writeURL, "https://puzz.link/p?mashu/6/6/1063000i3000", urlNames...),
		kit.TathamID(readTatham, writeTatham, "6x6:gWWWWeWaBfWcWbWc").SureOf(hasPearls),
	},
	Model:  model,
	Verify: Verify,
	Show:   show,
	Full: func(p *Puzzle, l Loop) *Puzzle {
		fit := pearlsOf(p.Shape, l)
		return &Puzzle{p.Shape, kit.Filled(p.Pearls, Empty, func(i int) int { return fit[i] })}
	},
	ShowForced: kit.ForcedEdges(show, "loop", func(p *Puzzle, l Loop) (grid.Shape, []int) { return p.Shape, l }),
	Bench:      &kit.Bench[*Puzzle]{Files: []string{"masyu/tatham.tsv", "masyu/*.txt"}, Axes: []string{"connect"}, Facts: facts},
}

var urlNames = []string{"mashu", "pearl", "masyu"}

// hasPearls reports whether a puzzle has a pearl: then its game ID is
// Pearl's, whose B and W Galaxies' IDs (of small letters) never hold,
// though Galaxies reads them (a centre after 1 or 22 points).
func hasPearls(p *Puzzle) bool {
	return slices.ContainsFunc(p.Pearls, func(c int) bool { return c != Empty })
}

func init() {
	Genre.Doc = readme
	Genre.Generate = generator
	kit.Register(Genre)
}

// No Partner: the pearls come from a random loop, and those whose image
// holds one were too few for one solution (200 loops of 10×10, three
// seeds), so --symmetric is refused.
var generator = &kit.Generator[*Puzzle]{
	Usage: "[--size N] [--no-minimal]",
	Side:  [3]int{10, 3, 50},
	Flags: generateFlags,
	Keep:  func(full *Puzzle, kept []int) *Puzzle { return &Puzzle{full.Shape, kit.Kept(full.Pearls, kept, Empty)} },
}

// glyphs are the pearls in the typed grid and the answers.
var glyphs = [3]string{".", "W", "B"}

func readText(t *grid.Text) (*Puzzle, error) {
	if err := t.EmptyRow(); err != nil {
		return nil, err
	}
	s, toks, err := t.Cells()
	if err != nil {
		return nil, err
	}
	p := &Puzzle{s, make([]int, s.N())}
	for i, tok := range toks {
		switch tok.Text {
		case ".":
		case "W", "w", "o", "○":
			p.Pearls[i] = White
		case "B", "b", "x", "●":
			p.Pearls[i] = Black
		default:
			return nil, tok.Errorf("%q: expected . (empty), W (a white pearl) or B (a black pearl)", tok.Text)
		}
	}
	return p, nil
}

func writeText(p *Puzzle) string {
	return grid.FormatText(p.FrameCells(func(i int) string { return glyphs[p.Pearls[i]] }), nil)
}

func readURL(s string) (*Puzzle, error) {
	u, err := puzzlink.Parse(s, urlNames...)
	if err != nil {
		return nil, err
	}
	if u.Cols > grid.MaxSide || u.Rows > grid.MaxSide {
		return nil, &puzzlink.Error{Col: u.ColsCol(), Msg: fmt.Sprintf("a %d×%d grid: expected at most %d a side", u.Cols, u.Rows, grid.MaxSide)}
	}
	if u.Flag != "" || u.Variant != "" {
		return nil, &puzzlink.Error{Col: u.FlagCol(), Msg: fmt.Sprintf("flag %q, variant %q: only plain Masyu is read (not the loop through every cell)", u.Flag, u.Variant)}
	}
	p := &Puzzle{u.Shape(), make([]int, u.Rows*u.Cols)}
	r := u.Reader()
	err = r.Circles(p.N(), func(pos, v int) error { p.Pearls[pos] = v; return nil })
	if err == nil && !r.Done() {
		err = r.Errorf("%q after the last cell", r.Rest())
	}
	return p, err
}

func writeURL(p *Puzzle) (string, error) {
	var w puzzlink.Writer
	w.Circles(p.Pearls)
	return puzzlink.Format("mashu", p.Cols, p.Rows, w.String()), nil
}

func readTatham(s string) (*Puzzle, error) {
	id, w, h, rest, err := tatham.ParseSized(s, "a Pearl game ID such as 6x6:gWWWWeWaBfWcWbWc", grid.MaxSide)
	if err != nil {
		return nil, err
	}
	if _, _, err := id.Options(rest, "et", "n"); err != nil { // generation only
		return nil, err
	}
	p := &Puzzle{grid.Shape{Rows: h, Cols: w}, make([]int, w*h)}
	return p, id.Reader().Digits(p.Pearls, strings.Join(glyphs[:], ""), "W or B (a pearl)")
}

func writeTatham(p *Puzzle) (string, error) {
	return fmt.Sprintf("%dx%d:%s", p.Cols, p.Rows, tatham.WriteDigits(p.Pearls, strings.Join(glyphs[:], ""))), nil
}

func model(p *Puzzle, m *kit.Model) func(kit.Values) Loop {
	l := m.Loop(p.Shape, nil)
	edge := func(i int, d grid.Dir) (sat.Lit, bool) {
		e, ok := p.EdgeAt(i, d)
		if !ok {
			return 0, false
		}
		return l.Edge.Lit(e), true
	}
	// beyond returns the edge one step further from i's neighbour in d.
	beyond := func(i int, d grid.Dir) (sat.Lit, bool) {
		if j, ok := p.Step(i, d); ok {
			return edge(j, d)
		}
		return 0, false
	}
	for i, c := range p.Pearls {
		if c == Empty {
			continue
		}
		mark := m.Mark()
		m.Add(encode.GE, 1, l.On.Lit(i))
		for _, d := range []grid.Dir{grid.Up, grid.Right} {
			a, okA := edge(i, d)
			b, okB := edge(i, d.Opposite())
			if c == Black {
				if okA && okB {
					m.Add(encode.GE, 1, a.Not(), b.Not()) // it turns
				}
				for _, dd := range []grid.Dir{d, d.Opposite()} {
					if x, ok := edge(i, dd); ok {
						y, ok := beyond(i, dd)
						if !ok {
							m.Add(encode.GE, 1, x.Not())
						} else {
							m.Add(encode.GE, 1, x.Not(), y) // straight on beside it
						}
					}
				}
				continue
			}
			switch {
			case okA && okB: // straight through; a turn beside it
				m.Add(encode.GE, 1, a.Not(), b)
				m.Add(encode.GE, 1, b.Not(), a)
				ya, okYA := beyond(i, d)
				yb, okYB := beyond(i, d.Opposite())
				if okYA && okYB {
					m.Add(encode.GE, 1, a.Not(), ya.Not(), yb.Not())
				}
			case okA:
				m.Add(encode.GE, 1, a.Not())
			case okB:
				m.Add(encode.GE, 1, b.Not())
			}
		}
		m.GivenName(mark, i, "%s=%s", p.Name(i), [3]string{"", "white", "black"}[c])
	}
	var pearls [][]int // the loop passes each
	for i, c := range p.Pearls {
		if c != Empty {
			pearls = append(pearls, []int{i})
		}
	}
	m.NoSquareLoops(l, pearls)
	return func(v kit.Values) Loop { return l.Masks(v) }
}

// straight reports whether a mask goes straight through its cell.
func straight(m int) bool {
	return m == grid.Up.Bit()|grid.Down.Bit() || m == grid.Left.Bit()|grid.Right.Bit()
}

// Verify checks the loop against the rules, reading the board only.
func Verify(p *Puzzle, l Loop) error {
	if err := p.CheckLoop(l); err != nil {
		return err
	}
	for i, c := range p.Pearls {
		if c == Empty {
			continue
		}
		kind := [3]string{"", "white", "black"}[c]
		if l[i] == 0 {
			return fmt.Errorf("%s: the loop misses the %s pearl", p.Name(i), kind)
		}
		if c == Black && straight(l[i]) {
			return fmt.Errorf("%s: the loop goes straight through the black pearl", p.Name(i))
		}
		if c == White && !straight(l[i]) {
			return fmt.Errorf("%s: the loop turns on the white pearl", p.Name(i))
		}
		turns := 0
		for _, d := range grid.Dirs {
			if j, ok := p.Step(i, d); ok && l[i]&d.Bit() != 0 && !straight(l[j]) {
				turns++
				if c == Black {
					return fmt.Errorf("%s: the loop turns at %s, beside the black pearl", p.Name(i), p.Name(j))
				}
			}
		}
		if c == White && turns == 0 {
			return fmt.Errorf("%s: the loop turns on neither side of the white pearl", p.Name(i))
		}
	}
	return nil
}

func show(p *Puzzle, l Loop, _ bool) solve.Answer {
	lat := p.PathLattice(l, func(i int) string {
		return [3]string{"", "○", "●"}[p.Pearls[i]]
	}, "·")
	return solve.Answer{Text: lat.String(), Fields: map[string]any{"loop": p.Pairs(p.Trace(l))}}
}

// generateFlags makes full puzzles: a random loop (grid.GrowLoop, grown
// toward the most pearls) with a pearl on every cell where one fits it.
func generateFlags(*pflag.FlagSet) func(context.Context, *rand.Rand, int) (*Puzzle, error) {
	return func(ctx context.Context, rng *rand.Rand, size int) (*Puzzle, error) {
		s := grid.Shape{Rows: size, Cols: size}
		loop := s.GrowLoop(rng, func(l []int) int { // the most pearls
			n := 0
			for _, x := range pearlsOf(s, l) {
				n += min(x, 1)
			}
			return n
		})
		return &Puzzle{s, pearlsOf(s, loop)}, nil
	}
}

// pearlsOf returns the pearls that fit a loop: black where it turns
// between two straights, white where it goes straight beside a turn.
func pearlsOf(s grid.Shape, l Loop) []int {
	out := make([]int, s.N())
	for i, m := range l {
		bent := 0 // neighbours along the loop that turn
		for _, d := range grid.Dirs {
			if j, ok := s.Step(i, d); ok && m&d.Bit() != 0 && !straight(l[j]) {
				bent++
			}
		}
		switch {
		case m == 0:
		case straight(m) && bent > 0:
			out[i] = White
		case !straight(m) && bent == 0:
			out[i] = Black
		}
	}
	return out
}

// facts writes the puzzle for bench/asp/masyu.lp.
func facts(p *Puzzle) string {
	var b strings.Builder
	fmt.Fprintf(&b, "rows(%d). cols(%d).\n", p.Rows, p.Cols)
	for i, c := range p.Pearls {
		if c != Empty {
			r, col := p.RC(i)
			fmt.Fprintf(&b, "%s(%d,%d).\n", [3]string{"", "white", "black"}[c], r, col)
		}
	}
	return b.String()
}
