package yajilin

import (
	"context"
	"fmt"
	"math/rand"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/puzzlink"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// The kinds of cells.
const (
	Empty = iota // a cell for the loop, or a shaded one
	Blank        // a clue cell without an arrow or a number
	Arrow        // a clue: an arrow, and the shaded cells in its direction
)

// Clue is a cell of the grid: the zero Clue is an empty cell.
type Clue struct {
	Kind int
	Dir  grid.Dir // the arrow's direction (Arrow)
	N    int      // the shaded cells it sees; kit.Unknown when not given (Arrow)
}

// Puzzle is a Yajilin grid.
type Puzzle struct {
	grid.Shape
	Clues []Clue // row-major
}

// Board is a solution: the shaded cells and the loop through the others.
// Under --forced it holds what every solution has.
type Board struct {
	Shaded grid.Shading // 1 shaded, 0 not (clue cells), kit.Unknown open
	Loop   []int        // each cell's connections as a mask (grid.Dir.Bit), 0 off the loop
}

// Genre is Yajilin as the kit registers it.
var Genre = &kit.Genre[*Puzzle, Board]{
	Name:       "yajilin",
	Aliases:    []string{"yajirin", "arrowring"},
	Summary:    "Yajilin (Arrow Ring): shade cells apart and draw one loop through all the others; arrows count the shaded cells they point at; typed grids, JSON, puzz.link URLs",
	Text:       kit.TextFormat[*Puzzle]{Read: readText, Write: writeText},
	Janko:      kit.JankoTokens("yajilin", "@", "#"), // Janko's @: a cell neither shaded nor on the loop
	Links:      []kit.Link[*Puzzle]{kit.URL(readURL, writeURL, "https://puzz.link/p?yajilin/5/5/m32j10", urlNames...)},
	Model:      model,
	Verify:     Verify,
	Show:       show,
	ShowForced: kit.ForcedEdges(show, "loop", func(p *Puzzle, b Board) (grid.Shape, []int) { return p.Shape, b.Loop }),
	Bench:      &kit.Bench[*Puzzle]{Files: []string{"yajilin/*.txt"}, Axes: []string{"connect", "card"}, Facts: facts},
}

var urlNames = []string{"yajilin", "yajirin"}

func init() {
	Genre.Doc = readme
	Genre.Generate = generator
	kit.Register(Genre)
}

// arrows are the arrows' characters by direction, as written and as
// drawn; more are read (u d l r, n e s w, unicode).
var arrows, drawn = [4]string{"^", ">", "v", "<"}, [4]string{"↑", "→", "↓", "←"}

var arrowOf = map[string]grid.Dir{
	"^": grid.Up, "u": grid.Up, "n": grid.Up, "↑": grid.Up,
	">": grid.Right, "r": grid.Right, "e": grid.Right, "→": grid.Right,
	"v": grid.Down, "d": grid.Down, "s": grid.Down, "↓": grid.Down,
	"<": grid.Left, "l": grid.Left, "w": grid.Left, "←": grid.Left,
}

// check says why a clue cannot be at cell i, or nil.
func (p *Puzzle) check(i int, c Clue) error {
	if n := len(p.Ray(i, c.Dir)); c.Kind == Arrow && c.N > n {
		lie := map[bool]string{true: "1 cell lies", false: strconv.Itoa(n) + " cells lie"}[n == 1]
		return fmt.Errorf("%s: %d shaded cells %s, where only %s", p.Name(i), c.N, dirWord(c.Dir), lie)
	}
	return nil
}

func dirWord(d grid.Dir) string { return [4]string{"above", "to the right", "below", "to the left"}[d] }

func readText(t *grid.Text) (*Puzzle, error) {
	s, toks, err := t.Cells()
	if err != nil {
		return nil, err
	}
	p := &Puzzle{s, make([]Clue, s.N())}
	for i, tok := range toks {
		c, ok := clueOf(tok.Text)
		if !ok {
			return nil, tok.Errorf("%q: expected . (empty), # (a clue cell without a number) or a number and an arrow such as 2< or 1v (^ > v <, u r d l, ? for a number not given)", tok.Text)
		}
		if err := p.check(i, c); err != nil {
			return nil, tok.Errorf("%v", err)
		}
		p.Clues[i] = c
	}
	return p, nil
}

// clueOf reads a cell's token: its arrow before or after the number.
func clueOf(s string) (Clue, bool) {
	switch strings.ToLower(s) {
	case ".", "-":
		return Clue{}, true
	case "#", "x", "■":
		return Clue{Kind: Blank, N: kit.Unknown}, true
	}
	first, n1 := utf8.DecodeRuneInString(s)
	last, n2 := utf8.DecodeLastRuneInString(s)
	d, ok := arrowOf[strings.ToLower(string(last))]
	num := s[:len(s)-n2]
	if !ok {
		d, ok = arrowOf[strings.ToLower(string(first))]
		num = s[n1:]
	}
	n, err := strconv.Atoi(num)
	if num == "?" {
		n, err = kit.Unknown, nil
	}
	return Clue{Arrow, d, n}, ok && err == nil && (n >= 0 || num == "?") && num[0] != '+'
}

// token writes a cell as readText reads it.
func token(c Clue) string {
	switch c.Kind {
	case Empty:
		return "."
	case Blank:
		return "#"
	}
	if c.N == kit.Unknown {
		return "?" + arrows[c.Dir]
	}
	return strconv.Itoa(c.N) + arrows[c.Dir]
}

func writeText(p *Puzzle) string {
	return grid.FormatText(p.FrameCells(func(i int) string { return token(p.Clues[i]) }), nil)
}

func readURL(s string) (*Puzzle, error) {
	u, err := puzzlink.ParseWithin(s, grid.MaxSide, urlNames...)
	if err != nil {
		return nil, err
	}
	if strings.Trim(u.Flag, "b") != "" || u.Variant != "" {
		return nil, &puzzlink.Error{Col: u.FlagCol(), Msg: fmt.Sprintf("flag %q, variant %q: only plain Yajilin is read (not shaded cells outside the loop)", u.Flag, u.Variant)}
	}
	p := &Puzzle{u.Shape(), make([]Clue, u.Rows*u.Cols)}
	r := u.Reader()
	err = r.ArrowNumbers(p.N(), func(pos, dir, v int) error {
		c := Clue{Kind: Blank, N: kit.Unknown}
		switch {
		case dir == 0 && v >= 0:
			return fmt.Errorf("the number %d without an arrow", v)
		case dir > 0:
			c = Clue{Arrow, grid.Dir([5]int{0, 0, 2, 3, 1}[dir]), max(v, kit.Unknown)}
		}
		p.Clues[pos] = c
		return p.check(pos, c)
	})
	if err == nil && !r.Done() {
		err = r.Errorf("%q after the last cell", r.Rest())
	}
	return p, err
}

func writeURL(p *Puzzle) (string, error) {
	var w puzzlink.Writer
	w.ArrowNumbers(p.N(), func(i int) (int, int, bool) {
		switch c := p.Clues[i]; c.Kind {
		case Blank:
			return 0, puzzlink.Blank, true
		case Arrow:
			return [4]int{1, 4, 2, 3}[c.Dir], c.N, true // pzprjs's: 1 up, 2 down, 3 left, 4 right
		}
		return 0, 0, false
	})
	return puzzlink.Format("yajilin", p.Cols, p.Rows, w.String()), nil
}

// free reports whether cell i is for the loop or the shading.
func (p *Puzzle) free(i int) bool { return p.Clues[i].Kind == Empty }

// seen returns the free cells a clue's arrow points at.
func (p *Puzzle) seen(i int) []int {
	return slices.DeleteFunc(p.Ray(i, p.Clues[i].Dir), func(j int) bool { return !p.free(j) })
}

// label names a clue as the answers draw it: "2←", "?↓", or "▒" for a
// blank clue cell.
func (p *Puzzle) label(i int) string {
	switch c := p.Clues[i]; c.Kind {
	case Blank:
		return "▒"
	case Arrow:
		return strings.Replace(token(c), arrows[c.Dir], drawn[c.Dir], 1)
	}
	return ""
}

// model states the rules: the kit's loop through the cells (none through
// a clue), a free cell shaded or on it, no two shaded cells side by side,
// and each arrow's count of shaded cells as a clue.
func model(p *Puzzle, m *kit.Model) func(kit.Values) Board {
	m.TreeForQuestions()
	l := m.Loop(p.Shape, nil)
	sh := m.ShadedCells(p.Shape)
	for i := range p.Clues {
		if !p.free(i) {
			m.Fix(sh.Lit(i).Not())
			m.Fix(l.On.Lit(i).Not())
			continue
		}
		m.Rule(encode.EQ, 1, []sat.Lit{sh.Lit(i), l.On.Lit(i)}, "%s shaded or on the loop", p.Name(i))
	}
	var pairs [][]int // two free cells side by side: one is on the loop
	for e := 0; e < p.NumEdges(); e++ {
		if a, b := p.Edge(e); p.free(a) && p.free(b) {
			m.Rule(encode.LE, 1, []sat.Lit{sh.Lit(a), sh.Lit(b)}, "%s not both shaded", p.EdgeName(e))
			pairs = append(pairs, []int{a, b})
		}
	}
	for i, c := range p.Clues {
		if c.Kind == Arrow && c.N != kit.Unknown {
			m.Given(i, encode.EQ, c.N, sh.Lits(p.seen(i)), "%s=%s", p.Name(i), p.label(i))
		}
	}
	m.NoSquareLoops(l, pairs)
	return func(v kit.Values) Board { return Board{sh.Decode(v), l.Masks(v)} }
}

// Verify checks a board against the rules, reading the board only.
func Verify(p *Puzzle, b Board) error {
	on, err := p.Shaded(b.Shaded)
	if err != nil {
		return err
	}
	if err := p.CheckLoop(b.Loop); err != nil {
		return err
	}
	for i := range p.Clues {
		switch looped := b.Loop[i] != 0; {
		case !p.free(i) && (on[i] || looped):
			return fmt.Errorf("%s: a clue cell shaded or on the loop", p.Name(i))
		case p.free(i) && on[i] == looped:
			return fmt.Errorf("%s: %s", p.Name(i), map[bool]string{true: "shaded and on the loop", false: "neither shaded nor on the loop"}[on[i]])
		}
	}
	if err := p.CheckNoTouch(on, false, "shaded cells"); err != nil {
		return err
	}
	for i, c := range p.Clues {
		if n := grid.Count(p.Ray(i, c.Dir), on); c.Kind == Arrow && c.N != kit.Unknown && n != c.N {
			return fmt.Errorf("%s: %d shaded cells %s, expected %d", p.Name(i), n, dirWord(c.Dir), c.N)
		}
	}
	return nil
}

func show(p *Puzzle, b Board, _ bool) solve.Answer {
	text := p.PathText(b.Loop, func(i int) string {
		if l := p.label(i); l != "" {
			return l
		}
		return map[int]string{1: "#", kit.Unknown: "?"}[b.Shaded[i]]
	})
	return solve.Answer{Text: text, Fields: map[string]any{"shaded": p.ShadedRows(b.Shaded), "loop": p.Pairs(p.Trace(b.Loop))}}
}

// The generator's givens are the arrows; one taken away leaves a blank
// clue cell. No Partner: the clue cells come from the loop (README).
var generator = &kit.Generator[*Puzzle]{
	Usage: "[--size N] [--no-minimal]",
	Side:  [3]int{8, 3, 40},
	Flags: generateFlags,
	Keep:  keep,
}

// keep returns full with the arrows of kept, the others blank clue cells.
func keep(full *Puzzle, kept []int) *Puzzle {
	p := &Puzzle{full.Shape, kit.Kept(full.Clues, kept, Clue{Kind: Blank, N: kit.Unknown})}
	for i, c := range full.Clues {
		if c.Kind != Arrow {
			p.Clues[i] = c
		}
	}
	return p
}

// generateFlags makes full puzzles from a random loop (grid.GrowLoop): the
// cells off it shaded where no neighbour is, the others arrows; while a
// second solution differs, a cell where they differ becomes a clue (README).
func generateFlags(*pflag.FlagSet) func(context.Context, *rand.Rand, int) (*Puzzle, error) {
	return func(ctx context.Context, rng *rand.Rand, size int) (*Puzzle, error) {
		p := &Puzzle{grid.Shape{Rows: size, Cols: size}, make([]Clue, size*size)}
		b := Board{make(grid.Shading, p.N()), p.GrowLoop(rng, p.ThinLoop)} // the loop scored: see README
		clue := func(i int) {
			d := grid.Dir(rng.Intn(4))
			for len(p.Ray(i, d)) == 0 {
				d = (d + 1) % 4
			}
			p.Clues[i] = Clue{Arrow, d, 0}
		}
		for _, i := range rng.Perm(p.N()) {
			switch {
			case b.Loop[i] != 0:
			case grid.Count(p.Neighbours(i), grid.Where(b.Shaded, 1)) > 0:
				clue(i)
			default:
				b.Shaded[i] = 1
			}
		}
		for {
			for i, c := range p.Clues {
				if c.Kind == Arrow {
					p.Clues[i].N = grid.Count(p.Ray(i, c.Dir), grid.Where(b.Shaded, 1))
				}
			}
			o, ok, err := Genre.Another(ctx, p, b)
			if err != nil || !ok {
				return p, err
			}
			var diff []int
			for k := 0; k < 2 && len(diff) == 0; k++ {
				if k == 1 {
					b, o = o, b
				}
				for i := range p.Clues {
					if b.Shaded[i] == 1 && o.Shaded[i] == 0 {
						diff = append(diff, i)
					}
				}
			}
			if len(diff) == 0 { // the same shading, two loops
				if b, ok, err = reloop(ctx, p, b, o, rng, clue); err != nil || !ok {
					return p, err // Make tries again
				}
				continue
			}
			i := diff[rng.Intn(len(diff))]
			b.Shaded[i] = 0
			clue(i)
		}
	}
}

// reloop makes a cell where b's and o's loops differ a clue cell and
// returns a solution of p so changed, arrows open; false when three fail.
func reloop(ctx context.Context, p *Puzzle, b, o Board, rng *rand.Rand, clue func(int)) (Board, bool, error) {
	for tries, perm := 0, rng.Perm(p.N()); tries < 3 && len(perm) > 0; perm = perm[1:] {
		if i := perm[0]; b.Loop[i] != 0 && b.Loop[i] != o.Loop[i] {
			tries++
			clue(i)
			if n, ok, err := Genre.Another(ctx, keep(p, nil), b); ok || err != nil {
				return n, ok, err
			}
			p.Clues[i] = Clue{}
		}
	}
	return b, false, nil
}

// facts writes the puzzle for bench/asp/yajilin.lp.
func facts(p *Puzzle) string {
	return kit.GridFacts(p.Shape, func(i int, fact kit.Fact) {
		c := p.Clues[i]
		if c.Kind != Empty {
			fact("clue")
		}
		if dr, dc := c.Dir.Delta(); c.Kind == Arrow && c.N != kit.Unknown {
			fact("arrow", dr, dc, c.N)
		}
	})
}
