package kurodoko

import (
	"context"
	"fmt"
	"math/rand"
	"slices"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/puzzlink"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/tatham"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// The cells without a number's value: a cell without a clue, and a
// clue whose number is not told ('?'), unshaded but seeing any number.
const (
	Blank   = grid.NoClue
	Unknown = grid.NotTold
)

// Puzzle is a Kurodoko grid.
type Puzzle struct {
	grid.Shape
	Clues []int // 1 to Rows+Cols-1, or Blank or Unknown; row-major
}

// top is the largest clue: a cell that sees its whole row and column.
func (p *Puzzle) top() int { return p.Rows + p.Cols - 1 }

// Genre is Kurodoko as the kit registers it.
var Genre = &kit.Genre[*Puzzle, grid.Shading]{
	Name:    "kurodoko",
	Aliases: []string{"range", "kuromasu"},
	Summary: "Kurodoko (Range): numbers that see that many cells, shaded cells apart, unshaded connected; typed grids, JSON, puzz.link URLs, Tatham IDs",
	Text:    kit.TextFormat[*Puzzle]{Read: readText, Write: writeText},
	Janko:   kit.JankoTokens("kuromasu", "-", "."),
	Links: []kit.Link[*Puzzle]{
		kit.URL(readURL, writeURL, "https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i", "kurodoko"),
		kit.TathamID(readTatham, writeTatham, "7x7:d7b3e8e5c7a7c13e4e8b4d"),
	},
	// Native cardinality constraints for the clues: 0.33 s against 0.73 s
	// (totalizer) and 2.3 s (sequential counter, Auto's choice) on a 30x30
	// of Tatham's, solved and proven unique.
	Options: (*solve.Options).PreferNativeCard,
	Model:   model,
	Verify:  Verify,
	Show:    show,
	Full:    func(p *Puzzle, b grid.Shading) *Puzzle { return full(p, grid.Where(b, 1)) },
	Bench:   &kit.Bench[*Puzzle]{Files: []string{"kurodoko/tatham.tsv", "kurodoko/*.txt"}, Axes: []string{"amo", "card", "connect"}, Facts: facts},
}

func init() {
	Genre.Doc = readme
	Genre.Generate = &kit.Generator[*Puzzle]{
		Usage: "[--size N] [--symmetric] [--no-minimal] [--shading PERCENT]",
		Side:  [3]int{9, 3, 50},
		Flags: generateFlags,
		Keep:  func(full *Puzzle, kept []int) *Puzzle { return &Puzzle{full.Shape, kit.Kept(full.Clues, kept, Blank)} },
		Partner: func(full *Puzzle, i int) int {
			if j := full.Turn(i); full.Clues[j] != Blank {
				return j
			}
			return i
		},
	}
	kit.Register(Genre)
}

func readText(t *grid.Text) (*Puzzle, error) {
	s, clues, err := t.Clues(func(s grid.Shape) int { return s.Rows + s.Cols - 1 })
	if err != nil {
		return nil, err
	}
	return &Puzzle{s, clues}, nil
}

func writeText(p *Puzzle) string { return p.CluesText(p.Clues) }

// readURL reads pzprjs's decodeNumber16: hexadecimal clues, '.' a clue
// not told, skip letters g-z for cells without one.
func readURL(s string) (*Puzzle, error) {
	u, clues, err := puzzlink.ReadClues(s, grid.MaxSide, "clue", func(cols, rows int) int { return cols + rows - 1 }, "kurodoko")
	if err != nil {
		return nil, err
	}
	return &Puzzle{u.Shape(), clues}, nil
}

func writeURL(p *Puzzle) (string, error) {
	return puzzlink.WriteNumbers("kurodoko", p.Cols, p.Rows, p.Clues, Blank), nil
}

// readTatham reads Range's IDs: WxH, then runs a-z of cells without a
// clue and clues in decimal, '_' between two clues.
func readTatham(s string) (*Puzzle, error) {
	id, w, h, rest, err := tatham.ParseSized(s, "a Range game ID such as 7x7:d7b3e8e5c7a7c13e4e8b4d", grid.MaxSide)
	if err != nil {
		return nil, err
	}
	if rest != "" {
		return nil, id.RestError(rest, "unexpected %q in the parameters: expected WxH", rest)
	}
	p := &Puzzle{Shape: grid.Shape{Rows: h, Cols: w}}
	p.Clues, err = id.Reader().Numbers(p.N(), Blank, "clue", func(pos, n int) error {
		if n < 1 || n > p.top() {
			return fmt.Errorf("%s: a clue %d, expected 1 to %d", p.Name(pos), n, p.top())
		}
		return nil
	})
	return p, err
}

func writeTatham(p *Puzzle) (string, error) {
	if i := slices.Index(p.Clues, Unknown); i >= 0 {
		return "", fmt.Errorf("%s: Range has no clue whose number is not told", p.Name(i))
	}
	return fmt.Sprintf("%dx%d:%s", p.Cols, p.Rows, tatham.WriteNumbers(p.Clues, Blank)), nil
}

// model states the rules: the shading's (kit.Shading), and each clue's:
// its cell unshaded, and the cells it sees beyond itself, the unshaded
// ones before the first shaded in each direction, one fewer than its
// number.
func model(p *Puzzle, m *kit.Model) func(kit.Values) grid.Shading {
	if m.Config.Card == "" || m.Config.Card == encode.Auto {
		// Where Auto is left (the generator, the tests: the command line
		// prefers native), the totalizer: 0.73 s against the sequential
		// counter's 2.3 s on a 30x30 of Tatham's.
		m.Config.Card = encode.Totalizer
	}
	sh := m.Shading(p.Shape)
	for i, c := range p.Clues {
		if c == Blank {
			continue
		}
		var seen []sat.Lit
		for _, d := range grid.Dirs {
			if c > 0 {
				seen = append(seen, view(m, sh, p.Ray(i, d), c)...)
			}
		}
		mark := m.Mark()
		m.Add(encode.GE, 1, sh.Lit(i).Not())
		if c > 0 {
			m.Add(encode.EQ, c-1, seen...)
		}
		m.GivenName(mark, i, "%s=%s", p.Name(i), grid.ClueText(c))
	}
	return func(v kit.Values) grid.Shading { return sh.Decode(v) }
}

// view returns a literal per cell of ray up to the c-th, true when it and
// those before it are unshaded: the cells seen that way. Past c cells
// the count is too high anyway.
func view(m *kit.Model, sh kit.Bools, ray []int, c int) []sat.Lit {
	ray = ray[:min(len(ray), c)]
	if len(ray) == 0 {
		return nil // an empty grid would upset Model.LitName's search
	}
	seen := m.Aux(len(ray))
	for k, j := range ray {
		v, free := seen.Lit(k), sh.Lit(j).Not()
		m.Add(encode.GE, 1, v.Not(), free)
		if k == 0 {
			m.Add(encode.GE, 1, v, free.Not())
		} else {
			m.Add(encode.GE, 1, v.Not(), seen.Lit(k-1))
			m.Add(encode.GE, 1, v, seen.Lit(k-1).Not(), free.Not())
		}
	}
	return seen.All()
}

// sees counts the cells that cell i sees on the board b, itself included.
func (p *Puzzle) sees(i int, b []bool) int {
	n := 1
	for _, d := range grid.Dirs {
		for _, j := range p.Ray(i, d) {
			if b[j] {
				break
			}
			n++
		}
	}
	return n
}

// Verify checks the shading against the rules, reading the board only.
func Verify(p *Puzzle, b grid.Shading) error {
	on, err := p.CheckShading(b)
	if err != nil {
		return err
	}
	for i, c := range p.Clues {
		switch {
		case c != Blank && on[i]:
			return fmt.Errorf("%s: a numbered cell is shaded", p.Name(i))
		case c > 0 && p.sees(i, on) != c:
			return fmt.Errorf("%s sees %d cells, expected %d", p.Name(i), p.sees(i, on), c)
		}
	}
	return nil
}

func show(p *Puzzle, b grid.Shading, _ bool) solve.Answer {
	text := p.ShadedText(b, func(i int) string { return grid.ClueText(p.Clues[i]) })
	return solve.Answer{Text: text, Fields: map[string]any{"shaded": p.ShadedRows(b)}}
}

// generateFlags makes full puzzles: a random shading, half-turn
// symmetric, and a clue in every unshaded cell, what it sees. That has
// one solution: a shaded cell left unshaded would add to its neighbours'
// clues.
func generateFlags(fs *pflag.FlagSet) func(context.Context, *rand.Rand, int) (*Puzzle, error) {
	shading := kit.IntFlag(fs, "shading", 60, 1, 100, "the chance, in percent, that a cell that can be shaded is")
	return func(_ context.Context, rng *rand.Rand, size int) (*Puzzle, error) {
		s := grid.Shape{Rows: size, Cols: size}
		on := s.RandomShading(rng, *shading, true, nil)
		return full(&Puzzle{s, make([]int, s.N())}, on), nil
	}
}

// full returns p with a clue in every cell without one that on leaves
// unshaded: what it sees.
func full(p *Puzzle, on []bool) *Puzzle {
	return &Puzzle{p.Shape, kit.Filled(p.Clues, Blank, func(i int) int {
		if on[i] {
			return Blank
		}
		return p.sees(i, on)
	})}
}

// facts writes the puzzle for bench/asp/kurodoko.lp.
func facts(p *Puzzle) string {
	return kit.GridFacts(p.Shape, func(i int, fact kit.Fact) {
		if c := p.Clues[i]; c != Blank {
			fact("clue")
			if c > 0 {
				fact("number", c)
			}
		}
	})
}
