package akari

import (
	"context"
	"fmt"
	"math/rand"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/puzzlink"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/tatham"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// The cells of a puzzle: White, Wall, or a numbered wall 0 to 4.
const (
	White = grid.White
	Wall  = grid.Wall
)

// Puzzle is a Light Up grid.
type Puzzle struct {
	grid.Shape
	Cells []int // White, Wall or 0–4, row-major
}

// Lights is a solution: 1 where a light stands, 0 where none does
// (walls included), kit.Unknown where --forced leaves it open.
type Lights []int

func (p *Puzzle) wall(i int) bool { return p.Cells[i] != White }

// Genre is Light Up as the kit registers it.
var Genre = &kit.Genre[*Puzzle, Lights]{
	Name:    "akari",
	Aliases: []string{"lightup"},
	Summary: "Akari (Light Up): lights that light every white cell, numbered walls; typed grids, JSON, puzz.link URLs, Tatham IDs",
	Text:    kit.TextFormat[*Puzzle]{Read: readText, Write: writeText},
	Janko:   kit.JankoTokens("akari", "-", ".", "x", "#"),
	Links: []kit.Link[*Puzzle]{
		kit.URL(readURL, writeURL, "https://puzz.link/p?akari/3/3/g0h", "akari", "lightup"),
		kit.TathamID(readTatham, writeTatham, "3x3:d0d"),
	},
	Options: func(o *solve.Options) { o.PreferNative() },
	Model:   model,
	Verify:  Verify,
	Show:    show,
	Full:    full,
	Bench:   &kit.Bench[*Puzzle]{Files: []string{"akari/tatham.tsv"}, Axes: []string{"amo", "card"}, Facts: facts},
}

func init() {
	Genre.Doc = readme
	Genre.Generate = generator
	kit.Register(Genre)
}

var generator = &kit.Generator[*Puzzle]{
	Usage:   "[--size N] [--symmetric] [--no-minimal] [--walls PERCENT]",
	Side:    [3]int{10, 2, 50},
	Flags:   generateFlags,
	Keep:    func(full *Puzzle, kept []int) *Puzzle { return &Puzzle{full.Shape, grid.KeptWalls(full.Cells, kept)} }, // numbers go, walls stay
	Partner: (*Puzzle).Turn,
}

// full returns p with every wall numbered by the lights of l beside it.
func full(p *Puzzle, l Lights) *Puzzle {
	return &Puzzle{p.Shape, p.NumberedWalls(p.Cells, func(j int) bool { return l[j] > 0 })}
}

func readText(t *grid.Text) (*Puzzle, error) {
	s, cells, err := t.Walls("wall")
	if err != nil {
		return nil, err
	}
	return &Puzzle{s, cells}, nil
}

func writeText(p *Puzzle) string { return p.WallsText(p.Cells) }

func readURL(s string) (*Puzzle, error) {
	u, cells, err := puzzlink.ReadWalls(s, grid.MaxSide, White, "walls", "akari", "lightup")
	if err != nil {
		return nil, err
	}
	return &Puzzle{u.Shape(), cells}, nil
}

func writeURL(p *Puzzle) (string, error) {
	return puzzlink.WriteWalls("akari", p.Cols, p.Rows, p.Cells, White), nil
}

func readTatham(s string) (*Puzzle, error) {
	id, w, h, rest, err := tatham.ParseSized(s, "a Light Up game ID such as 7x7:a2i0a2aBqBaBa2i2a", grid.MaxSide)
	if err == nil { // the long form's generation fields, "b20s4d0" (lightup.c's decode_params), passed over
		_, err = id.Fields(rest, "bsrd", "r", "", func(byte, int) bool { return true })
	}
	if err != nil {
		return nil, err
	}
	p := &Puzzle{grid.Shape{Rows: h, Cols: w}, make([]int, w*h)}
	for i := range p.Cells {
		p.Cells[i] = White
	}
	d := id.Reader()
	err = d.Whole(p.N(), func(pos int) (int, error) {
		switch c := d.Peek(); {
		case c == 'B':
			p.Cells[pos] = Wall
		case c >= '0' && c <= '4':
			p.Cells[pos] = int(c - '0')
		default:
			return 0, d.Errorf("unexpected %q: expected a-z (white cells), B (a wall) or 0-4 (a numbered wall)", c)
		}
		d.Next()
		return 1, nil
	})
	return p, err
}

func writeTatham(p *Puzzle) (string, error) {
	desc := tatham.RunsOf(p.Cells, White, func(c int) string { return "B01234"[c+1 : c+2] }) // B a Wall, else its number
	return fmt.Sprintf("%dx%d:%s", p.Cols, p.Rows, desc), nil
}

// runs returns the runs of white cells between walls, and each white
// cell's two runs.
func (p *Puzzle) runs() (runs [][]int, of [][]int) {
	runs = p.Runs(p.wall)
	of = make([][]int, p.N())
	for k, run := range runs {
		for _, i := range run {
			of[i] = append(of[i], k)
		}
	}
	return runs, of
}

// longRun is the length above which a run has a variable "some light in
// it": a cell's rule "lit" names the cells of its two runs, which grows
// as the cube of the side on an open grid (an empty 200×200 took 3.9 s
// and 0.5 GB, now 0.23 s and 65 MB), and names that variable instead.
// The puzzles collected, with runs of at most 30, keep the direct rule
// and the same formula: run variables everywhere took 1.16 to 1.26 of
// their time.
var longRun = 32 // a variable for the tests

func model(p *Puzzle, m *kit.Model) func(kit.Values) Lights {
	light := m.Bools(p.N(), func(i int, on bool) string {
		if on {
			return p.Name(i) + "=light"
		}
		return p.Name(i) + "=no light"
	})
	for i, c := range p.Cells {
		if c == White {
			continue
		}
		m.Fix(light.Lit(i).Not()) // no light on a wall
		if c >= 0 {
			var near []int
			for _, j := range p.Neighbours(i) {
				if !p.wall(j) {
					near = append(near, j)
				}
			}
			m.Given(i, encode.EQ, c, light.Lits(near), "%s=%d", p.Name(i), c)
		}
	}
	runs, of := p.runs()
	lit := make([]sat.Lit, len(runs)) // a long run's "some light in it"
	for k, run := range runs {
		first, last := p.Name(run[0]), p.Name(run[len(run)-1])
		m.Rule(encode.LE, 1, light.Lits(run), "run %s-%s", first, last) // named only when asked (kit.Model.Named)
		if len(run) > longRun {
			lit[k] = m.Aux(1).Lit(0)
			m.F.PreferTrue(lit[k].Var())
			mark := m.Mark()
			m.Add(encode.GE, 1, append(light.Lits(run), lit[k].Not())...)
			for _, j := range run {
				m.Add(encode.GE, 1, light.Lit(j).Not(), lit[k])
			}
			m.Name(mark, "run %s-%s lit or not", first, last)
		}
	}
	for i, ks := range of {
		if len(ks) > 0 {
			seen := []sat.Lit{light.Lit(i)} // i's runs: their cells, i once, or a long one's lit
			for _, k := range ks {
				if lit[k] != 0 {
					seen = append(seen, lit[k])
					continue
				}
				for _, j := range runs[k] {
					if j != i {
						seen = append(seen, light.Lit(j))
					}
				}
			}
			m.Rule(encode.GE, 1, seen, "%s lit", p.Name(i))
		}
	}
	// Lights tried on first: see TestEmptyGrid.
	for i := range p.N() {
		m.F.PreferTrue(light.Var(i))
	}
	return func(v kit.Values) Lights { return light.Decode(v) }
}

// Verify checks the lights against the rules, reading the board only.
func Verify(p *Puzzle, l Lights) error {
	on, err := p.Shaded(grid.Shading(l))
	if err != nil {
		return err
	}
	for i := range l {
		if on[i] && p.wall(i) {
			return fmt.Errorf("%s: a light on a wall", p.Name(i))
		}
		if c := p.Cells[i]; c >= 0 {
			n := 0
			for _, j := range p.Neighbours(i) {
				n += l[j]
			}
			if err := grid.CheckCount(p.Name(i), n, c, "lights beside it"); err != nil {
				return err
			}
		}
	}
	runs, of := p.runs()
	for _, run := range runs {
		if grid.Count(run, on) > 1 {
			return fmt.Errorf("%s-%s: two lights shine on each other", p.Name(run[0]), p.Name(run[len(run)-1]))
		}
	}
	for i, ks := range of {
		if len(ks) > 0 && grid.Count(runs[ks[0]], on)+grid.Count(runs[ks[len(ks)-1]], on) == 0 {
			return fmt.Errorf("%s: not lit", p.Name(i))
		}
	}
	return nil
}

func show(p *Puzzle, l Lights, _ bool) solve.Answer {
	rows := make([][]string, p.Rows)
	strs := make([]string, p.Rows)
	for i, c := range p.Cells {
		ch := grid.WallText(c)
		switch {
		case c != White:
		case l[i] == 1:
			ch = "*"
		case l[i] == kit.Unknown:
			ch = "?"
		}
		rows[i/p.Cols] = append(rows[i/p.Cols], ch)
		strs[i/p.Cols] += ch
	}
	return solve.Answer{Text: grid.FormatText(rows, nil), Fields: map[string]any{"grid": strs}}
}

// generateFlags makes full puzzles: random walls, half-turn symmetric,
// each numbered with the lights beside it in a random solution.
func generateFlags(fs *pflag.FlagSet) func(context.Context, *rand.Rand, int) (*Puzzle, error) {
	walls := kit.IntFlag(fs, "walls", 20, 1, 90, "the share of walls, in percent, 1 to 90 (with none there is no clue: an empty n×n grid has n! solutions)")
	return func(ctx context.Context, rng *rand.Rand, size int) (*Puzzle, error) {
		for {
			p := &Puzzle{grid.Shape{Rows: size, Cols: size}, make([]int, size*size)}
			for i := range p.Cells {
				p.Cells[i] = White
			}
			for i := 0; i <= p.N()/2; i++ {
				if rng.Intn(100) < *walls {
					p.Cells[i], p.Cells[p.Turn(i)] = Wall, Wall
				}
			}
			l, ok, err := Genre.RandomSolution(ctx, p, rng)
			if err != nil {
				return nil, err
			}
			if !ok {
				continue
			}
			return full(p, l), nil
		}
	}
}

// facts writes the puzzle for bench/asp/akari.lp.
func facts(p *Puzzle) string {
	return kit.GridFacts(p.Shape, func(i int, fact kit.Fact) {
		if c := p.Cells[i]; c != White {
			fact("wall")
			if c >= 0 {
				fact("number", c)
			}
		}
	})
}
