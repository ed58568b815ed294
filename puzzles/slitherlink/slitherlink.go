package slitherlink

import (
	"context"
	"fmt"
	"math/rand"
	"regexp"
	"strings"
	"sync"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/internal/clip"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/jsonpos"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/puzzlink"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// None is the clue of a cell without a number.
const None = -1

// Puzzle is a Slitherlink grid of cells, some numbered; the loop runs
// along their sides, from dot to dot of the (Rows+1)×(Cols+1) dots at
// their corners (Shape.Dots).
type Puzzle struct {
	grid.Shape
	Clue    []int   // the number of each cell's sides on the loop, 0 to 4, or None; row-major
	Options Options // how the model is stated (--inside)
}

// Options chooses how the model is stated.
type Options struct {
	// Inside adds the inside/outside colouring of the cells: redundant,
	// it lets the solver see the loop's parity (see README.md).
	Inside bool
}

// Default is the model the command line uses: with the inside colouring,
// which cut the lazy method's time to prove the largest shared puzzles
// unique by about a quarter (31×45: 0.80 s to 0.61 s; 30×40: 0.36 s to
// 0.27 s) and changed little for the CNF methods.
var Default = Options{Inside: true}

// Loop is a board: each edge of the dots' shape (grid.Shape.Edge over
// Puzzle.Dots) 1 on the loop, 0 off it, kit.Unknown where --forced leaves
// it open.
type Loop []int

// ReachDots is the largest number of dots on which Auto states "one loop"
// by unary reachability (encode.Reach) when every rule is named
// (encode.SelectAll: --explain, --hint, --rate); above it, and when rules
// are not named, Auto is lazy. Unit propagation sees a second loop through
// reachability, not through the lazy check: rated by --rate, the shared
// puzzles of 4×4 to 20×20 all rate level 1 with reach (0.01 s on 4×4, 0.09
// s on 10×10, 0.8 s on 12×16, 6 s and 270 MB on 17×17, 12 s and 500 MB on
// 20×20), while with the lazy check (or the spanning tree) all but one
// stall at "search" (43 s on the 17×17, which tries level 2 everywhere).
const ReachDots = 400

// MaxGenerate is the largest side of a generated grid.
const MaxGenerate = 30

// Genre is Slitherlink as the kit registers it.
var Genre = &kit.Genre[*Puzzle, Loop]{
	Name:    "slitherlink",
	Summary: "Slitherlink (Loopy): text grids, JSON, puzz.link URLs or Loopy game IDs; solve, count, check uniqueness, write URLs",
	Text:    kit.TextFormat[*Puzzle]{Parse: parseText, Write: writeText},
	JSON:    &kit.JSONFormat[*Puzzle]{Read: readJSON, Write: writeJSON},
	Links: []kit.Link[*Puzzle]{
		{Format: "url", Is: func(s string) bool { return puzzlink.Match(s, urlNames...) }, Read: readURL, Write: writeURL, Example: puzzlink.Host + "slither/5/5/cbcbcddad"},
		{Format: "tatham", Is: func(s string) bool { return tatham.Matches(s, loopyParams()) }, Read: readLoopy, Write: writeLoopy, Example: "4x4t0:1b0d1a21a23a"},
	},
	Flags: func(fs *pflag.FlagSet) func(*Puzzle) (*Puzzle, error) {
		inside := fs.Bool("inside", Default.Inside, "add the redundant inside/outside colouring of the cells (an edge is on the loop when it parts an inside cell from an outside one)")
		return func(p *Puzzle) (*Puzzle, error) {
			p.Options.Inside = *inside
			return p, nil
		}
	},
	Model:      model,
	Verify:     Verify,
	Show:       func(p *Puzzle, s Loop, _ bool) solve.Answer { return show(p, s) },
	ShowForced: func(p *Puzzle, s Loop, _ bool) solve.Answer { return showForced(p, s) },
	NoSolution: (*Puzzle).Infeasible,
	// The eager methods time out on large puzzles: the quick suite's
	// workload holds the puzzles of up to 100 cells.
	Bench: &kit.Bench[*Puzzle]{Files: []string{"slitherlink/*.json"}, Axes: []string{"connect"}, Facts: facts, Small: 100},
}

func init() {
	Genre.Doc = readme
	Genre.Generate = &kit.Generator[*Puzzle]{
		Usage: "[--size N] [--rows R --cols C] [--symmetric] [--no-minimal] [flags]",
		Flags: generateFlags,
		Keep: func(full *Puzzle, kept []int) *Puzzle {
			p, _ := Empty(full.Rows, full.Cols)
			p.Options = full.Options
			for _, i := range kept {
				p.Clue[i] = full.Clue[i]
			}
			return p
		},
		Partner: func(full *Puzzle, i int) int { return full.N() - 1 - i },
	}
	kit.Register(Genre)
}

// Empty returns a puzzle of rows×cols cells without clues, under the
// Default model.
func Empty(rows, cols int) (*Puzzle, error) {
	if rows < 1 || cols < 1 || rows > grid.MaxSide || cols > grid.MaxSide {
		return nil, fmt.Errorf("grid of %d×%d cells: expected 1 to %d rows and columns", rows, cols, grid.MaxSide)
	}
	p := &Puzzle{Shape: grid.Shape{Rows: rows, Cols: cols}, Clue: make([]int, rows*cols), Options: Default}
	for i := range p.Clue {
		p.Clue[i] = None
	}
	return p, nil
}

// Infeasible explains why no loop can meet the clues, from the clues
// alone (no search), or returns "": a 4 is a loop around its cell alone,
// so it leaves no room for another 4.
func (p *Puzzle) Infeasible() string {
	four := -1
	for i, v := range p.Clue {
		if v != 4 {
			continue
		}
		if four >= 0 {
			return fmt.Sprintf("cells %d,%d and %d,%d both hold 4: a 4 is a loop around its cell alone, and there is one loop", four/p.Cols, four%p.Cols, i/p.Cols, i%p.Cols)
		}
		four = i
	}
	return ""
}

// sides returns the edges of the dots' shape around cell i: top, bottom,
// left, right.
func (p *Puzzle) sides(i int) []int {
	d := p.Dots()
	r, c := p.RC(i)
	edge := func(r, c int, dir grid.Dir) int { e, _ := d.EdgeAt(d.Index(r, c), dir); return e }
	return []int{edge(r, c, grid.Right), edge(r+1, c, grid.Right), edge(r, c, grid.Down), edge(r, c+1, grid.Down)}
}

// model states the rules: one loop through the dots (each dot on two of
// its edges or none, "dot r2c3"; the loop not empty and one piece,
// "loop"), each clue "r3c4=2" (exactly that many of its cell's sides),
// and with Options.Inside the cells inside or outside the loop.
func model(p *Puzzle, m *kit.Model) func(kit.Values) Loop {
	d := p.Dots()
	if m.Config.Select == encode.SelectAll && (m.Config.Connect == encode.Auto || m.Config.Connect == "") && d.N() <= ReachDots {
		m.Config.Connect = encode.Reach
	}
	l := m.LoopOf(d, func(i int) string { return "dot " + d.Name(i) })
	for i, k := range p.Clue {
		if k != None {
			m.Given(i, encode.EQ, k, l.Edge.Lits(p.sides(i)), "%s=%d", p.Name(i), k)
		}
	}
	if p.Options.Inside {
		inside(p, m, l.Edge)
	}
	return func(v kit.Values) Loop { return l.Edge.Decode(v) }
}

// inside states, over a variable per cell, that a cell is inside the
// loop: an edge is on the loop exactly when the two cells it parts are
// one inside and one outside, the cells beyond the grid being outside.
// Any set of loops without branches bounds such a set of cells, so the
// constraints take no solution away; they let the solver reason about the
// loop's parity (it crosses every line of the grid an even number of
// times). The constraints of each cell's top and left sides (and of its
// bottom or right side on the grid's last row or column) are the rule
// "cell r3c4".
func inside(p *Puzzle, m *kit.Model, edge kit.Bools) {
	in := m.Aux(p.N())
	// e ⟺ x ≠ y, a cell beyond the grid (0) outside.
	differ := func(e int, x, y sat.Lit) {
		l := edge.Lit(e)
		switch {
		case x == 0:
			m.Add(encode.EQ, 1, l, y.Not())
		case y == 0:
			m.Add(encode.EQ, 1, l, x.Not())
		default:
			m.Add(encode.GE, 1, l.Not(), x, y)
			m.Add(encode.LE, 2, l, x, y)
			m.Add(encode.GE, 1, l, x.Not(), y)
			m.Add(encode.GE, 1, l, x, y.Not())
		}
	}
	cell := func(r, c int) sat.Lit {
		if !p.In(r, c) {
			return 0
		}
		return in.Lit(p.Index(r, c))
	}
	for i := 0; i < p.N(); i++ {
		r, c := p.RC(i)
		side := p.sides(i)
		mark := m.Mark()
		differ(side[0], cell(r-1, c), cell(r, c))
		differ(side[2], cell(r, c-1), cell(r, c))
		if r == p.Rows-1 {
			differ(side[1], cell(r, c), 0)
		}
		if c == p.Cols-1 {
			differ(side[3], cell(r, c), 0)
		}
		m.Name(mark, "cell %s", p.Name(i))
	}
}

// on returns the edges of s that are on the loop.
func (s Loop) on() []bool {
	out := make([]bool, len(s))
	for e, x := range s {
		out[e] = x == 1
	}
	return out
}

// Verify checks a loop against the rules of p, reading only its edges:
// one loop through the dots (grid.Shape.CheckLoop, dots named like the
// cells whose top-left corner they are), and every numbered cell with
// that many of its sides on it.
func Verify(p *Puzzle, s Loop) error {
	d := p.Dots()
	if len(s) != d.NumEdges() {
		return fmt.Errorf("%d edges, expected %d", len(s), d.NumEdges())
	}
	for e, x := range s {
		if x != 0 && x != 1 {
			return fmt.Errorf("edge %s undecided", d.EdgeName(e))
		}
	}
	on := s.on()
	if err := d.CheckLoop(d.Masks(on)); err != nil {
		return err
	}
	for i, k := range p.Clue {
		if k != None {
			if err := grid.CheckCount(p.Name(i), grid.Count(p.sides(i), on), k, "sides on the loop"); err != nil {
				return err
			}
		}
	}
	return nil
}

// show draws the loop between the dots with its clues (see drawing); the
// JSON "loop" is its dots, 0-based, in order from the smallest.
func show(p *Puzzle, s Loop) solve.Answer {
	d := p.Dots()
	return solve.Answer{Text: drawing(p, s, false), Fields: map[string]any{"loop": d.Pairs(d.Trace(d.Masks(s.on())))}}
}

// showForced draws what every solution agrees on: the edges on the loop
// in every one as the loop is drawn, those off it in every one crossed
// out, the others blank (a board every edge of which is known, as the
// loop alone); JSON "forced": {"on": edges, "off": edges}, each edge
// [[r1, c1], [r2, c2]] by its dots, 0-based, sorted.
func showForced(p *Puzzle, s Loop) solve.Answer {
	d := p.Dots()
	on, off := [][2][2]int{}, [][2][2]int{}
	known := true
	for i := 0; i < d.N(); i++ {
		for _, dir := range []grid.Dir{grid.Right, grid.Down} {
			if e, ok := d.EdgeAt(i, dir); ok {
				a, b := d.Edge(e)
				pair := [2][2]int{d.Pairs([]int{a})[0], d.Pairs([]int{b})[0]}
				switch s[e] {
				case 1:
					on = append(on, pair)
				case 0:
					off = append(off, pair)
				default:
					known = false
				}
			}
		}
	}
	return solve.Answer{Text: drawing(p, s, !known), Fields: map[string]any{"forced": map[string]any{"on": on, "off": off}}}
}

// drawing draws the grid: a line of dots, then a line of cells, and so
// on, the edges on the loop in box-drawing characters between the dots,
// a dot the loop does not pass as ·, each clue in the middle of its cell,
// and with crosses each edge off the loop as × (in the middle of a
// horizontal edge, in place of a vertical one). It reads back as the
// puzzle (parseText).
func drawing(p *Puzzle, s Loop, crosses bool) string {
	d := p.Dots()
	edge := func(r, c int, dir grid.Dir) int { e, _ := d.EdgeAt(d.Index(r, c), dir); return e }
	l := grid.Lattice{Shape: p.Shape, Blank: "·"}
	l.H = func(r, c int) bool { return s[edge(r, c, grid.Right)] == 1 }
	l.V = func(r, c int) bool { return s[edge(r, c, grid.Down)] == 1 }
	if crosses {
		cross := func(dir grid.Dir) func(r, c int) string {
			return func(r, c int) string {
				if s[edge(r, c, dir)] == 0 {
					return "×"
				}
				return ""
			}
		}
		l.HMark, l.VMark = cross(grid.Right), cross(grid.Down)
	}
	l.Cell = func(r, c int) string {
		if k := p.Clue[p.Index(r, c)]; k != None {
			return string(rune('0' + k))
		}
		return ""
	}
	return l.String()
}

// writeText writes the typed grid: a clue or '.' per cell.
func writeText(p *Puzzle) string {
	rows := make([][]string, p.Rows)
	for i, k := range p.Clue {
		tok := "."
		if k != None {
			tok = string(rune('0' + k))
		}
		rows[i/p.Cols] = append(rows[i/p.Cols], tok)
	}
	return grid.FormatText(rows, nil)
}

// readJSON reads the series' JSON: {"shape": [rows, cols],
// "surrounded_line_number": [{"row": r, "col": c, "val": n}, ...]}.
func readJSON(v *jsonpos.Value) (*Puzzle, error) {
	rows, cols, err := v.Shape(grid.MaxSide)
	if err != nil {
		return nil, err
	}
	p, _ := Empty(rows, cols)
	cells, err := v.List("surrounded_line_number")
	if err != nil {
		return nil, err
	}
	const what = `a clue {"row": r, "col": c, "val": n}`
	for _, cell := range cells {
		r, c, err := cell.Cell(what, rows, cols)
		if err != nil {
			return nil, err
		}
		val, err := cell.Need("val", what)
		if err != nil || val.IsNull() {
			if err != nil {
				return nil, err
			}
			continue
		}
		n, err := val.IntIn("val", 0, 4)
		if err != nil {
			return nil, err
		}
		i := p.Index(r, c)
		if p.Clue[i] != None {
			return nil, cell.Errorf("cell %d,%d given twice: expected each cell once", r, c)
		}
		p.Clue[i] = n
	}
	return p, nil
}

// writeJSON writes the series' JSON, the clues row by row.
func writeJSON(p *Puzzle) any {
	clues := []map[string]int{}
	for i, k := range p.Clue {
		if k != None {
			clues = append(clues, map[string]int{"row": i / p.Cols, "col": i % p.Cols, "val": k})
		}
	}
	return map[string]any{"shape": []int{p.Rows, p.Cols}, "surrounded_line_number": clues}
}

// urlNames are the puzz.link genre names: pzprjs's, then its alias.
var urlNames = []string{"slither", "slitherlink"}

// readURL reads a puzz.link URL: pzprjs's decode4Cell, '.' a clue left
// unknown (read as none).
func readURL(s string) (*Puzzle, error) {
	u, err := puzzlink.Parse(s, urlNames...)
	if err != nil {
		return nil, err
	}
	p, err := Empty(u.Rows, u.Cols)
	if err != nil {
		return nil, &puzzlink.Error{Col: u.ColsCol(), Msg: err.Error()}
	}
	r := u.Reader()
	err = r.Cells4(p.N(), "clues", func(pos, v int) error {
		if v != puzzlink.Unknown {
			p.Clue[pos] = v
		}
		return nil
	})
	if err == nil && !r.Done() {
		err = r.Errorf("unexpected %q after the clues: expected the end of the URL", clip.Text(r.Rest(), 20))
	}
	return p, err
}

func writeURL(p *Puzzle) (string, error) {
	var w puzzlink.Writer
	w.Cells4(p.N(), func(pos int) (int, bool) { return p.Clue[pos], p.Clue[pos] != None })
	return puzzlink.Format(urlNames[0], p.Cols, p.Rows, w.String()), nil
}

// loopyParams are Loopy's parameters, W[xH][tT][dD], compiled on first
// use rather than at every start.
var loopyParams = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^[0-9]{1,6}(x[0-9]{1,6})?(t[0-9]{1,6})?(d[a-z])?$`)
})

// readLoopy reads a game ID of Simon Tatham's Loopy on the square grid,
// WxHt0:DESC: a digit the clue of the next cell, a-z a run of 1 to 26
// cells without one. Other grid types (t1 and on) are refused.
func readLoopy(s string) (*Puzzle, error) {
	id, w, h, rest, err := tatham.ParseSized(s, "a Loopy game ID WxHt0:DESC (an ID WxHt0#SEED is a random seed, not a puzzle)", grid.MaxSide)
	if err != nil {
		return nil, err
	}
	if m := loopyParams().FindStringSubmatch(id.Params); m == nil {
		return nil, id.RestError(rest, "%q: expected t0 and a difficulty dD", rest)
	} else if m[2] != "" && m[2] != "t0" {
		return nil, &tatham.Error{Col: id.ParamsCol, Msg: fmt.Sprintf("grid type %s: expected t0, the square grid (the other tilings are not Slitherlink grids)", m[2])}
	}
	p, _ := Empty(h, w)
	d := id.Reader()
	const expected = "expected a clue 0 to 4, or a-z for 1 to 26 cells without one"
	err = d.Whole(p.N(), func(pos int) (int, error) {
		switch c := d.Peek(); {
		case c > '4' && c <= '9':
			return 0, d.Errorf("clue %c: expected 0 to 4 on a square grid", c)
		case c < '0' || c > '9':
			return 0, d.Errorf("unexpected %q: %s", c, expected)
		default:
			p.Clue[pos] = int(d.Next() - '0')
			return 1, nil
		}
	})
	return p, err
}

// writeLoopy writes the puzzle as a Loopy game ID, as Loopy writes it.
func writeLoopy(p *Puzzle) (string, error) {
	var w tatham.Runs
	for _, k := range p.Clue {
		if k == None {
			w.Blank()
		} else {
			w.Item(string(rune('0' + k)))
		}
	}
	return fmt.Sprintf("%dx%dt0:%s", p.Cols, p.Rows, w.String()), nil
}

// generateFlags registers the generator's size flags and returns what
// makes a full puzzle: a random loop (grid.GrowLoop, through the dots)
// with every cell's clue.
func generateFlags(fs *pflag.FlagSet) func(context.Context, *rand.Rand, int) (*Puzzle, error) {
	rows := fs.Int("rows", 0, "rows (default: --size, or 10)")
	cols := fs.Int("cols", 0, "columns (default: --size, or 10)")
	return func(_ context.Context, rng *rand.Rand, size int) (*Puzzle, error) {
		c, r := kit.Sides(size, 10, *rows, *cols)
		if r < 1 || c < 1 || r > MaxGenerate || c > MaxGenerate {
			return nil, fmt.Errorf("a %d×%d grid: expected 1 to %d rows and columns", r, c, MaxGenerate)
		}
		p, _ := Empty(r, c)
		d := p.Dots()
		mask := d.GrowLoop(rng, nil)
		for i := range p.Clue {
			p.Clue[i] = 0
			for _, e := range p.sides(i) {
				a, b := d.Edge(e)
				dir := grid.Down
				if b == a+1 {
					dir = grid.Right
				}
				if mask[a]&dir.Bit() != 0 {
					p.Clue[i]++
				}
			}
		}
		return p, nil
	}
}

// facts writes the puzzle for bench/asp/slitherlink.lp.
func facts(p *Puzzle) string {
	var w strings.Builder
	fmt.Fprintf(&w, "rows(%d). cols(%d).\n", p.Rows, p.Cols)
	for i, k := range p.Clue {
		if k != None {
			fmt.Fprintf(&w, "clue(%d,%d,%d).\n", i/p.Cols, i%p.Cols, k)
		}
	}
	return w.String()
}
