package slant

import (
	"context"
	"fmt"
	"math/rand"
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

// None is a dot without a clue.
const None = -1

// Puzzle is a Slant grid: its cells, and a clue or None at each of the
// dots at their corners ((Rows+1)×(Cols+1), row-major: Shape.Dots).
type Puzzle struct {
	grid.Shape
	Clues []int
}

// Slants is a solution: 1 where a cell's diagonal is a backslash (from its
// top left corner to its bottom right), 0 where it is a slash, kit.Unknown
// where --forced leaves it open.
type Slants []int

// Genre is Slant as the kit registers it.
var Genre = &kit.Genre[*Puzzle, Slants]{
	Name:    "slant",
	Aliases: []string{"gokigen", "gokigennaname"},
	Summary: "Slant (Gokigen Naname): a diagonal in every cell, clues at the dots, no loop; typed grids, JSON, puzz.link URLs, Tatham IDs",
	Text:    kit.TextFormat[*Puzzle]{Read: readText, Write: writeText},
	Janko:   kit.JankoTokens("gokigen", "-", ".").Laid(grid.JankoCorners), // on the dots
	Links: []kit.Link[*Puzzle]{
		kit.URL(readURL, writeURL, "https://puzz.link/p?gokigen/4/4/iaegcgcj6a", urlNames...),
		kit.TathamID(readTatham, writeTatham, example),
	},
	Model:  model,
	Verify: Verify,
	Show:   show,
	Full: func(p *Puzzle, s Slants) *Puzzle {
		t := p.touches(s)
		return &Puzzle{p.Shape, kit.Filled(p.Clues, None, func(d int) int { return t[d] })}
	},
	Bench: &kit.Bench[*Puzzle]{Files: []string{"slant/tatham.tsv", "slant/*.txt"}, Axes: []string{"connect", "card"}, Facts: facts},
}

var urlNames = []string{"gokigen", "slant"}

const example = "5x5:b1d4a3e22c3a3b31c1b111"

func init() {
	Genre.Doc = readme
	Genre.Generate = generator
	kit.Register(Genre)
}

// The tags of the givens are the dots'.
var generator = &kit.Generator[*Puzzle]{
	Usage:   "[--size N] [--symmetric] [--no-minimal]",
	Side:    [3]int{8, 2, 50},
	Flags:   generateFlags,
	Keep:    func(full *Puzzle, kept []int) *Puzzle { return &Puzzle{full.Shape, kit.Kept(full.Clues, kept, None)} },
	Partner: func(full *Puzzle, d int) int { return len(full.Clues) - 1 - d },
}

// newPuzzle returns a puzzle of rows×cols cells without clues.
func newPuzzle(rows, cols int) *Puzzle {
	p := &Puzzle{grid.Shape{Rows: rows, Cols: cols}, make([]int, (rows+1)*(cols+1))}
	for d := range p.Clues {
		p.Clues[d] = None
	}
	return p
}

func readText(t *grid.Text) (*Puzzle, error) {
	if err := t.EmptyRow(); err != nil {
		return nil, err
	}
	s, toks, err := t.Cells()
	if err != nil {
		return nil, err
	}
	if s.Rows < 2 || s.Cols < 2 {
		return nil, t.Start().Errorf("a %d×%d grid of dots: expected at least 2×2 (the corners of the cells)", s.Rows, s.Cols)
	}
	p := newPuzzle(s.Rows-1, s.Cols-1)
	for d, tok := range toks {
		switch c := tok.Text; {
		case c == "." || c == "+":
		case len(c) == 1 && c[0] >= '0' && c[0] <= '4':
			p.Clues[d] = int(c[0] - '0')
		default:
			return nil, tok.Errorf("%q: expected . (a dot without a clue) or a clue 0-4 (the grid of the dots at the cells' corners)", c)
		}
	}
	return p, nil
}

// clueText is a dot's token in the typed grid and the answers.
func clueText(c int) string {
	if c == None {
		return "."
	}
	return string(rune('0' + c))
}

func writeText(p *Puzzle) string {
	dots := p.Dots()
	rows := make([][]string, dots.Rows)
	for d, c := range p.Clues {
		rows[d/dots.Cols] = append(rows[d/dots.Cols], clueText(c))
	}
	return grid.FormatText(rows, nil)
}

func readURL(s string) (*Puzzle, error) {
	u, err := puzzlink.Parse(s, urlNames...)
	if err != nil {
		return nil, err
	}
	if u.Cols >= grid.MaxSide || u.Rows >= grid.MaxSide {
		return nil, &puzzlink.Error{Col: u.ColsCol(), Msg: fmt.Sprintf("a %d×%d grid: expected fewer than %d a side", u.Cols, u.Rows, grid.MaxSide)}
	}
	if u.Flag != "" || u.Variant != "" {
		return nil, &puzzlink.Error{Col: u.FlagCol(), Msg: fmt.Sprintf("flag %q, variant %q: only today's gokigen URLs are read (not the old format nor Wagiri)", u.Flag, u.Variant)}
	}
	p := newPuzzle(u.Rows, u.Cols)
	r := u.Reader()
	err = r.Cells4(len(p.Clues), "clues", func(pos, v int) error {
		p.Clues[pos] = max(v, None) // a "?" clue ('.') constrains nothing
		return nil
	})
	if err == nil && !r.Done() {
		err = r.Errorf("%q after the last dot", r.Rest())
	}
	return p, err
}

func writeURL(p *Puzzle) (string, error) {
	var w puzzlink.Writer
	w.Cells4(len(p.Clues), func(d int) (int, bool) { return p.Clues[d], p.Clues[d] != None })
	return puzzlink.Format("gokigen", p.Cols, p.Rows, w.String()), nil
}

func readTatham(s string) (*Puzzle, error) {
	id, w, h, rest, err := tatham.ParseSized(s, "a Slant game ID such as "+example, grid.MaxSide-1)
	if err != nil {
		return nil, err
	}
	if _, _, err := id.Options(rest, "eh", ""); err != nil { // generation only
		return nil, err
	}
	p := newPuzzle(h, w)
	d := id.Reader()
	err = d.Whole(len(p.Clues), func(pos int) (int, error) {
		c := d.Peek()
		if c < '0' || c > '4' {
			return 0, d.Errorf("unexpected %q: expected a-z (dots without a clue) or a clue 0-4", c)
		}
		p.Clues[pos] = int(d.Next() - '0')
		return 1, nil
	})
	return p, err
}

func writeTatham(p *Puzzle) (string, error) {
	return fmt.Sprintf("%dx%d:%s", p.Cols, p.Rows, tatham.RunsOf(p.Clues, None, clueText)), nil
}

// corners returns the dots at the top left, top right, bottom left and
// bottom right of cell i: a backslash joins the first and the last, a
// slash the other two.
func (p *Puzzle) corners(i int) [4]int {
	r, c := p.RC(i)
	d := r*(p.Cols+1) + c
	return [4]int{d, d + 1, d + p.Cols + 1, d + p.Cols + 2}
}

func (p *Puzzle) dotName(d int) string { return "dot " + p.Dots().Name(d) }

func model(p *Puzzle, m *kit.Model) func(kit.Values) Slants {
	back := m.Bools(p.N(), func(i int, on bool) string {
		return p.Name(i) + map[bool]string{true: `=\`, false: "=/"}[on]
	})
	touch := make([][]sat.Lit, len(p.Clues)) // a literal per diagonal that may touch a dot
	var links [][2]int
	var link []sat.Lit
	for i := 0; i < p.N(); i++ {
		k := p.corners(i)
		for j, x := range []sat.Lit{back.Lit(i), back.Lit(i).Not(), back.Lit(i).Not(), back.Lit(i)} {
			touch[k[j]] = append(touch[k[j]], x)
		}
		links, link = append(links, [2]int{k[0], k[3]}, [2]int{k[1], k[2]}), append(link, back.Lit(i), back.Lit(i).Not())
	}
	for d, c := range p.Clues {
		if c != None {
			m.Given(d, encode.EQ, c, touch[d], "%s=%d", p.dotName(d), c)
		}
	}
	// No loop: every dot is joined to the border by diagonals, the border's
	// dots all joined to one more vertex, outside.
	dots, out := p.Dots(), len(p.Clues)
	on := make([]sat.Lit, out+1)
	for d := range on {
		if on[d] = m.True(); d < out {
			if r, c := dots.RC(d); r == 0 || c == 0 || r == p.Rows || c == p.Cols {
				links, link = append(links, [2]int{d, out}), append(link, m.True())
			}
		}
	}
	m.Connected(on, links, link, out, "no loop")
	return func(v kit.Values) Slants { return back.Decode(v) }
}

// Verify checks the diagonals against the rules, reading the board only.
func Verify(p *Puzzle, s Slants) error {
	if len(s) != p.N() {
		return fmt.Errorf("%d cells, expected %d", len(s), p.N())
	}
	n := make([]int, len(p.Clues)) // diagonals touching each dot
	root := make([]int, len(p.Clues))
	for d := range root {
		root[d] = d
	}
	find := func(d int) int {
		for root[d] != d {
			d, root[d] = root[d], root[root[d]]
		}
		return d
	}
	for i, x := range s {
		if x != 0 && x != 1 {
			return fmt.Errorf("%s: undecided", p.Name(i))
		}
		k := p.corners(i)
		a, b := k[1], k[2]
		if x == 1 {
			a, b = k[0], k[3]
		}
		n[a]++
		n[b]++
		if find(a) == find(b) {
			return fmt.Errorf("%s: its diagonal closes a loop", p.Name(i))
		}
		root[find(a)] = find(b)
	}
	for d, c := range p.Clues {
		if c != None {
			if err := grid.CheckCount(p.dotName(d), n[d], c, "diagonals touching it"); err != nil {
				return err
			}
		}
	}
	return nil
}

func show(p *Puzzle, s Slants, _ bool) solve.Answer {
	var b strings.Builder
	rows := make([]string, p.Rows)
	for r := 0; r <= p.Rows; r++ {
		var dots []string
		for c := 0; c <= p.Cols; c++ {
			dots = append(dots, strings.Replace(clueText(p.Clues[r*(p.Cols+1)+c]), ".", "·", 1))
		}
		b.WriteString(strings.Join(dots, " ") + "\n")
		if r < p.Rows {
			for _, i := range p.Row(r) {
				rows[r] += map[int]string{0: "/", 1: `\`, kit.Unknown: "?"}[s[i]]
			}
			b.WriteString(" " + strings.Join(strings.Split(rows[r], ""), " ") + "\n")
		}
	}
	return solve.Answer{Text: b.String(), Fields: map[string]any{"grid": rows}}
}

// generateFlags makes full puzzles: a random solution of the grid without
// clues, every dot's clue given.
func generateFlags(*pflag.FlagSet) func(context.Context, *rand.Rand, int) (*Puzzle, error) {
	return func(ctx context.Context, rng *rand.Rand, size int) (*Puzzle, error) {
		p := newPuzzle(size, size)
		s, ok, err := Genre.RandomSolution(ctx, p, rng)
		if err != nil || !ok {
			return nil, err
		}
		p.Clues = p.touches(s)
		return p, nil
	}
}

// touches returns the lines of s that touch each dot.
func (p *Puzzle) touches(s Slants) []int {
	out := make([]int, len(p.Clues))
	for i, x := range s {
		k := p.corners(i)
		out[k[1-x]]++
		out[k[2+x]]++
	}
	return out
}

// facts writes the puzzle for bench/asp/slant.lp.
func facts(p *Puzzle) string {
	var b strings.Builder
	fmt.Fprintf(&b, "rows(%d). cols(%d).\n", p.Rows, p.Cols)
	for d, c := range p.Clues {
		if c != None {
			fmt.Fprintf(&b, "clue(%d,%d,%d).\n", d/(p.Cols+1), d%(p.Cols+1), c)
		}
	}
	return b.String()
}
